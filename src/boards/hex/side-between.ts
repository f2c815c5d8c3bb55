import { DIRECTIONS, SIDES } from './directions.ts';
import type { Axial, Side } from './types.ts';

/** The side of `from` that `to` lies across, or undefined when they are not adjacent. */
export function sideBetween(from: Axial, to: Axial): Side | undefined {
  const dq = to.q - from.q;
  const dr = to.r - from.r;
  for (const side of SIDES) {
    const d = DIRECTIONS[side];
    if (d.q === dq && d.r === dr) return side;
  }
  return undefined;
}

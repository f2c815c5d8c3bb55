import { DIRECTIONS } from './directions.ts';
import type { Axial, Side } from './types.ts';

/** The side of `from` that `to` lies across, or undefined when they are not adjacent. */
export function sideBetween(from: Axial, to: Axial): Side | undefined {
  const dq = to.q - from.q;
  const dr = to.r - from.r;
  for (let i = 0; i < 6; i++) {
    const d = DIRECTIONS[i] as Axial;
    if (d.q === dq && d.r === dr) return i as Side;
  }
  return undefined;
}

import { DIRECTIONS } from './directions.ts';
import type { Axial, Side } from './types.ts';

/** The hex across the given side. */
export function neighbor(h: Axial, side: Side): Axial {
  const d = DIRECTIONS[side];
  return { q: h.q + d.q, r: h.r + d.r };
}

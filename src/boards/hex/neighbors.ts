import { DIRECTIONS } from './directions.ts';
import type { Axial } from './types.ts';

/** The six neighbours, clockwise from the top (index = side). */
export function neighbors(h: Axial): Axial[] {
  return DIRECTIONS.map((d) => ({ q: h.q + d.q, r: h.r + d.r }));
}

import type { Axial, Side } from './types.ts';

/** Axial steps to the six neighbours of a flat-topped hex, clockwise from the top (index = Side). */
export const DIRECTIONS: readonly [Axial, Axial, Axial, Axial, Axial, Axial] = [
  { q: 0, r: -1 },
  { q: 1, r: -1 },
  { q: 1, r: 0 },
  { q: 0, r: 1 },
  { q: -1, r: 1 },
  { q: -1, r: 0 },
];

/** Compass names of the sides, index = Side. */
export const SIDE_NAMES: readonly string[] = ['N', 'NE', 'SE', 'S', 'SW', 'NW'];

export const SIDES: readonly Side[] = [0, 1, 2, 3, 4, 5];

/** The side `steps` places clockwise from `side` (negative counts anticlockwise). */
export function turnSide(side: Side, steps: number): Side {
  return ((((side + steps) % 6) + 6) % 6) as Side;
}

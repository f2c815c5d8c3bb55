import type { Point } from './types.ts';

/**
 * How flat-topped hexes sit on a canvas: `size` is the distance from the centre to a corner (x and y may
 * differ to stretch the grid), `origin` the pixel of axial (0, 0).
 */
export interface Layout {
  readonly size: Point;
  readonly origin: Point;
}

export const SQRT3 = Math.sqrt(3);

export function layout(size: number, origin: Point = { x: 0, y: 0 }): Layout {
  return { size: { x: size, y: size }, origin };
}

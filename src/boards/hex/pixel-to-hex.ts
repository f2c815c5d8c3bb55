import { cubeRound } from './cube-round.ts';
import { SQRT3, type Layout } from './layout.ts';
import type { Axial, Point } from './types.ts';

/** The hex under a pixel (for taps and clicks). */
export function pixelToHex(l: Layout, p: Point): Axial {
  const x = (p.x - l.origin.x) / l.size.x;
  const y = (p.y - l.origin.y) / l.size.y;
  return cubeRound((2 / 3) * x, (-1 / 3) * x + (SQRT3 / 3) * y);
}

import { SQRT3, type Layout } from './layout.ts';
import type { Axial, Point } from './types.ts';

/** The pixel centre of a hex. */
export function hexToPixel(l: Layout, h: Axial): Point {
  return { x: l.origin.x + l.size.x * 1.5 * h.q, y: l.origin.y + l.size.y * ((SQRT3 / 2) * h.q + SQRT3 * h.r) };
}

import { SQRT3, type Layout } from './layout.ts';
import type { Offset, OffsetParity, Point } from './types.ts';

/** The pixel centre of a printed column/row, without going through axial (for tight drawing loops). */
export function offsetToPixel(l: Layout, o: Offset, parity: OffsetParity = 'even-q'): Point {
  const shift = (o.col & 1) * (parity === 'even-q' ? -0.5 : 0.5);
  return { x: l.origin.x + l.size.x * 1.5 * o.col, y: l.origin.y + l.size.y * SQRT3 * (o.row + shift) };
}

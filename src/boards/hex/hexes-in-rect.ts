import { SQRT3, type Layout } from './layout.ts';
import type { Offset, OffsetParity, Rect } from './types.ts';

/** The printed columns and rows of a map (inclusive). */
export interface OffsetBounds {
  readonly colMin: number;
  readonly colMax: number;
  readonly rowMin: number;
  readonly rowMax: number;
}

/**
 * The columns and rows whose hexes may touch a pixel rectangle (a viewport), clipped to the map: a renderer
 * loops over this range without allocating. Empty when colMin > colMax or rowMin > rowMax.
 */
export function offsetRangeInRect(l: Layout, rect: Rect, bounds: OffsetBounds): OffsetBounds {
  const colWidth = l.size.x * 1.5;
  const rowHeight = l.size.y * SQRT3;
  // A hex reaches size.x left and right of its centre, and half a row (plus half a row of column shift) up and down.
  const colMin = Math.ceil((rect.x - l.origin.x - l.size.x) / colWidth);
  const colMax = Math.floor((rect.x + rect.width - l.origin.x + l.size.x) / colWidth);
  const rowMin = Math.ceil((rect.y - l.origin.y) / rowHeight - 1);
  const rowMax = Math.floor((rect.y + rect.height - l.origin.y) / rowHeight + 1);
  return {
    colMin: Math.max(bounds.colMin, colMin),
    colMax: Math.min(bounds.colMax, colMax),
    rowMin: Math.max(bounds.rowMin, rowMin),
    rowMax: Math.min(bounds.rowMax, rowMax),
  };
}

/** Every hex of the map whose bounding box meets the rectangle (viewport culling). */
export function hexesInRect(l: Layout, rect: Rect, bounds: OffsetBounds, parity: OffsetParity = 'even-q'): Offset[] {
  const range = offsetRangeInRect(l, rect, bounds);
  const out: Offset[] = [];
  const halfH = (l.size.y * SQRT3) / 2;
  for (let col = range.colMin; col <= range.colMax; col++) {
    const cx = l.origin.x + l.size.x * 1.5 * col;
    if (cx + l.size.x < rect.x || cx - l.size.x > rect.x + rect.width) continue;
    const shift = (col & 1) * (parity === 'even-q' ? -0.5 : 0.5);
    for (let row = range.rowMin; row <= range.rowMax; row++) {
      const cy = l.origin.y + l.size.y * SQRT3 * (row + shift);
      if (cy + halfH < rect.y || cy - halfH > rect.y + rect.height) continue;
      out.push({ col, row });
    }
  }
  return out;
}

/** The pixel rectangle the whole map covers (for the canvas size and zoom limits). */
export function mapPixelBounds(l: Layout, bounds: OffsetBounds, parity: OffsetParity = 'even-q'): Rect {
  const halfH = (l.size.y * SQRT3) / 2;
  const oddShift = parity === 'even-q' ? -0.5 : 0.5;
  const shifts: number[] = [];
  if (bounds.colMin !== bounds.colMax || (bounds.colMin & 1) === 0) shifts.push(0);
  if (bounds.colMin !== bounds.colMax || (bounds.colMin & 1) === 1) shifts.push(oddShift);
  const x0 = l.origin.x + l.size.x * 1.5 * bounds.colMin - l.size.x;
  const x1 = l.origin.x + l.size.x * 1.5 * bounds.colMax + l.size.x;
  const y0 = l.origin.y + l.size.y * SQRT3 * (bounds.rowMin + Math.min(...shifts)) - halfH;
  const y1 = l.origin.y + l.size.y * SQRT3 * (bounds.rowMax + Math.max(...shifts)) + halfH;
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

import { describe, expect, it } from 'vitest';
import {
  axialToOffset,
  hexCorners,
  hexesInRect,
  hexToPixel,
  layout,
  mapPixelBounds,
  offsetRangeInRect,
  offsetToAxial,
  offsetToPixel,
  pixelToHex,
  type OffsetParity,
} from '../../../src/boards/hex/index.ts';

const l = layout(10, { x: 5, y: 7 });

describe('hex <-> pixel', () => {
  it('round-trips centres and nearby points', () => {
    for (let q = -6; q <= 6; q++)
      for (let r = -6; r <= 6; r++) {
        const p = hexToPixel(l, { q, r });
        expect(pixelToHex(l, p)).toEqual({ q, r });
        expect(pixelToHex(l, { x: p.x + 4, y: p.y - 4 })).toEqual({ q, r });
      }
  });
  it('agrees with the offset shortcut for both parities', () => {
    for (const parity of ['even-q', 'odd-q'] as OffsetParity[]) {
      for (let col = 0; col < 9; col++)
        for (let row = 0; row < 9; row++) {
          const a = offsetToPixel(l, { col, row }, parity);
          const b = hexToPixel(l, offsetToAxial({ col, row }, parity));
          expect(a.x).toBeCloseTo(b.x, 9);
          expect(a.y).toBeCloseTo(b.y, 9);
        }
    }
  });
  it('puts the corners one size from the centre', () => {
    const c = hexToPixel(l, { q: 2, r: 1 });
    for (const p of hexCorners(l, { q: 2, r: 1 })) expect(Math.hypot(p.x - c.x, p.y - c.y)).toBeCloseTo(10, 9);
  });
});

describe('viewport culling', () => {
  const bounds = { colMin: 1, colMax: 90, rowMin: 1, rowMax: 56 };
  it('finds exactly the hexes whose bounding box meets the viewport', () => {
    const rect = { x: 230, y: 140, width: 300, height: 200 };
    const found = new Set(hexesInRect(l, rect, bounds).map((o) => `${o.col}.${o.row}`));
    const halfH = (10 * Math.sqrt(3)) / 2;
    let expected = 0;
    for (let col = bounds.colMin; col <= bounds.colMax; col++)
      for (let row = bounds.rowMin; row <= bounds.rowMax; row++) {
        const p = offsetToPixel(l, { col, row });
        const meets =
          p.x + 10 >= rect.x &&
          p.x - 10 <= rect.x + rect.width &&
          p.y + halfH >= rect.y &&
          p.y - halfH <= rect.y + rect.height;
        if (meets) expected++;
        expect(found.has(`${col}.${row}`)).toBe(meets);
      }
    expect(found.size).toBe(expected);
  });
  it('clips to the map and is empty off the map', () => {
    const r = offsetRangeInRect(l, { x: -5000, y: -5000, width: 10, height: 10 }, bounds);
    expect(r.colMin > r.colMax || r.rowMin > r.rowMax).toBe(true);
    expect(hexesInRect(l, { x: -5000, y: -5000, width: 10, height: 10 }, bounds)).toEqual([]);
  });
  it('covers the whole map inside mapPixelBounds', () => {
    const small = { colMin: 1, colMax: 12, rowMin: 1, rowMax: 8 };
    const all = hexesInRect(l, mapPixelBounds(l, small), small);
    expect(all).toHaveLength(12 * 8);
    expect(axialToOffset(offsetToAxial(all[0]!))).toEqual(all[0]);
  });
});

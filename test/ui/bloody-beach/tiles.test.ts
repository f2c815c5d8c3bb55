import { describe, expect, it } from 'vitest';
import { hexesInRect, layout, mapPixelBounds, offsetToPixel } from '../../../src/boards/hex/index.ts';
import { makeTiles, tileOf, visibleTiles } from '../../../src/ui/boards/bloody-beach/tiles.ts';
import { visibleMapRect } from '../../../src/ui/boards/bloody-beach/viewport.ts';

const L = layout(20);
const GRID = { colMin: 1, colMax: 90, rowMin: 1, rowMax: 56, parity: 'even-q' as const };

describe('viewport culling by blocks of hexes', () => {
  const tiles = makeTiles(L, GRID, 12);

  it('the blocks cover every hex exactly once', () => {
    let n = 0;
    for (const t of tiles) n += (t.colMax - t.colMin + 1) * (t.rowMax - t.rowMin + 1);
    expect(n).toBe(90 * 56);
    expect(tileOf(tiles, 90, 56)?.colMax).toBe(90);
  });

  it('zoomed out, every block is drawn', () => {
    const map = mapPixelBounds(L, GRID);
    expect(visibleTiles(tiles, map)).toHaveLength(tiles.length);
  });

  it('zoomed in, only the blocks around the view are drawn, and they hold every hex in view', () => {
    const view = visibleMapRect({ k: 2, x: -1500, y: -800 }, 600, 500);
    const drawn = visibleTiles(tiles, view);
    expect(drawn.length).toBeLessThan(tiles.length / 4);
    const inView = hexesInRect(L, view, GRID);
    expect(inView.length).toBeGreaterThan(0);
    for (const o of inView) {
      expect(drawn.some((t) => o.col >= t.colMin && o.col <= t.colMax && o.row >= t.rowMin && o.row <= t.rowMax)).toBe(
        true,
      );
    }
  });

  it('a block’s rectangle holds the centres of all its hexes', () => {
    for (const t of tiles.slice(0, 6)) {
      for (let col = t.colMin; col <= t.colMax; col++) {
        for (let row = t.rowMin; row <= t.rowMax; row++) {
          const c = offsetToPixel(L, { col, row });
          expect(c.x).toBeGreaterThanOrEqual(t.rect.x);
          expect(c.x).toBeLessThanOrEqual(t.rect.x + t.rect.width);
          expect(c.y).toBeGreaterThanOrEqual(t.rect.y);
          expect(c.y).toBeLessThanOrEqual(t.rect.y + t.rect.height);
        }
      }
    }
  });
});

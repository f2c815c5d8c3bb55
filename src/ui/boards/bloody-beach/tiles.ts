import { mapPixelBounds, type Layout, type Rect } from '../../../boards/hex/index.ts';
import { rectsMeet, type GridBounds } from './viewport.ts';

/**
 * The map cut into blocks of hexes. The renderer caches one path per terrain per block and draws only the
 * blocks that meet the viewport, so a frame touches the visible part of the map and nothing else.
 */
export interface Tile {
  readonly id: number;
  readonly colMin: number;
  readonly colMax: number;
  readonly rowMin: number;
  readonly rowMax: number;
  /** Map-coordinate bounds of every hex of the block (hexes included whole). */
  readonly rect: Rect;
}

export const TILE_HEXES = 12;

export function makeTiles(l: Layout, g: GridBounds, size = TILE_HEXES): Tile[] {
  const out: Tile[] = [];
  for (let c = g.colMin; c <= g.colMax; c += size) {
    for (let r = g.rowMin; r <= g.rowMax; r += size) {
      const b = {
        colMin: c,
        colMax: Math.min(g.colMax, c + size - 1),
        rowMin: r,
        rowMax: Math.min(g.rowMax, r + size - 1),
      };
      out.push({ id: out.length, ...b, rect: mapPixelBounds(l, b, g.parity) });
    }
  }
  return out;
}

/** The blocks that meet a map rectangle (the viewport in map coordinates). */
export function visibleTiles(tiles: readonly Tile[], view: Rect): Tile[] {
  return tiles.filter((t) => rectsMeet(t.rect, view));
}

/** The block holding a hex (for invalidating a cache after an edit). */
export function tileOf(tiles: readonly Tile[], col: number, row: number): Tile | undefined {
  return tiles.find((t) => col >= t.colMin && col <= t.colMax && row >= t.rowMin && row <= t.rowMax);
}

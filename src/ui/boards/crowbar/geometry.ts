/**
 * Where things sit on the drawn Crowbar! map, in map units (CSS pixels at zoom 1). The player sits at the
 * sea (north) edge, so Start is drawn at the bottom and Row 15 at the top; East is on the left (A-1g). A gap
 * for the Cliff Side lies between Beach 4 and Cliff Top 5, and the Rally Points waiting behind Start sit in a
 * strip below the Start row.
 */

import { BEACH, CLIFF, COLS, LAST_ROW } from '../../../systems/crowbar/map/grid.ts';
import type { Point, Rect } from '../../../boards/hex/types.ts';

export type { Point, Rect };
/** The grid's size and rows as the game defines them. */
export { COLS, LAST_ROW };
export const BEACH_ROW = BEACH;
export const CLIFF_ROW = CLIFF;

export const CELL = 48;
/** The Cliff Side gap between Beach 4 and Cliff Top 5. */
export const GAP = 18;
/** Room for the row labels on the left. */
export const LEFT = 62;
/** How far the longest row label (Cliff Top 5, at its font size) reaches left of the map's edge. */
export const LABEL_SPILL = 6;
/** Room for the Company names above Row 15. */
export const TOP = 24;
/** The strip below Start for Rally Points not yet brought forward, and the column numbers. */
export const RALLY_STRIP = 22;
export const BOTTOM = RALLY_STRIP + 20;
export const RIGHT = 8;

export const MAP_WIDTH = LEFT + COLS * CELL + RIGHT;
export const MAP_HEIGHT = TOP + (LAST_ROW + 1) * CELL + GAP + BOTTOM;

/** Space numbers as the game keeps them: row * 12 + (col - 1). */
export { colOf, rowOf, sp as spaceOf } from '../../../systems/crowbar/map/grid.ts';

/** Top edge of a row (rows run upward from Start). */
export function rowY(row: number): number {
  return TOP + (LAST_ROW - row) * CELL + (row <= BEACH_ROW ? GAP : 0);
}
export function colX(col: number): number {
  return LEFT + (col - 1) * CELL;
}

export function spaceRect(col: number, row: number): Rect {
  return { x: colX(col), y: rowY(row), width: CELL, height: CELL };
}

/** The Cliff Side gap of one column, where its Hold marker lies. */
export function gapRect(col: number): Rect {
  return { x: colX(col), y: rowY(CLIFF_ROW) + CELL, width: CELL, height: GAP };
}

/** The place behind Start where a column's Rally Point waits. */
export function rallyStripRect(col: number): Rect {
  return { x: colX(col), y: rowY(0) + CELL, width: CELL, height: RALLY_STRIP };
}

export const MAP_RECT: Rect = { x: 0, y: 0, width: MAP_WIDTH, height: MAP_HEIGHT };

/**
 * The space under a map point, or undefined off the grid. A point in the Cliff Side gap reads as the Beach 4
 * space of its column (its Hold marker belongs to that climb).
 */
export function spaceAtPoint(p: Point): { col: number; row: number; gap: boolean } | undefined {
  const col = Math.floor((p.x - LEFT) / CELL) + 1;
  if (col < 1 || col > COLS || p.x < LEFT) return undefined;
  const inlandTop = TOP;
  const inlandBottom = TOP + (LAST_ROW - CLIFF_ROW + 1) * CELL;
  if (p.y < inlandTop) return undefined;
  if (p.y < inlandBottom) return { col, row: LAST_ROW - Math.floor((p.y - inlandTop) / CELL), gap: false };
  if (p.y < inlandBottom + GAP) return { col, row: BEACH_ROW, gap: true };
  const below = p.y - inlandBottom - GAP;
  const row = BEACH_ROW - Math.floor(below / CELL);
  if (row < 0) return undefined;
  return { col, row, gap: false };
}

export function centre(r: Rect): Point {
  return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
}

/** The corners of a star centred on (cx, cy) as SVG polygon points: `points` tips of radius r, inner corners at r * inner. */
export function starPoints(cx: number, cy: number, r: number, points = 5, inner = 0.45, digits = 1): string {
  const out: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const a = (Math.PI * i) / points - Math.PI / 2;
    const rr = i % 2 === 0 ? r : r * inner;
    out.push(`${(cx + rr * Math.cos(a)).toFixed(digits)},${(cy + rr * Math.sin(a)).toFixed(digits)}`);
  }
  return out.join(' ');
}

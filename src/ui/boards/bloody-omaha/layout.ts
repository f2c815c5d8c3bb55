import type { Rect } from '../../../boards/hex/types.ts';

/**
 * Where each square of the Bloody Omaha map is drawn, in map units (a square is CELL across at zoom 1). The
 * map is drawn north up, as a map of Omaha is printed: the sea rows on top, the hedgerows below, and column 1
 * (the east, Fox end) on the right, so that Charlie and Dog Green lie to the west on the left.
 */
export const CELL = 100;
/** The gutter between squares, in map units. */
export const GUTTER = 4;

export type { Rect };

export interface Placed {
  readonly id: string;
  readonly row: number;
  readonly col: number;
}

export interface MapLayout {
  /** Each square's box (inside the gutter). */
  readonly boxes: ReadonlyMap<string, Rect>;
  /** The whole map's extent. */
  readonly bounds: Rect;
  readonly maxCol: number;
  readonly rows: number;
}

/** The box of the square at a row and column, with col 1 on the right (east). */
export function squareRect(row: number, col: number, maxCol: number): Rect {
  return {
    x: (maxCol - col) * CELL + GUTTER / 2,
    y: row * CELL + GUTTER / 2,
    width: CELL - GUTTER,
    height: CELL - GUTTER,
  };
}

export function layoutSquares(squares: readonly Placed[]): MapLayout {
  const maxCol = Math.max(1, ...squares.map((q) => q.col));
  const rows = Math.max(0, ...squares.map((q) => q.row)) + 1;
  const boxes = new Map(squares.map((q) => [q.id, squareRect(q.row, q.col, maxCol)]));
  return { boxes, bounds: { x: 0, y: 0, width: maxCol * CELL, height: rows * CELL }, maxCol, rows };
}

export function centre(r: Rect): { x: number; y: number } {
  return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
}

export type Direction = 'up' | 'down' | 'left' | 'right';

/**
 * The square a keyboard cursor moves to from `from` in a direction on screen: the nearest square whose centre
 * lies that way within a 45-degree cone (so a cursor can cross from a 9-square row to a 10-square row).
 */
export function squareToward(l: MapLayout, from: string, dir: Direction): string | undefined {
  const a = l.boxes.get(from);
  if (!a) return undefined;
  const c = centre(a);
  let best: string | undefined;
  let bestD = Infinity;
  for (const [id, r] of l.boxes) {
    if (id === from) continue;
    const p = centre(r);
    const dx = p.x - c.x;
    const dy = p.y - c.y;
    const along = dir === 'left' ? -dx : dir === 'right' ? dx : dir === 'up' ? -dy : dy;
    const across = dir === 'left' || dir === 'right' ? Math.abs(dy) : Math.abs(dx);
    if (along <= 0 || across > along) continue;
    const d = along + 2 * across;
    if (d < bestD) {
      bestD = d;
      best = id;
    }
  }
  return best;
}

/** The square whose box holds a map point, if any. */
export function squareAt(l: MapLayout, x: number, y: number): string | undefined {
  for (const [id, r] of l.boxes) if (x >= r.x && x <= r.x + r.width && y >= r.y && y <= r.y + r.height) return id;
  return undefined;
}

/** The label shown at the left of each row band. */
export function rowName(terrains: readonly string[]): string {
  const t = new Set(terrains);
  if (t.has('reinforcement-sea')) return 'Reinforcement Sea';
  if (t.has('second-wave')) return '2nd Wave Channel';
  if (t.has('first-wave')) return '1st Wave Channel';
  if (t.has('beach')) return 'Beach';
  return '';
}

import type { Rect } from '../../../boards/hex/types.ts';

/**
 * Where each square of the Bloody Omaha map is drawn, in map units (a square is CELL across at zoom 1). The
 * map is drawn north up, as a map of Omaha is printed: the sea rows on top, the hedgerows below, and column 1
 * (the east, Fox end) on the right, so that Charlie and Dog Green lie to the west on the left.
 */
export const CELL = 100;
/** The gutter between squares, in map units. */
export const GUTTER = 4;
/**
 * The band between the 1st Wave Channel and the beach, in map units, where each beach's name is printed over its
 * square: in the square itself the counters landed there would hide it. Two lines of counter-sized words.
 */
export const SHORE = 44;

export type { Rect };

export interface Placed {
  readonly id: string;
  readonly row: number;
  readonly col: number;
  readonly terrain: string;
}

export interface MapLayout {
  /** Each square's box (inside the gutter). */
  readonly boxes: ReadonlyMap<string, Rect>;
  /** The whole map's extent. */
  readonly bounds: Rect;
  readonly maxCol: number;
  readonly rows: number;
  /** The beach row: it and the rows below it stand SHORE lower, under the band of beach names. */
  readonly shoreRow: number;
}

/** Where a row's squares begin, in map units (the rows from the beach down stand below the shore band). */
export function rowTop(row: number, shoreRow: number): number {
  return row * CELL + (row >= shoreRow ? SHORE : 0);
}

/** The box of the square at a row and column, with col 1 on the right (east). */
export function squareRect(row: number, col: number, maxCol: number, shoreRow = Infinity): Rect {
  return {
    x: (maxCol - col) * CELL + GUTTER / 2,
    y: rowTop(row, shoreRow) + GUTTER / 2,
    width: CELL - GUTTER,
    height: CELL - GUTTER,
  };
}

export function layoutSquares(squares: readonly Placed[]): MapLayout {
  const maxCol = Math.max(1, ...squares.map((q) => q.col));
  const rows = Math.max(0, ...squares.map((q) => q.row)) + 1;
  const shoreRow = Math.min(...squares.filter((q) => q.terrain === 'beach').map((q) => q.row));
  const boxes = new Map(squares.map((q) => [q.id, squareRect(q.row, q.col, maxCol, shoreRow)]));
  return {
    boxes,
    bounds: { x: 0, y: 0, width: maxCol * CELL, height: rowTop(rows, shoreRow) },
    maxCol,
    rows,
    shoreRow,
  };
}

/**
 * A beach's name in lines that fit its square's width at `size` (estimated as counters estimate their words):
 * one line when it fits, else two split at the space nearest its middle ("Easy Red" / "(west)").
 */
export function nameLines(name: string, size: number, room: number): string[] {
  if (wordWidth(name, size) <= room || !name.includes(' ')) return [name];
  const spaces = [...name.matchAll(/ /g)].map((m) => m.index);
  const cut = spaces.reduce((a, b) => (Math.abs(b - name.length / 2) < Math.abs(a - name.length / 2) ? b : a));
  return [name.slice(0, cut), name.slice(cut + 1)];
}

/** A rough width of a bold word in map units, to decide when a word must be split or drawn narrower. */
export function wordWidth(text: string, size: number): number {
  return text.length * size * 0.62;
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

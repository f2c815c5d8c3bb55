import { hexToPixel, neighbors, type Axial, type Layout } from '../../../boards/hex/index.ts';

const DIRECTIONS: Readonly<Record<string, { x: number; y: number }>> = {
  ArrowRight: { x: 1, y: 0 },
  ArrowLeft: { x: -1, y: 0 },
  ArrowDown: { x: 0, y: 1 },
  ArrowUp: { x: 0, y: -1 },
};

/** Whether a key moves the keyboard's hex cursor. */
export const movesCursor = (key: string): boolean => key in DIRECTIONS;

/**
 * The hex an arrow key moves the cursor to: the neighbour lying most in that direction. Left and right zigzag
 * between the two neighbours of the next column, keeping to the row the cursor started on (`rowY`, in map units).
 */
export function nextHex(from: Axial, key: string, l: Layout, rowY: number): Axial | undefined {
  const d = DIRECTIONS[key];
  if (!d) return undefined;
  const at = hexToPixel(l, from);
  let best: { h: Axial; score: number } | undefined;
  for (const n of neighbors(from)) {
    const p = hexToPixel(l, n);
    const dx = p.x - at.x;
    const dy = p.y - at.y;
    const along = (dx * d.x + dy * d.y) / Math.hypot(dx, dy);
    if (along < 0.4) continue;
    // across the map, ties go to the neighbour nearer the starting row
    const score = along * 1000 - (d.x !== 0 ? Math.abs(p.y - rowY) : 0);
    if (!best || score > best.score) best = { h: n, score };
  }
  return best?.h;
}

import type { Point } from '../../../boards/hex/index.ts';

/** A hex's six corners relative to its centre, clockwise from the east corner (y grows down the screen). */
export type Corners = readonly [Point, Point, Point, Point, Point, Point];

/** The corners of a flat-topped hex of radius `size` (x and y may differ). */
export function hexCorners(size: Point): Corners {
  const corner = (i: number): Point => ({
    x: size.x * Math.cos((Math.PI / 3) * i),
    y: size.y * Math.sin((Math.PI / 3) * i),
  });
  return [corner(0), corner(1), corner(2), corner(3), corner(4), corner(5)];
}

/** What the tracing writes to: a Path2D, or anything else that takes its three calls. */
export type PathSink = Pick<Path2D, 'moveTo' | 'lineTo' | 'closePath'>;

/**
 * Adds the outline of n hexes stacked down one column to a path, c the centre of the top one and dy the distance
 * between centres: from the top hex's north-east corner down the east and south-east corners of each hex (a
 * south-east corner is the north-east corner of the hex below), then up the south-west and west corners, closing
 * at the top hex's north-west corner. One outline in place of n: 4n + 2 points, and no seam between the hexes.
 */
export function traceColumnRun(p: PathSink, c: Point, n: number, dy: number, k: Corners): void {
  p.moveTo(c.x + k[5].x, c.y + k[5].y);
  for (let i = 0; i < n; i++) {
    const y = c.y + i * dy;
    p.lineTo(c.x + k[0].x, y + k[0].y);
    p.lineTo(c.x + k[1].x, y + k[1].y);
  }
  for (let i = n - 1; i >= 0; i--) {
    const y = c.y + i * dy;
    p.lineTo(c.x + k[2].x, y + k[2].y);
    p.lineTo(c.x + k[3].x, y + k[3].y);
  }
  p.lineTo(c.x + k[4].x, c.y + k[4].y);
  p.closePath();
}

/** Adds a closed hex outline around the centre c to a path (k: the corners, relative to a centre). */
export function traceHex(p: PathSink, c: Point, k: Corners): void {
  const [first, ...rest] = k;
  p.moveTo(c.x + first.x, c.y + first.y);
  for (const q of rest) p.lineTo(c.x + q.x, c.y + q.y);
  p.closePath();
}

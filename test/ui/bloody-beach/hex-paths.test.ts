import { describe, expect, it } from 'vitest';
import { layout, offsetToPixel, type Point } from '../../../src/boards/hex/index.ts';
import { hexCorners, traceColumnRun, traceHex } from '../../../src/ui/boards/bloody-beach/hex-paths.ts';
import { rowHeight } from '../../../src/ui/boards/bloody-beach/viewport.ts';

const L = layout(20);
const K = hexCorners(L.size);

/** The closed outlines a trace makes, as lists of points. */
function outlines(trace: (p: Pick<Path2D, 'moveTo' | 'lineTo' | 'closePath'>) => void): Point[][] {
  const out: Point[][] = [];
  trace({
    moveTo: (x, y) => out.push([{ x, y }]),
    lineTo: (x, y) => out.at(-1)?.push({ x, y }),
    closePath: () => undefined,
  });
  return out;
}

/** A polygon's area (shoelace), positive when its points run clockwise on screen. */
function area(points: readonly Point[]): number {
  let sum = 0;
  points.forEach((p, i) => {
    const q = points[(i + 1) % points.length] as Point;
    sum += p.x * q.y - q.x * p.y;
  });
  return sum / 2;
}

const key = (p: Point) => `${p.x.toFixed(6)},${p.y.toFixed(6)}`;

describe('a column of hexes of one terrain traced as one outline', () => {
  const hexArea = area(outlines((p) => traceHex(p, { x: 0, y: 0 }, K))[0] as Point[]);

  it('one hex traces the hex itself', () => {
    const c = offsetToPixel(L, { col: 3, row: 4 });
    const [run] = outlines((p) => traceColumnRun(p, c, 1, rowHeight(L), K));
    const [hex] = outlines((p) => traceHex(p, c, K));
    expect(new Set(run?.map(key))).toEqual(new Set(hex?.map(key)));
    expect(area(run as Point[])).toBeCloseTo(hexArea, 6);
  });

  for (const n of [2, 3, 12])
    it(`${n} hexes make one outline of 4n + 2 corners covering exactly their ${n} hexes`, () => {
      const top = offsetToPixel(L, { col: 5, row: 2 });
      const traced = outlines((p) => traceColumnRun(p, top, n, rowHeight(L), K));
      expect(traced).toHaveLength(1);
      const run = traced[0] as Point[];
      expect(run).toHaveLength(4 * n + 2);
      // a simple polygon (no corner twice) with the area of n hexes: no gap and no overlap
      expect(new Set(run.map(key)).size).toBe(run.length);
      expect(area(run)).toBeCloseTo(n * hexArea, 6);
      // every point is a corner of a hex of the column
      const corners = new Set<string>();
      for (let row = 2; row < 2 + n; row++) {
        const c = offsetToPixel(L, { col: 5, row });
        for (const k of K) corners.add(key({ x: c.x + k.x, y: c.y + k.y }));
      }
      for (const p of run) expect(corners.has(key(p))).toBe(true);
    });
});

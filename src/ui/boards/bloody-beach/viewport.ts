import {
  axialToOffset,
  hexToPixel,
  pixelToHex,
  SQRT3,
  type Axial,
  type Layout,
  type Offset,
  type Point,
  type Rect,
  type Side,
} from '../../../boards/hex/index.ts';
import type { MapGrid } from '../../../systems/bloody-beach/map/types.ts';
import { centreOn, fitView as fitAt, panZoomKey, screenToMap, type View } from '../viewport.ts';

export { centreOn, mapToScreen, PAN_FRACTION, screenToMap, zoomAbout, ZOOM_STEP, type View } from '../viewport.ts';

/**
 * The map's zoom and pan, as d3-zoom keeps it: a screen point is `map * k + (x, y)`. The map's own
 * coordinates are those of the hex layout (pixels at k = 1).
 */

/** The printed columns and rows of the map, and how its columns are staggered. */
export type GridBounds = Pick<MapGrid, 'colMin' | 'colMax' | 'rowMin' | 'rowMax' | 'parity'>;

/** The part of the map (in map coordinates) a viewport of this size shows. */
export function visibleMapRect(v: View, width: number, height: number): Rect {
  return { x: -v.x / v.k, y: -v.y / v.k, width: width / v.k, height: height / v.k };
}

export function rectsMeet(a: Rect, b: Rect): boolean {
  return a.x <= b.x + b.width && b.x <= a.x + a.width && a.y <= b.y + b.height && b.y <= a.y + a.height;
}

export function inGrid(o: Offset, g: GridBounds): boolean {
  return o.col >= g.colMin && o.col <= g.colMax && o.row >= g.rowMin && o.row <= g.rowMax;
}

/** The hex under a screen point (a tap or click), or undefined off the map. */
export function hexAtScreen(l: Layout, v: View, p: Point, g: GridBounds): Axial | undefined {
  const h = pixelToHex(l, screenToMap(v, p));
  return inGrid(axialToOffset(h, g.parity), g) ? h : undefined;
}

/**
 * The hex under a screen point and the side of it nearest the point (for painting hexsides): sides are
 * numbered clockwise from the top (0 = N, 1 = NE, ... 5 = NW), as in src/boards/hex.
 */
export function hexsideAtScreen(l: Layout, v: View, p: Point, g: GridBounds): { hex: Axial; side: Side } | undefined {
  const hex = hexAtScreen(l, v, p, g);
  if (!hex) return undefined;
  const c = hexToPixel(l, hex);
  const m = screenToMap(v, p);
  const deg = (Math.atan2((m.y - c.y) / l.size.y, (m.x - c.x) / l.size.x) * 180) / Math.PI;
  const side = ((Math.round((deg + 90) / 60) % 6) + 6) % 6;
  return { hex, side: side as Side };
}

/** The two corners (map coordinates) bounding a side of a flat-topped hex. */
export function sideSegment(l: Layout, h: Axial, side: Side): [Point, Point] {
  const c = hexToPixel(l, h);
  const corner = (i: number): Point => {
    const a = (Math.PI / 3) * i;
    return { x: c.x + l.size.x * Math.cos(a), y: c.y + l.size.y * Math.sin(a) };
  };
  return [corner((side + 4) % 6), corner((side + 5) % 6)];
}

/** How far one may zoom: out until the whole map shows with room to spare, in until a hex is ~90 px across its radius. */
export function zoomLimits(map: Rect, width: number, height: number, hexRadius: number): [number, number] {
  const fit = Math.min(width / Math.max(1, map.width), height / Math.max(1, map.height));
  const min = Math.max(0.02, fit * 0.9);
  return [min, Math.max(min * 2, 90 / hexRadius)];
}

/** The view that fits a map rectangle in the viewport, leaving `pad` screen pixels around it. */
export function fitView(r: Rect, width: number, height: number, pad = 16, limits?: readonly [number, number]): View {
  return fitAt(r, width, height, pad, limits);
}

/** The view after a key press on the map (arrows pan a fifth of the view, + and - zoom about the centre), or undefined for other keys. */
export function keyView(
  key: string,
  v: View,
  width: number,
  height: number,
  limits: readonly [number, number],
): View | undefined {
  return panZoomKey(key, true, v, width, height, limits);
}

/** The radius of a hex on screen, in CSS pixels (what decides which details are worth drawing). */
export function hexRadiusOnScreen(l: Layout, v: View): number {
  return l.size.x * v.k;
}

/** Height of one row of hexes in map units (for the flat-topped layout). */
export function rowHeight(l: Layout): number {
  return l.size.y * SQRT3;
}

/** Whether a rectangle lies wholly inside another. */
export function containsRect(outer: Rect, inner: Rect): boolean {
  return (
    inner.x >= outer.x &&
    inner.y >= outer.y &&
    inner.x + inner.width <= outer.x + outer.width &&
    inner.y + inner.height <= outer.y + outer.height
  );
}

/** The rectangle round some points, with a margin on every side. */
export function boundsOf(points: readonly Point[], margin = 0): Rect {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const x = Math.min(...xs) - margin;
  const y = Math.min(...ys) - margin;
  return { x, y, width: Math.max(...xs) + margin - x, height: Math.max(...ys) + margin - y };
}

/**
 * The middle of the busiest part of the map: of the windows `width` x `height` (map units) with their left and
 * top edges on the points, the one holding the most points, centred on the points it holds; undefined for none.
 */
export function busiestCentre(points: readonly Point[], width: number, height: number): Point | undefined {
  let best: readonly Point[] = [];
  for (const left of points) {
    // the points of this window's column, top to bottom: each window then holds one run of them, found by halving
    const column = points.filter((p) => p.x >= left.x && p.x <= left.x + width).sort((a, b) => a.y - b.y);
    if (column.length <= best.length) continue;
    for (const top of points) {
      const from = rowsAbove(column, top.y, false);
      const to = rowsAbove(column, top.y + height, true);
      if (to - from > best.length) best = column.slice(from, to);
    }
  }
  if (!best.length) return undefined;
  const r = boundsOf(best);
  return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
}

/**
 * The view that brings map points into sight with `margin` round them, at zoom `minK` at least (a closer zoom is
 * kept): all of them, centred, when they fit; else the most of them one view holds. Undefined when the view
 * already shows them (all, or as many as any view could) at its own zoom.
 */
export function viewShowing(
  v: View,
  width: number,
  height: number,
  points: readonly Point[],
  margin: number,
  minK = 0,
): View | undefined {
  if (!width || !height || points.length === 0) return undefined;
  const k = Math.max(v.k, minK);
  const r = boundsOf(points, margin);
  if (k === v.k && containsRect(visibleMapRect(v, width, height), r)) return undefined;
  if (r.width <= width / k && r.height <= height / k) return centreOn(r, width, height, k);
  const c = busiestCentre(points, Math.max(0, width / k - 2 * margin), Math.max(0, height / k - 2 * margin));
  if (!c) return undefined;
  const next = centreOn({ ...c, width: 0, height: 0 }, width, height, k);
  const seen = (view: View) => {
    const s = visibleMapRect(view, width, height);
    const inner = { x: s.x + margin, y: s.y + margin, width: s.width - 2 * margin, height: s.height - 2 * margin };
    return points.filter((p) => containsRect(inner, { ...p, width: 0, height: 0 })).length;
  };
  return k === v.k && seen(v) >= seen(next) ? undefined : next;
}

/** Steps tried along each axis when sliding a view, and how far short of each end of its range it stops (map units). */
const SLIDE_STEPS = 8;
const SLIDE_SLACK = 1;

/**
 * The view slid, at its zoom, to show the fewest `avoid` points (the sea) while each of the `keep` points it shows
 * within `margin` of its edges stays there: the first wave landed along the beach, centred on it, left half a
 * portrait screen of open sea above it. Ties keep the view nearest where it was.
 */
export function slideAway(
  v: View,
  width: number,
  height: number,
  keep: readonly Point[],
  margin: number,
  avoid: readonly Point[],
): View {
  const seen = visibleMapRect(v, width, height);
  const inner = {
    x: seen.x + margin,
    y: seen.y + margin,
    width: seen.width - 2 * margin,
    height: seen.height - 2 * margin,
  };
  const kept = keep.filter((p) => containsRect(inner, { ...p, width: 0, height: 0 }));
  if (kept.length === 0 || avoid.length === 0) return v;
  const held = boundsOf(kept);
  // how far the inner rectangle may move each way and still hold every kept point
  // (a map unit short of each end, so no kept point lands on the edge itself, where a rounded pixel may drop it)
  const range = (at: number, size: number, from: number, span: number): number[] => {
    const lo = Math.min(at, from + span - size + SLIDE_SLACK);
    const hi = Math.max(at, from - SLIDE_SLACK);
    return Array.from({ length: SLIDE_STEPS + 1 }, (_, i) => lo + ((hi - lo) * i) / SLIDE_STEPS).concat(at);
  };
  let best = { x: inner.x, y: inner.y, count: Infinity, moved: 0 };
  for (const x of range(inner.x, inner.width, held.x, held.width))
    for (const y of range(inner.y, inner.height, held.y, held.height)) {
      const left = x - margin;
      const top = y - margin;
      let count = 0;
      for (const p of avoid)
        if (p.x >= left && p.x <= left + seen.width && p.y >= top && p.y <= top + seen.height) count++;
      const moved = Math.abs(x - inner.x) + Math.abs(y - inner.y);
      if (count < best.count || (count === best.count && moved < best.moved)) best = { x, y, count, moved };
    }
  return { k: v.k, x: -(best.x - margin) * v.k, y: -(best.y - margin) * v.k };
}

/**
 * The view moved as little as it takes to show no space beyond the map's edges (a map narrower or shorter than the
 * view is centred across it); points inside the map a hex's radius or more from its edges stay in view.
 */
export function keepOnMap(v: View, width: number, height: number, map: Rect): View {
  const axis = (at: number, screen: number, from: number, size: number) =>
    size * v.k <= screen
      ? (screen - (2 * from + size) * v.k) / 2
      : Math.min(-from * v.k, Math.max(at, screen - (from + size) * v.k));
  return { k: v.k, x: axis(v.x, width, map.x, map.width), y: axis(v.y, height, map.y, map.height) };
}

/**
 * Of views `width` x `height` (map units) centred on the candidate points, the centre of the one holding the most
 * `wanted` points, each worth two of the `unwanted` ones (the first such candidate); undefined without candidates.
 */
export function clearestCentre(
  candidates: readonly Point[],
  wanted: readonly Point[],
  unwanted: readonly Point[],
  width: number,
  height: number,
): Point | undefined {
  const count = (c: Point, points: readonly Point[]) =>
    points.filter((p) => Math.abs(p.x - c.x) <= width / 2 && Math.abs(p.y - c.y) <= height / 2).length;
  let best: Point | undefined;
  let bestScore = -Infinity;
  for (const c of candidates) {
    const score = 2 * count(c, wanted) - count(c, unwanted);
    if (score > bestScore) {
      best = c;
      bestScore = score;
    }
  }
  return best;
}

/** How many of the points (sorted by y) lie above y, or at it too when `atToo`. */
function rowsAbove(sorted: readonly Point[], y: number, atToo: boolean): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const my = sorted[mid]?.y ?? Infinity;
    if (my < y || (atToo && my === y)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The part of the map whose counters are kept in the SVG layer, with the zoom it was chosen at. */
export interface Cull {
  readonly k: number;
  readonly rect: Rect;
}

/**
 * Which stacks the SVG layer holds is decided for a rectangle half a view larger on every side (and a hex), and
 * kept until the view leaves it or the zoom doubles or halves, so panning seldom adds or removes counters.
 */
export function keepCull(prev: Cull | undefined, v: View, width: number, height: number, hexRadius: number): Cull {
  const rect = visibleMapRect(v, width, height);
  if (prev && containsRect(prev.rect, rect) && v.k <= prev.k * 2 && v.k >= prev.k / 2) return prev;
  return {
    k: v.k,
    rect: {
      x: rect.x - rect.width / 2 - hexRadius,
      y: rect.y - rect.height / 2 - hexRadius,
      width: rect.width * 2 + 2 * hexRadius,
      height: rect.height * 2 + 2 * hexRadius,
    },
  };
}

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

export {
  centreOn,
  mapToScreen,
  middleKept,
  PAN_FRACTION,
  screenToMap,
  zoomAbout,
  ZOOM_STEP,
  type View,
} from '../viewport.ts';

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
  const seen = (view: View) => shownWithin(view, width, height, points, margin);
  return k === v.k && seen(v) >= seen(next) ? undefined : next;
}

/** How many of the map points a view shows at least `margin` (map units) inside its edges. */
export function shownWithin(v: View, width: number, height: number, points: readonly Point[], margin: number): number {
  const s = visibleMapRect(v, width, height);
  return countIn(
    { x: s.x + margin, y: s.y + margin, width: s.width - 2 * margin, height: s.height - 2 * margin },
    points,
  );
}

function countIn(r: Rect, points: readonly Point[]): number {
  let n = 0;
  for (const p of points) if (p.x >= r.x && p.x <= r.x + r.width && p.y >= r.y && p.y <= r.y + r.height) n++;
  return n;
}

/** How a view follows the play to some map points (see followView). */
export interface Follow {
  /** The least zoom (a closer one is kept). */
  readonly minK?: number;
  /** The map's sea and land, to show as little sea as the points allow; without it the view is only brought to them. */
  readonly ground?: Ground;
  /** Every point the view brought to them shows stays in view (a decision's hexes), not only the most of them. */
  readonly keepAll?: boolean;
}

/**
 * The view following the play to some map points, or undefined when it stays: brought to them when any is out of
 * view (viewShowing), moved landward while it keeps them (landwardView), and kept on the map.
 */
export function followView(
  v: View,
  width: number,
  height: number,
  points: readonly Point[],
  margin: number,
  map: Rect,
  f: Follow = {},
): View | undefined {
  if (!width || !height || points.length === 0) return undefined;
  const shown = viewShowing(v, width, height, points, margin, f.minK);
  if (!f.ground) return shown && keepOnMap(shown, width, height, map);
  const from = keepOnMap(shown ?? v, width, height, map);
  const must = f.keepAll ? shownWithin(from, width, height, points, margin) : 1;
  const next = landwardView(from, width, height, points, margin, f.ground, map, must);
  return next.k === v.k && next.x === v.x && next.y === v.y ? undefined : next;
}

/** The middles of a map's hexes, sea and land apart: what a view following the play weighs. */
export interface Ground {
  readonly sea: readonly Point[];
  readonly land: readonly Point[];
}

/**
 * The most of the hexes in view (by their middles) that may be sea when the view follows the play: on a portrait
 * screen the views centred on the beach were a third to two fifths sea, all of it of no use to either player.
 */
export const SEA_AIM = 0.2;

/**
 * Whether a view tried is better than the best so far: showing no more sea than the aim first, then keeping more
 * of the points; then, among views under the aim, the one moved least, and above it, the one with the least sea.
 */
function better(a: Weighed, b: Weighed): boolean {
  const clear = a.share <= SEA_AIM;
  if (clear !== b.share <= SEA_AIM) return clear;
  if (a.kept !== b.kept) return a.kept > b.kept;
  if (!clear && a.share !== b.share) return a.share < b.share;
  return a.moved < b.moved;
}

interface Weighed {
  readonly share: number;
  readonly kept: number;
  readonly moved: number;
}

/** Steps tried each way along each axis, over half a view, when moving a view landward. */
const LANDWARD_STEPS = 6;

/**
 * The view moved, at its zoom and on the map, to show no more sea than SEA_AIM where it can while it shows the
 * most of the `keep` points within `margin` of its edges, at least `must` of them (a view that shows fewer is not
 * taken); of those alike, the nearest where it was. Tried over half a view each way: the first wave landed along
 * the beach and a German position on the bluff both sit at the sea's edge, and a view centred on them is half sea.
 */
export function landwardView(
  v: View,
  width: number,
  height: number,
  keep: readonly Point[],
  margin: number,
  ground: Ground,
  map: Rect,
  must = 1,
): View {
  const start = keepOnMap(v, width, height, map);
  if (ground.sea.length === 0 || keep.length === 0) return start;
  const w = width / v.k;
  const h = height / v.k;
  const seen = visibleMapRect(start, width, height);
  // only the points any view tried could show, top to bottom (each view then counts the run of its own rows)
  const area = { x: seen.x - w, y: seen.y - h, width: 3 * w, height: 3 * h };
  const near = (ps: readonly Point[]) =>
    ps.filter((p) => containsRect(area, { ...p, width: 0, height: 0 })).sort((a, b) => a.y - b.y);
  const sea = near(ground.sea);
  const land = near(ground.land);
  let best: { view: View; share: number; kept: number; moved: number } | undefined;
  for (let i = -LANDWARD_STEPS; i <= LANDWARD_STEPS; i++)
    for (let j = -LANDWARD_STEPS; j <= LANDWARD_STEPS; j++) {
      const view = keepOnMap(
        {
          k: v.k,
          x: start.x - ((i * w) / (2 * LANDWARD_STEPS)) * v.k,
          y: start.y - ((j * h) / (2 * LANDWARD_STEPS)) * v.k,
        },
        width,
        height,
        map,
      );
      const kept = shownWithin(view, width, height, keep, margin);
      if (kept < must) continue;
      const r = visibleMapRect(view, width, height);
      const wet = countInRows(r, sea);
      const share = wet / Math.max(1, wet + countInRows(r, land));
      const moved = Math.abs(view.x - start.x) + Math.abs(view.y - start.y);
      if (!best || better({ share, kept, moved }, best)) best = { view, share, kept, moved };
    }
  return best?.view ?? start;
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

/** How many of the points (sorted by y) lie in a rectangle. */
function countInRows(r: Rect, sorted: readonly Point[]): number {
  let n = 0;
  for (let i = rowsAbove(sorted, r.y, false), end = rowsAbove(sorted, r.y + r.height, true); i < end; i++) {
    const x = sorted[i]?.x ?? -Infinity;
    if (x >= r.x && x <= r.x + r.width) n++;
  }
  return n;
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

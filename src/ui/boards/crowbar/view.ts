import type { Rect } from './geometry.ts';
import { clampK, fitView, mapToScreen, panZoomKey, revealRect, type View } from '../viewport.ts';
import { COUNTER_TEXT } from './counter-svg.ts';

export {
  clampK,
  fitView,
  mapToScreen,
  PAN_FRACTION,
  revealRect,
  screenToMap,
  zoomAbout,
  ZOOM_STEP,
  type View,
} from '../viewport.ts';

/** Zoom limits: out to a little below the whole map, in to spaces about 150 px across. */
export function zoomLimits(map: Rect, width: number, height: number, cell: number): [number, number] {
  const fit = Math.min(width / Math.max(1, map.width), height / Math.max(1, map.height));
  const min = Math.max(0.05, Math.min(fit * 0.85, 1));
  return [min, Math.max(min * 2, 150 / cell)];
}

/** The view after a key: Shift+arrows pan a fifth of the view, + and - zoom about the centre, 0 fits; else undefined. */
export function keyView(
  key: string,
  shift: boolean,
  v: View,
  width: number,
  height: number,
  limits: readonly [number, number],
  map: Rect,
): View | undefined {
  return key === '0' ? fitView(map, width, height, 8, limits) : panZoomKey(key, shift, v, width, height, limits);
}

/** The cursor after an arrow key (no Shift): one space, kept on the 12 x 16 grid; undefined for other keys. */
export function moveCursor(
  key: string,
  col: number,
  row: number,
  lastRow = 15,
  cols = 12,
): { col: number; row: number } | undefined {
  switch (key) {
    case 'ArrowLeft':
      return { col: Math.max(1, col - 1), row };
    case 'ArrowRight':
      return { col: Math.min(cols, col + 1), row };
    case 'ArrowUp':
      return { col, row: Math.min(lastRow, row + 1) };
    case 'ArrowDown':
      return { col, row: Math.max(0, row - 1) };
    default:
      return undefined;
  }
}

/** A card's place in the stage: its left edge, and its top edge or (when it sits above a space) its bottom edge. */
export interface CardPlace {
  readonly left: number;
  readonly top: number | null;
  readonly bottom: number | null;
  readonly maxHeight: number;
}

/**
 * Where the choice card goes beside a space (screen pixels inside the stage): to its right or left when that
 * side has room for the card, else above or below it (where there is more room), never over the space
 * itself when the stage allows, and always inside the stage. `right` is kept free for the zoom buttons.
 * Beside the space, the card rises as far as needed to show `cardHeight` pixels of it.
 */
export function besideRect(
  r: Rect,
  width: number,
  height: number,
  cardWidth: number,
  right = 56,
  cardHeight = 160,
): CardPlace {
  const pad = 6;
  const cw = Math.min(cardWidth, width - right - 2 * pad);
  const clampLeft = (x: number): number => Math.max(pad, Math.min(width - right - cw, x));
  const roomRight = width - right - (r.x + r.width) - pad;
  const roomLeft = r.x - pad;
  if (roomRight >= cw || roomLeft >= cw) {
    const left = roomRight >= cw ? r.x + r.width + pad : r.x - pad - cw;
    const top = Math.max(pad, Math.min(height - pad - Math.min(cardHeight, height - 2 * pad), r.y));
    return { left: clampLeft(left), top, bottom: null, maxHeight: Math.max(160, height - top - pad) };
  }
  const below = height - (r.y + r.height) - pad;
  const above = r.y - pad;
  const left = clampLeft(r.x + r.width / 2 - cw / 2);
  if (below >= above) {
    const top = Math.min(r.y + r.height + pad, height - pad - 120);
    return { left, top, bottom: null, maxHeight: Math.max(120, height - top - pad) };
  }
  return { left, top: null, bottom: height - r.y + pad, maxHeight: Math.max(120, above - pad) };
}

/** Whether the whole of `r` is on the stage at view `v`. */
function wholeIn(v: View, r: Rect, width: number, height: number): boolean {
  const a = mapToScreen(v, { x: r.x, y: r.y });
  const b = mapToScreen(v, { x: r.x + r.width, y: r.y + r.height });
  return a.x >= 0 && a.y >= 0 && b.x <= width && b.y <= height;
}

/** Whether any of the rects shows (wholly) on the stage at view `v`. */
export function anyShown(v: View, rects: readonly Rect[], width: number, height: number): boolean {
  return rects.some((r) => wholeIn(v, r, width, height));
}

/**
 * The least pan (the zoom kept) that brings wholly into sight every one of `rects` when they fit together, else
 * as many as fit, taken in order (one that would not fit with those before it is left out). The view stays as it
 * is when it already shows them all, or, among more than fit, shows any: a choice among more spaces than the
 * stage holds (the Flashlamp markers) never sends the map elsewhere.
 */
export function revealInOrder(v: View, rects: readonly Rect[], width: number, height: number, margin = 12): View {
  let box: Rect | undefined;
  let fit = 0;
  for (const r of rects) {
    const next = union(box ? [box, r] : [r]) ?? r;
    if (next.width * v.k > width - 2 * margin || next.height * v.k > height - 2 * margin) continue;
    box = next;
    fit++;
  }
  const shown = rects.filter((r) => wholeIn(v, r, width, height)).length;
  if (!box || shown === rects.length || (fit < rects.length && shown > 0)) return v;
  return revealRect(v, box, width, height, margin);
}

/**
 * The view moved back, if need be, so that the map can neither leave the free part of the stage (`area`, what
 * the side panel leaves) nor slide under what lies beside it: a map larger than the area covers it, each edge
 * coming at most `slack` pixels inside the area's edge (so the last column and the foot can be brought clear
 * of the panel, and no more); a map smaller than the area stays inside it.
 */
export function keepMapIn(v: View, map: Rect, area: Rect, slack = 12): View {
  const along = (t: number, from: number, size: number, start: number, length: number): number => {
    const near = from + slack - start * v.k;
    const far = from + size - slack - (start + length) * v.k;
    return Math.min(Math.max(t, Math.min(near, far)), Math.max(near, far));
  };
  return {
    k: v.k,
    x: along(v.x, area.x, area.width, map.x, map.width),
    y: along(v.y, area.y, area.height, map.y, map.height),
  };
}

/**
 * The zoom at which the smallest counter text reads at 12 CSS px (times the text-size setting, since the
 * counters' lettering grows with it).
 */
export const READABLE_ZOOM = 12 / COUNTER_TEXT;

/** The smallest rectangle holding all of `rects`. */
export function union(rects: readonly Rect[]): Rect | undefined {
  if (!rects.length) return undefined;
  const x0 = Math.min(...rects.map((r) => r.x));
  const y0 = Math.min(...rects.map((r) => r.y));
  return {
    x: x0,
    y: y0,
    width: Math.max(...rects.map((r) => r.x + r.width)) - x0,
    height: Math.max(...rects.map((r) => r.y + r.height)) - y0,
  };
}

/**
 * The board's default view: the spaces that matter now (`rects`: the legal choices and the active unit)
 * fitted into `area` (the part of the stage the side panel leaves free), at a zoom where counters read (never
 * below `readable`) and not closer than `most`. When they do not all fit at a readable zoom, the part nearest
 * the sea edge shows (where the Rangers come from), centred on `focus` (the active unit) if given. `keep` (the
 * columns holding anything drawn on the map) stays across the area too where a readable zoom allows, so that
 * nothing lies beyond its sides (under the side panel, beside it).
 */
export function fitChoices(
  rects: readonly Rect[],
  area: Rect,
  limits: readonly [number, number],
  readable: number,
  most = 2,
  focus?: Rect,
  keep?: Rect,
): View | undefined {
  const box = union(rects);
  if (!box) return undefined;
  const pad = 10;
  const across = union(keep ? [keep, box] : [box]) ?? box;
  const room = area.width - 2 * pad;
  const fit = Math.min(
    room / Math.max(1, box.width),
    (area.height - 2 * pad) / Math.max(1, box.height),
    area.width / Math.max(1, across.width),
  );
  const k = clampK(Math.max(Math.min(fit, most), Math.min(readable, limits[1])), limits);
  const centreX = box.width * k <= room || !focus ? box.x + box.width / 2 : focus.x + focus.width / 2;
  let x = area.x + area.width / 2 - centreX * k;
  // Across the area, with what margin is left (up to the pad) on each side.
  const spare = area.width - across.width * k;
  if (spare > -0.5) {
    const margin = Math.max(0, Math.min(pad, spare / 2));
    x = Math.min(
      Math.max(x, area.x + margin - across.x * k),
      area.x + area.width - margin - (across.x + across.width) * k,
    );
  }
  const fitsHigh = box.height * k <= area.height - 2 * pad;
  const y = fitsHigh
    ? area.y + area.height / 2 - (box.y + box.height / 2) * k
    : area.y + area.height - pad - (focus ? focus.y + focus.height : box.y + box.height) * k;
  return { k, x, y };
}

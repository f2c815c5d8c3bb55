import type { Point, Rect } from '../../boards/hex/types.ts';

/**
 * Zoom and pan as d3-zoom keeps them: a screen point is `map * k + (x, y)`. Pure functions shared by the
 * boards, so the keyboard, the buttons and the tests use the same arithmetic as the pinch and the wheel.
 */
export interface View {
  readonly k: number;
  readonly x: number;
  readonly y: number;
}

export const ZOOM_STEP = 1.25;
export const PAN_FRACTION = 0.2;

export function screenToMap(v: View, p: Point): Point {
  return { x: (p.x - v.x) / v.k, y: (p.y - v.y) / v.k };
}

/** Where a pointer event falls on the map, for a stage showing the view. */
export function eventToMap(v: View, e: MouseEvent, stage: Element): Point {
  const r = stage.getBoundingClientRect();
  return screenToMap(v, { x: e.clientX - r.left, y: e.clientY - r.top });
}

export function mapToScreen(v: View, p: Point): Point {
  return { x: p.x * v.k + v.x, y: p.y * v.k + v.y };
}

export function clampK(k: number, limits: readonly [number, number]): number {
  return Math.min(limits[1], Math.max(limits[0], k));
}

/** The view at scale k with a map rectangle's centre in the middle of the screen. */
export function centreOn(r: Rect, width: number, height: number, k: number): View {
  return { k, x: width / 2 - (r.x + r.width / 2) * k, y: height / 2 - (r.y + r.height / 2) * k };
}

/** The view that shows a map rectangle whole and centred, leaving `pad` screen pixels around it. */
export function fitView(r: Rect, width: number, height: number, pad = 8, limits?: readonly [number, number]): View {
  let k = Math.min((width - 2 * pad) / Math.max(1, r.width), (height - 2 * pad) / Math.max(1, r.height));
  if (limits) k = clampK(k, limits);
  return centreOn(r, width, height, k);
}

/**
 * The view on a stage resized from `before` to `after` that keeps the map point in the middle of the stage in the
 * middle (a turned tablet, a resized window).
 */
export function middleKept(
  v: View,
  before: { readonly width: number; readonly height: number },
  after: { readonly width: number; readonly height: number },
): View {
  return { k: v.k, x: v.x + (after.width - before.width) / 2, y: v.y + (after.height - before.height) / 2 };
}

/** Zooms by a factor about a screen point, which stays put. */
export function zoomAbout(v: View, factor: number, p: Point, limits: readonly [number, number]): View {
  const k = clampK(v.k * factor, limits);
  const m = screenToMap(v, p);
  return { k, x: p.x - m.x * k, y: p.y - m.y * k };
}

/** The view after a key: arrows pan a fifth of the view (only when `pan`), + and - zoom about the centre; else undefined. */
export function panZoomKey(
  key: string,
  pan: boolean,
  v: View,
  width: number,
  height: number,
  limits: readonly [number, number],
): View | undefined {
  const dx = width * PAN_FRACTION;
  const dy = height * PAN_FRACTION;
  switch (key) {
    case 'ArrowLeft':
      return pan ? { ...v, x: v.x + dx } : undefined;
    case 'ArrowRight':
      return pan ? { ...v, x: v.x - dx } : undefined;
    case 'ArrowUp':
      return pan ? { ...v, y: v.y + dy } : undefined;
    case 'ArrowDown':
      return pan ? { ...v, y: v.y - dy } : undefined;
    case '+':
    case '=':
      return zoomAbout(v, ZOOM_STEP, { x: width / 2, y: height / 2 }, limits);
    case '-':
    case '_':
      return zoomAbout(v, 1 / ZOOM_STEP, { x: width / 2, y: height / 2 }, limits);
    default:
      return undefined;
  }
}

/** The smallest pan that brings a map rectangle fully into view (with a margin); the view itself when it already shows. */
export function revealRect(v: View, r: Rect, width: number, height: number, margin = 12): View {
  const a = mapToScreen(v, { x: r.x, y: r.y });
  const b = mapToScreen(v, { x: r.x + r.width, y: r.y + r.height });
  let x = v.x;
  let y = v.y;
  if (a.x < margin) x += margin - a.x;
  else if (b.x > width - margin) x -= b.x - (width - margin);
  if (a.y < margin) y += margin - a.y;
  else if (b.y > height - margin) y -= b.y - (height - margin);
  return x === v.x && y === v.y ? v : { k: v.k, x, y };
}

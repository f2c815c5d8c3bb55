import type { Point, Rect } from './geometry.ts';

/**
 * Zoom and pan as d3-zoom keeps them: a screen point is `map * k + (x, y)`. Pure functions, so the keyboard,
 * the buttons and the tests share the same arithmetic as the pinch and the wheel.
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

export function mapToScreen(v: View, p: Point): Point {
  return { x: p.x * v.k + v.x, y: p.y * v.k + v.y };
}

/** Zoom limits: out to a little below the whole map, in to spaces about 150 px across. */
export function zoomLimits(map: Rect, width: number, height: number, cell: number): [number, number] {
  const fit = Math.min(width / Math.max(1, map.width), height / Math.max(1, map.height));
  const min = Math.max(0.05, Math.min(fit * 0.85, 1));
  return [min, Math.max(min * 2, 150 / cell)];
}

export function clampK(k: number, limits: readonly [number, number]): number {
  return Math.min(limits[1], Math.max(limits[0], k));
}

/** The view that shows a map rectangle whole and centred, leaving `pad` screen pixels around it. */
export function fitView(r: Rect, width: number, height: number, pad = 8, limits?: readonly [number, number]): View {
  let k = Math.min((width - 2 * pad) / Math.max(1, r.width), (height - 2 * pad) / Math.max(1, r.height));
  if (limits) k = clampK(k, limits);
  return { k, x: width / 2 - (r.x + r.width / 2) * k, y: height / 2 - (r.y + r.height / 2) * k };
}

/** Zooms by a factor about a screen point, which stays put. */
export function zoomAbout(v: View, factor: number, p: Point, limits: readonly [number, number]): View {
  const k = clampK(v.k * factor, limits);
  const m = screenToMap(v, p);
  return { k, x: p.x - m.x * k, y: p.y - m.y * k };
}

/** The view after a key: Shift+arrows pan a fifth of the view, + and - zoom about the centre, 0 fits; else undefined. */
export function keyView(key: string, shift: boolean, v: View, width: number, height: number, limits: readonly [number, number], map: Rect): View | undefined {
  const dx = width * PAN_FRACTION;
  const dy = height * PAN_FRACTION;
  const mid = { x: width / 2, y: height / 2 };
  switch (key) {
    case 'ArrowLeft':
      return shift ? { ...v, x: v.x + dx } : undefined;
    case 'ArrowRight':
      return shift ? { ...v, x: v.x - dx } : undefined;
    case 'ArrowUp':
      return shift ? { ...v, y: v.y + dy } : undefined;
    case 'ArrowDown':
      return shift ? { ...v, y: v.y - dy } : undefined;
    case '+':
    case '=':
      return zoomAbout(v, ZOOM_STEP, mid, limits);
    case '-':
    case '_':
      return zoomAbout(v, 1 / ZOOM_STEP, mid, limits);
    case '0':
      return fitView(map, width, height, 8, limits);
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

/** The cursor after an arrow key (no Shift): one space, kept on the 12 x 16 grid; undefined for other keys. */
export function moveCursor(key: string, col: number, row: number, lastRow = 15, cols = 12): { col: number; row: number } | undefined {
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

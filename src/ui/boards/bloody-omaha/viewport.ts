import type { Rect } from './layout.ts';

/** The map's zoom and pan as d3-zoom keeps it: a screen point is `map * k + (x, y)`. */
export interface View {
  readonly k: number;
  readonly x: number;
  readonly y: number;
}

export const ZOOM_STEP = 1.25;
export const PAN_FRACTION = 0.2;

/** How far one may zoom: out to a little less than the whole map, in until a square is about 360 px across. */
export function zoomLimits(map: Rect, width: number, height: number, cell: number): [number, number] {
  const fit = Math.min(width / Math.max(1, map.width), height / Math.max(1, map.height));
  const min = Math.max(0.05, fit * 0.8);
  return [min, Math.max(min * 2, 360 / cell)];
}

/** The view that shows a rectangle of the map centred, with `pad` screen pixels around it. */
export function fitView(r: Rect, width: number, height: number, pad = 8, limits?: readonly [number, number]): View {
  let k = Math.min((width - 2 * pad) / Math.max(1, r.width), (height - 2 * pad) / Math.max(1, r.height));
  if (limits) k = Math.min(limits[1], Math.max(limits[0], k));
  return { k, x: width / 2 - (r.x + r.width / 2) * k, y: height / 2 - (r.y + r.height / 2) * k };
}

export function zoomAbout(v: View, factor: number, p: { x: number; y: number }, limits: readonly [number, number]): View {
  const k = Math.min(limits[1], Math.max(limits[0], v.k * factor));
  const mx = (p.x - v.x) / v.k;
  const my = (p.y - v.y) / v.k;
  return { k, x: p.x - mx * k, y: p.y - my * k };
}

/** The view after a panning or zooming key (Shift + arrows pan, + and - zoom), or undefined for other keys. */
export function keyView(key: string, shift: boolean, v: View, width: number, height: number, limits: readonly [number, number]): View | undefined {
  const dx = width * PAN_FRACTION;
  const dy = height * PAN_FRACTION;
  const c = { x: width / 2, y: height / 2 };
  if (shift) {
    if (key === 'ArrowLeft') return { ...v, x: v.x + dx };
    if (key === 'ArrowRight') return { ...v, x: v.x - dx };
    if (key === 'ArrowUp') return { ...v, y: v.y + dy };
    if (key === 'ArrowDown') return { ...v, y: v.y - dy };
  }
  if (key === '+' || key === '=') return zoomAbout(v, ZOOM_STEP, c, limits);
  if (key === '-' || key === '_') return zoomAbout(v, 1 / ZOOM_STEP, c, limits);
  return undefined;
}

/** The smallest pan that brings a map rectangle into view (with a margin), or the view unchanged if it shows. */
export function panToShow(v: View, r: Rect, width: number, height: number, margin = 12): View {
  const left = r.x * v.k + v.x;
  const right = (r.x + r.width) * v.k + v.x;
  const top = r.y * v.k + v.y;
  const bottom = (r.y + r.height) * v.k + v.y;
  let x = v.x;
  let y = v.y;
  if (left < margin) x += margin - left;
  else if (right > width - margin) x -= right - (width - margin);
  if (top < margin) y += margin - top;
  else if (bottom > height - margin) y -= bottom - (height - margin);
  return x === v.x && y === v.y ? v : { k: v.k, x, y };
}

import type { Rect } from './layout.ts';
import { centreOn, clampK, fitView, type View } from '../viewport.ts';

export { fitView, PAN_FRACTION, revealRect as panToShow, zoomAbout, ZOOM_STEP, type View } from '../viewport.ts';

/** How far one may zoom: out to a little less than the whole map, in until a square is about 360 px across. */
export function zoomLimits(map: Rect, width: number, height: number, cell: number): [number, number] {
  const fit = Math.min(width / Math.max(1, map.width), height / Math.max(1, map.height));
  const min = Math.max(0.05, fit * 0.8);
  return [min, Math.max(min * 2, 360 / cell)];
}

/** Keeps the map on the stage: centred along an axis where it fits, else with no blank beyond its edges. */
export function clampToMap(v: View, map: Rect, width: number, height: number): View {
  const along = (offset: number, start: number, size: number, room: number): number => {
    const span = size * v.k;
    if (span <= room) return (room - span) / 2 - start * v.k;
    return Math.min(-start * v.k, Math.max(room - (start + size) * v.k, offset));
  };
  return { k: v.k, x: along(v.x, map.x, map.width, width), y: along(v.y, map.y, map.height, height) };
}

/**
 * The first view of the map: all of it when its counters read at `minScale` or more that way, else the scale
 * at which they read, centred on `focus` (where the units are) and kept on the map.
 */
export function startView(
  map: Rect,
  focus: Rect,
  width: number,
  height: number,
  minScale: number,
  limits: readonly [number, number],
): View {
  const whole = fitView(map, width, height, 6, limits);
  if (whole.k >= minScale) return whole;
  return clampToMap(centreOn(focus, width, height, clampK(minScale, limits)), map, width, height);
}

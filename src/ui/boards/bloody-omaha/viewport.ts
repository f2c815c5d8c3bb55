import type { Rect } from './layout.ts';
import { panZoomKey, type View } from '../viewport.ts';

export { fitView, PAN_FRACTION, revealRect as panToShow, zoomAbout, ZOOM_STEP, type View } from '../viewport.ts';

/** How far one may zoom: out to a little less than the whole map, in until a square is about 360 px across. */
export function zoomLimits(map: Rect, width: number, height: number, cell: number): [number, number] {
  const fit = Math.min(width / Math.max(1, map.width), height / Math.max(1, map.height));
  const min = Math.max(0.05, fit * 0.8);
  return [min, Math.max(min * 2, 360 / cell)];
}

/** The view after a panning or zooming key (Shift + arrows pan, + and - zoom), or undefined for other keys. */
export function keyView(key: string, shift: boolean, v: View, width: number, height: number, limits: readonly [number, number]): View | undefined {
  return panZoomKey(key, shift, v, width, height, limits);
}

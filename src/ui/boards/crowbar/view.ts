import type { Rect } from './geometry.ts';
import { fitView, panZoomKey, type View } from '../viewport.ts';

export { clampK, fitView, mapToScreen, PAN_FRACTION, revealRect, screenToMap, zoomAbout, ZOOM_STEP, type View } from '../viewport.ts';

/** Zoom limits: out to a little below the whole map, in to spaces about 150 px across. */
export function zoomLimits(map: Rect, width: number, height: number, cell: number): [number, number] {
  const fit = Math.min(width / Math.max(1, map.width), height / Math.max(1, map.height));
  const min = Math.max(0.05, Math.min(fit * 0.85, 1));
  return [min, Math.max(min * 2, 150 / cell)];
}

/** The view after a key: Shift+arrows pan a fifth of the view, + and - zoom about the centre, 0 fits; else undefined. */
export function keyView(key: string, shift: boolean, v: View, width: number, height: number, limits: readonly [number, number], map: Rect): View | undefined {
  return key === '0' ? fitView(map, width, height, 8, limits) : panZoomKey(key, shift, v, width, height, limits);
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

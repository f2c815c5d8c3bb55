/**
 * What the canvas draws, bottom to top, at a given zoom. Details appear only when a hex is large enough on
 * screen for them to be read, which also keeps the zoomed-out frames cheap.
 */
export type Layer =
  | 'terrain'
  | 'texture'
  | 'contours'
  | 'grid'
  | 'hexsides'
  | 'roads'
  | 'landing-boxes'
  | 'roadblocks'
  | 'fire-zones'
  | 'loc'
  | 'hex-numbers'
  | 'place-names'
  | 'sector-names'
  | 'labels';

export interface Overlays {
  readonly fireZones: boolean;
  readonly loc: boolean;
}

/** Hex radius on screen (CSS px) from which each detail is drawn. */
export const MIN_RADIUS: Readonly<Partial<Record<Layer, number>>> = {
  texture: 11,
  contours: 5,
  grid: 7,
  roadblocks: 8,
  'hex-numbers': 21,
  'place-names': 6,
  'sector-names': 3,
};

export const ORDER: readonly Layer[] = [
  'terrain',
  'texture',
  'contours',
  'grid',
  'fire-zones',
  'loc',
  'hexsides',
  'roads',
  'landing-boxes',
  'roadblocks',
  'hex-numbers',
  'sector-names',
  'place-names',
  'labels',
];

/** Layers left out while the map is moving (pan or zoom in progress): redrawn in full once it rests. */
export const WHILE_MOVING_SKIP: readonly Layer[] = ['hex-numbers'];

export function layersFor(radiusPx: number, overlays: Overlays, moving = false): Layer[] {
  return ORDER.filter((layer) => {
    if (moving && WHILE_MOVING_SKIP.includes(layer)) return false;
    if (layer === 'fire-zones' && !overlays.fireZones) return false;
    if (layer === 'loc' && !overlays.loc) return false;
    const min = MIN_RADIUS[layer];
    return min === undefined || radiusPx >= min;
  });
}

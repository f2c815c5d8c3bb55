import { hexKey } from './hex-key.ts';
import type { Axial } from './types.ts';

/** A feature on the edge between two hexes, with the hex on its high side (the way it faces is away from `top`). */
export interface HexsideFeature<K extends string = string> {
  readonly kind: K;
  /** hexKey of the higher hex: crossing into it climbs. */
  readonly top: string;
}

export type HexsideMap<K extends string = string> = ReadonlyMap<string, HexsideFeature<K>>;

/** The same key for a hexside seen from either hex. */
export function hexsideKey(a: Axial, b: Axial): string {
  const ka = hexKey(a);
  const kb = hexKey(b);
  return ka < kb ? `${ka}|${kb}` : `${kb}|${ka}`;
}

/** The feature on the edge between two adjacent hexes, if any. */
export function hexsideBetween<K extends string>(
  sides: HexsideMap<K>,
  a: Axial,
  b: Axial,
): HexsideFeature<K> | undefined {
  return sides.get(hexsideKey(a, b));
}

/** Whether moving from `from` to `to` climbs a hexside of one of the given kinds. */
export function climbs<K extends string>(sides: HexsideMap<K>, from: Axial, to: Axial, kinds?: readonly K[]): boolean {
  const f = sides.get(hexsideKey(from, to));
  if (!f || (kinds && !kinds.includes(f.kind))) return false;
  return f.top === hexKey(to);
}

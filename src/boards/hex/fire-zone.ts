import { distance } from './distance.ts';
import { neighbors } from './neighbors.ts';
import { wedge } from './wedge.ts';
import type { Axial, Side } from './types.ts';

export interface FireZoneOptions {
  /** Hexes on the map (default: all). */
  readonly inMap?: (h: Axial) => boolean;
  /** True when the hexside from the firer's hex `from` into `to` climbs a cliff or steep slope: no zone goes up one. */
  readonly climbs?: (from: Axial, to: Axial) => boolean;
}

/** An ordinary unit's fire zone: every adjacent hex, except those up a cliff or steep slope from it. */
export function unitFireZone(center: Axial, opts: FireZoneOptions = {}): Axial[] {
  return neighbors(center).filter((h) => (!opts.inMap || opts.inMap(h)) && !(opts.climbs && opts.climbs(center, h)));
}

export interface PillboxZoneOptions extends FireZoneOptions {
  /** Beyond the front two hexes, whether a hex at that distance is in reach (e.g. only beach hexes). */
  readonly reaches?: (h: Axial, distance: number) => boolean;
  /** Line of sight from the pillbox to a hex beyond the front two. */
  readonly sees?: (from: Axial, to: Axial) => boolean;
}

/**
 * A pillbox's fire zone: facing the vertex between side `vertex` and the next side clockwise, the two hexes
 * touching that vertex and the 60-degree sector forward of them out to `range` hexes. Adjacent hexes up a cliff
 * or steep slope are left out; farther hexes need `reaches` and `sees`.
 */
export function pillboxFireZone(center: Axial, vertex: Side, range: number, opts: PillboxZoneOptions = {}): Axial[] {
  const out: Axial[] = [];
  const all = wedge(center, vertex, Math.max(1, range));
  for (const [i, h] of all.entries()) {
    if (opts.inMap && !opts.inMap(h)) continue;
    if (i < 2) {
      if (opts.climbs && opts.climbs(center, h)) continue;
    } else {
      if (opts.reaches && !opts.reaches(h, distance(center, h))) continue;
      if (opts.sees && !opts.sees(center, h)) continue;
    }
    out.push(h);
  }
  return out;
}

import { OmahaMap } from '../map/omaha-map.ts';
import { landingProcedure, type LandingProcedure } from '../procedures/landing.ts';
import type { OmahaScenario } from '../scenario.ts';

/**
 * What the game reads from its scenario besides the state: the map, the printed names of the landing boxes, and the
 * landing procedure over its row of boxes.
 */
export interface World {
  readonly map: OmahaMap;
  readonly boxNames: Readonly<Record<string, string>>;
  readonly landing: LandingProcedure;
}

export function worldOf(sc: OmahaScenario): World {
  return {
    map: new OmahaMap(sc.map, Object.fromEntries(sc.positions.map((p) => [p.id, p.fof]))),
    boxNames: sc.boxNames,
    landing: landingProcedure(sc),
  };
}

/** "box FR (Fox Red)". */
export function boxName(w: World, box: string): string {
  const name = w.boxNames[box];
  return name ? `${name} box` : `box ${box}`;
}

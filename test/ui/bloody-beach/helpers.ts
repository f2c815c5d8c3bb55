import { makeContext } from '../../../src/engine/index.ts';
import { system } from '../../../src/systems/bloody-beach/index.ts';
import { buildBoard } from '../../../src/systems/bloody-beach/map/board.ts';
import type { MapDoc } from '../../../src/systems/bloody-beach/map/types.ts';

export const ctx = makeContext(system.tables, system.settings);
export const terrainTable = ctx.table('bloody-beach.terrain');
export const unitTypes = ctx.table('bloody-beach.unit-types');

/** A small map: rows of terrain codes (S sea, B beach, F bluff, C clear, H bocage, T town), all at level 0 unless given. */
export function smallMap(terrain: string[], extra: Partial<MapDoc> = {}, elevation?: string[]): MapDoc {
  const cols = (terrain[0] as string).length;
  return {
    id: 'test',
    system: 'bloody-beach',
    title: 'Test map',
    kind: 'map',
    provisional: true,
    note: '',
    grid: {
      colMin: 1,
      colMax: cols,
      rowMin: 1,
      rowMax: terrain.length,
      parity: 'even-q',
      digits: 2,
      metresPerHex: 300,
    },
    legend: { S: 'sea', B: 'beach', F: 'bluff', C: 'clear', H: 'bocage', T: 'town', R: 'rocky-beach' },
    terrain,
    elevation: elevation ?? terrain.map((r) => '0'.repeat(r.length)),
    hexsides: [],
    roads: [],
    places: [],
    sectors: [],
    draws: [],
    landingBoxes: [],
    roadblocks: [],
    labels: [],
    ...extra,
  };
}

export function boardOf(doc: MapDoc) {
  return buildBoard(doc, terrainTable);
}

export { system };

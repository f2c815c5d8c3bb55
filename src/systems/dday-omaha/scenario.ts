import { arr, bool, int, literal, nullable, obj, record, SchemaError, str, validate } from '../../engine/index.ts';
import type { ScenarioData } from '../types.ts';
import { fofCheck, mapCheck } from './map/map-data.ts';
import { hexNumber } from './map/omaha-map.ts';

const id = str({ min: 1, max: 40 });
const sector = literal('east', 'west');
const caliber = literal('none', '50', '75', '88');
const hexId = str({ pattern: /^\d{4}$/ });

const positionCheck = obj({
  id,
  /** As printed on the map ("WN 62", "A6"). */
  name: str({ min: 1, max: 20 }),
  kind: literal('wn', 'reinforcement'),
  number: nullable(int({ min: 0, max: 999 })),
  letter: nullable(str({ pattern: /^[A-Z]$/ })),
  sector,
  color: str({ min: 1 }),
  vp: bool,
  caliber,
  /** Its hexes (a WN may spread over two). */
  hexes: arr(hexId, { min: 1, max: 2 }),
  buildings: bool,
  occupied: bool,
  units: int({ min: 0, max: 2 }),
  revealed: bool,
  depth: int({ min: 0, max: 4 }),
  inCommunication: bool,
  from352: bool,
  advanceTo: nullable(id),
  /** The German unit's strength in an attack on the position (9.6). */
  strength: int({ min: 0, max: 20 }),
  /** Weapon codes an attack on it needs (9.7, 9.8). */
  requires: arr(str({ pattern: /^[A-Z]{2}$/ }), { max: 6 }),
  fof: fofCheck,
});

export const scenarioCheck = obj({
  id: str({ pattern: /^[a-z0-9-]+$/ }),
  system: literal('dday-omaha'),
  title: str({ min: 1 }),
  provisional: bool,
  note: str({ min: 1 }),
  landingBoxes: arr(str({ min: 1 }), { min: 1 }),
  landingBoxOrderNote: str(),
  /** Each box's name as printed ("Fox Red"). */
  boxNames: record(str({ min: 1, max: 30 })),
  boxSectors: record(sector),
  colors: arr(str({ min: 1 }), { min: 1 }),
  symbols: arr(str({ min: 1 }), { min: 1 }),
  pools: obj({
    wn: int({ min: 0 }),
    tactical: int({ min: 0 }),
    building: int({ min: 0 }),
    mobile: int({ min: 0 }),
    division: int({ min: 0 }),
  }),
  eliminatedWnUnits: int({ min: 0 }),
  artilleryBox: arr(obj({ id, sector, caliber, observers: arr(id) })),
  positions: arr(positionCheck, { min: 1 }),
  map: mapCheck,
});

export type OmahaScenario = ReturnType<typeof scenarioCheck>;
export type ScenarioPosition = OmahaScenario['positions'][number];

function checkMap(s: OmahaScenario, file: string): Set<string> {
  const m = s.map;
  const fail = (path: string, expected: string) => new SchemaError(`.map${path}`, expected, file);
  if (m.terrain.length !== m.rows) throw fail('.terrain', `${m.rows} rows, got ${m.terrain.length}`);
  const hexes = new Set<string>();
  m.terrain.forEach((line, r) => {
    if (line.length !== m.columns) throw fail(`.terrain[${r}]`, `${m.columns} letters, got ${line.length}`);
    [...line].forEach((ch, c) => {
      if (!(ch in m.legend))
        throw fail(
          `.terrain[${r}]`,
          `letters of the legend (${Object.keys(m.legend).join('')}), got "${ch}" in column ${c + 1}`,
        );
      hexes.add(hexNumber(c + 1, r + 1));
    });
  });
  const onMap = (h: string, path: string) => {
    if (!hexes.has(h)) throw fail(path, `a hex of the map, got "${h}"`);
  };
  m.sides.forEach((x, i) => x.hexes.forEach((h, j) => onMap(h, `.sides[${i}].hexes[${j}]`)));
  m.roads.forEach((r, i) => r.hexes.forEach((h, j) => onMap(h, `.roads[${i}].hexes[${j}]`)));
  Object.entries(m.exits).forEach(([k, h]) => onMap(h, `.exits.${k}`));
  m.obstacles.forEach((h, i) => onMap(h, `.obstacles[${i}]`));
  Object.entries(m.boxes).forEach(([b, cols]) => {
    if (!(b in s.boxSectors)) throw fail(`.boxes.${b}`, `a box listed in boxSectors, got "${b}"`);
    cols.forEach((c, i) => {
      if (c > m.columns) throw fail(`.boxes.${b}[${i}]`, `a column from 1 to ${m.columns}, got ${c}`);
    });
  });
  return hexes;
}

/** Shape, then references: unique ids, hexes on the map, advance arrows, observers and box sectors that exist, colours listed. */
export function checkScenario(value: unknown, file: string): ScenarioData {
  const s = validate(scenarioCheck, value, file);
  const hexes = checkMap(s, file);
  const ids = new Set<string>();
  s.positions.forEach((p, i) => {
    if (ids.has(p.id)) throw new SchemaError(`.positions[${i}].id`, `position id "${p.id}" appears twice`, file);
    ids.add(p.id);
    if (!s.colors.includes(p.color))
      throw new SchemaError(`.positions[${i}].color`, `one of the listed colours (${s.colors.join(', ')})`, file);
    if (p.units > p.hexes.length || p.occupied !== p.units > 0)
      throw new SchemaError(`.positions[${i}].units`, 'units from 1 to its hexes when occupied, 0 when not', file);
    p.hexes.forEach((h, j) => {
      if (!hexes.has(h)) throw new SchemaError(`.positions[${i}].hexes[${j}]`, `a hex of the map, got "${h}"`, file);
    });
    for (const k of ['intense', 'steady', 'sporadic'] as const) {
      for (const h of p.fof[k].split(/\s+/).filter(Boolean))
        if (!hexes.has(h)) throw new SchemaError(`.positions[${i}].fof.${k}`, `hexes of the map, got "${h}"`, file);
    }
  });
  s.positions.forEach((p, i) => {
    if (p.advanceTo !== null && !ids.has(p.advanceTo))
      throw new SchemaError(`.positions[${i}].advanceTo`, `an existing position id, got "${p.advanceTo}"`, file);
  });
  s.artilleryBox.forEach((a, i) =>
    a.observers.forEach((o, j) => {
      if (!ids.has(o))
        throw new SchemaError(`.artilleryBox[${i}].observers[${j}]`, `an existing position id, got "${o}"`, file);
    }),
  );
  s.landingBoxes.forEach((b, i) => {
    if (!(b in s.boxSectors))
      throw new SchemaError(`.landingBoxes[${i}]`, `a box listed in boxSectors, got "${b}"`, file);
    if (!(b in s.boxNames)) throw new SchemaError(`.landingBoxes[${i}]`, `a box named in boxNames, got "${b}"`, file);
    if (!(b in s.map.boxes))
      throw new SchemaError(`.landingBoxes[${i}]`, `a box the map places (map.boxes), got "${b}"`, file);
  });
  return s;
}

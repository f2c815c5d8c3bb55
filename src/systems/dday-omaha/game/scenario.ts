import { arr, bool, int, literal, nullable, obj, record, SchemaError, str, validate, type Check } from '../../../engine/index.ts';
import type { ScenarioData } from '../../types.ts';

const id = str({ min: 1, max: 40 });
const sector = literal('east', 'west');
const caliber = literal('none', '50', '75', '88');

const positionCheck = obj({
  id,
  kind: literal('wn', 'reinforcement'),
  number: nullable(int({ min: 0, max: 999 })),
  letter: nullable(str({ pattern: /^[A-Z]$/ })),
  sector,
  color: str({ min: 1 }),
  vp: bool,
  caliber,
  hexes: int({ min: 1, max: 2 }),
  buildings: bool,
  occupied: bool,
  units: int({ min: 0, max: 2 }),
  revealed: bool,
  depth: int({ min: 0, max: 4 }),
  inCommunication: bool,
  from352: bool,
  advanceTo: nullable(id),
});

export const scenarioCheck = obj({
  id: str({ pattern: /^[a-z0-9-]+$/ }),
  system: literal('dday-omaha'),
  title: str({ min: 1 }),
  provisional: bool,
  note: str({ min: 1 }),
  landingBoxes: arr(str({ min: 1 }), { min: 1 }),
  landingBoxOrderNote: str(),
  boxSectors: record(sector),
  colors: arr(str({ min: 1 }), { min: 1 }),
  symbols: arr(str({ min: 1 }), { min: 1 }),
  pools: obj({ wn: int({ min: 0 }), tactical: int({ min: 0 }), building: int({ min: 0 }), mobile: int({ min: 0 }), division: int({ min: 0 }) }),
  eliminatedWnUnits: int({ min: 0 }),
  artilleryBox: arr(obj({ id, sector, caliber, observers: arr(id) })),
  positions: arr(positionCheck, { min: 1 }),
});

export type OmahaScenario = ReturnType<typeof scenarioCheck>;

/** Shape, then references: unique ids, advance arrows, observers and box sectors that exist, colours listed. */
export function checkScenario(value: unknown, file: string): ScenarioData {
  const s = validate(scenarioCheck as Check<OmahaScenario>, value, file);
  const ids = new Set<string>();
  s.positions.forEach((p, i) => {
    if (ids.has(p.id)) throw new SchemaError(`.positions[${i}].id`, `position id "${p.id}" appears twice`, file);
    ids.add(p.id);
    if (!s.colors.includes(p.color)) throw new SchemaError(`.positions[${i}].color`, `one of the listed colours (${s.colors.join(', ')})`, file);
    if (p.units > p.hexes || (p.occupied !== p.units > 0)) throw new SchemaError(`.positions[${i}].units`, 'units from 1 to its hexes when occupied, 0 when not', file);
  });
  s.positions.forEach((p, i) => {
    if (p.advanceTo !== null && !ids.has(p.advanceTo)) throw new SchemaError(`.positions[${i}].advanceTo`, `an existing position id, got "${p.advanceTo}"`, file);
  });
  s.artilleryBox.forEach((a, i) => a.observers.forEach((o, j) => {
    if (!ids.has(o)) throw new SchemaError(`.artilleryBox[${i}].observers[${j}]`, `an existing position id, got "${o}"`, file);
  }));
  s.landingBoxes.forEach((b, i) => {
    if (!(b in s.boxSectors)) throw new SchemaError(`.landingBoxes[${i}]`, `a box listed in boxSectors, got "${b}"`, file);
  });
  return s as unknown as ScenarioData;
}

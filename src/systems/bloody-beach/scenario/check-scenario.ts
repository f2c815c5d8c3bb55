import {
  arr,
  bool,
  int,
  literal,
  obj,
  optional,
  record,
  SchemaError,
  str,
  union,
  validate,
} from '../../../engine/index.ts';
import type { ScenarioDoc } from './types.ts';

const side = literal('us', 'german');
const wave = union<number | string>('a wave number or a group name', int({ min: 1, max: 4 }), str({ min: 1 }));
/** What a unit and an asset are both set up with (the unit adds its map placement). */
const setUp = {
  id: str({ min: 1 }),
  name: str({ min: 1 }),
  type: str({ min: 1 }),
  side,
  formation: str({ min: 1 }),
  wave: optional(wave),
  box: optional(str()),
};
const shape = obj({
  $schema: optional(str()),
  id: str({ min: 1 }),
  system: literal('bloody-beach'),
  title: str({ min: 1 }),
  kind: literal('scenario'),
  provisional: bool,
  note: str(),
  map: str({ min: 1 }),
  formations: arr(
    obj({
      id: str({ min: 1 }),
      name: str({ min: 1 }),
      side,
      kind: literal('division', 'regiment', 'battalion', 'coastal'),
      parent: optional(str()),
      hq: optional(str()),
      ratingRow: optional(str({ min: 1 })),
      supplyRow: optional(str({ min: 1 })),
      independent: optional(bool),
      arrives: optional(str()),
    }),
  ),
  units: arr(
    obj({
      ...setUp,
      hex: optional(str({ pattern: /^\d{4,5}$/ })),
      facing: optional(int({ min: 0, max: 5 })),
      hidden: optional(bool),
      reinforcement: optional(str()),
    }),
  ),
  assets: arr(
    obj({
      ...setUp,
      reinforcement: optional(str()),
    }),
  ),
  coastalDefenses: obj({ pillboxes: record(int({ min: 0 })), nests: int({ min: 0 }), zone: str(), note: str() }),
  waves: arr(int({ min: 1 })),
  followUps: arr(obj({ wave: str({ min: 1 }), turn: int({ min: 1, max: 9 }), source: optional(str()) })),
  rangerReinforcements: obj({
    wave: str({ min: 1 }),
    boxes: arr(str({ min: 1 })),
    formations: record(str({ min: 1 })),
    source: optional(str()),
  }),
});

export interface ScenarioRefs {
  readonly unitTypes: readonly string[];
  readonly assetTypes: readonly string[];
  readonly reinforcementGroups: readonly string[];
  readonly ratingRows: readonly string[];
  readonly constantRows: readonly string[];
}

/** Checks the battle setup: shape, unique ids, and that every type, formation, HQ and reinforcement group exists. */
export function checkScenarioDoc(value: unknown, file: string, refs?: ScenarioRefs): ScenarioDoc {
  const doc = validate(shape, value, file) as ScenarioDoc;
  const at = (path: string, expected: string) => new SchemaError(path, expected, file);
  const ids = new Set<string>();
  const unique = (id: string, path: string) => {
    if (ids.has(id)) throw at(path, `an id used once, got "${id}" again`);
    ids.add(id);
  };
  const forms = new Map(doc.formations.map((f) => [f.id, f]));
  doc.formations.forEach((f, i) => {
    unique(f.id, `.formations[${i}].id`);
    if (f.parent && !forms.has(f.parent)) throw at(`.formations[${i}].parent`, `a formation id, got "${f.parent}"`);
    if ((f.kind === 'regiment' || f.kind === 'coastal') && f.ratingRow === undefined)
      throw at(`.formations[${i}].ratingRow`, 'an Efficiency Rating row for a regiment');
    if (refs && f.ratingRow !== undefined && !refs.ratingRows.includes(f.ratingRow))
      throw at(`.formations[${i}].ratingRow`, `a row of bloody-beach.efficiency-ratings, got "${f.ratingRow}"`);
    if (refs && f.supplyRow !== undefined && !refs.constantRows.includes(f.supplyRow))
      throw at(`.formations[${i}].supplyRow`, `a row of bloody-beach.constants, got "${f.supplyRow}"`);
  });
  doc.units.forEach((u, i) => {
    unique(u.id, `.units[${i}].id`);
    if (!forms.has(u.formation)) throw at(`.units[${i}].formation`, `a formation id, got "${u.formation}"`);
    if (refs && !refs.unitTypes.includes(u.type))
      throw at(`.units[${i}].type`, `a unit type of bloody-beach.unit-types, got "${u.type}"`);
    if (refs && u.reinforcement && !refs.reinforcementGroups.includes(u.reinforcement))
      throw at(`.units[${i}].reinforcement`, `a German Reinforcement table row, got "${u.reinforcement}"`);
  });
  doc.assets.forEach((a, i) => {
    unique(a.id, `.assets[${i}].id`);
    if (!forms.has(a.formation)) throw at(`.assets[${i}].formation`, `a formation id, got "${a.formation}"`);
    if (refs && !refs.assetTypes.includes(a.type))
      throw at(`.assets[${i}].type`, `an asset type of bloody-beach.asset-types, got "${a.type}"`);
  });
  doc.formations.forEach((f, i) => {
    if (f.hq && !doc.units.some((u) => u.id === f.hq)) throw at(`.formations[${i}].hq`, `a unit id, got "${f.hq}"`);
  });
  Object.entries(doc.rangerReinforcements.formations).forEach(([box, f]) => {
    if (!forms.has(f)) throw at(`.rangerReinforcements.formations.${box}`, `a formation id, got "${f}"`);
  });
  return doc;
}

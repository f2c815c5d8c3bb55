import { arr, bool, int, literal, obj, optional, SchemaError, str, validate } from '../../engine/index.ts';
import type { ScenarioData } from '../types.ts';
import scenarioJson from '../../../scenarios/brecourt/brecourt-manor.json';

export const SIDES = ['us', 'german'] as const;
export type Side = (typeof SIDES)[number];
export type Weapon = 'rifle' | 'carbine' | 'smg' | '30cal' | 'assault-rifle' | 'mg42' | 'none';
export type Location = 'trench' | 'tree-line' | 'open' | 'hedgerow' | 'off-table';
export type Arrives = 'start' | 'fallschirmjager' | 'spiers';

export const WEAPONS: readonly Weapon[] = ['rifle', 'carbine', 'smg', '30cal', 'assault-rifle', 'mg42', 'none'];
export const US_WEAPONS: readonly Weapon[] = ['rifle', 'carbine', 'smg', '30cal', 'none'];
export const GERMAN_WEAPONS: readonly Weapon[] = ['rifle', 'smg', 'assault-rifle', 'mg42', 'none'];
export const LOCATIONS: readonly Location[] = ['trench', 'tree-line', 'open', 'hedgerow', 'off-table'];

/** A figure as a scenario lists it. */
export interface FigureSpec {
  readonly id: string;
  readonly name: string;
  readonly side: Side;
  readonly role: string;
  readonly weapon: Weapon;
  readonly grenades: number;
  readonly location: Location;
  readonly arrives: Arrives;
  readonly team?: string;
  readonly gun?: string;
  readonly fallschirmjager?: boolean;
  readonly explosives?: boolean;
  readonly entryGroup?: number;
  readonly provisional?: boolean;
  readonly note?: string;
  readonly source?: string;
}

export interface HowitzerSpec {
  readonly id: string;
  readonly name: string;
  readonly source?: string;
  readonly provisional?: boolean;
  readonly note?: string;
}

export interface BrecourtScenario extends ScenarioData {
  readonly description?: string;
  readonly provisional?: boolean;
  readonly note?: string;
  readonly howitzers: readonly HowitzerSpec[];
  readonly figures: readonly FigureSpec[];
}

const ID = /^[a-z0-9][a-z0-9-]*$/;

export const figureCheck = obj({
  id: str({ pattern: ID }),
  name: str({ min: 1, max: 80 }),
  side: literal(...SIDES),
  role: str({ min: 1, max: 40 }),
  weapon: literal(...WEAPONS),
  grenades: int({ min: 0, max: 10 }),
  location: literal(...LOCATIONS),
  arrives: literal('start', 'fallschirmjager', 'spiers'),
  team: optional(str({ pattern: ID })),
  gun: optional(str({ pattern: ID })),
  fallschirmjager: optional(bool),
  explosives: optional(bool),
  entryGroup: optional(int({ min: 1, max: 3 })),
  provisional: optional(bool),
  note: optional(str({ min: 1 })),
  source: optional(str({ min: 1 })),
});

const scenarioShape = obj({
  $schema: optional(str()),
  id: str({ pattern: ID }),
  system: literal('brecourt'),
  title: str({ min: 1 }),
  description: optional(str()),
  provisional: optional(bool),
  note: optional(str({ min: 1 })),
  howitzers: arr(
    obj({
      id: str({ pattern: ID }),
      name: str({ min: 1 }),
      source: optional(str({ min: 1 })),
      provisional: optional(bool),
      note: optional(str({ min: 1 })),
    }),
    { min: 1, max: 8 },
  ),
  figures: arr(figureCheck, { min: 1, max: 300 }),
});

/** Shape, unique ids, references to guns, provenance, and side-appropriate weapons. */
export function checkScenario(value: unknown, file: string): BrecourtScenario {
  const s = validate(scenarioShape, value, file) as unknown as BrecourtScenario;
  const fail = (path: string, expected: string): never => {
    throw new SchemaError(path, expected, file);
  };
  if (s.provisional && !s.note) fail('.note', 'a provisional scenario needs a note saying what is missing');
  const guns = new Set<string>();
  s.howitzers.forEach((h, i) => {
    if (guns.has(h.id)) fail(`.howitzers[${i}].id`, `a unique id ("${h.id}" appears twice)`);
    guns.add(h.id);
  });
  const ids = new Set<string>();
  s.figures.forEach((f, i) => {
    const at = `.figures[${i}]`;
    if (ids.has(f.id) || guns.has(f.id)) fail(`${at}.id`, `a unique id ("${f.id}" appears twice)`);
    ids.add(f.id);
    if (f.gun !== undefined && !guns.has(f.gun)) fail(`${at}.gun`, `one of the howitzer ids (${[...guns].join(', ')})`);
    const allowed = f.side === 'us' ? US_WEAPONS : GERMAN_WEAPONS;
    if (!allowed.includes(f.weapon))
      fail(`${at}.weapon`, `a ${f.side === 'us' ? 'US' : 'German'} weapon (${allowed.join(', ')})`);
    if (f.provisional && !f.note && !s.note) fail(`${at}.note`, 'a provisional figure needs a note');
    if (!f.provisional && !s.provisional && !f.source) fail(at, 'a "source" or "provisional": true with a note');
    if ((f.arrives === 'start') === (f.location === 'off-table'))
      fail(
        `${at}.location`,
        f.arrives === 'start'
          ? 'a place on the table for a figure present at the start'
          : '"off-table" for a reinforcement',
      );
  });
  return s;
}

export const SCENARIOS: readonly BrecourtScenario[] = [
  checkScenario(scenarioJson, 'scenarios/brecourt/brecourt-manor.json'),
];

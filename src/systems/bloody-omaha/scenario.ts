import { arr, bool, int, literal, obj, optional, str, validate, type Check } from '../../engine/index.ts';
import type { ScenarioData } from '../types.ts';
import omaha from '../../../scenarios/bloody-omaha/omaha.json';

export type Terrain =
  'reinforcement-sea' | 'second-wave' | 'first-wave' | 'beach' | 'strongpoint' | 'town' | 'hedgerow';
export type DivisionId = '1st' | '29th' | 'rangers';
/** The two Initiative tracks: Rangers draw on the 29th's (7.1a, 11.7b). */
export type IpPool = '1st' | '29th';

export interface SquareData {
  readonly id: string;
  readonly terrain: Terrain;
  readonly row: number;
  readonly col: number;
  readonly adjacent: readonly string[];
  readonly alias?: string;
  readonly label?: string;
  readonly exit?: string;
  readonly town?: boolean;
  readonly vp?: number;
  readonly deep?: boolean;
  readonly sector?: readonly IpPool[];
}

export interface RuleValue {
  readonly value: number;
  readonly source: string;
}

export interface OmahaScenario extends ScenarioData {
  readonly provisional?: boolean;
  readonly note?: string;
  readonly map: {
    readonly provisional?: boolean;
    readonly note?: string;
    readonly orientation: string;
    readonly squares: readonly SquareData[];
  };
  readonly divisions: readonly {
    readonly id: DivisionId;
    readonly label: string;
    readonly ipPool: IpPool;
    readonly seaSquares: readonly string[];
    readonly source: string;
  }[];
  readonly placement: {
    readonly source: string;
    readonly obstacles: 'beach';
    readonly strongpoints: readonly string[];
    readonly encounters: readonly { readonly where: 'hedgerow' | 'town' | 'exit'; readonly count: number }[];
  };
  readonly rules: Readonly<
    Record<
      | 'turns'
      | 'stackingLimit'
      | 'tankLimitPerSquare'
      | 'tankTokens'
      | 'obstacleClearingFromTurn'
      | 'engineerNaturalFailure'
      | 'openingDraw'
      | 'openingKeep'
      | 'firstTurnPoints',
      RuleValue
    >
  >;
  readonly vp: Readonly<
    Record<
      'gap' | 'strongpoint' | 'encounter' | 'reinforcementBox' | 'onBeach' | 'obstacle' | 'eliminated' | 'lagPerRow',
      number
    >
  > & { readonly source: string };
  readonly victory: readonly {
    readonly level: string;
    readonly label: string;
    readonly minGaps: number;
    readonly minExits: number;
    readonly minVp: number;
    readonly source: string;
  }[];
}

const pool = literal<IpPool>('1st', '29th');
const squareCheck = obj({
  id: str({ pattern: /^[CBSTH]\d\d$/ }),
  terrain: literal<Terrain>(
    'reinforcement-sea',
    'second-wave',
    'first-wave',
    'beach',
    'strongpoint',
    'town',
    'hedgerow',
  ),
  row: int({ min: 0 }),
  col: int({ min: 1 }),
  adjacent: arr(str()),
  alias: optional(str()),
  label: optional(str()),
  exit: optional(str()),
  town: optional(bool),
  vp: optional(int()),
  deep: optional(bool),
  sector: optional(arr(pool)),
});
const ruleValue = obj({ value: int(), source: str({ min: 1 }) });
const shape = obj({
  $schema: optional(str()),
  id: str({ min: 1 }),
  system: literal('bloody-omaha'),
  title: str({ min: 1 }),
  provisional: optional(bool),
  note: optional(str()),
  map: obj({
    provisional: optional(bool),
    note: optional(str()),
    orientation: str(),
    squares: arr(squareCheck, { min: 1 }),
  }),
  divisions: arr(
    obj({
      id: literal<DivisionId>('1st', '29th', 'rangers'),
      label: str(),
      ipPool: pool,
      seaSquares: arr(str()),
      source: str({ min: 1 }),
    }),
    { min: 3, max: 3 },
  ),
  placement: obj({
    source: str(),
    obstacles: literal('beach'),
    strongpoints: arr(str()),
    encounters: arr(obj({ where: literal('hedgerow', 'town', 'exit'), count: int({ min: 0 }) })),
  }),
  rules: obj({
    turns: ruleValue,
    stackingLimit: ruleValue,
    tankLimitPerSquare: ruleValue,
    tankTokens: ruleValue,
    obstacleClearingFromTurn: ruleValue,
    engineerNaturalFailure: ruleValue,
    openingDraw: ruleValue,
    openingKeep: ruleValue,
    firstTurnPoints: ruleValue,
  }),
  vp: obj({
    source: str(),
    gap: int(),
    strongpoint: int(),
    encounter: int(),
    reinforcementBox: int(),
    onBeach: int(),
    obstacle: int(),
    eliminated: int(),
    lagPerRow: int(),
  }),
  victory: arr(obj({ level: str(), label: str(), minGaps: int(), minExits: int(), minVp: int(), source: str() }), {
    min: 1,
  }),
}) as Check<unknown>;

/** Checks a Bloody Omaha scenario: its shape, then that every square it names exists and adjacency is mutual. */
export function checkScenario(value: unknown, file: string): OmahaScenario {
  validate(shape, value, file);
  const s = value as OmahaScenario;
  const ids = new Set(s.map.squares.map((q) => q.id));
  const fail = (path: string, msg: string): never => {
    throw new Error(`${file}: ${path}: ${msg}`);
  };
  if (ids.size !== s.map.squares.length) fail('map.squares', 'square ids must be unique');
  s.map.squares.forEach((q, i) => {
    for (const a of q.adjacent) {
      if (!ids.has(a)) fail(`map.squares[${i}].adjacent`, `no square "${a}"`);
      const other = s.map.squares.find((o) => o.id === a);
      if (other && !other.adjacent.includes(q.id))
        fail(`map.squares[${i}].adjacent`, `${a} does not list ${q.id} back`);
    }
  });
  s.divisions.forEach((d, i) =>
    d.seaSquares.forEach((q) => ids.has(q) || fail(`divisions[${i}].seaSquares`, `no square "${q}"`)),
  );
  s.placement.strongpoints.forEach((q) => ids.has(q) || fail('placement.strongpoints', `no square "${q}"`));
  return s;
}

export const scenario: OmahaScenario = checkScenario(omaha, 'scenarios/bloody-omaha/omaha.json');

import { numberCell, stringCell, type RulesContext, type TableData } from '../../../engine/index.ts';
import { mapIndex, type MapIndex } from '../map/map-index.ts';
import { scenario, type DivisionId, type IpPool, type OmahaScenario } from '../scenario.ts';
import { T } from '../tables.ts';
import type { TokenFace } from './types.ts';

export interface UnitDef {
  readonly id: string;
  /** The name printed on the counter ("A/116", "C/2 Rngr"). */
  readonly name: string;
  readonly division: DivisionId;
  readonly pool: IpPool;
  readonly kind: string;
  readonly full: number;
  readonly disrupted: number;
  readonly start: string;
}

export type CardEffect =
  | 'ip'
  | 'ep'
  | 'tank'
  | 'attack-drm'
  | 'attack-cf'
  | 'cancel-event'
  | 'landing-drm'
  | 'drift-drm'
  | 'engineer-drm'
  | 'return-unit'
  | 'undisrupt';
export interface CardOption {
  readonly effect: CardEffect;
  readonly amount: number;
  readonly from: number;
}
export interface CardDef {
  readonly id: string;
  readonly name: string;
  readonly a: CardOption;
  readonly b: CardOption;
}

export interface TokenKind {
  readonly key: string;
  readonly pool: 'obstacle' | 'strongpoint' | 'encounter';
  readonly face: TokenFace | 'obstacle';
  readonly value: number | null;
  readonly count: number;
}

/** Everything the game reads from the scenario and the (possibly user-edited) tables, derived once. */
export interface GameData {
  readonly scen: OmahaScenario;
  readonly map: MapIndex;
  readonly units: readonly UnitDef[];
  readonly unitIndex: ReadonlyMap<string, number>;
  readonly cards: ReadonlyMap<string, CardDef>;
  readonly cardIds: readonly string[];
  readonly tokenKinds: readonly TokenKind[];
  readonly stacking: number;
  readonly tankLimit: number;
  readonly turns: number;
}

const cache = new WeakMap<TableData, WeakMap<TableData, WeakMap<TableData, GameData>>>();

function build(units: TableData, cards: TableData, tokens: TableData): GameData {
  const scen = scenario;
  const poolOf = new Map(scen.divisions.map((d) => [d.id, d.ipPool]));
  const unitDefs: UnitDef[] = units.rows.map((r) => {
    const division = stringCell(units, r.key, 'division') as DivisionId;
    return {
      id: r.key,
      name: r.label ?? r.key,
      division,
      pool: poolOf.get(division) ?? '29th',
      kind: stringCell(units, r.key, 'kind'),
      full: numberCell(units, r.key, 'full'),
      disrupted: numberCell(units, r.key, 'disrupted'),
      start: stringCell(units, r.key, 'start'),
    };
  });
  const opt = (key: string, p: 'a' | 'b'): CardOption => ({
    effect: stringCell(cards, key, `${p}Effect`) as CardEffect,
    amount: numberCell(cards, key, `${p}Amount`),
    from: numberCell(cards, key, `${p}From`),
  });
  const cardDefs = cards.rows.map((r) => ({
    id: r.key,
    name: stringCell(cards, r.key, 'name'),
    a: opt(r.key, 'a'),
    b: opt(r.key, 'b'),
  }));
  return {
    scen,
    map: mapIndex(scen),
    units: unitDefs,
    unitIndex: new Map(unitDefs.map((u, i) => [u.id, i])),
    cards: new Map(cardDefs.map((c) => [c.id, c])),
    cardIds: cardDefs.map((c) => c.id),
    tokenKinds: tokens.rows.map((r) => ({
      key: r.key,
      pool: stringCell(tokens, r.key, 'pool') as TokenKind['pool'],
      face: stringCell(tokens, r.key, 'face') as TokenKind['face'],
      value: typeof r.values.value === 'number' ? r.values.value : null,
      count: numberCell(tokens, r.key, 'count'),
    })),
    stacking: scen.rules.stackingLimit.value,
    tankLimit: scen.rules.tankLimitPerSquare.value,
    turns: scen.rules.turns.value,
  };
}

export function gameData(ctx: RulesContext): GameData {
  const u = ctx.table(T.units);
  const c = ctx.table(T.cards);
  const t = ctx.table(T.tokens);
  let a = cache.get(u);
  if (!a) cache.set(u, (a = new WeakMap()));
  let b = a.get(c);
  if (!b) a.set(c, (b = new WeakMap()));
  let d = b.get(t);
  if (!d) b.set(t, (d = build(u, c, t)));
  return d;
}

export function checkDice(given: readonly number[] | undefined, count: number): string | undefined {
  if (given === undefined) return undefined;
  if (!Array.isArray(given) || given.length !== count) return `this roll takes ${count} d6`;
  for (const d of given) if (!Number.isInteger(d) || d < 1 || d > 6) return `a d6 shows 1-6, not ${String(d)}`;
  return undefined;
}

import { numberCell, type RulesContext, type TableData } from '../../../engine/index.ts';
import { loadMap, type CrowbarMap } from '../map/grid.ts';
import { faceWords } from '../procedures/movement-die.ts';
import { CC_DICE, faceResults, modifierDice, OF_DICE, type ModifierDice } from '../procedures/combat-dice.ts';
import type { Company, DieColor, GermanKind } from './types.ts';
import { DIE_COLORS } from './types.ts';

/** One Movement Die face read from crowbar.movement-dice. */
export interface MoveFace {
  readonly key: string;
  readonly label: string;
  readonly hits: number;
  readonly variable: boolean;
  readonly advance: number;
  readonly chit: 'none' | 'ranger' | 'german';
  readonly card: boolean;
  readonly stop: boolean;
  readonly shaken: boolean;
  readonly rout: boolean;
}

export interface CardDef {
  readonly label: string;
  readonly track: 'time' | 'counterattack' | 'relief';
  readonly amount: number;
  readonly amountWithBunker: number;
}

export interface ChitDef {
  readonly key: string;
  readonly rangerName: string;
  readonly rangerEffect: string;
  readonly rangerCompany: string;
  readonly lowAmmo: number[];
  readonly germanName: string;
  readonly germanEffect: string;
  readonly germanCompany: string;
}

export interface IncomingDef {
  readonly key: string;
  readonly label: string;
  readonly hits: number;
  readonly pin: boolean;
  readonly critical: boolean;
}

export interface GunDef {
  readonly key: string;
  readonly label: string;
  readonly kind: 'gun' | 'fortune' | 'trap' | 'nothing';
  readonly hits: number;
}

export interface GermanType {
  readonly key: string;
  readonly kind: GermanKind;
  readonly count: number;
  readonly fullFire: number;
  readonly fullClose: number;
  readonly reducedFire: number;
  readonly reducedClose: number;
}

export const CONST_KEYS = [
  'ambush-move',
  'assault-grenadier-move',
  'assault-mg-move',
  'beach-rout-hits',
  'beach-variable-hits',
  'bonus-discount',
  'cliff-firm',
  'cliff-none',
  'cliff-shaky',
  'commander-casualty-divisor',
  'cost-grapple',
  'cost-hasty',
  'cost-recon',
  'cost-redeploy',
  'cost-regroup',
  'counterattack-mgs',
  'counterattack-offset',
  'counterattack-reduced-row',
  'counterattack-units',
  'flank-fire-columns',
  'flashlamp-base',
  'flashlamp-per-space',
  'game-turn-limit',
  'hasty-fire-success',
  'highway-row',
  'infantry-divisor',
  'kia-cap',
  'max-sp',
  'mg-divisor',
  'mines-hits',
  'night-los',
  'obstacle-cost',
  'prepared-extra',
  'rangers-forward-advances',
  'recover-sp',
  'reinforcement-sp',
  'roadblock-third',
  'roadblock-units',
  'strong-roadblock-relief',
  'sea-variable-hits',
  'support-fire-dice',
  'support-max-sp',
  'variable-min',
  'variable-range',
] as const;
export type ConstKey = (typeof CONST_KEYS)[number];

/** A row of the German Counterattack table: the target for a die range of one counterattack in one mode (P-5, R-8). */
export interface CounterattackRow {
  mode: string;
  number: number;
  min: number;
  max: number;
  target: string;
}

/** Everything the game reads from the tables in force, resolved once per rules context. */
export interface Rules {
  readonly ctx: RulesContext;
  readonly map: CrowbarMap;
  c(key: string): number;
  /** The rules numbers the game uses, as plain properties (read on every step). */
  readonly k: Readonly<Record<ConstKey, number>>;
  /** Dice added (or taken, negative) by each row of crowbar.combat-modifiers, as the procedures read them. */
  readonly mod: ModifierDice;
  readonly dice: Readonly<Record<DieColor, readonly MoveFace[]>>;
  readonly approach: Readonly<Record<string, { sea: number; beach: boolean; sp: number; shaken: boolean }>>;
  readonly cards: readonly CardDef[];
  readonly chits: readonly ChitDef[];
  /** One entry per marker (24). */
  readonly incoming: readonly IncomingDef[];
  readonly incomingByKey: ReadonlyMap<string, IncomingDef>;
  /** One entry per marker (20). */
  readonly gunMarkers: readonly string[];
  readonly gunByKey: ReadonlyMap<string, GunDef>;
  readonly germanTypes: ReadonlyMap<string, GermanType>;
  vp(key: string): number;
  readonly levels: readonly { key: string; label: string; min: number | null; max: number | null }[];
  readonly track: {
    readonly perDay: number;
    readonly daytime: number;
    readonly days: number;
    readonly lastInc: number;
    readonly caSpaces: number;
    readonly counterattacks: number;
    readonly reliefSpaces: number;
  };
  readonly counterattacks: readonly CounterattackRow[];
  /** Result of each Combat Die face (index 1-6) in Open Fire! and in Close Combat, as the procedures read them. */
  readonly ofResult: readonly string[];
  readonly ccResult: readonly string[];
  /** Commander Hit (O): the Commander each die face (index 1-6) picks, or 'choice'; whether the face is a reconstruction. */
  readonly commanderHit: readonly { readonly commander: string; readonly provisional: boolean }[];
  /** Setting values read once. */
  readonly settings: Readonly<Record<string, string | boolean | number>>;
}

const cache = new WeakMap<RulesContext, Rules>();

function str(v: unknown, fallback = ''): string {
  return typeof v === 'string' ? v : fallback;
}
function num(v: unknown, fallback = 0): number {
  return typeof v === 'number' ? v : fallback;
}
function bool(v: unknown): boolean {
  return v === true;
}

function rowsOf(t: TableData): { key: string; label: string; v: Readonly<Record<string, unknown>> }[] {
  return t.rows.map((r) => ({ key: r.key, label: r.label ?? r.key, v: r.values }));
}

export const SETTING_KEYS = [
  'crowbar.flankRow',
  'crowbar.landingContinues',
  'crowbar.ccPinnedShaken',
  'crowbar.chitReturn',
  'crowbar.advancesAfterCombat',
  'crowbar.strongRoadblockRelief',
  'crowbar.pinOnSix',
  'crowbar.freeDeployment',
] as const;

function readSetting(ctx: RulesContext, key: string, fallback: string | boolean | number): string | boolean | number {
  try {
    return ctx.setting(key);
  } catch {
    return fallback;
  }
}

function commanderHitFaces(t: TableData): { commander: string; provisional: boolean }[] {
  const out = [1, 2, 3, 4, 5, 6, 7].map(() => ({ commander: 'choice', provisional: false }));
  for (const r of t.rows)
    out[Number(r.key)] = {
      commander: str(r.values.commander, 'choice'),
      provisional: r.provisional ?? t.provisional ?? false,
    };
  return out;
}

export function rulesFor(ctx: RulesContext): Rules {
  const hit = cache.get(ctx);
  if (hit) return hit;
  const constants = ctx.table('crowbar.constants');
  const constMap = new Map(constants.rows.map((r) => [r.key, num(r.values.value)]));
  const diceRows = rowsOf(ctx.table('crowbar.movement-dice'));
  const dice = Object.fromEntries(
    DIE_COLORS.map((color) => {
      const faces = diceRows
        .filter((r) => r.v.die === color)
        .sort((a, b) => num(a.v.face) - num(b.v.face))
        .map((r): MoveFace => ({
          key: r.key,
          label: faceWords(r.v),
          hits: num(r.v.hits),
          variable: bool(r.v.variable),
          advance: num(r.v.advance),
          chit: str(r.v.chit, 'none') as MoveFace['chit'],
          card: bool(r.v.card),
          stop: bool(r.v.stop),
          shaken: bool(r.v.shaken),
          rout: bool(r.v.rout),
        }));
      if (faces.length !== 6)
        throw new RangeError(`crowbar.movement-dice: the ${color} die needs six faces, found ${faces.length}`);
      return [color, faces];
    }),
  ) as Record<DieColor, MoveFace[]>;
  const approach = Object.fromEntries(
    rowsOf(ctx.table('crowbar.invasion-approach')).map((r) => [
      r.key,
      { sea: num(r.v.sea), beach: bool(r.v.beach), sp: num(r.v.sp), shaken: bool(r.v.shaken) },
    ]),
  );
  const cards = rowsOf(ctx.table('crowbar.event-cards')).map((r): CardDef => ({
    label: r.label,
    track: str(r.v.track, 'time') as CardDef['track'],
    amount: num(r.v.amount),
    amountWithBunker: num(r.v.amountWithBunker),
  }));
  const chits = rowsOf(ctx.table('crowbar.event-chits')).map((r): ChitDef => ({
    key: r.key,
    rangerName: str(r.v.rangerName),
    rangerEffect: str(r.v.rangerEffect, 'none'),
    rangerCompany: str(r.v.rangerCompany, 'none'),
    lowAmmo: str(r.v.lowAmmo)
      .split(',')
      .map((s) => Number(s.trim()))
      .filter((n) => Number.isInteger(n) && n > 0),
    germanName: str(r.v.germanName),
    germanEffect: str(r.v.germanEffect, 'none'),
    germanCompany: str(r.v.germanCompany, 'none'),
  }));
  const incoming: IncomingDef[] = [];
  const incomingByKey = new Map<string, IncomingDef>();
  for (const r of rowsOf(ctx.table('crowbar.incoming-fire'))) {
    const def: IncomingDef = {
      key: r.key,
      label: r.label,
      hits: num(r.v.hits),
      pin: bool(r.v.pin),
      critical: bool(r.v.critical),
    };
    incomingByKey.set(r.key, def);
    for (let i = 0; i < num(r.v.count); i++) incoming.push(def);
  }
  const gunMarkers: string[] = [];
  const gunByKey = new Map<string, GunDef>();
  for (const r of rowsOf(ctx.table('crowbar.gun-locations'))) {
    gunByKey.set(r.key, {
      key: r.key,
      label: r.label,
      kind: str(r.v.kind, 'nothing') as GunDef['kind'],
      hits: num(r.v.hits),
    });
    for (let i = 0; i < num(r.v.count); i++) gunMarkers.push(r.key);
  }
  const germanTypes = new Map<string, GermanType>();
  for (const r of rowsOf(ctx.table('crowbar.german-units'))) {
    germanTypes.set(r.key, {
      key: r.key,
      kind: str(r.v.kind, 'hka') as GermanKind,
      count: num(r.v.count),
      fullFire: num(r.v.fullFire),
      fullClose: num(r.v.fullClose),
      reducedFire: num(r.v.reducedFire),
      reducedClose: num(r.v.reducedClose),
    });
  }
  const victory = ctx.table('crowbar.victory');
  const vpMap = new Map(victory.rows.map((r) => [r.key, num(r.values.vp)]));
  const perf = ctx.table('crowbar.performance');
  const levels = perf.rows.map((r) => ({
    key: r.key,
    label: r.label ?? r.key,
    min: typeof r.values.min === 'number' ? r.values.min : null,
    max: typeof r.values.max === 'number' ? r.values.max : null,
  }));
  const tracks = ctx.table('crowbar.tracks');
  const tv = (k: string): number => numberCell(tracks, k, 'value');
  const settings: Record<string, string | boolean | number> = {
    'crowbar.flankRow': readSetting(ctx, 'crowbar.flankRow', 'south'),
    'crowbar.landingContinues': readSetting(ctx, 'crowbar.landingContinues', true),
    'crowbar.ccPinnedShaken': readSetting(ctx, 'crowbar.ccPinnedShaken', 'one'),
    'crowbar.chitReturn': readSetting(ctx, 'crowbar.chitReturn', 'when-empty'),
    'crowbar.advancesAfterCombat': readSetting(ctx, 'crowbar.advancesAfterCombat', 'lost'),
    'crowbar.strongRoadblockRelief': readSetting(ctx, 'crowbar.strongRoadblockRelief', 'each-card'),
    'crowbar.pinOnSix': readSetting(ctx, 'crowbar.pinOnSix', 'no'),
    'crowbar.freeDeployment': readSetting(ctx, 'crowbar.freeDeployment', false),
  };
  // Built in one go (Object.fromEntries) so the object keeps fast properties: adding 42 keys one by one leaves
  // it a hash table, and these numbers are read on every step.
  const k = Object.fromEntries(
    CONST_KEYS.map((key) => {
      const v = constMap.get(key);
      if (v === undefined) throw new RangeError(`crowbar.constants: no row "${key}"`);
      return [key, v];
    }),
  ) as Record<ConstKey, number>;
  const rules: Rules = {
    ctx,
    k,
    mod: modifierDice(ctx),
    ofResult: faceResults(ctx, OF_DICE),
    ccResult: faceResults(ctx, CC_DICE),
    commanderHit: commanderHitFaces(ctx.table('crowbar.commander-hit')),
    map: loadMap(),
    c(key) {
      const v = constMap.get(key);
      if (v === undefined) throw new RangeError(`crowbar.constants: no row "${key}"`);
      return v;
    },
    dice,
    approach,
    cards,
    chits,
    incoming,
    incomingByKey,
    gunMarkers,
    gunByKey,
    germanTypes,
    vp(key) {
      const v = vpMap.get(key);
      if (v === undefined) throw new RangeError(`crowbar.victory: no row "${key}"`);
      return v;
    },
    levels,
    track: {
      perDay: tv('increments-per-day'),
      daytime: tv('daytime-increments'),
      days: tv('days'),
      lastInc: tv('last-increment'),
      caSpaces: tv('counterattack-spaces'),
      counterattacks: tv('counterattacks'),
      reliefSpaces: tv('relief-spaces'),
    },
    counterattacks: rowsOf(ctx.table('crowbar.counterattacks')).map((r) => ({
      mode: str(r.v.mode),
      number: num(r.v.number),
      min: num(r.v.min),
      max: num(r.v.max),
      target: str(r.v.target),
    })),
    settings,
  };
  cache.set(ctx, rules);
  return rules;
}

/**
 * One face (1-6) of a Movement Die. Reads the colour with plain property names: indexing `R.dice` by a colour
 * held in a variable is a slow generic lookup, and this runs for every die thrown.
 */
export function dieFace(R: Rules, die: DieColor, face: number): MoveFace | undefined {
  const d = R.dice;
  const faces = die === 'green' ? d.green : die === 'yellow' ? d.yellow : die === 'red' ? d.red : d.black;
  return faces[face - 1];
}

export function companyOfColumn(col: number): Company {
  return col <= 4 ? 'easy' : col <= 8 ? 'dog' : 'fox';
}

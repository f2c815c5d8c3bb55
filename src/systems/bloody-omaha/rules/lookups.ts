/**
 * The dice tables of Bloody Omaha as pure lookups, shared by the procedures (exact odds, explanations) and the
 * game reducer, so the two can never disagree. Each builder returns the modifiers with their sources.
 */
import {
  modifier,
  numberCell,
  rangeRow,
  stringCell,
  sumModifiers,
  type Modifier,
  type RulesContext,
  type TableData,
  type TableRow,
} from '../../../engine/index.ts';
import { T } from '../tables.ts';

export type BeachResult = 'ip' | 'ne' | 'disrupted' | 'eliminated';
export type AttackResult = 'S' | 'S-1D' | 'F-1D' | 'F-1E';
export type EngineerResult = 'removed' | 'failure';
export type EventTerrain = 'beach' | 'strongpoint' | 'town' | 'hedgerow';
export type EventEffect =
  | 'none'
  | 'disrupt-one'
  | 'eliminate-one'
  | 'pin-one'
  | 'pin-all'
  | 'ip-loss'
  | 'ip-gain'
  | 'ep-loss'
  | 'ep-gain'
  | 'tank-loss'
  | 'draw-card';

/** "13.4c", or "13.4 (provisional)" for a value the text does not print. */
export function rowSourceLabel(table: TableData, row: TableRow): string {
  const src = row.source ?? table.source ?? table.id;
  return (row.provisional ?? table.provisional) ? `${src === table.id ? table.title : src} (provisional)` : src;
}

/** A number cell read straight from the row (the hot path of the simulator); a missing number is an error. */
function num(table: TableData, row: TableRow, column: string): number {
  const v = row.values[column];
  if (typeof v !== 'number') return numberCell(table, row.key, column);
  return v;
}

function str(table: TableData, row: TableRow, column: string): string {
  const v = row.values[column];
  return typeof v === 'string' ? v : stringCell(table, row.key, column);
}

function inTurns(table: TableData, row: TableRow, turn: number): boolean {
  return turn >= num(table, row, 'fromTurn') && turn <= num(table, row, 'toTurn');
}

export function cardModifier(amount: number, what: string): Modifier[] {
  return amount ? [modifier(`Card: ${what}`, -amount, '14.2')] : [];
}

// ---- Drift (6.3) ----
export function driftModifiers(cardDrm: number): Modifier[] {
  return cardModifier(cardDrm, 'drift DRM');
}
export function driftLookup(ctx: RulesContext, modified: number): { shift: number; row: TableRow } {
  const t = ctx.table(T.drift);
  const row = rangeRow(t, modified);
  return { shift: num(t, row, 'shift'), row };
}

// ---- Landing DRMs (6.4, 8.5) ----
export function landingModifiers(
  ctx: RulesContext,
  turn: number,
  gap: boolean,
  cardDrm: number,
  forObstacle = false,
): Modifier[] {
  const t = ctx.table(T.landingDrms);
  const out: Modifier[] = [];
  for (const row of t.rows) {
    const when = row.values.when;
    if (forObstacle && row.values.obstacles !== true) continue;
    if (!inTurns(t, row, turn)) continue;
    if (when === 'gap' && !gap) continue;
    out.push(modifier(row.label ?? row.key, num(t, row, 'amount'), rowSourceLabel(t, row)));
  }
  if (!forObstacle) out.push(...cardModifier(cardDrm, 'landing DRM'));
  return out;
}
export function beachLookup(ctx: RulesContext, modified: number): { result: BeachResult; row: TableRow } {
  const t = ctx.table(T.beach);
  const row = rangeRow(t, modified);
  return { result: str(t, row, 'result') as BeachResult, row };
}

// ---- Attack (13.4, 13.5) ----
export interface AttackFactors {
  /** Total attack strength: units, tanks and combat cards (13.2). */
  readonly attackerCf: number;
  readonly defenderCf: number;
  readonly anyDisrupted: boolean;
  readonly mixed: boolean;
  readonly turn: number;
  /** DRM in the attacker's favour from cards (14.2). */
  readonly cardDrm: number;
}
export type ZeroCfReading = 'replace' | 'add';

const ODDS_ORDER = [
  'defender-greater',
  'equal',
  'attacker-greater',
  'attacker-double',
  'zero-defender',
  'zero-defender-disrupted',
  'disrupted',
  'mixed',
  'turn',
];

export function attackModifiers(ctx: RulesContext, f: AttackFactors, zeroCf: ZeroCfReading): Modifier[] {
  const t = ctx.table(T.attackDrms);
  const wanted = new Set<string>();
  if (f.defenderCf === 0) {
    if (f.anyDisrupted) {
      wanted.add('zero-defender-disrupted');
      if (zeroCf === 'add') wanted.add('disrupted');
    } else wanted.add('zero-defender');
  } else {
    wanted.add(
      f.defenderCf > f.attackerCf
        ? 'defender-greater'
        : f.defenderCf === f.attackerCf
          ? 'equal'
          : f.attackerCf >= 2 * f.defenderCf
            ? 'attacker-double'
            : 'attacker-greater',
    );
    if (f.anyDisrupted) wanted.add('disrupted');
  }
  if (f.mixed) wanted.add('mixed');
  wanted.add('turn');
  const out: Modifier[] = [];
  for (const when of ODDS_ORDER) {
    if (!wanted.has(when)) continue;
    for (const r of t.rows) {
      if (r.values.when === when && inTurns(t, r, f.turn))
        out.push(modifier(r.label ?? r.key, num(t, r, 'amount'), rowSourceLabel(t, r)));
    }
  }
  out.push(...cardModifier(f.cardDrm, 'combat DRM'));
  return out;
}
export function attackLookup(ctx: RulesContext, modified: number): { result: AttackResult; row: TableRow } {
  const t = ctx.table(T.attack);
  const row = rangeRow(t, modified);
  return { result: str(t, row, 'result') as AttackResult, row };
}

// ---- Engineers (8.2c, 8.5, 11.4) ----
export function engineerModifiers(
  ctx: RulesContext,
  eps: number,
  turn: number,
  target: 'mine' | 'obstacle',
  cardDrm: number,
): Modifier[] {
  const t = ctx.table(T.engineerDrms);
  let best: TableRow | undefined;
  for (const r of t.rows) if (num(t, r, 'eps') <= eps && (!best || num(t, r, 'eps') > num(t, best, 'eps'))) best = r;
  const out: Modifier[] = [];
  if (best && num(t, best, 'amount') !== 0)
    out.push(modifier(`${eps} EP${eps === 1 ? '' : 's'} used`, num(t, best, 'amount'), rowSourceLabel(t, best)));
  if (target === 'obstacle')
    out.push(...landingModifiers(ctx, turn, false, 0, true).map((m) => ({ ...m, label: `Landing DRM: ${m.label}` })));
  out.push(...cardModifier(cardDrm, 'engineer DRM'));
  return out;
}
/** The most EPs that still improve the roll: the Engineer DRM table's last row (more add nothing). */
export function engineerEpsThatCount(ctx: RulesContext): number {
  const t = ctx.table(T.engineerDrms);
  let most = 1;
  for (const r of t.rows) most = Math.max(most, num(t, r, 'eps'));
  return most;
}
export function engineerLookup(
  ctx: RulesContext,
  natural: number,
  modified: number,
  naturalFailure: number,
): { result: EngineerResult; row: TableRow | undefined } {
  if (natural >= naturalFailure) return { result: 'failure', row: undefined };
  const t = ctx.table(T.engineer);
  const row = rangeRow(t, modified);
  return { result: str(t, row, 'result') as EngineerResult, row };
}

// ---- Mines (8.2b) ----
export function mineLookup(ctx: RulesContext, die: number): { hit: boolean; row: TableRow } {
  const t = ctx.table(T.mineEntry);
  const row = rangeRow(t, die);
  return { hit: row.values.hit === true, row };
}

// ---- Random Events (6.5, 8.1) ----
const rowIndex = new WeakMap<TableData, Map<string, TableRow>>();

export function locationRowKey(turn: number, first: number): string {
  return `${turn <= 4 ? 'T1-T4' : 'T5-T10'}/${first}`;
}
export function locationLookup(
  ctx: RulesContext,
  turn: number,
  first: number,
  second: number,
): { square: string; row: string; column: string } {
  const t = ctx.table(T.location);
  const row = locationRowKey(turn, first);
  const column = `d${second}`;
  let rows = rowIndex.get(t);
  if (!rows) rowIndex.set(t, (rows = new Map(t.rows.map((r) => [r.key, r]))));
  const r = rows.get(row);
  const v = r?.values[column];
  return { square: typeof v === 'string' ? v : stringCell(t, row, column), row, column };
}
export function eventLookup(
  ctx: RulesContext,
  terrain: EventTerrain,
  die: number,
): { effect: EventEffect; row: TableRow } {
  const t = ctx.table(T.events[terrain]);
  const row = t.rows.find((r) => r.values.die === die);
  if (!row) throw new RangeError(`${t.id}: no row for die ${die}`);
  return { effect: str(t, row, 'effect') as EventEffect, row };
}

export function net(mods: readonly Modifier[]): number {
  return sumModifiers(mods);
}

export function signed(n: number): string {
  return n >= 0 ? `+${n}` : String(n);
}

export function describeMods(mods: readonly Modifier[]): string {
  return mods.length ? mods.map((m) => `${m.label} ${signed(m.amount)} (${m.source})`).join('; ') : 'no DRM';
}

import { numberCell, stringCell, type Rng } from '../../../engine/index.ts';
import { constant, T } from '../procedures/common.ts';
import { initiative } from '../procedures/initiative.ts';
import { movementAllowance } from '../procedures/movement.ts';
import { d10Source } from './dice.ts';
import { landUnits } from './landing.ts';
import type { Rules } from './rules.ts';
import { other, type GameState, type Side, type UnitState } from './state.ts';
import { endTurn } from './turn.ts';

export function onMapSupply(state: GameState, side: Side): number {
  return Object.values(state.formations).filter((f) => f.side === side && f.id !== 'coastal').reduce((s, f) => s + f.supply, 0);
}

export function rollInitiative(rules: Rules, state: GameState, typed: readonly number[] | undefined, rng: Rng): GameState {
  const roll = d10Source(typed, rng);
  const us = roll();
  const german = roll();
  const end = us === german ? roll() : undefined;
  const r = initiative({ marker: state.marker, usOnMapSupply: onMapSupply(state, 'us'), germanOnMapSupply: onMapSupply(state, 'german') }, us, german, end);
  const next = { ...state, marker: r.outcome.marker, log: [...state.log, ...r.lines] };
  if (r.outcome.phaseEnds) return endTurn(rules, next);
  if (r.outcome.winner === 'none') return next;
  return { ...next, initiative: r.outcome.winner, passed: null };
}

export function pass(rules: Rules, state: GameState): GameState {
  const side = state.initiative as Side;
  if (state.passed === other(side)) return endTurn(rules, { ...state, log: [...state.log, `${side} passes too: the Action Phase ends (5.6.1)`] });
  return { ...state, initiative: other(side), passed: side, log: [...state.log, `${side} passes the initiative (5.6.1)`] };
}

/** Which pool pays for a formation's activation: its own, a division's for independent battalions (5.2.6). */
export function payingPool(rules: Rules, state: GameState, formation: string): string | undefined {
  const f = rules.scenario.formations.find((x) => x.id === formation);
  if (!f) return undefined;
  if (f.kind === 'battalion' && f.independent) {
    const divisions = rules.scenario.formations.filter((d) => d.kind === 'division' && d.side === f.side).map((d) => d.id);
    return divisions.find((d) => (state.formations[d]?.supply ?? 0) > 0) ?? divisions[0];
  }
  return formation;
}

function readyUnits(rules: Rules, state: GameState, formation: string): Record<string, UnitState> {
  const units = { ...state.units };
  for (const u of Object.values(units)) {
    if (u.formation !== formation || u.status !== 'map') continue;
    const t = rules.unitType(u.type);
    units[u.id] = { ...u, acted: false, pinnedThisActivation: false, mp: t.class === 'pillbox' || t.class === 'nest' ? 0 : movementAllowance(rules.ctx, { unitClass: t.class === 'vehicle' ? 'vehicle' : 'infantry', roadBonus: false, enteringReinforcement: false }).allowance };
  }
  return units;
}

/** Activates a formation (5.2, 4.6): pays one supply, or makes the efficiency check of an empty pool. */
export function activate(rules: Rules, state: GameState, formation: string, typed: readonly number[] | undefined, rng: Rng): GameState {
  const roll = d10Source(typed, rng);
  const poolId = payingPool(rules, state, formation) as string;
  const pool = state.formations[poolId];
  const f = state.formations[formation];
  if (!pool || !f) return state;
  const cost = constant(rules.ctx, 'unit-activation-cost');
  const formations = { ...state.formations };
  const log: string[] = [];
  if (pool.supply >= cost) {
    formations[poolId] = { ...pool, supply: pool.supply - cost };
    log.push(`${formation} activates for ${cost} supply from ${poolId}`);
  } else {
    const die = roll();
    if (die > f.rating) {
      formations[formation] = { ...f, rating: Math.max(0, f.rating - 1), failedWithoutSupply: true };
      return { ...state, formations, initiative: null, log: [...state.log, `${formation} tries to activate without supply: d10 ${die} > ${f.rating}, fails; rating now ${f.rating - 1} (5.2.4)`] };
    }
    log.push(`${formation} activates without supply: d10 ${die} ≤ ${f.rating} (5.2.4)`);
  }
  // used assets of the regiment try to recover (2.5.4)
  const assets = { ...state.assets };
  for (const a of Object.values(assets)) {
    if (a.formation === formation && a.used && a.status === 'pool') {
      const die = roll();
      if (die <= f.rating) assets[a.id] = { ...a, used: false };
      log.push(`${a.id} recovery: d10 ${die} ${die <= f.rating ? 'recovers' : 'stays used'} (2.5.4)`);
    }
  }
  return { ...state, formations, assets, active: [formation], passed: null, units: readyUnits(rules, state, formation), log: [...state.log, ...log] };
}

/** The next wave of a regiment lands on a regiment activation (9.1.4). */
export function nextWave(rules: Rules, state: GameState, formation: string): number | undefined {
  const waiting = Object.values(state.units).filter((u) => u.status === 'waiting' && typeof u.wave === 'number' && u.side === 'us');
  if (waiting.length === 0) return undefined;
  const lowest = Math.min(...waiting.map((u) => u.wave as number));
  return waiting.some((u) => u.formation === formation && u.wave === lowest) ? lowest : undefined;
}

export function landWave(rules: Rules, state: GameState, formation: string, typed: readonly number[] | undefined, rng: Rng): GameState {
  const wave = nextWave(rules, state, formation);
  if (wave === undefined) return state;
  const activated = activate(rules, state, formation, typed?.slice(0, 1), rng);
  if (activated.active.length === 0) return activated;
  const ids = Object.values(state.units).filter((u) => u.status === 'waiting' && u.formation === formation && u.wave === wave).map((u) => u.id);
  const landed = landUnits(rules, activated, ids, typed?.slice(1), rng);
  return { ...landed, units: readyUnits(rules, landed, formation), wavesLanded: { ...landed.wavesLanded, [formation]: wave } };
}

export function firstLanding(rules: Rules, state: GameState, typed: readonly number[] | undefined, rng: Rng): GameState {
  const ids = Object.values(state.units).filter((u) => u.status === 'waiting' && u.wave === 1).map((u) => u.id);
  const landed = landUnits(rules, state, ids, typed, rng);
  return { ...landed, firstLandingDone: true, initiative: null, log: [...landed.log, 'First wave ashore; no supply spent (9.1.3)'] };
}

/** The German rolls for the next group of the Reinforcement table (11.4). */
export function reinforce(rules: Rules, state: GameState, typed: readonly number[] | undefined, rng: Rng): GameState {
  const table = rules.ctx.table(T.reinforcements);
  const row = table.rows[state.reinforcementNext];
  if (!row) return state;
  const die = d10Source(typed, rng)();
  const lost = die === 10 && row.values.neverLost !== true;
  const arrives = !lost && die <= numberCell(table, row.key, 'roll');
  const log = `${row.label}: d10 ${die}: ${lost ? 'lost for good' : arrives ? 'arrives' : 'not yet'} (11.4.2)`;
  if (!arrives && !lost) return { ...state, log: [...state.log, log] };
  const entry = stringCell(table, row.key, 'entry');
  const units = { ...state.units };
  const assets = { ...state.assets };
  const formations = { ...state.formations };
  if (arrives) {
    for (const u of rules.scenario.units.filter((x) => x.reinforcement === row.key)) {
      units[u.id] = { ...(units[u.id] as UnitState), status: 'map', hex: entry };
      const f = rules.scenario.formations.find((x) => x.hq === u.id);
      if (f && f.kind === 'regiment') formations[f.id] = { ...(formations[f.id] as (typeof formations)[string]), supply: constant(rules.ctx, 'entering-german-hq-supply') };
    }
    for (const a of rules.scenario.assets.filter((x) => x.reinforcement === row.key)) assets[a.id] = { ...(assets[a.id] as (typeof assets)[string]), status: 'pool', formation: 'de-352' };
  }
  return { ...state, units, assets, formations, reinforcementNext: state.reinforcementNext + 1, log: [...state.log, log] };
}

export function endActivation(rules: Rules, state: GameState): GameState {
  const limit = constant(rules.ctx, 'stacking-companies');
  const half = constant(rules.ctx, 'platoon-stacking');
  const units = { ...state.units };
  const log: string[] = [];
  const byHex = new Map<string, UnitState[]>();
  for (const u of Object.values(units)) if (u.status === 'map' && u.hex && state.active.includes(u.formation)) byHex.set(u.hex, [...(byHex.get(u.hex) ?? []), u]);
  for (const [hex] of byHex) {
    const here = Object.values(units).filter((u) => u.status === 'map' && u.hex === hex && u.side === (byHex.get(hex)?.[0]?.side));
    const value = here.reduce((s, u) => {
      const c = rules.unitType(u.type).class;
      return s + (c === 'hq' || c === 'pillbox' || c === 'nest' ? 0 : u.maxSteps === 2 ? half : 1);
    }, 0);
    if (value > limit) {
      const victim = here.find((u) => rules.unitType(u.type).class !== 'hq') as UnitState;
      units[victim.id] = victim.steps <= 1 ? { ...victim, steps: 0, status: 'eliminated', hex: null } : { ...victim, steps: victim.steps - 1 };
      log.push(`${hex} overstacked: ${victim.id} loses a step (7.2.3)`);
    }
  }
  return { ...state, units, active: [], initiative: null, log: [...state.log, ...log, 'Activation over'] };
}

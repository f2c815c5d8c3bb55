import { distance } from '../../../boards/hex/index.ts';
import { constant } from '../procedures/common.ts';
import { BATTERY, shipsLeft } from './battery.ts';
import { fireRefusal, maxReach, weaponChoice } from './fire-check.ts';
import { divisionOf, divisions, formationDoc, hqOnMap, isIndependent } from './formations.ts';
import type { Rules } from './rules.ts';
import type { Action, GameState, PlacedUnit } from './state.ts';
import { view } from './view.ts';

/** What activating a formation would do: who pays, and which units may act (5.2, 4.6). */
export interface ActivationPlan {
  readonly kind: 'regiment' | 'battalion' | 'coastal';
  /** The formation whose pool pays. */
  readonly pool: string;
  /** The pool is empty: an efficiency check instead (5.2.4, 4.6.3). */
  readonly withoutSupply: boolean;
  /** Units that may act: tracing to their HQ (or to the paying division HQ for a battalion); all for coastal. */
  readonly traced: readonly string[];
  /** Units that cannot trace (a regiment may pay one more point for them, 5.2.3). */
  readonly cutoff: readonly string[];
}

/** Units of `units` that trace a line of communications to `hq` (2.2), the HQ itself included. */
function split(
  rules: Rules,
  state: GameState,
  units: readonly PlacedUnit[],
  hq: PlacedUnit | undefined,
): { traced: string[]; cutoff: string[] } {
  const traced: string[] = [];
  const cutoff: string[] = [];
  const v = view(rules, state);
  const t = hq ? v.trace(hq.side, hq.hex) : undefined;
  for (const u of units) {
    if (hq && (u.id === hq.id || (t?.[v.grid.index(u.hex)] ?? -1) >= 0)) traced.push(u.id);
    else cutoff.push(u.id);
  }
  return { traced, cutoff };
}

/**
 * The plan for activating `formation` now, or why it cannot activate. An independent battalion pays from a
 * division its units trace to: the one named by `pool`, else the first that qualifies (4.5.1, 5.2.6).
 */
export function activationPlan(
  rules: Rules,
  state: GameState,
  formation: string,
  pool?: string,
): ActivationPlan | string {
  const doc = formationDoc(rules, formation);
  const f = state.formations[formation];
  if (!doc || !f) return 'no such formation';
  if (doc.kind === 'division') return 'divisions do not activate; their regiments do (5.2)';
  const units = view(rules, state).of(formation);
  if (units.length === 0) return 'no unit of this formation is on the map';
  const cost = constant(rules.ctx, 'unit-activation-cost');
  if (doc.kind === 'coastal') {
    if (f.supply < cost && f.failedWithoutSupply)
      return 'already failed to activate without supply this turn (5.2.4, 4.6.3)';
    return {
      kind: 'coastal',
      pool: formation,
      withoutSupply: f.supply < cost,
      traced: units.map((u) => u.id),
      cutoff: [],
    };
  }
  if (isIndependent(rules, state, formation)) {
    const plans = battalionPlans(rules, state, formation);
    const plan = pool === undefined ? plans[0] : plans.find((p) => p.pool === pool);
    if (plan) return plan;
    return pool === undefined || plans.length === 0
      ? 'an independent battalion needs a point from a division HQ on the map that one of its units traces to (5.2.6)'
      : `${pool} cannot pay: the battalion may draw on ${plans.map((p) => p.pool).join(' or ')} (5.2.6)`;
  }
  if (pool !== undefined) return 'only an independent battalion chooses the division that pays (5.2.6)';
  if (f.supply < cost && f.failedWithoutSupply) return 'already failed to activate without supply this turn (5.2.4)';
  return {
    kind: 'regiment',
    pool: formation,
    withoutSupply: f.supply < cost,
    ...split(rules, state, units, hqOnMap(rules, state, formation)),
  };
}

/** One plan for each division an independent battalion may draw its point from, its own division first (4.5.1, 5.2.6, 2.4.6). */
export function battalionPlans(rules: Rules, state: GameState, formation: string): ActivationPlan[] {
  const doc = formationDoc(rules, formation);
  if (!doc) return [];
  const units = view(rules, state).of(formation);
  const cost = constant(rules.ctx, 'unit-activation-cost');
  const parent = doc.parent && doc.kind === 'regiment' ? divisionOf(rules, state, formation) : undefined;
  const out: ActivationPlan[] = [];
  for (const d of new Set([...(parent ? [parent] : []), ...divisions(rules, doc.side)])) {
    const hq = hqOnMap(rules, state, d);
    if (!hq || (state.formations[d]?.supply ?? 0) < cost) continue;
    const s = split(rules, state, units, hq);
    if (s.traced.length > 0) out.push({ kind: 'battalion', pool: d, withoutSupply: false, ...s });
  }
  return out;
}

/**
 * Why an independent battalion may not join the activation under way, or undefined (3.2.4, 5.2.6): it joins a
 * regiment of its side before any unit acts or any asset is handed out.
 */
export function joinRefusal(rules: Rules, state: GameState, formation: string): string | undefined {
  if (!isIndependent(rules, state, formation) || formationDoc(rules, formation)?.kind === 'coastal')
    return 'one activation at a time (5.1): only an independent battalion joins a regiment activation (5.2.6, 3.2.4)';
  if (state.active.includes(formation)) return 'already activated';
  const regiment = state.active.some(
    (f) => formationDoc(rules, f)?.kind === 'regiment' && !isIndependent(rules, state, f),
  );
  if (!regiment) return 'an independent battalion joins a Regiment activation, or activates alone (5.2.6)';
  if (Object.values(state.units).some((u) => u.activated && u.acted))
    return 'battalions join before any unit acts (3.2.4)';
  if (Object.values(state.assets).some((a) => a.assignedTo !== undefined))
    return 'battalions join before assets are assigned (3.2.4)';
  return undefined;
}

/** The Division HQ, free to move when one of its regiments activates (5.3.2). */
export function divisionHqFor(rules: Rules, state: GameState, formation: string): string[] {
  if (formationDoc(rules, formation)?.kind !== 'regiment') return [];
  const d = divisionOf(rules, state, formation);
  const hq = d ? hqOnMap(rules, state, d) : undefined;
  return hq ? [hq.id] : [];
}

/** The units an activation under a plan puts into action: those tracing to the HQ, the cut-off ones when paid for, and the Division HQ (5.2.1, 5.2.3, 5.3.2). */
export function actingUnits(
  rules: Rules,
  state: GameState,
  formation: string,
  plan: ActivationPlan,
  cutoff: boolean,
): string[] {
  return [...plan.traced, ...(cutoff ? plan.cutoff : []), ...divisionHqFor(rules, state, formation)];
}

/**
 * Whether a unit put into action could do anything: any unit that moves could move; a pillbox or nest never
 * moves (4.6.5), so it could act only to unpin (5.3.4), to fire at an enemy it may fire at (8.1.1, 8.2), or, the
 * battery in place, at a destroyer or light cruiser point (11.3.3).
 */
export function couldAct(rules: Rules, state: GameState, id: string): boolean {
  const u = state.units[id];
  if (!u || u.status !== 'map' || !u.hex) return false;
  const c = rules.unitType(u.type).class;
  if (c !== 'pillbox' && c !== 'nest') return true;
  if (u.pinned) return true;
  if (
    id === BATTERY &&
    state.battery === 'present' &&
    (shipsLeft(rules, state, 'dd') > 0 || shipsLeft(rules, state, 'cl') > 0)
  )
    return true;
  const b = rules.board;
  const at = b.hex(u.hex);
  const reach = maxReach(rules, u);
  return Object.values(state.units).some((t) => {
    if (t.side === u.side || t.status !== 'map' || !t.hex || distance(at, b.hex(t.hex)) > reach) return false;
    const weapons = weaponChoice(rules, t) ? (['small-arms', 'anti-tank'] as const) : [undefined];
    return weapons.some((weapon) => fireRefusal(rules, state, u, t, weapon ? { weapon } : {}) === undefined);
  });
}

/** Session setting: whether an activation that would put no unit into action is offered (rules note `idle-activation`). */
export const IDLE_ACTIVATION_SETTING = 'idleActivation';

/**
 * Why an activation would spend its supply (or its efficiency check) on nothing, or undefined: no unit it puts
 * into action could do anything. The rules tie the point paid to the units it activates (3.2.4, 5.2.1, 5.2.3);
 * see the rules note 'idle-activation'.
 */
export function idleRefusal(
  rules: Rules,
  state: GameState,
  formation: string,
  plan: ActivationPlan,
  cutoff: boolean,
): string | undefined {
  if (rules.ctx.setting(IDLE_ACTIVATION_SETTING) === 'allowed') return undefined;
  const ids = actingUnits(rules, state, formation, plan, cutoff);
  if (ids.some((id) => couldAct(rules, state, id))) return undefined;
  if (ids.length > 0)
    return 'none of its units could do anything: pillboxes and nests never move, and none is pinned or has an enemy it may fire at (4.6.5, 8.1.1)';
  const ashore = hqOnMap(rules, state, formation) !== undefined;
  const none = ashore
    ? 'none of its units traces to its HQ'
    : 'its HQ is not on the map, so none of its units traces to it';
  if (plan.withoutSupply)
    return `${none}, and a regiment activating without supply may not take its cut-off units (5.2.5): no unit would act`;
  return `${none}: for one point no unit would act; activate it with its cut-off units, for 1 more supply (5.2.1, 5.2.3)`;
}

/** Supply an activation costs under a plan (5.2.3: one more point for all cut-off units). */
export function planCost(rules: Rules, plan: ActivationPlan, withCutoff: boolean): number {
  if (plan.withoutSupply) return 0;
  return constant(rules.ctx, 'unit-activation-cost') + (withCutoff ? constant(rules.ctx, 'cutoff-activation-cost') : 0);
}

/** What an activation costs and buys, for its button: the supply paid, or the efficiency rating an empty pool checks against (5.2.4), and the units it puts into action. */
export interface ActivationTerms {
  readonly cost: number;
  readonly check?: number;
  readonly units: number;
}

export function activationTerms(
  rules: Rules,
  state: GameState,
  formation: string,
  pool: string | undefined,
  cutoff: boolean,
): ActivationTerms | undefined {
  const plan = activationPlan(rules, state, formation, pool);
  if (typeof plan === 'string') return undefined;
  const units = actingUnits(rules, state, formation, plan, cutoff).length;
  return plan.withoutSupply
    ? { cost: 0, check: state.formations[formation]?.rating ?? 0, units }
    : { cost: planCost(rules, plan, cutoff), units };
}

/** Why paying for cut-off units is not possible under a plan, or undefined (5.2.3, 5.2.5). */
export function cutoffRefusal(rules: Rules, state: GameState, plan: ActivationPlan): string | undefined {
  if (plan.kind !== 'regiment') return 'only a regiment pays for cut-off units (5.2.3)';
  if (plan.withoutSupply) return 'a regiment activating without supply may not activate cut-off units (5.2.5)';
  if (plan.cutoff.length === 0) return 'every unit traces to its HQ: none is cut off (5.2.3)';
  if ((state.formations[plan.pool]?.supply ?? 0) < planCost(rules, plan, true))
    return 'not enough supply for the cut-off units as well (5.2.3)';
  return undefined;
}

/** The activations to offer: each formation of the initiative side, with its cut-off units, or once for each division an independent battalion may draw on. */
export function activationActions(rules: Rules, state: GameState): Action[] {
  const out: Action[] = [];
  for (const f of rules.scenario.formations) {
    if (f.side !== state.initiative || f.kind === 'division') continue;
    if (isIndependent(rules, state, f.id) && f.kind !== 'coastal') {
      for (const p of battalionPlans(rules, state, f.id)) out.push({ type: 'activate', formation: f.id, pool: p.pool });
      continue;
    }
    out.push({ type: 'activate', formation: f.id }, { type: 'activate', formation: f.id, cutoff: true });
  }
  return out;
}

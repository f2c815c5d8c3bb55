import { constant } from '../procedures/common.ts';
import { divisionOf, divisions, formationDoc, hqOnMap, isIndependent } from './formations.ts';
import type { Rules } from './rules.ts';
import type { GameState, UnitState } from './state.ts';
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
function split(rules: Rules, state: GameState, units: readonly UnitState[], hq: UnitState | undefined): { traced: string[]; cutoff: string[] } {
  const traced: string[] = [];
  const cutoff: string[] = [];
  const v = view(rules, state);
  const t = hq ? v.trace(hq.side, hq.hex as string) : undefined;
  for (const u of units) {
    if (hq && (u.id === hq.id || (t?.[v.grid.index(u.hex as string)] ?? -1) >= 0)) traced.push(u.id);
    else cutoff.push(u.id);
  }
  return { traced, cutoff };
}

/** The plan for activating `formation` now, or why it cannot activate. */
export function activationPlan(rules: Rules, state: GameState, formation: string): ActivationPlan | string {
  const doc = formationDoc(rules, formation);
  const f = state.formations[formation];
  if (!doc || !f) return 'no such formation';
  if (doc.kind === 'division') return 'divisions do not activate; their regiments do (5.2)';
  const units = view(rules, state).of(formation);
  if (units.length === 0) return 'no unit of this formation is on the map';
  const cost = constant(rules.ctx, 'unit-activation-cost');
  if (doc.kind === 'coastal') {
    if (f.supply < cost && f.failedWithoutSupply) return 'already failed to activate without supply this turn (5.2.4, 4.6.3)';
    return { kind: 'coastal', pool: formation, withoutSupply: f.supply < cost, traced: units.map((u) => u.id), cutoff: [] };
  }
  if (isIndependent(rules, state, formation)) {
    const parent = doc.parent && doc.kind === 'regiment' ? divisionOf(rules, state, formation) : undefined;
    const candidates = [...new Set([...(parent ? [parent] : []), ...divisions(rules, doc.side)])];
    for (const d of candidates) {
      const hq = hqOnMap(rules, state, d);
      if (!hq || (state.formations[d]?.supply ?? 0) < cost) continue;
      const s = split(rules, state, units, hq);
      if (s.traced.length > 0) return { kind: 'battalion', pool: d, withoutSupply: false, ...s };
    }
    return 'an independent battalion needs a point from a division HQ on the map that one of its units traces to (5.2.6)';
  }
  if (f.supply < cost && f.failedWithoutSupply) return 'already failed to activate without supply this turn (5.2.4)';
  return { kind: 'regiment', pool: formation, withoutSupply: f.supply < cost, ...split(rules, state, units, hqOnMap(rules, state, formation)) };
}

/** Supply an activation costs under a plan (5.2.3: one more point for all cut-off units). */
export function planCost(rules: Rules, plan: ActivationPlan, withCutoff: boolean): number {
  if (plan.withoutSupply) return 0;
  return constant(rules.ctx, 'unit-activation-cost') + (withCutoff ? constant(rules.ctx, 'cutoff-activation-cost') : 0);
}

/** Why paying for cut-off units is not possible under a plan, or undefined (5.2.3, 5.2.5). */
export function cutoffRefusal(rules: Rules, state: GameState, plan: ActivationPlan): string | undefined {
  if (plan.kind !== 'regiment') return 'only a regiment pays for cut-off units (5.2.3)';
  if (plan.withoutSupply) return 'a regiment activating without supply may not activate cut-off units (5.2.5)';
  if (plan.cutoff.length === 0) return 'every unit traces to its HQ: none is cut off (5.2.3)';
  if ((state.formations[plan.pool]?.supply ?? 0) < planCost(rules, plan, true)) return 'not enough supply for the cut-off units as well (5.2.3)';
  return undefined;
}

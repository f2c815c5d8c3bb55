import { distance, neighbors } from '../../../boards/hex/index.ts';
import { constant } from '../procedures/common.ts';
import { retreat } from '../procedures/aftermath.ts';
import { formationDoc, hqOnMap, divisionOf } from './formations.ts';
import { applySteps } from './losses.ts';
import type { Rules } from './rules.ts';
import type { GameState, UnitState } from './state.ts';
import { view } from './view.ts';

/** Stacking value of a hex for a side (7.2.1): companies 1, platoons one half; HQs, pillboxes and nests nothing. */
export function stackValue(rules: Rules, units: readonly UnitState[]): number {
  const half = constant(rules.ctx, 'platoon-stacking');
  let v = 0;
  for (const u of units) {
    const c = rules.unitType(u.type).class;
    if (c === 'hq' || c === 'pillbox' || c === 'nest') continue;
    v += u.maxSteps === 2 ? half : 1;
  }
  return v;
}

function homeHq(rules: Rules, state: GameState, u: UnitState): UnitState | undefined {
  const own = hqOnMap(rules, state, u.formation);
  if (own) return own;
  const f = formationDoc(rules, u.formation);
  const d = f?.kind === 'regiment' ? divisionOf(rules, state, u.formation) : f?.parent;
  return d ? hqOnMap(rules, state, d) : undefined;
}

/**
 * The hex a unit retreats into (8.3.5): a land hex it could enter, free of enemy units and not up a cliff or
 * steep slope; farther from the enemy that caused it if possible, then nearer its HQ, then out of enemy zones,
 * then not overstacked; ties to the lowest hex number.
 */
export function retreatHex(rules: Rules, state: GameState, u: UnitState, enemyHex: string | null): string | undefined {
  const b = rules.board;
  const v = view(rules, state);
  const here = b.hex(u.hex as string);
  const src = enemyHex ? b.hex(enemyHex) : undefined;
  const hq = homeHq(rules, state, u);
  const hqAt = hq?.hex ? b.hex(hq.hex) : undefined;
  const vehicle = rules.unitType(u.type).class === 'vehicle';
  const zones = v.enemyZones(u.side);
  const limit = constant(rules.ctx, 'stacking-companies');
  let best: { id: string; score: number[] } | undefined;
  for (const n of neighbors(here)) {
    if (!b.inMap(n) || b.hexside(here, n)) continue;
    const t = b.terrain(n);
    if ((vehicle ? t.vehicle : t.infantry) === null) continue;
    const id = b.id(n);
    const there = v.at(id);
    if (there.some((x) => x.side !== u.side)) continue;
    const away = src ? (distance(n, src) > distance(here, src) ? 0 : 1) : 0;
    const toHq = hqAt ? distance(n, hqAt) : 0;
    const zone = zones[b.index(n)] ? 1 : 0;
    const over = stackValue(rules, [...there, u]) > limit ? 1 : 0;
    const score = [away, toHq, zone, over, Number(id)];
    if (!best || less(score, best.score)) best = { id, score };
  }
  return best?.id;
}

function less(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i++) if ((a[i] as number) !== (b[i] as number)) return (a[i] as number) < (b[i] as number);
  return false;
}

/** Carries out a retreat (8.3.5, 4.6.6): the unit moves one hex, or loses a step where it cannot; overstacking costs a step. */
export function retreatUnit(rules: Rules, state: GameState, unitId: string, enemyHex: string | null): { state: GameState; line: string } {
  const u = state.units[unitId] as UnitState;
  const b = rules.board;
  const cls = rules.unitType(u.type).class;
  const spot = cls === 'pillbox' || cls === 'nest' ? undefined : retreatHex(rules, state, u, enemyHex);
  const onPartial = b.terrain(b.hex(u.hex as string)).key === 'partial-beach';
  const into = spot ? view(rules, state).at(spot).filter((x) => x.side === u.side) : [];
  const r = retreat({ pillboxOrNest: cls === 'pillbox' || cls === 'nest', onPartialBeach: onPartial, pathOpen: spot !== undefined, intoOverstack: stackValue(rules, [...into, u]) > constant(rules.ctx, 'stacking-companies') });
  let next: UnitState = u;
  if (r.outcome.eliminated) next = applySteps(u, u.steps);
  else {
    if (r.outcome.retreats && spot) next = { ...next, hex: spot };
    next = applySteps(next, r.outcome.extraSteps);
  }
  const line = `${unitId}: ${r.why}${next.status === 'map' && next.hex !== u.hex ? `; now at ${next.hex}` : next.status !== 'map' ? '; eliminated' : ''}`;
  return { state: { ...state, units: { ...state.units, [unitId]: next } }, line };
}


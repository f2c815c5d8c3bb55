import { distance, neighbors } from '../../../boards/hex/index.ts';
import { required } from '../../../engine/index.ts';
import { constant } from '../procedures/common.ts';
import { retreat } from '../procedures/aftermath.ts';
import { formationDoc, hqOnMap, divisionOf } from './formations.ts';
import { applySteps } from './losses.ts';
import type { Rules } from './rules.ts';
import { type Action, type Decision, type GameState, hexOf, unitOf, type UnitState } from './state.ts';
import { dropDecision, queueDecision } from './decisions.ts';
import { advanceInto } from './advance.ts';
import { view } from './view.ts';
import { said } from './words.ts';

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
 * The hexes a unit may retreat into (8.3.5): land hexes next to it that it could enter, free of enemy units and
 * not across a cliff or steep slope; of those, the ones farther from the enemy that caused it if there are any,
 * and of those the ones nearer its HQ if there are any. The owner picks; Umpire's pick comes first: out of
 * enemy zones, then not overstacked, then nearest the HQ, then the lowest hex number.
 */
export function retreatHexes(rules: Rules, state: GameState, u: UnitState, enemyHex: string | null): string[] {
  const b = rules.board;
  const v = view(rules, state);
  const here = b.hex(hexOf(u));
  const src = enemyHex ? b.hex(enemyHex) : undefined;
  const hq = homeHq(rules, state, u);
  const hqAt = hq?.hex ? b.hex(hq.hex) : undefined;
  const vehicle = rules.unitType(u.type).class === 'vehicle';
  const zones = v.enemyZones(u.side);
  const limit = constant(rules.ctx, 'stacking-companies');
  const open: { id: string; away: boolean; nearer: boolean; score: number[] }[] = [];
  for (const n of neighbors(here)) {
    if (!b.inMap(n) || b.hexside(here, n)) continue;
    const t = b.terrain(n);
    if ((vehicle ? t.vehicle : t.infantry) === null) continue;
    const id = b.id(n);
    const there = v.at(id);
    if (there.some((x) => x.side !== u.side)) continue;
    const toHq = hqAt ? distance(n, hqAt) : 0;
    const over = stackValue(rules, [...there, u]) > limit ? 1 : 0;
    open.push({
      id,
      away: !src || distance(n, src) > distance(here, src),
      nearer: !hqAt || toHq < distance(here, hqAt),
      score: [zones[b.index(n)] ? 1 : 0, over, toHq, Number(id)],
    });
  }
  const away = open.some((x) => x.away) ? open.filter((x) => x.away) : open;
  const toward = away.some((x) => x.nearer) ? away.filter((x) => x.nearer) : away;
  return toward.sort((p, q) => (less(p.score, q.score) ? -1 : 1)).map((x) => x.id);
}

/** Whether score `a` comes before `b`: compared term by term, the first that differs decides. */
function less(a: readonly number[], b: readonly number[]): boolean {
  for (const [i, x] of a.entries()) {
    const y = b[i];
    if (x !== y) return y !== undefined && x < y;
  }
  return false;
}

/** The retreating unit goes into `to`, losing one more step when that overstacks it (8.3.5). */
function retreatInto(rules: Rules, state: GameState, u: UnitState, to: string): UnitState {
  const into = view(rules, state)
    .at(to)
    .filter((x) => x.side === u.side);
  const r = retreat({
    pillboxOrNest: false,
    onPartialBeach: false,
    pathOpen: true,
    intoOverstack: stackValue(rules, [...into, u]) > constant(rules.ctx, 'stacking-companies'),
  });
  return applySteps({ ...u, hex: to }, r.outcome.extraSteps);
}

/**
 * Carries out a retreat (8.3.5, 4.6.6): pillboxes and nests are eliminated; on a partial beach or with nowhere
 * to go the unit loses a step instead; with one hex open it goes there; with more its owner picks (`pending`).
 */
export function retreatUnit(
  rules: Rules,
  state: GameState,
  unitId: string,
  enemyHex: string | null,
): { state: GameState; line: string; pending: boolean } {
  const u = unitOf(state, unitId);
  const b = rules.board;
  const cls = rules.unitType(u.type).class;
  const fixed = cls === 'pillbox' || cls === 'nest';
  const onPartial = b.terrain(b.hex(hexOf(u))).key === 'partial-beach';
  const hexes = fixed || onPartial ? [] : retreatHexes(rules, state, u, enemyHex);
  if (hexes.length > 1) {
    const d: Decision = { kind: 'retreat', side: u.side, unit: unitId, hexes };
    return {
      state: queueDecision(state, d),
      line: `${unitId} must retreat: its owner picks the hex among ${hexes.join(', ')} (8.3.5)`,
      pending: true,
    };
  }
  const r = retreat({
    pillboxOrNest: fixed,
    onPartialBeach: onPartial,
    pathOpen: hexes.length > 0,
    intoOverstack: false,
  });
  const next = r.outcome.eliminated
    ? applySteps(u, u.steps)
    : r.outcome.retreats
      ? retreatInto(rules, state, u, required(hexes[0], 'the retreat hex'))
      : applySteps(u, r.outcome.extraSteps);
  const line = `${unitId}: ${r.why}${next.status === 'map' && next.hex !== u.hex ? `; now at ${next.hex}${next.steps < u.steps ? ', one more step lost for overstacking' : ''}` : next.status !== 'map' ? '; eliminated' : ''}`;
  return { state: { ...state, units: { ...state.units, [unitId]: next } }, line, pending: false };
}

/** The owner's answer: the unit retreats into the chosen hex; attackers waiting on it then advance (8.5.3). */
export function settleRetreat(rules: Rules, state: GameState, a: Extract<Action, { type: 'retreat' }>): GameState {
  const d = state.decisions?.[0];
  const u = unitOf(state, a.unit);
  const next = retreatInto(rules, state, u, a.to);
  let s = dropDecision({ ...state, units: { ...state.units, [u.id]: next } });
  s = {
    ...s,
    log: [
      ...s.log,
      said(
        `${u.id} retreats to ${a.to}${next.status !== 'map' ? ', overstacking it, and is eliminated' : next.steps < u.steps ? ', overstacking it: one more step lost' : ''} (8.3.5)`,
      ),
    ],
  };
  return d?.kind === 'retreat' && d.advance ? advanceInto(rules, s, d.advance) : s;
}

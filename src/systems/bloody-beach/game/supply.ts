import { atMost, type Rng } from '../../../engine/index.ts';
import { d10Source } from './dice.ts';
import { divisionOf, formationDoc, hqOnMap } from './formations.ts';
import type { Rules } from './rules.ts';
import type { Action, GameState } from './state.ts';
import { view } from './view.ts';

type Send = Extract<Action, { type: 'send-supply' }>;

/** Why a division may not send supply to a regiment now, or undefined (4.2.2-4.2.3, 4.3.5, 9.5.3, 3.2.4). */
export function checkSendSupply(rules: Rules, state: GameState, a: Send): string | undefined {
  if (state.reaction) return 'reaction fire is being resolved';
  if (state.initiative === null || state.active.length > 0) return 'supply is sent by the initiative player before he activates (3.2.4)';
  const reg = formationDoc(rules, a.to);
  if (!reg || reg.kind !== 'regiment' || reg.side !== state.initiative) return 'supply goes to a regiment of the initiative player (4.2.2)';
  if (state.allocated.includes(`to:${a.to}`)) return 'this regiment already had a supply attempt on this initiative';
  const div = divisionOf(rules, state, a.to);
  const dhq = div ? hqOnMap(rules, state, div) : undefined;
  if (!div || !dhq) return 'only a Division HQ on the map sends supply; the US 1st Division must have landed (4.2.2, 4.3.5, 9.5.3)';
  const pool = state.formations[div]?.supply ?? 0;
  if (!Number.isInteger(a.points) || a.points < 1 || a.points > pool) return `between 1 and the ${pool} points of ${div}`;
  const rhq = hqOnMap(rules, state, a.to);
  if (!rhq) return "the regiment's HQ must be on the map (4.2.2)";
  const v = view(rules, state);
  if ((v.trace(reg.side, dhq.hex as string)[v.grid.index(rhq.hex as string)] ?? -1) < 0) return 'no line of communications from the Division HQ to the Regiment HQ (4.2.2, 2.2)';
  return undefined;
}

/** The receiving regiment's efficiency check moves the points; on a failure they stay with the division (4.2.2). */
export function sendSupply(rules: Rules, state: GameState, a: Send, rng: Rng): GameState {
  const div = divisionOf(rules, state, a.to) as string;
  const reg = state.formations[a.to];
  const d = state.formations[div];
  if (!reg || !d) return state;
  const die = d10Source(a.dice, rng)();
  const ok = atMost(die, reg.rating);
  const formations = ok ? { ...state.formations, [div]: { ...d, supply: d.supply - a.points }, [a.to]: { ...reg, supply: reg.supply + a.points } } : state.formations;
  return { ...state, formations, allocated: [...state.allocated, div, `to:${a.to}`], log: [...state.log, `${div} sends ${a.points} supply to ${a.to}: efficiency d10 ${die} ${ok ? `≤ ${reg.rating}, transferred` : `> ${reg.rating}, stays with the division`} (4.2.2)`] };
}

/** Representative supply sends: one point, and the whole pool. */
export function supplyActions(rules: Rules, state: GameState): Action[] {
  const out: Action[] = [];
  if (state.initiative === null || state.active.length > 0 || state.reaction) return out;
  for (const f of rules.scenario.formations) {
    if (f.kind !== 'regiment' || f.side !== state.initiative) continue;
    const div = divisionOf(rules, state, f.id);
    const pool = div ? (state.formations[div]?.supply ?? 0) : 0;
    for (const points of new Set([1, pool])) if (points >= 1) out.push({ type: 'send-supply', to: f.id, points });
  }
  return out;
}

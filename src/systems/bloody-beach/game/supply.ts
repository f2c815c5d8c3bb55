import { constant } from '../procedures/common.ts';
import { supplyTransfer } from '../procedures/command.ts';
import { divisionOf, formationDoc, hqOnMap } from './formations.ts';
import { resolveRoll, rolledDice, type Roll, type RollPlan } from './resolve.ts';
import type { Rules } from './rules.ts';
import type { Action, GameState, Side } from './state.ts';
import { view } from './view.ts';
import { rolled } from './words.ts';

type Send = Extract<Action, { type: 'send-supply' }>;

/**
 * Whose divisions may send supply now: both sides' in the Planning Phase after the first (3.2.2), the initiative
 * player's before he activates (3.2.4); none in turn 1's Planning Phase, whose allotment has its own rule (4.3.4).
 */
function senders(state: GameState): readonly Side[] {
  if (state.reaction) return [];
  if (state.phase === 'planning') return state.turn > 1 ? ['us', 'german'] : [];
  return state.initiative === null || state.active.length > 0 ? [] : [state.initiative];
}

/** Why a division may not send supply to a regiment now, or undefined (3.2.2, 3.2.4, 4.2.2-4.2.3, 4.3.5, 9.5.3, 9.4.1). */
export function checkSendSupply(rules: Rules, state: GameState, a: Send): string | undefined {
  if (state.reaction) return 'reaction fire is being resolved';
  const sides = senders(state);
  if (sides.length === 0)
    return 'supply is sent in the Planning Phase of turn 2, or by the initiative player before he activates (3.2.2, 3.2.4)';
  const reg = formationDoc(rules, a.to);
  if (!reg || reg.kind !== 'regiment' || !sides.includes(reg.side))
    return 'supply goes to a regiment of the initiative player (4.2.2)';
  if (state.allocated.includes(`to:${a.to}`))
    return `this regiment already had a supply attempt ${state.phase === 'planning' ? 'in this Planning Phase' : 'on this initiative'}`;
  const div = divisionOf(rules, state, a.to);
  const dhq = div ? hqOnMap(rules, state, div) : undefined;
  if (!div || !dhq)
    return 'only a Division HQ on the map sends supply; the US 1st Division must have landed (4.2.2, 4.3.5, 9.5.3)';
  const pool = state.formations[div]?.supply ?? 0;
  if (!Number.isInteger(a.points) || a.points < 1 || a.points > pool)
    return `between 1 and the ${pool} points of ${div}`;
  const rhq = hqOnMap(rules, state, a.to);
  if (!rhq) return "the regiment's HQ must be on the map (4.2.2)";
  const v = view(rules, state);
  if ((v.trace(reg.side, dhq.hex)[v.grid.index(rhq.hex)] ?? -1) < 0)
    return 'no line of communications from the Division HQ to the Regiment HQ (4.2.2, 2.2)';
  const room = beachheadRoom(rules, state, div);
  if (a.points > room.left)
    return `the ${room.count} beachhead(s) of ${div} its HQ traces to carry ${room.capacity} points each a turn: ${room.left} left this turn (9.4.1)`;
  return undefined;
}

/**
 * What a US division may still send down this turn through its beachheads (9.4.1): the capacity of each of its
 * beachhead markers on a beach hex that its HQ traces to (a 29th Division marker counts for the 1st while the
 * 1st serves the 29th, 9.5.3), less what it has already moved this turn. German divisions have no such limit.
 */
export function beachheadRoom(
  rules: Rules,
  state: GameState,
  div: string,
): { left: number; count: number; capacity: number } {
  const f = formationDoc(rules, div);
  const dhq = hqOnMap(rules, state, div);
  if (!f || f.side !== 'us') return { left: Number.POSITIVE_INFINITY, count: 0, capacity: 0 };
  const capacity = constant(rules.ctx, 'beachhead-capacity');
  if (!dhq) return { left: 0, count: 0, capacity };
  const b = rules.board;
  const v = view(rules, state);
  const t = v.trace('us', dhq.hex);
  const serving = (owner: string) => (owner === 'us-29' && !hqOnMap(rules, state, 'us-29') ? 'us-1' : owner);
  const count = state.beachheads.filter(
    (h) =>
      serving(state.beachheadOwners[h] ?? 'us-1') === div &&
      b.terrain(b.hex(h)).beach &&
      (t[v.grid.index(h)] ?? -1) >= 0,
  ).length;
  return { left: Math.max(0, count * capacity - (state.beachheadSupply?.[div] ?? 0)), count, capacity };
}

/** The receiving regiment's efficiency check for a send (4.2.2); the line of communications is checked before. */
export function sendRoll(state: GameState, to: string, points: number): RollPlan {
  return {
    proc: supplyTransfer,
    inputs: { rating: state.formations[to]?.rating ?? 0, points, lineOfCommunications: true },
  };
}

/** The receiving regiment's efficiency check moves the points, counted against the US beachheads' capacity; on a failure they stay with the division (4.2.2, 9.4.1). */
export function sendSupply(rules: Rules, state: GameState, a: Send, roll: Roll): GameState {
  const div = divisionOf(rules, state, a.to) as string;
  const reg = state.formations[a.to];
  const d = state.formations[div];
  if (!reg || !d) return state;
  const r = resolveRoll(rules, sendRoll(state, a.to, a.points), roll);
  const ok = Number(r.outcome.transferred) > 0;
  const formations = ok
    ? {
        ...state.formations,
        [div]: { ...d, supply: d.supply - a.points },
        [a.to]: { ...reg, supply: reg.supply + a.points },
      }
    : state.formations;
  const through =
    ok && d.side === 'us'
      ? { beachheadSupply: { ...state.beachheadSupply, [div]: (state.beachheadSupply?.[div] ?? 0) + a.points } }
      : {};
  return {
    ...state,
    ...through,
    formations,
    allocated: [...state.allocated, div, `to:${a.to}`],
    log: [
      ...state.log,
      rolled(
        `${div} sends ${a.points} supply to ${a.to}: efficiency check against ${reg.rating}`,
        rolledDice(r),
        ok ? 'passed: the supply is transferred' : 'failed: it stays with the division',
        '4.2.2',
      ),
    ],
  };
}

/**
 * Every send that would be accepted: each amount from 1 to the division pool (and to what its beachheads may
 * still carry, 9.4.1). A pool is at most a few dozen points and the checks share one traced view of the state,
 * so listing every amount stays cheap; amounts are only listed where a 1-point send is legal.
 */
export function supplyActions(rules: Rules, state: GameState): Action[] {
  const out: Action[] = [];
  const sides = senders(state);
  for (const f of rules.scenario.formations) {
    if (f.kind !== 'regiment' || !sides.includes(f.side)) continue;
    if (checkSendSupply(rules, state, { type: 'send-supply', to: f.id, points: 1 }) !== undefined) continue;
    const div = divisionOf(rules, state, f.id) as string;
    const max = Math.min(state.formations[div]?.supply ?? 0, beachheadRoom(rules, state, div).left);
    for (let points = 1; points <= max; points++) out.push({ type: 'send-supply', to: f.id, points });
  }
  return out;
}

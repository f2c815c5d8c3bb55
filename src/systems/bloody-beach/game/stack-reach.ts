import { neighbors } from '../../../boards/hex/index.ts';
import { constant } from '../procedures/common.ts';
import { stackRefusal, stepCost } from './move.ts';
import { stackValue } from './retreat.ts';
import type { Rules } from './rules.ts';
import { type GameState, hexOf, unitOf, type UnitState } from './state.ts';
import { view } from './view.ts';

/** Where a stack can get to this activation, as the board previews it. */
export interface StackReach {
  readonly hex: string;
  /** Movement points spent to get here by the member that spends the most (7.3.1). */
  readonly cost: number;
  /** Movement points the member with the fewest left still has here. */
  readonly left: number;
  /** The hexes of the way there, from the first step to this hex. */
  readonly path: readonly string[];
  /** Stacking value of the side's units in the hex with the stack there, and whether it is over the limit (7.2.1, 7.2.3). */
  readonly stacking: number;
  readonly overstacked: boolean;
}

/** A member of the stack partway along one way: its points left and the road bonus it still holds (7.5.2). */
interface Member {
  readonly unit: UnitState;
  readonly mp: number;
  readonly bonus: number | undefined;
}

/** One way the stack has come: every member as it stands there, and whether the stack has moved yet. */
interface Label {
  readonly hex: string;
  readonly members: readonly Member[];
  readonly moved: boolean;
  readonly before?: Label;
}

/** The points a member can surely count on: a road bonus still held may yet be lost (7.5.2). */
const sure = (m: Member) => m.mp - (m.bonus ?? 0);

/** Whether label `a` leaves every member at least as well off as `b` (the same members, in the same order). */
function covers(a: Label, b: Label): boolean {
  return a.members.every((m, i) => {
    const o = b.members[i];
    return o !== undefined && m.mp >= o.mp && sure(m) >= sure(o);
  });
}

/** The fewest points any member has left. */
const fewest = (l: Label) => Math.min(...l.members.map((m) => m.mp));

/** The member as it would stand partway through the stack's move. */
function member(m: Member, l: Label): UnitState {
  const { roadBonus: _r, ...rest } = m.unit;
  return {
    ...rest,
    hex: l.hex,
    mp: m.mp,
    acted: m.unit.acted || l.moved,
    ...(m.bonus !== undefined ? { roadBonus: m.bonus } : {}),
  };
}

/**
 * Every hex a stack (the units `ids`, in one hex, moving together, 7.2.2) can reach with the movement points its
 * members have left, each step paid by every member at its own cost through the game's step rule (terrain, roads
 * and the road bonus, elevation, hexsides, roadblocks, enemy units). A hex counts only if every member can reach it
 * along the same way: the most restrictive member rules. Where several ways lead to a hex, the one leaving the
 * worst-off member the most points is shown. Reaction fire on the way is not foreseen. Empty when the stack may
 * not move now.
 */
export function stackReach(rules: Rules, state: GameState, ids: readonly string[]): Map<string, StackReach> {
  const out = new Map<string, StackReach>();
  if (stackRefusal(rules, state, ids) !== undefined) return out;
  const units = ids.map((id) => unitOf(state, id));
  const [lead] = units;
  if (!lead) return out;
  const b = rules.board;
  const start: Label = {
    hex: hexOf(lead),
    members: units.map((u) => ({ unit: u, mp: u.mp, bonus: u.roadBonus })),
    moved: false,
  };
  const labels = new Map<string, Label[]>([[start.hex, [start]]]);
  const open: Label[] = [start];
  for (let cur = open.pop(); cur; cur = open.pop()) {
    if (!(labels.get(cur.hex) ?? []).includes(cur)) continue;
    for (const n of neighbors(b.hex(cur.hex))) {
      if (!b.inMap(n)) continue;
      const to = b.id(n);
      const members: Member[] = [];
      for (const m of cur.members) {
        const c = stepCost(rules, state, member(m, cur), to);
        if (!c.ok) break;
        members.push({ unit: m.unit, mp: m.mp - (c.forfeit ?? 0) - c.cost, bonus: c.forfeit ? undefined : m.bonus });
      }
      if (members.length < cur.members.length) continue;
      const next: Label = { hex: to, members, moved: true, before: cur };
      const here = labels.get(to) ?? [];
      if (to === start.hex || here.some((l) => covers(l, next))) continue;
      labels.set(to, [...here.filter((l) => !covers(next, l)), next]);
      open.push(next);
    }
  }
  const v = view(rules, state);
  const limit = constant(rules.ctx, 'stacking-companies');
  const side = lead.side;
  for (const [hex, list] of labels) {
    if (hex === start.hex) continue;
    const best = list.reduce((p, q) => (fewest(q) > fewest(p) ? q : p));
    const path: string[] = [];
    for (let l: Label | undefined = best; l && l !== start; l = l.before) path.unshift(l.hex);
    const stacking = stackValue(rules, [...v.at(hex).filter((u) => u.side === side && !ids.includes(u.id)), ...units]);
    const cost = Math.max(...best.members.map((m) => m.unit.mp - m.mp));
    out.set(hex, { hex, cost, left: fewest(best), path, stacking, overstacked: stacking > limit });
  }
  return out;
}

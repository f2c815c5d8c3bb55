import { neighbors } from '../../../boards/hex/index.ts';
import { constant } from '../procedures/common.ts';
import { stackRefusal, stepCost } from './move.ts';
import { stackValue } from './retreat.ts';
import type { Rules } from './rules.ts';
import type { GameState, UnitState } from './state.ts';
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

/** One way the stack has come: every member's points left and road bonus held (7.5.2), and whether it has moved yet. */
interface Label {
  readonly hex: string;
  readonly mp: readonly number[];
  readonly bonus: readonly (number | undefined)[];
  readonly moved: boolean;
  readonly before?: Label;
}

/** The points a member can surely count on: a road bonus still held may yet be lost (7.5.2). */
const sure = (l: Label, i: number) => (l.mp[i] as number) - (l.bonus[i] ?? 0);

/** Whether label `a` leaves every member at least as well off as `b`. */
function covers(a: Label, b: Label): boolean {
  return a.mp.every((m, i) => m >= (b.mp[i] as number) && sure(a, i) >= sure(b, i));
}

/** The member as it would stand partway through the stack's move. */
function member(u: UnitState, l: Label, i: number): UnitState {
  const { roadBonus: _r, ...rest } = u;
  const bonus = l.bonus[i];
  return {
    ...rest,
    hex: l.hex,
    mp: l.mp[i] as number,
    acted: u.acted || l.moved,
    ...(bonus !== undefined ? { roadBonus: bonus } : {}),
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
  const units = ids.map((id) => state.units[id] as UnitState);
  const b = rules.board;
  const start: Label = {
    hex: units[0]?.hex as string,
    mp: units.map((u) => u.mp),
    bonus: units.map((u) => u.roadBonus),
    moved: false,
  };
  const labels = new Map<string, Label[]>([[start.hex, [start]]]);
  const open: Label[] = [start];
  while (open.length > 0) {
    const cur = open.pop() as Label;
    if (!(labels.get(cur.hex) ?? []).includes(cur)) continue;
    for (const n of neighbors(b.hex(cur.hex))) {
      if (!b.inMap(n)) continue;
      const to = b.id(n);
      const mp: number[] = [];
      const bonus: (number | undefined)[] = [];
      let ok = true;
      for (let i = 0; i < units.length && ok; i++) {
        const c = stepCost(rules, state, member(units[i] as UnitState, cur, i), to);
        ok = c.ok;
        mp.push((cur.mp[i] as number) - (c.forfeit ?? 0) - c.cost);
        bonus.push(c.forfeit ? undefined : cur.bonus[i]);
      }
      if (!ok) continue;
      const next: Label = { hex: to, mp, bonus, moved: true, before: cur };
      const here = labels.get(to) ?? [];
      if (to === start.hex || here.some((l) => covers(l, next))) continue;
      labels.set(to, [...here.filter((l) => !covers(next, l)), next]);
      open.push(next);
    }
  }
  const v = view(rules, state);
  const limit = constant(rules.ctx, 'stacking-companies');
  const side = units[0]?.side;
  for (const [hex, list] of labels) {
    if (hex === start.hex) continue;
    const best = list.reduce((p, q) => (Math.min(...q.mp) > Math.min(...p.mp) ? q : p));
    const path: string[] = [];
    for (let l: Label | undefined = best; l && l !== start; l = l.before) path.unshift(l.hex);
    const stacking = stackValue(rules, [...v.at(hex).filter((u) => u.side === side && !ids.includes(u.id)), ...units]);
    const cost = Math.max(...units.map((u, i) => u.mp - (best.mp[i] as number)));
    out.set(hex, { hex, cost, left: Math.min(...best.mp), path, stacking, overstacked: stacking > limit });
  }
  return out;
}

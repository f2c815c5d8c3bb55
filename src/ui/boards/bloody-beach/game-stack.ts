import { hexKey } from '../../../boards/hex/index.ts';
import type { RulesContext } from '../../../engine/index.ts';
import { makeRules } from '../../../systems/bloody-beach/game/rules.ts';
import { stackReach, type StackReach } from '../../../systems/bloody-beach/game/stack-reach.ts';
import type { GameState } from '../../../systems/bloody-beach/game/state.ts';
import type { Board } from '../../../systems/bloody-beach/map/board.ts';
import type { MapDoc } from '../../../systems/bloody-beach/map/types.ts';
import type { Reach } from './movement.ts';
import { isGameState } from './road-bonus.ts';
import type { Member } from './stack-move.ts';

/** A member not yet activated, as activating it now would leave it: its points and any road bonus among them (7.5.2). */
export interface FreshStart {
  readonly mp: number;
  readonly roadBonus?: number;
}

/**
 * Where a stack moving together can get, from the game's own rule (stackReach: every member pays its own way,
 * the most restricted one rules, stacking counted at the destination). Members listed in `fresh` are taken as
 * activated now with the points given, so the reach can be previewed before the activation. Undefined when no
 * game is kept or the stack may not move.
 */
export function stackReachInGame(
  ctx: RulesContext,
  doc: MapDoc,
  state: unknown,
  ids: readonly string[],
  fresh: Readonly<Record<string, FreshStart>> = {},
): Map<string, StackReach> | undefined {
  if (!isGameState(state)) return undefined;
  const units = { ...state.units };
  for (const [id, f] of Object.entries(fresh)) {
    const u = units[id];
    if (!u) continue;
    const { roadBonus: _old, ...rest } = u;
    units[id] = {
      ...rest,
      activated: true,
      acted: false,
      mp: f.mp,
      ...(f.roadBonus ? { roadBonus: f.roadBonus } : {}),
    };
  }
  const s: GameState = { ...state, units };
  try {
    const reach = stackReach(makeRules(ctx, doc), s, ids);
    return reach.size > 0 ? reach : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The board's reach for a stack (the map shading and its numbers), from the game's own stack rule: for each hex
 * the cheapest way there and the points of the member that spends most, and the printed hexes where the stack
 * would be over the stacking limit (7.2.3). Members not yet activated are previewed as activating now would
 * leave them.
 */
export function stackPlan(
  members: readonly Member[],
  board: Board,
  ctx: RulesContext,
  doc: MapDoc,
  state: unknown,
): { reach: Map<string, Reach>; over: Set<string> } {
  const reach = new Map<string, Reach>();
  const over = new Set<string>();
  const lead = members[0]?.counter;
  if (!lead) return { reach, over };
  const fresh: Record<string, FreshStart> = {};
  for (const m of members)
    if (!m.counter.activated)
      fresh[m.counter.id] = {
        mp: m.allowance,
        ...(m.world.roadBonus?.extra ? { roadBonus: m.world.roadBonus.extra } : {}),
      };
  const found = stackReachInGame(
    ctx,
    doc,
    state,
    members.map((m) => m.counter.id),
    fresh,
  );
  const start: Reach = { cost: 0, lost: 0, bonus: false, hex: lead.hex };
  for (const r of found?.values() ?? []) {
    let before = start;
    for (const id of r.path.slice(0, -1)) before = { cost: 0, lost: 0, bonus: false, hex: board.hex(id), before };
    reach.set(hexKey(board.hex(r.hex)), { cost: r.cost, lost: 0, bonus: false, hex: board.hex(r.hex), before });
    if (r.overstacked) over.add(r.hex);
  }
  return { reach, over };
}

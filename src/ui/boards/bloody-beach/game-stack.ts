import type { RulesContext } from '../../../engine/index.ts';
import { makeRules } from '../../../systems/bloody-beach/game/rules.ts';
import { stackReach, type StackReach } from '../../../systems/bloody-beach/game/stack-reach.ts';
import type { GameState } from '../../../systems/bloody-beach/game/state.ts';
import type { MapDoc } from '../../../systems/bloody-beach/map/types.ts';
import { isGameState } from './road-bonus.ts';

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
export function stackReachInGame(ctx: RulesContext, doc: MapDoc, state: unknown, ids: readonly string[], fresh: Readonly<Record<string, FreshStart>> = {}): Map<string, StackReach> | undefined {
  if (!isGameState(state)) return undefined;
  const units = { ...state.units };
  for (const [id, f] of Object.entries(fresh)) {
    const u = units[id];
    if (!u) continue;
    const { roadBonus: _old, ...rest } = u;
    units[id] = { ...rest, activated: true, acted: false, mp: f.mp, ...(f.roadBonus ? { roadBonus: f.roadBonus } : {}) };
  }
  const s: GameState = { ...state, units };
  try {
    const reach = stackReach(makeRules(ctx, doc), s, ids);
    return reach.size > 0 ? reach : undefined;
  } catch {
    return undefined;
  }
}

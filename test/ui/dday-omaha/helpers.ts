import { makeContext, Rng, type RulesContext } from '../../../src/engine/index.ts';
import { omahaTyped, system } from '../../../src/systems/dday-omaha/index.ts';
import type { Action } from '../../../src/systems/dday-omaha/game/actions.ts';
import type { GameState } from '../../../src/systems/dday-omaha/game/state.ts';

export const ctx: RulesContext = makeContext(system.tables, system.settings);
export const game = omahaTyped;

/** A new game with the actions played in order (each must be legal). */
export function play(actions: readonly Action[], options: Record<string, boolean> = {}): GameState {
  const rng = Rng.fromSeed('board');
  let s = game.setup(options, rng, ctx);
  for (const a of actions) {
    const why = game.check(s, a, ctx);
    if (why) throw new Error(`${a.type}: ${why}`);
    s = game.apply(s, a, rng, ctx);
  }
  return s;
}

export const ashore = (id: string, hex = 'beach 1'): Action => ({ type: 'set-unit', id, patch: { where: 'map', hex, terrain: 'beach' } });

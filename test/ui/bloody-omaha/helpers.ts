import { Rng } from '../../../src/engine/index.ts';
import { check, newGame } from '../../../src/systems/bloody-omaha/game/game.ts';
import { legalActions } from '../../../src/systems/bloody-omaha/game/legal.ts';
import type { Action, State } from '../../../src/systems/bloody-omaha/game/types.ts';
import { ctx, data, place as placeUnit, unitAt } from '../../systems/bloody-omaha/helpers.ts';

export { blank, ctx, data, token } from '../../systems/bloody-omaha/helpers.ts';

export function fresh(seed = 'board'): State {
  return newGame(Rng.fromSeed(seed), ctx);
}

/** Puts a unit on a square (or in the box), also setting whether it is pinned. */
export function place(s: State, unit: string, loc: string, disrupted = false, pinned = false): void {
  placeUnit(s, unit, loc, disrupted);
  unitAt(s, unit).pinned = pinned;
}

export const legal = (s: State): Action[] => legalActions(s, data, ctx);
export const checker =
  (s: State) =>
  (a: Action): string | undefined =>
    check(s, a, ctx);

/** Bloody Omaha kept whole by Umpire: a pure reducer over JSON state (GameDefinition). */
import type { RollPreview, Rng, RulesContext } from '../../../engine/index.ts';
import { defineGame, type AnyGame } from '../../types.ts';
import { scenario } from '../scenario.ts';
import { gameData } from './data.ts';
import { legalActions } from './legal.ts';
import { parseAction } from './parse.ts';
import { engineerTarget } from './actions.ts';
import { applyInPlace, checkAction } from './reducer.ts';
import { previewFor } from './rolls.ts';
import { setupState } from './setup.ts';
import { status } from './status.ts';
import { cloneState, type Action, type State } from './types.ts';

export class IllegalActionError extends Error {
  override name = 'IllegalActionError';
}

export function newGame(rng: Rng, ctx: RulesContext): State {
  return setupState(gameData(ctx), rng);
}

export function check(s: State, a: Action, ctx: RulesContext): string | undefined {
  return checkAction(s, gameData(ctx), ctx, a);
}

/** A new state with the action applied; the input is never changed. Throws on an illegal action. */
export function apply(s: State, a: Action, rng: Rng, ctx: RulesContext): State {
  const d = gameData(ctx);
  const why = checkAction(s, d, ctx, a);
  if (why) throw new IllegalActionError(`${a.type}: ${why}`);
  const next = cloneState(s);
  applyInPlace(next, d, ctx, rng, a);
  return next;
}

/** The roll a legal action would make now: its procedure and inputs, for the odds shown before it. */
export function rollFor(s: State, a: Action, ctx: RulesContext): RollPreview | undefined {
  const d = gameData(ctx);
  if (checkAction(s, d, ctx, a) !== undefined) return undefined;
  return previewFor(s, d, a, (sq) => engineerTarget(s, d, sq));
}

export const game: AnyGame = defineGame<State, Action>({
  setup: (_options, rng, ctx) => newGame(rng, ctx),
  check,
  apply,
  legalActions: (s, ctx) => legalActions(s, gameData(ctx), ctx),
  status: (s) => status(s, scenario.rules.turns.value),
  parseAction,
  tell: (_before, after) => after.log,
  rollFor,
});

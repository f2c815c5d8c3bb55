import { defineGame } from '../../types.ts';
import { applyAction } from './apply.ts';
import { checkAction, legalActions } from './legal.ts';
import { parseAction } from './parse-action.ts';
import { makeRules } from './rules.ts';
import { setupGame } from './setup.ts';
import type { Action, GameState } from './state.ts';
import { gameStatus } from './status.ts';
import { tellAction } from './tell.ts';
import { rollFor } from './roll-for.ts';

export const game = defineGame<GameState, Action>({
  setup: (_options, rng, ctx) => setupGame(makeRules(ctx), rng),
  check: (state, action, ctx) => checkAction(makeRules(ctx), state, action),
  apply: (state, action, rng, ctx) => applyAction(makeRules(ctx), state, action, rng),
  legalActions: (state, ctx) => legalActions(makeRules(ctx), state),
  status: gameStatus,
  parseAction,
  tell: (before, after, action, ctx) => tellAction(makeRules(ctx), before, after, action),
  rollFor: (state, action, ctx) => rollFor(makeRules(ctx), state, action),
});

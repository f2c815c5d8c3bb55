import type { Rng, RulesContext } from '../../../engine/index.ts';
import { defineGame } from '../../types.ts';
import { activate, endActivation, firstLanding, landWave, pass, reinforce, rollInitiative } from './command.ts';
import { fire, move, unpin } from './combat.ts';
import { checkAction, legalActions } from './legal.ts';
import { parseAction } from './parse-action.ts';
import { makeRules } from './rules.ts';
import { setupGame } from './setup.ts';
import type { Action, GameState } from './state.ts';
import { gameStatus } from './status.ts';

/** Applies a legal action; never mutates `state`. */
export function applyAction(ctx: RulesContext, state: GameState, a: Action, rng: Rng): GameState {
  const rules = makeRules(ctx);
  switch (a.type) {
    case 'allot-supply': {
      const div = state.formations['us-1'];
      const reg = state.formations[a.formation];
      if (!div || !reg) return state;
      return { ...state, formations: { ...state.formations, 'us-1': { ...div, supply: div.supply - a.points }, [a.formation]: { ...reg, supply: reg.supply + a.points } }, log: [...state.log, `${a.points} supply from the 1st Division to ${a.formation}, no check (4.3.4)`] };
    }
    case 'end-planning':
      return { ...state, phase: 'action', log: [...state.log, 'Action Phase'] };
    case 'land-first-wave':
      return firstLanding(rules, state, a.dice, rng);
    case 'initiative':
      return rollInitiative(rules, state, a.dice, rng);
    case 'pass':
      return pass(rules, state);
    case 'activate':
      return activate(rules, state, a.formation, a.dice, rng);
    case 'land-wave':
      return landWave(rules, state, a.formation, a.dice, rng);
    case 'move':
      return move(rules, state, a.unit, a.to);
    case 'fire':
      return fire(rules, state, a.unit, a.target, a.dice, rng);
    case 'unpin':
      return unpin(rules, state, a.unit, a.dice, rng);
    case 'reinforce':
      return reinforce(rules, state, a.dice, rng);
    case 'end-activation':
      return endActivation(rules, state);
  }
}

export const game = defineGame<GameState, Action>({
  setup: (_options, rng, ctx) => setupGame(makeRules(ctx), rng),
  check: (state, action, ctx) => checkAction(makeRules(ctx), state, action),
  apply: (state, action, rng, ctx) => applyAction(ctx, state, action, rng),
  legalActions: (state, ctx) => legalActions(makeRules(ctx), state),
  status: gameStatus,
  parseAction,
});

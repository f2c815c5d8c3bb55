import { makeContext, type Rng, type RulesContext } from '../../../engine/index.ts';
import type { GameResult, Simulator } from '../../types.ts';
import type { CrowbarAction } from '../game/actions.ts';
import { run } from '../game/flow.ts';
import { actionKey, legalActions, step } from '../game/legal.ts';
import { fastChoice } from './fast-policy.ts';
import { Roller } from '../game/roller.ts';
import { rulesFor, type Rules } from '../game/rules.ts';
import { newGame } from '../game/setup.ts';
import type { CrowbarState } from '../game/types.ts';
import { choose, POLICIES, type PolicyName } from './policies.ts';
import { tables } from '../tables.ts';
import { settings } from '../rules-notes.ts';

let defaultCtx: RulesContext | undefined;
function ctx(): RulesContext {
  if (!defaultCtx) defaultCtx = makeContext(tables, settings);
  return defaultCtx;
}

/**
 * The policy's next action: decided straight from the state where the fast policy can, else picked from the
 * listed legal actions. Never changes `g`; the simulator and the public-reducer replay in the tests both call it.
 */
export function decide(policy: PolicyName, g: CrowbarState, R: Rules, rng: Rng, verify = false): CrowbarAction {
  const fast = policy === 'random' ? undefined : fastChoice(policy, g, R);
  if (fast) {
    if (verify) {
      const k = actionKey(fast);
      if (!legalActions(g, R).some((x) => actionKey(x) === k))
        throw new Error(
          `crowbar: policy ${policy} chose an illegal ${JSON.stringify(fast)} at ${g.stack[g.stack.length - 1]?.k}`,
        );
    }
    return fast;
  }
  const legal = legalActions(g, R);
  if (!legal.length) throw new Error(`crowbar: no legal action at ${g.stack[g.stack.length - 1]?.k ?? 'empty stack'}`);
  return choose(policy, g, R, legal, rng);
}

/**
 * Plays one whole solitaire game with a policy; every die from `rng`. The game is changed in place by the same
 * `step` the public `apply` runs on its copy, with the log off: the same game, without a copy per action.
 */
export function playOne(
  rng: Rng,
  policy: PolicyName,
  context: RulesContext = ctx(),
  maxActions = 20000,
  verify = false,
): { state: CrowbarState; actions: number } {
  const R = rulesFor(context);
  const g = newGame(R, rng, 'solitaire');
  g.logOn = false;
  const roller = new Roller(rng);
  run(g, R, roller);
  let n = 0;
  while (g.phase !== 'over' && n < maxActions) {
    step(g, R, roller, decide(policy, g, R, rng, verify));
    n++;
  }
  return { state: g, actions: n };
}

export const simulator: Simulator = {
  defaultPolicy: 'cautious',
  policies: POLICIES,
  playGame(rng: Rng, policy: string, context?: RulesContext): GameResult {
    const { state } = playOne(rng, policy as PolicyName, context);
    const over = state.over;
    return { victoryLevel: over?.level ?? 'Unfinished', vp: over?.vp ?? 0, turns: state.turn };
  },
};

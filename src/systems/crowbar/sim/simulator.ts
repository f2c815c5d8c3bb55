import { makeContext, type Rng, type RulesContext } from '../../../engine/index.ts';
import type { GameResult, Simulator } from '../../types.ts';
import type { CrowbarAction } from '../game/actions.ts';
import { run } from '../game/flow.ts';
import { actionKey, legalActions, step } from '../game/legal.ts';
import { fastChoice } from './fast-policy.ts';
import { Roller } from '../game/roller.ts';
import { rulesFor } from '../game/rules.ts';
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

/** Plays one whole solitaire game in place (no cloning, no log) with a policy; every die from `rng`. */
export function playOne(rng: Rng, policy: PolicyName, context: RulesContext = ctx(), maxActions = 20000, verify = false): { state: CrowbarState; actions: number } {
  const R = rulesFor(context);
  const g = newGame(R, rng, 'solitaire');
  g.logOn = false;
  const roller = new Roller(rng);
  run(g, R, roller);
  let n = 0;
  while (g.phase !== 'over' && n < maxActions) {
    let a: CrowbarAction | undefined = policy === 'random' ? undefined : fastChoice(policy, g, R, rng);
    if (a && verify) {
      const k = actionKey(a);
      if (!legalActions(g, R).some((x) => actionKey(x) === k)) throw new Error(`crowbar: policy ${policy} chose an illegal ${JSON.stringify(a)} at ${g.stack[g.stack.length - 1]?.k}`);
    }
    if (!a) {
      const legal = legalActions(g, R);
      if (!legal.length) throw new Error(`crowbar: no legal action at ${g.stack[g.stack.length - 1]?.k ?? 'empty stack'}`);
      a = choose(policy, g, R, legal, rng);
    }
    step(g, R, roller, a);
    n++;
  }
  return { state: g, actions: n };
}

export const simulator: Simulator = {
  defaultPolicy: 'cautious',
  policies: POLICIES,
  playGame(rng: Rng, policy: string): GameResult {
    const { state } = playOne(rng, policy as PolicyName);
    const over = state.over;
    return { victoryLevel: over?.level ?? 'Unfinished', vp: over?.vp ?? 0, turns: state.turn };
  },
};

import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/index.ts';
import { actionKey, legalActions } from '../../../src/systems/crowbar/game/legal.ts';
import { hasLos } from '../../../src/systems/crowbar/game/fire.ts';
import { sp } from '../../../src/systems/crowbar/map/grid.ts';
import { fastChoice } from '../../../src/systems/crowbar/sim/fast-policy.ts';
import { choose, type PolicyName } from '../../../src/systems/crowbar/sim/policies.ts';
import type { CrowbarState } from '../../../src/systems/crowbar/game/types.ts';
import { blankGame, eachDecision, german, put, R } from './helpers.ts';

/** The listed-actions policy's pick (its generator is only drawn from when a single action is legal). */
function listedChoice(policy: PolicyName, g: CrowbarState): string {
  return actionKey(choose(policy, g, R, legalActions(g, R), Rng.fromSeed('unused')));
}

/** Plays `games` whole games per policy, in place, calling `visit` before every decision. */
function eachPolicyDecision(seed: string, games: number, visit: (policy: PolicyName, g: CrowbarState) => void): void {
  for (const policy of ['cautious', 'aggressive'] as const)
    for (let k = 0; k < games; k++) eachDecision(`${seed}:${policy}:${k}`, (g) => visit(policy, g), policy);
}

describe('the fast fire decision picks what the listed-actions policy picks', () => {
  it('the first target of highest value in sight with dice to throw', () => {
    const { g } = blankGame('fast-fire');
    const r = put(g, 6, 8, { sp: 6 });
    const hidden = german(g, 'grenadier-5', 6, 10, { reduced: true });
    german(g, 'grenadier-3', 6, 9);
    const noDice = german(g, 'mg', 9, 8, { reduced: true });
    const best = german(g, 'grenadier-5', 7, 9);
    german(g, 'grenadier-5', 5, 9);
    g.stack = [{ k: 'fire', firers: [r.col], lowAmmo: false, bonusCommander: null, halves: {} }];
    // The two worth most are passed over: one out of sight behind the Grenadier 3, one in sight without a die.
    expect(hasLos(g, R, sp(6, 8), sp(hidden.col, hidden.row))).toBe(false);
    expect(hasLos(g, R, sp(6, 8), sp(noDice.col, noDice.row))).toBe(true);
    expect(fastChoice('cautious', g, R)).toEqual({ type: 'fire', target: best.id });
    expect(listedChoice('cautious', g)).toBe(actionKey({ type: 'fire', target: best.id }));
  });

  it('at every fire decision of played games', () => {
    let checked = 0;
    eachPolicyDecision('fast-fire', 4, (policy, g) => {
      if (g.stack[g.stack.length - 1]?.k !== 'fire') return;
      const fast = fastChoice(policy, g, R);
      expect(fast && actionKey(fast)).toBe(listedChoice(policy, g));
      checked++;
    });
    expect(checked).toBeGreaterThan(100);
  });
});

describe('the fast policy hands out shared actions', () => {
  it('an activation names its own column and a fire its own target, the same object every time', () => {
    const { g } = blankGame('fast-shared');
    for (const c of g.commanders) c.used = true;
    const r = put(g, 6, 8, { sp: 6 });
    for (const x of g.rangers) if (x && x !== r) x.activated = true;
    g.activeCompany = r.company;
    g.stack = [{ k: 'select' }];
    const activate = fastChoice('cautious', g, R);
    expect(activate).toEqual({ type: 'activate', col: 6 });
    expect(fastChoice('cautious', g, R)).toBe(activate);
    const first = german(g, 'grenadier-5', 6, 9, { reduced: true });
    const second = german(g, 'grenadier-3', 7, 9);
    g.stack = [{ k: 'fire', firers: [r.col], lowAmmo: false, bonusCommander: null, halves: {} }];
    const fire = fastChoice('cautious', g, R);
    expect(fire).toEqual({ type: 'fire', target: first.id });
    expect(fastChoice('cautious', g, R)).toBe(fire);
    g.germans = g.germans.filter((u) => u !== first);
    expect(fastChoice('cautious', g, R)).toEqual({ type: 'fire', target: second.id });
  });

  it('at every decision of played games, each shared action is legal there and one object per action', () => {
    const sharedTypes = new Set(['activate', 'fire', 'order-fire', 'select-company', 'reroll', 'choose', 'cc-bonus']);
    const byKey = new Map<string, object>();
    eachPolicyDecision('fast-shared', 3, (policy, g) => {
      const fast = fastChoice(policy, g, R);
      if (!fast || !sharedTypes.has(fast.type)) return;
      const key = actionKey(fast);
      expect(legalActions(g, R).map(actionKey)).toContain(key);
      if (!byKey.has(key)) byKey.set(key, fast);
      expect(fast).toBe(byKey.get(key));
    });
    for (const type of sharedTypes) expect([...byKey.keys()].some((k) => k.includes(`"type":"${type}"`))).toBe(true);
  });
});

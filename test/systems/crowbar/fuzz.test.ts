import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/index.ts';
import { system } from '../../../src/systems/crowbar/index.ts';
import {
  crowbarGame,
  parseCrowbarAction,
  type CrowbarAction,
  type CrowbarState,
} from '../../../src/systems/crowbar/game/index.ts';
import { legalActions, step } from '../../../src/systems/crowbar/game/legal.ts';
import { Roller } from '../../../src/systems/crowbar/game/roller.ts';
import { newGame } from '../../../src/systems/crowbar/game/setup.ts';
import { run } from '../../../src/systems/crowbar/game/flow.ts';
import { playOne } from '../../../src/systems/crowbar/sim/simulator.ts';
import type { Mode } from '../../../src/systems/crowbar/game/types.ts';
import { ctx, R } from './helpers.ts';

const context = ctx();

describe('fuzz: random legal actions', () => {
  it('through the public GameDefinition: never a dead end, never mutates its input, ends', () => {
    const game = crowbarGame;
    const rng = Rng.fromSeed('fuzz-public');
    let s: CrowbarState = game.setup({ mode: 'solitaire' }, rng, context);
    let n = 0;
    while (!game.status(s).over) {
      const legal = game.legalActions(s, context);
      expect(legal.length, `dead end at ${JSON.stringify(s.stack[s.stack.length - 1])}`).toBeGreaterThan(0);
      const a = legal[rng.int(legal.length)] as CrowbarAction;
      expect(game.check(s, a, context)).toBeUndefined();
      expect(parseCrowbarAction(JSON.parse(JSON.stringify(a)))).toEqual(a);
      const before = n < 300 ? JSON.stringify(s) : '';
      const next = game.apply(s, a, rng, context);
      if (before) expect(JSON.stringify(s)).toBe(before);
      s = next;
      n++;
      expect(n).toBeLessThan(20000);
    }
    expect(s.over?.level).toBeTruthy();
    expect(game.legalActions(s, context)).toEqual([]);
    expect(game.check(s, { type: 'end-turn' }, context)).toMatch(/over/);
  });

  it('refuses an illegal action and says why', () => {
    const rng = Rng.fromSeed('illegal');
    const s = crowbarGame.setup({}, rng, context);
    expect(crowbarGame.check(s, { type: 'roll', die: 'red' }, context)).toMatch(/not a choice now/);
    expect(() => crowbarGame.apply(s, { type: 'roll', die: 'red' }, rng, context)).toThrow(/illegal/);
    expect(() => parseCrowbarAction({ type: 'roll', die: 'purple' })).toThrow(/die/);
    expect(() => parseCrowbarAction({ type: 'nope' })).toThrow(/action.type/);
  });

  for (const mode of ['solitaire', 'coop3', 'coop2', 'versus2'] as Mode[]) {
    it(`plays many ${mode} games to the end with random choices`, () => {
      const rng = Rng.fromSeed(`fuzz-${mode}`);
      let total = 0;
      const games = mode === 'solitaire' ? 25 : 8;
      for (let k = 0; k < games; k++) {
        const g = newGame(R, rng, mode);
        g.logOn = false;
        const roller = new Roller(rng);
        run(g, R, roller);
        let n = 0;
        while (g.phase !== 'over') {
          const legal = legalActions(g, R);
          if (!legal.length) throw new Error(`${mode}: dead end at ${JSON.stringify(g.stack[g.stack.length - 1])}`);
          step(g, R, roller, legal[rng.int(legal.length)] as CrowbarAction);
          n++;
          if (n > 30000) throw new Error(`${mode}: endless game`);
        }
        total += n;
        expect(g.over?.reason).toMatch(/time|relief/);
        expect(g.rangers.every((r) => r === null || (r.sp >= 1 && r.sp <= 10 && r.row >= 0 && r.row <= 15))).toBe(true);
      }
      expect(total).toBeGreaterThan(games * 100);
    });
  }
});

describe('simulator', () => {
  it('is deterministic for a seed and documents its policies', () => {
    const sim = system.simulator;
    if (!sim) throw new Error('no simulator');
    expect(sim.policies.map((p) => p.name)).toEqual(['cautious', 'aggressive', 'random']);
    for (const policy of ['cautious', 'aggressive', 'random']) {
      const a = Rng.fromSeed('det');
      const b = Rng.fromSeed('det');
      const ra = [0, 1, 2].map(() => sim.playGame(a, policy));
      const rb = [0, 1, 2].map(() => sim.playGame(b, policy));
      expect(ra).toEqual(rb);
      expect(ra.every((r) => r.turns >= 1 && r.victoryLevel !== 'Unfinished')).toBe(true);
    }
  });

  it('the fast policies only ever choose legal actions', () => {
    const rng = Rng.fromSeed('verify');
    for (let k = 0; k < 6; k++) {
      for (const policy of ['cautious', 'aggressive'] as const) {
        const { state } = playOne(rng, policy, context, 20000, true);
        expect(state.phase).toBe('over');
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/index.ts';
import { crowbarGame, type CrowbarState } from '../../../src/systems/crowbar/game/index.ts';
import { countOnHighway } from '../../../src/systems/crowbar/game/core.ts';
import { run } from '../../../src/systems/crowbar/game/flow.ts';
import { step } from '../../../src/systems/crowbar/game/legal.ts';
import { Roller } from '../../../src/systems/crowbar/game/roller.ts';
import { newGame } from '../../../src/systems/crowbar/game/setup.ts';
import { decide } from '../../../src/systems/crowbar/sim/simulator.ts';
import type { PolicyName } from '../../../src/systems/crowbar/sim/policies.ts';
import { blankGame, ctx, R, ranger } from './helpers.ts';

/** What `g.onHighway` must hold: the units on their own Company's Highway spaces, counted from the units. */
function counted(g: CrowbarState): Record<'easy' | 'dog' | 'fox', number> {
  return countOnHighway(g, R, { easy: 0, dog: 0, fox: 0 }, 0);
}

describe('P-6: the count of units on their own Highway spaces kept in the state', () => {
  for (const policy of ['cautious', 'aggressive'] as PolicyName[]) {
    it(`equals a count from the units after every decision of played games (${policy})`, () => {
      let seen = 0;
      for (let game = 0; game < 6; game++) {
        const rng = Rng.fromSeed(`highway:${policy}:${game}`);
        const g = newGame(R, rng, 'solitaire');
        g.logOn = false;
        const roller = new Roller(rng);
        run(g, R, roller);
        while (g.phase !== 'over') {
          step(g, R, roller, decide(policy, g, R, rng));
          expect(g.onHighway).toEqual(counted(g));
          seen += g.onHighway.easy + g.onHighway.dog + g.onHighway.fox;
        }
      }
      // The games did reach the Highway, so the count was put to the test.
      expect(seen).toBeGreaterThan(0);
    });
  }

  it('is worked out again for a saved state that lacks it or holds a stale one (an older session)', () => {
    const { g, rng } = blankGame('highway-saved');
    g.ca.pos = 4;
    // Three Dog units on their own Highway spaces, moved without the game's steps, as in a state from elsewhere.
    for (const col of [5, 6, 7]) {
      const r = ranger(g, col);
      r.row = R.k['highway-row'];
      r.lca = 'none';
      r.rally = 5;
    }
    const saved = JSON.parse(JSON.stringify(g)) as Partial<CrowbarState>;
    delete saved.onHighway;
    const stale = { ...saved, onHighway: { easy: 0, dog: 0, fox: 0 } };
    for (const state of [saved, stale]) {
      const after = crowbarGame.apply(state as CrowbarState, { type: 'select-company', company: 'easy' }, rng, ctx());
      expect(after.onHighway).toEqual({ easy: 0, dog: 3, fox: 0 });
      expect(after.roadblockPulled.dog).toBe(true);
      expect(after.ca.pos).toBe(3);
    }
  });
});

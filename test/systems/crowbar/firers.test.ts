import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/index.ts';
import { firers, hasFirer } from '../../../src/systems/crowbar/game/chits.ts';
import { step } from '../../../src/systems/crowbar/game/legal.ts';
import { Roller } from '../../../src/systems/crowbar/game/roller.ts';
import { newGame } from '../../../src/systems/crowbar/game/setup.ts';
import { run } from '../../../src/systems/crowbar/game/flow.ts';
import { COMPANIES } from '../../../src/systems/crowbar/game/types.ts';
import { decide } from '../../../src/systems/crowbar/sim/simulator.ts';
import { blankGame, german, put, R } from './helpers.ts';

describe('L-1 units able to fire: whether any is, found without listing them', () => {
  it('looks past a unit with no target to the next of its Company, and keeps to the columns given', () => {
    const { g } = blankGame('has-firer');
    put(g, 5, 8);
    put(g, 8, 6);
    german(g, 'grenadier-4', 8, 7);
    german(g, 'grenadier-4', 1, 14);
    expect(firers(g, R, 'dog')).toEqual([8]);
    expect(hasFirer(g, R, 'dog')).toBe(true);
    expect(hasFirer(g, R, 'dog', [5, 6])).toBe(false);
    expect(hasFirer(g, R, 'easy')).toBe(false);
  });

  it('agrees with the list for every Company at every decision of a played game', () => {
    const rng = Rng.fromSeed('has-firer:game');
    const g = newGame(R, rng, 'solitaire');
    g.logOn = false;
    const roller = new Roller(rng);
    run(g, R, roller);
    let found = 0;
    for (let n = 0; g.phase !== 'over' && n < 20000; n++) {
      for (const c of COMPANIES) {
        const any = firers(g, R, c).length > 0;
        expect(hasFirer(g, R, c)).toBe(any);
        if (any) found++;
      }
      step(g, R, roller, decide('cautious', g, R, rng));
    }
    expect(found).toBeGreaterThan(0);
  });
});

import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/index.ts';
import { applyInPlace } from '../../../src/systems/bloody-omaha/game/reducer.ts';
import { hush } from '../../../src/systems/bloody-omaha/game/say.ts';
import { playOne } from '../../../src/systems/bloody-omaha/sim/simulator.ts';
import { ctx, data, overstackedOnB04, unitAt } from './helpers.ts';

/** The simulator plays hushed (no words made); what happens must not depend on whether anyone listens. */
describe('a hushed game plays as a told one', () => {
  it('an over-stacked unit that chooses to flip is flipped, told or not (6.4b)', () => {
    const s = overstackedOnB04();
    hush(s);
    applyInPlace(s, data, ctx, Rng.fromSeed('hushed'), { type: 'overstack', choice: 'disrupt' });
    expect(unitAt(s, '1/16')).toMatchObject({ loc: 'B04', disrupted: true });
    expect(s.log).toEqual([]);
  });

  it('whole games end in the same state, with the dice drawn to the same place', () => {
    for (const policy of ['assault', 'random']) {
      for (let g = 0; g < 4; g++) {
        const quiet = Rng.fromSeed(`hushed:${policy}:${g}`);
        const told = Rng.fromSeed(`hushed:${policy}:${g}`);
        const a = playOne(quiet, policy, ctx).state;
        const b = playOne(told, policy, ctx, false, () => undefined).state;
        expect({ ...a, log: [] }).toEqual({ ...b, log: [] });
        expect(quiet.int(1_000_000)).toBe(told.int(1_000_000));
      }
    }
  });
});

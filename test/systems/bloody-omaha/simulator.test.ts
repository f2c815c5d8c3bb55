import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/index.ts';
import { system } from '../../../src/systems/bloody-omaha/index.ts';
import { playOne } from '../../../src/systems/bloody-omaha/sim/simulator.ts';
import { ctx } from './helpers.ts';

describe('simulator', () => {
  it('is deterministic for a seed', () => {
    const sim = system.simulator!;
    const run = (): unknown[] => {
      const rng = Rng.fromSeed('sim');
      return Array.from({ length: 20 }, () => sim.playGame(rng, 'assault'));
    };
    const a = run();
    expect(run()).toEqual(a);
    const other = Array.from({ length: 20 }, (_, i) => sim.playGame(Rng.fromSeed(`other${i}`), 'assault'));
    expect(other).not.toEqual(a);
  });

  it('every policy plays only legal actions to the end of turn 10', () => {
    for (const policy of ['assault', 'probe-first']) {
      const rng = Rng.fromSeed(policy);
      for (let i = 0; i < 30; i++) {
        const { state } = playOne(rng, policy, ctx, true);
        expect(state.phase).toBe('over');
        expect(state.turn).toBe(10);
      }
    }
    const { state } = playOne(Rng.fromSeed('r'), 'random', ctx, true);
    expect(state.result).not.toBeNull();
  });

  it('documents its policies', () => {
    expect(system.simulator?.policies.map((p) => p.name)).toEqual(['assault', 'probe-first', 'random']);
    expect(system.simulator?.defaultPolicy).toBe('assault');
  });
});

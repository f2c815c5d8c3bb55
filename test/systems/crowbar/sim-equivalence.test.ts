import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/index.ts';
import { crowbarGame, type CrowbarState } from '../../../src/systems/crowbar/game/index.ts';
import { decide, playOne } from '../../../src/systems/crowbar/sim/simulator.ts';
import type { PolicyName } from '../../../src/systems/crowbar/sim/policies.ts';
import { BEACH, colOf, lineNearSpace, rowOf, segmentTouches, sp } from '../../../src/systems/crowbar/map/grid.ts';
import { ctx, R } from './helpers.ts';

const context = ctx();

/** The state without its log (the simulator plays with the log off). */
function withoutLog(s: CrowbarState): Omit<CrowbarState, 'log' | 'logOn'> {
  const { log: _log, logOn: _logOn, ...rest } = s;
  void _log;
  void _logOn;
  return rest;
}

/** One game through the public reducer: setup, then for each decision the policy's pick and `apply` (a copy each time). */
function viaPublicApply(seed: string, policy: PolicyName): { state: CrowbarState; actions: number; rng: Rng } {
  const rng = Rng.fromSeed(seed);
  let s = crowbarGame.setup({ mode: 'solitaire' }, rng, context);
  let n = 0;
  while (s.phase !== 'over' && n < 20000) {
    const a = decide(policy, s, R, rng);
    const next = crowbarGame.apply(s, a, rng, context);
    expect(next).not.toBe(s);
    s = next;
    n++;
  }
  return { state: s, actions: n, rng };
}

describe('simulator: the in-place fast path plays exactly the games of the public reducer', () => {
  const cases: [PolicyName, number][] = [
    ['cautious', 4],
    ['aggressive', 3],
    ['random', 2],
  ];
  for (const [policy, games] of cases) {
    it(`${policy}: ${games} seeded games end in identical states, with the dice stream at the same place`, () => {
      for (let k = 0; k < games; k++) {
        const seed = `equivalence:${policy}:${k}`;
        const simRng = Rng.fromSeed(seed);
        const sim = playOne(simRng, policy, context);
        const pub = viaPublicApply(seed, policy);
        expect(sim.state.phase).toBe('over');
        expect(sim.actions).toBe(pub.actions);
        expect(withoutLog(sim.state)).toEqual(withoutLog(pub.state));
        expect(simRng.state()).toEqual(pub.rng.state());
        // The public path told its last action (the game's end); the simulator told nothing once setup was done.
        expect(pub.state.log.some((t) => t.text.startsWith('Game over'))).toBe(true);
        expect(sim.state.log.some((t) => t.text.startsWith('Game over'))).toBe(false);
      }
    });
  }

  it('the simulator gives the same results for the same seed, game after game', () => {
    const a = Rng.fromSeed('equivalence:repeat');
    const b = Rng.fromSeed('equivalence:repeat');
    for (let k = 0; k < 5; k++)
      expect(withoutLog(playOne(a, 'cautious', context).state)).toEqual(
        withoutLog(playOne(b, 'cautious', context).state),
      );
  });
});

describe('L-2 line of sight geometry: the quick pre-check never rules out a touched space', () => {
  it('for every pair of spaces from the Beach inland, each space the segment touches passes lineNearSpace', () => {
    let touched = 0;
    for (let a = BEACH * 12; a < 192; a++) {
      for (let b = BEACH * 12; b < 192; b++) {
        const c0 = Math.min(colOf(a), colOf(b));
        const c1 = Math.max(colOf(a), colOf(b));
        const r0 = Math.min(rowOf(a), rowOf(b));
        const r1 = Math.max(rowOf(a), rowOf(b));
        for (let r = r0; r <= r1; r++) {
          for (let c = c0; c <= c1; c++) {
            const s = sp(c, r);
            if (!segmentTouches(a, b, s)) continue;
            touched++;
            if (!lineNearSpace(a, b, s)) throw new Error(`pre-check drops col ${c} row ${r} on the line ${a} to ${b}`);
          }
        }
      }
    }
    expect(touched).toBeGreaterThan(100000);
    // A corner-to-corner diagonal touches the two spaces meeting at each corner it passes.
    expect(segmentTouches(sp(1, 5), sp(3, 7), sp(2, 5))).toBe(true);
    expect(lineNearSpace(sp(1, 5), sp(3, 7), sp(3, 5))).toBe(false);
  });
});

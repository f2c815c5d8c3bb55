import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/index.ts';
import { C, game } from './scene.ts';

describe('random legal actions (fuzz)', () => {
  it(
    'play whole turns without a dead end: every action offered is accepted, and the turns go by',
    { timeout: 120_000 },
    () => {
      const rng = Rng.fromSeed('dday-fuzz');
      let s = game.setup({}, rng, C);
      const seen = new Set<string>();
      for (let i = 0; i < 700 && s.turn <= 5 && !s.over; i++) {
        const legal = game.legalActions(s, C);
        expect(legal.length).toBeGreaterThan(0);
        // Mostly forward: the phase ends a quarter of the times it may.
        const forward = legal.filter(
          (a) => a.type !== 'cancel-card' && a.type !== 'delay' && (a.type !== 'next-phase' || rng.int(4) === 0),
        );
        const a = forward.length ? forward[rng.int(forward.length)] : legal[0];
        if (!a) break;
        expect(game.check(s, a, C)).toBeUndefined();
        const next = game.apply(s, a, rng, C);
        expect(next).not.toBe(s);
        expect(next.lastReport.length).toBeGreaterThan(0);
        seen.add(a.type);
        s = next;
      }
      expect(s.turn).toBeGreaterThan(5);
      for (const t of ['land', 'enter-card', 'apply-german', 'move', 'next-phase']) expect(seen).toContain(t);
    },
  );
});

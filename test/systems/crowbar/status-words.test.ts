import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/index.ts';
import { crowbarGame, type CrowbarAction, type CrowbarState } from '../../../src/systems/crowbar/game/index.ts';
import { actionText } from '../../../src/ui/boards/crowbar/choices.ts';
import { R, ctx } from './helpers.ts';

const context = ctx();

describe('the status line of an activation', () => {
  it('counts the Movement Dice rolled in English: "1 die rolled", "2 dice rolled" (not "2 dies")', () => {
    const game = crowbarGame;
    const rng = Rng.fromSeed('status-words');
    let s: CrowbarState = game.setup({ mode: 'solitaire' }, rng, context);
    const seen = new Set<number>();
    for (let n = 0; n < 20000 && !game.status(s).over && seen.size < 2; n++) {
      const top = s.stack[s.stack.length - 1];
      if (top?.k === 'unit' && s.rolled.length > 0) {
        const line = game.status(s).prompts.join(' ');
        const want = s.rolled.length === 1 ? '(1 die rolled' : `(${s.rolled.length} dice rolled`;
        expect(line).toContain(want);
        expect(line).not.toMatch(/dies rolled/);
        seen.add(Math.min(s.rolled.length, 2));
      }
      const legal = game.legalActions(s, context);
      // Press on with a die where one may be rolled, so that activations run to several dice.
      const a = (legal.find((x) => x.type === 'roll') ?? legal[rng.int(legal.length)]) as CrowbarAction;
      s = game.apply(s, a, rng, context);
    }
    expect([...seen].sort()).toEqual([1, 2]);
  });
});

describe('the status line when every Advance is spent', () => {
  it('says "no Advances left" beside a Done button, never "0 Advances to spend or save" beside "Done spending"', () => {
    const game = crowbarGame;
    let seen = 0;
    for (const seed of ['a', 'b', 'c', 'd']) {
      const rng = Rng.fromSeed(seed);
      let s: CrowbarState = game.setup({ mode: 'solitaire' }, rng, context);
      for (let n = 0; n < 20000 && !game.status(s).over; n++) {
        const top = s.stack[s.stack.length - 1];
        const legal = game.legalActions(s, context);
        if (top?.k === 'spend' && top.pool === 0) {
          const line = game.status(s).prompts.join(' ');
          expect(line).toMatch(/: no Advances left$/);
          expect(line).not.toMatch(/\b0 Advances/);
          const done = legal.find((a) => a.type === 'end-advances');
          expect(done && actionText(s, R, done as CrowbarAction)).toBe('Done');
          seen++;
        }
        const a = (legal.find((x) => x.type === 'roll') ?? legal[rng.int(legal.length)]) as CrowbarAction;
        s = game.apply(s, a, rng, context);
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});

import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/index.ts';
import type { Action, GameState } from '../../../src/systems/bloody-beach/game/state.ts';
import { ctx, game, LANDING } from './scene.ts';
import { entryText } from '../../../src/systems/bloody-beach/game/words.ts';

/**
 * A scripted opening that reaches a fire soon after the first landing, for the browser test to follow. One
 * generator from the session seed runs the setup and every action, as a session does; dice typed into an
 * action (initiative, unpin) are used before the generator.
 */
const SEED = 'first-fire';

function playFrom(seed: string, actions: readonly Action[]): GameState {
  const rng = Rng.fromSeed(seed);
  let s = game.setup({}, rng, ctx);
  for (const a of actions) {
    expect(game.legalActions(s, ctx), `${JSON.stringify(a)} is offered`).toContainEqual(
      a.type === 'initiative' || a.type === 'unpin' ? { ...a, dice: undefined } : a,
    );
    s = game.apply(s, a, rng, ctx);
  }
  return s;
}

describe('9.3.3 and 8.1 a fire soon after the first landing (script for the browser test)', () => {
  it('9.3.3 a face-down pillbox reaction fires at a tank as soon as the first wave is ashore', () => {
    const s = playFrom(SEED, [...LANDING, { type: 'reaction-fire', unit: 'pillbox-2', target: '741-A1' }]);
    expect(s.log.map(entryText).some((l) => l.startsWith('pillbox-2 reaction fire (anti-tank) at 741-A1'))).toBe(true);
    expect(s.units['pillbox-2']?.hidden).toBe(false);
  });
  it('some pillbox may react to the first landing whatever the seed', () => {
    for (const seed of ['1', '2', '3', 'a', 'b']) {
      const s = playFrom(seed, LANDING);
      expect(
        game.legalActions(s, ctx).some((a) => a.type === 'reaction-fire'),
        seed,
      ).toBe(true);
    }
  });
  it('8.1.1 a US company unpinned in one activation moves next to a pillbox in the next and fires', () => {
    const unpin = ['116-29-A', '116-29-E', '116-29-F', '116-29-G'].map((unit): Action => ({
      type: 'unpin',
      unit,
      dice: [1],
    }));
    const s = playFrom(SEED, [
      ...LANDING,
      { type: 'end-reaction' },
      // the landing's activation is over: two companies and a tank platoon ashore together at 4610 owe a step,
      // and the US picks who pays (9.3.2, 7.2.3); the hex stays overstacked, so the next activation owes another
      { type: 'overstack-loss', unit: '116-29-F' },
      { type: 'initiative', dice: [10, 1] },
      { type: 'activate', formation: '116-29', cutoff: true },
      ...unpin,
      { type: 'end-activation' },
      { type: 'overstack-loss', unit: '116-29-F' },
      { type: 'initiative', dice: [10, 1] },
      { type: 'activate', formation: '116-29', cutoff: true },
      // coming next to the face-down pillbox turns it face up (11.2.2); its zone does not reach 4511
      { type: 'move', unit: '116-29-E', to: '4511' },
      { type: 'fire', unit: '116-29-E', target: 'pillbox-10', weapon: 'small-arms' },
    ]);
    expect(s.log.map(entryText).some((l) => l.startsWith('116-29-E fires at pillbox-10'))).toBe(true);
    expect(s.units['116-29-E']?.acted).toBe(true);
  });
});

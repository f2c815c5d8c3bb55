import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/index.ts';
import { newGame } from '../../../src/systems/crowbar/game/setup.ts';
import { deciderNow } from '../../../src/ui/boards/crowbar/decider.ts';
import { R, blankGame } from './helpers.ts';

describe('whose decision it is', () => {
  it('solitaire names no one: there is only one player', () => {
    expect(deciderNow(blankGame(), new Set(['select-company']))).toBeUndefined();
  });

  it('R-2: in 3-player co-op each player places his own Operation Flashlamp markers, named by Company', () => {
    const g = newGame(R, Rng.fromSeed('decider'), 'coop3');
    const t = g.stack[g.stack.length - 1];
    if (t?.k !== 'flashlamp') throw new Error('Flashlamp expected first');
    const d = deciderNow(g, new Set(['place-flashlamp']));
    expect(d?.seat).toBe(t.player);
    expect(d?.who).toMatch(/^(Easy|Dog|Fox) Company player$/);
    expect(d?.what).toBe(`place ${t.left} Incoming Fire! markers in your zone`);
  });

  it('R-4: in a Round the player whose turn it is activates and answers; R-7: all players settle Rudder', () => {
    const g = newGame(R, Rng.fromSeed('decider'), 'coop3');
    g.phase = 'play';
    g.seats = [{ id: 'fox', cols: [1, 2, 3, 4] }, { id: 'easy', cols: [9, 10, 11, 12] }, { id: 'dog', cols: [5, 6, 7, 8] }];
    g.seatTurn = 1;
    g.stack = [{ k: 'select' }];
    expect(deciderNow(g, new Set(['activate']))).toEqual({ who: 'Easy Company player', seat: 'easy', what: 'activate one of your units' });
    g.phase = 'end-turn';
    g.stack = [{ k: 'end-turn' }];
    expect(deciderNow(g, new Set(['rudder-handoff']))?.what).toMatch(/agree who takes Rudder/);
    expect(deciderNow(g, new Set(['end-turn']))).toEqual({ who: 'All players', seat: null, what: 'finish the End Turn Phase' });
  });
});

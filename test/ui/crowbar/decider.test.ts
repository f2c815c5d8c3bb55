import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/index.ts';
import { run } from '../../../src/systems/crowbar/game/flow.ts';
import { Roller } from '../../../src/systems/crowbar/game/roller.ts';
import { newGame } from '../../../src/systems/crowbar/game/setup.ts';
import type { CrowbarState } from '../../../src/systems/crowbar/game/types.ts';
import { settleDecider } from '../../../src/systems/crowbar/game/versus.ts';
import { newModeGame } from '../../../src/systems/crowbar/game/versus-setup.ts';
import { publicView } from '../../../src/systems/crowbar/game/versus-view.ts';
import { crowbarGame } from '../../../src/systems/crowbar/game/index.ts';
import { actionText, choicesFor } from '../../../src/ui/boards/crowbar/choices.ts';
import { deciderNow } from '../../../src/ui/boards/crowbar/decider.ts';
import { lcaName } from '../../../src/systems/crowbar/game/words.ts';
import { R, blankGame, ctx } from './helpers.ts';

function settled(g: CrowbarState): CrowbarState {
  settleDecider(g);
  return g;
}

describe('whose decision it is', () => {
  it('solitaire names no one: there is only one player', () => {
    expect(deciderNow(settled(blankGame()), R, new Set(['select-company']))).toBeUndefined();
  });

  it('R-2: in 3-player co-op each player places his own Operation Flashlamp markers, named by Company', () => {
    const g = settled(newGame(R, Rng.fromSeed('decider'), 'coop3'));
    const t = g.stack[g.stack.length - 1];
    if (t?.k !== 'flashlamp') throw new Error('Flashlamp expected first');
    const d = deciderNow(g, R, new Set(['place-flashlamp']));
    expect(d?.seat).toBe(t.player);
    expect(d?.who).toMatch(/^(Easy|Dog|Fox) Company player$/);
    expect(d?.what).toBe(`place ${t.left} Incoming Fire! markers in your zone`);
  });

  it('R-4: in a Round the player whose turn it is activates and answers; R-7, S-8: all players settle Rudder and Slater', () => {
    const g = newGame(R, Rng.fromSeed('decider'), 'coop3');
    g.phase = 'play';
    g.seats = [
      { id: 'fox', cols: [1, 2, 3, 4] },
      { id: 'easy', cols: [9, 10, 11, 12] },
      { id: 'dog', cols: [5, 6, 7, 8] },
    ];
    g.seatTurn = 1;
    g.stack = [{ k: 'select' }];
    expect(deciderNow(settled(g), R, new Set(['activate']))).toEqual({
      who: 'Easy Company player',
      seat: 'easy',
      side: 'ranger',
      what: 'activate one of your units',
    });
    g.phase = 'end-turn';
    g.stack = [{ k: 'end-turn' }];
    settled(g);
    expect(deciderNow(g, R, new Set(['rudder-handoff']))?.what).toMatch(/agree who takes Rudder/);
    expect(actionText(g, R, { type: 'rudder-handoff', to: 'fox' })).toBe('Rudder goes to the Fox Company player');
    expect(actionText(g, R, { type: 'rudder-handoff', to: 'roll' })).toBe(
      'No agreement: roll two dice each for Rudder',
    );
    // S-8: Slater the same way in 2-player co-op.
    expect(deciderNow(g, R, new Set(['slater-handoff']))?.what).toMatch(/agree who takes Slater/);
    expect(actionText(g, R, { type: 'slater-handoff', to: 'easy' })).toBe('Slater goes to the Easy Company player');
    expect(deciderNow(g, R, new Set(['end-turn']))).toEqual({
      who: 'All players',
      seat: null,
      side: 'ranger',
      what: 'finish the End Turn Phase',
    });
  });

  it('R-4: a chit handed to another player names that player', () => {
    const g = newGame(R, Rng.fromSeed('decider'), 'coop3');
    g.phase = 'play';
    const chit = R.chits[0];
    if (!chit) throw new Error('no chits');
    g.stack = [{ k: 'select' }, { k: 'chit-offer', key: chit.key, drawer: 'fox', options: ['fox', 'dog', 'decline'] }];
    g.seats = [
      { id: 'fox', cols: [1, 2, 3, 4] },
      { id: 'dog', cols: [5, 6, 7, 8] },
      { id: 'easy', cols: [9, 10, 11, 12] },
    ];
    g.seatTurn = 0;
    expect(deciderNow(settled(g), R, new Set(['give-chit']))).toMatchObject({
      who: 'Fox Company player',
      what: `use the ${chit.rangerName} chit, give it to another player, or let it go`,
    });
    const labels = choicesFor(g, R, crowbarGame.legalActions(g, ctx)).map((c) => c.label);
    expect(labels).toEqual([
      `Use the ${chit.rangerName} chit yourself`,
      `Give the ${chit.rangerName} chit to the Dog Company player`,
      `Let the ${chit.rangerName} chit go unused`,
    ]);
  });

  it('T-1: the German player is told which secret markers to place; the Ranger view only counts them', () => {
    const g = newModeGame(R, Rng.fromSeed('versus-decider'), 'versus2');
    run(g, R, new Roller(Rng.fromSeed('versus-run')));
    for (let i = 0; i < 40 && g.stack[g.stack.length - 1]?.k === 'german-deploy'; i++) {
      const t = g.stack[g.stack.length - 1];
      if (t?.k !== 'german-deploy') break;
      g.stack.pop();
      settleDecider(g);
    }
    const t = g.stack[g.stack.length - 1];
    if (t?.k !== 'german-markers') throw new Error(`German markers expected, got ${t?.k}`);
    const d = deciderNow(g, R, new Set(['german-place-marker']));
    expect(d?.who).toBe('German player');
    expect(d?.side).toBe('german');
    expect(d?.what).toBe('place 3 Gun Found! and 3 Trap markers face down, unseen by the Rangers');
    expect(deciderNow(publicView(g), R, new Set(['german-place-marker']))?.what).toBe(
      'place 6 markers face down, unseen by the Rangers',
    );
  });

  it('T: in 2-player versus the Ranger side is one player, who bombs the whole map in Operation Flashlamp (B-9)', () => {
    const g = newModeGame(R, Rng.fromSeed('versus-flashlamp'), 'versus2');
    g.stack = [{ k: 'flashlamp', left: 11, cols: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], player: 'rangers' }];
    expect(deciderNow(settled(g), R, new Set(['place-flashlamp']))).toEqual({
      who: 'Ranger player',
      seat: 'rangers',
      side: 'ranger',
      what: 'place 11 Incoming Fire! markers, at most two a space',
    });
  });

  it('T: the Ranger player is told which unit a decision is for, by its printed name, not its column, and what an Event asks', () => {
    const g = newModeGame(R, Rng.fromSeed('versus-unit'), 'versus2');
    g.phase = 'play';
    const r = g.rangers[2];
    if (!r) throw new Error('no unit in column 3');
    const name = `${lcaName(r, R)} (${r.sp} SP)`;
    const what = (stack: CrowbarState['stack'], offered: string): string | undefined => {
      g.stack = stack;
      return deciderNow(settled(g), R, new Set([offered]))?.what;
    };
    expect(what([{ k: 'unit', col: 3 }], 'roll')).toBe(`Consolidate ${name} or Press Forward`);
    expect(what([{ k: 'reroll', col: 3, die: 'red', face: 2 }], 'accept')).toBe(
      `keep the red die of ${name} or re-roll it`,
    );
    expect(what([{ k: 'spend', col: 3, pool: 2, movementOnly: false, spentAny: false }], 'spend')).toBe(
      `spend or save 2 Advances of ${name}`,
    );
    expect(what([{ k: 'fire', firers: [3], lowAmmo: false, bonusCommander: null, halves: {} }], 'fire-target')).toBe(
      `pick a target for the Open Fire! of ${name}, or hold fire`,
    );
    expect(what([{ k: 'choose', purpose: 'rangers-forward', options: ['decline'] }], 'choose')).toBe(
      'pick the unit that moves, or decline (Rangers Forward!)',
    );
  });
});

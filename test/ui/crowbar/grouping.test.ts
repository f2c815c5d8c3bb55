import { describe, expect, it } from 'vitest';
import { crowbarGame } from '../../../src/systems/crowbar/game/index.ts';
import type { CrowbarState } from '../../../src/systems/crowbar/game/types.ts';
import { choicesFor, type Choice } from '../../../src/ui/boards/crowbar/choices.ts';
import { spaceOf } from '../../../src/ui/boards/crowbar/geometry.ts';
import { choicesOn, piecesOf, primaryChoice, tapOn, withPiece } from '../../../src/ui/boards/crowbar/grouping.ts';
import { R, blankGame, ctx, put, setupGame } from './helpers.ts';

function choices(g: CrowbarState): Choice[] {
  return choicesFor(g, R, crowbarGame.legalActions(g, ctx));
}

describe('one tap per choice', () => {
  it('Operation Flashlamp (B-9): a tap on an inland space places the marker at once', () => {
    const g = setupGame();
    const cs = choices(g);
    const first = cs[0];
    if (!first?.space) throw new Error('no Flashlamp space');
    const t = tapOn(cs, first.space);
    expect(t.kind).toBe('do');
    if (t.kind === 'do') expect(t.choice.action).toEqual(first.action);
    // A sea space offers nothing: the tap only shows what is there.
    expect(tapOn(cs, spaceOf(3, 2)).kind).toBe('look');
  });

  it('D-2: with a Company picked, a tap on one of its units activates it in one go', () => {
    const g = blankGame();
    g.activeCompany = 'dog';
    const cs = choices(g);
    const t = tapOn(cs, spaceOf(5, 0));
    expect(t.kind === 'do' && t.choice.action).toEqual({ type: 'activate', col: 5 });
    // An Easy unit is not Dog's: nothing to do there.
    expect(tapOn(cs, spaceOf(9, 0)).kind).toBe('look');
  });

  it('G-7d: a climb that a Commander could ease offers both ways on the Cliff Top space, the plain climb first', () => {
    const g = blankGame();
    put(g, 5, 4);
    g.activeCol = 5;
    g.activeCompany = 'dog';
    g.stack = [{ k: 'select' }, { k: 'spend', col: 5, pool: 3, movementOnly: false, spentAny: false }];
    const cs = choices(g);
    const primary = primaryChoice(g, cs);
    expect(primary?.action).toEqual({ type: 'move', dir: 'forward' });
    const t = tapOn(cs, spaceOf(5, 5), primary);
    expect(t.kind).toBe('pick');
    if (t.kind === 'pick') {
      expect(t.choices.map((c) => c.action)).toEqual([
        { type: 'move', dir: 'forward' },
        { type: 'move', dir: 'forward', bonus: 'commander' },
      ]);
    }
  });

  it('choicesOn puts the primary choice first and keeps the rest in the order the rules list them', () => {
    const mk = (key: string, space: number | null): Choice => ({
      key,
      action: { type: 'end-turn' },
      label: key,
      space,
      place: space === null ? 'panel' : 'space',
    });
    const cs = [mk('a', 7), mk('b', 7), mk('c', 8), mk('d', 7), mk('e', null)];
    expect(choicesOn(cs, 7).map((c) => c.key)).toEqual(['a', 'b', 'd']);
    expect(choicesOn(cs, 7, cs[3]).map((c) => c.key)).toEqual(['d', 'a', 'b']);
    expect(choicesOn(cs, 7, cs[2]).map((c) => c.key)).toEqual(['a', 'b', 'd']);
  });
});

describe('the obvious next choice', () => {
  it('G-3: a unit inland presses forward with the safest die not yet rolled', () => {
    const g = blankGame();
    put(g, 5, 6);
    g.activeCol = 5;
    g.activeCompany = 'dog';
    g.rolled = ['green'];
    g.stack = [{ k: 'select' }, { k: 'unit', col: 5 }];
    expect(primaryChoice(g, choices(g))?.action).toEqual({ type: 'roll', die: 'yellow' });
    g.rolled = ['green', 'yellow', 'black'];
    expect(primaryChoice(g, choices(g))?.action).toEqual({ type: 'roll', die: 'red' });
  });

  it('F-4: with too few Advances to climb, the obvious choice is to save them for the next die', () => {
    const g = blankGame();
    put(g, 6, 4);
    g.activeCol = 6;
    g.activeCompany = 'dog';
    g.stack = [{ k: 'select' }, { k: 'spend', col: 6, pool: 2, movementOnly: false, spentAny: false }];
    expect(primaryChoice(g, choices(g))?.action).toEqual({ type: 'end-advances' });
  });

  it('G-8: a die that may be re-rolled is kept by default', () => {
    const g = blankGame();
    put(g, 5, 6);
    g.activeCol = 5;
    g.activeCompany = 'dog';
    g.rolled = ['red'];
    g.stack = [{ k: 'select' }, { k: 'reroll', col: 5, die: 'red', face: 4 }];
    const cs = choices(g);
    expect(cs.some((c) => c.action.type === 'reroll')).toBe(true);
    expect(primaryChoice(g, cs)?.action).toEqual({ type: 'accept' });
  });

  it("D-1, D-2: which Company or unit goes next is the player's call: no primary choice", () => {
    const g = blankGame();
    expect(primaryChoice(g, choices(g))).toBeUndefined();
    g.activeCompany = 'fox';
    expect(primaryChoice(g, choices(g))).toBeUndefined();
  });
});

describe('placing pieces: pick the piece, then one tap a space', () => {
  it('T-1: the German hand is offered marker by marker; with one picked, each slot holds one choice', () => {
    const g = blankGame();
    g.versus = 'versus2';
    const slots = [
      { space: spaceOf(2, 9), free: 2 },
      { space: spaceOf(6, 12), free: 1 },
    ];
    g.stack = [
      { k: 'german-markers', seat: 'german', hand: ['gun-found', 'gun-found', 'trap-booby'], slots, rest: [] },
    ];
    const cs = choices(g);
    const pieces = piecesOf(cs);
    expect(pieces).toEqual(['marker:0', 'marker:2']);
    const live = withPiece(cs, 'marker:2');
    expect(live).toHaveLength(2);
    const t = tapOn(live, spaceOf(6, 12));
    expect(t.kind === 'do' && t.choice.action).toEqual({ type: 'german-place-marker', marker: 2, col: 6, row: 12 });
    // Without a piece picked, a slot offers one choice per marker kind.
    expect(tapOn(cs, spaceOf(6, 12)).kind).toBe('pick');
  });

  it('choices that place nothing stay live whatever piece is picked', () => {
    const g = blankGame();
    const cs = choices(g);
    expect(piecesOf(cs)).toEqual([]);
    expect(withPiece(cs, 'unit:mg-1')).toEqual(cs);
  });

  it('B-6 option: free deployment swaps landing craft within a Company from a tap on the first craft; keeping the printed one is the obvious choice', () => {
    const g = blankGame();
    g.phase = 'setup';
    g.stack = [{ k: 'deploy' }];
    const cs = choices(g);
    expect(primaryChoice(g, cs)?.action).toEqual({ type: 'deploy-done' });
    const t = tapOn(cs, spaceOf(1, 0));
    expect(t.kind).toBe('pick');
    if (t.kind === 'pick')
      expect(t.choices.map((c) => c.label)).toEqual([
        "Swap this landing craft's stack with Easy 2 (10 SP)'s",
        "Swap this landing craft's stack with Easy Support (6 SP)'s",
        "Swap this landing craft's stack with Easy 3 (10 SP)'s",
      ]);
  });
});

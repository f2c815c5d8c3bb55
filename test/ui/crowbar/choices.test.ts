import { describe, expect, it } from 'vitest';
import { crowbarGame } from '../../../src/systems/crowbar/game/index.ts';
import type { CrowbarAction } from '../../../src/systems/crowbar/game/actions.ts';
import {
  actionSpace,
  actionText,
  choicesFor,
  dieReason,
  spaceReason,
  targetSpaces,
} from '../../../src/ui/boards/crowbar/choices.ts';
import { spaceOf } from '../../../src/ui/boards/crowbar/geometry.ts';
import { R, blankGame, ctx, put, setupGame } from './helpers.ts';

describe('legal choices on the board', () => {
  it('Operation Flashlamp: only Cliff Top 5 and inland spaces are offered, each on its own space', () => {
    const g = setupGame();
    const choices = choicesFor(g, R, crowbarGame.legalActions(g, ctx));
    const targets = targetSpaces(choices);
    expect(targets.size).toBe(choices.length);
    for (const s of targets) expect(Math.floor(s / 12)).toBeGreaterThanOrEqual(5);
    expect(spaceReason(g, R, spaceOf(3, 2), choices)).toMatch(/Cliff Top 5 or further inland/);
  });

  it('every legal action becomes exactly one choice, on a space, the dice or the panel', () => {
    const g = blankGame();
    const legal = crowbarGame.legalActions(g, ctx);
    const choices = choicesFor(g, R, legal);
    expect(choices.length).toBe(legal.length);
    expect(choices.every((c) => (c.place === 'space') === (c.space !== null))).toBe(true);
    expect(choices.filter((c) => c.action.type === 'select-company').every((c) => c.place === 'panel')).toBe(true);
  });

  it('an activated unit says so when tapped; a unit of another Company says to finish the active one first', () => {
    const g = blankGame();
    put(g, 1, 6, { activated: true });
    put(g, 5, 6);
    g.activeCompany = 'easy';
    const choices = choicesFor(g, R, crowbarGame.legalActions(g, ctx));
    expect(spaceReason(g, R, spaceOf(1, 6), choices)).toMatch(/already been activated/);
    expect(spaceReason(g, R, spaceOf(5, 6), choices)).toMatch(/Finish activating Easy Company/);
  });

  it('F-4: climbing with too few Advances shows the cost and what is in hand', () => {
    const g = blankGame();
    put(g, 6, 4);
    g.activeCol = 6;
    g.activeCompany = 'dog';
    g.stack = [{ k: 'select' }, { k: 'spend', col: 6, pool: 2, movementOnly: false, spentAny: false }];
    const choices = choicesFor(g, R, crowbarGame.legalActions(g, ctx));
    expect(choices.some((c) => c.action.type === 'move')).toBe(false);
    // Capt. Slater with column 5 would take one Advance off (G-7d): that climb is offered for two.
    put(g, 5, 4);
    g.activeCol = 5;
    g.stack = [{ k: 'select' }, { k: 'spend', col: 5, pool: 2, movementOnly: false, spentAny: false }];
    const withSlater = choicesFor(g, R, crowbarGame.legalActions(g, ctx)).find((c) => c.action.type === 'move');
    expect(withSlater?.label).toBe('Climb the cliff to Cliff Top 5 (2 Advances, Commander takes 1 off)');
    g.activeCol = 6;
    g.stack = [{ k: 'select' }, { k: 'spend', col: 6, pool: 2, movementOnly: false, spentAny: false }];
    expect(spaceReason(g, R, spaceOf(6, 5), choices)).toBe('Entering this space costs 3 Advances; only 2 are in hand.');
    const save = choices.find((c) => c.action.type === 'end-advances');
    expect(save?.label).toBe('Save 2 Advances for the next die');
  });

  it('a climb with enough Advances is offered on the Cliff Top space, worded as a climb', () => {
    const g = blankGame();
    put(g, 5, 4);
    g.activeCol = 5;
    g.stack = [{ k: 'select' }, { k: 'spend', col: 5, pool: 3, movementOnly: false, spentAny: false }];
    const move: CrowbarAction = { type: 'move', dir: 'forward' };
    expect(actionSpace(g, R, move)).toBe(spaceOf(5, 5));
    expect(actionText(g, R, move)).toBe('Climb the cliff to Cliff Top 5 (3 Advances)');
    const choices = choicesFor(g, R, crowbarGame.legalActions(g, ctx));
    expect(targetSpaces(choices).has(spaceOf(5, 5))).toBe(true);
  });

  it('a die already rolled this activation cannot be rolled again, and says why', () => {
    const g = blankGame();
    put(g, 5, 6);
    g.activeCol = 5;
    g.rolled = ['red'];
    g.stack = [{ k: 'select' }, { k: 'unit', col: 5 }];
    const choices = choicesFor(g, R, crowbarGame.legalActions(g, ctx));
    const dice = choices.filter((c) => c.place === 'dice').map((c) => (c.action.type === 'roll' ? c.action.die : ''));
    expect(dice).toEqual(['green', 'yellow', 'black']);
    expect(dieReason(g, 'red')).toMatch(/already been rolled/);
  });

  it('J-2: while the Close Combat bonuses are asked, a tapped space points to them, said once', () => {
    const g = blankGame();
    put(g, 1, 6);
    g.activeCol = 1;
    g.stack = [
      { k: 'select' },
      { k: 'cc-bonus', cc: { attacker: 'ranger', col: 1, gid: 1, from: 5, crossedCliff: false, rounds: 0 } },
    ];
    const choices = choicesFor(g, R, crowbarGame.legalActions(g, ctx));
    expect(spaceReason(g, R, spaceOf(7, 9), choices)).toBe(
      'Nothing to do on this space now. Close Combat: pick the bonuses to use, above the map.',
    );
    g.stack = [{ k: 'select' }, { k: 'assault', ids: [] }];
    expect(spaceReason(g, R, spaceOf(7, 9), [])).toBe('Nothing to do here now.');
  });
});

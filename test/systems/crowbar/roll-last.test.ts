import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/index.ts';
import { crowbarGame } from '../../../src/systems/crowbar/game/index.ts';
import { movementDie } from '../../../src/systems/crowbar/game/last-roll.ts';
import type { CrowbarState, Ranger } from '../../../src/systems/crowbar/game/types.ts';
import { act, blankGame, ctx, face, german, put } from './helpers.ts';

/** lastRoll and rolledFaces: the dice the board shows, straight from the state. */

/** A blank game with every Commander used, where the Dog unit of column 6, put in `row`, is activated. */
function activeDogUnit(seed: string, row: number, patch: Partial<Ranger> = {}): { g: CrowbarState; rng: Rng } {
  const { g, rng } = blankGame(seed);
  for (const c of g.commanders) c.used = true;
  put(g, 6, row, patch);
  act(g, rng, { type: 'select-company', company: 'dog' });
  act(g, rng, { type: 'activate', col: 6 });
  return { g, rng };
}

describe('lastRoll: the most recent dice, with their kind and purpose', () => {
  it('G-5: a Movement Die thrown at the table is kept with its colour, its column and the activation faces', () => {
    const { g, rng } = activeDogUnit('roll-a', 6);
    // Setup rolled the Operation Flashlamp die already.
    const seq = g.lastRoll?.seq ?? 0;
    expect(g.lastRoll?.for).toBe('flashlamp');
    act(g, rng, { type: 'roll', die: 'green', dice: [4] });
    act(g, rng, { type: 'end-advances' });
    expect(g.lastRoll).toEqual({ for: 'movement', col: 6, dice: [{ die: 'green', face: 4 }], seq: seq + 1 });
    act(g, rng, { type: 'roll', die: 'yellow', dice: [4] });
    expect(g.lastRoll).toEqual({ for: 'movement', col: 6, dice: [{ die: 'yellow', face: 4 }], seq: seq + 2 });
    expect(g.rolled).toEqual(['green', 'yellow']);
    expect(g.rolledFaces).toEqual([4, 4]);
    // Plain data: it survives a JSON round trip unchanged.
    expect(JSON.parse(JSON.stringify(g.lastRoll))).toEqual(g.lastRoll);
  });

  it('G-8: a re-roll replaces the face of that die and is recorded as a re-roll', () => {
    const { g, rng } = activeDogUnit('roll-b', 6, { heroic: 1 });
    act(g, rng, { type: 'roll', die: 'red', dice: [face('red', 'Shaken')] });
    act(g, rng, { type: 'reroll', by: 'heroic', dice: [face('red', 'Advance 1 / Ranger Chit')] });
    expect(g.lastRoll).toMatchObject({ for: 'reroll', col: 6, dice: [{ die: 'red', face: 5 }] });
    expect(g.rolledFaces).toEqual([5]);
  });

  it("J-2e: a Close Combat keeps both sides' Combat Dice, attacker first", () => {
    const { g, rng } = blankGame('roll-c');
    for (const c of g.commanders) c.used = true;
    put(g, 6, 6, { sp: 5 });
    german(g, 'hka-2', 6, 7);
    act(g, rng, { type: 'select-company', company: 'dog' });
    act(g, rng, { type: 'activate', col: 6 });
    // Three Advances pay for any obstacle into the space; the hit leaves 4 SP.
    act(g, rng, { type: 'roll', die: 'black', dice: [face('black', '1 Hit / Advance 3')] });
    // 4 SP: two dice; the HKA 2: one die. Misses all round, so the attacker is thrown back.
    act(g, rng, { type: 'move', dir: 'forward', dice: [1, 2, 3] });
    expect(g.lastRoll).toMatchObject({
      for: 'close-combat',
      col: 6,
      dice: [
        { die: 'ranger', face: 1 },
        { die: 'ranger', face: 2 },
        { die: 'german', face: 3 },
      ],
    });
  });

  it('K-2b: a Grappling Attempt is kept with its two dice', () => {
    const { g, rng } = activeDogUnit('roll-e', 4, { sp: 6 });
    act(g, rng, { type: 'roll', die: 'black', dice: [face('black', '1 Hit / Advance 3')] });
    act(g, rng, { type: 'special', action: 'grapple', dice: [2, 3] });
    expect(g.lastRoll).toMatchObject({
      for: 'grapple',
      col: 6,
      dice: [
        { die: 'combat', face: 2 },
        { die: 'combat', face: 3 },
      ],
    });
  });

  it("K-2d: Hasty Fire is kept with the firing unit's dice", () => {
    const { g, rng } = blankGame('roll-f');
    for (const c of g.commanders) c.used = true;
    put(g, 6, 6, { sp: 6 });
    const u = german(g, 'hka-2', 7, 7);
    act(g, rng, { type: 'select-company', company: 'dog' });
    act(g, rng, { type: 'activate', col: 6 });
    act(g, rng, { type: 'roll', die: 'green', dice: [face('green', 'Advance 1')] });
    act(g, rng, { type: 'special', action: 'hasty', gid: u.id, dice: [1, 2, 3] });
    expect(g.lastRoll).toMatchObject({
      for: 'hasty-fire',
      col: 6,
      dice: [
        { die: 'ranger', face: 1 },
        { die: 'ranger', face: 2 },
        { die: 'ranger', face: 3 },
      ],
    });
  });

  it('the list of dice is the roll record\u2019s own, refilled in place: shared dice lists stay as they were', () => {
    const { g, rng } = activeDogUnit('roll-own', 4, { sp: 6 });
    const black = face('black', '1 Hit / Advance 3');
    act(g, rng, { type: 'roll', die: 'black', dice: [black] });
    const shown = g.lastRoll?.dice;
    act(g, rng, { type: 'special', action: 'grapple', dice: [2, 3] });
    expect(g.lastRoll?.dice).toBe(shown);
    expect(g.lastRoll?.dice).toEqual([
      { die: 'combat', face: 2 },
      { die: 'combat', face: 3 },
    ]);
    // The single-die list the black die was recorded from is unchanged by the grapple's roll.
    expect(movementDie('black', black)).toEqual([{ die: 'black', face: black }]);
  });

  it('E-4 and C: the J-Projector dice on landing and the four Invasion Approach dice', () => {
    const c = ctx();
    const rng = Rng.fromSeed('roll-d');
    let g = crowbarGame.setup({}, rng, c);
    expect(g.lastRoll).toMatchObject({ for: 'flashlamp', col: null });
    while (g.stack[g.stack.length - 1]?.k === 'flashlamp')
      g = crowbarGame.apply(g, crowbarGame.legalActions(g, c)[0] ?? { type: 'end-turn' }, rng, c);
    g = crowbarGame.apply(g, { type: 'approach-company', company: 'dog', dice: [1, 4, 3, 2] }, rng, c);
    expect(g.lastRoll).toMatchObject({
      for: 'approach',
      dice: [
        { die: 'green', face: 1 },
        { die: 'yellow', face: 4 },
        { die: 'red', face: 3 },
        { die: 'black', face: 2 },
      ],
    });
    // Red 3 is Advance 2: its LCA reaches the beach and fires its J-Projector with the two dice typed in.
    const seq = g.lastRoll?.seq ?? 0;
    // Whatever the bomb damage did to this cliff, start it with no Hold so the launch is attempted.
    g.holds[4] = 'none';
    g = crowbarGame.apply(
      g,
      { type: 'approach-assign', order: ['red', 'green', 'yellow', 'black'], dice: [6, 6] },
      rng,
      c,
    );
    expect(g.lastRoll).toMatchObject({
      for: 'j-projector',
      col: 5,
      dice: [
        { die: 'combat', face: 6 },
        { die: 'combat', face: 6 },
      ],
      seq: seq + 1,
    });
    expect(g.holds[4]).toBe('firm');
  });
});

import { describe, expect, it } from 'vitest';
import { faceSymbols, rolledFaces, swapInto, DIE_STYLE } from '../../../src/ui/boards/crowbar/dice.ts';
import { movementDieArt } from '../../../src/ui/boards/crowbar/die-svg.ts';
import { faceCode, movementDie, parseFaceCode } from '../../../src/systems/crowbar/game/told-dice.ts';
import { DIE_COLORS } from '../../../src/systems/crowbar/game/types.ts';
import { R, blankGame } from './helpers.ts';

function face(key: string) {
  const [die, n] = key.split('-') as ['green' | 'yellow' | 'red' | 'black', string];
  const f = R.dice[die][Number(n) - 1];
  if (!f) throw new Error(key);
  return f;
}

describe('Movement Dice faces drawn from the table', () => {
  it('"1 Hit / Advance 3" shows a filled explosion and an arrow with three dots', () => {
    expect(faceSymbols(face('black-3'))).toEqual([{ kind: 'hit' }, { kind: 'advance', n: 3 }]);
  });

  it('Variable Hits is the open explosion; chits show R or G; a card result shows the clock', () => {
    expect(faceSymbols(face('yellow-1'))).toEqual([{ kind: 'variable' }, { kind: 'advance', n: 2 }]);
    expect(faceSymbols(face('green-3'))).toEqual([
      { kind: 'advance', n: 1 },
      { kind: 'chit', side: 'R' },
    ]);
    expect(faceSymbols(face('red-3'))).toEqual([
      { kind: 'advance', n: 2 },
      { kind: 'chit', side: 'G' },
    ]);
    expect(faceSymbols(face('green-1'))).toEqual([{ kind: 'card' }]);
  });

  it('stop sign, kneeling man (Shaken) and running man (Routed)', () => {
    expect(faceSymbols(face('black-6'))).toEqual([{ kind: 'stop' }, { kind: 'card' }]);
    expect(faceSymbols(face('red-4'))).toEqual([{ kind: 'shaken' }]);
    expect(faceSymbols(face('black-5'))).toEqual([{ kind: 'rout' }]);
  });

  it('each die has its own colour', () => {
    const bodies = new Set(Object.values(DIE_STYLE).map((s) => s.body));
    expect(bodies.size).toBe(4);
  });
});

describe('the dice rolled this activation', () => {
  it('G-3: the dice rolled this activation show their faces, in the order rolled', () => {
    const g = blankGame();
    g.rolled = ['red', 'green'];
    g.rolledFaces = [3, 5];
    expect(rolledFaces(g)).toEqual([
      { die: 'red', face: 3, order: 1 },
      { die: 'green', face: 5, order: 2 },
    ]);
  });

  it('nothing rolled: no dice', () => {
    expect(rolledFaces(blankGame())).toEqual([]);
  });
});

describe('Invasion Approach die assignment', () => {
  it('swapping keeps a permutation of the four dice', () => {
    const o = swapInto(['green', 'yellow', 'red', 'black'], 0, 'red');
    expect(o).toEqual(['red', 'yellow', 'green', 'black']);
    expect(new Set(o).size).toBe(4);
    expect(swapInto(o, 1, 'yellow')).toEqual(o);
  });
});

describe('Movement Dice as the game tells them', () => {
  it("every face of every die reads back from its code, and each code has the face's words", () => {
    for (const color of DIE_COLORS) {
      const die = movementDie(R, color);
      R.dice[color].forEach((f, i) => {
        const code = faceCode(f);
        expect(die.faces[i]).toBe(code);
        expect(die.faceLabels?.[code]).toBe(f.label);
        expect(faceSymbols(parseFaceCode(code) ?? f)).toEqual(faceSymbols(f));
      });
    }
  });

  it('the log draws a told Movement Die with its own art, and leaves other dice alone', () => {
    expect(movementDieArt({ id: 'movement-red' }, 'v.a2')).toBeDefined();
    expect(movementDieArt({ id: 'd6' }, 4)).toBeUndefined();
    expect(movementDieArt({ id: 'movement-red' }, 'not a face')).toBeUndefined();
  });
});

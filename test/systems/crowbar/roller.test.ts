import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/index.ts';
import { Roller } from '../../../src/systems/crowbar/game/roller.ts';

describe('Roller.dice: the roller refills its own list', () => {
  it('each throw empties the list and fills it with its own dice, typed ones first, then the generator', () => {
    const roller = new Roller(Rng.fromSeed('roller-own'), [6, 5, 4]);
    const first = roller.dice(2);
    expect(first).toEqual([6, 5]);
    const second = roller.dice(3);
    expect(second).toBe(first);
    expect(second.length).toBe(3);
    expect(second[0]).toBe(4);
    const fresh = new Roller(Rng.fromSeed('roller-own'));
    expect(second.slice(1)).toEqual([fresh.d6(), fresh.d6()]);
    expect(roller.dice(0)).toEqual([]);
  });

  it('a list handed in is filled instead, and the roller\u2019s own is left alone', () => {
    const roller = new Roller(Rng.fromSeed('roller-out'), [1, 2, 3, 4]);
    const own = roller.dice(1);
    const mine = [9, 9, 9];
    expect(roller.dice(2, mine)).toBe(mine);
    expect(mine).toEqual([2, 3]);
    expect(own).toEqual([1]);
  });
});

import { describe, expect, it } from 'vitest';
import { cf, def, defAt, findUnit, poolsIn, stackCf } from '../../../src/systems/bloody-omaha/game/units.ts';
import type { State } from '../../../src/systems/bloody-omaha/game/types.ts';
import { blank, data, play } from './helpers.ts';

describe('findUnit', () => {
  it("finds each unit by id at its place in the data's order", () => {
    const s = blank();
    for (const [i, u] of data.units.entries()) expect(findUnit(s, data, u.id)).toBe(s.units[i]);
    expect(findUnit(s, data, 'nobody')).toBeUndefined();
  });

  it('finds each unit in a list kept in another order (a saved session edited by hand), and plays it the same', () => {
    const s = blank();
    const reversed: State = { ...s, units: [...s.units].reverse() };
    for (const u of data.units) expect(findUnit(reversed, data, u.id)?.id).toBe(u.id);
    // an undisrupt reads its unit by id: the one named is flipped back, whatever the order
    const disrupted = (x: State): State => {
      const u = findUnit(x, data, 'E/16');
      if (u) {
        u.loc = 'H11';
        u.disrupted = true;
      }
      return x;
    };
    const after = play(disrupted(reversed), [{ type: 'undisrupt', unit: 'E/16' }]);
    expect(after.units.find((u) => u.id === 'E/16')?.disrupted).toBe(false);
    expect(after.units.filter((u) => u.disrupted)).toEqual([]);
  });
});

describe('defAt', () => {
  it("finds each unit's data at its place in the state, and by id in a list kept in another order", () => {
    const s = blank();
    for (const [i, u] of s.units.entries()) expect(defAt(data, u, i)).toBe(def(data, u.id));
    const reversed = [...s.units].reverse();
    for (const [i, u] of reversed.entries()) {
      u.disrupted = i % 2 === 0;
      expect(defAt(data, u, i)).toBe(def(data, u.id));
      expect(cf(data, u, i)).toBe(cf(data, u));
    }
  });

  it('gives the same stack CF and paying tracks whatever the order of the units', () => {
    const s = blank();
    for (const u of s.units.slice(0, 6)) u.loc = 'H11';
    const first = s.units[0];
    if (first) first.disrupted = true;
    const reversed: State = { ...s, units: [...s.units].reverse() };
    expect(stackCf(reversed, data, 'H11')).toBe(stackCf(s, data, 'H11'));
    expect(poolsIn(reversed, data, 'H11')).toEqual(poolsIn(s, data, 'H11'));
  });
});

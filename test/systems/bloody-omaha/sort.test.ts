import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/index.ts';
import { leastBy, sortShort } from '../../../src/systems/bloody-omaha/sim/policy/sort.ts';

describe('the policy sorts short lists as Array.prototype.sort does', () => {
  it('ascending, equals (and infinite keys) kept in their order', () => {
    const rng = Rng.fromSeed('sort-short');
    for (let n = 0; n < 300; n++) {
      const list: { key: number; at: number }[] = [];
      for (let i = rng.int(6); i >= 0; i--) list.push({ key: rng.int(4) === 0 ? Infinity : rng.int(3), at: i });
      const expected = list.slice().sort((x, y) => x.key - y.key);
      sortShort(list, (x) => x.key);
      expect(list).toEqual(expected);
    }
  });

  it('the first of least key, as the first of the sorted list', () => {
    const rng = Rng.fromSeed('least-by');
    for (let n = 0; n < 300; n++) {
      const list: { key: number; at: number }[] = [];
      for (let i = rng.int(6); i > 0; i--) list.push({ key: rng.int(3), at: i });
      expect(leastBy(list, (x) => x.key)).toBe(list.slice().sort((x, y) => x.key - y.key)[0]);
    }
  });
});

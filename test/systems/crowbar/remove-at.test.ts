import { describe, expect, it } from 'vitest';
import { removeAt } from '../../../src/systems/crowbar/game/core.ts';

describe('removeAt: one item taken out of a list in place', () => {
  it('keeps the order of the others, wherever the item stands', () => {
    const list = ['a', 'b', 'c', 'd'];
    removeAt(list, 1);
    expect(list).toEqual(['a', 'c', 'd']);
    removeAt(list, 2);
    expect(list).toEqual(['a', 'c']);
    removeAt(list, 0);
    expect(list).toEqual(['c']);
    removeAt(list, 0);
    expect(list).toEqual([]);
  });
});

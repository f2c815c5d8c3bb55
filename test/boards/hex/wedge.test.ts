import { describe, expect, it } from 'vitest';
import { distance, neighbor, wedge } from '../../../src/boards/hex/index.ts';

describe('wedge', () => {
  it('starts with the two hexes touching the vertex', () => {
    const c = { q: 0, r: 0 };
    expect(wedge(c, 0, 1)).toEqual([neighbor(c, 0), neighbor(c, 1)]);
    expect(wedge(c, 5, 1)).toEqual([neighbor(c, 5), neighbor(c, 0)]);
  });
  it('holds k + 1 hexes at distance k', () => {
    const c = { q: 4, r: -2 };
    const w = wedge(c, 2, 4);
    expect(w).toHaveLength(2 + 3 + 4 + 5);
    for (let k = 1; k <= 4; k++) expect(w.filter((h) => distance(c, h) === k)).toHaveLength(k + 1);
  });
});

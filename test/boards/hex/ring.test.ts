import { describe, expect, it } from 'vitest';
import { distance, hexesWithin, hexKey, ring } from '../../../src/boards/hex/index.ts';

describe('ring and hexesWithin', () => {
  it('holds 6 x radius distinct hexes, all at that distance', () => {
    const c = { q: 2, r: -1 };
    for (let radius = 1; radius <= 6; radius++) {
      const hs = ring(c, radius);
      expect(hs).toHaveLength(6 * radius);
      expect(new Set(hs.map(hexKey)).size).toBe(6 * radius);
      for (const h of hs) expect(distance(c, h)).toBe(radius);
    }
    expect(ring(c, 0)).toEqual([c]);
  });
  it('covers 3r(r+1)+1 hexes, the union of the rings', () => {
    const c = { q: 0, r: 0 };
    const all = hexesWithin(c, 4);
    expect(all).toHaveLength(61);
    const rings = new Set([0, 1, 2, 3, 4].flatMap((r) => ring(c, r)).map(hexKey));
    expect(new Set(all.map(hexKey))).toEqual(rings);
  });
});

import { describe, expect, it } from 'vitest';
import {
  climbs,
  hexKey,
  hexsideKey,
  neighbor,
  neighbors,
  pillboxFireZone,
  unitFireZone,
  type Axial,
  type HexsideFeature,
} from '../../../src/boards/hex/index.ts';

const keys = (hs: Axial[]) => hs.map(hexKey).sort();
const c = { q: 0, r: 0 };

describe('fire zones on a small test map', () => {
  it('covers every adjacent hex for an ordinary unit', () => {
    expect(keys(unitFireZone(c))).toEqual(keys(neighbors(c)));
  });
  it('stops at the map edge', () => {
    const inMap = (h: Axial) => h.q >= 0 && h.r >= 0;
    expect(keys(unitFireZone(c, { inMap }))).toEqual(
      keys([
        { q: 1, r: 0 },
        { q: 0, r: 1 },
      ]),
    );
  });
  it('does not go up a cliff but does go down one (6.2.4)', () => {
    const top = neighbor(c, 0);
    const sides = new Map<string, HexsideFeature>([[hexsideKey(c, top), { kind: 'cliff', top: hexKey(top) }]]);
    const up = (from: Axial, to: Axial) => climbs(sides, from, to);
    const below = unitFireZone(c, { climbs: up });
    expect(below).toHaveLength(5);
    expect(keys(below)).not.toContain(hexKey(top));
    expect(keys(unitFireZone(top, { climbs: up }))).toContain(hexKey(c));
  });
  it('gives a pillbox its front two hexes and the sector forward of its vertex (6.1.1)', () => {
    const zone = pillboxFireZone(c, 2, 3);
    expect(zone.slice(0, 2)).toEqual([neighbor(c, 2), neighbor(c, 3)]);
    expect(zone).toHaveLength(2 + 3 + 4);
    expect(keys(zone)).not.toContain(hexKey(neighbor(c, 0)));
    expect(keys(zone)).toContain(hexKey({ q: 1, r: 1 }));
  });
  it('limits a pillbox beyond its front two hexes to hexes it reaches and sees', () => {
    const beach = (h: Axial) => h.r >= 2;
    const zone = pillboxFireZone(c, 2, 3, { reaches: (h) => beach(h) });
    expect(zone.slice(0, 2)).toEqual([neighbor(c, 2), neighbor(c, 3)]);
    for (const h of zone.slice(2)) expect(beach(h)).toBe(true);
    const blind = pillboxFireZone(c, 2, 3, { sees: () => false });
    expect(blind).toHaveLength(2);
  });
});

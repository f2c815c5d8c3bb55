import { describe, expect, it } from 'vitest';
import { climbs, hexKey, hexsideBetween, hexsideKey, type HexsideFeature } from '../../../src/boards/hex/index.ts';

const low = { q: 0, r: 1 };
const high = { q: 0, r: 0 };

describe('hexsides as data', () => {
  it('gives one key for the edge whichever hex it is read from', () => {
    expect(hexsideKey(low, high)).toBe(hexsideKey(high, low));
    expect(hexsideKey(low, high)).not.toBe(hexsideKey(low, { q: 1, r: 0 }));
  });
  it('climbs a cliff only toward its top, and only for the kinds asked', () => {
    const sides = new Map<string, HexsideFeature<'cliff' | 'steep-slope'>>([
      [hexsideKey(low, high), { kind: 'cliff', top: hexKey(high) }],
    ]);
    expect(hexsideBetween(sides, high, low)?.kind).toBe('cliff');
    expect(climbs(sides, low, high)).toBe(true);
    expect(climbs(sides, high, low)).toBe(false);
    expect(climbs(sides, low, high, ['steep-slope'])).toBe(false);
    expect(climbs(sides, low, { q: 1, r: 0 })).toBe(false);
  });
});

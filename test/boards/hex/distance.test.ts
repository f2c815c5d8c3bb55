import { describe, expect, it } from 'vitest';
import { distance, offsetToAxial, parseHexNumber } from '../../../src/boards/hex/index.ts';

const d = (a: string, b: string) => distance(offsetToAxial(parseHexNumber(a)), offsetToAxial(parseHexNumber(b)));

describe('distance', () => {
  it('counts hexes between printed numbers', () => {
    expect(d('2003', '2003')).toBe(0);
    expect(d('2003', '2004')).toBe(1);
    expect(d('2003', '2103')).toBe(1);
    expect(d('2003', '2102')).toBe(2);
    expect(d('0101', '0110')).toBe(9);
    expect(d('0101', '1001')).toBe(9);
    expect(d('0101', '1005')).toBe(9);
    expect(d('0101', '1006')).toBe(10);
    expect(d('2003', '4003')).toBe(20);
  });
  it('is symmetric and obeys the triangle inequality', () => {
    const hs = [
      { q: 0, r: 0 },
      { q: 3, r: -7 },
      { q: -4, r: 2 },
      { q: 5, r: 5 },
    ];
    for (const a of hs)
      for (const b of hs) {
        expect(distance(a, b)).toBe(distance(b, a));
        for (const c of hs) expect(distance(a, c)).toBeLessThanOrEqual(distance(a, b) + distance(b, c));
      }
  });
});

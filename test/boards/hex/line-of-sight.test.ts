import { describe, expect, it } from 'vitest';
import { hexKey, lineOfSight, type Axial } from '../../../src/boards/hex/index.ts';

const blocking = (hexes: Axial[]) => {
  const s = new Set(hexes.map(hexKey));
  return (h: Axial) => s.has(hexKey(h));
};

describe('lineOfSight', () => {
  it('is blocked by a blocking hex between the ends', () => {
    expect(lineOfSight({ q: 0, r: 0 }, { q: 0, r: 3 }, blocking([{ q: 0, r: 2 }]))).toBe(false);
    expect(lineOfSight({ q: 0, r: 0 }, { q: 0, r: 3 }, blocking([{ q: 1, r: 1 }]))).toBe(true);
  });
  it('ignores blocking terrain in the end hexes', () => {
    expect(
      lineOfSight(
        { q: 0, r: 0 },
        { q: 0, r: 2 },
        blocking([
          { q: 0, r: 0 },
          { q: 0, r: 2 },
        ]),
      ),
    ).toBe(true);
    expect(lineOfSight({ q: 0, r: 0 }, { q: 0, r: 1 }, () => true)).toBe(true);
  });
  it('along a hexside is blocked only when both hexes beside it block', () => {
    const a = { q: 0, r: 0 };
    const b = { q: 1, r: 1 };
    expect(lineOfSight(a, b, blocking([{ q: 1, r: 0 }]))).toBe(true);
    expect(lineOfSight(a, b, blocking([{ q: 0, r: 1 }]))).toBe(true);
    expect(
      lineOfSight(
        a,
        b,
        blocking([
          { q: 1, r: 0 },
          { q: 0, r: 1 },
        ]),
      ),
    ).toBe(false);
  });
});

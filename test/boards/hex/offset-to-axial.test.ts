import { describe, expect, it } from 'vitest';
import { axialToOffset, offsetToAxial, type OffsetParity } from '../../../src/boards/hex/index.ts';

describe('offsetToAxial / axialToOffset', () => {
  it('round-trips every column and row of a 100 x 100 block, both parities, negatives included', () => {
    for (const parity of ['even-q', 'odd-q'] as OffsetParity[]) {
      for (let col = -50; col < 50; col++) {
        for (let row = -50; row < 50; row++) {
          const back = axialToOffset(offsetToAxial({ col, row }, parity), parity);
          expect(back.col === col && back.row === row).toBe(true);
        }
      }
    }
  });

  it('puts column 20 (even) half a hex lower than column 21 under even-q', () => {
    const a = offsetToAxial({ col: 20, row: 3 });
    expect(a).toEqual({ q: 20, r: -7 });
    expect(offsetToAxial({ col: 21, row: 3 })).toEqual({ q: 21, r: -8 });
  });
});

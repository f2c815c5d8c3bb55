import { describe, expect, it } from 'vitest';
import { hexToPixel, layout } from '../../../src/boards/hex/index.ts';
import { movesCursor, nextHex } from '../../../src/ui/boards/bloody-beach/key-cursor.ts';

const L = layout(20);

describe('the keyboard cursor moves from hex to hex', () => {
  it('up and down go one hex along the column', () => {
    expect(nextHex({ q: 3, r: 2 }, 'ArrowDown', L, 0)).toEqual({ q: 3, r: 3 });
    expect(nextHex({ q: 3, r: 2 }, 'ArrowUp', L, 0)).toEqual({ q: 3, r: 1 });
  });
  it('right and left zigzag along the row the cursor started on', () => {
    const start = { q: 0, r: 0 };
    const row = hexToPixel(L, start).y;
    const a = nextHex(start, 'ArrowRight', L, row);
    const b = a && nextHex(a, 'ArrowRight', L, row);
    expect(a?.q).toBe(1);
    expect(b?.q).toBe(2);
    // two steps right come back to the same row
    expect(b && hexToPixel(L, b).y).toBeCloseTo(row, 9);
    expect(b && nextHex(b, 'ArrowLeft', L, row)?.q).toBe(1);
  });
  it('other keys do not move it', () => {
    expect(movesCursor('Enter')).toBe(false);
    expect(nextHex({ q: 0, r: 0 }, 'Enter', L, 0)).toBeUndefined();
  });
});

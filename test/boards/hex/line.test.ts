import { describe, expect, it } from 'vitest';
import { distance, line } from '../../../src/boards/hex/index.ts';

describe('line', () => {
  it('steps one hex at a time from end to end', () => {
    const a = { q: -3, r: 1 };
    const b = { q: 4, r: -5 };
    const l = line(a, b);
    expect(l).toHaveLength(distance(a, b) + 1);
    expect(l[0]).toEqual(a);
    expect(l[l.length - 1]).toEqual(b);
    for (let i = 1; i < l.length; i++) expect(distance(l[i - 1]!, l[i]!)).toBe(1);
  });
  it('picks opposite sides of a hexside-running line with opposite nudges', () => {
    // (0,0) to (1,1) runs along the edge between (1,0) and (0,1).
    const plus = line({ q: 0, r: 0 }, { q: 1, r: 1 }, 1)[1];
    const minus = line({ q: 0, r: 0 }, { q: 1, r: 1 }, -1)[1];
    expect([plus, minus]).toContainEqual({ q: 1, r: 0 });
    expect([plus, minus]).toContainEqual({ q: 0, r: 1 });
  });
  it('is a single hex for a zero-length line', () => {
    expect(line({ q: 2, r: 2 }, { q: 2, r: 2 })).toEqual([{ q: 2, r: 2 }]);
  });
});

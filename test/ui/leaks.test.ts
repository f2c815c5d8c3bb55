import { describe, expect, it } from 'vitest';
import { findLeaks } from '../browser/leaks.ts';

describe('the leak scan of the browser tests', () => {
  it('finds ids, keys, JSON and printed nothings in what a player reads', () => {
    const found = (text: string): string[] => findLeaks(text).map((l) => l.what);
    expect(found('unit de-916-1, to 4613')).toEqual(['an internal id with a number']);
    expect(found('reaction fire from pillbox-7')).toEqual(['an internal id with a number']);
    expect(found('rangeInches 8')).toEqual(['a camelCase key']);
    expect(found('approach-assign (order ["able","baker"])')).toContain('JSON');
    expect(found('{"type":"roll"}')).toContain('JSON');
    expect(found('the pool, "dice": 3, and "b12": 4')).toEqual(['JSON', 'JSON']);
    expect(found('pools "12": 4')).toEqual(['JSON']);
    expect(found('Score: NaN')).toEqual(['NaN']);
    expect(found('Winner: undefined')).toEqual(['undefined']);
    expect(found('[object Object]')).toEqual(['an object printed as text']);
    expect(found('open brecourt.us-fire')).toEqual(['a dotted id']);
    expect(found('victory_level')).toEqual(['a snake_case key']);
  });

  it('lets printed names and rules sections through', () => {
    const text =
      'Newman tests morale, the firer within 12": 1d6 test (over 2.5": 3 thrown). A/116 lands at Easy Red. WN 62 fires: rolled 5 and 6 (L-5, 11.2.3). 16th RCT, 1/B/741. Turn 3 of 16 · German card phase. Fallschirmjäger. 2-8 gives No Hold. 50% - 1d10.';
    expect(findLeaks(text)).toEqual([]);
  });

  it('skips what a test allows by name', () => {
    expect(findLeaks('the J-Projector of McCloskey', [/McCloskey/])).toEqual([]);
  });
});

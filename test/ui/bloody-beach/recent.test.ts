import { describe, expect, it } from 'vitest';
import { recentGameLines } from '../../../src/ui/boards/bloody-beach/recent.ts';

describe('what just happened', () => {
  it('takes the last lines of the game log, oldest first', () => {
    expect(recentGameLines({ log: ['a', 'b', 'c', 'd'] }, 3)).toEqual(['b', 'c', 'd']);
  });

  it('shows nothing for a state without a log', () => {
    expect(recentGameLines(undefined, 3)).toEqual([]);
    expect(recentGameLines({ log: 'not a list' }, 3)).toEqual([]);
  });
});

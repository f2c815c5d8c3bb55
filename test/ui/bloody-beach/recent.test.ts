import { describe, expect, it } from 'vitest';
import { withNames } from '../../../src/ui/boards/bloody-beach/recent.ts';

describe('ids in words', () => {
  it('names units as their counters do, whole ids only', () => {
    const names = new Map([
      ['16-1-E', 'E/16'],
      ['16-1-hq', 'HQ 16th'],
      ['741-A1', '1/A/741st'],
    ]);
    expect(withNames('16-1-E moves to 5414 (1 MP)', names)).toBe('E/16 moves to 5414 (1 MP)');
    expect(withNames('16-1 activates; 16-1-hq stays; 741-A1 and 741-A12 land', names)).toBe(
      '16-1 activates; HQ 16th stays; 1/A/741st and 741-A12 land',
    );
    expect(withNames('no ids here', new Map())).toBe('no ids here');
  });
});

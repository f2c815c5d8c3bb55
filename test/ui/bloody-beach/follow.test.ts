import { describe, expect, it } from 'vitest';
import { intoPlay } from '../../../src/ui/boards/bloody-beach/follow.ts';

describe('the units a new state brings into play', () => {
  const counters = [{ id: 'E-16' }, { id: 'F-16' }, { id: 'A-116' }];

  it('are those it puts on the map', () => {
    expect(intoPlay(new Set(['E-16']), { units: {} }, { units: {} }, counters)).toEqual([
      { id: 'F-16' },
      { id: 'A-116' },
    ]);
  });

  it('and those it activates, not those activated already or never', () => {
    const before = { units: { 'E-16': { activated: true }, 'F-16': {}, 'A-116': {} } };
    const after = {
      units: { 'E-16': { activated: true }, 'F-16': { activated: true }, 'A-116': { activated: false } },
    };
    expect(intoPlay(new Set(['E-16', 'F-16', 'A-116']), before, after, counters)).toEqual([{ id: 'F-16' }]);
  });

  it('are none when nothing changed', () => {
    const state = { units: { 'E-16': { activated: true } } };
    expect(intoPlay(new Set(['E-16', 'F-16', 'A-116']), state, state, counters)).toEqual([]);
  });
});

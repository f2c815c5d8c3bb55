import { describe, expect, it } from 'vitest';
import { ahead, alongRow, mapIndex } from '../../../src/systems/bloody-omaha/map/map-index.ts';
import { scenario } from '../../../src/systems/bloody-omaha/scenario.ts';

describe('the map index', () => {
  const m = mapIndex(scenario);

  it('gives every square the same fields in the same order, whatever the scenario leaves out', () => {
    const fields = Object.keys(m.squares[0] ?? {});
    expect(fields).toContain('exit');
    for (const q of m.squares) expect(Object.keys(q), q.id).toEqual(fields);
    expect(m.byId.get('B04')).toMatchObject({ id: 'B04', terrain: 'beach', row: 3, col: 4 });
  });

  it('finds the square ahead and along a row by row and column, and none off the map', () => {
    expect(ahead(m, 'C04')).toBe('B04');
    expect(alongRow(m, 'B04', -1)).toBe('B03');
    expect(alongRow(m, 'B04', -3)).toBe('B01');
    expect(alongRow(m, 'B01', -1)).toBeUndefined();
    expect(alongRow(m, 'B09', 1)).toBeUndefined();
  });
});

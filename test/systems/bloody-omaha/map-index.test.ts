import { describe, expect, it } from 'vitest';
import { ahead, alongRow, distances, mapIndex } from '../../../src/systems/bloody-omaha/map/map-index.ts';
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

  it('gives the step distance between any two squares, asked from one square or from many in turn', () => {
    const ids = m.squares.map((q) => q.id);
    const from = (a: string): Map<string, number> => distances(m, a);
    // from each square to all, then each pair with the square asked from changing at every question
    for (const a of ids) for (const b of ids) expect(m.distance(a, b)).toBe(from(a).get(b) ?? Infinity);
    for (const b of ids) for (const a of ids) expect(m.distance(a, b), `${a} ${b}`).toBe(from(a).get(b) ?? Infinity);
    expect(m.distance('B04', 'C04')).toBe(1);
    expect(m.distance('B04', 'nowhere')).toBe(Infinity);
  });
});

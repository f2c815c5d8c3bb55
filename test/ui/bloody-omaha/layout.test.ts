import { describe, expect, it } from 'vitest';
import {
  CELL,
  layoutSquares,
  squareAt,
  squareToward,
  centre,
  nameLines,
  rowName,
  SHORE,
} from '../../../src/ui/boards/bloody-omaha/layout.ts';
import { data } from './helpers.ts';

const layout = layoutSquares(data.map.squares);

describe('the square layout of the Bloody Omaha map', () => {
  it('places every square once, north up, column 1 (east) on the right', () => {
    expect(layout.boxes.size).toBe(data.map.squares.length);
    expect(layout.maxCol).toBe(10);
    expect(layout.rows).toBe(8);
    const b01 = layout.boxes.get('B01');
    const b09 = layout.boxes.get('B09');
    const c19 = layout.boxes.get('C19');
    const h31 = layout.boxes.get('H31');
    if (!b01 || !b09 || !c19 || !h31) throw new Error('missing square');
    expect(b01.x).toBeGreaterThan(b09.x); // Fox (east) right of Charlie (west)
    expect(c19.y).toBeLessThan(b01.y); // the sea above the beach
    expect(h31.y).toBeGreaterThan(b01.y); // the deep row below
    expect(layout.bounds).toEqual({ x: 0, y: 0, width: 10 * CELL, height: 8 * CELL + SHORE });
  });

  it('never overlaps two squares', () => {
    const boxes = [...layout.boxes.values()];
    let overlaps = 0;
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        if (a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height) overlaps++;
      }
    expect(overlaps).toBe(0);
  });

  it('draws adjacent squares side by side or one above the other (no diagonals), the shore band between wave and beach', () => {
    const terrain = new Map(data.map.squares.map((q) => [q.id, q.terrain]));
    for (const q of data.map.squares) {
      const a = centre(layout.boxes.get(q.id)!);
      for (const n of q.adjacent) {
        const b = centre(layout.boxes.get(n)!);
        const ashore = new Set([q.terrain, terrain.get(n)]);
        const across = ashore.has('first-wave') && ashore.has('beach') ? SHORE : 0;
        expect(Math.min(Math.abs(a.x - b.x), Math.abs(a.y - b.y))).toBe(0);
        expect(Math.abs(a.x - b.x) + Math.abs(a.y - b.y)).toBeCloseTo(CELL + across, 5);
      }
    }
  });

  it('leaves the beach names a band of their own above the beach, a long name in two lines', () => {
    const c01 = layout.boxes.get('C01')!;
    const b01 = layout.boxes.get('B01')!;
    expect(b01.y - (c01.y + c01.height)).toBeGreaterThanOrEqual(SHORE);
    expect(nameLines('Fox Red', 18, 90)).toEqual(['Fox Red']);
    expect(nameLines('Easy Red (west)', 18, 90)).toEqual(['Easy Red', '(west)']);
    expect(nameLines('Dog Green', 18, 90)).toEqual(['Dog', 'Green']);
    expect(nameLines('Charlie', 18, 40)).toEqual(['Charlie']);
  });

  it('finds the square under a point and the next square for the keyboard cursor', () => {
    const r = layout.boxes.get('S05')!;
    expect(squareAt(layout, r.x + 5, r.y + 5)).toBe('S05');
    expect(squareAt(layout, -10, -10)).toBeUndefined();
    expect(squareToward(layout, 'B05', 'down')).toBe('S05');
    expect(squareToward(layout, 'B05', 'up')).toBe('C05');
    expect(squareToward(layout, 'B05', 'right')).toBe('B04'); // toward column 1, east
    expect(squareToward(layout, 'B05', 'left')).toBe('B06');
    expect(squareToward(layout, 'B09', 'down')).toBe('S09');
    expect(squareToward(layout, 'S10', 'up')).toBe('B09'); // no beach square above column 10: the nearest one up
    expect(squareToward(layout, 'C19', 'up')).toBeUndefined();
  });

  it('names the sea and beach rows', () => {
    expect(rowName(['reinforcement-sea'])).toBe('Reinforcement Sea');
    expect(rowName(['first-wave'])).toBe('1st Wave Channel');
    expect(rowName(['strongpoint', 'town'])).toBe('');
  });
});

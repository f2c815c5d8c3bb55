import { describe, expect, it } from 'vitest';
import {
  CELL,
  GAP,
  MAP_HEIGHT,
  MAP_WIDTH,
  centre,
  colOf,
  gapRect,
  rowOf,
  rowY,
  spaceAtPoint,
  spaceOf,
  spaceRect,
} from '../../../src/ui/boards/crowbar/geometry.ts';

describe('Crowbar! map geometry', () => {
  it('numbers spaces as the game does (row * 12 + column - 1)', () => {
    expect(spaceOf(1, 0)).toBe(0);
    expect(spaceOf(12, 15)).toBe(191);
    expect(colOf(spaceOf(7, 9))).toBe(7);
    expect(rowOf(spaceOf(7, 9))).toBe(9);
  });

  it('draws Start at the bottom and Row 15 at the top, with the Cliff Side gap between Beach 4 and Cliff Top 5', () => {
    expect(rowY(15)).toBeLessThan(rowY(5));
    expect(rowY(5)).toBeLessThan(rowY(4));
    expect(rowY(4) - (rowY(5) + CELL)).toBe(GAP);
    expect(rowY(3) - rowY(4)).toBe(CELL);
    expect(rowY(0) + CELL).toBeLessThan(MAP_HEIGHT);
    expect(spaceRect(12, 0).x + CELL).toBeLessThan(MAP_WIDTH);
  });

  it('finds the space under every space centre, and reads the cliff gap as the Beach 4 space of its column', () => {
    for (let row = 0; row <= 15; row++)
      for (let col = 1; col <= 12; col++) {
        expect(spaceAtPoint(centre(spaceRect(col, row)))).toEqual({ col, row, gap: false });
      }
    expect(spaceAtPoint(centre(gapRect(6)))).toEqual({ col: 6, row: 4, gap: true });
  });

  it('finds nothing off the grid (row labels, Company band, below the Rally Point strip)', () => {
    expect(spaceAtPoint({ x: 5, y: rowY(8) + 5 })).toBeUndefined();
    expect(spaceAtPoint({ x: spaceRect(3, 15).x + 5, y: 2 })).toBeUndefined();
    expect(spaceAtPoint({ x: spaceRect(3, 0).x + 5, y: rowY(0) + CELL + 3 })).toBeUndefined();
    expect(spaceAtPoint({ x: MAP_WIDTH - 1, y: rowY(8) + 5 })).toBeUndefined();
  });
});

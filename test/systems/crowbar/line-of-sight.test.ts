import { describe, expect, it } from 'vitest';
import { germanTargets, hasLos, sightBlockers } from '../../../src/systems/crowbar/game/fire.ts';
import { germanAt, isNight } from '../../../src/systems/crowbar/game/core.ts';
import {
  blocksLos,
  CLIFF,
  colOf,
  COLS,
  dist,
  ROWS,
  rowOf,
  segmentTouches,
  sp,
} from '../../../src/systems/crowbar/map/grid.ts';
import type { CrowbarState } from '../../../src/systems/crowbar/game/types.ts';
import { blankGame, eachDecision, german, put, R } from './helpers.ts';

/** L-2 traced the long way between two inland spaces: every space of the grid the segment touches, looked at. */
function traced(g: CrowbarState, from: number, to: number): boolean {
  if (dist(from, to) <= 1) return true;
  if (dist(from, to) > R.k['night-los'] && isNight(g, R)) return false;
  for (let s = 0; s < ROWS * COLS; s++) {
    if (s === from || s === to || !segmentTouches(from, to, s)) continue;
    const ranger = g.rangers[colOf(s) - 1];
    if (blocksLos(R.map, s) || germanAt(g, s) || (ranger && ranger.row === rowOf(s))) return false;
  }
  return true;
}

describe('L-2 line of sight: lines traced once per offset, blockers gathered once per question', () => {
  it('agrees with a line traced over the whole grid for every pair of inland spaces during a played game', () => {
    let states = 0;
    let n = 0;
    eachDecision('line-of-sight:game', (g) => {
      if (n++ % 150 !== 0) return;
      const blockers = sightBlockers(g, R);
      let seen = 0;
      for (let from = sp(1, CLIFF); from < ROWS * COLS; from++)
        for (let to = sp(1, CLIFF); to < ROWS * COLS; to++) {
          const los = hasLos(g, R, from, to, blockers);
          if (los !== traced(g, from, to)) expect({ from, to, los }).toEqual({ from, to, los: !los });
          if (los) seen++;
        }
      // Blocked and open lines both occur.
      expect(seen).toBeGreaterThan(1000);
      expect(seen).toBeLessThan(110 * 110);
      states++;
    });
    expect(states).toBeGreaterThan(4);
  });

  it('FLAK sees down its own column to the sea (L-1), a unit between blocking it as any line', () => {
    const { g } = blankGame('flak-los');
    const flak = german(g, 'flak', 12, 5);
    put(g, 12, 3);
    expect(hasLos(g, R, sp(12, 5), sp(12, 3))).toBe(false);
    expect(germanTargets(g, R, flak, false).map((r) => r.col)).toEqual([12]);
    german(g, 'grenadier-3', 12, 4);
    expect(germanTargets(g, R, flak, false)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  counterattackTrack,
  reliefTrack,
  timeTrack,
  trackLines,
  tracksSummary,
} from '../../../src/ui/boards/crowbar/tracks.ts';
import { R, blankGame } from './helpers.ts';

describe('the three tracks', () => {
  it('H-1: June 6 and 7 have 12 day and 6 night boxes; the game ends at box 12 of June 8', () => {
    const g = blankGame();
    const days = timeTrack(g, R);
    expect(days.map((d) => d.boxes.length)).toEqual([18, 18, 12]);
    expect(days[0]?.boxes.filter((b) => b.night).length).toBe(6);
    expect(days[2]?.boxes.at(-1)?.last).toBe(true);
    expect(days[0]?.boxes[0]?.here).toBe(true);
  });

  it('the markers sit where the state says', () => {
    const g = blankGame();
    g.time = { day: 2, inc: 14 };
    g.ca = { number: 2, pos: 3, attacked: [] };
    g.relief = 4;
    const days = timeTrack(g, R);
    expect(days[1]?.boxes[13]?.here).toBe(true);
    expect(days.flatMap((d) => d.boxes).filter((b) => b.here).length).toBe(1);
    const ca = counterattackTrack(g, R);
    expect(ca.number).toBe(2);
    expect(ca.boxes[3]?.here).toBe(true);
    expect(ca.boxes[0]?.label).toBe('All Quiet');
    expect(reliefTrack(g, R)[4]?.here).toBe(true);
    expect(tracksSummary(g, R)).toMatch(/June 7, Time Increment 14 \(night\); Counterattack 2 of 4 at space 3/);
    expect(trackLines(g, R)).toEqual([
      'June 7, Time 14 (night)',
      'Counterattack #2: space 3',
      'Relief Column: space 4',
    ]);
    expect(trackLines(blankGame(), R)).toEqual([
      'June 6, Time 1 (day)',
      'Counterattack #1: All Quiet',
      'Relief Column: Invasion Approach',
    ]);
  });

  it('after the last Counterattack the marker leaves the track', () => {
    const g = blankGame();
    g.ca = { number: 5, pos: 0, attacked: [] };
    const ca = counterattackTrack(g, R);
    expect(ca.done).toBe(true);
    expect(ca.boxes.some((b) => b.here)).toBe(false);
  });
});

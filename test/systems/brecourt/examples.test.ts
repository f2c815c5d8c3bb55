import { describe, expect, it } from 'vitest';
import { exactOddsMap, poolSizes, roll } from './helpers.ts';

describe('Shooting Examples: US Para Firing', () => {
  describe('SMG, stationary firer, hard cover, 16 inches', () => {
    const inputs = { weapon: 'smg', cover: 'hard', rangeInches: 16, figuresInTemplate: 1 };
    it('throws four dice (three for the SMG, one for the figure in the template)', () => {
      expect(poolSizes('brecourt.us-fire', inputs)).toEqual({ pool: 4 });
    });
    it('1, 1, 1, 6 is a kill', () => {
      expect(roll('brecourt.us-fire', inputs, '1,1,1,6').outcome).toEqual({ kill: true, suppressions: 0 });
    });
    it('1, 3, 3, 5 is one suppression', () => {
      expect(roll('brecourt.us-fire', inputs, '1,3,3,5').outcome).toEqual({ kill: false, suppressions: 1 });
    });
    it('4, 4, 4, 5 is two suppressions', () => {
      expect(roll('brecourt.us-fire', inputs, '4,4,4,5').outcome).toEqual({ kill: false, suppressions: 2 });
    });
  });

  describe('Rifle, suppressed firer, target in the open, 13 inches', () => {
    const inputs = { weapon: 'rifle', cover: 'open', rangeInches: 13, firerSuppressed: true };
    it('the example counts two dice (no open-target die): the examples setting', () => {
      expect(poolSizes('brecourt.us-fire', inputs, { openTargetDie: 'examples' })).toEqual({ pool: 2 });
    });
    it('the modifier table adds the open-target die: three dice by default', () => {
      expect(poolSizes('brecourt.us-fire', inputs)).toEqual({ pool: 3 });
    });
    it('5, 5 is one suppression', () => {
      expect(roll('brecourt.us-fire', inputs, '5,5', { openTargetDie: 'examples' }).outcome).toEqual({
        kill: false,
        suppressions: 1,
      });
    });
    it('3, 3 is a kill', () => {
      expect(roll('brecourt.us-fire', inputs, '3,3', { openTargetDie: 'examples' }).outcome).toEqual({
        kill: true,
        suppressions: 0,
      });
    });
  });

  describe('Rifle, firer moved, target in the open, 6 inches', () => {
    const inputs = { weapon: 'rifle', cover: 'open', rangeInches: 6, moved: true };
    it('the example counts three dice (3 - 1 moved + 1 close)', () => {
      expect(poolSizes('brecourt.us-fire', inputs, { openTargetDie: 'examples' })).toEqual({ pool: 3 });
      expect(poolSizes('brecourt.us-fire', inputs)).toEqual({ pool: 4 });
    });
    it('1, 1, 6 is a kill', () => {
      expect(roll('brecourt.us-fire', inputs, '1,1,6', { openTargetDie: 'examples' }).outcome).toEqual({
        kill: true,
        suppressions: 0,
      });
    });
    it('5, 5, 5 is two suppressions', () => {
      expect(roll('brecourt.us-fire', inputs, '5,5,5', { openTargetDie: 'examples' }).outcome).toEqual({
        kill: false,
        suppressions: 2,
      });
    });
  });
});

describe('German Morale Examples', () => {
  describe('three markers, one friend within 3", fired on from under 12"', () => {
    const inputs = { suppressionMarkers: 3, rangeInches: 10, friendliesWithin3: 1 };
    it('the example nets 0 and fails on 3 or less: the examples reading', () => {
      for (const die of [1, 2, 3])
        expect(
          roll('brecourt.german-morale', inputs, `test:${die};outcome:1`, { moraleReading: 'examples' }).outcome.passed,
        ).toBe(false);
      for (const die of [4, 5, 6])
        expect(roll('brecourt.german-morale', inputs, `test:${die}`, { moraleReading: 'examples' }).outcome).toEqual({
          passed: true,
          result: 'holds',
        });
    });
    it('the modifier table gives +1 for the friend only, so a 3 passes', () => {
      expect(roll('brecourt.german-morale', inputs, 'test:3').outcome).toEqual({ passed: true, result: 'holds' });
      expect(roll('brecourt.german-morale', inputs, 'test:2;outcome:4').outcome.passed).toBe(false);
    });
    it('after a failure, 1-3 surrenders and 4-6 runs', () => {
      for (const d of [1, 2, 3])
        expect(roll('brecourt.german-morale', inputs, `test:1;outcome:${d}`).outcome.result).toBe('surrenders');
      for (const d of [4, 5, 6])
        expect(roll('brecourt.german-morale', inputs, `test:1;outcome:${d}`).outcome.result).toBe('runs');
    });
    it('odds: the examples reading fails half the time, the table a third', () => {
      const ex = exactOddsMap('brecourt.german-morale', inputs, { moraleReading: 'examples' });
      expect(ex.get('{"passed":true,"result":"holds"}')).toBeCloseTo(1 / 2, 12);
      expect(ex.get('{"passed":false,"result":"surrenders"}')).toBeCloseTo(1 / 4, 12);
      const table = exactOddsMap('brecourt.german-morale', inputs);
      expect(table.get('{"passed":true,"result":"holds"}')).toBeCloseTo(4 / 6, 12);
    });
  });

  describe('four markers, no friend near, fired on from beyond 12", saw a friend killed', () => {
    const inputs = { suppressionMarkers: 4, rangeInches: 18, sawFriendRunOrKilled: true };
    it('rolls two dice and needs no failure die (a failure beyond 12" always runs)', () => {
      expect(poolSizes('brecourt.german-morale', inputs)).toEqual({ test: 2, outcome: 0 });
    });
    it('the example fails (runs) on 2, 3, 4 or 5: the examples reading', () => {
      expect(roll('brecourt.german-morale', inputs, 'test:2,3', { moraleReading: 'examples' }).outcome).toEqual({
        passed: false,
        result: 'runs',
      });
      expect(roll('brecourt.german-morale', inputs, 'test:1,5', { moraleReading: 'examples' }).outcome).toEqual({
        passed: true,
        result: 'holds',
      });
      const ex = exactOddsMap('brecourt.german-morale', inputs, { moraleReading: 'examples' });
      expect(ex.get('{"passed":false,"result":"runs"}')).toBeCloseTo(10 / 36, 12);
    });
    it('the modifier table nets 0 (+1 far, -1 saw a death), so only 2-4 fails', () => {
      expect(roll('brecourt.german-morale', inputs, 'test:2,3').outcome).toEqual({ passed: true, result: 'holds' });
      expect(roll('brecourt.german-morale', inputs, 'test:1,3').outcome).toEqual({ passed: false, result: 'runs' });
      expect(exactOddsMap('brecourt.german-morale', inputs).get('{"passed":false,"result":"runs"}')).toBeCloseTo(
        6 / 36,
        12,
      );
    });
  });
});

describe('Grenade Blast Example', () => {
  const inputs = { figuresInArea: 3 };
  it('three figures throw five dice', () => {
    expect(poolSizes('brecourt.us-grenade-blast', inputs)).toEqual({ pool: 5 });
  });
  it('1, 2, 2, 4, 4 kills two', () => {
    expect(roll('brecourt.us-grenade-blast', inputs, '1,2,2,4,4').outcome).toEqual({ kills: 2 });
  });
  it('1, 1, 1, 3, 6 kills two', () => {
    expect(roll('brecourt.us-grenade-blast', inputs, '1,1,1,3,6').outcome).toEqual({ kills: 2 });
  });
  it('the survivor is reported stunned', () => {
    expect(roll('brecourt.us-grenade-blast', inputs, '1,1,1,3,6').summary).toMatch(/1 stunned/);
  });
});

import { describe, expect, it } from 'vitest';
import { firstHastyTarget, hastyTargets } from '../../../src/systems/crowbar/game/special.ts';
import { blankGame, eachDecision, german, put, R } from './helpers.ts';

describe('K-2d Hasty Fire targets: the first found without the list', () => {
  it('is the first of the listed targets, adjacent and in sight', () => {
    const { g } = blankGame('hasty-first');
    const r = put(g, 6, 8);
    german(g, 'grenadier-4', 9, 8);
    const b = german(g, 'grenadier-4', 7, 9);
    const c = german(g, 'grenadier-4', 5, 7);
    expect(hastyTargets(g, R, r)).toEqual([b.id, c.id]);
    expect(firstHastyTarget(g, R, r)).toBe(b.id);
    expect(firstHastyTarget(g, R, put(g, 1, 13))).toBeUndefined();
  });

  it('agrees with the list for every Ranger unit at every decision of a played game', () => {
    let checked = 0;
    eachDecision('hasty-first:game', (g) => {
      for (const r of g.rangers) {
        if (!r) continue;
        expect(firstHastyTarget(g, R, r)).toBe(hastyTargets(g, R, r)[0]);
        if (hastyTargets(g, R, r).length) checked++;
      }
    });
    expect(checked).toBeGreaterThan(0);
  });
});

import { describe, expect, it } from 'vitest';
import { firers, fireTargets, hasFirer } from '../../../src/systems/crowbar/game/chits.ts';
import { BEACH } from '../../../src/systems/crowbar/map/grid.ts';
import { COMPANIES, type Company, type CrowbarState } from '../../../src/systems/crowbar/game/types.ts';
import { blankGame, eachDecision, german, put, R } from './helpers.ts';

/** The units of a Company, not Pinned and on the map, with a German unit in sight and within reach (L-1). */
function unitsWithTargets(g: CrowbarState, company: Company): number[] {
  const out: number[] = [];
  for (const r of g.rangers)
    if (r && r.company === company && !r.pinned && r.row >= BEACH && fireTargets(g, R, r).length) out.push(r.col);
  return out;
}

describe('L-1 units able to fire: whether any is, found without listing them', () => {
  it('looks past a unit with no target to the next of its Company, and keeps to the columns given', () => {
    const { g } = blankGame('has-firer');
    put(g, 5, 8, { sp: 2 });
    put(g, 6, 9);
    german(g, 'grenadier-4', 6, 12);
    put(g, 8, 6);
    german(g, 'grenadier-4', 8, 7);
    german(g, 'grenadier-4', 1, 14);
    expect(firers(g, R, 'dog')).toEqual([6, 8]);
    expect(hasFirer(g, R, 'dog')).toBe(true);
    expect(hasFirer(g, R, 'dog', [5, 7])).toBe(false);
    expect(hasFirer(g, R, 'easy')).toBe(false);
  });

  it('lists the units with a target, and says whether there is one, for every Company at every decision of a played game', () => {
    let found = 0;
    eachDecision('has-firer:game', (g) => {
      for (const c of COMPANIES) {
        const list = unitsWithTargets(g, c);
        expect(firers(g, R, c)).toEqual(list);
        expect(hasFirer(g, R, c)).toBe(list.length > 0);
        if (list.length) found++;
      }
    });
    expect(found).toBeGreaterThan(0);
  });
});

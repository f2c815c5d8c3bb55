import { told, top } from './core.ts';
import { lcaName } from './words.ts';
import { COLS } from '../map/grid.ts';
import type { Roller } from './roller.ts';
import type { Rules } from './rules.ts';
import { startFlashlamp } from './setup.ts';
import type { CrowbarState, Ranger } from './types.ts';

/**
 * B-6 option (setting crowbar.freeDeployment): before Operation Flashlamp the landing craft of each Company may
 * be set up in any order inside its own zone. A stack moves whole: the LCA, the Ranger unit on it (the Support
 * unit stays the Support unit), the Commander and the Supplies stacked under it. The Rally Point marker belongs
 * to the column and stays behind its Start space (rules note crowbar-free-deployment).
 *
 * Task `deploy`; actions `deploy-swap` { a, b } (two columns of one Company) and `deploy-done`.
 */

/** Every swap open now: each pair of columns of the same Company, lower column first. */
export function deploySwaps(R: Rules): { a: number; b: number }[] {
  const out: { a: number; b: number }[] = [];
  for (let a = 1; a <= COLS; a++)
    for (let b = a + 1; b <= COLS; b++) if (R.map.companyOfCol[a - 1] === R.map.companyOfCol[b - 1]) out.push({ a, b });
  return out;
}

/** The unit now sails in column `col`; it remembers the column of its LCA's name while away from it. */
function shift(r: Ranger, col: number): void {
  const home = r.lcaOf ?? r.col;
  r.col = col;
  if (home === col) delete r.lcaOf;
  else r.lcaOf = home;
}

export function swapStacks(g: CrowbarState, R: Rules, a: number, b: number): void {
  const ra = g.rangers[a - 1] ?? null;
  const rb = g.rangers[b - 1] ?? null;
  g.rangers[a - 1] = rb;
  g.rangers[b - 1] = ra;
  if (ra) shift(ra, b);
  if (rb) shift(rb, a);
  for (const c of g.commanders) {
    if (c.col === a) c.col = b;
    else if (c.col === b) c.col = a;
  }
  for (const s of g.supplies) {
    if (s.carriedBy === a) s.carriedBy = b;
    else if (s.carriedBy === b) s.carriedBy = a;
  }
  if (ra && rb)
    g.logOn &&
      told(g, {
        text: `The landing craft ${lcaName(rb, R)} and ${lcaName(ra, R)} change places`,
        outcome: `${lcaName(rb, R)} now in column ${a}, ${lcaName(ra, R)} in column ${b}, each with its Rangers, Commander and Supplies`,
        source: 'B-6',
      });
}

export function finishDeployment(g: CrowbarState, R: Rules, roller: Roller): void {
  if (top(g)?.k !== 'deploy') return;
  g.stack.pop();
  startFlashlamp(g, R, roller);
}

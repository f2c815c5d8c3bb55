import { roadblockCounts } from './core.ts';
import type { Rules } from './rules.ts';
import type { CrowbarState } from './types.ts';

/**
 * H-3: a very strong Roadblock speeds the Relief Column. The text sends the reader to P-7 for it, which says
 * nothing of it; P-6 defines the strong Roadblock (a third unit on it). See the rules note
 * crowbar-relief-roadblock-bonus and the setting crowbar.strongRoadblockRelief.
 */

/** Extra spaces a Relief Column card entry moves: while any Company holds its Roadblock with three or more units. */
export function reliefBonus(g: CrowbarState, R: Rules): number {
  if (R.settings['crowbar.strongRoadblockRelief'] !== 'each-card') return 0;
  const n = roadblockCounts(g, R);
  const third = R.k['roadblock-third'];
  return n.easy >= third || n.dog >= third || n.fox >= third ? R.k['strong-roadblock-relief'] : 0;
}

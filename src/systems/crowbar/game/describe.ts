import type { Told } from '../../../engine/index.ts';
import type { CrowbarState } from './types.ts';

/**
 * What an action did: the Tolds the game recorded while applying it (its log holds only the last action's, see
 * index.ts apply). Secrets are marked where they are made: the German player's placements (T-1) carry
 * `side: 'german'` with a cover for the Ranger players.
 */
export function tell(_before: CrowbarState, after: CrowbarState): Told[] {
  return [...after.log];
}

import { toldLines, type Told } from '../../../engine/index.ts';
import type { CrowbarAction } from './actions.ts';
import type { CrowbarState } from './types.ts';

/**
 * What an action did, from the game's own log lines. The German player's secret marker placement (T-1) is
 * told only to the German side: the Ranger players read a cover that names no space.
 */
export function tell(before: CrowbarState, after: CrowbarState, action: CrowbarAction): Told[] {
  const told = toldLines(after.log.slice(before.log.length));
  if (action.type !== 'german-place-marker') return told;
  const cover = { text: 'The German player placed a marker face down (its space stays secret)', source: 'T-1' };
  return [{ text: `The German player placed marker ${action.marker + 1} face down at column ${action.col}, row ${action.row}`, source: 'T-1', side: 'german', cover }];
}

import type { CrowbarAction } from './actions.ts';

/**
 * The session log's words for an action. The German player's secret marker placement (T-1) names no space:
 * the Ranger players read the same log, and where the German put his guns and traps is what they must not see.
 * Every other action is listed with its fields.
 */
export function describeAction(action: CrowbarAction): string | undefined {
  return action.type === 'german-place-marker' ? 'German player placed a marker face down (the space stays secret)' : undefined;
}

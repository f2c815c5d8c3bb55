import { summarize } from '../../../systems/brecourt/game/summary.ts';
import type { BrecourtState } from '../../../systems/brecourt/game/types.ts';

/** "brecourt-summary-turn-7.json" */
export function summaryFileName(state: BrecourtState): string {
  return `brecourt-summary-${state.over ? 'final' : `turn-${state.turn}`}.json`;
}

/** The summary as the exported file: plain JSON, pretty printed, with the format named. */
export function summaryText(state: BrecourtState): string {
  return `${JSON.stringify({ format: 'umpire.brecourt.summary', version: 2, ...summarize(state) }, null, 2)}\n`;
}

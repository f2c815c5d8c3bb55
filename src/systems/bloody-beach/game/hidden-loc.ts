import type { Rules } from './rules.ts';
import type { Side } from './state.ts';

/** Session setting: whether face-down German positions block US lines of communications (rules note `hidden-positions-loc`). */
export const HIDDEN_LOC_SETTING = 'hiddenPositionsBlock';

/** Whether a line of `side` ignores face-down enemy units: US lines, when the setting says only revealed positions block. */
export function hiddenSkipped(rules: Rules, side: Side): boolean {
  return side === 'us' && rules.ctx.setting(HIDDEN_LOC_SETTING) === 'revealed';
}

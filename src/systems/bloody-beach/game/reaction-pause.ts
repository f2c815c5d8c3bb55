import { distance } from '../../../boards/hex/index.ts';
import { T } from '../procedures/common.ts';
import { maxReach } from './fire-check.ts';
import type { Rules } from './rules.ts';
import type { GameState, Side } from './state.ts';
import { view } from './view.ts';

/** Session setting: when Umpire stops for German reaction fire (rules note `hidden-reaction-pause`). */
export const REACTION_PAUSE_SETTING = 'hiddenReactionPause';

const hiddenReachOf = new WeakMap<Rules, number>();

/** The farthest a face-down counter might fire, whichever pillbox or nest it turns out to be. */
function farthestHiddenReach(rules: Rules): number {
  const known = hiddenReachOf.get(rules);
  if (known !== undefined) return known;
  let far = 1;
  for (const row of rules.ctx.table(T.unitTypes).rows) {
    const c = rules.unitType(row.key).class;
    if (c === 'pillbox' || c === 'nest') far = Math.max(far, maxReach(rules, { type: row.key }));
  }
  hiddenReachOf.set(rules, far);
  return far;
}

/**
 * Whether a reaction pause is owed although no unit may fire: under the secret setting, after US units enter
 * `hexes` within the longest reach any face-down counter could have, so that a pause tells the US nothing (11.2.2).
 */
export function pauseForHidden(rules: Rules, state: GameState, reacting: Side, hexes: readonly string[]): boolean {
  if (reacting !== 'german' || rules.ctx.setting(REACTION_PAUSE_SETTING) !== 'near-face-down') return false;
  const b = rules.board;
  const far = farthestHiddenReach(rules);
  return view(rules, state).onMap.some(
    (u) => u.side === 'german' && u.hidden && hexes.some((h) => distance(b.hex(h), b.hex(u.hex)) <= far),
  );
}

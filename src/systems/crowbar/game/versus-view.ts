import type { CrowbarState, GermanTask, Task } from './types.ts';
import { isGermanTask } from './versus.ts';

/** What a face-down marker shows in the public view. */
export const HIDDEN = 'hidden';

function publicTask(t: Task): Task {
  if (!isGermanTask(t) || t.k !== 'german-markers') return t;
  const masked: GermanTask = { ...t, hand: t.hand.map(() => HIDDEN), rest: t.rest.map(() => HIDDEN) };
  return masked;
}

/**
 * The game as the Ranger players may see it (T-1: they must not witness the German placements): every
 * unrevealed Possible Gun Location? marker and the German player's hand show HIDDEN instead of their kind.
 * The state itself keeps the truth, which the reducer needs; a board shows Ranger players this view.
 */
export function publicView(g: CrowbarState): CrowbarState {
  return {
    ...g,
    guns: g.guns.map((m) => (m.revealed ? { ...m } : { ...m, kind: HIDDEN })),
    stack: g.stack.map(publicTask),
  };
}

/** What clearing a square is worth to the policy: its VP, and how it opens the way to the Exits (3.1, 3.2). */
import type { GameData } from '../../game/data.ts';
import type { State } from '../../game/types.ts';
import type { Grid } from './board.ts';

/** What an IP is worth, in VP-like units, when the policy weighs an action; nothing once the last turn ends. */
const IP_WORTH = 0.4;
/** Extra worth of an Exit square: three, four or five of them decide the victory level (3.1). */
const EXIT_WORTH = 4;
/** Extra worth of a square next to an Exit still held (it opens another attacking square). */
const NEAR_EXIT_WORTH = 1.5;
/** Worth of each unit a cleared square lets off the beach behind it (a unit left there costs 1 VP, 3.3b). */
const BEACH_RELIEF = 0.5;

export function ipValue(s: State, d: GameData): number {
  return s.turn >= d.turns ? 0 : IP_WORTH;
}

/**
 * Square k: the VP its tokens and icon bring (3.2), and what it opens: Exits, the squares beside them, the beach
 * behind.
 */
export function squareValue(k: number, g: Grid): number {
  let v = (g.vp[k] ?? 0) + (g.tokenVp[k] ?? 0);
  const exit = g.exit[k] === 1;
  if (exit) v += EXIT_WORTH;
  let nearExit = false;
  const next = g.adjacent[k] ?? [];
  for (let i = 0; i < next.length; i++) {
    const n = next[i] ?? 0;
    if (g.beach[n] === 1) v += (g.units[n] ?? 0) * BEACH_RELIEF;
    else if (!exit && !nearExit && g.exit[n] === 1 && (g.held[n] ?? 0) > 0) nearExit = true;
  }
  return nearExit ? v + NEAR_EXIT_WORTH : v;
}

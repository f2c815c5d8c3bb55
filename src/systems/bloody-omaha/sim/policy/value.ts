/** What clearing a square is worth to the policy: its VP, and how it opens the way to the Exits (3.1, 3.2). */
import type { GameData } from '../../game/data.ts';
import type { State, Token } from '../../game/types.ts';
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
 * Square k: the VP its tokens (read from the state unless given) and icon bring (3.2), and what it opens: Exits, the
 * squares beside them, the beach behind.
 */
export function squareValue(
  s: State,
  d: GameData,
  k: number,
  g: Grid,
  tokens: readonly Token[] = s.tokens[g.ids[k] as string] ?? [],
): number {
  let v = g.vp[k] ?? 0;
  for (let i = 0; i < tokens.length; i++)
    v += tokens[i]?.pool === 'strongpoint' ? d.scen.vp.strongpoint : d.scen.vp.encounter;
  const exit = g.exit[k] === 1;
  if (exit) v += EXIT_WORTH;
  let nearExit = false;
  const next = g.adjacent[k] ?? [];
  for (let i = 0; i < next.length; i++) {
    const n = next[i] ?? 0;
    if (g.beach[n] === 1) v += (g.units[n] ?? 0) * BEACH_RELIEF;
    else if (!exit && !nearExit && g.exit[n] === 1 && (s.tokens[g.ids[n] as string]?.length ?? 0) > 0) nearExit = true;
  }
  return nearExit ? v + NEAR_EXIT_WORTH : v;
}

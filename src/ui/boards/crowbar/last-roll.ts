import type { LastRoll } from '../../../systems/crowbar/game/types.ts';

/** The game's most recent roll (state.lastRoll), if it is new since the one last drawn (its `seq` moved on). */
export function freshRoll(seenSeq: number | undefined, r: LastRoll | null): LastRoll | undefined {
  return r && seenSeq !== undefined && r.seq !== seenSeq ? r : undefined;
}

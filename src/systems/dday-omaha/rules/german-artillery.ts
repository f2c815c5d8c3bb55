import type { RulesContext } from '../../../engine/index.ts';
import { rule, ranked, str } from './numbers.ts';
import { isInfantry, isLeader, type UnitType } from './units.ts';

export const ARTILLERY_PRIORITY = 'dday-omaha.artillery-priority';

export interface ArtilleryCandidate {
  readonly id: string;
  readonly type: UnitType;
  readonly steps: number;
  readonly symbol: string;
  readonly where: 'landing-box' | 'beach' | 'other';
}

/** Section 5: from turn 4, undisrupted artillery of the card's caliber in the sector's WNs and Artillery Box, against the card's value. */
export function artilleryFires(
  ctx: RulesContext,
  turn: number,
  count: number,
  value: number,
): { fires: boolean; why: string } {
  const from = rule(ctx, 'artillery-from-turn');
  if (turn < from) return { fires: false, why: `Turn ${turn}: German artillery fires from turn ${from} (5)` };
  const fires = count >= value;
  return {
    fires,
    why: `${count} matching undisrupted artillery ${fires ? '≥' : '<'} artillery value ${value}: ${fires ? 'one unit loses a step' : 'no effect'} (5)`,
  };
}

/** The unit the artillery hits: first category by priority, then the most steps; ties are the player's choice. */
export function artilleryTarget(
  ctx: RulesContext,
  candidates: readonly ArtilleryCandidate[],
  symbols: readonly string[],
): { unit?: string; ties: string[]; why: string } {
  for (const row of ranked(ctx.table(ARTILLERY_PRIORITY))) {
    const inf = str(row, 'units') === 'infantry';
    const where = str(row, 'where');
    const pool = candidates.filter(
      (c) =>
        !isLeader(c.type) &&
        c.steps > 0 &&
        symbols.includes(c.symbol) &&
        isInfantry(c.type) === inf &&
        c.where === where,
    );
    if (pool.length === 0) continue;
    const most = Math.max(...pool.map((c) => c.steps));
    const best = pool.filter((c) => c.steps === most);
    const [first] = best;
    if (!first) continue;
    return {
      unit: first.id,
      ties: best.length > 1 ? best.map((c) => c.id) : [],
      why: `${row.label ?? row.key}, most steps (${most}) → ${first.id} (5)`,
    };
  }
  return { ties: [], why: 'No unit with a matching symbol in a landing box or on the beach (5)' };
}

import type { RulesContext } from '../../../engine/index.ts';
import { rule } from './numbers.ts';
import { isLeader, type ClimbMarker, type HeroMark, type UnitType } from './units.ts';

export const FREE_ACTIONS = 'dday-omaha.free-actions';

export interface FreeActionSubject {
  readonly type: UnitType;
  readonly hero: HeroMark;
  readonly climb: ClimbMarker;
  readonly disrupted: boolean;
  readonly inCommand: boolean;
  readonly beachMoveToShelter: boolean;
}

/** Which row of the free-actions table a unit meets. */
const MEETS: Readonly<Record<string, (u: FreeActionSubject) => boolean>> = {
  leader: (u) => isLeader(u.type),
  disrupted: (u) => u.disrupted,
  climb: (u) => u.climb !== 'none',
  ranger: (u) => u.type === 'ranger',
  hero: (u) => u.hero !== 'none',
  'in-command': (u) => u.inCommand,
  'beach-shelter': (u) => u.beachMoveToShelter,
};

/** Why an action of this unit is free (6), from the free-actions table in its order, or undefined when it counts. */
export function freeActionReason(ctx: RulesContext, u: FreeActionSubject): string | undefined {
  for (const row of ctx.table(FREE_ACTIONS).rows) {
    if (row.values.free !== true || !MEETS[row.key]?.(u)) continue;
    const limit = typeof row.values.limit === 'string' && row.values.limit !== 'any' ? ` (${row.values.limit})` : '';
    return `${row.label ?? row.key}: free${limit} (6)`;
  }
  return undefined;
}

/** Actions per sector (6): 2, or 3 in the extended game. Two stacked units doing the same action pay once. */
export function actionsPerSector(ctx: RulesContext, ext: boolean): number {
  return rule(ctx, 'us-actions-per-sector', ext);
}

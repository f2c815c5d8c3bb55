import type { RulesContext } from '../../../engine/index.ts';
import { rule } from './numbers.ts';
import { isLeader, type UnitType } from './units.ts';

export interface FreeActionSubject {
  readonly type: UnitType;
  readonly hero: 'none' | 'hero' | 'inspired';
  readonly climb: 'none' | 'climb' | 'climb-cliff';
  readonly disrupted: boolean;
  readonly inCommand: boolean;
  readonly beachMoveToShelter: boolean;
}

/** Why an action of this unit is free (6), or undefined when it counts against the sector's allowance. */
export function freeActionReason(u: FreeActionSubject): string | undefined {
  if (isLeader(u.type)) return 'HQs and Generals act for free (6)';
  if (u.disrupted) return 'Disrupted: removing the marker is free, and is its only action (6)';
  if (u.climb !== 'none') return `${u.climb === 'climb' ? 'Climb' : 'Climb Cliff'} marker: continuing the climb is free, and is its only action (6, 6.1)`;
  if (u.type === 'ranger') return 'Rangers act for free (6)';
  if (u.hero !== 'none') return 'A Hero or Inspired marker makes its actions free (6)';
  if (u.inCommand) return 'In command: stacked with or next to an HQ or General that has not moved (6)';
  if (u.beachMoveToShelter) return 'Infantry moving on the beach towards a protecting hexside moves for free (6)';
  return undefined;
}

/** Actions per sector (6): 2, or 3 in the extended game. Two stacked units doing the same action pay once. */
export function actionsPerSector(ctx: RulesContext, ext: boolean): number {
  return rule(ctx, 'us-actions-per-sector', ext);
}

/** Units over the stacking limit to eliminate at the end of the action phase (6). */
export function overStack(ctx: RulesContext, types: readonly UnitType[]): number {
  return Math.max(0, types.filter((t) => !isLeader(t)).length - rule(ctx, 'stacking-limit'));
}

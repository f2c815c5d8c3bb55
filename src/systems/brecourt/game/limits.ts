import { makeContext, numberCell, type RulesContext } from '../../../engine/index.ts';
import { confusionRow } from '../procedures/confusion.ts';
import { SETTINGS } from '../settings.ts';
import { rule, T, TABLES } from '../tables.ts';
import type { BrecourtState, Limits } from './types.ts';

/** The limits the status line reads, from the tables and settings in force. */
export function limitsOf(ctx: RulesContext): Limits {
  const rules = ctx.table(T.rules);
  return {
    confusionTurns: numberCell(ctx.table(T.confusion), confusionRow(ctx), 'turns'),
    spiersAfterGuns: rule(rules, 'spiers-after-guns'),
    fjEntryGroups: rule(rules, 'fj-entry-groups'),
  };
}

let shipped: Limits | undefined;

/** The state's limits; a game saved before they were kept reads the shipped tables. */
export function limitsIn(state: BrecourtState): Limits {
  return state.limits ?? (shipped ??= limitsOf(makeContext(TABLES, SETTINGS)));
}

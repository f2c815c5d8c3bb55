import {
  normalizeInputs,
  resolveProcedure,
  type AnyProcedure,
  type ResolvedRoll,
  type ToldDice,
} from '../../../engine/index.ts';
import type { Rules } from './rules.ts';
import { d10 } from './words.ts';

/** The d10s of one action: those typed in with it first, then the seeded generator (see dice.ts). */
export type Roll = () => number;

/** Dice drawn so far, by group. */
export type Drawn = Readonly<Record<string, readonly number[]>>;

/** A roll the game makes: the procedure that resolves it and its inputs (rollFor shows the same). */
export interface RollPlan {
  readonly proc: AnyProcedure;
  readonly inputs: Readonly<Record<string, number | string | boolean>>;
  /** Whether an optional die group is owed after the dice drawn before it (a morale die after the fire die). */
  readonly owed?: (group: string, drawn: Drawn) => boolean;
}

/**
 * A game roll resolved by the procedure that previews it (rollFor), so the odds shown are the odds played: each
 * die group the procedure owes for these inputs is drawn from the action's dice in the procedure's order; an
 * optional group only when the plan says the dice drawn before it call for it.
 */
export function resolveRoll(rules: Rules, plan: RollPlan, roll: Roll): ResolvedRoll {
  const groups = plan.proc.dice(normalizeInputs(plan.proc.inputs, plan.inputs), rules.ctx);
  const dice: Record<string, number[]> = {};
  for (const g of groups) {
    if (g.count === 0 || (g.optional && !plan.owed?.(g.name, dice))) continue;
    dice[g.name] = Array.from({ length: g.count }, roll);
  }
  return resolveProcedure(plan.proc, rules.ctx, { inputs: plan.inputs, dice });
}

/** The dice of a resolved roll as the log draws them; a group is named by `labels` (none for a lone die). */
export function rolledDice(r: ResolvedRoll, labels: Readonly<Record<string, string>> = {}): ToldDice[] {
  return r.pool
    .filter((g) => g.values.length > 0)
    .map((g) => d10(g.values.map(Number), labels[g.group] ?? (r.pool.length > 1 ? g.group : undefined)));
}

import type { AnyProcedure, DiceRoll, RollPreview, RulesContext } from '../../../engine/index.ts';
import type { GameAction } from '../../../systems/types.ts';

/** A game action chosen whose roll is shown before it is made: the action, the roll it makes and its words. */
export interface PendingRoll {
  readonly action: GameAction;
  readonly preview: RollPreview;
  readonly procedure: AnyProcedure;
  readonly verb: string;
}

/**
 * The action to play once the player rolls: as chosen (Umpire rolls), or carrying the dice thrown at the table as
 * the game reads them, group by group in the procedure's order ("0" on a d10 reads 10).
 */
export function rollAction(r: PendingRoll, dice: DiceRoll | undefined, ctx: RulesContext): GameAction {
  if (!dice) return r.action;
  const values = r.procedure
    .dice(r.preview.inputs, ctx)
    .flatMap((g) => (dice[g.name] ?? []).map((f) => (f === 0 ? 10 : Number(f))));
  return values.length ? ({ ...r.action, dice: values } as GameAction) : r.action;
}

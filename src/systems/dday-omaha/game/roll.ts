import {
  resolveProcedure,
  type AnyProcedure,
  type DiceRoll,
  type InputValues,
  type ResolvedRoll,
  type Rng,
  type RulesContext,
  type ToldDice,
} from '../../../engine/index.ts';

/**
 * A roll the game makes through its procedure (cards drawn as dice): typed in from the card the player drew, or
 * drawn by Umpire from the rng; with the dice in words for the Told.
 */
export function rollProcedure(
  proc: AnyProcedure,
  inputs: InputValues,
  typed: DiceRoll | undefined,
  rng: Rng,
  ctx: RulesContext,
): { result: ResolvedRoll; dice: ToldDice[] } {
  const result = resolveProcedure(proc, ctx, typed ? { inputs, dice: typed } : { inputs, rng });
  const groups = proc.dice(result.inputs, ctx);
  const rolling = groups.filter((g) => g.count > 0);
  const dice: ToldDice[] = rolling.map((g) => ({
    ...(rolling.length > 1 ? { label: g.label } : {}),
    die: {
      id: g.die.id,
      label: g.die.label,
      faces: g.die.faces,
      ...(g.die.faceLabels ? { faceLabels: g.die.faceLabels } : {}),
    },
    values: result.pool.find((p) => p.group === g.name)?.values ?? [],
    ...(result.decisive?.[g.name] ? { decisive: result.decisive[g.name] } : {}),
    ...(typed ? { typed: true } : {}),
  }));
  return { result, dice };
}

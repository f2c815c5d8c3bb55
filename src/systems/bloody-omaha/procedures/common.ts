import {
  D6,
  group,
  innerMap,
  sumModifiers,
  type Modifier,
  type DiceGroup,
  type DiceRoll,
  type InputDef,
  type InputValues,
  type Outcome,
  type ProcedureDefinition,
  type RulesContext,
} from '../../../engine/index.ts';
import { scenario } from '../scenario.ts';

export const SYSTEM = 'bloody-omaha';
/** The one d6 most rolls throw: one list for all, as the simulator rolls it thousands of times (nobody changes it). */
const ONE_DIE: DiceGroup[] = [group('die', 'd6', D6, 1)];
export const oneDie = (): DiceGroup[] => ONE_DIE;

/**
 * A procedure of this game that also gives its outcome alone, for a game nobody hears (the simulator): the same
 * working out as `resolve`, without the words.
 */
export interface GameProcedure<I extends InputValues, O extends Outcome> extends ProcedureDefinition<I, O> {
  outcome(inputs: I, roll: DiceRoll, ctx: RulesContext): O;
}

/**
 * The net DRM of a roll's modifiers, worked out once per rules context and key: a hushed outcome needs the sum alone,
 * and the simulator rolls the same few combinations thousands of times. `key` tells the inputs apart (each procedure
 * packs them into one small whole number), or is undefined for inputs too large to pack, summed afresh.
 */
export function netDrm(
  memo: WeakMap<RulesContext, Map<number, number>>,
  ctx: RulesContext,
  key: number | undefined,
  mods: () => readonly Modifier[],
): number {
  if (key === undefined) return sumModifiers(mods());
  const known = innerMap(memo, ctx);
  let drm = known.get(key);
  if (drm === undefined) known.set(key, (drm = sumModifiers(mods())));
  return drm;
}

/** Whether `n` is a whole number from 0 to below `size`: one part of a `netDrm` key. */
export function fits(n: number, size: number): boolean {
  return Number.isInteger(n) && n >= 0 && n < size;
}

/** The face of the single d6 of a group in a roll (checked: resolve may be handed typed dice). */
export function d6(roll: DiceRoll, name = 'die'): number {
  const f = roll[name]?.[0];
  if (typeof f !== 'number' || !Number.isInteger(f) || f < 1 || f > 6)
    throw new RangeError(`dice group ${name}: a d6 shows 1-6, not ${String(f)}`);
  return f;
}

export const turnInput: InputDef = {
  name: 'turn',
  label: 'Game turn',
  type: 'integer',
  min: 1,
  max: scenario.rules.turns.value,
  default: 1,
};
export const cardDrmInput = (what: string): InputDef => ({
  name: 'cardDrm',
  label: `Card DRM in your favour (${what})`,
  type: 'integer',
  min: 0,
  max: 10,
  default: 0,
  help: 'Total of the cards played for this roll, before it is thrown (14.2).',
});

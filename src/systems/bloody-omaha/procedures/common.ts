import { D6, group, type DiceGroup, type DiceRoll, type InputDef } from '../../../engine/index.ts';
import { scenario } from '../scenario.ts';

export const SYSTEM = 'bloody-omaha';
const ONE_DIE = group('die', 'd6', D6, 1);
/** The one d6 most rolls throw (one group object for all: the simulator rolls it thousands of times). */
export const oneDie = (): DiceGroup[] => [ONE_DIE];

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

import {
  describeModified,
  modifier,
  modify,
  type IntegerInput,
  type Modifier,
  type TableData,
} from '../../../engine/index.ts';
import { sourceOf } from '../tables.ts';

/** Whether a row of a weapons table carries a flag (closeRangeBonus, perFigureInTemplate). */
export function weaponHas(
  weapons: TableData,
  weapon: string,
  flag: 'closeRangeBonus' | 'perFigureInTemplate',
): boolean {
  return weapons.rows.find((r) => r.key === weapon)?.values[flag] === true;
}

/** A template weapon's extra die for each figure under the template (none for other weapons or an empty template). */
export function templateModifiers(weapons: TableData, weapon: string, figures: number): Modifier[] {
  if (!weaponHas(weapons, weapon, 'perFigureInTemplate') || figures <= 0) return [];
  return [modifier(`Figures in the template (${figures})`, figures, sourceOf(weapons, weapon))];
}

/** "Pool: Rifle 2, Target in the open +1 = 3 dice": the weapon's dice, each modifier, and the dice rolled. */
export function poolLine(
  weapons: TableData,
  weapon: string,
  base: number,
  modifiers: readonly Modifier[],
  dice: number,
): string {
  const label = weapons.rows.find((r) => r.key === weapon)?.label ?? weapon;
  return `Pool: ${describeModified(label, { ...modify(base, modifiers), value: dice }, ' dice')}`;
}

/** The firer's range input; `noBonus` names the weapon that gets no close-range die. */
export function rangeInput(noBonus: string): IntegerInput {
  return {
    name: 'rangeInches',
    label: 'Range',
    type: 'integer',
    min: 0,
    max: 120,
    unit: 'in',
    help: `Under 12" adds a die (not the ${noBonus}).`,
  };
}

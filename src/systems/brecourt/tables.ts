import { findRow, modifier, numberCell, validateTable, type Modifier, type TableData } from '../../engine/index.ts';
import confusion from '../../../tables/brecourt/confusion.json';
import germanFireModifiers from '../../../tables/brecourt/german-fire-modifiers.json';
import germanFireResults from '../../../tables/brecourt/german-fire-results.json';
import germanWeapons from '../../../tables/brecourt/german-weapons.json';
import grenadeBlast from '../../../tables/brecourt/grenade-blast.json';
import grenadeScatter from '../../../tables/brecourt/grenade-scatter.json';
import handToHand from '../../../tables/brecourt/hand-to-hand.json';
import moraleModifiers from '../../../tables/brecourt/morale-modifiers.json';
import morale from '../../../tables/brecourt/morale.json';
import movementModifiers from '../../../tables/brecourt/movement-modifiers.json';
import movement from '../../../tables/brecourt/movement.json';
import rules from '../../../tables/brecourt/rules.json';
import scoring from '../../../tables/brecourt/scoring.json';
import sets from '../../../tables/brecourt/sets.json';
import targetCover from '../../../tables/brecourt/target-cover.json';
import usFireModifiers from '../../../tables/brecourt/us-fire-modifiers.json';
import usFireResults from '../../../tables/brecourt/us-fire-results.json';
import usWeapons from '../../../tables/brecourt/us-weapons.json';
import wound from '../../../tables/brecourt/wound.json';

/** Table ids, so procedures never spell them twice. */
export const T = {
  usWeapons: 'brecourt.us-weapons',
  usFireModifiers: 'brecourt.us-fire-modifiers',
  usFireResults: 'brecourt.us-fire-results',
  sets: 'brecourt.sets',
  germanWeapons: 'brecourt.german-weapons',
  germanFireModifiers: 'brecourt.german-fire-modifiers',
  germanFireResults: 'brecourt.german-fire-results',
  wound: 'brecourt.wound',
  morale: 'brecourt.morale',
  moraleModifiers: 'brecourt.morale-modifiers',
  movement: 'brecourt.movement',
  movementModifiers: 'brecourt.movement-modifiers',
  targetCover: 'brecourt.target-cover',
  grenadeScatter: 'brecourt.grenade-scatter',
  grenadeBlast: 'brecourt.grenade-blast',
  handToHand: 'brecourt.hand-to-hand',
  confusion: 'brecourt.confusion',
  scoring: 'brecourt.scoring',
  rules: 'brecourt.rules',
} as const;

const FILES: readonly [unknown, string][] = [
  [usWeapons, 'us-weapons.json'],
  [usFireModifiers, 'us-fire-modifiers.json'],
  [usFireResults, 'us-fire-results.json'],
  [sets, 'sets.json'],
  [germanWeapons, 'german-weapons.json'],
  [germanFireModifiers, 'german-fire-modifiers.json'],
  [germanFireResults, 'german-fire-results.json'],
  [wound, 'wound.json'],
  [morale, 'morale.json'],
  [moraleModifiers, 'morale-modifiers.json'],
  [movement, 'movement.json'],
  [movementModifiers, 'movement-modifiers.json'],
  [targetCover, 'target-cover.json'],
  [grenadeScatter, 'grenade-scatter.json'],
  [grenadeBlast, 'grenade-blast.json'],
  [handToHand, 'hand-to-hand.json'],
  [confusion, 'confusion.json'],
  [scoring, 'scoring.json'],
  [rules, 'rules.json'],
];

export const TABLES: readonly TableData[] = FILES.map(([json, file]) => validateTable(json, `tables/brecourt/${file}`));

/** A value of the game-limits table. */
export function rule(table: TableData, key: string): number {
  return numberCell(table, key, 'value');
}

/** The section a row is printed in (its own source, else the table's), or "provisional". */
export function sourceOf(table: TableData, key: string): string {
  const row = findRow(table, key);
  if (row.provisional ?? table.provisional) return `provisional: ${row.note ?? table.note ?? ''}`.trim();
  return row.source ?? table.source ?? table.title;
}

/** A modifier from a row of a modifiers table: the row's label (or the one given), its `column` value times `times`, its section. */
export function rowModifier(mods: TableData, key: string, column: string, times = 1, label?: string): Modifier {
  return modifier(
    label ?? mods.rows.find((r) => r.key === key)?.label ?? key,
    numberCell(mods, key, column) * times,
    sourceOf(mods, key),
  );
}

import {
  D6,
  defineProcedure,
  exactOdds,
  group,
  numberCell,
  choiceCell,
  Tally,
  type DiceGroup,
  type TableData,
} from '../../../engine/index.ts';
import { listDice } from './sets.ts';
import { T } from '../tables.ts';

export const WOUND_RESULTS = ['killed', 'wounded', 'suppressed'] as const;
export type WoundResult = (typeof WOUND_RESULTS)[number];

const dice = (): DiceGroup[] => [group('dice', '3d6', D6, 3)];

/** The wound table row whose "largest set" matches the dice. */
export function woundRow(table: TableData, largestSet: number): string {
  const row = table.rows.find((r) => numberCell(table, r.key, 'largestSet') === largestSet);
  if (!row) throw new RangeError(`${table.id}: no row for a set of ${largestSet}`);
  return row.key;
}

export const wound = defineProcedure<Record<string, never>, { result: WoundResult }>({
  id: 'brecourt.wound',
  system: 'brecourt',
  title: 'Wound table',
  source: 'German Sheet: Wound Table',
  description: 'Three dice for a paratrooper hit: three alike kills, a pair wounds, all different only suppresses.',
  inputs: [],
  outcomeKeys: ['result'],
  tables: [T.wound],
  dice,
  resolve(_i, roll, ctx) {
    const table = ctx.table(T.wound);
    const t = Tally.of(dice(), roll);
    const set = t.largestSet('dice');
    const key = woundRow(table, set.size);
    const result = choiceCell(table, key, 'result', WOUND_RESULTS);
    const values = roll.dice ?? [];
    return {
      outcome: { result },
      summary: result === 'killed' ? 'KILLED' : result === 'wounded' ? 'Wounded' : 'Suppressed',
      modifiers: [],
      explanation: [`Rolled ${listDice(values)}`, `${table.rows.find((r) => r.key === key)?.label ?? key}: ${result}`],
      cell: { table: T.wound, row: key, column: 'result' },
      decisive: { dice: set.size >= 2 ? values.flatMap((v, i) => (v === set.face ? [i] : [])) : [0, 1, 2] },
    };
  },
  odds(_i, ctx) {
    const table = ctx.table(T.wound);
    return exactOdds(
      dice(),
      (t) => t.largestSet('dice').size,
      (size) => ({ result: choiceCell(table, woundRow(table, size), 'result', WOUND_RESULTS) }),
    );
  },
  label: (o) => o.result,
});

import { D6, defineProcedure, exactOdds, group, numberCell, rangeRow, stringCell, Tally, type DiceGroup } from '../../../engine/index.ts';

type Hold = 'none' | 'shaky' | 'firm';
const TABLE = 'crowbar.grappling';
const dice = (): DiceGroup[] => [group('dice', 'Combat Dice', D6, 2)];

export const grappling = defineProcedure<Record<string, never>, { hold: Hold }>({
  id: 'crowbar.grappling',
  system: 'crowbar',
  title: 'Grappling Attempt',
  source: 'K-2b',
  description: 'A Ranger unit on Beach 4 throws its own hooks: two Combat Dice added.',
  inputs: [],
  outcomeKeys: ['hold'],
  tables: [TABLE],
  dice,
  resolve(_inputs, roll, ctx) {
    const table = ctx.table(TABLE);
    const sum = Tally.of(dice(), roll).sum('dice');
    const row = rangeRow(table, sum);
    const hold = stringCell(table, row.key, 'hold') as Hold;
    return {
      outcome: { hold },
      summary: hold === 'none' ? 'No Hold' : hold === 'shaky' ? 'Shaky Hold' : 'Firm Hold',
      modifiers: [],
      explanation: [`Two Combat Dice: ${sum}`, `${numberCell(table, row.key, 'min')}-${numberCell(table, row.key, 'max')} gives ${row.label ?? hold} (K-2b)`],
      cell: { table: TABLE, row: row.key, column: 'hold' },
      decisive: { dice: [0, 1] },
    };
  },
  odds(_inputs, ctx) {
    const table = ctx.table(TABLE);
    return exactOdds(dice(), (t) => t.sum('dice'), (sum) => ({ hold: stringCell(table, rangeRow(table, sum).key, 'hold') as Hold }));
  },
  label: (o) => `${o.hold} hold`,
});

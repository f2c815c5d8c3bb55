import { D6, defineProcedure, exactOdds, group, numberCell, rangeRow, stringCell, Tally, type DiceGroup } from '../../../engine/index.ts';

type Hold = 'none' | 'shaky' | 'firm';
const TABLE = 'crowbar.j-projector';
const dice = (): DiceGroup[] => [group('dice', 'Combat Dice', D6, 2)];

export const jProjector = defineProcedure<Record<string, never>, { hold: Hold }>({
  id: 'crowbar.j-projector',
  system: 'crowbar',
  title: 'J-Projector launch',
  source: 'E-4',
  description: 'An undamaged LCA reaching Beach 4 fires its rocket grapnels: two Combat Dice added.',
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
      explanation: [`Two Combat Dice: ${sum}`, `${numberCell(table, row.key, 'min')}-${numberCell(table, row.key, 'max')} gives ${row.label ?? hold} (E-4)`],
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

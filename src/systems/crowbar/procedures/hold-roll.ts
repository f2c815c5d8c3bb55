import { D6, defineProcedure, exactOdds, group, numberCell, rangeRow, stringCell, Tally, type AnyProcedure, type DiceGroup } from '../../../engine/index.ts';

type Hold = 'none' | 'shaky' | 'firm';
const dice = (): DiceGroup[] => [group('dice', 'Combat Dice', D6, 2)];

/** A climbing-line attempt: two Combat Dice added, read against a table of Hold results (J-Projector, Grappling). */
export function holdRoll(spec: { id: string; title: string; source: string; description: string }): AnyProcedure {
  const table = spec.id;
  return defineProcedure<Record<string, never>, { hold: Hold }>({
    ...spec,
    system: 'crowbar',
    inputs: [],
    outcomeKeys: ['hold'],
    tables: [table],
    dice,
    resolve(_inputs, roll, ctx) {
      const t = ctx.table(table);
      const sum = Tally.of(dice(), roll).sum('dice');
      const row = rangeRow(t, sum);
      const hold = stringCell(t, row.key, 'hold') as Hold;
      return {
        outcome: { hold },
        summary: hold === 'none' ? 'No Hold' : hold === 'shaky' ? 'Shaky Hold' : 'Firm Hold',
        modifiers: [],
        explanation: [`Two Combat Dice: ${sum}`, `${numberCell(t, row.key, 'min')}-${numberCell(t, row.key, 'max')} gives ${row.label ?? hold} (${spec.source})`],
        cell: { table, row: row.key, column: 'hold' },
        decisive: { dice: [0, 1] },
      };
    },
    odds(_inputs, ctx) {
      const t = ctx.table(table);
      return exactOdds(dice(), (x) => x.sum('dice'), (sum) => ({ hold: stringCell(t, rangeRow(t, sum).key, 'hold') as Hold }));
    },
    label: (o) => `${o.hold} hold`,
  });
}

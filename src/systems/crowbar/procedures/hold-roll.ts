import {
  D6,
  defineProcedure,
  exactOdds,
  group,
  numberCell,
  Tally,
  type AnyProcedure,
  type DiceGroup,
  type TableData,
  type TableRow,
} from '../../../engine/index.ts';

type Hold = 'none' | 'shaky' | 'firm';

/** The Hold a sum of two Combat Dice gives in a Hold table: its row covering the sum (none covering it: No Hold). */
export function holdFor(t: TableData, sum: number): { hold: Hold; row: TableRow | undefined } {
  for (let i = 0; i < t.rows.length; i++) {
    const row = t.rows[i] as TableRow;
    const lo = row.values.min;
    const hi = row.values.max;
    if ((typeof lo === 'number' && sum < lo) || (typeof hi === 'number' && sum > hi)) continue;
    const hold = row.values.hold;
    return { hold: hold === 'shaky' || hold === 'firm' ? hold : 'none', row };
  }
  return { hold: 'none', row: undefined };
}

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
      const { hold, row } = holdFor(t, sum);
      return {
        outcome: { hold },
        summary: hold === 'none' ? 'No Hold' : hold === 'shaky' ? 'Shaky Hold' : 'Firm Hold',
        modifiers: [],
        explanation: [
          `Two Combat Dice: ${sum}`,
          row
            ? `${numberCell(t, row.key, 'min')}-${numberCell(t, row.key, 'max')} gives ${row.label ?? hold} (${spec.source})`
            : `no row covers ${sum}: No Hold (${spec.source})`,
        ],
        ...(row ? { cell: { table, row: row.key, column: 'hold' } } : {}),
        decisive: { dice: [0, 1] },
      };
    },
    odds(_inputs, ctx) {
      const t = ctx.table(table);
      return exactOdds(
        dice(),
        (x) => x.sum('dice'),
        (sum) => ({ hold: holdFor(t, sum).hold }),
      );
    },
    label: (o) => `${o.hold} hold`,
  });
}

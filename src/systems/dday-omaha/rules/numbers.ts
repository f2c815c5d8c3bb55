import { cellValue, findRow, type RulesContext, type TableData, type TableRow } from '../../../engine/index.ts';

export const RULES_TABLE = 'dday-omaha.rules';

/** A rule number from tables/dday-omaha/rules.json; `ext` reads the extended-game value where one is printed. */
export function rule(ctx: RulesContext, key: string, ext = false): number {
  const t = ctx.table(RULES_TABLE);
  const base = cellValue(t, key, 'value');
  const e = findRow(t, key).values.ext;
  const v = ext && typeof e === 'number' ? e : base;
  if (typeof v !== 'number') throw new RangeError(`${RULES_TABLE}: ${key} has no number`);
  return v;
}

/** "label (value, section)" for explanations. */
export function ruleText(ctx: RulesContext, key: string, ext = false): string {
  const row = findRow(ctx.table(RULES_TABLE), key);
  return `${row.label ?? key}: ${rule(ctx, key, ext)} (${row.source ?? '?'}${ext ? ', extended' : ''})`;
}

/** Rows sorted by a numeric `rank` column. */
export function ranked(table: TableData): TableRow[] {
  return [...table.rows].sort((a, b) => Number(a.values.rank) - Number(b.values.rank));
}

/** The row whose fromTurn..toTurn holds the turn. */
export function turnRow(
  table: TableData,
  turn: number,
  pred: (r: TableRow) => boolean = () => true,
): TableRow | undefined {
  return table.rows.find((r) => {
    const lo = r.values.fromTurn;
    const hi = r.values.toTurn;
    return (typeof lo !== 'number' || turn >= lo) && (typeof hi !== 'number' || turn <= hi) && pred(r);
  });
}

export function str(row: TableRow, key: string): string {
  const v = row.values[key];
  return typeof v === 'string' ? v : '';
}

export function provenance(table: TableData, row: TableRow): string {
  const p = row.provisional ?? table.provisional;
  return p ? `${row.source ?? table.source ?? ''}, provisional`.replace(/^, /, '') : (row.source ?? table.source ?? '');
}

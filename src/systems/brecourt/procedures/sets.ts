import { numberCell, type TableData, type Tally } from '../../../engine/index.ts';

/** The value of a set of `size` equal dice in a column of the sets table (sizes past the last row grow by one a die). */
export function setValue(table: TableData, size: number, column: 'usSuppressions' | 'grenadeKills'): number {
  if (size < 2) return 0;
  let best: { size: number; value: number } | undefined;
  for (const row of table.rows) {
    const s = numberCell(table, row.key, 'size');
    if (s <= size && (!best || s > best.size)) best = { size: s, value: numberCell(table, row.key, column) };
  }
  if (!best) return 0;
  return best.value + (size - best.size);
}

/** The row of the sets table used for a set of this size. */
export function setRowKey(table: TableData, size: number): string | undefined {
  let best: { size: number; key: string } | undefined;
  for (const row of table.rows) {
    const s = numberCell(table, row.key, 'size');
    if (s <= size && (!best || s > best.size)) best = { size: s, key: row.key };
  }
  return best?.key;
}

/** Faces 1-6 of a d6 group with how many dice show each. */
export function d6Counts(t: Tally, group: string): number[] {
  const out = [0, 0, 0, 0, 0, 0, 0];
  for (let f = 1; f <= 6; f++) out[f] = t.count(group, f);
  return out;
}

/** "1, 1, 1, 6" */
export function listDice(values: readonly unknown[]): string {
  return values.length ? values.map(String).join(', ') : 'no dice';
}

/** Indices in the rolled order of dice showing one of the faces. */
export function indicesOf(values: readonly unknown[] | undefined, faces: ReadonlySet<number>): number[] {
  const out: number[] = [];
  (values ?? []).forEach((v, i) => {
    if (typeof v === 'number' && faces.has(v)) out.push(i);
  });
  return out;
}

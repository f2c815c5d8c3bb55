import type { Face } from './dice.ts';
import type { Tally } from './tally.ts';
import { rangeRow, TableLookupError, type TableData, type TableRow } from './tables.ts';

/** The largest set of equal faces among the listed faces (all faces when none are listed). */
export function ofAKind(t: Tally, group: string, among?: readonly Face[]): { size: number; face: Face | undefined } {
  if (!among) return t.largestSet(group);
  let size = 0;
  let face: Face | undefined;
  for (const f of among) {
    const c = t.count(group, f);
    if (c > 0 && c >= size) {
      size = c;
      face = f;
    }
  }
  return { size, face };
}

/**
 * Counts the dice per result where a table gives the result of each face: rows keyed by face, the result in
 * `column` (e.g. "miss", "morale", "half", "hit").
 */
export function resultsPerFace(t: Tally, group: string, table: TableData, column = 'result'): Record<string, number> {
  const out: Record<string, number> = {};
  for (const row of table.rows) {
    const result = row.values[column];
    if (typeof result !== 'string') throw new TableLookupError(`table ${table.id}: row "${row.key}" has no result in column "${column}"`);
    const face: Face = /^-?\d+$/.test(row.key) ? Number(row.key) : row.key;
    out[result] = (out[result] ?? 0) + t.count(group, face);
  }
  return out;
}

export type Rounding = 'down' | 'up' | 'nearest';

export function round(value: number, how: Rounding): number {
  return how === 'down' ? Math.floor(value) : how === 'up' ? Math.ceil(value) : Math.round(value);
}

/** Whole hits plus half hits counted at one half each, rounded as the rule says. */
export function hitsWithHalves(whole: number, halves: number, how: Rounding): number {
  return whole + round(halves / 2, how);
}

/** The row of a 2d6-style table whose range holds the sum (columns `min` and `max`). */
export function sumAgainstRanges(t: Tally, group: string, table: TableData, modifier = 0): { total: number; row: TableRow } {
  const total = t.sum(group) + modifier;
  return { total, row: rangeRow(table, total) };
}

/** Success when the die (plus modifier) is at most the rating, e.g. an efficiency check. */
export function atMost(roll: number, rating: number): boolean {
  return roll <= rating;
}

/** Success when the roll is strictly greater than the target number. */
export function greaterThan(roll: number, target: number): boolean {
  return roll > target;
}

/** An opposed roll: positive when the first side wins, zero on a tie. */
export function opposed(first: number, second: number): number {
  return Math.sign(first - second);
}

/**
 * The column of a combat table for an odds ratio, rounded in the defender's favour: columns are keyed
 * "a:d" (e.g. "1:2", "1:1", "3:1"); the highest column not above the true ratio is used, clamped to the ends.
 */
export function oddsColumn(attack: number, defense: number, columns: readonly string[]): string {
  const ratio = defense <= 0 ? Number.POSITIVE_INFINITY : attack / defense;
  const parsed = columns.map((c) => {
    const [a, d] = c.split(':').map(Number);
    if (!a || !d) throw new TableLookupError(`odds column "${c}" is not of the form a:d`);
    return { c, r: a / d };
  }).sort((x, y) => x.r - y.r);
  let best = parsed[0];
  for (const p of parsed) if (p.r <= ratio + 1e-12) best = p;
  if (!best) throw new TableLookupError('no odds columns');
  return best.c;
}

/** The column for a differential (attack minus defense), columns given by their lower bounds, clamped. */
export function differentialColumn(differential: number, lowerBounds: readonly number[]): number {
  const sorted = [...lowerBounds].sort((a, b) => a - b);
  let best = sorted[0];
  for (const b of sorted) if (b <= differential) best = b;
  if (best === undefined) throw new TableLookupError('no differential columns');
  return best;
}

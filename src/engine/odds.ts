import { faceWeights, type DiceGroup } from './dice.ts';
import { isRecord } from './guards.ts';
import { Tally } from './tally.ts';

export interface OutcomeProbability<O> {
  readonly outcome: O;
  readonly p: number;
}

/** A key equal for equal JSON values, whatever the order of object keys. */
export function stableKey(value: unknown): string {
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += (i ? ',' : '') + stableKey(value[i]);
    return `${out}]`;
  }
  if (!isRecord(value)) return JSON.stringify(value) ?? 'undefined';
  const keys = Object.keys(value);
  if (keys.length > 1) keys.sort();
  let out = '{';
  let first = true;
  for (const k of keys) {
    out += `${first ? '' : ','}"${k}":${stableKey(value[k])}`;
    first = false;
  }
  return `${out}}`;
}

/** Pascal's triangle up to row n, as flat rows. */
function binomialRows(n: number): Float64Array[] {
  const rows = [Float64Array.of(1)];
  for (let i = 1; i <= n; i++) {
    const prev = rows[i - 1] as Float64Array;
    const row = new Float64Array(i + 1);
    row[0] = 1;
    row[i] = 1;
    for (let j = 1; j < i; j++) row[j] = (prev[j - 1] as number) + (prev[j] as number);
    rows.push(row);
  }
  return rows;
}

/**
 * Exact distribution of a statistic over every way the dice can fall, enumerated as counts per face
 * (multisets, weighted by their multinomial probability) rather than as ordered rolls: 30d6 is 324,632 cases,
 * not 6^30. Dice within a group are interchangeable; dice whose order matters belong in separate groups.
 */
export function statisticDistribution<S extends number | string>(
  groups: readonly DiceGroup[],
  statistic: (t: Tally) => S,
): Map<S, number> {
  const tally = new Tally(groups);
  const result = new Map<S, number>();
  // Small whole-number statistics (hits, sums, set sizes) accumulate in a dense array: no hashing per case.
  const DENSE = 4096;
  const dense = new Float64Array(DENSE);
  const seen = new Uint8Array(DENSE);
  const add = (s: S, p: number): void => {
    if (typeof s === 'number' && s >= 0 && s < DENSE && (s | 0) === s) {
      dense[s] = (dense[s] as number) + p;
      seen[s] = 1;
    } else result.set(s, (result.get(s) ?? 0) + p);
  };
  const sizes = groups.map((g) => g.count);
  const binomials = binomialRows(Math.max(0, ...sizes));
  // powers[g][f][c] = p(face f of group g) ^ c
  const powers = groups.map((g, gi) =>
    faceWeights(g.die).p.map((p) => {
      const row = new Float64Array((sizes[gi] as number) + 1);
      row[0] = 1;
      for (let c = 1; c < row.length; c++) row[c] = (row[c - 1] as number) * p;
      return row;
    }),
  );
  const groupCount = groups.length;

  const visit = (g: number, f: number, remaining: number, p: number): void => {
    if (g === groupCount) {
      add(statistic(tally), p);
      return;
    }
    const counts = tally.counts[g] as number[];
    const pw = powers[g] as Float64Array[];
    if (f === counts.length - 1) {
      counts[f] = remaining;
      visit(
        g + 1,
        0,
        g + 1 < groupCount ? (sizes[g + 1] as number) : 0,
        p * ((pw[f] as Float64Array)[remaining] as number),
      );
      counts[f] = 0;
      return;
    }
    const face = pw[f] as Float64Array;
    const choose = binomials[remaining] as Float64Array;
    if (f === counts.length - 2 && g === groupCount - 1) {
      // The innermost loop, unrolled: the last face takes what remains, and each case is a leaf.
      const lastFace = pw[f + 1] as Float64Array;
      for (let c = 0; c <= remaining; c++) {
        counts[f] = c;
        counts[f + 1] = remaining - c;
        const q = p * (choose[c] as number) * (face[c] as number) * (lastFace[remaining - c] as number);
        add(statistic(tally), q);
      }
      counts[f] = 0;
      counts[f + 1] = 0;
      return;
    }
    for (let c = 0; c <= remaining; c++) {
      counts[f] = c;
      visit(g, f + 1, remaining - c, p * (choose[c] as number) * (face[c] as number));
    }
    counts[f] = 0;
  };
  if (groupCount === 0) add(statistic(tally), 1);
  else visit(0, 0, sizes[0] as number, 1);
  for (let i = 0; i < DENSE; i++) if (seen[i]) result.set(i as S, dense[i] as number);
  return result;
}

function compareStats(a: number | string, b: number | string): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
}

/**
 * Exact odds of every outcome. `statistic` reduces the dice to what the rule reads (hits, a sum, the largest
 * set); `outcome` maps it to the result. Equal outcomes are merged; outcomes are ordered by statistic.
 */
export function exactOdds<S extends number | string, O>(
  groups: readonly DiceGroup[],
  statistic: (t: Tally) => S,
  outcome: (s: S) => O,
): OutcomeProbability<O>[] {
  const dist = [...statisticDistribution(groups, statistic)].sort(([a], [b]) => compareStats(a, b));
  const merged = new Map<string, { outcome: O; p: number }>();
  for (const [s, p] of dist) {
    const o = outcome(s);
    const key = stableKey(o);
    const prev = merged.get(key);
    if (prev) prev.p += p;
    else merged.set(key, { outcome: o, p });
  }
  return [...merged.values()];
}

/** Exact odds when the outcome is cheap to compute straight from the dice (small pools). */
export function exactOutcomeOdds<O>(groups: readonly DiceGroup[], outcomeOf: (t: Tally) => O): OutcomeProbability<O>[] {
  const byKey = new Map<string, O>();
  const dist = statisticDistribution(groups, (t) => {
    const o = outcomeOf(t);
    const k = stableKey(o);
    if (!byKey.has(k)) byKey.set(k, o);
    return k;
  });
  return [...dist].map(([k, p]) => ({ outcome: byKey.get(k) as O, p }));
}

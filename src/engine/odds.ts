import { faceWeights, type DiceGroup } from './dice.ts';
import { isRecord, required } from './guards.ts';
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

/** Pascal's triangle up to row n, as flat rows (an entry outside the triangle counts as 0). */
function binomialRows(n: number): Float64Array[] {
  let prev = Float64Array.of(1);
  const rows = [prev];
  for (let i = 1; i <= n; i++) {
    const row = new Float64Array(i + 1);
    for (let j = 0; j <= i; j++) row[j] = (prev[j - 1] ?? 0) + (prev[j] ?? 0);
    rows.push(row);
    prev = row;
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
  // The statistic each used slot of the dense array stands for.
  const denseKeys = new Array<S | undefined>(DENSE);
  const add = (s: S, p: number): void => {
    if (typeof s === 'number' && s >= 0 && s < DENSE && (s | 0) === s) {
      dense[s] = (dense[s] ?? 0) + p;
      denseKeys[s] = s;
    } else result.set(s, (result.get(s) ?? 0) + p);
  };
  const binomials = binomialRows(Math.max(0, ...groups.map((g) => g.count)));
  // For each group in turn: its counts (mutated as cases are visited), its size, and
  // powers[f][c] = p(face f) ^ c.
  const levels = groups.map((group, gi) => ({
    counts: required(tally.counts[gi], 'the counts of a dice group'),
    size: group.count,
    powers: faceWeights(group.die).p.map((p) => {
      const row = new Float64Array(group.count + 1);
      let power = 1;
      row[0] = power;
      for (let c = 1; c < row.length; c++) row[c] = power *= p;
      return row;
    }),
  }));
  const lastLevel = levels.length - 1;

  const visit = (g: number, f: number, remaining: number, p: number): void => {
    const level = levels[g];
    if (!level) {
      // Past the last group: one whole case.
      add(statistic(tally), p);
      return;
    }
    const { counts, powers } = level;
    const face = required(powers[f], 'the powers of a face');
    if (f === counts.length - 1) {
      counts[f] = remaining;
      visit(g + 1, 0, levels[g + 1]?.size ?? 0, p * (face[remaining] ?? 0));
      counts[f] = 0;
      return;
    }
    const choose = required(binomials[remaining], 'a row of binomials');
    if (f === counts.length - 2 && g === lastLevel) {
      // The innermost loop, unrolled: the last face takes what remains, and each case is a leaf.
      const lastFace = required(powers[f + 1], 'the powers of the last face');
      for (let c = 0; c <= remaining; c++) {
        counts[f] = c;
        counts[f + 1] = remaining - c;
        const q = p * (choose[c] ?? 0) * (face[c] ?? 0) * (lastFace[remaining - c] ?? 0);
        add(statistic(tally), q);
      }
      counts[f] = 0;
      counts[f + 1] = 0;
      return;
    }
    for (let c = 0; c <= remaining; c++) {
      counts[f] = c;
      visit(g, f + 1, remaining - c, p * (choose[c] ?? 0) * (face[c] ?? 0));
    }
    counts[f] = 0;
  };
  visit(0, 0, levels[0]?.size ?? 0, 1);
  denseKeys.forEach((s, i) => {
    if (s !== undefined) result.set(s, dense[i] ?? 0);
  });
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
  return [...byKey].map(([k, outcome]) => ({ outcome, p: dist.get(k) ?? 0 }));
}

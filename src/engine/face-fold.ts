import { required } from './guards.ts';

/**
 * Exact odds for pool rules that read each face on its own: the statistic is a fold over the faces,
 * `acc = step(acc, face, count)`, starting from `start`. Instead of visiting every multiset of the pool
 * (6,188 for 12d6) it runs a small dynamic programme over faces: the states are (dice used, acc), and each
 * face adds c dice with weight p^c / c!; the multinomial n! is applied at the end. A 12-die pool takes a few
 * microseconds. resolve() folds the same `step` over the real dice, so odds and result cannot disagree.
 */
export type FaceStep = (acc: number, face: number, count: number) => number;

export function foldFaces(counts: readonly number[], faces: readonly number[], step: FaceStep, start = 0): number {
  let acc = start;
  for (const [i, face] of faces.entries()) acc = step(acc, face, counts[i] ?? 0);
  return acc;
}

/** Distribution of the folded statistic over n dice with the given equally likely distinct faces. */
export function foldFacesDistribution(
  n: number,
  faces: readonly number[],
  step: FaceStep,
  start = 0,
): Map<number, number> {
  const k = faces.length;
  const p = 1 / k;
  // weights[c] = p^c / c!, built by the same steps as p^c and 1/c! apart so the products do not change.
  const weights = [1];
  let power = 1;
  let inverseFactorial = 1;
  for (let c = 1; c <= n; c++) {
    power *= p;
    inverseFactorial /= c;
    weights.push(power * inverseFactorial);
  }
  // states: key = used * BIG + index of acc value
  let states = new Map<number, Map<number, number>>([[0, new Map([[start, 1]])]]);
  for (const [i, face] of faces.entries()) {
    const last = i === k - 1;
    const next = new Map<number, Map<number, number>>();
    for (const [used, accs] of states) {
      const from = last ? n - used : 0;
      for (let c = from; c <= n - used; c++) {
        const w = required(weights[c], "a face's weight");
        let bucket = next.get(used + c);
        if (!bucket) next.set(used + c, (bucket = new Map<number, number>()));
        for (const [acc, weight] of accs) {
          const a = step(acc, face, c);
          bucket.set(a, (bucket.get(a) ?? 0) + weight * w);
        }
      }
    }
    states = next;
  }
  let fact = 1;
  for (let c = 2; c <= n; c++) fact *= c;
  const out = new Map<number, number>();
  for (const [acc, w] of states.get(n) ?? new Map<number, number>()) out.set(acc, w * fact);
  return out;
}

export const D6_FACES: readonly number[] = [1, 2, 3, 4, 5, 6];

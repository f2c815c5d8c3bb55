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
  for (let i = 0; i < faces.length; i++) acc = step(acc, faces[i] as number, counts[i] ?? 0);
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
  const invFact = [1];
  for (let c = 1; c <= n; c++) invFact.push((invFact[c - 1] as number) / c);
  const pow = [1];
  for (let c = 1; c <= n; c++) pow.push((pow[c - 1] as number) * p);
  // states: key = used * BIG + index of acc value
  let states = new Map<number, Map<number, number>>([[0, new Map([[start, 1]])]]);
  for (let i = 0; i < k; i++) {
    const face = faces[i] as number;
    const last = i === k - 1;
    const next = new Map<number, Map<number, number>>();
    for (const [used, accs] of states) {
      const from = last ? n - used : 0;
      for (let c = from; c <= n - used; c++) {
        const w = (pow[c] as number) * (invFact[c] as number);
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

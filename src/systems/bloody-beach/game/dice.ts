import type { Rng } from '../../../engine/index.ts';

/** d10s for an action: the ones typed in with it first (0 reads 10), then the seeded generator. */
export function d10Source(typed: readonly number[] | undefined, rng: Rng): () => number {
  let i = 0;
  return () => {
    const t = typed?.[i++];
    if (t !== undefined) return t === 0 ? 10 : t;
    return rng.int(10) + 1;
  };
}

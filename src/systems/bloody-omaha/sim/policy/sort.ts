/**
 * Sorts a short list in place by ascending key, equals keeping their order: the order Array.prototype.sort gives,
 * without the copy of the list it makes at each call (the policy sorts lists of two or three at most decisions).
 */
export function sortShort<T>(list: T[], key: (item: T) => number): void {
  for (let i = 1; i < list.length; i++) {
    const item = list[i] as T;
    const k = key(item);
    let j = i;
    while (j > 0 && key(list[j - 1] as T) > k) {
      list[j] = list[j - 1] as T;
      j--;
    }
    list[j] = item;
  }
}

/** The first item of least key: the one a stable sort by ascending key would put first, found without sorting. */
export function leastBy<T>(list: readonly T[], key: (item: T) => number): T | undefined {
  let best: T | undefined;
  let bestKey = 0;
  for (const item of list) {
    const k = key(item);
    if (best === undefined || k < bestKey) {
      best = item;
      bestKey = k;
    }
  }
  return best;
}

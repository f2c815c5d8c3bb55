/**
 * The inner map of a two-level cache for one owner (a rules context, a game's data), made empty on first use:
 * what it holds is worked out once per owner and dropped with it.
 */
export function innerMap<O extends object, K, V>(cache: WeakMap<O, Map<K, V>>, owner: O): Map<K, V> {
  let map = cache.get(owner);
  if (!map) cache.set(owner, (map = new Map<K, V>()));
  return map;
}

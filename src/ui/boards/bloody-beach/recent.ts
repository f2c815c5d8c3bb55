/** The last `n` lines of the game's own log (its rolls and results), when the state keeps one. */
export function recentGameLines(state: unknown, n: number): readonly string[] {
  const log = typeof state === 'object' && state !== null ? (state as { log?: unknown }).log : undefined;
  if (!Array.isArray(log)) return [];
  return log.slice(-n).filter((l): l is string => typeof l === 'string');
}

const patterns = new WeakMap<ReadonlyMap<string, string>, RegExp | null>();

/** One pattern matching any of the ids as a whole word (longest first, so "16-1-hq" is not read as "16-1"). */
function idPattern(names: ReadonlyMap<string, string>): RegExp | null {
  let p = patterns.get(names);
  if (p !== undefined) return p;
  const ids = [...names.keys()]
    .sort((a, b) => b.length - a.length)
    .map((id) => id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  p = ids.length ? new RegExp(`(?<![\\w-])(?:${ids.join('|')})(?![\\w-])`, 'g') : null;
  patterns.set(names, p);
  return p;
}

/** A log line with unit ids replaced by the names on their counters (the log's "16-1-E" reads "E/16"). */
export function withNames(line: string, names: ReadonlyMap<string, string>): string {
  const p = idPattern(names);
  return p ? line.replace(p, (id) => names.get(id) ?? id) : line;
}

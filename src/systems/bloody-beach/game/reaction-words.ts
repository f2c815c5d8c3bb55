import type { Reaction } from './state.ts';
import { said, type LogEntry } from './words.ts';

/**
 * Reaction fire in the words both players read (log and prompt). While a face-down unit is among those that may
 * fire, the US player must not learn where it is or what it covers (11.2.2), so the words name neither firers nor
 * targets; the German player's own choices still list them.
 */
export function reactionWords(r: Reaction): LogEntry {
  const who = r.side === 'us' ? 'US' : 'German';
  const section = r.pillboxesOnly ? '6.2.1, 9.3.3' : '6.2.1';
  if (r.concealed)
    return said(`${who} reaction fire may be due; face-down positions stay unnamed`, { source: `${section}, 11.2.2` });
  return said(`${who} reaction fire possible at ${r.targets.join(', ')}`, { source: section });
}

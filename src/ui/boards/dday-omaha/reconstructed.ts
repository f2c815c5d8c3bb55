import type { RulesContext, TableData } from '../../../engine/index.ts';
import type { ScenarioData } from '../../../systems/types.ts';
import type { Reconstructed } from '../provisional-badge.ts';

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/**
 * What the board draws or plays that the digest does not print: the map, the positions and pools, and each table
 * with reconstructed rows (the whole table, or the rows marked provisional), each with its note and table.
 */
export function reconstructed(
  scenario: ScenarioData | undefined,
  tables: readonly TableData[],
  ctx: RulesContext,
): Reconstructed[] {
  const out: Reconstructed[] = [];
  // The scenario's own notes: the map's, and the positions' and pools' (stand-ins for the printed counters).
  const map = text((scenario?.map as { note?: unknown } | undefined)?.note);
  if (map) out.push({ what: 'The map', note: map });
  const positions = text(scenario?.note);
  if (positions) out.push({ what: 'The German positions and pools', note: positions });
  for (const shipped of tables) {
    const t = ctx.table(shipped.id);
    const rows = t.rows.filter((r) => r.provisional);
    if (t.provisional) out.push({ what: t.title, note: t.note ?? 'Not printed in the digest.', table: t.id });
    else if (rows.length)
      out.push({
        what: t.title,
        note: rows.map((r) => `${r.label ?? r.key}: ${r.note ?? t.note ?? 'reconstructed'}`).join(' '),
        table: t.id,
      });
  }
  return out;
}

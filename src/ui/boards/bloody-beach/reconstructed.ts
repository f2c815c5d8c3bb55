import type { RulesContext } from '../../../engine/index.ts';
import { T } from '../../../systems/bloody-beach/procedures/common.ts';
import type { MapDoc } from '../../../systems/bloody-beach/map/types.ts';
import type { Reconstructed } from '../provisional-badge.ts';

/**
 * What the board plays with that the rules text does not print: the map, the scenario's orders of appearance
 * and German positions, and each table still holding placeholders (the counters, the charts).
 */
export function reconstructed(map: MapDoc, scenario: unknown, ctx: RulesContext): Reconstructed[] {
  const out: Reconstructed[] = [];
  if (map.provisional) out.push({ what: 'The map', note: map.note });
  const sc = (typeof scenario === 'object' && scenario !== null ? scenario : {}) as {
    provisional?: unknown;
    note?: unknown;
  };
  if (sc.provisional === true)
    out.push({ what: 'The scenario', note: typeof sc.note === 'string' ? sc.note : 'Not printed in the rules text.' });
  for (const id of Object.values(T)) {
    const t = ctx.table(id);
    if (t.provisional) out.push({ what: t.title, note: t.note ?? 'Not printed in the rules text.', table: id });
  }
  return out;
}

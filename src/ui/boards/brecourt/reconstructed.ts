import type { RulesContext } from '../../../engine/index.ts';
import { findScenario } from '../../../systems/brecourt/game/setup.ts';
import type { BrecourtState } from '../../../systems/brecourt/game/types.ts';
import type { Reconstructed } from '../provisional-badge.ts';

/** What the Brécourt board shows that the rules text does not print: the roster, and any provisional table rows. */
export function reconstructed(s: BrecourtState, ctx: RulesContext, tableIds: readonly string[]): Reconstructed[] {
  const out: Reconstructed[] = [];
  const scen = findScenario(s.scenario);
  if (scen.provisional && scen.note) out.push({ what: 'The roster and starting places', note: scen.note });
  for (const id of tableIds) {
    const t = ctx.table(id);
    for (const r of t.rows.filter((row) => row.provisional ?? t.provisional)) {
      out.push({
        what: `${t.title}: ${r.label ?? r.key}`,
        note: r.note ?? t.note ?? 'Not printed in the rules text.',
        table: id,
      });
    }
  }
  return out;
}

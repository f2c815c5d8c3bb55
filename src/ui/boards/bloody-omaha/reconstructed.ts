import type { RulesContext } from '../../../engine/index.ts';
import type { OmahaScenario } from '../../../systems/bloody-omaha/scenario.ts';
import { T } from '../../../systems/bloody-omaha/tables.ts';
import type { Reconstructed } from '../provisional-badge.ts';

/** What the board draws that the rules text does not print: the map, the roster, the token mix, the deck. */
export function reconstructed(scen: OmahaScenario, ctx: RulesContext): Reconstructed[] {
  const out: Reconstructed[] = [];
  if (scen.map.provisional || scen.provisional)
    out.push({ what: 'The map', note: scen.map.note ?? scen.note ?? 'Rebuilt from the rules text.' });
  for (const [what, id] of [
    ['The unit roster', T.units],
    ['The German token mix', T.tokens],
    ['The 18 cards', T.cards],
  ] as const) {
    const t = ctx.table(id);
    if (t.provisional) out.push({ what, note: t.note ?? 'Not printed in the rules text.', table: id });
  }
  return out;
}

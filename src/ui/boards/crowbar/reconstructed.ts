import type { RulesContext } from '../../../engine/index.ts';
import { crowbarScenario } from '../../../systems/crowbar/game/map.ts';
import { provisionalRows, type Reconstructed } from '../provisional-badge.ts';

/** What the Crowbar! board draws that the rules text does not print: the map's features, the LCA columns, table rows. */
export function reconstructed(ctx: RulesContext, tableIds: readonly string[]): Reconstructed[] {
  const doc = crowbarScenario();
  const out: Reconstructed[] = [];
  const guessed = doc.features.filter((f) => f.provisional).length;
  if (doc.provisional && doc.note)
    out.push({ what: `The map (${guessed} of ${doc.features.length} features placed by a reading)`, note: doc.note });
  const column = doc.mapColumns.find((c) => c.provisional && c.note);
  if (column?.note) out.push({ what: 'The landing craft columns', note: column.note });
  return [...out, ...provisionalRows(ctx, tableIds)];
}

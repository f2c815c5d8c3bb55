import type { RulesContext } from '../../../engine/index.ts';
import { findScenario } from '../../../systems/brecourt/game/setup.ts';
import type { BrecourtState } from '../../../systems/brecourt/game/types.ts';
import { provisionalRows, type Reconstructed } from '../provisional-badge.ts';

/** What the Brécourt board shows that the rules text does not print: the roster, and any provisional table rows. */
export function reconstructed(s: BrecourtState, ctx: RulesContext, tableIds: readonly string[]): Reconstructed[] {
  const scen = findScenario(s.scenario);
  const roster = scen.provisional && scen.note ? [{ what: 'The roster and starting places', note: scen.note }] : [];
  return [...roster, ...provisionalRows(ctx, tableIds)];
}

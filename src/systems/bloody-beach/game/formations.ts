import type { FormationDoc } from '../scenario/types.ts';
import type { Rules } from './rules.ts';
import { isPlaced, type GameState, type PlacedUnit, type Side, type UnitState } from './state.ts';

export function formationDoc(rules: Rules, id: string): FormationDoc | undefined {
  return rules.scenario.formations.find((f) => f.id === id);
}

/** A formation's HQ counter when it stands on the map. */
export function hqOnMap(rules: Rules, state: GameState, formation: string): PlacedUnit | undefined {
  const hq = formationDoc(rules, formation)?.hq;
  const u = hq ? state.units[hq] : undefined;
  return u && isPlaced(u) && u.hex ? u : undefined;
}

/** Whether the formation's units act as an independent battalion (5.2.6, 2.4.6). */
export function isIndependent(rules: Rules, state: GameState, formation: string): boolean {
  const f = formationDoc(rules, formation);
  return (f?.kind === 'battalion' && f.independent === true) || state.formations[formation]?.independent === true;
}

/**
 * The division serving a regiment: its parent; for a 29th Division regiment before the 29th Division HQ is on
 * the map, the 1st Division (9.5.3).
 */
export function divisionOf(rules: Rules, state: GameState, regiment: string): string | undefined {
  const parent = formationDoc(rules, regiment)?.parent;
  if (!parent) return undefined;
  if (parent === 'us-29' && !hqOnMap(rules, state, 'us-29')) return 'us-1';
  return parent;
}

/** Divisions of a side, in scenario order. */
export function divisions(rules: Rules, side: Side): string[] {
  return rules.scenario.formations.filter((f) => f.kind === 'division' && f.side === side).map((f) => f.id);
}

/** Units subordinate to an HQ's formation: its own, and for a division its regiments' and battalions' (2.4.5). */
export function subordinate(rules: Rules, hqFormation: string, u: UnitState): boolean {
  if (u.formation === hqFormation) return true;
  const f = formationDoc(rules, hqFormation);
  if (f?.kind !== 'division') return false;
  const uf = formationDoc(rules, u.formation);
  return uf?.parent === hqFormation || (uf?.kind === 'battalion' && uf.side === f.side);
}

import type { Rules } from './rules.ts';
import { COMPANIES, type Company, type CrowbarState, type German, type Ranger } from './types.ts';
import { germanSeatAgainst } from './versus.ts';

/**
 * T-3, T-4: the German player's decisions, pushed where a versus game leaves a choice the solitaire procedure
 * makes by itself. Each ask* returns true when it pushed one, false when there was nothing to choose.
 * The answers are applied in versus-events.ts and versus-counterattacks.ts.
 */

/** The Ranger units tied for most advanced (the list is most advanced first), as columns. */
function tied(list: readonly Ranger[]): number[] {
  const top = list[0]?.row;
  return list.filter((r) => r.row === top).map((r) => r.col);
}

/** T-3a Ambush!, T-3e Unexpected Obstacle: the German player picks among tied units. */
export function askTie(g: CrowbarState, k: 'german-ambush' | 'german-obstacle', list: readonly Ranger[]): boolean {
  const cols = tied(list);
  if (cols.length <= 1) return false;
  g.stack.push({ k, seat: germanSeatAgainst(g, null), cols });
  return true;
}

/** T-3d German Patrols: any Grenadier of the pool, in front of any of the tied units. */
export function askPatrol(g: CrowbarState, list: readonly Ranger[], company: Company | null): boolean {
  const cols = tied(list);
  if (cols.length * new Set(g.germanPool.grenadier).size <= 1) return false;
  g.stack.push({ k: 'german-patrol', seat: germanSeatAgainst(g, company), cols });
  return true;
}

/** T-3c Commander Hit: on a 5-6 the German player picks the Commander among those on the map. */
export function askCommander(g: CrowbarState, roll: number, commanders: string[]): boolean {
  if (commanders.length <= 1) return false;
  g.stack.push({ k: 'german-commander-hit', seat: germanSeatAgainst(g, null), roll, commanders });
  return true;
}

/** T-3b Assault!: the German player may hold this unit back (asked only when moving it would do something). */
export function askAssault(g: CrowbarState, R: Rules, u: German): boolean {
  g.stack.push({ k: 'german-assault', seat: germanSeatAgainst(g, R.map.companyOfCol[u.col - 1] ?? null), gid: u.id });
  return true;
}

/**
 * T-4d: in 2-player versus the German player picks the target of the Counterattack that solitaire leaves to
 * a die (the 4th); the co-op based modes keep their own target rolls, which T does not change.
 */
export function askCounterattackTarget(g: CrowbarState, R: Rules, number: number): boolean {
  if (g.versus !== 'versus2') return false;
  const rows = R.counterattacks.filter((r) => r.mode === 'solitaire' && r.number === number);
  const options = COMPANIES.filter((c) => rows.some((r) => r.target === c));
  if (options.length <= 1) return false;
  g.stack.push({ k: 'german-ca-target', seat: 'german', number, options });
  return true;
}

/** T-4a-c: three Grenadiers and one MG (as the tables say), each facing a different unit of the target. */
export function askCounterattackForce(g: CrowbarState, R: Rules, company: Company): void {
  g.stack.push({
    k: 'german-counterattack',
    seat: germanSeatAgainst(g, company),
    company,
    grenadiers: R.k['counterattack-units'],
    mgs: R.k['counterattack-mgs'],
    cols: [],
  });
}

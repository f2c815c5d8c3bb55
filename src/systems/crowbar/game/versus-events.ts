import { ranger, told } from './core.ts';
import { commanderName, germanName, germanTypeName, lcaName } from './words.ts';
import { ambushStrikes, assaultMove, commanderCasualty, obstacleAhead, patrolAt } from './chits.ts';
import type { CrowbarAction } from './actions.ts';
import type { Roller } from './roller.ts';
import type { Rules } from './rules.ts';
import type { Company, CrowbarState, German, GermanTask, Ranger } from './types.ts';
import { germanSeatAgainst } from './versus.ts';

/**
 * T-3 a-e: where a German Event Chit leaves several options, the German player picks one. Each ask* is called
 * only in a versus mode, pushes the decision and returns true, or returns false when there is one option
 * (the solitaire procedure then goes on by itself).
 */

type EventTask = Extract<GermanTask, { k: 'german-ambush' | 'german-obstacle' | 'german-patrol' | 'german-assault' | 'german-commander-hit' }>;

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

export function eventChoices(g: CrowbarState, t: EventTask): CrowbarAction[] {
  switch (t.k) {
    case 'german-ambush':
    case 'german-obstacle':
      return t.cols.map((col) => ({ type: t.k, col }));
    case 'german-patrol': {
      const out: CrowbarAction[] = [];
      for (const unit of [...new Set(g.germanPool.grenadier)].sort()) for (const col of t.cols) out.push({ type: 'german-patrol', unit, col });
      return out;
    }
    case 'german-assault':
      return [
        { type: 'german-assault', gid: t.gid, go: true },
        { type: 'german-assault', gid: t.gid, go: false },
      ];
    case 'german-commander-hit':
      return t.commanders.map((commander) => ({ type: 'german-commander-hit', commander }));
  }
}

/** Applies the German player's answer; the chit's effect then goes on as in solitaire. */
export function answerEvent(g: CrowbarState, R: Rules, roller: Roller, t: EventTask, a: CrowbarAction): void {
  g.stack.splice(g.stack.indexOf(t), 1);
  const r = a.type === 'german-ambush' || a.type === 'german-obstacle' || a.type === 'german-patrol' ? ranger(g, a.col) : null;
  if (g.logOn) {
    if (a.type === 'german-ambush' && r) told(g, { text: `The German player picks ${lcaName(r, R)} for the Ambush!`, source: 'T-3a' });
    else if (a.type === 'german-obstacle' && r) told(g, { text: `The German player puts the Unexpected Obstacle in front of ${lcaName(r, R)}`, source: 'T-3e' });
    else if (a.type === 'german-patrol' && r) told(g, { text: `The German player sends a ${germanTypeName(R, a.unit)} on patrol in front of ${lcaName(r, R)}`, source: 'T-3d' });
    else if (a.type === 'german-commander-hit') told(g, { text: `The German player picks ${commanderName(R, a.commander)} for the Commander Hit`, source: 'T-3c' });
    else if (a.type === 'german-assault' && a.go) {
      const u = g.germans.find((x) => x.id === a.gid);
      if (u) told(g, { text: `The German player sends the ${germanName(u, R)} in on the Assault!`, source: 'T-3b' });
    }
  }
  if (a.type === 'german-ambush' && r) ambushStrikes(g, R, r);
  else if (a.type === 'german-obstacle' && r) obstacleAhead(g, R, r);
  else if (a.type === 'german-patrol' && r) {
    g.germanPool.grenadier.splice(g.germanPool.grenadier.indexOf(a.unit), 1);
    patrolAt(g, R, r, a.unit);
  } else if (a.type === 'german-commander-hit' && t.k === 'german-commander-hit') commanderCasualty(g, R, roller, a.commander, t.roll);
  else if (a.type === 'german-assault') {
    const u = g.germans.find((x) => x.id === a.gid);
    if (u && a.go) assaultMove(g, R, roller, u);
    else if (u) g.logOn && told(g, { text: `The German player holds the ${germanName(u, R)} back from the Assault!`, source: 'T-3b' });
  }
}

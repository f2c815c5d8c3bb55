import { ranger, told } from './core.ts';
import { commanderName, germanName, germanTypeName, lcaName } from './words.ts';
import { ambushStrikes, assaultMove, commanderCasualty, obstacleAhead, patrolAt } from './chits.ts';
import type { CrowbarAction } from './actions.ts';
import type { Roller } from './roller.ts';
import type { Rules } from './rules.ts';
import type { CrowbarState, GermanTask } from './types.ts';

/**
 * T-3 a-e: the German player's pick where a German Event Chit leaves several options (asked in versus-asks.ts),
 * and its effect.
 */

type EventTask = Extract<
  GermanTask,
  { k: 'german-ambush' | 'german-obstacle' | 'german-patrol' | 'german-assault' | 'german-commander-hit' }
>;

export function eventChoices(g: CrowbarState, t: EventTask): CrowbarAction[] {
  switch (t.k) {
    case 'german-ambush':
    case 'german-obstacle':
      return t.cols.map((col) => ({ type: t.k, col }));
    case 'german-patrol': {
      const out: CrowbarAction[] = [];
      for (const unit of [...new Set(g.germanPool.grenadier)].sort())
        for (const col of t.cols) out.push({ type: 'german-patrol', unit, col });
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
  const r =
    a.type === 'german-ambush' || a.type === 'german-obstacle' || a.type === 'german-patrol' ? ranger(g, a.col) : null;
  if (g.logOn) {
    if (a.type === 'german-ambush' && r)
      told(g, { text: `The German player picks ${lcaName(r, R)} for the Ambush!`, source: 'T-3a' });
    else if (a.type === 'german-obstacle' && r)
      told(g, { text: `The German player puts the Unexpected Obstacle in front of ${lcaName(r, R)}`, source: 'T-3e' });
    else if (a.type === 'german-patrol' && r)
      told(g, {
        text: `The German player sends a ${germanTypeName(R, a.unit)} on patrol in front of ${lcaName(r, R)}`,
        source: 'T-3d',
      });
    else if (a.type === 'german-commander-hit')
      told(g, {
        text: `The German player picks ${commanderName(R, a.commander)} for the Commander Hit`,
        source: 'T-3c',
      });
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
  } else if (a.type === 'german-commander-hit' && t.k === 'german-commander-hit')
    commanderCasualty(g, R, roller, a.commander, t.roll);
  else if (a.type === 'german-assault') {
    const u = g.germans.find((x) => x.id === a.gid);
    if (u && a.go) assaultMove(g, R, roller, u);
    else if (u)
      g.logOn &&
        told(g, { text: `The German player holds the ${germanName(u, R)} back from the Assault!`, source: 'T-3b' });
  }
}

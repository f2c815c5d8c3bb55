import { apart, BEACH } from '../map/grid.ts';
import { ranger, told } from './core.ts';
import { commanderName, unitName } from './words.ts';
import type { Rules } from './rules.ts';
import { commanderMayJoin } from './coop.ts';
import type { Commander, Company, CrowbarState, Ranger } from './types.ts';

/** M) Commander bonuses: who may use which, and the bookkeeping of using them. */

/** The Company a Commander serves now: its own, or for Rudder the Company of the unit he is with (M-2). */
export function commanderCompany(g: CrowbarState, c: Commander): Company | null {
  if (!c.battalion) return c.company;
  const r = c.col !== null ? ranger(g, c.col) : null;
  return r ? r.company : null;
}

/** A Commander able to give a bonus now: unused, with a unit, not at sea (M-1). */
export function commanderReady(g: CrowbarState, c: Commander): Ranger | null {
  if (c.used || c.returnAt !== null || c.col === null) return null;
  const host = ranger(g, c.col);
  if (!host || host.row < BEACH) return null;
  return host;
}

/**
 * An unused Commander for unit `r`: attached to it, or (with `near`) attached to a unit of the same Company in an
 * adjacent space (G-8, M-1a, M-1e).
 */
export function availableCommander(g: CrowbarState, r: Ranger, reach: 'attached' | 'near'): Commander | undefined {
  for (let i = 0; i < g.commanders.length; i++) {
    const c = g.commanders[i] as Commander;
    if (c.used || c.returnAt !== null || c.col === null) continue;
    const host = commanderReady(g, c);
    if (!host) continue;
    if (host.col === r.col) return c;
    if (reach === 'near' && commanderCompany(g, c) === r.company && apart(host, r) === 1) return c;
  }
  return undefined;
}

export function commandersFor(g: CrowbarState, r: Ranger, reach: 'attached' | 'near'): Commander[] {
  const out: Commander[] = [];
  for (let i = 0; i < g.commanders.length; i++) {
    const c = g.commanders[i] as Commander;
    const host = commanderReady(g, c);
    if (!host) continue;
    if (host.col === r.col) {
      out.push(c);
      continue;
    }
    if (reach === 'near' && commanderCompany(g, c) === r.company && apart(host, r) === 1) out.push(c);
  }
  return out;
}

/** Rudder, the Battalion Commander (M-2). */
export function battalionCommander(g: CrowbarState): Commander | undefined {
  for (let i = 0; i < g.commanders.length; i++) {
    const c = g.commanders[i];
    if (c?.battalion) return c;
  }
  return undefined;
}

export function commanderById(g: CrowbarState, id: string): Commander | undefined {
  for (let i = 0; i < g.commanders.length; i++) {
    const c = g.commanders[i];
    if (c?.id === id) return c;
  }
  return undefined;
}

/** Flips a Commander to Used; `what` says for which bonus (told after his name). */
export function useCommander(g: CrowbarState, R: Rules, id: string, what: string, source: string): void {
  const c = commanderById(g, id);
  if (!c) return;
  c.used = true;
  g.logOn && told(g, { text: `${commanderName(R, id)} ${what}`, outcome: 'Used for the rest of the turn', source });
}

/** Remove Shaken and Pinned from the attached or an adjacent same-Company unit (M-1e). */
export function rallyTargets(g: CrowbarState, c: Commander): Ranger[] {
  const host = commanderReady(g, c);
  if (!host) return [];
  const company = commanderCompany(g, c);
  const out: Ranger[] = [];
  for (const r of g.rangers) {
    if (!r || r.row < BEACH || !(r.shaken || r.pinned)) continue;
    if (r.col === host.col || (r.company === company && apart(host, r) === 1)) out.push(r);
  }
  return out;
}

export function commanderRally(g: CrowbarState, R: Rules, c: Commander, r: Ranger): void {
  r.shaken = false;
  r.pinned = false;
  useCommander(g, R, c.id, g.logOn ? `rallies ${unitName(r, R)}: its Shaken and Pinned markers come off` : '', 'M-1e');
}

/** Units a Commander may be attached to at the end of a turn or on returning (M-1, M-2, M-4). */
export function attachTargets(g: CrowbarState, c: Commander): Ranger[] {
  const out: Ranger[] = [];
  for (const r of g.rangers) if (r && commanderMayJoin(g, c, r)) out.push(r);
  return out;
}

import { BEACH, CLIFF, COLS, dist, sp } from '../map/grid.ts';
import { addRanger, adjacentSpaces, germanAt, germanById, maxSp, rangerAt, told } from './core.ts';
import { combatDice as toldCombat } from './told-dice.ts';
import { companyName, holdName, lcaName, spaceName, unitName } from './words.ts';
import { hasLos, hastyFire, revealIncoming } from './fire.ts';
import { grapplingHold } from './movement.ts';
import { companyOfColumn } from './rules.ts';
import type { Roller } from './roller.ts';
import type { Rules } from './rules.ts';
import type { CrowbarState, German, Ranger } from './types.ts';
import { noteCombatRoll } from './last-roll.ts';

/** K) Special Actions bought with Advances: Recon-in-Force, Grappling, Regroup, Hasty Fire, Redeploy. */

export type SpecialKind = 'recon' | 'grapple' | 'regroup-shaken' | 'regroup-pinned' | 'hasty' | 'redeploy';

export function specialCost(R: Rules, kind: SpecialKind): number {
  switch (kind) {
    case 'recon':
      return R.k['cost-recon'];
    case 'grapple':
      return R.k['cost-grapple'];
    case 'regroup-shaken':
    case 'regroup-pinned':
      return R.k['cost-regroup'];
    case 'hasty':
      return R.k['cost-hasty'];
    case 'redeploy':
      return R.k['cost-redeploy'];
  }
}

/** Adjacent spaces holding Incoming Fire! markers (on a German unit or lying there). */
export function reconTargets(g: CrowbarState, r: Ranger): number[] {
  if (r.row < BEACH) return [];
  const here = sp(r.col, r.row);
  return adjacentSpaces(here).filter(
    (s) => (germanAt(g, s)?.incoming.length ?? 0) > 0 || g.spaceIncoming.some((m) => m.space === s),
  );
}

export function hastyTargets(g: CrowbarState, R: Rules, r: Ranger): number[] {
  const out: number[] = [];
  if (r.row < BEACH) return out;
  for (const u of g.germans) if (hastyTarget(g, R, r, u)) out.push(u.id);
  return out;
}

/** The first of hastyTargets, without listing the others (the simulator's policy takes the first). */
export function firstHastyTarget(g: CrowbarState, R: Rules, r: Ranger): number | undefined {
  if (r.row < BEACH) return undefined;
  for (let i = 0; i < g.germans.length; i++) {
    const u = g.germans[i] as German;
    if (hastyTarget(g, R, r, u)) return u.id;
  }
  return undefined;
}

/** Whether a Hasty Fire of `r` may aim at `u`: adjacent and in sight. */
function hastyTarget(g: CrowbarState, R: Rules, r: Ranger, u: German): boolean {
  const here = sp(r.col, r.row);
  const s = sp(u.col, u.row);
  return dist(here, s) === 1 && hasLos(g, R, here, s);
}

export interface RedeployTarget {
  readonly col: number;
  readonly row: number;
  readonly maxSp: number;
}

/** Spaces of an adjacent Column a unit may pass SP into, with the most it may send (K-2e). */
export function redeployTargets(g: CrowbarState, R: Rules, r: Ranger): RedeployTarget[] {
  if (r.row < BEACH || r.sp < 2) return [];
  const out: RedeployTarget[] = [];
  for (const dc of [-1, 1]) {
    const col = r.col + dc;
    if (col < 1 || col > COLS) continue;
    const other = g.rangers[col - 1];
    for (let dr = -1; dr <= 1; dr++) {
      const row = r.row + dr;
      if (row < BEACH || row > 15) continue;
      const s = sp(col, row);
      if (germanAt(g, s)) continue;
      if (other) {
        if (other.row !== row) continue;
        const room = maxSp(other, R) - other.sp;
        if (room > 0) out.push({ col, row, maxSp: Math.min(room, r.sp - 1) });
      } else if (row >= CLIFF) {
        out.push({ col, row, maxSp: Math.min(R.k['max-sp'], r.sp - 1) });
      }
    }
  }
  return out;
}

export function doSpecial(
  g: CrowbarState,
  R: Rules,
  roller: Roller,
  r: Ranger,
  kind: SpecialKind,
  target: { space?: number; gid?: number; col?: number; row?: number; sp?: number },
): void {
  switch (kind) {
    case 'recon':
      if (target.space !== undefined) revealIncoming(g, R, target.space, r, 'recon');
      return;
    case 'grapple': {
      const a = roller.d6();
      const b = roller.d6();
      noteCombatRoll(g, 'grapple', 'combat', [a, b], r.col);
      const got = grapplingHold(R, a + b);
      const hold = g.holds[r.col - 1] ?? 'none';
      const better = got === 'firm' || (got === 'shaky' && hold === 'none');
      g.logOn &&
        told(g, {
          text: `${unitName(r, R)} makes a Grappling Attempt up the cliff`,
          dice: [toldCombat([a, b], roller.typed, undefined, [0, 1])],
          outcome: `${a + b}: ${holdName(got)}${got !== 'none' && !better ? ` (the ${holdName(hold)} already there stays)` : ''}`,
          source: 'K-2b',
        });
      if (better) g.holds[r.col - 1] = got;
      return;
    }
    case 'regroup-shaken':
      r.shaken = false;
      g.logOn &&
        told(g, { text: `${unitName(r, R)} regroups`, outcome: 'its Shaken marker comes off', source: 'K-2c' });
      return;
    case 'regroup-pinned':
      r.pinned = false;
      g.logOn &&
        told(g, { text: `${unitName(r, R)} regroups`, outcome: 'its Pinned marker comes off', source: 'K-2c' });
      return;
    case 'hasty': {
      const u = target.gid !== undefined ? germanById(g, target.gid) : undefined;
      if (u) hastyFire(g, R, roller, r, u);
      return;
    }
    case 'redeploy': {
      const col = target.col ?? 0;
      const row = target.row ?? 0;
      const n = target.sp ?? 0;
      const other = g.rangers[col - 1];
      r.sp -= n;
      if (r.sp <= R.k['kia-cap']) r.kia = true;
      if (other) {
        other.sp += n;
        g.logOn &&
          told(g, {
            text: `${lcaName(r, R)} redeploys ${n} SP into ${lcaName(other, R)} in ${spaceName(R, sp(col, row))}`,
            outcome: `${r.sp} SP and ${other.sp} SP`,
            source: 'K-2e',
          });
      } else {
        const company = companyOfColumn(col);
        const made: Ranger = {
          id: g.nextId++,
          col,
          company,
          row,
          sp: n,
          support: false,
          kia: n <= R.k['kia-cap'],
          lca: 'none',
          shaken: false,
          pinned: false,
          rally: row,
          activated: true,
          heroic: 0,
        };
        addRanger(g, R, made);
        g.logOn &&
          told(g, {
            text: `${lcaName(r, R)} redeploys ${n} SP into the empty column ${col}`,
            outcome: `a new ${companyName(company)} Company unit, ${lcaName(made, R)} (${n} SP), with its Rally Point in ${spaceName(R, sp(col, row))}; ${lcaName(r, R)} keeps ${r.sp} SP`,
            source: 'K-2e',
          });
      }
      return;
    }
  }
}

export { rangerAt };

import { sp } from '../map/grid.ts';
import { germanAt, hitRanger, rangerAt, removeAt, told } from './core.ts';
import { dayName, lcaName, plural, spaceName } from './words.ts';
import type { Roller } from './roller.ts';
import type { Rules } from './rules.ts';
import type { CrowbarState, GunMarker, Ranger } from './types.ts';

/** I-3: what a Ranger unit finds under the Possible Gun Location? markers of a space it holds alone. */

/** Reveals and claims the Possible Gun Location? markers where a Ranger unit stands alone (I-3, Q-2, Q-3). */
export function revealGunMarkers(g: CrowbarState, R: Rules, roller: Roller, r: Ranger, entered: boolean): void {
  const s = sp(r.col, r.row);
  let any = false;
  for (let i = 0; i < g.guns.length; i++)
    if (g.guns[i]?.space === s) {
      any = true;
      break;
    }
  if (!any) return;
  if (germanAt(g, s) || !rangerAt(g, s)) return;
  claimGunMarkers(g, R, roller, r, s, entered);
}

/**
 * Takes the markers of space `s`, held by `r` alone, off the map and scores, springs or clears each. Kept apart from
 * the scan run at every move, which stays small: the first find of a run throws its compiled code away.
 */
function claimGunMarkers(g: CrowbarState, R: Rules, roller: Roller, r: Ranger, s: number, entered: boolean): void {
  const here: GunMarker[] = [];
  for (const m of g.guns) if (m.space === s) here.push(m);
  for (let i = 0; i < here.length; i++) {
    const m = here[i] as GunMarker;
    const def = R.gunByKey.get(m.kind);
    removeAt(g.guns, g.guns.indexOf(m));
    if (!def) continue;
    const where = g.logOn ? `${lcaName(r, R)} reveals a Possible Gun Location? marker in ${spaceName(R, s)}` : '';
    if (def.kind === 'gun' || def.kind === 'fortune') {
      g.captures.push({ kind: def.kind, day: g.time.day, company: r.company, label: def.label });
      g.logOn &&
        told(g, {
          text: where,
          outcome: `${def.label}: captured on ${dayName(g.time.day)}, ${R.vp(`${def.kind}-day${Math.min(3, Math.max(1, g.time.day))}`)} VP`,
          source: def.kind === 'gun' ? 'I-3a, Q-2' : 'I-3b, Q-3',
        });
    } else if (def.kind === 'trap') {
      g.logOn &&
        told(g, {
          text: where,
          outcome: entered
            ? `${def.label}: a trap, ${plural(def.hits, 'hit')}${r.sp > def.hits ? `, down to ${r.sp - def.hits} SP` : ''}`
            : `${def.label}: a trap, removed (it goes off only on entering)`,
          source: 'I-3c',
        });
      if (entered && hitRanger(g, R, roller, r, def.hits, null, 'I-3c')) return;
    } else g.logOn && told(g, { text: where, outcome: `${def.label}: nothing found`, source: 'I-3d' });
  }
}

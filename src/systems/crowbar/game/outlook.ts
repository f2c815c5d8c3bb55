import { BEACH, zoneOfRow } from '../map/grid.ts';
import { LCA_DAMAGED, LCA_SINKS, routHits, variableResult } from './flow.ts';
import { moveCost } from './movement.ts';
import { dieFace, type MoveFace, type Rules } from './rules.ts';
import type { CrowbarState, DieColor, Ranger } from './types.ts';

/**
 * What each face of a Movement Die would do to the active unit where it stands now, before the player picks a
 * colour (G-5, G-7, E-3, F-3): worked out with the reducer's own rules (variableResult, routHits, moveCost), in
 * the order a die is applied. Event Chits and Cards are only flagged: what they bring is not known until drawn.
 */
export interface FaceOutlook {
  readonly face: number;
  readonly label: string;
  /** SP the unit loses to the die itself (hits, Variable Hits, Rout). */
  readonly hits: number;
  readonly lost: boolean;
  /** Sea 2 and 3: Variable Hits damage or sink the landing craft instead (E-3b). */
  readonly lca: 'damaged' | 'sinks' | null;
  readonly stop: boolean;
  /** Left Shaken by the die (an exhausted activation takes the marker off again, G-9). */
  readonly shaken: boolean;
  readonly rout: boolean;
  /** Advances to use after the die (with those saved); at sea the spaces sailed. */
  readonly advances: number;
  /** Enough Advances to enter the next space forward (climb, from the beach; land, at sea). */
  readonly onward: boolean;
  readonly chit: MoveFace['chit'];
  readonly card: boolean;
  /** The fourth die of the activation: it ends after this one either way. */
  readonly last: boolean;
}

export function faceOutlook(g: CrowbarState, R: Rules, r: Ranger, f: MoveFace, face: number): FaceOutlook {
  const zone = zoneOfRow(r.row);
  let hits = f.hits;
  let lca: FaceOutlook['lca'] = null;
  let lost = hits >= r.sp;
  if (!lost && f.variable) {
    const v = variableResult(g, R, r);
    if (v === LCA_DAMAGED) lca = 'damaged';
    else if (v === LCA_SINKS) {
      lca = 'sinks';
      lost = true;
    } else {
      hits += v;
      lost = hits >= r.sp;
    }
  }
  let shaken = false;
  let rout = f.rout;
  if (f.shaken) {
    if (r.shaken) rout = true;
    else shaken = true;
  }
  if (!lost && rout) {
    if (zone === 'sea' || (zone === 'beach' && !r.shaken)) shaken = !r.shaken;
    else {
      hits += routHits(R, r, r.shaken);
      lost = hits >= r.sp;
      shaken = !r.shaken;
    }
  }
  const stop = f.stop || rout || lost;
  // The fourth die without a Stop exhausts the activation, which takes a Shaken marker off (G-9).
  const last = g.rolled.length >= 3;
  if (last && !stop) shaken = false;
  const advances = zone === 'sea' ? Math.min(f.advance, BEACH - r.row) : g.saved + f.advance;
  const cost = zone === 'sea' ? BEACH - r.row : (moveCost(g, R, r, 'forward')?.cost ?? Infinity);
  const onward = !lost && !(zone !== 'sea' && rout) && f.advance > 0 && advances >= cost;
  return {
    face,
    label: f.label,
    hits,
    lost,
    lca,
    stop,
    shaken,
    rout,
    advances,
    onward,
    chit: f.chit,
    card: f.card,
    last,
  };
}

/** The six faces of a die for the unit in column `col`. */
export function dieOutlook(g: CrowbarState, R: Rules, col: number, die: DieColor): FaceOutlook[] {
  const r = g.rangers[col - 1];
  if (!r) return [];
  const out: FaceOutlook[] = [];
  for (let face = 1; face <= 6; face++) {
    const f = dieFace(R, die, face);
    if (f) out.push(faceOutlook(g, R, r, f, face));
  }
  return out;
}

/** How many faces of six do each thing that matters. */
export interface DieChances {
  readonly stop: number;
  readonly hit: number;
  readonly mostHits: number;
  readonly lost: number;
  readonly onward: number;
  readonly shaken: number;
  readonly chit: number;
  readonly card: number;
}

export function dieChances(faces: readonly FaceOutlook[]): DieChances {
  let stop = 0;
  let hit = 0;
  let mostHits = 0;
  let lost = 0;
  let onward = 0;
  let shaken = 0;
  let chit = 0;
  let card = 0;
  for (const f of faces) {
    if (f.stop) stop++;
    if (f.hits > 0 || f.lca) hit++;
    mostHits = Math.max(mostHits, f.hits);
    if (f.lost) lost++;
    if (f.onward) onward++;
    if (f.shaken) shaken++;
    if (f.chit !== 'none') chit++;
    if (f.card) card++;
  }
  return { stop, hit, mostHits, lost, onward, shaken, chit, card };
}

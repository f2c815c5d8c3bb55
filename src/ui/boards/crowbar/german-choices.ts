import type { GermanAction } from '../../../systems/crowbar/game/actions.ts';
import type { Rules } from '../../../systems/crowbar/game/rules.ts';
import type { CrowbarState } from '../../../systems/crowbar/game/types.ts';
import { spaceOf } from './geometry.ts';
import { companyName, germanKindName } from './model.ts';

/** The German player's choices (T) on the board: the space each acts on and its label. */

/** A German counter type in words, as its counter reads: "MG 5/3", "Grenadiers 4". */
export function germanTypeText(R: Rules, key: string): string {
  const t = R.germanTypes.get(key);
  if (!t) return key;
  const sp = t.kind === 'mg' || t.kind === 'flak' ? `${t.fullFire}/${t.fullClose}` : `${t.fullFire}`;
  return `${germanKindName(t.kind)} ${sp}`;
}

/** A marker of the German hand by its kind ("Gun Found!", "Trap (heavy), 2 hits"), for the German player's eyes only. */
export function markerText(R: Rules, kind: string | undefined): string {
  const d = kind ? R.gunByKey.get(kind) : undefined;
  if (!d) return 'marker';
  return d.kind === 'trap' ? `${d.label}, ${d.hits} hit${d.hits === 1 ? '' : 's'}` : d.label;
}

function rangerSpace(g: CrowbarState, col: number): number | null {
  const r = g.rangers[col - 1];
  return r ? spaceOf(r.col, r.row) : null;
}

function hostSpace(g: CrowbarState, commander: string): number | null {
  const c = g.commanders.find((x) => x.id === commander);
  return c && c.col !== null ? rangerSpace(g, c.col) : null;
}

/** A piece to place (grouping.ts pieceOf) in words: a counter type, or a marker of the hand with how many are left. */
export function pieceText(g: CrowbarState, R: Rules, piece: string): string {
  const [kind, id = ''] = piece.split(':');
  if (kind === 'unit') return germanTypeText(R, id);
  const t = g.stack[g.stack.length - 1];
  if (t?.k !== 'german-markers') return 'marker';
  const mark = t.hand[Number(id)];
  const left = t.hand.filter((k) => k === mark).length;
  return `${markerText(R, mark)} (${left} in hand)`;
}

export function germanActionSpace(g: CrowbarState, a: GermanAction): number | null {
  switch (a.type) {
    case 'german-deploy':
    case 'german-place-marker':
      return spaceOf(a.col, a.row);
    case 'german-ambush':
    case 'german-obstacle':
    case 'german-patrol':
    case 'german-counterattack':
      return rangerSpace(g, a.col);
    case 'german-assault': {
      const u = g.germans.find((x) => x.id === a.gid);
      return u ? spaceOf(u.col, u.row) : null;
    }
    case 'german-commander-hit':
      return hostSpace(g, a.commander);
    case 'german-ca-target':
      return null;
  }
}

export function germanActionText(g: CrowbarState, R: Rules, a: GermanAction): string {
  const t = g.stack[g.stack.length - 1];
  switch (a.type) {
    case 'german-deploy':
      return `Deploy ${germanTypeText(R, a.unit)} here`;
    case 'german-place-marker': {
      const kind = t?.k === 'german-markers' ? t.hand[a.marker] : undefined;
      return `Place the ${markerText(R, kind)} marker here (face down)`;
    }
    case 'german-ambush':
      return `Ambush! strikes column ${a.col}`;
    case 'german-obstacle':
      return `Unexpected Obstacle in front of column ${a.col}`;
    case 'german-patrol':
      return `Patrol of ${germanTypeText(R, a.unit)} in front of column ${a.col}`;
    case 'german-assault':
      return a.go ? 'Assault! with this unit' : 'Hold this unit back';
    case 'german-commander-hit': {
      const c = R.map.doc.commanders.find((x) => x.id === a.commander);
      return `${c ? c.label : a.commander} is hit`;
    }
    case 'german-ca-target':
      return `4th Counterattack against ${companyName(a.company)} Company`;
    case 'german-counterattack':
      return `${germanTypeText(R, a.unit)} counterattacks column ${a.col}`;
  }
}

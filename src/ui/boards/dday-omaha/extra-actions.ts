import type { Action } from '../../../systems/dday-omaha/game/actions.ts';
import type { GameState } from '../../../systems/dday-omaha/game/state.ts';

/**
 * Which of the occasional actions (a mine symbol on a landing unit, Kampfgruppe Meyer, an event-card
 * reinforcement, an HQ following a drifted unit) the board offers now. Pure: read from the game's legalActions,
 * so a control shows only when the game would take its action.
 */
export interface MineOffer {
  readonly unit: string;
  readonly box: string;
  /** The units sharing the box, the landing unit first: who may take the step (check() has the last word). */
  readonly victims: readonly string[];
}

export interface ExtraOffers {
  readonly mines: readonly MineOffer[];
  readonly meyer: boolean;
  readonly eventSectors: readonly ('east' | 'west')[];
  readonly drifts: readonly { readonly leader: string; readonly unit: string }[];
}

export function extraOffers(s: GameState, legal: readonly Action[]): ExtraOffers {
  const mines: MineOffer[] = [];
  const drifts: { leader: string; unit: string }[] = [];
  const eventSectors: ('east' | 'west')[] = [];
  let meyer = false;
  if (s.walk || s.over) return { mines, meyer, eventSectors, drifts };
  for (const a of legal) {
    if (a.type === 'mine' && s.phase === 'landing') {
      const u = s.units.find((x) => x.id === a.unit);
      if (!u || !u.box) continue;
      const box = u.box;
      const others = s.units.filter((o) => o.id !== u.id && o.where === 'box' && o.box === box).map((o) => o.id);
      mines.push({ unit: u.id, box, victims: [u.id, ...others] });
    } else if (a.type === 'drift-with') drifts.push({ leader: a.leader, unit: a.unit });
    else if (a.type === 'kampfgruppe-meyer' && s.phase === 'german') meyer = true;
    else if (a.type === 'event-reinforcement' && s.phase === 'german' && !eventSectors.includes(a.sector)) eventSectors.push(a.sector);
  }
  return { mines, meyer, eventSectors, drifts };
}

/** True when any of these controls is to be shown. */
export function anyOffer(o: ExtraOffers): boolean {
  return o.mines.length > 0 || o.meyer || o.eventSectors.length > 0 || o.drifts.length > 0;
}

import type { Company, CrowbarState, Task } from '../../../systems/crowbar/game/types.ts';
import { companyName } from './model.ts';

/**
 * Whose decision it is now, in plain words, for the modes with more than one player at the table (R, S, T).
 * In solitaire there is only one player and the board names no one.
 */

export interface Decider {
  /** Who decides: "Fox Company player", "German player", "All players". */
  readonly who: string;
  /** The seat id (a Company in co-op, 'german' in versus), or null when every player decides together. */
  readonly seat: string | null;
  /** What they decide, in a few words. */
  readonly what: string;
}

function seatName(id: string): string {
  return id === 'german' ? 'German player' : `${companyName(id as Company)} Company player`;
}

/** The co-op seat whose Round it is: its player activates a unit and answers what that activation asks. */
function seatNow(g: CrowbarState): string | null {
  return g.seats.length ? (g.seats[g.seatTurn % g.seats.length]?.id ?? null) : null;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function taskWords(g: CrowbarState, t: Task): string {
  switch (t.k) {
    case 'flashlamp':
      return `place ${plural(t.left, 'Incoming Fire! marker')} in your zone`;
    case 'approach-company':
      return 'roll the Invasion Approach for your Company';
    case 'approach-assign':
      return `give each ${companyName(t.company)} landing craft one of the rolled dice`;
    case 'select':
      return 'activate one of your units';
    case 'unit':
      return `Consolidate column ${t.col} or Press Forward`;
    case 'reroll':
      return 'keep the die or re-roll it';
    case 'spend':
      return `spend or save ${plural(t.pool, 'Advance')}`;
    case 'cc-bonus':
      return 'add the Commander or a Heroic Action to the Close Combat, or not';
    case 'low-ammo':
      return 'use the Supplies or fire with Low Ammo';
    case 'fire':
      return 'pick a target for Open Fire!';
    case 'choose':
      return 'answer the Event';
    case 'attach':
      return 'attach the Commander to one of your units';
    case 'end-turn':
      return 'finish the End Turn Phase';
    default:
      void g;
      return 'decide';
  }
}

/** Who decides now; `offered` are the legal action types (the R-7 hand-off shows as `rudder-handoff`). */
export function deciderNow(g: CrowbarState, offered: ReadonlySet<string>): Decider | undefined {
  if (g.mode === 'solitaire' || g.phase === 'over') return undefined;
  const t = g.stack[g.stack.length - 1];
  if (!t) return undefined;
  if (!g.seats.length) return { who: 'Ranger player', seat: 'rangers', what: taskWords(g, t) };
  if (t.k === 'flashlamp') return { who: seatName(t.player), seat: t.player, what: taskWords(g, t) };
  if (t.k === 'approach-assign') return { who: 'Each player', seat: null, what: `give your ${companyName(t.company)} landing craft their dice` };
  if (t.k === 'approach-company') return { who: 'All players', seat: null, what: 'pick the next Company to roll its Invasion Approach' };
  if (t.k === 'end-turn') {
    if (offered.has('rudder-handoff')) {
      return { who: 'All players', seat: null, what: 'agree who takes Rudder, or roll two dice each for him (R-7)' };
    }
    return { who: 'All players', seat: null, what: taskWords(g, t) };
  }
  if (t.k === 'attach' && g.rudderSeat !== undefined && g.commanders.some((c) => c.battalion && c.id === t.commander)) {
    return { who: seatName(g.rudderSeat), seat: g.rudderSeat, what: taskWords(g, t) };
  }
  const seat = seatNow(g);
  return seat ? { who: seatName(seat), seat, what: taskWords(g, t) } : undefined;
}

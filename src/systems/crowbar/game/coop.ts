import { ranger, told, top } from './core.ts';
import { combatDice as toldCombat } from './told-dice.ts';
import { commanderName, companyName, seatName } from './words.ts';
import type { ToldDice } from '../../../engine/index.ts';
import { zoneOfRow } from '../map/grid.ts';
import { noteCombatRoll, noteRoll } from './last-roll.ts';
import type { Roller } from './roller.ts';
import type { Rules } from './rules.ts';
import type { Commander, Company, CrowbarState, Ranger, RolledDie } from './types.ts';

/**
 * The co-op seats (R, S): who holds which columns, who answers the decision on top, and the one-time hand-off of
 * a Commander between the players: Rudder in both co-op modes, Slater in 2-player co-op (S-8).
 *
 * Actions: `rudder-handoff` and `slater-handoff` ({ to: seat id, or 'roll' to settle it with two Combat Dice each}).
 */

export function isCoop(g: CrowbarState): boolean {
  return g.mode === 'coop3' || g.mode === 'coop2';
}

/** The seat whose units may carry Rudder: Easy's until the hand-off, then the seat picked. */
export function rudderSeatId(g: CrowbarState): string {
  return g.rudderSeat ?? 'easy';
}

export function seatOfCol(g: CrowbarState, col: number): string | undefined {
  for (const s of g.seats) if (s.cols.includes(col)) return s.id;
  return undefined;
}

export function seatById(g: CrowbarState, id: string): { id: string; cols: number[] } | undefined {
  return g.seats.find((s) => s.id === id);
}

/** The seat whose Round it is. */
export function currentSeat(g: CrowbarState): string | undefined {
  return g.seats.length ? g.seats[g.seatTurn % g.seats.length]?.id : undefined;
}

/** Whether a Commander is handed between the players in this mode: Rudder in co-op, Slater (Dog's) in 2-player co-op. */
export function handedOff(g: CrowbarState, c: Commander): boolean {
  return isCoop(g) && (c.battalion || (g.mode === 'coop2' && c.company === 'dog'));
}

/** The seat a handed-off Commander went to, once settled. */
function heldBy(g: CrowbarState, c: Commander): string | undefined {
  return c.battalion ? g.rudderSeat : g.slaterSeat;
}

/** In co-op, Rudder may only join a unit of the seat holding him. */
export function rudderMayJoin(g: CrowbarState, r: Ranger): boolean {
  if (!isCoop(g)) return true;
  // Before the hand-off he is with an Easy Company unit, not a shared Dog unit of the Easy seat in 2-player co-op.
  if (g.rudderSeat === undefined) return r.company === 'easy';
  const seat = seatById(g, rudderSeatId(g));
  return !!seat && seat.cols.includes(r.col);
}

/**
 * Whether a Commander may be attached to a unit (M-1, M-2): Rudder as R-7 says; a Company Commander to his own
 * Company, and in 2-player co-op Slater, once handed off, only to the Dog units of the seat holding him (S-8).
 */
export function commanderMayJoin(g: CrowbarState, c: Commander, r: Ranger): boolean {
  if (c.battalion) return rudderMayJoin(g, r);
  if (r.company !== c.company) return false;
  const seat = handedOff(g, c) ? g.slaterSeat : undefined;
  return seat === undefined || !!seatById(g, seat)?.cols.includes(r.col);
}

/** R-7 / S-8: the hand-off is owed at the first End Turn Phase that finds the Commander with a unit in the Inland Zone. */
export function handoffDue(g: CrowbarState, c: Commander | undefined): boolean {
  if (
    !c ||
    !handedOff(g, c) ||
    heldBy(g, c) !== undefined ||
    g.phase !== 'end-turn' ||
    c.col === null ||
    c.returnAt !== null
  )
    return false;
  const host = ranger(g, c.col);
  return !!host && zoneOfRow(host.row) === 'inland';
}

/** The Commander whose hand-off must be settled before anything else at this End Turn Phase: Rudder first, then Slater. */
export function pendingHandoff(g: CrowbarState): Commander | undefined {
  if (!isCoop(g) || g.phase !== 'end-turn') return undefined;
  let slater: Commander | undefined;
  for (const c of g.commanders) {
    if (!handoffDue(g, c)) continue;
    if (c.battalion) return c;
    slater = c;
  }
  return slater;
}

/** Settle the hand-off: a seat by agreement, or `roll` for two Combat Dice each, high total wins, ties re-rolled. */
export function settleHandoff(g: CrowbarState, roller: Roller, to: string): string {
  if (to !== 'roll') return to;
  const ids = g.seats.map((s) => s.id);
  for (let tries = 0; tries < 50; tries++) {
    const dice: RolledDie[] = [];
    const thrown: ToldDice[] = [];
    const rolls = ids.map((id) => {
      const a = roller.d6();
      const b = roller.d6();
      dice.push({ die: 'combat', face: a }, { die: 'combat', face: b });
      if (g.logOn)
        thrown.push(
          toldCombat([a, b], roller.typed, id === 'easy' || id === 'dog' || id === 'fox' ? companyName(id) : id),
        );
      return { id, v: a + b };
    });
    noteRoll(g, 'handoff', dice, null);
    const hi = Math.max(...rolls.map((x) => x.v));
    const best = rolls.filter((x) => x.v === hi);
    const winner = best.length === 1 ? best[0] : undefined;
    g.logOn &&
      told(g, {
        text: 'No agreement: two Combat Dice for each player',
        dice: thrown,
        outcome: winner ? `${seatName(winner.id)} has the highest` : 'a tie for the highest: thrown again',
        source: 'R-7',
      });
    if (winner) return winner.id;
  }
  return ids[0] ?? 'easy';
}

/** The seat gets the Commander; if he is not already with one of its eligible units, that seat attaches him now. */
export function handOff(g: CrowbarState, R: Rules, roller: Roller, c: Commander, to: string): void {
  const seat = settleHandoff(g, roller, to);
  if (c.battalion) g.rudderSeat = seat;
  else g.slaterSeat = seat;
  g.logOn &&
    told(g, { text: `${commanderName(R, c.id)} goes to ${seatName(seat)}`, source: c.battalion ? 'R-7' : 'S-8' });
  const host = c.col === null ? null : ranger(g, c.col);
  if (!host || !commanderMayJoin(g, c, host)) g.stack.push({ k: 'attach', commander: c.id });
}

/**
 * The co-op seat answering the decision on top of the stack, or null when the players decide together (or the
 * task is not a Ranger decision). R-4: a unit's own choices are its player's, an Event's choices its enacter's.
 */
export function rangerSeatNow(g: CrowbarState): string | null {
  const t = top(g);
  if (!t || !g.seats.length) return null;
  switch (t.k) {
    case 'flashlamp':
      return t.player;
    case 'select':
      return currentSeat(g) ?? null;
    case 'unit':
    case 'reroll':
    case 'spend':
      return seatOfCol(g, t.col) ?? null;
    case 'cc-bonus':
      return seatOfCol(g, t.cc.col) ?? null;
    case 'fire':
    case 'low-ammo': {
      const col = t.firers[0];
      return col === undefined ? null : (seatOfCol(g, col) ?? null);
    }
    case 'choose':
      return t.seat ?? currentSeat(g) ?? null;
    case 'chit-offer':
      return t.drawer;
    case 'attach': {
      const c = g.commanders.find((x) => x.id === t.commander);
      if (!c) return null;
      if (c.battalion) return rudderSeatId(g);
      if (handedOff(g, c)) return g.slaterSeat ?? null;
      return seatById(g, c.company)?.id ?? null;
    }
    default:
      return null;
  }
}

/** Co-op order of play: two Combat Dice each, highest first (ties re-rolled), then round the table. */
export function rollSeatOrder(g: CrowbarState, R: Rules, roller: Roller): void {
  const ring = g.seats.length === 3 ? ['easy', 'fox', 'dog'] : ['easy', 'fox'];
  let best = '';
  for (let tries = 0; tries < 50 && !best; tries++) {
    const faces: number[] = [];
    const thrown: ToldDice[] = [];
    const rolls = ring.map((id) => {
      const a = roller.d6();
      const b = roller.d6();
      faces.push(a, b);
      if (g.logOn) thrown.push(toldCombat([a, b], roller.typed, companyName(id as Company)));
      return { id, v: a + b };
    });
    noteCombatRoll(g, 'play-order', 'combat', faces, null);
    const hi = Math.max(...rolls.map((x) => x.v));
    const top = rolls.filter((x) => x.v === hi);
    if (top.length === 1) best = top[0]?.id ?? '';
    g.logOn &&
      told(g, {
        text: 'Order of play: two Combat Dice for each player',
        dice: thrown,
        outcome: best ? `${seatName(best)} goes first` : 'a tie for the highest: thrown again',
        source: 'R-3',
      });
  }
  if (!best) best = ring[0] ?? '';
  const start = ring.indexOf(best);
  const order = ring.map((_, i) => ring[(start + i) % ring.length] as string);
  g.seats = order.map((id) => g.seats.find((s) => s.id === id) ?? { id, cols: [] });
  g.seatTurn = 0;
}

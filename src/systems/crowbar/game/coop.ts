import { ranger } from './core.ts';
import { zoneOfRow } from './map.ts';
import type { Roller } from './roller.ts';
import type { Commander, CrowbarState, Ranger } from './types.ts';

/** R-7 / S-8: who holds the Battalion Commander in the co-op modes, and the one-time hand-off. */

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

/** In co-op, Rudder may only join a unit of the seat holding him. */
export function rudderMayJoin(g: CrowbarState, r: Ranger): boolean {
  if (!isCoop(g)) return true;
  // Before the hand-off he is with an Easy Company unit, not a shared Dog unit of the Easy seat in 2-player co-op.
  if (g.rudderSeat === undefined) return r.company === 'easy';
  const seat = g.seats.find((s) => s.id === rudderSeatId(g));
  return !!seat && seat.cols.includes(r.col);
}

/** the hand-off is owed at the first End Turn Phase that finds Rudder with a unit in the Inland Zone. */
export function handoffDue(g: CrowbarState, c: Commander | undefined): boolean {
  if (!isCoop(g) || g.rudderSeat !== undefined || g.phase !== 'end-turn' || !c || c.col === null || c.returnAt !== null) return false;
  const host = ranger(g, c.col);
  return !!host && zoneOfRow(host.row) === 'inland';
}

/** Settle the hand-off: a seat by agreement, or `roll` for two Combat Dice each, high total wins, ties re-rolled. */
export function settleHandoff(g: CrowbarState, roller: Roller, to: string): string {
  if (to !== 'roll') return to;
  const ids = g.seats.map((s) => s.id);
  for (let tries = 0; tries < 50; tries++) {
    const rolls = ids.map((id) => ({ id, v: roller.d6() + roller.d6() }));
    const hi = Math.max(...rolls.map((x) => x.v));
    const best = rolls.filter((x) => x.v === hi);
    if (best.length === 1 && best[0]) return best[0].id;
  }
  return ids[0] ?? 'easy';
}

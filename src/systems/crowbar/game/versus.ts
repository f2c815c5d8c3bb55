import type { Company, CrowbarState, Decider, GermanTask, Mode, Task, VersusMode } from './types.ts';
import { rangerSeatNow } from './coop.ts';

/**
 * T) The versus modes: who plays the Germans, and who must decide now.
 *
 * For the board: every German decision is a task on top of the stack whose `k` starts with `german-`, and
 * `state.decider` ({ side, seat }) says who answers the top decision. side 'german' means the German player's
 * screen (seat 'german'; in "not so co-op" the seat is the co-op player deciding for the Germans); side
 * 'ranger' is a Ranger player: seat 'rangers' without co-op seats, a co-op seat id, or null for all of them.
 * While side is 'german', legalActions lists exactly the German player's choices:
 *
 * - german-deploy { unit, col, row }: B-8 setup; put an HKA or MG counter (type key) in an empty eligible space.
 * - german-place-marker { marker, col, row }: T-1 setup; put the secret marker number `marker` of the hand
 *   (task.hand, visible to the German player only) in a deployment slot. The action never names the marker.
 * - german-ambush { col } and german-obstacle { col }: T-3a, T-3e; which tied most advanced unit is hit.
 * - german-patrol { unit, col }: T-3d; which Grenadier from the pool, in front of which tied unit.
 * - german-assault { gid, go }: T-3b; move this Assault! unit, or hold it back.
 * - german-commander-hit { commander }: T-3c; which Commander is hit on a 5-6.
 * - german-ca-target { company }: T-4d; the target of the 4th Counterattack.
 * - german-counterattack { unit, col }: T-4a-c; a Grenadier or MG from the pool, opposite a column's unit.
 *
 * A choice with a single option is never asked: it is made at once. Show the Ranger players publicView(state)
 * (versus-view.ts), where unrevealed markers and the German hand are masked.
 */

export interface ModeSpec {
  /** The Ranger side's rules (solitaire for versus2, a co-op mode otherwise). */
  readonly mode: Mode;
  readonly versus?: VersusMode;
}

/** Every session mode and how it is played. */
export const MODE_SPECS: Readonly<Record<Mode | VersusMode, ModeSpec>> = {
  solitaire: { mode: 'solitaire' },
  coop3: { mode: 'coop3' },
  coop2: { mode: 'coop2' },
  versus2: { mode: 'versus2', versus: 'versus2' },
  versus3: { mode: 'coop2', versus: 'versus3' },
  versus4: { mode: 'coop3', versus: 'versus4' },
  notsocoop3: { mode: 'coop3', versus: 'notsocoop3' },
};

/** "Not so co-op": the seat that decides for the Germans facing each Company (Fox vs Dog, Dog vs Easy, Easy vs Fox). */
export const NOT_SO_COOP_GERMAN: Readonly<Record<Company, Company>> = { dog: 'fox', easy: 'dog', fox: 'easy' };

export function isGermanTask(t: Task | undefined): t is GermanTask {
  return !!t && t.k.startsWith('german-');
}

/** The seat that decides for the Germans facing a Company (every Company: the German player). */
export function germanSeatAgainst(g: CrowbarState, company: Company | null): string {
  if (g.versus !== 'notsocoop3') return 'german';
  const target = company ?? activeCompanySeat(g);
  return target ? NOT_SO_COOP_GERMAN[target] : 'german';
}

/** The co-op seat whose Round it is, as a Company. */
function activeCompanySeat(g: CrowbarState): Company | null {
  const id = g.seats.length ? g.seats[g.seatTurn % g.seats.length]?.id : undefined;
  return id === 'easy' || id === 'dog' || id === 'fox' ? id : null;
}

/** The Ranger player answering: the one Ranger player, or the co-op seat (coop.ts, R-4 and the hand-offs). */
function rangerSeat(g: CrowbarState): string | null {
  return g.seats.length ? rangerSeatNow(g) : 'rangers';
}

/** Sets state.decider from the top decision; keeps the old object when nothing changed (no allocation). */
export function settleDecider(g: CrowbarState): void {
  // Over, the stack is empty: it is not read then (reading past the end of an array costs compiled code).
  const t = g.phase === 'over' ? undefined : g.stack[g.stack.length - 1];
  if (!t) {
    g.decider = null;
    return;
  }
  // German decisions exist only in versus games.
  const german = !!g.versus && isGermanTask(t);
  const side = german ? 'german' : 'ranger';
  const seat = german ? t.seat : rangerSeat(g);
  const d = g.decider;
  if (d && d.side === side && d.seat === seat) return;
  g.decider = { side, seat } satisfies Decider;
}

import { listOf, told, top } from './core.ts';
import { capital, seatName } from './words.ts';
import { companyOf, enactRangerChit, forwardCandidates, hasFirer, reinforceable } from './chits.ts';
import { seatById } from './coop.ts';
import type { ChitDef, Rules } from './rules.ts';
import { COMPANIES, type Company, type CrowbarState } from './types.ts';

/**
 * R-4 (and the S Game Round): in co-op a Ranger Event Chit is enacted by the player whose units it sets acting.
 * A chit naming a Company goes to that Company's player; a "player's choice" chit is offered to its drawer, who
 * keeps it, gives it to a player able to use it, or declines it (rules note crowbar-coop-chits).
 *
 * Task `ranger-chit` (automatic) routes a drawn chit; task `chit-offer` asks the drawer.
 * Action `give-chit` { to }: `to` is the drawer's own seat (keep), another seat (give) or 'decline'.
 */

type Seat = { id: string; cols: number[] };

/** Chit effects that call for voluntary actions by Ranger units: they go to the player controlling the units. */
function setsUnitsActing(chit: ChitDef): boolean {
  return (
    chit.rangerEffect === 'rangers-forward' ||
    chit.rangerEffect === 'open-fire' ||
    chit.rangerEffect === 'reinforcements'
  );
}

/** Whether a seat has a unit able to use the chit. */
function able(g: CrowbarState, R: Rules, chit: ChitDef, seat: Seat): boolean {
  const company = companyOf(chit.rangerCompany);
  const cols = seat.cols;
  switch (chit.rangerEffect) {
    case 'rangers-forward':
      return forwardCandidates(g, company).some((c) => cols.includes(c));
    case 'open-fire':
      return (company ? [company] : COMPANIES).some((c) => hasFirer(g, R, c, cols));
    case 'reinforcements':
      return g.hq !== null && reinforceable(g, R, cols).length > 0;
    default:
      return true;
  }
}

/** Seats, the drawer first, then in play order. */
function drawerFirst(g: CrowbarState, drawer: string): Seat[] {
  const own = g.seats.filter((s) => s.id === drawer);
  return [...own, ...g.seats.filter((s) => s.id !== drawer)];
}

/** The player who enacts a chit naming a Company: the one controlling it, the drawer first when both share Dog (S-1). */
function enacterOf(g: CrowbarState, R: Rules, chit: ChitDef, company: Company, drawer: string): Seat | undefined {
  const holders = drawerFirst(g, drawer).filter((s) => s.cols.some((c) => R.map.companyOfCol[c - 1] === company));
  return holders.find((s) => able(g, R, chit, s)) ?? holders[0];
}

/** Routes the drawn Ranger chit on top of the stack (the `ranger-chit` step). */
export function routeRangerChit(g: CrowbarState, R: Rules): void {
  const t = top(g);
  if (!t || t.k !== 'ranger-chit') return;
  g.stack.pop();
  const chit = R.chits.find((c) => c.key === t.key);
  if (!chit) return;
  const drawer = seatById(g, t.drawer);
  // O-7: without Rudder's HQ the Reinforcements are no effect, whoever holds the chit.
  if (!setsUnitsActing(chit) || (chit.rangerEffect === 'reinforcements' && g.hq === null)) {
    enactRangerChit(g, R, chit, drawer);
    return;
  }
  const company = companyOf(chit.rangerCompany);
  if (company) {
    const seat = enacterOf(g, R, chit, company, t.drawer);
    if (seat && seat.id !== t.drawer)
      g.logOn &&
        told(g, {
          text: `The ${chit.rangerName} chit goes to ${seatName(seat.id)}, whose units it sets acting`,
          source: 'R-4',
        });
    enactRangerChit(g, R, chit, seat);
    return;
  }
  const options = drawerFirst(g, t.drawer)
    .filter((s) => able(g, R, chit, s))
    .map((s) => s.id);
  if (!options.length) {
    g.logOn && told(g, { text: chit.rangerName, outcome: 'no player has a unit able to use it', source: 'R-4' });
    return;
  }
  g.stack.push({ k: 'chit-offer', key: chit.key, drawer: t.drawer, options: listOf(options, 'decline') });
}

/** The drawer's answer to a `chit-offer`. */
export function giveChit(g: CrowbarState, R: Rules, to: string): void {
  const t = top(g);
  if (!t || t.k !== 'chit-offer') return;
  g.stack.pop();
  const chit = R.chits.find((c) => c.key === t.key);
  if (!chit) return;
  if (to === 'decline') {
    g.logOn &&
      told(g, { text: `${capital(seatName(t.drawer))} lets the ${chit.rangerName} chit go unused`, source: 'R-4' });
    return;
  }
  g.logOn &&
    told(
      g,
      to === t.drawer
        ? { text: `${capital(seatName(t.drawer))} uses the ${chit.rangerName} chit`, source: 'R-4' }
        : {
            text: `${capital(seatName(t.drawer))} gives the ${chit.rangerName} chit to ${seatName(to)}`,
            source: 'R-4',
          },
    );
  enactRangerChit(g, R, chit, seatById(g, to));
}

import { html, type TemplateResult } from 'lit';
import type { CrowbarState } from '../../../systems/crowbar/game/types.ts';
import { publicView } from '../../../systems/crowbar/game/versus-view.ts';
import { isGermanTask } from '../../../systems/crowbar/game/versus.ts';

/**
 * Hot-seat play in the versus modes (T): one tablet passed between the seats. While the German player makes
 * choices the Rangers must not witness (T-1, his secret markers), the board is his screen; any other time it
 * is the Ranger screen, which draws the public view (unrevealed markers masked). Between the two, a screen
 * with nothing of the game on it says to hand the tablet over.
 */

export type Screen = 'ranger' | 'german';

/** Whose screen the decision on top needs. */
export function screenFor(g: CrowbarState): Screen {
  const t = g.stack[g.stack.length - 1];
  return g.versus !== undefined && t?.k === 'german-markers' ? 'german' : 'ranger';
}

/** The state a screen may show: the whole truth for the German player's secret choices, else the public view. */
export function viewFor(g: CrowbarState, screen: Screen): CrowbarState {
  return screen === 'german' || g.versus === undefined ? g : publicView(g);
}

/** Who to hand the tablet to, in words. */
export function handoverTo(g: CrowbarState, to: Screen): string {
  if (to === 'german') return 'the German player';
  return g.seats.length ? 'the Ranger players' : 'the Ranger player';
}

/** The screen between seats: nothing of the game, one large button for the player taking the tablet. */
export function handoverView(g: CrowbarState, to: Screen, ready: () => void): TemplateResult {
  const who = handoverTo(g, to);
  const note =
    to === 'german'
      ? 'The German player now places markers in secret: only he looks at the screen until the tablet comes back.'
      : 'The secret placements are done and hidden again.';
  return html`<section class="handover" role="dialog" aria-modal="false" aria-labelledby="handover-h">
    <h2 id="handover-h">Hand the tablet to ${who}</h2>
    <p>${note}</p>
    <button class="btn primary big" @click=${ready}>I am ${who}: show my screen</button>
  </section>`;
}

/**
 * A shared session (src/ui/sync) gives each device a seat instead of passing one tablet: the German seat
 * always shows the German screen, any other seat the Ranger screen; a seat makes only its side's decisions
 * (an observer none), and otherwise watches with a line saying who is choosing.
 */
export function seatScreen(seat: string): Screen {
  return seat === 'german' ? 'german' : 'ranger';
}

/** Whether the decision on top is the German player's (not a co-op seat's, choosing for the Germans in "not so co-op"). */
function germanPlayerDecides(g: CrowbarState): boolean {
  const t = g.stack[g.stack.length - 1];
  return g.versus !== undefined && isGermanTask(t) && t.seat === 'german';
}

/** Whether the decision on top is the seat's to make. */
export function seatDecides(g: CrowbarState, seat: string): boolean {
  if (seat === 'observer') return false;
  return seat === 'german' ? germanPlayerDecides(g) : !germanPlayerDecides(g);
}

/** Who is choosing now, for a seat that waits. */
export function seatWaits(g: CrowbarState): string {
  if (germanPlayerDecides(g)) return 'The German player is choosing on his own device.';
  return g.seats.length
    ? 'The Ranger players are choosing on their devices.'
    : 'The Ranger player is choosing on his own device.';
}

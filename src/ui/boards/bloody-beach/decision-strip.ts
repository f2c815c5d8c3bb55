import { html, nothing, type TemplateResult } from 'lit';
import type { GameAction } from '../../../systems/types.ts';
import type { SideId } from './counters.ts';
import type { DecisionView } from './decision.ts';

/**
 * The decision due, above the map: whose it is (and, in hot-seat play, that the tablet goes to that player), what
 * it settles, and every answer as a button, Umpire's suggestion first. The map highlights the same hexes.
 */
export function decisionStrip(d: DecisionView | undefined, viewer: SideId, pick: (a: GameAction) => void): TemplateResult | typeof nothing {
  if (!d) return nothing;
  const who = d.side === 'us' ? 'US' : 'German';
  const byHex = d.answers.some((a) => a.hex !== undefined);
  return html`<section class="decision" aria-label="Decision due" aria-live="polite">
    <p><strong>${who} player's decision:</strong> ${d.question}.${d.side === viewer ? '' : ` Pass the tablet to the ${who} player.`} ${byHex ? "Tap a highlighted hex on the map (★ marks Umpire's suggestion), or pick one here:" : 'The hex is highlighted on the map; pick here:'}</p>
    <div class="answers">
      ${d.answers.map((a, i) => html`<button class=${`btn small${i === 0 ? ' primary' : ''}`} @click=${() => pick(a.action)}>${a.label}${i === 0 ? " (Umpire's suggestion)" : ''}</button>`)}
    </div>
  </section>`;
}

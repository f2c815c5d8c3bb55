import { html, nothing, type TemplateResult } from 'lit';
import type { GameAction } from '../../../systems/types.ts';
import type { SideId } from './counters.ts';
import type { DecisionView } from './decision.ts';
import { valueOf } from '../../fields.ts';

/** Answers shown as buttons on the line; more are picked from a list (or tapped on the map). */
const ON_LINE = 3;

/**
 * The decision due, in one line above the map: whose it is (and, in hot-seat play, that the tablet goes to that
 * player), what it settles, Umpire's suggestion and a few answers as buttons, the rest in a list. The map
 * highlights the same hexes, and a tap on one answers.
 */
export function decisionStrip(
  d: DecisionView | undefined,
  viewer: SideId,
  pick: (a: GameAction) => void,
): TemplateResult | typeof nothing {
  if (!d) return nothing;
  const who = d.side === 'us' ? 'US' : 'German';
  const byHex = d.answers.some((a) => a.hex !== undefined);
  const question = `${who} player's decision: ${d.question}.${d.side === viewer ? '' : ` Pass the tablet to the ${who} player.`}${byHex ? " Tap a highlighted hex (★ is Umpire's suggestion)." : ''}`;
  const onLine = d.answers.slice(0, ON_LINE);
  const rest = d.answers.slice(ON_LINE);
  return html`<section class="decision" aria-label="Decision due" aria-live="polite">
    <p class="q">${question}</p>
    ${onLine.map((a, i) => html`<button class=${`btn small${i === 0 ? ' primary' : ''}`} @click=${() => pick(a.action)}>${a.label}${i === 0 ? ' ★' : ''}</button>`)}
    ${
      rest.length
        ? html`<select
            aria-label="Other answers"
            @change=${(e: Event) => {
              const a = rest[Number(valueOf(e))];
              if (a) pick(a.action);
            }}
          >
            <option value="" selected disabled>${rest.length} more…</option>
            ${rest.map((a, i) => html`<option value=${i}>${a.label}</option>`)}
          </select>`
        : nothing
    }
  </section>`;
}

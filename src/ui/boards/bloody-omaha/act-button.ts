import { html, css, nothing, type TemplateResult } from 'lit';
import type { Action } from '../../../systems/bloody-omaha/game/types.ts';
import type { UmpireElement } from '../../base.ts';
import { diceCount, withDice, type DiceChoice } from './describe.ts';
import type { Offer } from './offers.ts';

/** The look of action buttons and refused actions, shared by the board's panels. */
export const actStyles = css`
  .acts { display: flex; flex-wrap: wrap; gap: .4rem; }
  .act { white-space: normal; text-align: left; line-height: 1.25; padding: .35rem .8rem; max-width: 100%; margin: 0; }
  .act .hint { display: block; font-size: .8rem; font-weight: 400; }
  .act.roll { border-color: var(--accent); border-width: 2px; }
  details.refused { border-top: 1px solid var(--line); margin-top: .5rem; padding-top: .25rem; }
  details.refused > summary { min-height: var(--tap); display: flex; align-items: center; cursor: pointer; color: var(--ink-2); font-weight: 600; }
  details.refused ul { list-style: none; margin: 0; padding: 0; display: grid; gap: .2rem; }
  details.why > summary { min-height: var(--tap); display: flex; align-items: center; gap: .4rem; cursor: pointer; color: var(--ink-2); list-style: none; }
  details.why > summary::-webkit-details-marker { display: none; }
  details.why > summary::before { content: '⊘'; font-weight: 700; }
  details.why[open] > summary { color: var(--ink); }
  details.why p { margin: 0 0 .3rem 1.6rem; color: var(--danger); font-size: .92rem; }
`;

/**
 * A button that plays an action (with the typed-in dice when the player throws real ones); while dice are
 * still to be typed in it stays disabled and says so.
 */
export function actButton(host: UmpireElement, a: Action, label: string, dice: DiceChoice, extra = ''): TemplateResult {
  const ready = withDice(a, dice);
  const rolls = diceCount(a) > 0;
  if (typeof ready === 'string') {
    return html`<button class=${`btn act roll ${extra}`} disabled aria-label=${`${label}: ${ready}`}>${label}<span class="hint">${ready}</span></button>`;
  }
  const typed = 'dice' in ready && ready.dice ? `with ${ready.dice.join(' and ')}` : '';
  return html`<button class=${`btn act ${rolls ? 'roll' : ''} ${extra}`} aria-label=${typed ? `${label}, ${typed}` : label} @click=${() => host.emit('umpire-game-action', { action: ready })}>${label}${typed ? html`<span class="hint">${typed}</span>` : nothing}</button>`;
}

/** An action that is not allowed now: its name, and one tap away the reason the rules give. */
export function refusedItem(label: string, reason: string): TemplateResult {
  return html`<li><details class="why"><summary aria-label=${`${label}: not allowed now. Why?`}>${label}</summary><p>${reason}</p></details></li>`;
}

export function refusedList(offers: readonly Offer[]): TemplateResult | typeof nothing {
  const out = offers.filter((o) => !o.legal);
  if (!out.length) return nothing;
  return html`<details class="refused"><summary>Not allowed now (${out.length})</summary><ul>${out.map((o) => refusedItem(o.label, o.reason ?? 'not allowed now'))}</ul></details>`;
}

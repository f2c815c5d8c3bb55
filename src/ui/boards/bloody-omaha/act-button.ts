import { html, css, nothing, type TemplateResult } from 'lit';
import type { Action } from '../../../systems/bloody-omaha/game/types.ts';
import type { UmpireElement } from '../../base.ts';
import type { Offer } from './offers.ts';

/** The look of action buttons and refused actions, shared by the board's panels. */
export const actStyles = css`
  .acts { display: flex; flex-wrap: wrap; gap: .4rem; }
  .act { white-space: normal; text-align: left; line-height: 1.25; padding: .35rem .8rem; max-width: 100%; margin: 0; }
  details.refused { border-top: 1px solid var(--line); margin-top: .5rem; padding-top: .25rem; }
  details.refused > summary { min-height: var(--tap); display: flex; align-items: center; cursor: pointer; color: var(--ink-2); font-weight: 600; }
  details.refused ul { list-style: none; margin: 0; padding: 0; display: grid; gap: .2rem; }
  details.why > summary { min-height: var(--tap); display: flex; align-items: center; gap: .4rem; cursor: pointer; color: var(--ink-2); list-style: none; }
  details.why > summary::-webkit-details-marker { display: none; }
  details.why > summary::before { content: '⊘'; font-weight: 700; }
  details.why[open] > summary { color: var(--ink); }
  details.why p { margin: 0 0 .3rem 1.6rem; color: var(--danger); font-size: .92rem; }
`;

/** A button that plays an action that throws no dice (rolls go through umpire-board-roll, with their odds). */
export function actButton(host: UmpireElement, a: Action, label: string, extra = ''): TemplateResult {
  return html`<button class=${`btn act ${extra}`} @click=${() => host.emit('umpire-game-action', { action: a })}>${label}</button>`;
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

import { html, css, nothing, type TemplateResult } from 'lit';
import type { Action } from '../../../systems/bloody-omaha/game/types.ts';
import type { UmpireElement } from '../../base.ts';
import type { Offer } from './offers.ts';
import { boundElement } from '../../fields.ts';

/** The look of the board's panels (each a block) with their action buttons and refused actions. */
export const actStyles = css`
  :host {
    display: block;
  }
  .acts {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
  }
  .pick {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    align-items: center;
    max-width: 100%;
  }
  .pick select {
    min-height: var(--tap);
    max-width: 100%;
    border: 1px solid var(--control-line);
    border-radius: var(--radius);
    background: var(--paper);
    padding: 0 0.4rem;
    font-size: 0.95rem;
  }
  .act {
    white-space: normal;
    text-align: left;
    line-height: 1.25;
    padding: 0.35rem 0.8rem;
    max-width: 100%;
    margin: 0;
  }
  details.refused {
    border-top: 1px solid var(--line);
    margin-top: 0.5rem;
    padding-top: 0.25rem;
  }
  details.refused > summary {
    min-height: var(--tap);
    display: flex;
    align-items: center;
    cursor: pointer;
    color: var(--ink-2);
    font-weight: 600;
  }
  details.refused ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.2rem;
  }
  details.why > summary {
    min-height: var(--tap);
    display: flex;
    align-items: center;
    gap: 0.4rem;
    cursor: pointer;
    color: var(--ink-2);
    list-style: none;
  }
  details.why > summary::-webkit-details-marker {
    display: none;
  }
  details.why > summary::before {
    content: '⊘';
    font-weight: 700;
  }
  details.why[open] > summary {
    color: var(--ink);
  }
  details.why p {
    margin: 0 0 0.3rem 1.6rem;
    color: var(--danger);
    font-size: 0.92rem;
  }
`;

/** More choices of one kind than this are made from a list and one button, not a wall of buttons. */
const MAX_BUTTONS = 4;
/** The list's name and its button's word, by kind. */
const LIST: Partial<Record<Action['type'], readonly [string, string]>> = {
  reinforce: ['Unit to release', 'Release'],
  'return-unit': ['Unit to return', 'Return'],
  undisrupt: ['Unit to undisrupt', 'Undisrupt'],
  'transfer-tank': ['Unit the Tank joins', 'Send the Tank'],
  move: ['Units that move', 'Move'],
  'choose-unit': ['Unit that takes it', 'Choose'],
};

export interface Choice {
  readonly action: Action;
  readonly label: string;
}

/**
 * Choices as buttons, grouped by kind; a kind with many (units to release, to return, to take a loss) becomes
 * one list and one button that plays what the list shows.
 */
export function choiceButtons(host: UmpireElement, choices: readonly Choice[], label: string): TemplateResult {
  const kinds = [...new Set(choices.map((c) => c.action.type))];
  return html`<div class="acts" role="group" aria-label=${label}>
    ${kinds.map((k) => {
      const of = choices.filter((c) => c.action.type === k);
      if (of.length <= MAX_BUTTONS)
        return of.map((c) => actButton(host, c.action, c.label, k === 'end-turn' ? 'end' : ''));
      const play = (e: Event): void => {
        const list = boundElement(e).parentElement?.querySelector('select');
        const c = of[Number(list?.value ?? 0)];
        if (c) host.emit('umpire-game-action', { action: c.action });
      };
      const [name, verb] = LIST[k] ?? ['Choice', 'Choose'];
      return html`<div class="pick">
        <select aria-label=${name}>
          ${of.map((c, i) => html`<option value=${i}>${c.label}</option>`)}
        </select>
        <button class="btn act" @click=${play}>${verb}</button>
      </div>`;
    })}
  </div>`;
}

/** A button that plays an action that throws no dice (rolls go through umpire-board-roll, with their odds). */
export function actButton(host: UmpireElement, a: Action, label: string, extra = ''): TemplateResult {
  return html`<button class=${`btn act ${extra}`} @click=${() => host.emit('umpire-game-action', { action: a })}>
    ${label}
  </button>`;
}

/** An action that is not allowed now: its name, and one tap away the reason the rules give. */
export function refusedItem(label: string, reason: string): TemplateResult {
  return html`<li>
    <details class="why">
      <summary aria-label=${`${label}: not allowed now. Why?`}>${label}</summary>
      <p>${reason}</p>
    </details>
  </li>`;
}

export function refusedList(offers: readonly Offer[]): TemplateResult | typeof nothing {
  const out = offers.filter((o) => !o.legal);
  if (!out.length) return nothing;
  return html`<details class="refused">
    <summary>Not allowed now (${out.length})</summary>
    <ul>
      ${out.map((o) => refusedItem(o.label, o.reason ?? 'not allowed now'))}
    </ul>
  </details>`;
}

import { html, css, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { UmpireElement } from '../../base.ts';
import { shared } from '../../styles.ts';
import { stripLabel } from '../../strip-label.ts';
import { STEPS } from '../../../systems/brecourt/game/sequence.ts';

/** Step names short enough for seven across a tablet's half screen (the full name is the title). */
const SHORT = [
  'US move, fire',
  'Grenades go off',
  'US markers off',
  'German morale',
  'Germans move',
  'German fire',
  'German markers off',
];
import type { DueItem } from './due-model.ts';
import { play, send } from './events.ts';
import { ask } from '../../controls/confirm-dialog.ts';

/**
 * The words shown on a due item's button: 'Morale' for 'Morale: Grenadier 1' where the item's text already names
 * Grenadier 1 (its accessible name keeps the whole), so the button fits beside the text on a tablet's half screen.
 */
function buttonWords(it: DueItem): string {
  const button = it.button ?? '';
  const at = button.indexOf(': ');
  return at > 0 && it.text.includes(button.slice(at + 2)) ? button.slice(0, at) : button;
}

/** The seven steps with the current one marked, and what is due in it, each one tap from its procedure. */
@customElement('umpire-bc-due')
export class BrecourtDue extends UmpireElement {
  static override styles = [
    shared,
    css`
      :host {
        display: block;
        container-type: inline-size;
      }
      ol {
        list-style: none;
        margin: 0;
        padding: 0;
        display: grid;
        grid-template-columns: repeat(7, minmax(0, 1fr));
        gap: 3px;
        counter-reset: step;
      }
      ol li {
        counter-increment: step;
        font-size: 0.78rem;
        line-height: 1.15;
        padding: 0.2rem 0.3rem 0.3rem;
        border-radius: 6px;
        border: 1px solid var(--line);
        color: var(--ink-2);
        background: var(--paper);
        display: block;
        min-height: 2.3rem;
        overflow: hidden;
      }
      ol li::before {
        content: counter(step) ' ';
        font-weight: 800;
        font-size: 0.8rem;
      }
      /* What is due, and beside it the way on to the next step. */
      .due {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.3rem 0.5rem;
        margin-top: 0.4rem;
      }
      .due h3 {
        ${stripLabel}
        margin: 0;
        font-weight: 700;
      }
      .due ul {
        flex: 1 1 14rem;
      }
      /* several things due: they take the whole width, the way on under them */
      .due.many ul {
        flex-basis: calc(100% - 6rem);
      }
      .due > .next,
      .due > b {
        flex: none;
        margin-left: auto;
      }
      .wait {
        margin: 0.4rem 0 0;
        font-weight: 600;
        color: var(--warn);
      }
      ol li.us {
        border-top: 3px solid var(--us);
      }
      ol li.german {
        border-top: 3px dashed var(--de);
      }
      ol li.done {
        opacity: 0.6;
      }
      ol li[aria-current='step'] {
        background: var(--accent);
        color: var(--accent-ink);
        border-color: var(--accent);
        font-weight: 700;
        opacity: 1;
      }
      ul {
        list-style: none;
        margin: 0;
        padding: 0;
        display: grid;
        gap: 0.35rem;
      }
      li.item {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.4rem 0.6rem;
        padding: 0.3rem 0.5rem;
        border-radius: var(--radius);
        background: var(--paper);
        border: 1px solid var(--line);
      }
      li.item.blocking {
        border-left: 5px solid var(--danger);
      }
      li.item .text {
        flex: 1 1 14rem;
        line-height: 1.3;
      }
      li.item .must {
        font-size: 0.75rem;
        font-weight: 800;
        text-transform: uppercase;
        letter-spacing: 0.04em;
        color: var(--danger);
        margin-right: 0.3rem;
      }
      li.item .btn {
        min-height: var(--tap);
        padding: 0 0.8rem;
      }
      li.item.info {
        background: transparent;
        border-style: dashed;
        color: var(--ink-2);
      }
      /* Too narrow for seven names (a large text, a phone): the steps by number, the current one by name too. */
      @container (max-width: 34rem) {
        ol {
          display: flex;
        }
        ol li {
          flex: 1 1 0;
          min-height: 1.8rem;
          text-align: center;
        }
        ol li span {
          display: none;
        }
        ol li[aria-current='step'] {
          flex: 4 1 auto;
        }
        ol li[aria-current='step'] span {
          display: inline;
        }
      }
    `,
  ];

  @property({ type: Number }) step = 0;
  @property({ type: Number }) turn = 1;
  @property({ type: Number }) lastTurn = 20;
  @property({ attribute: false }) items: readonly DueItem[] = [];
  @property({ type: Boolean }) busy = false;
  @property({ type: Boolean }) over = false;
  /** A roll waiting to be applied or left (the step cannot end before): what it was. */
  @property() waiting = '';

  override render() {
    const st = STEPS[this.step];
    const next = this.over
      ? html`<b role="status">Game over</b>`
      : html`<button
          class=${`btn next ${this.items.some((i) => i.blocking) || this.waiting ? '' : 'primary'}`}
          ?disabled=${this.busy || this.waiting !== ''}
          @click=${this.next}
        >
          ${this.step === STEPS.length - 1 ? `End turn ${this.turn}` : 'Next step'} <span aria-hidden="true">→</span>
        </button>`;
    return html`
      <div class="now">
        <p class="sr-only">
          Turn ${this.turn} of ${this.lastTurn} · step ${this.step + 1} of ${STEPS.length}: ${st?.label ?? ''}
        </p>
        <ol aria-label="Sequence of play">
          ${STEPS.map(
            (st, i) =>
              html`<li
                class=${`${st.side} ${i < this.step ? 'done' : ''}`}
                aria-current=${i === this.step ? 'step' : 'false'}
                title=${st.label}
                aria-label=${`Step ${i + 1}: ${st.label}`}
              >
                <span aria-hidden="true">${SHORT[i] ?? st.label}</span>
              </li>`,
          )}
        </ol>
      </div>
      ${this.waiting ? html`<p class="wait" role="status">Apply or leave the waiting roll before moving on.</p>` : nothing}
      <div class=${this.items.length > 1 ? 'due many' : 'due'}>
        ${
          this.items.length
            ? html`<h3 id="due-now">Due now</h3>
                <ul aria-labelledby="due-now">
                  ${this.items.map(
                    (it) =>
                      html`<li class=${`item ${it.blocking ? 'blocking' : ''} ${it.button ? '' : 'info'}`}>
                        <span class="text"
                          >${it.blocking ? html`<span class="must">Due</span>` : nothing}${it.text}</span
                        >
                        ${it.button ? html`<button class="btn ${it.blocking ? 'primary' : ''}" ?disabled=${this.busy} aria-label=${it.button} @click=${() => send(this, 'bc-due', { item: it })}>${buttonWords(it)}</button>` : nothing}
                      </li>`,
                  )}
                </ul>`
            : nothing
        }
        ${next}
      </div>
    `;
  }

  private readonly next = async (): Promise<void> => {
    const blocking = this.items.filter((i) => i.blocking).length;
    if (blocking > 0) {
      const r = await ask({
        heading: 'Move on anyway?',
        message: `${blocking} thing${blocking === 1 ? ' is' : 's are'} still due in this step. Moving on records that ${blocking === 1 ? 'it was' : 'they were'} skipped.`,
        confirmLabel: 'Skip and move on',
      });
      if (!r.confirmed) return;
      play(this, { type: 'next-step', skip: true, at: Date.now() });
      return;
    }
    play(this, { type: 'next-step', at: Date.now() });
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-bc-due': BrecourtDue;
  }
}

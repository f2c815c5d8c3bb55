import { html, css, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { UmpireElement } from '../../base.ts';
import { shared } from '../../styles.ts';
import { CARDS } from '../../../systems/dday-omaha/rules/german-action.ts';
import { boardCss } from './board-css.ts';
import { cardFromDraft, toggled, type CardDraft, type ColorMark } from './card.ts';
import { seg, toggle } from './controls.ts';
import { sendActions } from './events.ts';
import { CARD_TEXT } from '../../../systems/dday-omaha/game/words.ts';
import '../../controls/number-stepper.ts';

const MARKS = [
  { value: 'off', label: 'Off' },
  { value: 'single', label: '◆', name: 'single symbol' },
  { value: 'double', label: '◆◆', name: 'double symbol' },
] as const;

/**
 * The German card as drawn: its action letter, the position colours it shows (single or double symbol), the US
 * target symbols, the armor and leader bonuses, and for an A card its artillery line. "Resolve" enters it.
 * The draft lives with the parent (it survives a change of card).
 */
@customElement('umpire-dday-card-form')
export class CardForm extends UmpireElement {
  static override styles = [
    shared,
    boardCss,
    css`
      /* five in a row where there is room; in the narrow side panel they wrap so "Reinforce" is read in full */
      .letters {
        display: grid;
        grid-template-columns: repeat(auto-fit, minmax(4.6rem, 1fr));
        gap: 0.4rem;
      }
      .letters button {
        min-height: 64px;
        border-radius: var(--radius);
        border: 2px solid var(--de);
        background: var(--paper);
        display: grid;
        place-items: center;
        padding: 0.2rem;
        line-height: 1.1;
      }
      .letters button b {
        font-size: 1.6rem;
      }
      .letters button span {
        font-size: 0.75rem;
        color: var(--ink-2);
      }
      .letters button[aria-checked='true'] {
        background: var(--de);
        color: var(--paper);
      }
      .letters button[aria-checked='true'] span {
        color: var(--paper);
      }
      .colors {
        display: grid;
        gap: 0.35rem;
      }
      .color {
        display: flex;
        align-items: center;
        gap: 0.6rem;
      }
      .color .name {
        min-width: 5rem;
      }
      .go {
        margin-top: 0.8rem;
        display: flex;
        gap: 0.5rem;
        align-items: center;
        flex-wrap: wrap;
      }
    `,
  ];

  @property({ attribute: false }) draft!: CardDraft;
  @property({ attribute: false }) colors: readonly string[] = [];
  @property({ attribute: false }) symbols: readonly string[] = [];
  /** Why a card cannot be entered now, if it cannot. */
  @property() blocked = '';

  private change(patch: Partial<CardDraft>): void {
    this.dispatchEvent(
      new CustomEvent<CardDraft>('dday-draft', { detail: { ...this.draft, ...patch }, bubbles: true, composed: true }),
    );
  }

  private onLetterKey(e: KeyboardEvent): void {
    const i = CARDS.indexOf(this.draft.action ?? 'F');
    const step =
      e.key === 'ArrowRight' || e.key === 'ArrowDown' ? 1 : e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = CARDS[(i + step + CARDS.length) % CARDS.length] ?? 'F';
    this.change({ action: next });
    void this.updateComplete.then(() =>
      this.renderRoot.querySelector<HTMLElement>(`.letters button[data-card="${next}"]`)?.focus(),
    );
  }

  override render() {
    const d = this.draft;
    const card = cardFromDraft(d, this.colors);
    const art = d.artillery;
    return html` <h3 id="letter">Card action</h3>
      <div class="letters" role="radiogroup" aria-labelledby="letter">
        ${CARDS.map(
          (c) =>
            html`<button
              type="button"
              role="radio"
              data-card=${c}
              aria-checked=${d.action === c ? 'true' : 'false'}
              aria-label=${`${c}: ${CARD_TEXT[c]}`}
              tabindex=${d.action === c || (!d.action && c === 'F') ? 0 : -1}
              @keydown=${this.onLetterKey}
              @click=${() => this.change({ action: c })}
            >
              <b>${c}</b><span>${CARD_TEXT[c]}</span>
            </button>`,
        )}
      </div>
      <h3>Position colours on the card</h3>
      <div class="colors">
        ${this.colors.map(
          (c) =>
            html`<div class="color">
              <span class="name"><span class=${`swatch ${c}`} aria-hidden="true"></span> ${c}</span>
              ${seg(`${c} on the card`, MARKS, d.colors[c] ?? 'off', (v: ColorMark) => this.change({ colors: { ...d.colors, [c]: v } }))}
            </div>`,
        )}
      </div>
      <h3>US target symbols on the card</h3>
      <div class="row">
        ${this.symbols.map((s) => toggle(s, d.symbols.includes(s), () => this.change({ symbols: toggled(d.symbols, s) })))}
      </div>
      <h3>Bonuses</h3>
      <div class="row">
        ${toggle('Armor hit bonus', d.armorBonus, () => this.change({ armorBonus: !d.armorBonus }))}
        ${toggle('Leader hit bonus', d.leaderBonus, () => this.change({ leaderBonus: !d.leaderBonus }))}
      </div>
      ${
        d.action === 'A'
          ? html`<h3>Artillery line</h3>
              <div class="row">
                ${toggle('The card has one', !!art, () => this.change({ artillery: art ? null : { caliber: '88', value: 1, symbols: [] } }))}
                ${
                  art
                    ? html`${seg(
                          'Artillery caliber',
                          [
                            { value: '75', label: '75' },
                            { value: '88', label: '88' },
                          ] as const,
                          art.caliber,
                          (v) => this.change({ artillery: { ...art, caliber: v } }),
                        )}
                        <umpire-stepper
                          label="Artillery value"
                          .min=${0}
                          .max=${20}
                          .value=${art.value}
                          @umpire-change=${(e: CustomEvent<{ value: number | string | boolean }>) => {
                            e.stopPropagation();
                            this.change({ artillery: { ...art, value: Number(e.detail.value) } });
                          }}
                        ></umpire-stepper>`
                    : nothing
                }
              </div>
              ${art ? html`<div class="row" role="group" aria-label="Artillery target symbols">${this.symbols.map((s) => toggle(`Artillery: ${s}`, art.symbols.includes(s), () => this.change({ artillery: { ...art, symbols: toggled(art.symbols, s) } })))}</div>` : nothing}`
          : nothing
      }
      <div class="go">
        <button
          class="btn primary"
          ?disabled=${!card || !!this.blocked}
          @click=${() => card && sendActions(this, { type: 'enter-card', card })}
        >
          Resolve the ${d.action ?? ''} card
        </button>
        ${this.blocked ? html`<span class="note">${this.blocked}</span>` : !card ? html`<span class="note">Choose the card's action letter first.</span>` : nothing}
      </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-dday-card-form': CardForm;
  }
}

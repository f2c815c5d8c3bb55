import { html, css, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { CardDef, CardOption, GameData } from '../../../systems/bloody-omaha/game/data.ts';
import type { Action, ActionOf } from '../../../systems/bloody-omaha/game/types.ts';
import { UmpireElement } from '../../base.ts';
import { shared } from '../../styles.ts';
import { fieldLook } from '../../field-look.ts';
import { actButton, actStyles, refusedItem } from './act-button.ts';
import { valueOf } from '../../fields.ts';

/** What a card option does, in a few words. */
export function optionText(o: CardOption): string {
  switch (o.effect) {
    case 'ip':
      return `+${o.amount} IP to a division`;
    case 'ep':
      return `+${o.amount} EP`;
    case 'tank':
      return `+${o.amount} Tank lands with a unit on a Gap`;
    case 'attack-drm':
      return `-${o.amount} on one attack roll`;
    case 'attack-cf':
      return `+${o.amount} CF in one attack`;
    case 'cancel-event':
      return 'Cancel a Random Event just rolled';
    case 'landing-drm':
      return `-${o.amount} on Beach Disruption rolls this turn`;
    case 'drift-drm':
      return `-${o.amount} on Drift rolls this turn`;
    case 'engineer-drm':
      return `-${o.amount} on the next Engineer roll`;
    case 'return-unit':
      return 'Return a lost unit to a Gap beach square';
    case 'undisrupt':
      return 'Undisrupt a unit';
  }
}

function targetText(a: ActionOf<'play-card'>): string {
  if (a.division) return `${a.division} Division`;
  if (a.unit && a.square) return `${a.unit} to ${a.square}`;
  return a.unit ?? '';
}

/**
 * The hand (14.0): each card with its two options and the turn each becomes available; an option is played
 * when the rules allow (with its target chosen from the legal ones), otherwise the reason is one tap away.
 * During set-up the three cards drawn are shown with the choice of the one to return (5.5).
 */
@customElement('umpire-bo-hand')
export class OmahaHand extends UmpireElement {
  static override styles = [
    shared,
    actStyles,
    css`
      .cards {
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(min(100%, 13rem), 1fr));
        gap: 0.5rem;
      }
      article {
        border: 1px solid var(--line);
        border-radius: var(--radius);
        background: var(--paper);
        padding: 0.5rem 0.65rem 0.6rem;
        box-shadow: var(--shadow);
      }
      h4 {
        font-size: 1rem;
        margin: 0 0 0.35rem;
      }
      .opt {
        border-top: 1px dashed var(--line);
        padding-top: 0.35rem;
        margin-top: 0.35rem;
      }
      .opt-head {
        display: flex;
        gap: 0.4rem;
        align-items: baseline;
        justify-content: space-between;
      }
      .letter {
        font-weight: 800;
      }
      .turn {
        font-size: 0.75rem;
        font-weight: 700;
        border: 1px solid currentColor;
        border-radius: 4px;
        padding: 0 0.3rem;
        white-space: nowrap;
      }
      .turn.later {
        color: var(--warn);
      }
      .turn.now {
        color: var(--ok);
      }
      .play {
        display: flex;
        flex-wrap: wrap;
        gap: 0.35rem;
        align-items: center;
        margin-top: 0.3rem;
      }
      select {
        ${fieldLook}
        padding: 0 0.4rem;
        font-size: 0.95rem;
        max-width: 100%;
      }
      ul {
        list-style: none;
        margin: 0;
        padding: 0;
      }
      .empty {
        color: var(--ink-2);
      }
    `,
  ];

  @property({ attribute: false }) hand: readonly string[] = [];
  /** The three cards of the opening draw, while one is still to be returned. */
  @property({ attribute: false }) opening: readonly string[] = [];
  @property({ type: Number }) turn = 1;
  @property({ attribute: false }) legal: readonly Action[] = [];
  @property({ attribute: false }) data?: GameData;
  @property({ attribute: false }) check: (a: Action) => string | undefined = () => 'not ready';

  @state() private picked: Record<string, number> = {};

  private option(card: CardDef, letter: 'a' | 'b') {
    const o = letter === 'a' ? card.a : card.b;
    const key = `${card.id}.${letter}`;
    const variants = this.legal.filter(
      (a): a is ActionOf<'play-card'> => a.type === 'play-card' && a.card === card.id && a.option === letter,
    );
    const label = `Play ${letter.toUpperCase()}`;
    let play;
    const [only] = variants;
    if (!only) {
      let why = this.check({ type: 'play-card', card: card.id, option: letter }) ?? 'not allowed now';
      if (why.startsWith('name the')) why = 'nothing it could apply to now';
      play = html`<ul>
        ${refusedItem(`${label}: ${card.name}`, why)}
      </ul>`;
    } else if (variants.length === 1) {
      const target = targetText(only);
      play = actButton(this, only, `${label}${target ? `: ${target}` : ''}`);
    } else {
      const i = Math.min(this.picked[key] ?? 0, variants.length - 1);
      play = html`<select
          aria-label=${`Target of ${card.name} option ${letter.toUpperCase()}`}
          @change=${(e: Event) => (this.picked = { ...this.picked, [key]: Number(valueOf(e)) })}
        >
          ${variants.map((v, j) => html`<option value=${j} ?selected=${j === i}>${targetText(v)}</option>`)}</select
        >${actButton(this, variants[i] ?? only, label)}`;
    }
    return html`<div class="opt">
      <div class="opt-head">
        <span><span class="letter">${letter.toUpperCase()}</span> ${optionText(o)}</span>
        <span class=${`turn ${this.turn >= o.from ? 'now' : 'later'}`} title=${`Available from turn ${o.from}`}
          >Turn ${o.from}+</span
        >
      </div>
      <div class="play">${play}</div>
    </div>`;
  }

  private openingCard(card: CardDef) {
    const a: Action = { type: 'keep-cards', discard: card.id };
    return html`<article aria-label=${card.name}>
      <h4>${card.name}</h4>
      <div class="opt">
        <span class="letter">A</span> ${optionText(card.a)} <span class="turn">Turn ${card.a.from}+</span>
      </div>
      <div class="opt">
        <span class="letter">B</span> ${optionText(card.b)} <span class="turn">Turn ${card.b.from}+</span>
      </div>
      <div class="play">
        ${this.legal.some((x) => x.type === 'keep-cards' && x.discard === card.id) ? actButton(this, a, 'Return this one, keep the others') : nothing}
      </div>
    </article>`;
  }

  override render() {
    const d = this.data;
    if (!d) return nothing;
    if (this.opening.length) {
      return html`<div class="cards">
        ${this.opening
          .map((id) => d.cards.get(id))
          .filter((c): c is CardDef => !!c)
          .map((c) => this.openingCard(c))}
      </div>`;
    }
    if (!this.hand.length) return html`<p class="empty">No card in hand.</p>`;
    return html`<div class="cards">
      ${this.hand
        .map((id) => d.cards.get(id))
        .filter((c): c is CardDef => !!c)
        .map(
          (c) =>
            html`<article aria-label=${c.name}>
              <h4>${c.name}</h4>
              ${this.option(c, 'a')}${this.option(c, 'b')}
            </article>`,
        )}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-bo-hand': OmahaHand;
  }
}

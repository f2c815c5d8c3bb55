import { html, css, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { UmpireElement } from '../../base.ts';
import { shared } from '../../styles.ts';
import { tapRow } from '../../tap-row.ts';
import type { GameState } from '../../../systems/dday-omaha/game/state.ts';
import type { WalkStep } from '../../../systems/dday-omaha/game/walk-types.ts';
import {
  ACTION_TEXT,
  cardText,
  effectText,
  isHit,
  namesOf,
  positionsActing,
} from '../../../systems/dday-omaha/game/words.ts';
import { boardCss } from './board-css.ts';
import { answerOf, openQuestions, type CardDraft } from './card.ts';
import { sendActions } from './events.ts';
import './card-form.ts';
import './walk-question.ts';

/**
 * The German card phase in the side panel: the card form, then the walk: the positions that act with what they
 * do, whom they hit and why; every other position with the condition that left it idle; the choices the rules
 * leave open; and one "Apply" that records it all.
 */
@customElement('umpire-dday-walk')
export class WalkPanel extends UmpireElement {
  static override styles = [
    shared,
    boardCss,
    css`
      h2 {
        font-size: 1.1rem;
        margin: 0 0 0.3rem;
      }
      h3 {
        font-size: 0.8rem;
        text-transform: uppercase;
        letter-spacing: 0.05em;
        color: var(--ink-2);
        margin: 0.7rem 0 0.3rem;
      }
      .head {
        display: grid;
        gap: 0.3rem;
        justify-items: start;
      }
      ol.steps,
      ul.idle {
        list-style: none;
        margin: 0.3rem 0;
        padding: 0;
        display: grid;
        gap: 0.35rem;
      }
      li.step {
        border: 1px solid var(--line);
        border-left: 5px solid var(--de);
        border-radius: var(--radius);
        padding: 0.3rem 0.5rem;
        background: var(--paper);
      }
      .pos {
        display: flex;
        align-items: center;
        gap: 0.4rem;
        flex-wrap: wrap;
      }
      .act {
        font-weight: 700;
        font-size: 0.8rem;
        letter-spacing: 0.04em;
        text-transform: uppercase;
        padding: 0.1rem 0.4rem;
        border-radius: 4px;
        background: var(--de);
        color: var(--paper);
      }
      ul.effects {
        margin: 0.2rem 0 0;
        padding-left: 1.1rem;
        font-size: 0.92rem;
      }
      ul.effects li.hit {
        font-weight: 700;
        color: var(--danger);
      }
      ul.idle li {
        font-size: 0.9rem;
      }
      ul.idle b {
        font-weight: 700;
      }
      details summary {
        ${tapRow}
        color: var(--ink-2);
        font-size: 0.9rem;
      }
      .qs {
        display: grid;
        gap: 0.5rem;
        margin: 0.5rem 0;
      }
      .apply {
        display: flex;
        gap: 0.6rem;
        align-items: center;
        flex-wrap: wrap;
        margin-top: 0.6rem;
        padding-top: 0.5rem;
        border-top: 1px solid var(--line);
        position: sticky;
        bottom: -0.8rem;
        background: var(--paper);
        padding-bottom: 0.4rem;
      }
      .apply .btn.primary {
        min-height: 52px;
        font-size: 1.05rem;
      }
      .quiet {
        color: var(--ink-2);
      }
    `,
  ];

  @property({ attribute: false }) state!: GameState;
  @property({ attribute: false }) draft!: CardDraft;
  @property({ attribute: false }) colors: readonly string[] = [];
  @property({ attribute: false }) symbols: readonly string[] = [];

  private renderStep(st: WalkStep) {
    const names = namesOf(this.state);
    const shown = st.effects.filter((e) => e.kind !== 'note');
    return html`<li class="step">
      <div class="pos">
        <strong>${names(st.position)}</strong>${st.actions.map((a) => html`<span class="act">${ACTION_TEXT[a]}</span>`)}
      </div>
      ${
        shown.length
          ? html`<ul class="effects">
              ${shown.map((e) => html`<li class=${isHit(e) ? 'hit' : ''}>${effectText(e, names)}</li>`)}
            </ul>`
          : html`<p class="quiet">Nothing changes: ${st.why[st.why.length - 1] ?? ''}</p>`
      }
      <details>
        <summary>Why ${names(st.position)} does this</summary>
        <ul class="effects">
          ${st.why.map((w) => html`<li>${w}</li>`)}
        </ul>
      </details>
    </li>`;
  }

  override render() {
    const s = this.state;
    const w = s.walk;
    if (!w) {
      const blocked = s.over
        ? 'The game is over.'
        : s.phase !== 'german'
          ? 'German cards are entered in the German card phase.'
          : '';
      return html`<h2>German card phase: the card drawn</h2>
        <umpire-dday-card-form
          .draft=${this.draft}
          .colors=${this.colors}
          .symbols=${this.symbols}
          blocked=${blocked}
        ></umpire-dday-card-form>`;
    }
    const names = namesOf(s);
    const open = openQuestions(w);
    const hits = w.steps.flatMap((x) => x.effects).filter(isHit).length;
    return html`<div class="head">
        <h2>German card ${cardText(w.card)}</h2>
        <button class="btn" @click=${() => sendActions(this, { type: 'cancel-card' })}>Change the card</button>
      </div>
      <p aria-live="polite">
        ${w.steps.length ? positionsActing(w.steps.length) : 'No position acts for this card'}; ${hits}
        effect${hits === 1 ? '' : 's'} on US
        units.${open.length ? ` ${open.length} choice${open.length === 1 ? '' : 's'} to make.` : ''}
      </p>
      ${
        w.communication.length
          ? html`<h3>Communication (2)</h3>
              <ul class="idle">
                ${w.communication.map((c) => html`<li><b>${names(c.position)}</b> ${c.inCommunication ? 'is in communication again' : 'is cut off'}: ${c.why}</li>`)}
              </ul>`
          : nothing
      }
      ${w.questions.length ? html`<div class="qs">${w.questions.map((q) => html`<umpire-dday-question .question=${q} .answer=${answerOf(w, q)}></umpire-dday-question>`)}</div>` : nothing}
      ${
        w.steps.length
          ? html`<h3>Positions that act</h3>
              <ol class="steps" aria-label="Positions that act">
                ${w.steps.map((st) => this.renderStep(st))}
              </ol>`
          : nothing
      }
      ${
        w.idle.length
          ? html`<h3>Why the others do nothing</h3>
              <ul class="idle" aria-label="Positions that do nothing">
                ${w.idle.map((x) => html`<li><b>${names(x.position)}</b>: ${x.reason}</li>`)}
              </ul>`
          : nothing
      }
      <div class="apply">
        <button
          class="btn primary"
          ?disabled=${open.length > 0}
          @click=${() => sendActions(this, { type: 'apply-german' })}
        >
          Apply the German turn
        </button>
        ${open.length ? html`<span class="note">Make ${open.length === 1 ? 'the choice' : `the ${open.length} choices`} above first.</span>` : nothing}
      </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-dday-walk': WalkPanel;
  }
}

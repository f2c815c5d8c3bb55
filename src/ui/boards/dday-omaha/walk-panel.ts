import { html, css, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { UmpireElement } from '../../base.ts';
import { shared } from '../../styles.ts';
import type { GameState } from '../../../systems/dday-omaha/game/state.ts';
import type { WalkStep } from '../../../systems/dday-omaha/game/walk-types.ts';
import { boardCss } from './board-css.ts';
import { answerOf, cardText, openQuestions, type CardDraft } from './card.ts';
import { sendActions } from './events.ts';
import { ACTION_TEXT, effectText, effectWhy, isHit } from './labels.ts';
import { germanMark } from './marks.ts';
import './card-form.ts';
import './walk-question.ts';

/**
 * The German turn as a guided walk: the card form, then every position that acts with what it does, whom it
 * hits and why; the questions the rules leave open; and one "Apply" that records it all.
 */
@customElement('umpire-dday-walk')
export class WalkPanel extends UmpireElement {
  static override styles = [
    shared,
    boardCss,
    css`
      :host { display: block; }
      .card { padding: .7rem .8rem .8rem; border: 2px solid var(--de); border-radius: calc(var(--radius) + 2px); }
      .head { display: flex; align-items: center; gap: .5rem; flex-wrap: wrap; margin-bottom: .4rem; }
      .head h3 { flex: 1; font-size: 1.1rem; }
      .head .cardtext { font-weight: 600; }
      ol.steps { list-style: none; margin: .5rem 0; padding: 0; display: grid; gap: .45rem; }
      li.step { border: 1px solid var(--line); border-left: 5px solid var(--de); border-radius: var(--radius); padding: .4rem .6rem; background: var(--paper); }
      .pos { display: flex; align-items: center; gap: .45rem; flex-wrap: wrap; }
      .pos strong { font-size: 1.05rem; }
      .act { font-weight: 700; font-size: .8rem; letter-spacing: .04em; text-transform: uppercase; padding: .1rem .45rem; border-radius: 4px; background: var(--de); color: var(--paper); }
      ul.effects { margin: .3rem 0 0; padding-left: 1.2rem; }
      ul.effects li.hit { font-weight: 700; color: var(--danger); }
      details { margin-top: .25rem; }
      summary { min-height: var(--tap); display: flex; align-items: center; gap: .35rem; cursor: pointer; color: var(--ink-2); font-size: .9rem; list-style: none; }
      summary::-webkit-details-marker { display: none; }
      summary::before { content: '▸'; font-size: 1rem; transition: transform .15s; }
      details[open] > summary::before { transform: rotate(90deg); }
      @media (prefers-reduced-motion: reduce) { summary::before { transition: none; } }
      .qs { display: grid; gap: .5rem; margin: .5rem 0; }
      .apply {
        display: flex; gap: .6rem; align-items: center; flex-wrap: wrap; margin: .6rem -.8rem -.8rem; padding: .6rem .8rem;
        position: sticky; bottom: 0; background: var(--paper); border-top: 1px solid var(--line); border-radius: 0 0 var(--radius) var(--radius);
      }
      .apply .btn.primary { min-height: 52px; font-size: 1.1rem; padding: 0 1.4rem; }
      /* In portrait the session's bottom sheet covers the foot of the board: the bar stays in the flow there. */
      @media (orientation: portrait), (max-width: 820px) { .apply { position: static; } }
      .quiet { color: var(--ink-2); }
      .report { margin: .3rem 0 0; padding-left: 1.2rem; font-size: .92rem; }
    `,
  ];

  @property({ attribute: false }) state!: GameState;
  @property({ attribute: false }) draft!: CardDraft;
  @property({ attribute: false }) colors: readonly string[] = [];
  @property({ attribute: false }) symbols: readonly string[] = [];

  private renderStep(st: WalkStep) {
    const p = this.state.positions.find((x) => x.id === st.position);
    return html`<li class="step">
      <div class="pos">
        ${p ? germanMark(p.kind, p.occupied, p.revealed) : nothing}
        <strong>${st.position}</strong>
        ${st.actions.length ? st.actions.map((a) => html`<span class="act">${ACTION_TEXT[a]}</span>`) : html`<span class="quiet">no action</span>`}
      </div>
      ${st.effects.length
        ? html`<ul class="effects">${st.effects.map((e) => {
            const why = effectWhy(e);
            return html`<li class=${isHit(e) ? 'hit' : ''}>${effectText(e)}${why ? html` <span class="why">— ${why}</span>` : nothing}</li>`;
          })}</ul>`
        : html`<p class="quiet">Nothing changes${st.why.length > 1 ? html`: ${st.why[st.why.length - 1]}` : '.'}</p>`}
      <details><summary>Why ${st.position} does this</summary><ul class="why">${st.why.map((w) => html`<li>${w}</li>`)}</ul></details>
    </li>`;
  }

  override render() {
    const s = this.state;
    const w = s.walk;
    if (!w) {
      const blocked = s.over ? 'The game is over.' : s.phase !== 'german' ? 'German cards are entered in the German phase.' : '';
      return html`<section class="card" aria-labelledby="wt">
        <div class="head"><h3 id="wt">German turn: the card</h3></div>
        <umpire-dday-card-form .draft=${this.draft} .colors=${this.colors} .symbols=${this.symbols} blocked=${blocked}></umpire-dday-card-form>
      </section>`;
    }
    const open = openQuestions(w);
    const hits = w.steps.flatMap((x) => x.effects).filter(isHit).length;
    return html`<section class="card" aria-labelledby="wt">
      <div class="head">
        <h3 id="wt">German turn: <span class="cardtext">${cardText(w.card)}</span></h3>
        <button class="btn" @click=${() => sendActions(this, { type: 'cancel-card' })}>Change the card</button>
      </div>
      <p aria-live="polite">${w.steps.length} position${w.steps.length === 1 ? '' : 's'} act${w.steps.length === 1 ? 's' : ''}; ${hits} effect${hits === 1 ? '' : 's'} on US units.${open.length ? ` ${open.length} question${open.length === 1 ? '' : 's'} to answer.` : ''}</p>
      ${w.questions.length ? html`<div class="qs">${w.questions.map((q) => html`<umpire-dday-question .question=${q} .answer=${answerOf(w, q)}></umpire-dday-question>`)}</div>` : nothing}
      ${w.steps.length ? html`<ol class="steps" aria-label="Positions that act">${w.steps.map((st) => this.renderStep(st))}</ol>` : html`<p class="quiet">No position acts for this card.</p>`}
      <div class="apply">
        <button class="btn primary" ?disabled=${open.length > 0} @click=${() => sendActions(this, { type: 'apply-german' })}>Apply the German turn</button>
        ${open.length ? html`<span class="note">Answer ${open.length === 1 ? 'the question' : `the ${open.length} questions`} above first.</span>` : nothing}
      </div>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-dday-walk': WalkPanel;
  }
}

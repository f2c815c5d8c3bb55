import { html, css, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Rules } from '../../../systems/crowbar/game/rules.ts';
import type { CrowbarState } from '../../../systems/crowbar/game/types.ts';
import { UmpireElement } from '../../base.ts';
import { shared } from '../../styles.ts';
import { spaceReason, type Choice } from './choices.ts';
import { choicesOn } from './grouping.ts';
import type { WhoDecides } from './decider.ts';
import { holdText, spaceText, type BoardModel } from './model.ts';
import './approach-assign.ts';

/**
 * What the board offers now: the choices that belong to no space (Company, Consolidate-free steps, events,
 * end of turn), and for the selected space what is in it, its legal choices, or why it has none.
 */
@customElement('umpire-crowbar-choices')
export class CrowbarChoiceCard extends UmpireElement {
  static override styles = [
    shared,
    css`
      :host { display: block; }
      section { padding: .45rem .7rem .55rem; }
      .step { text-transform: none; letter-spacing: 0; font-weight: 600; }
      section + section { border-top: 1px solid var(--line); }
      h3 { font-size: .8rem; text-transform: uppercase; letter-spacing: .06em; color: var(--ink-2); margin: 0 0 .35rem; }
      .space h3 { text-transform: none; letter-spacing: 0; font-size: 1rem; color: var(--ink); }
      .facts { margin: 0 0 .45rem; padding-left: 1.1rem; font-size: .92rem; line-height: 1.4; }
      .acts { display: flex; flex-wrap: wrap; gap: .35rem; }
      .acts .btn { white-space: normal; text-align: left; line-height: 1.25; padding: .35rem .8rem; }
      .why { font-size: .92rem; color: var(--ink-2); }
      .prompt { font-size: .95rem; margin-bottom: .35rem; }
      .space .acts { flex-direction: column; margin-bottom: .45rem; }
      .space .acts .btn { width: 100%; }
      .decider { font-size: 1.05rem; margin: 0 0 .35rem; padding: .3rem .55rem; border-left: 4px solid var(--accent); background: var(--paper-2); border-radius: 4px; }
      .next { margin-bottom: .45rem; }
      .next .btn { min-height: 3.2rem; font-size: 1.05rem; font-weight: 700; padding: .4rem 1.2rem; }
    `,
  ];

  @property({ attribute: false }) game?: CrowbarState;
  @property({ attribute: false }) rules?: Rules;
  @property({ attribute: false }) model?: BoardModel;
  @property({ attribute: false }) choices: readonly Choice[] = [];
  /** The obvious next choice: one large button above the rest. */
  @property({ attribute: false }) primary?: Choice;
  /** Whose decision it is, in the modes with several players. */
  @property({ attribute: false }) decider?: WhoDecides;
  @property({ attribute: false }) prompts: readonly string[] = [];
  @property() heading = '';
  @property({ type: Number }) selected = -1;
  @property({ type: Boolean }) gap = false;
  @property({ type: Boolean }) busy = false;
  /** Which part to show: what is due now (above the map), or the selected space (over the map). */
  @property() show: 'now' | 'space' = 'now';

  private button(c: Choice, primary = false) {
    return html`<button class=${`btn ${primary ? 'primary' : ''}`} data-key=${c.key} ?disabled=${this.busy} @click=${() => this.emit('umpire-game-action', { action: c.action })}>${c.label}</button>`;
  }

  override render() {
    const g = this.game;
    const R = this.rules;
    const m = this.model;
    if (!g || !R || !m) return nothing;
    const primary = this.primary;
    const panel = this.choices.filter((c) => c.place === 'panel' && c.action.type !== 'approach-assign' && c.key !== primary?.key);
    const approach = this.choices.some((c) => c.action.type === 'approach-assign');
    const s = this.selected;
    const here = s >= 0 ? choicesOn(this.choices, s, primary) : [];
    const col = (s % 12) + 1;
    const facts = s >= 0 ? spaceText(m, R, s) : [];
    if (s >= 0 && this.gap) facts.unshift(`Cliff Side of column ${col}: ${holdText(g.holds[col - 1])}`);
    if (this.show === 'now') {
      return html`<section aria-labelledby="now-h">
        <h3 id="now-h">Due now${this.heading ? html` <span class="step">· ${this.heading}</span>` : nothing}</h3>
        ${this.decider ? html`<p class="decider" role="status"><b>${this.decider.who}</b>: ${this.decider.what}</p>` : nothing}
        ${this.prompts.map((p) => html`<p class="prompt">${p}</p>`)}
        ${approach ? html`<umpire-crowbar-approach .game=${g} .rules=${R} .choices=${this.choices} ?busy=${this.busy}></umpire-crowbar-approach>` : nothing}
        ${primary ? html`<div class="next">${this.button(primary, true)}</div>` : nothing}
        ${panel.length ? html`<div class="acts">${panel.map((c, i) => this.button(c, !primary && i === 0 && panel.length <= 2))}</div>` : nothing}
        ${!panel.length && !primary && !approach && this.choices.some((c) => c.place === 'space') ? html`<p class="why">Tap a highlighted space on the map: one choice there is made at once, several are shown beside it.</p>` : nothing}
      </section>`;
    }
    if (s < 0) return nothing;
    return html`<section class="space" aria-labelledby="space-h">
      <h3 id="space-h">${facts[0] ?? 'Selected space'}</h3>
      ${here.length ? html`<div class="acts" role="group" aria-label="Choices here">${here.map((c, i) => this.button(c, i === 0))}</div>` : html`<p class="why" role="status">${spaceReason(g, R, s, this.choices)}</p>`}
      <ul class="facts">${facts.slice(1).map((f) => html`<li>${f}</li>`)}</ul>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-crowbar-choices': CrowbarChoiceCard;
  }
}

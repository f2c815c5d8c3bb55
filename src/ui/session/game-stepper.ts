import { html, css, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { UmpireElement } from '../base.ts';
import { shared } from '../styles.ts';
import type { GameAction, GameStatus } from '../../systems/types.ts';

/** A short label of an action for its button: its type and fields. */
export function actionLabel(a: GameAction): string {
  const rest = Object.entries(a).filter(([k]) => k !== 'type').map(([k, v]) => (typeof v === 'object' ? `${k} ${JSON.stringify(v)}` : `${k} ${String(v)}`));
  const t = a.type.replace(/[-_]/g, ' ');
  return rest.length ? `${t}: ${rest.join(', ')}` : t;
}

/** "What is due now": the sequence of play with the current step, what the rules require, and the legal actions. */
@customElement('umpire-game-stepper')
export class GameStepper extends UmpireElement {
  static override styles = [
    shared,
    css`
      :host { display: block; }
      ol.steps { list-style: none; margin: 0 0 .6rem; padding: 0; display: flex; flex-wrap: wrap; gap: .25rem; }
      ol.steps li { padding: .3rem .6rem; border-radius: 999px; border: 1px solid var(--line); font-size: .85rem; color: var(--ink-2); }
      ol.steps li[aria-current='step'] { background: var(--accent); color: var(--accent-ink); border-color: var(--accent); font-weight: 700; }
      ul.prompts { margin: 0 0 .6rem; padding-left: 1.2rem; line-height: 1.45; }
      .actions { display: flex; flex-wrap: wrap; gap: .4rem; }
      .over { font-size: 1.2rem; font-weight: 800; margin-bottom: .5rem; }
      h3 { font-size: .8rem; text-transform: uppercase; letter-spacing: .06em; color: var(--ink-2); margin: .5rem 0 .4rem; }
    `,
  ];

  @property({ attribute: false }) status!: GameStatus;
  @property({ attribute: false }) actions: readonly GameAction[] = [];
  @property({ type: Boolean }) busy = false;

  override render() {
    const s = this.status;
    const shown = this.actions.slice(0, 40);
    return html`
      ${s.over ? html`<p class="over" role="status">Game over${s.result ? `: ${s.result}` : ''}</p>` : nothing}
      <ol class="steps" aria-label="Sequence of play">${s.steps.map((st) => html`<li aria-current=${st.current ? 'step' : 'false'}>${st.label}</li>`)}</ol>
      ${s.prompts.length ? html`<h3>Due now</h3><ul class="prompts">${s.prompts.map((p) => html`<li>${p}</li>`)}</ul>` : nothing}
      ${shown.length
        ? html`<h3>Actions allowed now</h3><div class="actions">${shown.map(
            (a) => html`<button class="btn" ?disabled=${this.busy} @click=${() => this.emit('umpire-game-action', { action: a })}>${actionLabel(a)}</button>`,
          )}</div>${this.actions.length > shown.length ? html`<p class="muted">${this.actions.length - shown.length} more not shown.</p>` : nothing}`
        : nothing}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-game-stepper': GameStepper;
  }
}

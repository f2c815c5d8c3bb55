import { html, css, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { UmpireElement } from '../base.ts';
import { shared } from '../styles.ts';
import { tapRow } from '../tap-row.ts';
import { stepPills, stepPillStyles } from '../controls/step-pills.ts';
import { keyWords } from '../../engine/index.ts';
import type { GameAction, GameStatus } from '../../systems/types.ts';

/** A short label of an action for its button: its type and fields. */
export function actionLabel(a: GameAction): string {
  const rest = Object.entries(a)
    .filter(([k]) => k !== 'type')
    .map(([k, v]) => `${k} ${valueText(v)}`);
  return rest.length ? rest.join(', ') : typeLabel(a.type);
}

function typeLabel(type: string): string {
  const t = keyWords(type).replace(/-/g, ' ');
  return t.charAt(0).toUpperCase() + t.slice(1);
}

function valueText(v: unknown): string {
  if (Array.isArray(v)) return v.map(valueText).join(' + ') || 'none';
  if (v && typeof v === 'object')
    return Object.entries(v)
      .map(([k, x]) => `${k} ${valueText(x)}`)
      .join(', ');
  return String(v);
}

/** "What is due now": the sequence of play with the current step, what the rules require, and the legal actions. */
@customElement('umpire-game-stepper')
export class GameStepper extends UmpireElement {
  static override styles = [
    shared,
    stepPillStyles,
    css`
      :host {
        display: block;
      }
      ol.steps {
        margin: 0 0 0.6rem;
      }
      ul.prompts {
        margin: 0 0 0.6rem;
        padding-left: 1.2rem;
        line-height: 1.45;
      }
      .actions {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem;
      }
      .groups {
        display: grid;
        gap: 0.4rem;
      }
      .act {
        white-space: normal;
        text-align: left;
        max-width: 100%;
        line-height: 1.25;
        padding: 0.35rem 0.8rem;
      }
      details {
        border: 1px solid var(--line);
        border-radius: var(--radius);
        padding: 0 0.6rem;
        background: var(--paper);
      }
      details[open] {
        padding-bottom: 0.6rem;
      }
      summary {
        ${tapRow}
        gap: 0.4rem;
        font-weight: 600;
      }
      .over {
        font-size: 1.2rem;
        font-weight: 800;
        margin-bottom: 0.5rem;
      }
      h3 {
        font-size: 0.8rem;
        text-transform: uppercase;
        letter-spacing: 0.06em;
        color: var(--ink-2);
        margin: 0.5rem 0 0.4rem;
      }
    `,
  ];

  @property({ attribute: false }) status!: GameStatus;
  @property({ attribute: false }) actions: readonly GameAction[] = [];
  @property({ type: Boolean }) busy = false;

  /** The legal actions grouped by type: a lone action is a button, a larger group a list to open. */
  private renderGroups() {
    const groups = new Map<string, GameAction[]>();
    for (const a of this.actions) groups.set(a.type, [...(groups.get(a.type) ?? []), a]);
    const words = (a: GameAction, withType: boolean): string => {
      const fields = actionLabel(a);
      return withType && fields !== typeLabel(a.type) ? `${typeLabel(a.type)}: ${fields}` : fields;
    };
    const button = (a: GameAction, withType: boolean) =>
      html`<button
        class="btn act"
        ?disabled=${this.busy}
        @click=${() => this.emit('umpire-game-action', { action: a })}
      >
        ${words(a, withType)}
      </button>`;
    return html`<div class="groups">
      ${[...groups].map(([type, list]) => {
        const [only] = list;
        return only && list.length === 1
          ? html`<div class="actions">${button(only, true)}</div>`
          : html`<details ?open=${groups.size === 1 && list.length <= 8}>
              <summary>${typeLabel(type)} <span class="muted">(${list.length} choices)</span></summary>
              <div class="actions">${list.slice(0, 60).map((a) => button(a, false))}</div>
              ${list.length > 60 ? html`<p class="muted">${list.length - 60} more not shown.</p>` : nothing}
            </details>`;
      })}
    </div>`;
  }

  override render() {
    const s = this.status;
    return html`
      ${s.over ? html`<p class="over" role="status">Game over${s.result ? `: ${s.result}` : ''}</p>` : nothing}
      ${stepPills(s.steps, 'steps')}
      ${
        s.prompts.length
          ? html`<h3>Due now</h3>
              <ul class="prompts">
                ${s.prompts.map((p) => html`<li>${p}</li>`)}
              </ul>`
          : nothing
      }
      ${
        this.actions.length
          ? html`<h3>Actions allowed now</h3>
              ${this.renderGroups()}`
          : nothing
      }
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-game-stepper': GameStepper;
  }
}

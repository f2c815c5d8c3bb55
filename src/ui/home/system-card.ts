import { html, css } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { UmpireElement } from '../base.ts';
import { icons } from '../icons.ts';
import { shared } from '../styles.ts';
import type { SystemInfo } from '../../systems/types.ts';

/** One game system on the home screen: what it is, how many sessions are saved, and "New session". */
@customElement('umpire-system-card')
export class SystemCard extends UmpireElement {
  static override styles = [
    shared,
    css`
      :host {
        display: block;
      }
      article {
        height: 100%;
        display: flex;
        flex-direction: column;
        gap: 0.5rem;
        padding: 1rem;
        border-top: 5px solid var(--stripe, var(--accent));
      }
      h3 {
        font-size: 1.15rem;
      }
      .kind {
        font-size: 0.85rem;
        color: var(--ink-2);
        font-weight: 600;
        text-transform: uppercase;
        letter-spacing: 0.03em;
      }
      .desc {
        line-height: 1.4;
        flex: 1;
      }
      .dice {
        font-size: 0.85rem;
        color: var(--ink-2);
      }
      .foot {
        display: flex;
        align-items: center;
        justify-content: space-between;
        gap: 0.5rem;
        flex-wrap: wrap;
        margin-top: 0.25rem;
      }
      .count {
        font-size: 0.9rem;
        color: var(--ink-2);
      }
      .actions {
        display: flex;
        gap: 0.4rem;
      }
    `,
  ];

  @property({ attribute: false }) info!: SystemInfo;
  @property({ type: Number }) sessions = 0;
  @property({ type: Boolean }) busy = false;

  override render() {
    const i = this.info;
    return html`<article class="card" aria-labelledby="t">
      <div class="kind">${i.kind}</div>
      <h3 id="t">${i.name}</h3>
      <p class="desc">${i.description}</p>
      <p class="dice">Dice: ${i.dice}</p>
      <div class="foot">
        <span class="count"
          >${this.sessions === 0 ? 'No saved sessions' : `${this.sessions} saved session${this.sessions === 1 ? '' : 's'}`}</span
        >
        <span class="actions">
          <button
            class="btn primary"
            ?disabled=${this.busy}
            @click=${this.onNew}
            aria-label=${`New session of ${i.name}`}
          >
            ${icons.plus} New session
          </button>
          <a class="btn ghost icon" href=${`#/tables/${i.id}`} aria-label=${`Tables of ${i.name}`} title="Tables"
            >${icons.table}</a
          >
        </span>
      </div>
    </article>`;
  }

  private readonly onNew = (): void => {
    this.emit('umpire-new-session', { system: this.info.id });
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-system-card': SystemCard;
  }
}

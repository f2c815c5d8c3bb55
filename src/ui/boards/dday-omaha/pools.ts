import { html, css } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import { UmpireElement } from '../../base.ts';
import { shared } from '../../styles.ts';
import { POOL_TEXT, type PoolName } from '../../../systems/dday-omaha/rules/priority.ts';
import { boardCss } from './board-css.ts';
import { sendActions } from './events.ts';
import { POOLS } from './labels.ts';
import '../../controls/number-stepper.ts';

/** The Depth marker and reinforcement pools, each a stepper; the eliminated WN units that may re-occupy. */
@customElement('umpire-dday-pools')
export class PoolsPanel extends UmpireElement {
  static override styles = [
    shared,
    boardCss,
    css`
      .grid {
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
        gap: 0.5rem 0.9rem;
      }
      .field {
        padding: 0.4rem 0.5rem;
        border: 1px solid var(--line);
        border-radius: var(--radius);
        background: var(--paper);
      }
    `,
  ];

  @property({ attribute: false }) pools!: Readonly<Record<PoolName, number>>;
  @property({ type: Number }) eliminated = 0;
  @property() blocked = '';

  override render() {
    return html`<div class="grid">
        ${POOLS.map(
          (k) =>
            html`<div class="field">
              <span class="lbl">${POOL_TEXT[k]} pool</span>
              <umpire-stepper
                label=${`${POOL_TEXT[k]} pool`}
                .min=${0}
                .max=${99}
                .value=${live(this.pools[k])}
                ?inert=${!!this.blocked}
                @umpire-change=${(e: CustomEvent<{ value: number | string | boolean }>) => {
                  e.stopPropagation();
                  sendActions(this, { type: 'set-pool', pool: k, count: Number(e.detail.value) });
                }}
              ></umpire-stepper>
            </div>`,
        )}
      </div>
      <p class="note">Eliminated WN units that may re-occupy: ${this.eliminated}</p>
      ${this.blocked ? html`<p class="note">${this.blocked}</p>` : ''}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-dday-pools': PoolsPanel;
  }
}

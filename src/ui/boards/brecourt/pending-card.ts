import { html, css, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { UmpireElement } from '../../base.ts';
import { icons } from '../../icons.ts';
import { shared } from '../../styles.ts';
import type { RulesContext } from '../../../engine/index.ts';
import type { BrecourtState } from '../../../systems/brecourt/game/types.ts';
import { play } from './events.ts';
import { rollCaption, rollFrameStyles } from './roll-frame.ts';
import { applyLabel, applyPreview, type BrecourtGame } from './roll-model.ts';
import '../../told/told-line.ts';

/**
 * The roll waiting for the referee: how it was told (dice as dice), and one tap that lands it on the figures or
 * leaves them as they are. It is the game's own state, so it is still here after a reload.
 */
@customElement('umpire-bc-pending')
export class BrecourtPending extends UmpireElement {
  static override styles = [
    shared,
    rollFrameStyles,
    rollCaption,
    css`
      section {
        border-width: 3px;
        box-shadow: 0 4px 16px rgba(0, 0, 0, 0.14);
      }
      .apply {
        min-height: 56px;
        white-space: normal;
        text-align: left;
        justify-content: flex-start;
        line-height: 1.25;
        font-size: 1.02rem;
      }
      .row {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
      }
      .row .apply {
        flex: 1 1 14rem;
      }
    `,
  ];

  @property({ attribute: false }) state!: BrecourtState;
  @property({ attribute: false }) ctx!: RulesContext;
  @property({ attribute: false }) game!: BrecourtGame;
  @property({ type: Boolean }) busy = false;

  override render() {
    const p = this.state?.pending;
    if (!p || !this.ctx || !this.game) return nothing;
    const preview = applyPreview(this.game, this.state, this.ctx);
    return html`<section aria-labelledby="pending-h">
      <h3 id="pending-h">Rolled, waiting to be applied</h3>
      <umpire-told .told=${p.told}></umpire-told>
      <div class="row">
        <button
          class="btn primary apply"
          ?disabled=${this.busy || preview.why !== undefined}
          @click=${() => play(this, { type: 'apply-roll', at: Date.now() })}
        >
          ${icons.check} ${applyLabel(preview)}
        </button>
        <button class="btn" ?disabled=${this.busy} @click=${() => play(this, { type: 'dismiss-roll', at: Date.now() })}>
          Leave it unapplied
        </button>
      </div>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-bc-pending': BrecourtPending;
  }
}

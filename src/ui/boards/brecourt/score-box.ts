import { html, css, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { UmpireElement } from '../../base.ts';
import { shared } from '../../styles.ts';
import { boxStyle } from './box-style.ts';
import { score } from '../../../systems/brecourt/game/score.ts';
import type { BrecourtState } from '../../../systems/brecourt/game/types.ts';

/** The live score of both sides, each by its mark and name. */
@customElement('umpire-bc-score')
export class BrecourtScore extends UmpireElement {
  static override styles = [
    shared,
    boxStyle('.score', '0.7rem'),
    css`
      :host {
        display: block;
      }
      .side {
        display: inline-flex;
        align-items: center;
        gap: 0.3rem;
        font-weight: 700;
        font-size: 1.1rem;
        font-variant-numeric: tabular-nums;
      }
      .side svg {
        flex: none;
      }
    `,
  ];

  @property({ attribute: false }) state!: BrecourtState;

  override render() {
    if (!this.state) return nothing;
    const sc = score(this.state);
    return html`<div class="score" role="group" aria-label=${`Score: US ${sc.us.total}, Germans ${sc.german.total}`}>
      <span class="side" aria-hidden="true"
        ><svg viewBox="0 0 24 24" width="16" height="16"><circle cx="12" cy="12" r="9.5" fill="var(--us)" /></svg>US
        ${sc.us.total}</span
      >
      <span class="side" aria-hidden="true"
        ><svg viewBox="0 0 24 24" width="16" height="16">
          <path d="M12 1.8 22.2 12 12 22.2 1.8 12Z" fill="var(--de)" /></svg
        >Germans ${sc.german.total}</span
      >
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-bc-score': BrecourtScore;
  }
}

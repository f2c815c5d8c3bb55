import { html, css, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { UmpireElement } from '../../base.ts';
import { shared } from '../../styles.ts';
import type { ToldBody } from '../../../engine/index.ts';
import { rollCaption, rollFrameStyles } from './roll-frame.ts';
import '../../told/told-line.ts';

/**
 * A roll just made that left nothing to apply (no effect, a morale test held, a grenade's scatter), told where
 * the roll card stood: the card goes and the referee's eyes are there, a screen away from "Just now" in portrait.
 * It goes with the next tap.
 */
@customElement('umpire-bc-rolled')
export class BrecourtRolled extends UmpireElement {
  static override styles = [
    shared,
    rollFrameStyles,
    rollCaption,
    css`
      section {
        border-color: var(--line);
        gap: 0.25rem;
      }
    `,
  ];

  @property({ attribute: false }) told?: ToldBody;

  override render() {
    if (!this.told) return nothing;
    return html`<section aria-labelledby="rolled-h">
      <h3 id="rolled-h">Rolled</h3>
      <umpire-told .told=${this.told}></umpire-told>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-bc-rolled': BrecourtRolled;
  }
}

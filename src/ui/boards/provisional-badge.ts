import { html, css, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { UmpireElement } from '../base.ts';
import { shared } from '../styles.ts';
import type { Reconstructed } from './reconstructed.ts';

/**
 * A badge on the board saying that what it draws is partly reconstructed; it opens the notes that say what
 * is missing, with the tables where an owner of the printed game replaces it.
 */
@customElement('umpire-provisional')
export class ProvisionalBadge extends UmpireElement {
  static override styles = [
    shared,
    css`
      :host {
        display: block;
      }
      details > summary {
        display: inline-flex;
        align-items: center;
        min-height: var(--tap);
        padding: 0 0.7rem;
        border: 2px dashed var(--warn);
        border-radius: 999px;
        color: var(--warn);
        background: var(--paper);
        font-weight: 700;
        font-size: 0.85rem;
        cursor: pointer;
        list-style: none;
      }
      details > summary::-webkit-details-marker {
        display: none;
      }
      /* a card of its own, so the notes read where the badge sits over a map */
      dl {
        margin: 0.5rem 0 0;
        padding: 0.2rem 0.7rem 0.5rem;
        font-size: 0.88rem;
        line-height: 1.4;
        background: var(--paper);
        border: 1px solid var(--line);
        border-radius: 8px;
        box-shadow: var(--shadow);
        max-height: 60vh;
        overflow: auto;
      }
      dt {
        font-weight: 700;
        margin-top: 0.4rem;
      }
      dd {
        margin: 0;
        color: var(--ink-2);
      }
      a {
        color: var(--accent);
      }
      /* dropped over what lies under the badge (a map), at the badge's right edge, instead of pushing it down */
      :host([drop]) {
        position: relative;
      }
      :host([drop]) dl {
        position: absolute;
        right: 0;
        top: 100%;
        width: min(26rem, calc(100vw - 1.5rem));
      }
    `,
  ];

  @property({ attribute: false }) items: readonly Reconstructed[] = [];
  /** The system whose tables the notes link to. */
  @property() system = '';
  /** The notes open over what lies below the badge rather than in the flow. */
  @property({ type: Boolean, reflect: true }) drop = false;

  override render() {
    if (!this.items.length) return nothing;
    return html`<details>
      <summary
        aria-label=${`Provisional data: ${this.items.map((i) => i.what.toLowerCase()).join(', ')}. Open for what is missing.`}
      >
        Provisional data
      </summary>
      <dl>
        ${this.items.map(
          (i) =>
            html`<dt>${i.what}</dt>
              <dd>
                ${i.note}${i.table ? html` <a href=${`#/tables/${encodeURIComponent(this.system)}/${encodeURIComponent(i.table)}`}>Open its table to replace it</a>` : nothing}
              </dd>`,
        )}
      </dl>
    </details>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-provisional': ProvisionalBadge;
  }
}

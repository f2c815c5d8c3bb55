import { html, css } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { UmpireElement } from '../base.ts';
import { shared } from '../styles.ts';
import type { StatusWords } from './status-words.ts';

/** The shared session's status in the top bar; a tap (a click on the element) opens the sharing panel. */
@customElement('umpire-sync-chip')
export class SyncChip extends UmpireElement {
  static override styles = [
    shared,
    css`
      :host {
        display: inline-flex;
        min-width: 0;
      }
      button {
        min-height: var(--tap);
        max-width: 100%;
        border-radius: 999px;
        padding: 0 0.8rem;
        border: 1px solid var(--line);
        background: var(--paper);
        display: inline-flex;
        align-items: center;
        gap: 0.45rem;
        font-weight: 600;
        white-space: nowrap;
        overflow: hidden;
        text-overflow: ellipsis;
      }
      .dot {
        width: 0.7rem;
        height: 0.7rem;
        border-radius: 50%;
        flex: none;
        border: 2px solid currentColor;
      }
      .ok .dot {
        background: var(--accent);
        color: var(--accent);
      }
      .busy .dot {
        background: transparent;
        color: var(--ink-2);
      }
      .warn {
        border-color: var(--warn);
      }
      .warn .dot {
        background: var(--warn);
        color: var(--warn);
        border-radius: 2px;
      }
      .error {
        border-color: var(--danger);
        color: var(--danger);
      }
      .error .dot {
        background: var(--danger);
        color: var(--danger);
        border-radius: 0;
      }
      span.t {
        overflow: hidden;
        text-overflow: ellipsis;
      }
    `,
  ];

  @property({ attribute: false }) words?: StatusWords;

  override render() {
    const w = this.words;
    if (!w) return html``;
    return html`<button class=${w.tone} title=${w.long} aria-label=${`Sharing: ${w.short}. ${w.long}`}>
      <span class="dot" aria-hidden="true"></span><span class="t">${w.short}</span>
    </button>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-sync-chip': SyncChip;
  }
}

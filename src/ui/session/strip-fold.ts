import { html, css } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { UmpireElement } from '../base.ts';
import { icons } from '../icons.ts';
import { shared } from '../styles.ts';
import { stripLabel } from '../strip-label.ts';

/**
 * A one-line strip over the board (what is due, what just happened): a heading, one line (slot "line") and a
 * toggle that opens the whole of it (the default slot) over the board, so the board never moves. Escape or a
 * tap elsewhere closes it.
 */
@customElement('umpire-strip')
export class StripFold extends UmpireElement {
  static override styles = [
    shared,
    css`
      :host {
        display: block;
        position: relative;
        border-bottom: 1px solid var(--line);
        background: var(--paper-2);
        container-type: inline-size;
      }
      /* Beside a procedure the strip is narrow: the line keeps the room, the heading stays for screen readers. */
      @container (max-width: 26rem) {
        h2 {
          position: absolute;
          width: 1px;
          height: 1px;
          overflow: hidden;
          clip-path: inset(50%);
        }
      }
      .bar {
        display: flex;
        align-items: center;
        gap: 0.5rem;
        min-height: 2.5rem;
        padding: 0 0 0 0.75rem;
      }
      h2 {
        ${stripLabel}
        flex: none;
      }
      .line {
        flex: 1;
        min-width: 0;
        overflow: hidden;
        white-space: nowrap;
        text-overflow: ellipsis;
        font-size: 0.95rem;
        --told-die: 1.25rem;
      }
      button {
        flex: none;
        min-height: 2.5rem;
        min-width: var(--tap);
        border: 0;
        border-left: 1px solid var(--line);
        background: transparent;
        display: inline-flex;
        align-items: center;
        gap: 0.3rem;
        padding: 0 0.6rem;
        color: var(--ink);
        font-size: 0.85rem;
      }
      button:hover {
        background: var(--paper-3);
      }
      button svg {
        width: 1.1em;
        height: 1.1em;
      }
      .more {
        position: absolute;
        left: 0;
        right: 0;
        top: 100%;
        z-index: 15;
        max-height: 60vh;
        max-height: 60dvh;
        overflow: auto;
        padding: 0.6rem 0.75rem 0.75rem;
        background: var(--paper);
        border-bottom: 2px solid var(--accent);
        box-shadow: 0 8px 24px rgba(0, 0, 0, 0.2);
      }
    `,
  ];

  /** The strip's heading ("Just now", "What is due now"). */
  @property() label = '';
  @property({ type: Boolean, reflect: true }) open = false;

  override render() {
    return html`<div class="bar">
        <h2>${this.label}</h2>
        <div class="line" aria-hidden=${this.open ? 'true' : 'false'}><slot name="line"></slot></div>
        <button
          type="button"
          aria-expanded=${this.open ? 'true' : 'false'}
          aria-controls="more"
          @click=${() => this.toggle(!this.open)}
        >
          ${this.open ? icons.up : icons.down}<span>${this.open ? 'Less' : 'More'}</span
          ><span class="sr-only"> (${this.label})</span>
        </button>
      </div>
      <div id="more" class="more" role="region" aria-label=${this.label} ?hidden=${!this.open}><slot></slot></div>`;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener('keydown', this.onKey);
  }

  private toggle(open: boolean): void {
    this.open = open;
    if (open) document.addEventListener('pointerdown', this.outside, true);
    else document.removeEventListener('pointerdown', this.outside, true);
  }

  private readonly outside = (e: Event): void => {
    if (!e.composedPath().includes(this)) this.toggle(false);
  };

  private readonly onKey = (e: KeyboardEvent): void => {
    if (e.key !== 'Escape' || !this.open) return;
    e.stopPropagation();
    this.toggle(false);
    this.renderRoot.querySelector('button')?.focus();
  };

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener('pointerdown', this.outside, true);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-strip': StripFold;
  }
}

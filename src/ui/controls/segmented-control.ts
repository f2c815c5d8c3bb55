import { html, css } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { UmpireElement } from '../base.ts';
import { shared } from '../styles.ts';
import { segStyles } from './seg-styles.ts';

export interface SegmentOption {
  readonly value: string;
  readonly label: string;
}

/**
 * A choice among a few options, as a row of buttons (a radio group: arrow keys move the choice).
 * Emits `umpire-change` with the chosen value.
 */
@customElement('umpire-segmented')
export class SegmentedControl extends UmpireElement {
  static override styles = [
    shared,
    segStyles,
    css`
      :host {
        display: block;
      }
      .group {
        display: flex;
        width: fit-content;
        max-width: 100%;
      }
      button {
        padding: 0 0.9rem;
      }
      :host([vertical]) .group {
        flex-direction: column;
        width: 100%;
      }
      :host([vertical]) button {
        border-right: 0;
        border-bottom: 1px solid var(--control-line);
        text-align: left;
        padding: 0.4rem 0.9rem;
      }
      :host([vertical]) button:last-child {
        border-bottom: 0;
      }
    `,
  ];

  @property() name = '';
  @property() label = '';
  @property() value = '';
  @property({ attribute: false }) options: readonly SegmentOption[] = [];
  /** One option a row, for long labels. */
  @property({ type: Boolean, reflect: true }) vertical = false;

  override render() {
    return html`<div class="seg group" role="radiogroup" aria-label=${this.label}>
      ${this.options.map(
        (o) =>
          html`<button
            type="button"
            role="radio"
            aria-checked=${o.value === this.value ? 'true' : 'false'}
            tabindex=${o.value === this.value || (!this.options.some((x) => x.value === this.value) && o === this.options[0]) ? 0 : -1}
            data-value=${o.value}
            @click=${() => this.choose(o.value)}
            @keydown=${this.onKey}
          >
            ${o.label}
          </button>`,
      )}
    </div>`;
  }

  private choose(value: string, focus = false): void {
    if (value !== this.value) {
      this.value = value;
      this.emit('umpire-change', { name: this.name, value });
    }
    if (focus)
      void this.updateComplete.then(() =>
        this.renderRoot.querySelector<HTMLButtonElement>(`button[data-value="${CSS.escape(value)}"]`)?.focus(),
      );
  }

  private readonly onKey = (e: KeyboardEvent): void => {
    const i = this.options.findIndex((o) => o.value === this.value);
    let next = -1;
    if (e.key === 'ArrowRight' || e.key === 'ArrowDown') next = (i + 1) % this.options.length;
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') next = (i - 1 + this.options.length) % this.options.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = this.options.length - 1;
    if (next < 0) return;
    e.preventDefault();
    const o = this.options[next];
    if (o) this.choose(o.value, true);
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-segmented': SegmentedControl;
  }
}

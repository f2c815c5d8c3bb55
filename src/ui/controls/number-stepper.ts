import { html, css } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { UmpireElement } from '../base.ts';
import { icons } from '../icons.ts';
import { shared } from '../styles.ts';

/** A whole number with − and + buttons sized for fingers, and a spinbutton for the keyboard. */
@customElement('umpire-stepper')
export class NumberStepper extends UmpireElement {
  static override styles = [
    shared,
    css`
      :host {
        display: inline-block;
      }
      .row {
        display: inline-flex;
        align-items: stretch;
        border: 1px solid var(--control-line);
        border-radius: var(--radius);
        overflow: hidden;
        background: var(--paper);
      }
      button {
        width: var(--tap);
        min-height: var(--tap);
        border: 0;
        background: var(--paper-2);
        display: grid;
        place-items: center;
      }
      button:disabled {
        opacity: 0.4;
        cursor: not-allowed;
      }
      .value {
        min-width: 3.2rem;
        padding: 0 0.4rem;
        display: grid;
        place-items: center;
        font-size: 1.15rem;
        font-weight: 600;
        font-variant-numeric: tabular-nums;
        border-left: 1px solid var(--control-line);
        border-right: 1px solid var(--control-line);
      }
      .unit {
        font-size: 0.8rem;
        font-weight: 400;
        color: var(--ink-2);
        margin-left: 0.15rem;
      }
      .value:focus-visible {
        outline-offset: -3px;
      }
    `,
  ];

  @property() name = '';
  @property() label = '';
  @property({ type: Number }) value = 0;
  @property({ type: Number }) min = 0;
  @property({ type: Number }) max = 99;
  @property() unit = '';

  override render() {
    return html`<div class="row">
      <button
        type="button"
        tabindex="-1"
        aria-label=${`${this.label}: one less`}
        ?disabled=${this.value <= this.min}
        @click=${() => this.set(this.value - 1)}
      >
        ${icons.minus}
      </button>
      <div
        class="value"
        role="spinbutton"
        tabindex="0"
        aria-label=${this.label}
        aria-valuemin=${this.min}
        aria-valuemax=${this.max}
        aria-valuenow=${this.value}
        aria-valuetext=${this.unit ? `${this.value} ${this.unit}` : String(this.value)}
        @keydown=${this.onKey}
      >
        ${this.value}${this.unit ? html`<span class="unit">${this.unit}</span>` : ''}
      </div>
      <button
        type="button"
        tabindex="-1"
        aria-label=${`${this.label}: one more`}
        ?disabled=${this.value >= this.max}
        @click=${() => this.set(this.value + 1)}
      >
        ${icons.plus}
      </button>
    </div>`;
  }

  private set(v: number): void {
    const next = Math.max(this.min, Math.min(this.max, v));
    if (next === this.value) return;
    this.value = next;
    this.emit('umpire-change', { name: this.name, value: next });
  }

  private readonly onKey = (e: KeyboardEvent): void => {
    const big = Math.max(1, Math.round((this.max - this.min) / 10));
    const moves: Record<string, number> = {
      ArrowUp: this.value + 1,
      ArrowRight: this.value + 1,
      ArrowDown: this.value - 1,
      ArrowLeft: this.value - 1,
      PageUp: this.value + big,
      PageDown: this.value - big,
      Home: this.min,
      End: this.max,
      '+': this.value + 1,
      '-': this.value - 1,
    };
    if (/^[0-9]$/.test(e.key)) {
      // Typing a digit sets the value directly (two quick digits make a two-digit number).
      const now = Date.now();
      const joined = now - this.lastDigit < 900 ? Number(`${this.value}${e.key}`) : Number(e.key);
      this.lastDigit = now;
      e.preventDefault();
      this.set(joined <= this.max ? joined : Number(e.key));
      return;
    }
    const to = moves[e.key];
    if (to === undefined) return;
    e.preventDefault();
    this.set(to);
  };
  private lastDigit = 0;
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-stepper': NumberStepper;
  }
}

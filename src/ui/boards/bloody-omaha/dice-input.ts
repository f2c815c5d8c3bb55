import { html, css, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { UmpireElement } from '../../base.ts';
import { icons } from '../../icons.ts';
import { shared } from '../../styles.ts';
import '../../procedure/dice-face.ts';

/**
 * How the board's rolls are thrown: "Umpire rolls" (the session's generator) or "Enter dice" (a row of d6
 * faces to tap in what was thrown at the table; tap an entered die to take it back). Sends `umpire-change`
 * named `dice-mode` or `dice` (the faces joined by commas).
 */
@customElement('umpire-bo-dice')
export class OmahaDice extends UmpireElement {
  static override styles = [
    shared,
    css`
      :host { display: block; }
      .row { display: flex; flex-wrap: wrap; gap: .4rem; align-items: center; }
      .seg { display: inline-flex; border: 1px solid var(--control-line); border-radius: var(--radius); overflow: hidden; }
      .seg button { min-height: var(--tap); padding: 0 .8rem; border: 0; background: var(--paper); border-right: 1px solid var(--control-line); }
      .seg button:last-child { border-right: 0; }
      .seg button[aria-checked='true'] { background: var(--accent); color: var(--accent-ink); font-weight: 700; }
      .faces { display: flex; gap: .3rem; flex-wrap: wrap; }
      .faces button { min-width: var(--tap); min-height: var(--tap); border-radius: 8px; border: 1px solid var(--control-line); background: var(--paper-2); font-weight: 800; font-size: 1.05rem; }
      .faces button:disabled { opacity: .4; cursor: not-allowed; }
      .entered { display: flex; gap: .3rem; align-items: center; min-height: 46px; }
      .entered button { padding: 0; border: 0; background: none; --die-size: 40px; border-radius: 8px; }
      .slot { width: 40px; height: 40px; border: 2px dashed var(--line); border-radius: 8px; }
      .note { font-size: .88rem; color: var(--ink-2); }
    `,
  ];

  @property() mode: 'umpire' | 'typed' = 'umpire';
  @property({ attribute: false }) typed: readonly number[] = [];
  /** The dice the roll due now needs (0 when none is due). */
  @property({ type: Number }) need = 0;

  private set(name: 'dice-mode' | 'dice', value: string): void {
    this.emit('umpire-change', { name, value });
  }

  override render() {
    const max = Math.max(this.need, 2);
    const full = this.typed.length >= max;
    return html`<div class="row">
        <div class="seg" role="radiogroup" aria-label="How rolls are thrown">
          <button role="radio" aria-checked=${this.mode === 'umpire' ? 'true' : 'false'} @click=${() => this.set('dice-mode', 'umpire')}>${icons.dice} Umpire rolls</button>
          <button role="radio" aria-checked=${this.mode === 'typed' ? 'true' : 'false'} @click=${() => this.set('dice-mode', 'typed')}>Enter dice</button>
        </div>
        ${this.mode === 'typed' && this.need ? html`<span class="note">This roll takes ${this.need} d6.</span>` : nothing}
      </div>
      ${this.mode === 'typed'
        ? html`<div class="row" style="margin-top:.4rem">
            <div class="faces" role="group" aria-label="Add a d6">
              ${[1, 2, 3, 4, 5, 6].map((f) => html`<button ?disabled=${full} aria-label=${`Add a ${f}`} @click=${() => this.set('dice', [...this.typed, f].join(','))}>${f}</button>`)}
            </div>
            <div class="entered" aria-label="Dice entered" role="group">
              ${this.typed.map((f, i) => html`<button aria-label=${`Take back the ${f}`} @click=${() => this.set('dice', this.typed.filter((_, j) => j !== i).join(','))}><umpire-die .face=${f}></umpire-die></button>`)}
              ${Array.from({ length: Math.max(0, (this.need || 1) - this.typed.length) }, () => html`<span class="slot" aria-hidden="true"></span>`)}
            </div>
          </div>`
        : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-bo-dice': OmahaDice;
  }
}

import { html, css, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { UmpireElement, announce } from '../../base.ts';
import { shared } from '../../styles.ts';
import type { RulesContext } from '../../../engine/index.ts';
import { landing, type LandingLetter } from '../../../systems/dday-omaha/rules/landing.ts';
import type { Action } from '../../../systems/dday-omaha/game/actions.ts';
import type { Unit } from '../../../systems/dday-omaha/game/state.ts';
import { boardCss } from './board-css.ts';
import { seg } from './controls.ts';
import { sendActions } from './events.ts';
import '../../controls/number-stepper.ts';

const LETTERS = (['A', 'B', 'C', 'D'] as const).map((l) => ({ value: l, label: l }));

/** A unit's landing (1, 9.2): the letter drawn and the landing box; the table's verdict shown before "Land". */
@customElement('umpire-dday-landing')
export class LandingForm extends UmpireElement {
  static override styles = [
    shared,
    boardCss,
    css`
      :host { display: block; }
      .result { margin-top: .5rem; padding: .45rem .7rem; border-radius: var(--radius); background: var(--paper-2); border: 1px solid var(--line); }
    `,
  ];

  @property({ attribute: false }) unit!: Unit;
  @property({ attribute: false }) boxes: readonly string[] = [];
  @property({ attribute: false }) ctx?: RulesContext;
  @property({ type: Number }) turn = 1;
  @property({ attribute: false }) check?: (a: Action) => string | undefined;
  @state() private letter: LandingLetter = 'A';
  @state() private box = '';
  @state() private drift = 0;

  override render() {
    const u = this.unit;
    const box = this.box || this.boxes.find((b) => !this.check?.({ type: 'land', unit: u.id, letter: 'A', box: b })) || this.boxes[0] || '';
    const action: Action = { type: 'land', unit: u.id, letter: this.letter, box, ...(u.type === 'ranger' ? { rangerDrift: this.drift } : {}) };
    const why = this.check?.(action);
    const preview = this.ctx ? landing(this.ctx, this.turn, u.type, this.letter, box === 'DG' || box.startsWith('CH')) : undefined;
    return html`
      <h4>Landing letter</h4>
      ${seg(`${u.id} landing letter`, LETTERS, this.letter, (v) => (this.letter = v))}
      <h4>Landing box</h4>
      ${seg(`${u.id} landing box`, this.boxes.map((b) => ({ value: b, label: b })), box, (v) => (this.box = v))}
      ${u.type === 'ranger' && preview?.effect.rangerDriftMax
        ? html`<h4>Ranger drift left (0-${preview.effect.rangerDriftMax})</h4>
            <umpire-stepper label="Ranger drift left" .min=${0} .max=${preview.effect.rangerDriftMax} .value=${this.drift} @umpire-change=${(e: CustomEvent<{ value: number | string | boolean }>) => { e.stopPropagation(); this.drift = Number(e.detail.value); }}></umpire-stepper>`
        : nothing}
      <div class="result" aria-live="polite">
        ${preview ? html`<p>${preview.why.join('. ')}</p>` : nothing}
        ${why ? html`<p class="error">${why}</p>` : nothing}
        <div class="row">
          <button class="btn primary" ?disabled=${!!why || !box} @click=${() => { sendActions(this, action); announce(`${u.id} lands with ${this.letter} in ${box}`); }}>Land ${u.id} in ${box}</button>
          <button class="btn" @click=${() => this.emit('umpire-menu', { id: 'procedure:dday-omaha.us-landing' })}>Open the landing procedure</button>
        </div>
      </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-dday-landing': LandingForm;
  }
}

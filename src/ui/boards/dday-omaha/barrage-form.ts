import { html, css, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { UmpireElement, announce } from '../../base.ts';
import { shared } from '../../styles.ts';
import type { RulesContext } from '../../../engine/index.ts';
import type { BarrageMatch } from '../../../systems/dday-omaha/rules/barrage.ts';
import type { Position } from '../../../systems/dday-omaha/game/state.ts';
import { boardCss, resultCss } from './board-css.ts';
import { seg } from './controls.ts';
import { sendActions } from './events.ts';
import { barrageAction, barrageOutcome, type Barrager } from './results.ts';
import '../../controls/number-stepper.ts';

const BY = [
  { value: 'tank', label: 'Tank' },
  { value: 'artillery', label: 'Artillery' },
  { value: 'naval', label: 'Naval' },
] as const;
const MATCH = [
  { value: 'none', label: 'Neither' },
  { value: 'sym', label: 'Symbol' },
  { value: 'color', label: 'Colour' },
  { value: 'color-sym', label: 'Both' },
] as const;

/** A tank, artillery or naval barrage on the position (9.5, 6.3-6.5): the card read against it, then one "Apply". */
@customElement('umpire-dday-barrage')
export class BarrageForm extends UmpireElement {
  static override styles = [
    shared,
    boardCss,
    resultCss,
    css`
      :host { display: block; }
    `,
  ];

  @property({ attribute: false }) position!: Position;
  @property({ attribute: false }) ctx?: RulesContext;
  @property() phase = '';
  /** Who barrages: set by the parent when opened from a unit, then changed here. */
  @property() by: Barrager = 'tank';
  @state() private match: BarrageMatch = 'sym';
  @state() private value = 3;

  override render() {
    const p = this.position;
    if (!this.ctx) return nothing;
    const r = barrageOutcome(this.ctx, this.by, this.match, this.value, p.depth > 0);
    const blocked = this.phase !== 'us' ? 'Barrages are fired in the US phase.' : !p.occupied ? `${p.id} holds no German unit.` : p.kind === 'reinforcement' && !p.revealed ? 'A face-down Reinforcement position cannot be barraged (6.3, 6.5).' : '';
    return html`
      <h4>Barrage by</h4>
      ${seg('Barrage by', BY, this.by, (v) => (this.by = v))}
      ${this.by !== 'naval'
        ? html`<h4>The card shows the position's</h4>
            <div class="row">${seg('The card shows the position\'s', MATCH, this.match, (v) => (this.match = v))}
              <umpire-stepper label="Barrage value" .min=${1} .max=${12} .value=${this.value} @umpire-change=${(e: CustomEvent<{ value: number | string | boolean }>) => { e.stopPropagation(); this.value = Number(e.detail.value); }}></umpire-stepper></div>`
        : nothing}
      <div class="result" aria-live="polite">
        <strong>${r.disrupted ? `Disrupted${r.removeDepth ? ', Depth removed' : ''}` : 'No effect'}</strong>
        <p class="why">${r.why}</p>
        <div class="row">
          <button class="btn primary" ?disabled=${!!blocked} @click=${() => { sendActions(this, barrageAction(p.id, r)); announce(`Barrage on ${p.id}: ${r.disrupted ? 'Disrupted' : 'no effect'}`); }}>Apply to ${p.id}</button>
          <button class="btn" @click=${() => this.emit('umpire-menu', { id: 'procedure:dday-omaha.us-barrage' })}>Open the US barrage procedure</button>
        </div>
        ${blocked ? html`<p class="note">${blocked}</p>` : nothing}
      </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-dday-barrage': BarrageForm;
  }
}

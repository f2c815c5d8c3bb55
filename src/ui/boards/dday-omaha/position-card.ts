import { html, css, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import { icons } from '../../icons.ts';
import { shared } from '../../styles.ts';
import { boardCss } from './board-css.ts';
import { PositionElement } from './piece-element.ts';
import { toggle } from './controls.ts';
import { sendExpand } from './events.ts';
import { caliberText, fofByIntensity, MARK, positionName, positionSummary } from './labels.ts';
import { germanMark } from './marks.ts';
import '../../controls/number-stepper.ts';
import './position-details.ts';

/**
 * One German position: its identity (number and letter, sector, colour, VP, caliber) and the state the player
 * changes most (occupied, revealed, Disrupted, Depth, in communication) as one-tap toggles and a stepper; the
 * US units in its fields of fire at a glance. "Details" opens the rest (fields of fire, attack and barrage).
 */
@customElement('umpire-dday-position')
export class PositionCard extends PositionElement {
  static override styles = [
    shared,
    boardCss,
    css`
      :host { display: block; }
      article { border: 1px solid var(--line); border-left: 5px solid var(--de); border-radius: var(--radius); background: var(--paper); padding: .5rem .6rem .6rem; }
      article.empty { border-left-style: dashed; }
      article.active { box-shadow: 0 0 0 3px var(--focus); }
      header { display: flex; align-items: center; gap: .5rem; }
      header .tags { display: flex; align-items: center; gap: .4rem; flex-wrap: wrap; flex: 1; }
      header .btn { flex: none; }
      header h3 { font-size: 1.15rem; }
      header .kind { font-size: .85rem; color: var(--ink-2); }
      header .grow { flex: 1; }
      .badge { font-size: .72rem; }
      .badge.vp { color: var(--danger); }
      .summary { font-size: .9rem; color: var(--ink-2); margin: .15rem 0 .4rem; }
      .fof { display: flex; flex-wrap: wrap; gap: .25rem .8rem; font-size: .92rem; margin-top: .4rem; }
      .fof .i { font-weight: 700; }
      .controls { display: flex; flex-wrap: wrap; gap: .4rem; align-items: center; }
      .step { display: inline-flex; align-items: center; gap: .3rem; }
    `,
  ];

  @property({ type: Boolean }) expanded = false;
  /** Named in the German walk under way. */
  @property({ type: Boolean }) active = false;

  override render() {
    const p = this.position;
    const off = !!this.blocked;
    const fof = fofByIntensity(p);
    const near = p.near.map((e) => e.unit);
    return html`<article class=${`${p.occupied ? '' : 'empty'} ${this.active ? 'active' : ''}`} aria-labelledby="t" aria-describedby="s">
      <header>
        ${germanMark(p.kind, p.occupied, p.revealed)}
        <h3 id="t"><span class="sr-only">${positionName(p)}</span><span aria-hidden="true">${p.id}</span></h3>
        <span class="tags">
          <span class="kind">${p.kind === 'wn' ? 'WN' : 'Reinforcement'} · ${p.sector}</span>
          <span class="chip"><span class=${`swatch ${p.color}`} aria-hidden="true"></span>${p.color}</span>
          ${p.vp ? html`<span class="badge vp">★ VP</span>` : nothing}
          ${p.caliber !== 'none' ? html`<span class="badge printed">${caliberText(p.caliber)}</span>` : nothing}
          ${p.from352 ? html`<span class="badge printed">352nd</span>` : nothing}
        </span>
        <button class="btn ghost small" aria-expanded=${this.expanded ? 'true' : 'false'} aria-label=${`Details of ${p.id}`} @click=${() => sendExpand(this, p.id)}>
          ${this.expanded ? icons.up : icons.down}<span>Details</span></button>
      </header>
      <p class="summary" id="s">${positionSummary(p)}</p>
      <div class="controls">
        ${toggle('Occupied', p.occupied, () => this.set({ occupied: !p.occupied }), { disabled: off, title: this.blocked, name: `${p.id} occupied` })}
        ${p.occupied
          ? html`
              ${toggle('Revealed', p.revealed, () => this.set({ revealed: !p.revealed }), { disabled: off, name: `${p.id} revealed` })}
              ${toggle('Disrupted', p.disrupted, () => this.set({ disrupted: !p.disrupted }), { disabled: off, name: `${p.id} disrupted` })}
              <span class="step"><span class="lbl" aria-hidden="true">Depth</span><umpire-stepper label=${`${p.id} Depth markers`} .min=${0} .max=${4} .value=${live(p.depth)} ?inert=${off}
                @umpire-change=${(e: CustomEvent<{ value: number | string | boolean }>) => { e.stopPropagation(); this.set({ depth: Number(e.detail.value) }); }}></umpire-stepper></span>
              ${p.hexes > 1
                ? html`<span class="step"><span class="lbl" aria-hidden="true">Units</span><umpire-stepper label=${`${p.id} German units`} .min=${1} .max=${p.hexes} .value=${live(p.units)} ?inert=${off}
                    @umpire-change=${(e: CustomEvent<{ value: number | string | boolean }>) => { e.stopPropagation(); this.set({ units: Number(e.detail.value) }); }}></umpire-stepper></span>`
                : nothing}`
          : nothing}
        ${toggle('In communication', p.inCommunication, () => this.set({ inCommunication: !p.inCommunication }), { disabled: off, name: `${p.id} in communication` })}
      </div>
      ${p.fof.length || near.length
        ? html`<div class="fof" aria-label=${`Fields of fire of ${p.id}`} role="group">
            ${(['intense', 'steady', 'sporadic'] as const).map((i) => (fof[i].length ? html`<span><span class="i" aria-hidden="true">${MARK[i]}</span> <span class="sr-only">${i}:</span>${fof[i].join(', ')}</span>` : nothing))}
            ${near.length ? html`<span><span class="i">Near:</span> ${near.join(', ')}</span>` : nothing}
          </div>`
        : nothing}
      ${this.expanded
        ? html`<umpire-dday-position-details .position=${p} .positions=${this.positions} .units=${this.units} .ctx=${this.ctx} .colors=${this.colors} blocked=${this.blocked} ?ext=${this.ext} phase=${this.phase}></umpire-dday-position-details>`
        : nothing}
    </article>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-dday-position': PositionCard;
  }
}

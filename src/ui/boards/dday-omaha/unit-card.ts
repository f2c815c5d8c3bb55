import { html, css, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import { icons } from '../../icons.ts';
import { shared } from '../../styles.ts';
import { isLeader } from '../../../systems/dday-omaha/rules/units.ts';
import { boardCss } from './board-css.ts';
import { UnitElement } from './piece-element.ts';
import { toggle } from './controls.ts';
import { sendExpand } from './events.ts';
import { TYPE_TEXT, unitSummary } from './labels.ts';
import { usMark } from './marks.ts';
import { stepPips } from './roster.ts';
import '../../controls/number-stepper.ts';
import './unit-details.ts';

/**
 * One US unit: type, steps (pips and a stepper), Disrupted at one tap; "Details" opens its markers (hero, climb,
 * symbol), where it is, the German fields of fire it sits in, and its landing when it is due.
 */
@customElement('umpire-dday-unit')
export class UnitCard extends UnitElement {
  static override styles = [
    shared,
    boardCss,
    css`
      :host { display: block; }
      article { border: 1px solid var(--line); border-left: 5px solid var(--us); border-radius: var(--radius); background: var(--paper); padding: .4rem .6rem .5rem; }
      article.hit { box-shadow: 0 0 0 3px var(--focus); }
      header { display: flex; align-items: center; gap: .5rem; }
      header h3 { font-size: 1.05rem; min-width: 5.5rem; }
      header .tags { display: flex; align-items: center; gap: .4rem; flex-wrap: wrap; flex: 1; }
      header .btn { flex: none; padding: 0 .6rem; }
      .controls { margin-top: .3rem; }
      .type { font-size: .85rem; color: var(--ink-2); }
      .summary { font-size: .88rem; color: var(--ink-2); margin-top: .15rem; }
      .badge.us { color: var(--us); }
    `,
  ];

  @property({ type: Boolean }) expanded = false;
  /** Hit in the German walk under way. */
  @property({ type: Boolean }) hit = false;

  override render() {
    const u = this.unit;
    const off = !!this.blocked;
    const leader = isLeader(u.type);
    return html`<article class=${this.hit ? 'hit' : ''} aria-labelledby="t" aria-describedby="s">
      <header>
        ${usMark(u.type)}
        <h3 id="t"><span class="sr-only">US unit </span>${u.id}</h3>
        <span class="tags">
          <span class="type">${TYPE_TEXT[u.type]} · ${u.sector}</span>
          ${leader ? nothing : html`<span aria-hidden="true">${stepPips(u).map((on) => html`<span class=${`pip ${on ? 'on' : ''}`}></span>`)}</span>`}
          ${u.symbol ? html`<span class="badge us">${u.symbol}</span>` : nothing}
          ${u.hero !== 'none' ? html`<span class="badge us">${u.hero === 'hero' ? 'Hero' : 'Inspired'}</span>` : nothing}
          ${u.climb !== 'none' ? html`<span class="badge us">${u.climb === 'climb' ? 'Climb' : 'Climb Cliff'}</span>` : nothing}
        </span>
        <button class="btn ghost" aria-expanded=${this.expanded ? 'true' : 'false'} aria-label=${`Details of ${u.id}`} @click=${() => sendExpand(this, u.id)}>${this.expanded ? icons.up : icons.down}<span>Details</span></button>
      </header>
      ${leader
        ? nothing
        : html`<div class="row controls">
            <span class="lbl" aria-hidden="true">Steps</span>
            <umpire-stepper label=${`${u.id} steps`} .min=${0} .max=${Math.max(u.maxSteps, u.steps)} .value=${live(u.steps)} ?inert=${off}
              @umpire-change=${(e: CustomEvent<{ value: number | string | boolean }>) => { e.stopPropagation(); this.set({ steps: Number(e.detail.value) }); }}></umpire-stepper>
            ${toggle('Disrupted', u.disrupted, () => this.set({ disrupted: !u.disrupted }), { disabled: off, name: `${u.id} disrupted` })}
          </div>`}
      <p class="summary" id="s">${unitSummary(u)}</p>
      ${this.expanded
        ? html`<umpire-dday-unit-details .unit=${u} .positions=${this.positions} .boxes=${this.boxes} .symbols=${this.symbols} .check=${this.check} .ctx=${this.ctx} blocked=${this.blocked} ?ext=${this.ext} .turn=${this.turn} .units=${this.units} phase=${this.phase}></umpire-dday-unit-details>`
        : nothing}
    </article>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-dday-unit': UnitCard;
  }
}

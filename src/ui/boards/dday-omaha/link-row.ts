import { html, css, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import { UmpireElement } from '../../base.ts';
import { shared } from '../../styles.ts';
import type { UnitType } from '../../../systems/dday-omaha/rules/units.ts';
import { boardCss } from './board-css.ts';
import { seg, toggle, type SegOption } from './controls.ts';
import { sendActions } from './events.ts';
import { germanMark, usMark } from './marks.ts';
import { linkActions, type Link, type LinkChoice } from './roster.ts';
import '../../controls/number-stepper.ts';

const CHOICES: readonly SegOption<LinkChoice>[] = [
  { value: 'none', label: '—', name: 'not in its fire' },
  { value: 'intense', label: '●', name: 'intense fire' },
  { value: 'steady', label: '⊕', name: 'steady fire' },
  { value: 'sporadic', label: '○', name: 'sporadic fire' },
  { value: 'near', label: 'Near', name: 'near, outside its fire' },
];

/**
 * One US unit against one German position: outside its fire, in its intense, steady or sporadic field of fire,
 * or near it (for patrol and mortar); with the hexes between them and, when near, whether mortars reach it.
 * Shown in a position's list (the unit named) and in a unit's list (the position named).
 */
@customElement('umpire-dday-link')
export class LinkRow extends UmpireElement {
  static override styles = [
    shared,
    boardCss,
    css`
      :host { display: block; }
      .line { display: flex; flex-wrap: wrap; align-items: center; gap: .35rem .6rem; padding: .3rem 0; border-top: 1px dashed var(--line); }
      .who { display: flex; align-items: center; gap: .4rem; min-width: 8.5rem; font-weight: 600; }
      .who .mark { width: 1.6rem; height: 1.6rem; }
      .seg button { min-width: 44px; font-size: 1.1rem; }
      umpire-stepper { --tap: 44px; }
    `,
  ];

  @property() position = '';
  @property() unit = '';
  /** Which side is named in the row (the other is the list's owner). */
  @property() named: 'unit' | 'position' = 'unit';
  @property() unitType: UnitType = 'infantry';
  @property() positionKind: 'wn' | 'reinforcement' = 'wn';
  @property({ attribute: false }) link: Link = { kind: 'none' };
  @property({ type: Boolean }) disabled = false;

  private choose(to: LinkChoice, range?: number, mortar?: boolean): void {
    sendActions(this, ...linkActions(this.position, this.unit, this.link, to, range, mortar));
  }

  override render() {
    const l = this.link;
    const choice: LinkChoice = l.kind === 'fof' ? l.intensity : l.kind;
    const name = this.named === 'unit' ? this.unit : this.position;
    const other = this.named === 'unit' ? this.position : this.unit;
    return html`<div class="line" role="group" aria-label=${`${name} and ${other}`}>
      <span class="who">${this.named === 'unit' ? usMark(this.unitType) : germanMark(this.positionKind, true, true)}${name}</span>
      ${seg(`${name}: field of fire of ${this.position}`, CHOICES, choice, (v) => this.choose(v), this.disabled)}
      ${l.kind !== 'none'
        ? html`<umpire-stepper label=${`${name}: hexes from ${this.position}`} unit="hex" .min=${0} .max=${20} .value=${live(l.range)} ?inert=${this.disabled}
            @umpire-change=${(e: CustomEvent<{ value: number | string | boolean }>) => { e.stopPropagation(); this.choose(choice, Number(e.detail.value)); }}></umpire-stepper>`
        : nothing}
      ${l.kind === 'near' ? toggle('Mortar range', l.mortar, () => this.choose('near', l.range, !l.mortar), { disabled: this.disabled }) : nothing}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-dday-link': LinkRow;
  }
}

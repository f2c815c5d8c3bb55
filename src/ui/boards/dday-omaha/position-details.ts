import { html, css, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { shared } from '../../styles.ts';
import { boardCss } from './board-css.ts';
import { PositionElement } from './piece-element.ts';
import { seg, toggle } from './controls.ts';
import { fofCandidates, linkOf } from './roster.ts';
import './link-row.ts';
import './attack-form.ts';
import './barrage-form.ts';

const CALIBERS = [
  { value: 'none', label: 'None' },
  { value: '50', label: '50' },
  { value: '75', label: '75' },
  { value: '88', label: '88' },
] as const;

/**
 * The rest of a position: the facts set up once (VP, caliber, colour, 352nd, buildings, advance arrow, a US unit
 * inside), which US units sit in its fields of fire or near it, and the US attack and barrage against it.
 */
@customElement('umpire-dday-position-details')
export class PositionDetails extends PositionElement {
  static override styles = [
    shared,
    boardCss,
    css`
      :host { display: block; margin-top: .5rem; border-top: 1px solid var(--line); padding-top: .3rem; }
      .tabs { margin: .4rem 0; }
      .more { display: none; }
      .links { display: grid; }
      .proc { margin-top: .4rem; }
    `,
  ];

  @state() private tab: 'fire' | 'setup' | 'attack' | 'barrage' = 'fire';
  @state() private showAll = false;

  private renderSetup() {
    const p = this.position;
    const off = !!this.blocked;
    const arrows = this.positions.filter((q) => q.id !== p.id && q.sector === p.sector);
    return html`
      <div class="row">
        ${toggle('VP position', p.vp, () => this.set({ vp: !p.vp }), { disabled: off, name: `${p.id}: VP position` })}
        ${toggle('352nd unit', p.from352, () => this.set({ from352: !p.from352 }), { disabled: off, name: `${p.id}: 352nd unit` })}
        ${toggle('In buildings', p.buildings, () => this.set({ buildings: !p.buildings }), { disabled: off, name: `${p.id}: In buildings` })}
        ${toggle('US unit inside', p.usInside, () => this.set({ usInside: !p.usInside }), { disabled: off, name: `${p.id}: US unit inside` })}
      </div>
      <h4>Artillery caliber</h4>
      ${seg(`${p.id} artillery caliber`, CALIBERS, p.caliber, (v) => this.set({ caliber: v }), off)}
      <h4>Colour</h4>
      ${seg(`${p.id} colour`, this.colors.map((c) => ({ value: c, label: html`<span class=${`swatch ${c}`} aria-hidden="true"></span> ${c}`, name: c })), p.color, (v) => this.set({ color: v }), off)}
      <h4>Advance arrow</h4>
      ${seg(`${p.id} advance arrow points to`, [{ value: '', label: 'None' }, ...arrows.map((q) => ({ value: q.id, label: q.id }))], p.advanceTo ?? '', (v) => this.set({ advanceTo: v || null }), off)}
    `;
  }

  private renderFire() {
    const p = this.position;
    const all = fofCandidates(p, this.units);
    const linked = all.filter((u) => linkOf(p, u.id).kind !== 'none');
    const list = this.showAll ? all : all.filter((u) => linkOf(p, u.id).kind !== 'none' || u.sector === p.sector);
    if (all.length === 0) return html`<p class="note">No US unit is ashore or in a landing box yet.</p>`;
    return html`
      <p class="note">● intense, ⊕ steady, ○ sporadic; "Near" for units outside its fire that a patrol or mortar can reach. ${linked.length} linked.</p>
      <div class="links">
        ${list.map((u) => html`<umpire-dday-link .position=${p.id} .unit=${u.id} .unitType=${u.type} .link=${linkOf(p, u.id)} ?disabled=${!!this.blocked}></umpire-dday-link>`)}
      </div>
      ${all.length > list.length || this.showAll
        ? html`<p class="proc">${toggle(`Show the other sector's units too (${all.length - all.filter((u) => u.sector === p.sector || linkOf(p, u.id).kind !== 'none').length})`, this.showAll, () => (this.showAll = !this.showAll))}</p>`
        : nothing}`;
  }

  override render() {
    const p = this.position;
    const tabs = [
      { value: 'fire', label: 'Fields of fire' },
      { value: 'setup', label: 'Set-up' },
      { value: 'attack', label: 'US attack' },
      { value: 'barrage', label: 'US barrage' },
    ] as const;
    return html`
      ${this.blocked ? html`<p class="note" role="note">${this.blocked}</p>` : nothing}
      <div class="tabs">${seg(`${p.id}: show`, tabs, this.tab, (v) => (this.tab = v))}</div>
      ${this.tab === 'fire' ? this.renderFire() : nothing}
      ${this.tab === 'setup' ? this.renderSetup() : nothing}
      ${this.tab === 'attack' ? html`<umpire-dday-attack .position=${p} .units=${this.units} .ctx=${this.ctx} ?ext=${this.ext} phase=${this.phase}></umpire-dday-attack>` : nothing}
      ${this.tab === 'barrage' ? html`<umpire-dday-barrage .position=${p} .ctx=${this.ctx} phase=${this.phase}></umpire-dday-barrage>` : nothing}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-dday-position-details': PositionDetails;
  }
}

import { html, css, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { shared } from '../../styles.ts';
import { isLeader } from '../../../systems/dday-omaha/rules/units.ts';
import { boardCss } from './board-css.ts';
import { UnitElement } from './piece-element.ts';
import { seg, toggle } from './controls.ts';
import { linkOf, positionsSeeing, sortedPositions } from './roster.ts';
import './attack-form.ts';
import './barrage-form.ts';
import './landing-form.ts';
import './link-row.ts';

const HERO = [
  { value: 'none', label: 'None' },
  { value: 'hero', label: 'Hero' },
  { value: 'inspired', label: 'Inspired' },
] as const;
const CLIMB = [
  { value: 'none', label: 'None' },
  { value: 'climb', label: 'Climb' },
  { value: 'climb-cliff', label: 'Climb Cliff' },
] as const;
const WHERE = [
  { value: 'box', label: 'Landing box' },
  { value: 'map', label: 'Map' },
  { value: 'eliminated', label: 'Eliminated' },
  { value: 'catastrophic', label: 'Catastrophic' },
  { value: 'removed', label: 'Removed' },
] as const;
const TERRAIN = ['beach', 'pavillon', 'draw', 'bluff', 'high-ground', 'buildings', 'bocage', 'other'] as const;

/** A unit's markers, where it is, the German fields of fire it sits in, and its landing when due. */
@customElement('umpire-dday-unit-details')
export class UnitDetails extends UnitElement {
  static override styles = [
    shared,
    boardCss,
    css`
      :host { display: block; margin-top: .4rem; border-top: 1px solid var(--line); padding-top: .3rem; }
      .tabs { margin: .3rem 0 .4rem; }
      .grid { display: grid; gap: .2rem .8rem; grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr)); }
      input[type='text'] { width: 12rem; }
    `,
  ];

  @state() private tab?: 'land' | 'markers' | 'where' | 'fire' | 'attack';
  @state() private target = '';
  @state() private mode: 'attack' | 'barrage' = 'attack';
  @state() private otherSector = false;

  private renderMarkers() {
    const u = this.unit;
    const off = !!this.blocked;
    return html`<div class="grid">
      <div class="field"><span class="lbl">Hero</span>${seg(`${u.id} hero marker`, HERO, u.hero, (v) => this.set({ hero: v }), off)}</div>
      ${isLeader(u.type) ? nothing : html`<div class="field"><span class="lbl">Climb</span>${seg(`${u.id} climb marker`, CLIMB, u.climb, (v) => this.set({ climb: v }), off)}</div>`}
      ${this.symbols.length ? html`<div class="field"><span class="lbl">Target symbol</span>${seg(`${u.id} target symbol`, [{ value: '', label: 'None' }, ...this.symbols.map((s) => ({ value: s, label: s }))], u.symbol, (v) => this.set({ symbol: v }), off)}</div>` : nothing}
      ${u.type === 'general' ? html`<div class="field"><span class="lbl">General</span><div>${toggle('Hit once (flipped)', u.flipped, () => this.set({ flipped: !u.flipped }), { disabled: off })}</div></div>` : nothing}
      ${(u.type === 'hq' || u.type === 'command-post') && this.ext
        ? html`<div class="field"><span class="lbl">Headquarters</span>${seg(`${u.id} HQ or Command Post`, [{ value: 'hq', label: 'HQ' }, { value: 'command-post', label: 'Command Post' }], u.type, (v) => this.set({ type: v }), off)}</div>`
        : nothing}
    </div>`;
  }

  private renderWhere() {
    const u = this.unit;
    const off = !!this.blocked;
    return html`
      ${seg(`${u.id} is`, WHERE, u.where === 'due' ? ('' as 'box') : u.where, (v) => this.set(v === 'box' ? { where: v, box: u.box ?? this.boxes[0] ?? null } : { where: v }), off)}
      ${u.where === 'box' ? html`<h4>Landing box</h4>${seg(`${u.id} landing box`, this.boxes.map((b) => ({ value: b, label: b })), u.box ?? '', (v) => this.set({ box: v }), off)}` : nothing}
      ${u.where === 'map'
        ? html`<h4>Hex</h4>
            <input type="text" aria-label=${`${u.id} hex (free text, or the id of a position it stands in)`} .value=${u.hex ?? ''} maxlength="40" ?disabled=${off}
              @change=${(e: Event) => this.set({ hex: (e.target as HTMLInputElement).value.trim() || null })} />
            <h4>Terrain</h4>
            ${seg(`${u.id} terrain`, TERRAIN.map((t) => ({ value: t, label: t.replace('-', ' ') })), u.terrain, (v) => this.set({ terrain: v }), off)}`
        : nothing}`;
  }

  private renderFire() {
    const u = this.unit;
    if (u.where !== 'map' && u.where !== 'box') return html`<p class="note">Only units ashore or in a landing box sit in German fields of fire.</p>`;
    const all = sortedPositions(this.positions);
    const list = all.filter((p) => this.otherSector || p.sector === u.sector || linkOf(p, u.id).kind !== 'none');
    return html`
      ${list.map((p) => html`<umpire-dday-link named="position" .position=${p.id} .unit=${u.id} .positionKind=${p.kind} .link=${linkOf(p, u.id)} ?disabled=${!!this.blocked}></umpire-dday-link>`)}
      <p>${toggle('Show the other sector too', this.otherSector, () => (this.otherSector = !this.otherSector))}</p>`;
  }

  /** Attack or barrage a position from this unit: the positions it is linked to, closest first. */
  private renderAttack() {
    const u = this.unit;
    const seen = positionsSeeing(this.positions, u.id)
      .filter((x) => x.position.occupied)
      .sort((a, b) => (a.link.kind === 'none' ? 99 : a.link.range) - (b.link.kind === 'none' ? 99 : b.link.range));
    if (seen.length === 0) return html`<p class="note">${u.id} is in no occupied position's field of fire or near list: link it under "Fields of fire" first.</p>`;
    const target = seen.find((x) => x.position.id === this.target)?.position ?? seen[0]?.position;
    if (!target) return nothing;
    const canBarrage = u.type === 'tank' || u.type === 'artillery';
    return html`
      <h4>Target</h4>
      ${seg(`${u.id}: target position`, seen.map((x) => ({ value: x.position.id, label: x.position.id })), target.id, (v) => (this.target = v))}
      ${canBarrage ? html`<h4>Action</h4>${seg(`${u.id}: attack or barrage`, [{ value: 'attack', label: 'Attack' }, { value: 'barrage', label: 'Barrage' }] as const, this.mode, (v) => (this.mode = v))}` : nothing}
      ${canBarrage && this.mode === 'barrage'
        ? html`<umpire-dday-barrage .position=${target} .ctx=${this.ctx} phase=${this.phase} by=${u.type === 'artillery' ? 'artillery' : 'tank'}></umpire-dday-barrage>`
        : html`<umpire-dday-attack .position=${target} .units=${this.units} .ctx=${this.ctx} ?ext=${this.ext} phase=${this.phase} .preset=${[u.id]}></umpire-dday-attack>`}`;
  }

  override render() {
    const u = this.unit;
    const due = u.where === 'due' && u.due <= this.turn;
    const tabs = [
      ...(due ? [{ value: 'land' as const, label: 'Land' }] : []),
      { value: 'markers' as const, label: 'Markers' },
      { value: 'where' as const, label: 'Where' },
      { value: 'fire' as const, label: 'Fields of fire' },
      ...((u.where === 'map' || u.where === 'box') && !isLeader(u.type) ? [{ value: 'attack' as const, label: 'Attack' }] : []),
    ];
    const tab = this.tab && tabs.some((t) => t.value === this.tab) ? this.tab : (tabs[0]?.value ?? 'markers');
    return html`
      ${this.blocked ? html`<p class="note" role="note">${this.blocked}</p>` : nothing}
      <div class="tabs">${seg(`${u.id}: show`, tabs, tab, (v) => (this.tab = v))}</div>
      ${tab === 'land' ? html`<umpire-dday-landing .unit=${u} .boxes=${this.boxes} .check=${this.check} .ctx=${this.ctx} .turn=${this.turn}></umpire-dday-landing>` : nothing}
      ${tab === 'markers' ? this.renderMarkers() : nothing}
      ${tab === 'where' ? this.renderWhere() : nothing}
      ${tab === 'fire' ? this.renderFire() : nothing}
      ${tab === 'attack' ? this.renderAttack() : nothing}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-dday-unit-details': UnitDetails;
  }
}

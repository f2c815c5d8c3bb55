import { html, css, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { UmpireElement, announce } from '../../base.ts';
import { shared } from '../../styles.ts';
import type { RulesContext } from '../../../engine/index.ts';
import type { DepthState } from '../../../systems/dday-omaha/rules/attack.ts';
import type { Position, Unit } from '../../../systems/dday-omaha/game/state.ts';
import { boardCss, resultCss } from './board-css.ts';
import { seg, toggle } from './controls.ts';
import { sendActions } from './events.ts';
import { appliedEffects, ATTACK_TERRAINS, attackAction, attackCandidates, attackOutcome, attackStrength, depthStateOf, EFFECT_TEXT, likelyAttackers } from './results.ts';
import '../../controls/number-stepper.ts';

const DEPTHS = [
  { value: 'none', label: 'None' },
  { value: 'hidden', label: 'Hidden' },
  { value: 'revealed', label: 'Revealed' },
] as const;

/**
 * A US attack on the position (6.2, 9.6, 9.7): the attackers chosen from the units near it, supports added as
 * strength, the hexside, the German strength and Depth; the 9.7 result shown with its reasons, and one "Apply"
 * that records it on the position and the attackers.
 */
@customElement('umpire-dday-attack')
export class AttackForm extends UmpireElement {
  static override styles = [
    shared,
    boardCss,
    resultCss,
    css`
      :host { display: block; }
      .result ul { margin: .3rem 0 .5rem; padding-left: 1.1rem; }
      .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr)); gap: .5rem .8rem; margin-top: .4rem; }
    `,
  ];

  @property({ attribute: false }) position!: Position;
  @property({ attribute: false }) units: readonly Unit[] = [];
  @property({ attribute: false }) ctx?: RulesContext;
  @property({ type: Boolean }) ext = false;
  @property() phase = '';
  /** Attackers to start from (the unit the form was opened from); else the units adjacent to the position. */
  @property({ attribute: false }) preset?: readonly string[];

  @state() private attackers?: string[];
  @state() private support = 0;
  @state() private heroBonus = false;
  @state() private navalBonus = false;
  @state() private terrain = 'other';
  @state() private germanStrength = 2;
  @state() private depthStrength = 1;
  @state() private depth?: DepthState;
  @state() private weapons = false;
  @state() private weaponsWithDepth = false;

  private num(set: (n: number) => void) {
    return (e: CustomEvent<{ value: number | string | boolean }>) => {
      e.stopPropagation();
      set(Number(e.detail.value));
    };
  }

  override render() {
    const p = this.position;
    const ctx = this.ctx;
    if (!ctx) return nothing;
    const chosen = this.attackers ?? (this.preset ? [...this.preset] : likelyAttackers(p, this.units));
    const depth = this.depth ?? depthStateOf(p);
    const cands = attackCandidates(p, this.units);
    const usStrength = attackStrength(this.units, chosen) + this.support;
    const form = { attackers: chosen, usStrength, heroBonus: this.heroBonus, navalBonus: this.navalBonus, terrain: this.terrain, germanStrength: this.germanStrength, depthStrength: this.depthStrength, depth, weapons: this.weapons, weaponsWithDepth: this.weaponsWithDepth };
    const r = attackOutcome(ctx, form, this.ext);
    const blocked = this.phase !== 'us' ? 'Attacks are resolved in the US phase.' : !p.occupied ? `${p.id} holds no German unit.` : chosen.length === 0 ? 'Choose the attacking units.' : r.prohibited ? 'The attack is prohibited across that hexside.' : '';
    const effects = appliedEffects(r.effects);
    return html`
      <h4>Attackers</h4>
      ${cands.length
        ? html`<div class="row" role="group" aria-label="Attacking units">${cands.map((u) => toggle(`${u.id} (${u.steps})`, chosen.includes(u.id), () => (this.attackers = chosen.includes(u.id) ? chosen.filter((x) => x !== u.id) : [...chosen, u.id])))}</div>`
        : html`<p class="note">No US unit ashore in this sector.</p>`}
      <div class="grid">
        <div class="field"><span class="lbl">Support strength</span><umpire-stepper label="Support strength added" .min=${0} .max=${30} .value=${this.support} @umpire-change=${this.num((n) => (this.support = n))}></umpire-stepper></div>
        <div class="field"><span class="lbl">German strength</span><umpire-stepper label="German unit strength" .min=${0} .max=${12} .value=${this.germanStrength} @umpire-change=${this.num((n) => (this.germanStrength = n))}></umpire-stepper></div>
        <div class="field"><span class="lbl">Hexside</span>
          <select aria-label="Hexside terrain attacked across" @change=${(e: Event) => (this.terrain = (e.target as HTMLSelectElement).value)}>
            ${ATTACK_TERRAINS.map(([v, l]) => html`<option value=${v} ?selected=${v === this.terrain}>${l}</option>`)}
          </select></div>
      </div>
      <h4>Depth marker</h4>
      <div class="row">${seg('Depth marker', DEPTHS, depth, (v) => (this.depth = v))}
        ${depth !== 'none' ? html`<umpire-stepper label="Depth marker strength" .min=${0} .max=${12} .value=${this.depthStrength} @umpire-change=${this.num((n) => (this.depthStrength = n))}></umpire-stepper>` : nothing}</div>
      <h4>Weapons and bonuses</h4>
      <div class="row">
        ${toggle('Every weapon needed', this.weapons, () => (this.weapons = !this.weapons))}
        ${depth === 'hidden' ? toggle('…and the Depth’s too', this.weaponsWithDepth, () => (this.weaponsWithDepth = !this.weaponsWithDepth)) : nothing}
        ${toggle('Hero +1', this.heroBonus, () => (this.heroBonus = !this.heroBonus))}
        ${toggle('Naval fire +9', this.navalBonus, () => (this.navalBonus = !this.navalBonus))}
      </div>
      <div class="result" aria-live="polite">
        <strong>${r.prohibited ? 'Attack prohibited' : effects.map((e) => EFFECT_TEXT[e]).join(' + ')}</strong>
        <span class="why">US ${r.us} against German ${r.german}</span>
        <ul class="why">${r.why.map((w) => html`<li>${w}</li>`)}</ul>
        <div class="row">
          <button class="btn primary" ?disabled=${!!blocked} @click=${this.apply}>Apply to ${p.id}</button>
          <button class="btn" @click=${() => this.emit('umpire-menu', { id: 'procedure:dday-omaha.us-attack' })}>Open the US attack procedure</button>
        </div>
        ${blocked ? html`<p class="note">${blocked}</p>` : nothing}
      </div>`;
  }

  private readonly apply = (): void => {
    const ctx = this.ctx;
    if (!ctx) return;
    const p = this.position;
    const chosen = this.attackers ?? (this.preset ? [...this.preset] : likelyAttackers(p, this.units));
    const depth = this.depth ?? depthStateOf(p);
    const r = attackOutcome(ctx, { attackers: chosen, usStrength: attackStrength(this.units, chosen) + this.support, heroBonus: this.heroBonus, navalBonus: this.navalBonus, terrain: this.terrain, germanStrength: this.germanStrength, depthStrength: this.depthStrength, depth, weapons: this.weapons, weaponsWithDepth: this.weaponsWithDepth }, this.ext);
    sendActions(this, attackAction(p.id, r.effects, chosen));
    announce(`Attack on ${p.id}: ${appliedEffects(r.effects).map((e) => EFFECT_TEXT[e]).join(', ')}`);
    this.attackers = undefined;
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-dday-attack': AttackForm;
  }
}

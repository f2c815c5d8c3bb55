import { html, css, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { GameData } from '../../../systems/bloody-omaha/game/data.ts';
import type { Action, State } from '../../../systems/bloody-omaha/game/types.ts';
import type { GameStatus } from '../../../systems/types.ts';
import { UmpireElement } from '../../base.ts';
import { shared } from '../../styles.ts';
import '../../controls/number-stepper.ts';
import '../../procedure/dice-face.ts';
import { actButton, actStyles } from './act-button.ts';
import { actionText, type DiceChoice } from './describe.ts';
import type { UnitView } from './model.ts';
import './advance-form.ts';
import './engineer-form.ts';
import './dice-input.ts';

/** Actions that belong to a square in the Activation Phase: offered by tapping the square on the map. */
const ON_MAP = new Set<Action['type']>(['move', 'probe', 'attack', 'engineer', 'undisrupt', 'return-unit', 'transfer-tank', 'reinforce']);

/**
 * What the current step asks for: the pending decision or the phase's own actions (drift and landing rolls,
 * the event location, IP assignment, the attack roll), the last roll with its dice, and what just happened.
 */
@customElement('umpire-bo-now')
export class OmahaNow extends UmpireElement {
  static override styles = [
    shared,
    actStyles,
    css`
      :host { display: block; }
      .prompt { font-weight: 700; margin: 0 0 .45rem; line-height: 1.35; }
      .last-roll { display: flex; align-items: center; gap: .5rem; flex-wrap: wrap; margin: .5rem 0; padding: .4rem .6rem; border-radius: var(--radius); background: var(--paper-2); }
      .last-roll umpire-die { --die-size: 38px; }
      .last-roll .res { font-weight: 800; font-size: 1.1rem; }
      .hint { color: var(--ink-2); font-size: .92rem; margin: .4rem 0; }
      ul.log { margin: .4rem 0 0; padding-left: 1.1rem; font-size: .9rem; color: var(--ink-2); line-height: 1.4; }
      .line { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; margin: .3rem 0; }
      umpire-bo-dice { margin: .2rem 0 .6rem; }
    `,
  ];

  @property({ attribute: false }) state?: State;
  @property({ attribute: false }) status?: GameStatus;
  @property({ attribute: false }) legal: readonly Action[] = [];
  @property({ attribute: false }) data?: GameData;
  @property({ attribute: false }) dice: DiceChoice = { mode: 'umpire', typed: [] };
  /** The most dice any roll allowed now throws (the dice input shows when a roll is possible). */
  @property({ type: Number }) need = 0;
  @property({ attribute: false }) advancers: readonly UnitView[] = [];
  @property({ attribute: false }) check: (a: Action) => string | undefined = () => 'not ready';

  @state() private first = -1;

  private assignForm(s: State) {
    const first = this.first < 0 || this.first > s.toAssign ? s.toAssign : this.first;
    const a: Action = { type: 'assign-ip', first };
    return html`<div class="line" @umpire-change=${(e: CustomEvent<{ value: boolean | number | string }>) => (e.stopPropagation(), (this.first = Number(e.detail.value)))}>
        <span>1st Division gets</span><umpire-stepper name="first" label="IP to the 1st Division" .value=${first} min="0" .max=${s.toAssign}></umpire-stepper>
        <span>29th Division gets ${s.toAssign - first}</span>
      </div>
      <div class="acts">${actButton(this, a, `Assign: ${first} to the 1st, ${s.toAssign - first} to the 29th`, this.dice)}</div>`;
  }

  private renderActions(s: State, d: GameData) {
    const p = s.pending;
    if (p?.kind === 'advance' && s.attack) {
      return html`<umpire-bo-advance-form .target=${s.attack.target} .units=${this.advancers} .data=${d} .check=${this.check}></umpire-bo-advance-form>`;
    }
    if (!p && s.phase === 'points') return this.assignForm(s);
    const free = !p && s.phase === 'activation';
    const list = this.legal.filter((a) => a.type !== 'play-card' && a.type !== 'keep-cards' && a.type !== 'mine-engineer' && !(free && ON_MAP.has(a.type)));
    return html`
      ${list.length ? html`<div class="acts" role="group" aria-label="Actions due now">${list.map((a) => actButton(this, a, actionText(a, d), this.dice, a.type === 'end-turn' ? 'end' : ''))}</div>` : nothing}
      ${p?.kind === 'mine' ? html`<umpire-bo-engineer-form .ep=${s.ep} .ip=${s.ip} .dice=${this.dice} .data=${d} .check=${this.check}></umpire-bo-engineer-form>` : nothing}
      ${p?.kind === 'opening' ? html`<p class="hint">Choose the card to return from the three shown under Opening draw.</p>` : nothing}
      ${free ? html`<p class="hint">Tap a highlighted square (or move to it with the arrow keys and press Enter) to move, probe, attack, release reinforcements or send engineers.</p>` : nothing}
      ${p?.kind === 'attack-ready' || p?.kind === 'event-result' ? html`<p class="hint">Cards that apply now can be played from the hand below.</p>` : nothing}`;
  }

  override render() {
    const s = this.state;
    const d = this.data;
    if (!s || !d) return nothing;
    const prompt = this.status?.prompts[0];
    return html`
      ${prompt ? html`<p class="prompt">${prompt}</p>` : nothing}
      ${this.need > 0 || this.dice.mode === 'typed' ? html`<umpire-bo-dice .mode=${this.dice.mode} .typed=${this.dice.typed} .need=${this.need}></umpire-bo-dice>` : nothing}
      ${s.phase === 'over' && s.result ? html`<p class="prompt" role="status">${s.result.label}: ${s.result.vp} VP, ${s.result.gaps} Gaps, ${s.result.exits} Exits</p>` : nothing}
      ${this.renderActions(s, d)}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-bo-now': OmahaNow;
  }
}

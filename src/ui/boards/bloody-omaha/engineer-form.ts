import { html, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { AnyProcedure, RulesContext } from '../../../engine/index.ts';
import type { GameData } from '../../../systems/bloody-omaha/game/data.ts';
import type { Action, State } from '../../../systems/bloody-omaha/game/types.ts';
import { UmpireElement } from '../../base.ts';
import { shared } from '../../styles.ts';
import '../../controls/number-stepper.ts';
import { actStyles } from './act-button.ts';
import { formStyles } from './form-styles.ts';
import { dueRoll } from './roll.ts';
import './roll.ts';

/**
 * Engineers on a Beach Obstacle or a Mine Field (8.2c, 8.5, 11.4): how many EPs, and how their IP cost (one
 * per EP) is shared between the divisions; then the roll with its odds. check() decides; its reason shows.
 */
@customElement('umpire-bo-engineer-form')
export class EngineerForm extends UmpireElement {
  static override styles = [shared, actStyles, formStyles];

  /** A square (the Engineer action) or empty for the Mine Field met in an attack. */
  @property() square = '';
  @property({ attribute: false }) state?: State;
  @property({ attribute: false }) data?: GameData;
  @property({ attribute: false }) ctx?: RulesContext;
  @property({ attribute: false }) procedures: readonly AnyProcedure[] = [];
  @property({ attribute: false }) check: (a: Action) => string | undefined = () => 'not ready';

  @state() private eps = 1;
  @state() private first = -1;

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('square')) {
      this.eps = 1;
      this.first = -1;
    }
  }

  private max(s: State): number {
    return Math.max(1, Math.min(s.ep, s.ip['1st'] + s.ip['29th']));
  }

  /** The 1st Division's share: the player's, or by default as much as the division with more IP can give. */
  private firstShare(s: State): number {
    if (this.first >= 0) return Math.min(this.first, this.eps);
    const big = s.ip['1st'] >= s.ip['29th'] ? '1st' : '29th';
    const fromBig = Math.min(this.eps, s.ip[big]);
    return big === '1st' ? fromBig : this.eps - fromBig;
  }

  private onChange(e: CustomEvent<{ name: string; value: boolean | number | string }>): void {
    e.stopPropagation();
    const v = Number(e.detail.value);
    if (e.detail.name === 'eps') this.eps = v;
    else this.first = v;
  }

  override render() {
    const s = this.state;
    if (!s || !this.ctx) return html``;
    const first = this.firstShare(s);
    const payIp = { '1st': first, '29th': this.eps - first };
    const a: Action = this.square
      ? { type: 'engineer', square: this.square, eps: this.eps, payIp }
      : { type: 'mine-engineer', eps: this.eps, payIp };
    const why = this.check(a);
    const due = why ? undefined : dueRoll(s, a, this.ctx, this.procedures);
    return html`<fieldset @umpire-change=${this.onChange}>
      <legend>Engineers ${this.square ? `on ${this.square}` : 'on the Mine Field'}</legend>
      <div class="line">
        <span class="who">EPs spent</span
        ><umpire-stepper name="eps" label="EPs spent" .value=${this.eps} min="1" .max=${this.max(s)}></umpire-stepper>
      </div>
      <div class="line">
        <span class="who">IP from 1st</span
        ><umpire-stepper
          name="first"
          label="IP paid by the 1st Division"
          .value=${first}
          min="0"
          .max=${this.eps}
        ></umpire-stepper>
        <span class="muted">29th pays ${this.eps - first} (IP 1st ${s.ip['1st']}, 29th ${s.ip['29th']})</span>
      </div>
      ${why ? html`<p class="why" role="status">${why}</p>` : html`<umpire-bo-roll .due=${due} .ctx=${this.ctx} verb="Send the engineers"></umpire-bo-roll>`}
    </fieldset>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-bo-engineer-form': EngineerForm;
  }
}

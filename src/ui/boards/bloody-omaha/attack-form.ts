import { html, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { GameData } from '../../../systems/bloody-omaha/game/data.ts';
import type { Action } from '../../../systems/bloody-omaha/game/types.ts';
import type { IpPool } from '../../../systems/bloody-omaha/scenario.ts';
import { UmpireElement } from '../../base.ts';
import { shared } from '../../styles.ts';
import { actButton, actStyles } from './act-button.ts';
import { actionText } from './describe.ts';
import { formStyles } from './form-styles.ts';
import { checkedOf, valueOf } from '../../fields.ts';

export interface AttackChoice {
  readonly target: string;
  /** Squares next to the target with units that may attack, and the divisions present in each. */
  readonly sources: readonly { readonly square: string; readonly pools: readonly IpPool[] }[];
}

/**
 * An attack from one or more squares (13.1): which squares join (1 IP each, 11.3) and, where both divisions
 * stand, which one pays. check() decides; its reason shows as you choose.
 */
@customElement('umpire-bo-attack-form')
export class AttackForm extends UmpireElement {
  static override styles = [shared, actStyles, formStyles];

  @property({ attribute: false }) choices: readonly AttackChoice[] = [];
  /** The square the player selected: ticked by default when it is a source. */
  @property() origin = '';
  @property({ attribute: false }) data?: GameData;
  @property({ attribute: false }) check: (a: Action) => string | undefined = () => 'not ready';

  @state() private target = '';
  @state() private from: string[] = [];
  @state() private pay: Record<string, string> = {};

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('choices') || changed.has('origin')) {
      const keep = this.choices.find((c) => c.target === this.target);
      const c = keep ?? this.choices[0];
      if (!keep || changed.has('origin')) this.reset(c?.target ?? '');
    }
  }

  private reset(target: string): void {
    this.target = target;
    const c = this.choices.find((x) => x.target === target);
    const srcs = c?.sources.map((s) => s.square) ?? [];
    this.from = srcs.includes(this.origin) ? [this.origin] : srcs.slice(0, 1);
    this.pay = {};
  }

  private action(): Action | undefined {
    if (!this.target || !this.from.length) return undefined;
    const pay = this.from.map((sq) => this.pay[sq]);
    const anyPay = pay.some((p) => p === '1st' || p === '29th');
    return {
      type: 'attack',
      target: this.target,
      from: this.from.slice(),
      ...(anyPay
        ? { pay: pay.map((p, i) => (p === '1st' || p === '29th' ? p : this.defaultPay(this.from[i] ?? ''))) }
        : {}),
    };
  }

  private defaultPay(sq: string): IpPool {
    const c = this.choices.find((x) => x.target === this.target);
    return c?.sources.find((s) => s.square === sq)?.pools[0] ?? '1st';
  }

  private toggle(sq: string, on: boolean): void {
    const c = this.choices.find((x) => x.target === this.target);
    const order = c?.sources.map((s) => s.square) ?? [];
    const set = new Set(this.from);
    if (on) set.add(sq);
    else set.delete(sq);
    this.from = order.filter((s) => set.has(s));
  }

  override render() {
    const c = this.choices.find((x) => x.target === this.target);
    if (!c) return html``;
    const a = this.action();
    const why = a ? this.check(a) : 'tick at least one attacking square';
    return html`<fieldset>
      <legend>Attack ${this.choices.length > 1 ? '' : this.target}</legend>
      ${
        this.choices.length > 1
          ? html`<div class="line">
              <span class="who">Target</span>
              <select aria-label="Square attacked" @change=${(e: Event) => this.reset(valueOf(e))}>
                ${this.choices.map((x) => html`<option value=${x.target} ?selected=${x.target === this.target}>${x.target}</option>`)}
              </select>
            </div>`
          : ''
      }
      ${c.sources.map(
        (s) =>
          html`<div class="line">
            <label class="check"
              ><input
                type="checkbox"
                .checked=${this.from.includes(s.square)}
                @change=${(e: Event) => this.toggle(s.square, checkedOf(e))}
              />from ${s.square}</label
            >
            ${
              s.pools.length > 1 && this.from.includes(s.square)
                ? html`<select
                    aria-label=${`Division that pays for ${s.square}`}
                    @change=${(e: Event) => (this.pay = { ...this.pay, [s.square]: valueOf(e) })}
                  >
                    <option value="">paid by either</option>
                    <option value="1st">1st pays</option>
                    <option value="29th">29th pays</option>
                  </select>`
                : ''
            }
          </div>`,
      )}
      ${why ? html`<p class="why" role="status">${why}</p>` : ''}
      ${a && !why && this.data ? html`<div class="acts">${actButton(this, a, actionText(a, this.data))}</div>` : ''}
    </fieldset>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-bo-attack-form': AttackForm;
  }
}

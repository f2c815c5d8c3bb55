import { html, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { Action } from '../../../systems/bloody-omaha/game/types.ts';
import { UmpireElement } from '../../base.ts';
import { shared } from '../../styles.ts';
import { actButton, actStyles } from './act-button.ts';
import { actionText } from './describe.ts';
import type { GameData } from '../../../systems/bloody-omaha/game/data.ts';
import { formStyles } from './form-styles.ts';
import type { UnitView } from './model.ts';
import { valueOf } from '../../fields.ts';

/**
 * Splitting a stack: each unit of the square stays or steps to a neighbouring square (one IP moves them all,
 * 11.1), and the division that pays when both are present. check() decides; its reason shows as you choose.
 */
@customElement('umpire-bo-move-form')
export class MoveForm extends UmpireElement {
  static override styles = [shared, actStyles, formStyles];

  @property() from = '';
  @property({ attribute: false }) units: readonly UnitView[] = [];
  @property({ attribute: false }) destinations: readonly string[] = [];
  @property({ attribute: false }) pools: readonly ('1st' | '29th')[] = [];
  @property({ attribute: false }) data?: GameData;
  @property({ attribute: false }) check: (a: Action) => string | undefined = () => 'not ready';

  @state() private dest: Record<string, string> = {};
  @state() private pay = '';

  override willUpdate(changed: PropertyValues<this>): void {
    const ids = new Set(this.units.map((u) => u.id));
    if (changed.has('from') || Object.keys(this.dest).some((k) => !ids.has(k))) {
      this.dest = {};
      this.pay = '';
    }
  }

  private action(): Action | undefined {
    const moves = this.units.flatMap((u) => {
      const to = this.dest[u.id];
      return to ? [{ unit: u.id, to }] : [];
    });
    if (!moves.length) return undefined;
    return {
      type: 'move',
      from: this.from,
      moves,
      ...(this.pay === '1st' || this.pay === '29th' ? { pay: this.pay } : {}),
    };
  }

  override render() {
    const a = this.action();
    const why = a ? this.check(a) : 'choose where at least one unit goes';
    return html`<fieldset>
      <legend>Move units from ${this.from}</legend>
      ${this.units.map(
        (u) =>
          html`<div class="line">
            <span class="who">${u.id}</span>
            <select
              aria-label=${`Where ${u.id} goes`}
              .value=${this.dest[u.id] ?? ''}
              @change=${(e: Event) => (this.dest = { ...this.dest, [u.id]: valueOf(e) })}
            >
              <option value="">stays in ${this.from}</option>
              ${this.destinations.map((d) => html`<option value=${d} ?selected=${this.dest[u.id] === d}>to ${d}</option>`)}
            </select>
          </div>`,
      )}
      ${
        this.pools.length > 1
          ? html`<div class="line">
              <span class="who">Paid by</span>
              <select aria-label="Division that pays" @change=${(e: Event) => (this.pay = valueOf(e))}>
                <option value="">the division with more IP</option>
                <option value="1st">1st Division</option>
                <option value="29th">29th Division</option>
              </select>
            </div>`
          : ''
      }
      ${why ? html`<p class="why" role="status">${why}</p>` : ''}
      ${a && !why && this.data ? html`<div class="acts">${actButton(this, a, actionText(a, this.data))}</div>` : ''}
    </fieldset>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-bo-move-form': MoveForm;
  }
}

import { html, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { GameData } from '../../../systems/bloody-omaha/game/data.ts';
import type { Action } from '../../../systems/bloody-omaha/game/types.ts';
import { UmpireElement } from '../../base.ts';
import { shared } from '../../styles.ts';
import { actButton, actStyles } from './act-button.ts';
import { actionText } from './describe.ts';
import { formStyles } from './form-styles.ts';
import type { UnitView } from './model.ts';
import { checkedOf } from '../../fields.ts';

/** The advance into a cleared square (13.5): any of the attackers, within the stacking limit check() enforces. */
@customElement('umpire-bo-advance-form')
export class AdvanceForm extends UmpireElement {
  static override styles = [shared, actStyles, formStyles];

  @property() target = '';
  @property({ attribute: false }) units: readonly UnitView[] = [];
  @property({ attribute: false }) data?: GameData;
  @property({ attribute: false }) check: (a: Action) => string | undefined = () => 'not ready';

  @state() private chosen: string[] = [];

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('target') || changed.has('units'))
      this.chosen = this.chosen.filter((id) => this.units.some((u) => u.id === id));
  }

  override render() {
    const a: Action = { type: 'advance', units: this.units.filter((u) => this.chosen.includes(u.id)).map((u) => u.id) };
    const why = this.check(a);
    const cf = this.units.filter((u) => this.chosen.includes(u.id)).reduce((n, u) => n + u.cf, 0);
    return html`<fieldset>
      <legend>Advance into ${this.target}</legend>
      ${this.units.map(
        (u) =>
          html`<div class="line">
            <label class="check"
              ><input
                type="checkbox"
                .checked=${this.chosen.includes(u.id)}
                @change=${(e: Event) => (this.chosen = checkedOf(e) ? [...this.chosen, u.id] : this.chosen.filter((x) => x !== u.id))}
              />${u.id} (${u.cf} CF${u.tank ? `, Tank +${u.tank}` : ''})</label
            >
          </div>`,
      )}
      <p class="muted">${cf} CF chosen.</p>
      ${why ? html`<p class="why" role="status">${why}</p>` : html`<div class="acts">${actButton(this, a, this.data ? actionText(a, this.data) : 'Advance')}</div>`}
    </fieldset>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-bo-advance-form': AdvanceForm;
  }
}

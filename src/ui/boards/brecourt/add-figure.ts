import { html, css } from 'lit';
import { fieldLook } from '../../field-look.ts';
import { customElement, property, state } from 'lit/decorators.js';
import { UmpireElement } from '../../base.ts';
import { icons } from '../../icons.ts';
import { shared } from '../../styles.ts';
import { fieldRowStyles } from './field-rows.ts';
import { play } from './events.ts';
import {
  GERMAN_WEAPONS,
  SIDES,
  US_WEAPONS,
  WEAPONS,
  type Side,
  type Weapon,
} from '../../../systems/brecourt/scenario.ts';
import { weaponLabel } from '../../../systems/brecourt/game/words.ts';
import '../../controls/segmented-control.ts';
import '../../controls/number-stepper.ts';
import { valueOf } from '../../fields.ts';
import { isOneOf } from '../../../engine/index.ts';

/** A new figure for either side: name, weapon, grenades. */
@customElement('umpire-bc-add-figure')
export class BrecourtAddFigure extends UmpireElement {
  static override styles = [
    shared,
    fieldRowStyles,
    css`
      :host {
        display: block;
      }
      form {
        display: grid;
        gap: 0.5rem;
        padding: 0.4rem 0 0.2rem;
      }
      .field > span {
        min-width: 6rem;
        font-weight: 600;
      }
      input,
      select {
        ${fieldLook}
      }
      input {
        flex: 1 1 12rem;
      }
    `,
  ];

  @property({ type: Boolean }) busy = false;
  @state() private name = '';
  @state() private side: Side = 'us';
  @state() private weapon: Weapon = 'rifle';
  @state() private grenades = 1;

  override render() {
    const weapons = this.side === 'us' ? US_WEAPONS : GERMAN_WEAPONS;
    return html`<form @submit=${this.submit} aria-label="Add a figure">
      <label class="field"
        ><span>Name</span
        ><input
          type="text"
          maxlength="80"
          required
          .value=${this.name}
          @input=${(e: Event) => (this.name = valueOf(e))}
          placeholder="e.g. Pvt Joe Domingus"
      /></label>
      <div class="field">
        <span>Side</span>
        <umpire-segmented
          name="side"
          label="Side"
          .value=${this.side}
          .options=${[
            { value: 'us', label: 'US paratrooper' },
            { value: 'german', label: 'German' },
          ]}
          @umpire-change=${(e: CustomEvent<{ value: boolean | number | string }>) => {
            e.stopPropagation();
            if (!isOneOf(SIDES, e.detail.value)) return;
            this.side = e.detail.value;
            this.grenades = this.side === 'us' ? 1 : 0;
          }}
        ></umpire-segmented>
      </div>
      <label class="field"
        ><span>Weapon</span>
        <select @change=${(e: Event) => this.pickWeapon(valueOf(e))}>
          ${weapons.map((w) => html`<option value=${w} ?selected=${w === this.weapon}>${weaponLabel(w)}</option>`)}
        </select></label
      >
      ${
        this.side === 'us'
          ? html`<div class="field">
              <span>Grenades</span
              ><umpire-stepper
                name="grenades"
                label="Grenades"
                .value=${this.grenades}
                .min=${0}
                .max=${10}
                @umpire-change=${(e: CustomEvent<{ value: boolean | number | string }>) => {
                  e.stopPropagation();
                  this.grenades = Number(e.detail.value);
                }}
              ></umpire-stepper>
            </div>`
          : ''
      }
      <div class="field">
        <button class="btn primary" type="submit" ?disabled=${this.busy || this.name.trim() === ''}>
          ${icons.plus} Add ${this.side === 'us' ? 'paratrooper' : 'German'}
        </button>
      </div>
    </form>`;
  }

  private pickWeapon(value: string): void {
    if (isOneOf(WEAPONS, value)) this.weapon = value;
  }

  private readonly submit = (e: Event): void => {
    e.preventDefault();
    const name = this.name.trim();
    if (!name) return;
    const weapon = (this.side === 'us' ? US_WEAPONS : GERMAN_WEAPONS).includes(this.weapon) ? this.weapon : 'rifle';
    play(this, {
      type: 'add-figure',
      at: Date.now(),
      figure: { name, side: this.side, weapon, grenades: this.side === 'us' ? this.grenades : 0 },
    });
    this.name = '';
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-bc-add-figure': BrecourtAddFigure;
  }
}

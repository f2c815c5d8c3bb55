import { html, css, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { AnyProcedure, RollPreview, RulesContext } from '../../../engine/index.ts';
import { UmpireElement } from '../../base.ts';
import { icons } from '../../icons.ts';
import { shared } from '../../styles.ts';
import type { Choice } from './choices.ts';
import '../../procedure/board-roll.ts';

/** A choice that rolls, waiting for its dice: the roll it makes (crowbarGame.rollFor) and its procedure. */
export interface PendingRoll {
  readonly choice: Choice;
  readonly preview: RollPreview;
  readonly procedure: AnyProcedure;
  readonly ctx: RulesContext;
  /** Back to the choices without rolling. */
  readonly cancel: () => void;
}

/**
 * The odds of a roll before it is made (umpire-board-roll: who rolls for what, the dice, the chance of each
 * outcome from the procedure that resolves it), then Roll or the dice thrown at the table; or back.
 * umpire-roll goes up to the board, which sends the choice with the dice.
 */
@customElement('umpire-crowbar-roll')
export class CrowbarRollCard extends UmpireElement {
  static override styles = [
    shared,
    css`
      :host {
        display: block;
        padding: 0.45rem 0.7rem 0.55rem;
      }
      .head {
        display: flex;
        align-items: center;
        gap: 0.4rem;
        margin-bottom: 0.3rem;
      }
      .head h3 {
        flex: 1;
        font-size: 1rem;
        margin: 0;
      }
    `,
  ];

  @property({ attribute: false }) roll?: PendingRoll;
  @property({ type: Boolean }) busy = false;

  override render() {
    const r = this.roll;
    if (!r) return nothing;
    return html`<div class="head">
        <button class="btn ghost icon" aria-label="Back to the choices" @click=${() => r.cancel()}>
          ${icons.back}
        </button>
        <h3>${r.choice.label}</h3>
      </div>
      <umpire-board-roll
        .procedure=${r.procedure}
        .ctx=${r.ctx}
        .inputs=${r.preview.inputs}
        about=${r.preview.about ?? ''}
        verb=${'Roll'}
        ?busy=${this.busy}
      ></umpire-board-roll>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-crowbar-roll': CrowbarRollCard;
  }
}

import { css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import {
  firstFaceRoll,
  modifierText,
  outcomeLabel,
  stableKey,
  type AnyProcedure,
  type DiceRoll,
  type Modifier,
  type RulesContext,
} from '../../../engine/index.ts';
import { rollFor } from '../../../systems/bloody-omaha/game/game.ts';
import type { Action, State } from '../../../systems/bloody-omaha/game/types.ts';
import { UmpireElement } from '../../base.ts';
import type { OddsBar } from '../../procedure/odds-chart.ts';
import '../../procedure/board-roll.ts';

/** A roll the game is about to make: the action, and the procedure and inputs that will resolve it. */
export interface DueRoll {
  readonly action: Action;
  readonly procedure: AnyProcedure;
  readonly inputs: Readonly<Record<string, number | string | boolean>>;
  readonly about: string;
}

/** The roll `a` would make now (undefined when it makes none or is not legal), from the game's own rollFor. */
export function dueRoll(
  s: State,
  a: Action,
  ctx: RulesContext,
  procedures: readonly AnyProcedure[],
): DueRoll | undefined {
  const p = rollFor(s, a, ctx);
  const procedure = p && procedures.find((x) => x.id === p.procedure);
  return p && procedure ? { action: a, procedure, inputs: p.inputs, about: p.about ?? procedure.title } : undefined;
}

/** The exact odds of the roll, as the odds chart draws them. */
export function oddsBars(due: DueRoll, ctx: RulesContext): OddsBar[] {
  return due.procedure
    .odds(due.inputs, ctx)
    .map((o) => ({ key: stableKey(o.outcome), label: outcomeLabel(due.procedure, o.outcome), p: o.p }));
}

/** The DRMs the roll will take, read from the procedure (they do not hang on the die), so they show before it. */
export function dueModifiers(due: DueRoll, ctx: RulesContext): readonly Modifier[] {
  return due.procedure.resolve(due.inputs, firstFaceRoll(due.procedure.dice(due.inputs, ctx)), ctx).modifiers;
}

/** The action with the dice thrown at the table, one face per die in the procedure's group order. */
export function withDice(due: DueRoll, ctx: RulesContext, roll: DiceRoll | undefined): Action {
  if (!roll) return due.action;
  const dice = due.procedure.dice(due.inputs, ctx).flatMap((g) => (roll[g.name] ?? []).map(Number));
  return { ...due.action, dice } as Action;
}

/**
 * A roll of the board: who rolls for what, its DRMs, the exact odds from the procedure that resolves it, then "Roll" or
 * the dice thrown; sends the game action (with the typed dice) as `umpire-game-action`.
 */
@customElement('umpire-bo-roll')
export class OmahaRoll extends UmpireElement {
  static override styles = css`
    .drms {
      margin: 0 0 0.35rem;
      font-size: 0.9rem;
    }
  `;

  @property({ attribute: false }) due?: DueRoll;
  @property({ attribute: false }) ctx?: RulesContext;
  @property() verb = 'Roll';

  private readonly onRoll = (e: CustomEvent<{ dice?: DiceRoll }>): void => {
    e.stopPropagation();
    if (this.due && this.ctx) this.emit('umpire-game-action', { action: withDice(this.due, this.ctx, e.detail.dice) });
  };

  override render() {
    const d = this.due;
    if (!d || !this.ctx) return nothing;
    const drms = dueModifiers(d, this.ctx);
    const net = drms.reduce((n, m) => n + m.amount, 0);
    return html`${
        drms.length
          ? html`<p class="drms">
              DRMs: ${drms.map((m) => `${modifierText(m)} (${m.source.replace(/\s*\((.*)\)$/, ', $1')})`).join(', ')};
              net ${net > 0 ? '+' : ''}${net}
            </p>`
          : nothing
      }<umpire-board-roll
        .procedure=${d.procedure}
        .ctx=${this.ctx}
        .inputs=${d.inputs}
        about=${d.about}
        verb=${this.verb}
        @umpire-roll=${this.onRoll}
      ></umpire-board-roll>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-bo-roll': OmahaRoll;
  }
}

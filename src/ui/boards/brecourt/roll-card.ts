import { html, css, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { UmpireElement } from '../../base.ts';
import { icons } from '../../icons.ts';
import { shared } from '../../styles.ts';
import { tapRow } from '../../tap-row.ts';
import {
  stableKey,
  type AnyProcedure,
  type DiceRoll,
  type InputValue,
  type RulesContext,
} from '../../../engine/index.ts';
import type { BrecourtState } from '../../../systems/brecourt/game/types.ts';
import { nearSide } from '../../../systems/brecourt/settings.ts';
import { aboutParties } from '../../../systems/brecourt/game/resolve.ts';
import { send } from './events.ts';
import { rollFrameStyles } from './roll-frame.ts';
import {
  certainResult,
  modifiersOf,
  previewRoll,
  rollAction,
  tableFacts,
  type BrecourtGame,
  type Facts,
  type RollTarget,
  type TableFact,
} from './roll-model.ts';
import '../../procedure/board-roll.ts';
import '../../controls/segmented-control.ts';
import '../../controls/number-stepper.ts';
import '../../controls/toggle-switch.ts';

/** "In the open" -> "Open", "Light cover" -> "Light": the option's word that differs, to fit beside the roster. */
function shortOption(label: string): string {
  const word = label.replace(/^In the /, '').replace(/ cover$/, '');
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * A roll set up on the board, before it is made: who rolls for what, the few things only the table can tell
 * (the range measured, the cover seen), the dice with their modifiers, the exact odds, then Roll or the dice
 * thrown. The roll is sent as the game's own action, so its result belongs to the game.
 */
@customElement('umpire-bc-roll')
export class BrecourtRollCard extends UmpireElement {
  static override styles = [
    shared,
    rollFrameStyles,
    css`
      header {
        display: flex;
        align-items: flex-start;
        gap: 0.5rem;
      }
      h3 {
        font-size: 1.05rem;
        line-height: 1.3;
        margin: 0;
        flex: 1;
      }
      .btn.small {
        padding: 0 0.7rem;
        font-size: 0.92rem;
      }
      .facts {
        display: grid;
        gap: 0.45rem;
      }
      .fact {
        display: grid;
        gap: 0.25rem;
      }
      .fact > .label {
        font-weight: 650;
        font-size: 0.95rem;
      }
      .fact.row {
        grid-template-columns: 1fr auto;
        align-items: center;
      }
      .need {
        outline: 2px dashed var(--warn);
        outline-offset: 3px;
        border-radius: var(--radius);
      }
      .chips {
        display: flex;
        flex-wrap: wrap;
        gap: 0.3rem;
      }
      .chip {
        font-size: 0.85rem;
      }
      .chip.neg b {
        color: var(--danger);
      }
      .ask,
      .why,
      .hint {
        margin: 0;
        font-weight: 600;
      }
      .hint {
        color: var(--ink-2);
      }
      .why {
        color: var(--warn);
      }
      .tables summary {
        ${tapRow}
        color: var(--ink-2);
        font-size: 0.9rem;
      }
      .tables .links {
        display: flex;
        flex-wrap: wrap;
        gap: 0.3rem;
      }
      .tables a {
        text-decoration: none;
        color: inherit;
        min-height: var(--tap);
        font-size: 0.85rem;
      }
    `,
  ];

  @property({ attribute: false }) state!: BrecourtState;
  @property({ attribute: false }) ctx!: RulesContext;
  @property({ attribute: false }) game!: BrecourtGame;
  @property({ attribute: false }) procedure!: AnyProcedure;
  @property({ attribute: false }) roll!: RollTarget;
  /** What the referee has told the board so far. */
  @property({ attribute: false }) facts: Facts = {};
  @property({ type: Boolean }) busy = false;
  /** What else may be tapped for this roll (more figures under a template), if anything. */
  @property() hint = '';

  override render() {
    const { state, ctx, game, procedure: proc, roll } = this;
    if (!state || !ctx || !game || !proc || !roll) return nothing;
    const facts = tableFacts(proc, roll, state, ctx);
    const missing = facts.filter((f) => f.required && this.facts[f.input.name] === undefined);
    const { preview, why } = previewRoll(game, state, rollAction(roll, this.facts), ctx);
    const mods = preview ? modifiersOf(proc, preview.inputs, ctx) : [];
    const certain = preview ? certainResult(proc, preview.inputs, ctx) : undefined;
    return html`<section aria-labelledby="roll-h">
      <header>
        <h3 id="roll-h">${aboutParties(state, { type: 'roll', ...roll })}</h3>
        <button class="btn small" @click=${() => send(this, 'bc-cancel', {})}>Cancel</button>
      </header>
      ${this.hint ? html`<p class="hint">${this.hint}</p>` : nothing}
      ${facts.length ? html`<div class="facts">${facts.map((f) => this.fact(f))}</div>` : nothing}
      ${mods.length && !missing.length ? html`<div class="chips" aria-label="Modifiers">${mods.map((m) => html`<span class=${`chip ${m.amount < 0 ? 'neg' : ''}`}>${m.label} <b>${m.amount > 0 ? '+' : ''}${m.amount}</b></span>`)}</div>` : nothing}
      ${
        missing.length
          ? html`<p class="ask" role="status">
              To see the odds and roll: ${missing.map((f) => f.ask ?? f.input.label).join('; ')}.
            </p>`
          : why && !/apply or leave the roll waiting/.test(why)
            ? html`<p class="why" role="status">${why.charAt(0).toUpperCase()}${why.slice(1)}.</p>`
            : certain
              ? html`<p class="certain" role="status">${certain.words}.</p>
                  <button
                    class="btn primary"
                    ?disabled=${this.busy || why !== undefined}
                    @click=${() => send(this, 'bc-roll', {})}
                  >
                    ${icons.check} ${certain.summary}: no roll
                  </button>`
              : preview
                ? html`<umpire-board-roll
                    .procedure=${proc}
                    .ctx=${ctx}
                    .inputs=${preview.inputs}
                    subject=${stableKey(roll)}
                    verb=${proc.dice(preview.inputs, ctx).length ? 'Roll' : 'Resolve'}
                    ?busy=${this.busy || why !== undefined}
                    @umpire-roll=${(e: CustomEvent<{ dice?: DiceRoll }>) => {
                      e.stopPropagation();
                      send(this, 'bc-roll', e.detail.dice ? { dice: e.detail.dice } : {});
                    }}
                  ></umpire-board-roll>`
                : nothing
      }
      <details class="tables">
        <summary>Tables used (${proc.tables.length})</summary>
        <div class="links">${proc.tables.map((id) => this.tableLink(id))}</div>
      </details>
    </section>`;
  }

  private fact(f: TableFact) {
    const name = f.input.name;
    const value = this.facts[name] ?? f.suggested;
    const need = f.required && this.facts[name] === undefined;
    const set = (v: InputValue): void => send(this, 'bc-fact', { name, value: v });
    if (f.band) {
      const b = f.band;
      const side = typeof value === 'number' ? (nearSide(value, b.edge, b.edgeIsNear) ? 'near' : 'far') : '';
      return html`<div class=${`fact ${need ? 'need' : ''}`}>
        <span class="label">${f.input.label}</span>
        <umpire-segmented
          name=${name}
          label=${f.input.label}
          .value=${side}
          .options=${[
            { value: 'near', label: b.near.label },
            { value: 'far', label: b.far.label },
          ]}
          @umpire-change=${(e: CustomEvent<{ value: InputValue }>) => {
            e.stopPropagation();
            set(e.detail.value === 'near' ? b.near.inches : b.far.inches);
          }}
        ></umpire-segmented>
      </div>`;
    }
    const stop = (e: CustomEvent<{ value: InputValue }>): void => {
      e.stopPropagation();
      set(e.detail.value);
    };
    switch (f.input.type) {
      case 'boolean':
        return html`<umpire-switch
          name=${name}
          label=${f.input.label}
          ?checked=${value === true}
          @umpire-change=${stop}
        ></umpire-switch>`;
      case 'integer':
        return html`<div class="fact row">
          <span class="label">${f.input.label}</span
          ><umpire-stepper
            name=${name}
            label=${f.input.label}
            .value=${Number(value ?? 0)}
            .min=${f.input.min ?? 0}
            .max=${f.input.max ?? 99}
            @umpire-change=${stop}
          ></umpire-stepper>
        </div>`;
      case 'choice':
        return html`<div class=${`fact ${need ? 'need' : ''}`}>
          <span class="label">${f.input.label}</span
          ><umpire-segmented
            name=${name}
            label=${f.input.label}
            .value=${value === undefined ? '' : String(value)}
            .options=${(f.input.options ?? []).map((o) => ({ value: String(o.value), label: shortOption(o.label) }))}
            @umpire-change=${stop}
          ></umpire-segmented>
        </div>`;
    }
  }

  private tableLink(id: string) {
    let title = id;
    let provisional = false;
    try {
      const t = this.ctx.table(id);
      title = t.title;
      provisional = t.provisional === true || t.rows.some((r) => r.provisional);
    } catch {
      return nothing;
    }
    return html`<a class="chip" href=${`#/tables/brecourt/${encodeURIComponent(id)}`}
      >${icons.table} ${title}${provisional ? html` <span class="badge provisional">provisional</span>` : nothing}</a
    >`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-bc-roll': BrecourtRollCard;
  }
}

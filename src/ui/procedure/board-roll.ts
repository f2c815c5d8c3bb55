import { html, css, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { UmpireElement } from '../base.ts';
import { icons } from '../icons.ts';
import { shared } from '../styles.ts';
import { SettingsController } from '../app-settings.ts';
import {
  checkRoll,
  outcomeLabel,
  stableKey,
  type AnyProcedure,
  type DiceGroup,
  type DiceRoll,
  type Face,
  type InputValues,
  type RulesContext,
} from '../../engine/index.ts';
import { diceLabel } from './format.ts';
import { TypedDraft } from './typed-draft.ts';
import type { OddsBar } from './odds-chart.ts';
import './odds-chart.ts';
import './dice-entry.ts';
import { errorMessage } from '../../engine/index.ts';

/**
 * A roll the board is about to make, shown before it is made: who rolls for what, the dice, the exact odds of
 * each outcome (from the procedure that resolves it), then "Roll" or the dice thrown at the table. Sends
 * `umpire-roll` with the typed dice (none: Umpire rolls); the board turns that into its game action.
 */
@customElement('umpire-board-roll')
export class BoardRoll extends UmpireElement {
  static override styles = [
    shared,
    css`
      :host {
        display: block;
      }
      .about {
        font-weight: 700;
        margin: 0 0 0.15rem;
      }
      .dice {
        color: var(--ink-2);
        font-size: 0.9rem;
        margin: 0 0 0.35rem;
      }
      /* A board whose roll card scrolls inside a small box sets --roll-actions-position: sticky (and the card's
         background in --roll-actions-bg), so Roll stays in sight under a long odds chart. */
      .actions {
        display: flex;
        gap: 0.5rem;
        flex-wrap: wrap;
        margin-top: 0.5rem;
        position: var(--roll-actions-position, static);
        bottom: 0;
        padding-block: 0.35rem;
        background: var(--roll-actions-bg, transparent);
      }
      .actions .btn {
        min-height: var(--tap);
      }
      umpire-dice-entry {
        margin-top: 0.5rem;
      }
      .err {
        color: var(--danger);
        font-size: 0.9rem;
      }
    `,
  ];

  @property({ attribute: false }) procedure?: AnyProcedure;
  @property({ attribute: false }) ctx?: RulesContext;
  @property({ attribute: false }) inputs: InputValues = {};
  /** Who rolls for what, in words. */
  @property() about = '';
  /** Who or what the roll is for, where `about` is left to a heading of the board's own: two figures' rolls with
   * the same inputs are two rolls, and the dice typed for one are not the other's. */
  @property() subject = '';
  /** The button's word for the roll ("Roll to unpin"). */
  @property() verb = 'Roll';
  /** The button that types in what was thrown or drawn at the table ("Enter the card drawn"). */
  @property() enterLabel = 'Enter the dice thrown';
  /** What the typed dice are called on the button that uses them ("with this card"). */
  @property() typedLabel = 'with these dice';
  @property({ type: Boolean }) busy = false;
  @state() private typing = false;
  @state() private typed: Readonly<Record<string, readonly Face[]>> = {};
  private groups: DiceGroup[] = [];
  private bars: OddsBar[] = [];
  private problem = '';
  /** The dice typed here, kept on this device while the roll is being set up (see TypedDraft). */
  private readonly draft = new TypedDraft(localStorage);
  private readonly settings = new SettingsController(this);

  override willUpdate(changed: PropertyValues<this>): void {
    const setUp = ['procedure', 'inputs', 'ctx', 'about', 'subject'] as const;
    if (!setUp.some((k) => changed.has(k))) return;
    const p = this.procedure;
    const ctx = this.ctx;
    this.problem = '';
    if (!p || !ctx) return;
    try {
      this.groups = p.dice(this.inputs, ctx);
      const roll = this.rollName();
      if (!this.draft.shows(location.hash, roll)) {
        const kept = this.draft.takeUp(location.hash, roll, this.groups);
        this.typed = kept ?? {};
        if (kept) this.typing = true;
      }
      this.bars = p
        .odds(this.inputs, ctx)
        .map((o) => ({ key: stableKey(o.outcome), label: outcomeLabel(p, o.outcome), p: o.p }));
    } catch (e) {
      this.groups = [];
      this.bars = [];
      this.typed = {};
      this.problem = errorMessage(e);
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    // A card moved within the page is back before this runs; one its board let go of is not.
    queueMicrotask(() => {
      if (!this.isConnected && this.draft.left(location.hash)) this.typed = {};
    });
  }

  override render() {
    const p = this.procedure;
    if (!p) return nothing;
    const throws = this.groups.some((g) => g.count > 0);
    const typing = throws && (this.typing || this.settings.value.dice === 'type');
    const roll = typing ? this.typedRoll() : undefined;
    return html`
      ${this.about ? html`<p class="about">${this.about}</p>` : nothing}
      <p class="dice">${diceLabel(this.groups) || 'No dice'} · ${p.title} (${p.source})</p>
      <umpire-odds-chart .bars=${this.bars}></umpire-odds-chart>
      ${this.problem ? html`<p class="err" role="alert">${this.problem}</p>` : nothing}
      ${typing ? html`<umpire-dice-entry .groups=${this.groups} .values=${this.typed} @umpire-dice=${this.onDice}></umpire-dice-entry>` : nothing}
      <div class="actions">
        ${
          typing
            ? html`<button
                  class="btn primary"
                  ?disabled=${!roll || this.busy || this.problem !== ''}
                  @click=${() => roll && this.send(roll)}
                >
                  ${icons.check} ${this.verb} ${this.typedLabel}
                </button>
                <button class="btn" ?disabled=${this.busy} @click=${this.letUmpireRoll}>
                  ${icons.dice} Let Umpire roll
                </button>`
            : html`<button
                  class="btn primary"
                  ?disabled=${this.busy || this.problem !== ''}
                  @click=${() => this.send(undefined)}
                >
                  ${throws ? icons.dice : icons.check} ${this.verb}${throws ? ` (${diceLabel(this.groups)})` : ''}
                </button>
                ${throws ? html`<button class="btn" ?disabled=${this.busy} @click=${() => (this.typing = true)}>${this.enterLabel}</button>` : nothing}`
        }
      </div>
    `;
  }

  /** The typed dice once every group owed is complete. */
  private typedRoll(): DiceRoll | undefined {
    try {
      const given: Record<string, readonly Face[]> = {};
      for (const g of this.groups) {
        const have = this.typed[g.name] ?? [];
        if (g.optional && have.length === 0) continue;
        given[g.name] = have;
      }
      return checkRoll(given, this.groups);
    } catch {
      return undefined;
    }
  }

  /** This roll as set up (what is rolled for, by whom, with which dice): the dice typed for it are kept under this name. */
  private rollName(): string {
    const { procedure, about, subject, inputs, groups } = this;
    return [procedure?.id ?? '', about, subject, stableKey(inputs), diceLabel(groups)].join('|');
  }

  private send(dice: DiceRoll | undefined): void {
    this.draft.drop();
    this.emit('umpire-roll', dice ? { dice } : {});
  }

  private readonly letUmpireRoll = (): void => {
    this.typing = false;
    this.typed = {};
    this.draft.drop();
  };

  private readonly onDice = (e: CustomEvent<{ group: string; values: Face[] }>): void => {
    e.stopPropagation();
    this.typed = { ...this.typed, [e.detail.group]: e.detail.values };
    this.draft.type(this.typed);
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-board-roll': BoardRoll;
  }
}

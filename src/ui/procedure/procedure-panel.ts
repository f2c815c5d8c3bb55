import { html, css, nothing, type LitElement, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { UmpireElement, announce } from '../base.ts';
import { icons } from '../icons.ts';
import { shared } from '../styles.ts';
import { setDiceMode, SettingsController } from '../app-settings.ts';
import {
  type AnyProcedure,
  checkRoll,
  defaults,
  type DiceGroup,
  type DiceRoll,
  type Face,
  faceWeights,
  firstFaceRoll,
  type InputDef,
  type InputValue,
  type InputValues,
  type Modifier,
  type Outcome,
  outcomeLabel,
  type ResolvedRoll,
  type RulesContext,
  setMembers,
  stableKey,
  type TableData,
} from '../../engine/index.ts';
import { diceLabel, percent, signed } from './format.ts';
import type { OddsBar } from './odds-chart.ts';
import '../controls/segmented-control.ts';
import '../controls/number-stepper.ts';
import '../controls/toggle-switch.ts';
import './odds-chart.ts';
import './dice-entry.ts';
import { faceText } from './dice-face.ts';
import { checkedOf } from '../fields.ts';
import { dieOf } from './result-card.ts';
import { errorMessage } from '../../engine/index.ts';
import { keptPanelInputs, panelRoll, TypedDraft } from './typed-draft.ts';

const reducedMotion = (): boolean =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The generic procedure panel: rendered entirely from a ProcedureDefinition. Inputs as touch controls, the
 * pool or DRM as chips, the exact odds as a chart that follows every change, then Roll (or the dice typed in),
 * and the result. It never records anything itself: it sends `umpire-resolve`, and the session writes the
 * event first and then hands the result back through `result`.
 */
@customElement('umpire-procedure-panel')
export class ProcedurePanel extends UmpireElement {
  static override styles = [
    shared,
    css`
      :host {
        display: block;
      }
      .head {
        display: grid;
        gap: 0.25rem;
        margin-bottom: 0.75rem;
      }
      h2 {
        font-size: 1.3rem;
      }
      h2:focus {
        outline: none;
      }
      h2:focus-visible {
        outline: 3px solid var(--focus);
        outline-offset: 2px;
      }
      .ref {
        color: var(--ink-2);
        font-weight: 500;
        font-size: 0.95rem;
      }
      .desc {
        color: var(--ink-2);
        line-height: 1.4;
        font-size: 0.95rem;
      }
      .tables {
        display: flex;
        flex-wrap: wrap;
        gap: 0.35rem;
        margin-top: 0.25rem;
      }
      .tables a {
        text-decoration: none;
        color: inherit;
        min-height: 36px;
      }
      section {
        border-top: 1px solid var(--line);
        padding: 0.75rem 0;
      }
      h3 {
        font-size: 0.8rem;
        text-transform: uppercase;
        letter-spacing: 0.06em;
        color: var(--ink-2);
        margin-bottom: 0.5rem;
      }
      .inputs {
        display: grid;
        gap: 0.6rem;
      }
      .field {
        display: grid;
        gap: 0.3rem;
      }
      .field > .label {
        font-weight: 600;
        font-size: 0.95rem;
      }
      fieldset.field {
        border: 0;
        margin: 0;
        padding: 0;
      }
      .checks {
        display: flex;
        flex-wrap: wrap;
        gap: 0.2rem 0.9rem;
      }
      .check {
        display: inline-flex;
        align-items: center;
        gap: 0.35rem;
        min-height: var(--tap);
      }
      .check input {
        width: 1.25rem;
        height: 1.25rem;
        margin: 0;
      }
      .field.row {
        grid-template-columns: 1fr auto;
        align-items: center;
      }
      .help {
        font-size: 0.85rem;
        color: var(--ink-2);
      }
      .chips {
        display: flex;
        flex-wrap: wrap;
        gap: 0.35rem;
        align-items: center;
      }
      .chip.total {
        background: var(--accent);
        color: var(--accent-ink);
        border-color: var(--accent);
        font-weight: 700;
      }
      .chip.neg .amt {
        color: var(--danger);
      }
      .chip.total .src {
        color: inherit;
      }
      .actions {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
        align-items: center;
      }
      .roll {
        min-height: 56px;
        font-size: 1.15rem;
        padding: 0 1.4rem;
        flex: 1 1 12rem;
      }
      .tumble {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem;
        margin-top: 0.6rem;
      }
      .hint {
        font-size: 0.9rem;
        color: var(--ink-2);
      }
      .err {
        color: var(--danger);
        margin-top: 0.5rem;
      }
      .mode {
        margin-bottom: 0.6rem;
      }
    `,
  ];

  @property({ attribute: false }) procedure!: AnyProcedure;
  @property({ attribute: false }) ctx!: RulesContext;
  /** Inputs filled in from the game state or the selection; the referee only corrects them. */
  @property({ attribute: false }) preset?: InputValues;
  /** The latest result of this procedure in this session (set by the session after the write). */
  @property({ attribute: false }) result?: ResolvedRoll;
  /** Set while the session writes the event. */
  @property({ type: Boolean }) busy = false;
  /** A refusal from the session (bad dice, disk full), in one sentence. */
  @property() error = '';

  @state() private values: Record<string, InputValue> = {};
  @state() private typed: Record<string, readonly Face[]> = {};
  @state() private rolling = false;
  @state() private tick = 0;
  @state() private shownResult?: ResolvedRoll;

  private readonly settings = new SettingsController(this);
  /** The dice typed here, kept on this device until the procedure is resolved or set up otherwise (see TypedDraft). */
  private readonly draft = new TypedDraft(localStorage);
  private groups: DiceGroup[] = [];
  private bars: OddsBar[] = [];
  private chips: readonly Modifier[] = [];
  private problem = '';
  private rollTimer = 0;
  /** Set from sending a request until its result arrives: only then is the result announced. */
  private awaiting = false;
  private rollUntil = 0;
  /** True once the user changes an input; until then a result shown from the log may fill the inputs. */
  private edited = false;

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('procedure') || changed.has('preset')) {
      this.values = { ...defaults(this.procedure.inputs), ...(this.preset ?? {}) };
      this.edited = false;
      this.restoreKeptInputs();
      if (changed.has('procedure')) this.shownResult = undefined;
    }
    let adopted = false;
    if (changed.has('result')) {
      if (this.rolling) {
        const wait = Math.max(0, this.rollUntil - Date.now());
        window.setTimeout(() => this.finishRoll(), wait);
      } else {
        this.shownResult = this.result;
        adopted = this.adoptInputsOf(this.result);
      }
    }
    if (changed.has('error') && this.error) {
      this.awaiting = false;
      if (this.rolling) this.finishRoll();
    }
    if (
      adopted ||
      changed.has('procedure') ||
      changed.has('preset') ||
      changed.has('values' as keyof ProcedurePanel) ||
      changed.has('ctx')
    )
      this.recompute();
  }

  /**
   * A result that arrives without a roll from this panel (the session reopened, or the procedure reopened
   * from the log) brings back the inputs it was rolled with, so the card is not shown as stale. Inputs the
   * user typed, or a board's preset that the result disagrees with, are kept.
   */
  private adoptInputsOf(result: ResolvedRoll | undefined): boolean {
    if (!result || this.awaiting || this.edited) return false;
    const preset = this.preset ?? {};
    if (Object.entries(preset).some(([k, v]) => result.inputs[k] !== v)) return false;
    this.values = { ...defaults(this.procedure.inputs), ...result.inputs };
    return true;
  }

  /**
   * Dice typed and kept for this procedure (a reload mid-entry) bring back the inputs they were typed with, unless
   * the board's preset now says otherwise; those inputs count as the referee's own.
   */
  private restoreKeptInputs(): void {
    const kept = keptPanelInputs(localStorage, location.hash, this.procedure.id, this.procedure.inputs);
    if (!kept || Object.entries(this.preset ?? {}).some(([k, v]) => kept[k] !== v)) return;
    this.values = { ...kept };
    this.edited = true;
  }

  private recompute(): void {
    const p = this.procedure;
    this.problem = '';
    try {
      this.groups = p.dice(this.values, this.ctx);
    } catch (e) {
      this.groups = [];
      this.problem = errorMessage(e);
    }
    const roll = panelRoll(p.id, this.values, this.groups);
    if (!this.draft.shows(location.hash, roll)) this.typed = this.draft.takeUp(location.hash, roll, this.groups) ?? {};
    // The modifiers in force, read from a preview resolution (every die on its first face).
    try {
      this.chips = p.resolve(this.values, firstFaceRoll(this.groups), this.ctx).modifiers;
    } catch {
      this.chips = [];
    }
    try {
      this.bars = p
        .odds(this.values, this.ctx)
        .map((o) => ({ key: stableKey(o.outcome), label: outcomeLabel(p, o.outcome), p: o.p }));
    } catch (e) {
      this.bars = [];
      this.problem ||= errorMessage(e);
    }
  }

  override render() {
    const p = this.procedure;
    if (!p) return nothing;
    const mode = this.settings.value.dice;
    const rollingGroups = this.groups.filter((g) => g.count > 0);
    const noDice = rollingGroups.length === 0;
    const shown = this.shownResult;
    const sameInputs = shown ? stableKey(shown.inputs) === stableKey(this.values) : false;
    return html`
      <div class="head">
        <h2 id="ptitle" tabindex="-1"><span class="t">${p.title}</span> <span class="ref">- ${p.source}</span></h2>
        <p class="desc">${p.description}</p>
        ${p.tables.length ? html`<div class="tables">${p.tables.map((t) => this.tableChip(t))}</div>` : nothing}
      </div>
      ${
        p.inputs.length
          ? html`<section aria-labelledby="h-in">
              <h3 id="h-in">Inputs</h3>
              <div class="inputs">${p.inputs.map((d) => this.renderInput(d))}</div>
            </section>`
          : nothing
      }
      <section aria-labelledby="h-pool">
        <h3 id="h-pool">${noDice ? 'Modifiers' : 'Pool and modifiers'}</h3>
        <div class="chips">
          ${this.chips.map(
            (m) =>
              html`<span class=${`chip ${m.amount < 0 ? 'neg' : ''}`} title=${`Source: ${m.source}`}
                >${m.label} <b class="amt">${signed(m.amount)}</b> <span class="src">${m.source}</span></span
              >`,
          )}
          <span class="chip total"
            >${noDice ? 'No dice' : `= ${diceLabel(this.groups)}`}${rollingGroups.length === 1 && rollingGroups[0] && rollingGroups[0].label !== rollingGroups[0].die.label ? html` <span class="src">${rollingGroups[0].label}</span>` : nothing}</span
          >
        </div>
        ${this.problem ? html`<p class="err">${this.problem}</p>` : nothing}
      </section>
      <section aria-labelledby="h-odds">
        <h3 id="h-odds">Odds</h3>
        <umpire-odds-chart
          .bars=${this.bars}
          .highlight=${shown && sameInputs ? stableKey(shown.outcome) : ''}
        ></umpire-odds-chart>
      </section>
      <section aria-labelledby="h-dice">
        <h3 id="h-dice">${noDice ? 'Resolve' : 'Dice'}</h3>
        ${
          noDice
            ? nothing
            : html`<umpire-segmented
                class="mode"
                name="dice"
                label="Who throws the dice"
                .value=${mode}
                .options=${[
                  { value: 'roll', label: 'Umpire rolls' },
                  { value: 'type', label: 'Enter dice' },
                ]}
                @umpire-change=${(e: CustomEvent<{ value: InputValue }>) => setDiceMode(e.detail.value)}
              ></umpire-segmented>`
        }
        ${mode === 'type' && !noDice ? this.renderTyped() : this.renderRoll(noDice)}
        ${this.error ? html`<p class="err" role="alert">${this.error}</p>` : nothing}
      </section>
      ${shown ? html`<umpire-result-card .result=${shown} .groups=${this.groups} .procedure=${p} .ctx=${this.ctx} ?stale=${!sameInputs}></umpire-result-card>` : nothing}
    `;
  }

  private tableChip(id: string) {
    let t: TableData | undefined;
    try {
      t = this.ctx.table(id);
    } catch {
      t = undefined;
    }
    const provisional = t ? t.provisional === true || t.rows.some((r) => r.provisional) : false;
    return html`<a class="chip" href=${`#/tables/${this.procedure.system}/${encodeURIComponent(id)}`}>
      ${icons.table}
      ${t?.title ?? id}${provisional ? html` <span class="badge provisional" title=${t?.note ?? 'Some values are not printed in the rules'}>provisional</span>` : nothing}
    </a>`;
  }

  private renderInput(d: InputDef) {
    const v = this.values[d.name];
    const help = d.help ? html`<span class="help">${d.help}</span>` : nothing;
    switch (d.type) {
      case 'boolean':
        return html`<umpire-switch
          name=${d.name}
          label=${d.label}
          help=${d.help ?? ''}
          ?checked=${v === true}
          @umpire-change=${this.onInput}
        ></umpire-switch>`;
      case 'integer':
        return html`<div class="field row">
          <span class="label" id=${`l-${d.name}`}>${d.label}</span>
          <umpire-stepper
            name=${d.name}
            label=${d.label}
            .value=${Number(v)}
            .min=${d.min}
            .max=${d.max}
            unit=${d.unit ?? ''}
            @umpire-change=${this.onInput}
          ></umpire-stepper
          >${help}
        </div>`;
      case 'choice':
        return html`<div class="field">
          <span class="label">${d.label}</span>
          <umpire-segmented
            name=${d.name}
            label=${d.label}
            .value=${String(v)}
            .options=${d.options}
            @umpire-change=${this.onInput}
          ></umpire-segmented
          >${help}
        </div>`;
      case 'set': {
        const chosen = setMembers(v ?? '');
        const toggle = (value: string, on: boolean) =>
          d.options.filter((o) => (o.value === value ? on : chosen.includes(o.value))).map((o) => o.value);
        return html`<fieldset class="field set">
          <legend class="label">${d.label}</legend>
          <div class="checks">
            ${d.options.map(
              (o) =>
                html`<label class="check"
                  ><input
                    type="checkbox"
                    name=${d.name}
                    value=${o.value}
                    .checked=${chosen.includes(o.value)}
                    @change=${(e: Event) => this.setValue(d.name, toggle(o.value, checkedOf(e)).join(','))}
                  />${o.label}</label
                >`,
            )}
          </div>
          ${help}
        </fieldset>`;
      }
    }
  }

  private readonly onInput = (e: CustomEvent<{ name: string; value: InputValue }>): void => {
    e.stopPropagation();
    this.setValue(e.detail.name, e.detail.value);
  };

  private setValue(name: string, value: InputValue): void {
    this.values = { ...this.values, [name]: value };
    this.edited = true;
  }

  private renderRoll(noDice: boolean) {
    const label = noDice ? 'Resolve' : `Roll ${diceLabel(this.groups)}`;
    return html`<div class="actions">
        <button
          class="btn primary roll"
          ?disabled=${this.busy || this.rolling || this.problem !== ''}
          @click=${this.onRoll}
        >
          ${icons.dice} ${label}
        </button>
      </div>
      ${
        this.rolling
          ? html`<div class="tumble" aria-hidden="true">
              ${this.groups.flatMap((g) =>
                Array.from({ length: Math.min(g.count, 24) }, (_, i) => {
                  const faces = faceWeights(g.die).faces;
                  return html`<umpire-die
                    rolling
                    .die=${g.die}
                    .face=${faces[(i * 7 + this.tick * 5) % faces.length]}
                  ></umpire-die>`;
                }),
              )}
            </div>`
          : nothing
      }`;
  }

  private renderTyped() {
    let roll: DiceRoll | undefined;
    let missing = '';
    try {
      const given: Record<string, readonly Face[]> = {};
      for (const g of this.groups) {
        const have = this.typed[g.name] ?? [];
        if (g.optional && have.length === 0) continue;
        given[g.name] = have;
      }
      roll = checkRoll(given, this.groups);
    } catch (e) {
      missing = errorMessage(e);
    }
    const remaining = this.groups
      .filter((g) => !g.optional)
      .reduce((n, g) => n + Math.max(0, g.count - (this.typed[g.name]?.length ?? 0)), 0);
    return html`<umpire-dice-entry
        .groups=${this.groups}
        .values=${this.typed}
        @umpire-dice=${this.onDice}
      ></umpire-dice-entry>
      <div class="actions" style="margin-top:.6rem">
        <button
          class="btn primary roll"
          ?disabled=${!roll || this.busy || this.problem !== ''}
          @click=${() => roll && this.send(roll)}
        >
          ${icons.check} Resolve with these dice
        </button>
      </div>
      ${!roll ? html`<p class="hint">${remaining > 0 ? `${remaining} more ${remaining === 1 ? 'die' : 'dice'} to enter.` : missing}</p>` : nothing}`;
  }

  private readonly onDice = (e: CustomEvent<{ group: string; values: Face[] }>): void => {
    e.stopPropagation();
    this.typed = { ...this.typed, [e.detail.group]: e.detail.values };
    this.draft.type(this.typed, this.values);
  };

  private readonly onRoll = (): void => {
    const animate = !reducedMotion() && this.groups.some((g) => g.count > 0);
    if (animate) {
      this.rolling = true;
      this.rollUntil = Date.now() + 550;
      const spin = (): void => {
        if (!this.rolling) return;
        this.tick++;
        this.rollTimer = window.setTimeout(spin, 80);
      };
      spin();
    }
    this.send(undefined);
  };

  private finishRoll(): void {
    clearTimeout(this.rollTimer);
    this.rolling = false;
    this.shownResult = this.result;
  }

  private send(dice: DiceRoll | undefined): void {
    this.awaiting = true;
    this.draft.drop();
    this.emit('umpire-resolve', {
      procedure: this.procedure.id,
      inputs: { ...this.values },
      ...(dice ? { dice } : {}),
    });
  }

  override updated(changed: PropertyValues<this>): void {
    if (
      changed.has('shownResult' as keyof ProcedurePanel) &&
      this.shownResult &&
      this.awaiting &&
      this.shownResult === this.result
    ) {
      this.awaiting = false;
      const r = this.shownResult;
      const dice = r.pool
        .filter((g) => g.values.length)
        .map((g) => g.values.map((f) => faceText(dieOf(g, this.groups), f)).join(' '))
        .join(', ');
      announce(`${this.procedure.title}: ${r.summary}.${dice ? ` Dice ${dice}.` : ''}`);
      this.typed = {};
      // The card renders after this panel: scroll once it has its height.
      const card = this.renderRoot.querySelector<LitElement>('umpire-result-card');
      void card?.updateComplete.then(() =>
        card.scrollIntoView({ block: 'nearest', behavior: reducedMotion() ? 'auto' : 'smooth' }),
      );
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    // Closed with its session still on screen: the procedure is let go, and its dice with it.
    queueMicrotask(() => {
      if (!this.isConnected && this.draft.left(location.hash)) this.typed = {};
    });
  }

  /** Takes the keyboard focus to the procedure's title (the session does so when it opens the procedure). */
  focusHeading(): void {
    const h = this.renderRoot.querySelector<HTMLElement>('h2');
    h?.focus({ preventScroll: true });
    h?.scrollIntoView({ block: 'nearest' });
  }

  /** The odds of an outcome under the current inputs (for tests and the result card). */
  oddsOf(outcome: Outcome): string {
    const key = stableKey(outcome);
    const bar = this.bars.find((b) => b.key === key);
    return bar ? percent(bar.p) : '';
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-procedure-panel': ProcedurePanel;
  }
}

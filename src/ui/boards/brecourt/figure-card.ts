import { html, css, nothing, type PropertyValues } from 'lit';
import { fieldLook } from '../../field-look.ts';
import { customElement, property, state } from 'lit/decorators.js';
import { keyed } from 'lit/directives/keyed.js';
import { UmpireElement, announce } from '../../base.ts';
import { icons } from '../../icons.ts';
import { shared } from '../../styles.ts';
import { fieldRowStyles } from './field-rows.ts';
import { tapRow } from '../../tap-row.ts';
import { ask } from '../../controls/confirm-dialog.ts';
import type { RulesContext } from '../../../engine/index.ts';
import type { BrecourtAction, FigurePatch } from '../../../systems/brecourt/game/actions.ts';
import { guardOf, isActive } from '../../../systems/brecourt/game/figures.ts';
import { SURRENDERING } from '../../../systems/brecourt/game/sequence.ts';
import { rule, T } from '../../../systems/brecourt/tables.ts';
import {
  FIGURE_STATUSES,
  type BrecourtState,
  type Figure,
  type FigureStatus,
} from '../../../systems/brecourt/game/types.ts';
import type { BrecourtGame } from './roll-model.ts';
import { play, send } from './events.ts';
import { actsFor, moveChoices, movesNow, pickHint, type Act, type Pick } from './figure-acts.ts';
import { sideMark } from './marks.ts';
import { figureBadges } from './roster-model.ts';
import { figureBadge, figureBadgeStyles } from './figure-badge.ts';
import { placeWords, weaponLabel } from '../../../systems/brecourt/game/words.ts';
import '../../controls/number-stepper.ts';
import '../../controls/toggle-switch.ts';
import { valueOf } from '../../fields.ts';
import { isOneOf } from '../../../engine/index.ts';

const STATUS_LABELS: Record<FigureStatus, string> = {
  active: 'Fighting',
  killed: 'Killed',
  surrendered: 'Surrendered',
  'ran-off': 'Ran off',
  reserve: 'Not arrived',
};

/**
 * The selected figure: its whole state, what it may do now (with the reason when it may not, one tap away),
 * its move this turn, a guard for a prisoner, and corrections (rename, markers, wounds, remove).
 */
@customElement('umpire-bc-figure-card')
export class BrecourtFigureCard extends UmpireElement {
  static override styles = [
    shared,
    fieldRowStyles,
    figureBadgeStyles,
    css`
      :host {
        display: block;
      }
      .card {
        padding: 0.6rem 0.7rem;
        border: 2px solid var(--accent);
        box-shadow: 0 4px 16px rgba(0, 0, 0, 0.14);
      }
      .card.de {
        border-color: var(--de);
        border-style: solid;
      }
      header {
        display: flex;
        align-items: center;
        gap: 0.5rem;
      }
      header h3 {
        font-size: 1.1rem;
        flex: 1;
      }
      header .sub {
        display: block;
        font-size: 0.85rem;
        font-weight: 500;
        color: var(--ink-2);
      }
      .badges {
        display: flex;
        flex-wrap: wrap;
        gap: 4px;
        margin: 0.35rem 0;
      }
      .row {
        display: flex;
        flex-wrap: wrap;
        gap: 0.35rem;
        align-items: center;
        margin-top: 0.4rem;
      }
      .row .lbl {
        font-size: 0.8rem;
        font-weight: 700;
        text-transform: uppercase;
        letter-spacing: 0.04em;
        color: var(--ink-2);
        min-width: 3.5rem;
      }
      .btn[aria-disabled='true'] {
        opacity: 0.5;
      }
      .btn[aria-pressed='true'] {
        background: var(--accent);
        color: var(--accent-ink);
        border-color: var(--accent);
        font-weight: 700;
      }
      .btn.small {
        padding: 0 0.6rem;
        font-size: 0.92rem;
      }
      .btn .in {
        font-weight: 500;
        color: inherit;
        opacity: 0.8;
      }
      .hint {
        margin-top: 0.45rem;
        padding: 0.4rem 0.55rem;
        border-radius: var(--radius);
        background: var(--paper-2);
        display: flex;
        gap: 0.5rem;
        align-items: center;
        flex-wrap: wrap;
      }
      .hint span {
        flex: 1 1 12rem;
        font-weight: 600;
      }
      .why {
        color: var(--warn);
        font-size: 0.9rem;
        margin-top: 0.35rem;
      }
      details {
        margin-top: 0.5rem;
        border-top: 1px solid var(--line);
      }
      details summary {
        ${tapRow}
        gap: 0.4rem;
        font-weight: 600;
        color: var(--ink-2);
      }
      .edit {
        display: grid;
        gap: 0.5rem;
      }
      .field > span {
        min-width: 7rem;
      }
      input[type='text'],
      select {
        ${fieldLook}
      }
      input[type='text'] {
        flex: 1 1 10rem;
      }
    `,
  ];

  @property({ attribute: false }) state!: BrecourtState;
  @property() figure = '';
  @property({ attribute: false }) ctx!: RulesContext;
  @property({ attribute: false }) game!: BrecourtGame;
  @property({ attribute: false }) pick?: Pick;
  @property({ type: Boolean }) busy = false;

  @state() private why = '';
  @state() private newName = '';

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('figure')) {
      this.why = '';
      this.newName = '';
    }
  }

  private play(action: BrecourtAction): void {
    this.why = '';
    play(this, action);
  }

  override render() {
    const s = this.state;
    const f = s?.figures.find((x) => x.id === this.figure);
    if (!f) {
      // Choosing figures with nobody acting (those caught by a German grenade): just what to tap, and Cancel.
      return s && this.pick && pickHint(s, this.pick)
        ? html`<div class="card de" role="region" aria-label="Choosing figures">${this.hint(s, this.pick)}</div>`
        : nothing;
    }
    const now = Date.now();
    const acts = actsFor(this.game, s, this.ctx, f, now);
    const side = f.side === 'us' ? 'US paratrooper' : f.fallschirmjager ? 'Fallschirmjäger' : 'German';
    return html`<div
      class=${`card ${f.side === 'german' ? 'de' : ''}`}
      role="region"
      aria-label=${`Selected: ${f.name}`}
    >
      <header>
        ${sideMark(f.side, f.status, f.fallschirmjager)}
        <h3>
          ${f.name}<span class="sub"
            >${side} · ${f.role} ·
            ${weaponLabel(f.weapon)}${f.location !== 'off-table' ? ` · ${placeWords(f.location)}` : ''}</span
          >
        </h3>
        <button class="btn ghost icon" aria-label="Close the figure" @click=${() => send(this, 'bc-cancel', {})}>
          ${icons.close}
        </button>
      </header>
      ${this.pick ? nothing : html`<div class="badges">${figureBadges(f, s).map(figureBadge)}${f.provisional ? html`<span class="badge provisional" title="The rules do not name this figure; the roster is a reconstruction">provisional</span>` : nothing}</div>`}
      ${this.pick ? this.hint(s, this.pick) : nothing}
      ${acts.length && !this.pick ? html`<div class="row" role="group" aria-label="Actions">${acts.map((a) => this.actButton(a))}</div>` : nothing}
      ${movesNow(s, f) && !this.pick ? this.moveRow(f, now) : nothing}
      ${f.side === 'german' && f.status === 'surrendered' ? this.guardRow(f) : nothing}
      ${this.why ? html`<p class="why" role="status">${this.why}</p>` : nothing}
      ${this.pick ? nothing : keyed(f.id, this.editor(f))}
    </div>`;
  }

  /** What to tap next, with Cancel; nothing once the roll card below takes over. */
  private hint(s: BrecourtState, pick: Pick) {
    const words = pickHint(s, pick);
    return words
      ? html`<div class="hint" role="status">
          <span>${words}</span><button class="btn small" @click=${() => send(this, 'bc-cancel', {})}>Cancel</button>
        </div>`
      : nothing;
  }

  private actButton(a: Act) {
    const active = this.pick && a.do.kind === 'pick' && a.do.pick.kind === this.pick.kind;
    return html`<button
      class="btn"
      aria-disabled=${a.why ? 'true' : 'false'}
      aria-pressed=${active ? 'true' : 'false'}
      ?disabled=${this.busy}
      @click=${() => (a.why ? this.refuse(`${a.label}: ${a.why}`) : send(this, 'bc-act', { act: a }))}
    >
      ${a.label}
    </button>`;
  }

  private refuse(why: string): void {
    this.why = why;
    announce(why);
  }

  private moveRow(f: Figure, now: number) {
    const choices = moveChoices(this.game, this.state, this.ctx, f, now);
    return html`<div
      class="row"
      role="group"
      aria-label=${`Move this turn (now: ${f.moveMode === 'none' ? 'stays' : f.moveMode})`}
    >
      <span class="lbl" aria-hidden="true">Move</span>
      ${choices.map(
        (c) =>
          html`<button
            class="btn small"
            aria-pressed=${c.mode === f.moveMode ? 'true' : 'false'}
            aria-disabled=${c.why ? 'true' : 'false'}
            ?disabled=${this.busy}
            @click=${() => (c.why ? this.refuse(`${c.label}: ${c.why}`) : c.mode !== f.moveMode && this.play({ type: 'set-move', figure: f.id, mode: c.mode, at: Date.now() }))}
          >
            ${c.label}${c.inches !== undefined ? html` <span class="in">${c.inches}"</span>` : nothing}
          </button>`,
      )}
    </div>`;
  }

  /** A prisoner's guard, and in words what the rule asks while he has none. */
  private guardRow(f: Figure) {
    const guards = this.state.figures.filter((g) => g.side === 'us' && isActive(g));
    const guard = guardOf(this.state, f);
    const limit = rule(this.ctx.table(T.rules), 'guard-limit');
    return html`${
        guard
          ? nothing
          : html`<p class="why" role="status">
              Needs a guard: one paratrooper guards up to ${limit} prisoners; nobody guarding, he runs when the Germans
              move (${SURRENDERING}).
            </p>`
      }
      <div class="row">
        <label class="field"
          ><span>Guarded by</span>
          <select
            ?disabled=${this.busy}
            @change=${(e: Event) => {
              const v = valueOf(e);
              this.play({ type: 'guard', guard: v === '' ? null : v, prisoners: [f.id], at: Date.now() });
            }}
          >
            <option value="" ?selected=${!guard}>Nobody</option>
            ${guards.map((g) => html`<option value=${g.id} ?selected=${guard === g}>${g.name}</option>`)}
          </select></label
        >
      </div>`;
  }

  private editor(f: Figure) {
    const patch = (p: FigurePatch): void => this.play({ type: 'edit-figure', figure: f.id, patch: p, at: Date.now() });
    const onNumber = (e: CustomEvent<{ name: string; value: boolean | number | string }>): void => {
      e.stopPropagation();
      patch({ [e.detail.name]: e.detail.value });
    };
    return html`<details>
      <summary>${icons.pencil} Correct or edit ${f.name}</summary>
      <div class="edit">
        <form
          class="field"
          @submit=${(e: Event) => {
            e.preventDefault();
            const name = this.newName.trim();
            if (name && name !== f.name) this.play({ type: 'rename-figure', figure: f.id, name, at: Date.now() });
            this.newName = '';
          }}
        >
          <input
            type="text"
            aria-label=${`New name for ${f.name}`}
            placeholder=${f.name}
            maxlength="80"
            .value=${this.newName}
            @input=${(e: Event) => (this.newName = valueOf(e))}
          />
          <button class="btn" type="submit" ?disabled=${this.busy || this.newName.trim() === ''}>Rename</button>
        </form>
        <div class="field">
          <span>Wounds</span
          ><umpire-stepper
            name="wounds"
            label=${`Wounds of ${f.name}`}
            .value=${f.wounds}
            .min=${0}
            .max=${3}
            @umpire-change=${onNumber}
          ></umpire-stepper>
        </div>
        <div class="field">
          <span>Suppression</span
          ><umpire-stepper
            name="suppression"
            label=${`Suppression markers on ${f.name}`}
            .value=${f.suppression}
            .min=${0}
            .max=${20}
            @umpire-change=${onNumber}
          ></umpire-stepper>
        </div>
        <div class="field">
          <span>Grenades</span
          ><umpire-stepper
            name="grenades"
            label=${`Grenades of ${f.name}`}
            .value=${f.grenades}
            .min=${0}
            .max=${10}
            @umpire-change=${onNumber}
          ></umpire-stepper>
        </div>
        <umpire-switch name="prone" label="Prone" ?checked=${f.prone} @umpire-change=${onNumber}></umpire-switch>
        <umpire-switch name="stunned" label="Stunned" ?checked=${f.stunned} @umpire-change=${onNumber}></umpire-switch>
        <label class="field"
          ><span>State</span>
          <select
            ?disabled=${this.busy}
            @change=${(e: Event) => {
              const status = valueOf(e);
              if (isOneOf(FIGURE_STATUSES, status)) patch({ status });
            }}
          >
            ${FIGURE_STATUSES.map((st) => html`<option value=${st} ?selected=${st === f.status}>${STATUS_LABELS[st]}</option>`)}
          </select></label
        >
        <div class="field">
          <button class="btn danger" ?disabled=${this.busy} @click=${() => void this.removeFigure(f)}>
            ${icons.trash} Remove ${f.name}
          </button>
        </div>
      </div>
    </details>`;
  }

  private async removeFigure(f: Figure): Promise<void> {
    const r = await ask({
      heading: `Remove ${f.name}?`,
      message: 'The figure leaves the roster (the log keeps everything, and Undo brings him back).',
      confirmLabel: 'Remove',
      danger: true,
    });
    if (!r.confirmed) return;
    this.play({ type: 'remove-figure', figure: f.id, at: Date.now() });
    send(this, 'bc-cancel', {});
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-bc-figure-card': BrecourtFigureCard;
  }
}

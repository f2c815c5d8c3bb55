import { html, css, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { AnyProcedure, RulesContext } from '../../../engine/index.ts';
import type { GameData } from '../../../systems/bloody-omaha/game/data.ts';
import type { Action, State } from '../../../systems/bloody-omaha/game/types.ts';
import { SettingsController } from '../../app-settings.ts';
import { UmpireElement } from '../../base.ts';
import { icons } from '../../icons.ts';
import type { OddsBar } from '../../procedure/odds-chart.ts';
import { shared } from '../../styles.ts';
import { dueRoll, oddsBars, type DueRoll } from './roll.ts';
import { diceLeft, stepKey, type SentWave } from './wave-dice.ts';
import { waveButtonText } from './wave-words.ts';
import '../../procedure/odds-chart.ts';
import '../../procedure/dice-face.ts';

/** Units whose rolls share the same odds, and those odds. */
interface OddsGroup {
  readonly units: readonly string[];
  readonly bars: readonly OddsBar[];
  readonly first: DueRoll;
}

/**
 * A whole wave's rolls at once (Drift 6.3, Landing 6.4): the units waiting in order, the odds of their rolls
 * (one chart for units whose odds are the same), then "Roll all", or the dice thrown at the table typed in for
 * any of them ("Umpire rolls it" leaves one to Umpire). Sends `drift-all` or `land-all` with the dice.
 */
@customElement('umpire-bo-wave')
export class OmahaWave extends UmpireElement {
  static override styles = [
    shared,
    css`
      :host {
        display: block;
      }
      .dice {
        color: var(--ink-2);
        font-size: 0.9rem;
        margin: 0 0 0.35rem;
      }
      .group {
        font-size: 0.85rem;
        color: var(--ink-2);
        margin: 0.4rem 0 0;
      }
      ol {
        list-style: none;
        margin: 0.5rem 0;
        padding: 0;
        display: flex;
        flex-wrap: wrap;
        gap: 0.25rem;
      }
      li {
        display: inline-flex;
        align-items: center;
        gap: 0.3rem;
        min-height: 32px;
        padding: 0 0.2rem 0 0.45rem;
        border: 1px solid var(--line);
        border-radius: 8px;
        font-size: 0.88rem;
      }
      li .slot {
        color: var(--ink-2);
        font-size: 0.78rem;
        --die-size: 24px;
      }
      li.next {
        border: 2px solid var(--accent);
        font-weight: 700;
      }
      li.next .slot {
        color: var(--accent);
      }
      .faces {
        display: flex;
        flex-wrap: wrap;
        gap: 0.3rem;
        margin: 0.3rem 0;
      }
      .faces button {
        min-width: var(--tap);
        min-height: var(--tap);
        border-radius: 8px;
        border: 1px solid var(--control-line);
        background: var(--paper-2);
        font-weight: 800;
        font-size: 1.05rem;
      }
      .faces button:disabled {
        opacity: 0.4;
      }
      .actions {
        display: flex;
        gap: 0.4rem;
        flex-wrap: wrap;
        margin-top: 0.4rem;
      }
      /* the wave's roll stays in sight under its odds and units where the board sets it so (as board-roll.ts) */
      .actions.go {
        position: var(--roll-actions-position, static);
        bottom: 0;
        padding-block: 0.35rem;
        background: var(--roll-actions-bg, transparent);
      }
    `,
  ];

  @property({ attribute: false }) state?: State;
  @property({ attribute: false }) data?: GameData;
  @property({ attribute: false }) ctx?: RulesContext;
  @property({ attribute: false }) procedures: readonly AnyProcedure[] = [];
  /** The last wave sent with dice thrown at the table, kept by the host while the wave waits for a choice (6.4b). */
  @property({ attribute: false }) sent?: SentWave;
  /** Tells the host the wave being sent, to keep. */
  @property({ attribute: false }) keep: (sent: SentWave | undefined) => void = () => undefined;

  @state() private typing = false;
  /** Dice typed in, in the queue's order; null where Umpire rolls. */
  @state() private typed: (number | null)[] = [];
  private groups: OddsGroup[] = [];
  private readonly settings = new SettingsController(this);

  override willUpdate(changed: PropertyValues<this>): void {
    if (!changed.has('state') && !changed.has('ctx')) return;
    const s = this.state;
    const ctx = this.ctx;
    this.groups = [];
    if (!s || !ctx) return;
    if (changed.has('state')) {
      // a wave stopped part-way keeps the dice thrown for the units it left, as the player typed them
      this.typed = diceLeft(this.sent, stepKey(s), s.queue);
      if (this.typed.some((f) => f !== null)) this.typing = true;
    }
    const byInputs = new Map<string, { units: string[]; first: DueRoll }>();
    for (const unit of s.queue) {
      const due = dueRoll(s, this.actionFor(s, unit), ctx, this.procedures);
      if (!due) continue;
      const key = JSON.stringify(due.inputs);
      const g = byInputs.get(key);
      if (g) g.units.push(unit);
      else byInputs.set(key, { units: [unit], first: due });
    }
    this.groups = [...byInputs.values()].map((g) => ({ ...g, bars: oddsBars(g.first, ctx) }));
  }

  private actionFor(s: State, unit: string): Action {
    return s.phase === 'drift' ? { type: 'drift', unit } : { type: 'land', unit };
  }

  private name(id: string): string {
    const d = this.data;
    const i = d?.unitIndex.get(id);
    return (i === undefined ? undefined : d?.units[i]?.name) ?? id;
  }

  private where(s: State, id: string): string {
    return s.units.find((u) => u.id === id)?.loc ?? '';
  }

  private send(dice: readonly (number | null)[] | undefined): void {
    const s = this.state;
    if (!s) return;
    const typed = dice && dice.some((f) => f !== null) ? { dice: dice.slice() } : {};
    const action: Action = s.phase === 'drift' ? { type: 'drift-all', ...typed } : { type: 'land-all', ...typed };
    const sent: SentWave | undefined = typed.dice
      ? { step: stepKey(s), units: s.queue.slice(), dice: typed.dice }
      : undefined;
    this.keep(sent);
    this.emit('umpire-game-action', { action });
  }

  private slotText(i: number) {
    const f = this.typed[i];
    if (f === undefined) return i === this.typed.length && this.isTyping ? 'next' : '';
    if (f === null) return 'Umpire';
    return html`<umpire-die .face=${f}></umpire-die>`;
  }

  private get isTyping(): boolean {
    return this.typing || this.settings.value.dice === 'type';
  }

  override render() {
    const s = this.state;
    if (!s || !s.queue.length || !this.groups.length) return nothing;
    const drift = s.phase === 'drift';
    const proc = this.groups[0]?.first.procedure;
    const n = s.queue.length;
    const full = this.typed.length >= n;
    const typedCount = this.typed.filter((f) => f !== null).length;
    const names = s.queue.map((u) => this.name(u));
    const rollAll = waveButtonText(drift, names);
    return html` <p class="dice">1d6 each, in this order · ${proc?.title ?? ''} (${proc?.source ?? ''})</p>
      ${this.groups.map(
        (g) =>
          html`${this.groups.length > 1 ? html`<p class="group">${g.units.map((u) => this.name(u)).join(', ')}:</p>` : nothing}
            <umpire-odds-chart .bars=${g.bars}></umpire-odds-chart>`,
      )}
      <ol aria-label=${drift ? 'Units to drift, in order' : 'Units to land, in order'}>
        ${s.queue.map((u, i) => html`<li class=${i === this.typed.length && this.isTyping && !full ? 'next' : ''} title=${this.where(s, u)}><span class="who">${this.name(u)}</span><span class="slot">${this.slotText(i)}</span></li>`)}
      </ol>
      ${
        this.isTyping
          ? html`<div
                class="faces"
                role="group"
                aria-label=${`Die thrown for ${full ? 'the wave' : this.name(s.queue[this.typed.length] ?? '')}`}
              >
                ${[1, 2, 3, 4, 5, 6].map((f) => html`<button ?disabled=${full} aria-label=${`${f} thrown`} @click=${() => (this.typed = [...this.typed, f])}>${f}</button>`)}
              </div>
              <div class="actions">
                <button class="btn" ?disabled=${full} @click=${() => (this.typed = [...this.typed, null])}>
                  Umpire rolls it
                </button>
                <button
                  class="btn"
                  ?disabled=${this.typed.length === 0}
                  @click=${() => (this.typed = this.typed.slice(0, -1))}
                >
                  Take back
                </button>
              </div>`
          : nothing
      }
      <div class="actions go">
        <button class="btn primary" @click=${() => this.send(this.isTyping ? this.typed : undefined)}>
          ${icons.dice} ${rollAll}${this.isTyping && typedCount ? ` (${typedCount} thrown)` : ''}
        </button>
        ${
          this.settings.value.dice === 'type'
            ? nothing
            : this.typing
              ? html`<button class="btn" @click=${() => ((this.typing = false), (this.typed = []))}>
                  ${icons.dice} Let Umpire roll
                </button>`
              : html`<button class="btn" @click=${() => (this.typing = true)}>Enter the dice thrown</button>`
        }
      </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-bo-wave': OmahaWave;
  }
}

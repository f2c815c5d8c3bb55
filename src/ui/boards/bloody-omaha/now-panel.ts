import { html, css, nothing, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { AnyProcedure, RulesContext } from '../../../engine/index.ts';
import type { GameData } from '../../../systems/bloody-omaha/game/data.ts';
import type { Action, State } from '../../../systems/bloody-omaha/game/types.ts';
import type { GameStatus } from '../../../systems/types.ts';
import { UmpireElement } from '../../base.ts';
import { shared } from '../../styles.ts';
import '../../controls/number-stepper.ts';
import '../../procedure/odds-chart.ts';
import { actButton, actStyles, choiceButtons } from './act-button.ts';
import { actionText } from './describe.ts';
import type { UnitView } from './model.ts';
import { dueRoll, oddsBars, type DueRoll } from './roll.ts';
import './advance-form.ts';
import './engineer-form.ts';
import './roll.ts';
import type { SentWave } from './wave-dice.ts';
import './wave.ts';

/** Actions that belong to a square in the Activation Phase: offered by tapping the square on the map. */
const ON_MAP = new Set<Action['type']>([
  'move',
  'probe',
  'attack',
  'engineer',
  'undisrupt',
  'return-unit',
  'transfer-tank',
  'reinforce',
]);
/** The rolls the Now panel makes, each shown with its odds first. */
const ROLLS = new Set<Action['type']>(['roll-event-location', 'roll-event', 'roll-attack', 'mine-push']);

/**
 * What the current step asks for, in the words of the rules: the roll due with its odds (drift and landing for
 * the whole wave, the event location and table, the attack, the Mine Field), or the decision pending with its
 * choices. What happened is told by the session's recap and log, not here.
 */
@customElement('umpire-bo-now')
export class OmahaNow extends UmpireElement {
  static override styles = [
    shared,
    actStyles,
    css`
      .prompt {
        font-weight: 700;
        margin: 0 0 0.45rem;
        line-height: 1.35;
      }
      .hint {
        color: var(--ink-2);
        font-size: 0.9rem;
        margin: 0.4rem 0;
      }
      .line {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
        align-items: center;
        margin: 0.3rem 0;
      }
      .acts {
        margin-top: 0.5rem;
      }
      .if {
        font-size: 0.88rem;
        color: var(--ink-2);
        margin: 0.3rem 0 0.1rem;
      }
      table {
        border-collapse: collapse;
        width: 100%;
        font-size: 0.88rem;
        margin-top: 0.4rem;
      }
      td {
        padding: 0.15rem 0.2rem;
        border-bottom: 1px solid var(--line);
      }
      td.n {
        text-align: right;
        font-variant-numeric: tabular-nums;
        white-space: nowrap;
      }
      umpire-bo-roll,
      umpire-bo-wave {
        display: block;
        margin: 0.3rem 0 0.5rem;
      }
    `,
  ];

  @property({ attribute: false }) state?: State;
  @property({ attribute: false }) status?: GameStatus;
  @property({ attribute: false }) legal: readonly Action[] = [];
  @property({ attribute: false }) data?: GameData;
  @property({ attribute: false }) ctx?: RulesContext;
  @property({ attribute: false }) procedures: readonly AnyProcedure[] = [];
  @property({ attribute: false }) advancers: readonly UnitView[] = [];
  @property({ attribute: false }) check: (a: Action) => string | undefined = () => 'not ready';

  @state() private first = -1;
  /** The last wave rolled with dice thrown at the table: the wave shows those left when it stops for a choice. */
  private sentWave?: SentWave;

  private assignForm(s: State): TemplateResult {
    const first = this.first < 0 || this.first > s.toAssign ? s.toAssign : this.first;
    const a: Action = { type: 'assign-ip', first };
    return html`<div
        class="line"
        @umpire-change=${(e: CustomEvent<{ value: boolean | number | string }>) => (e.stopPropagation(), (this.first = Number(e.detail.value)))}
      >
        <span>1st Division</span
        ><umpire-stepper
          name="first"
          label="IP to the 1st Division"
          .value=${first}
          min="0"
          .max=${s.toAssign}
        ></umpire-stepper>
        <span>29th Division and Rangers: ${s.toAssign - first}</span>
      </div>
      <div class="acts">${actButton(this, a, `Assign: ${first} to the 1st, ${s.toAssign - first} to the 29th`)}</div>`;
  }

  /** The roll due now, if one of the legal actions is a roll the panel makes. */
  private due(s: State): DueRoll | undefined {
    const ctx = this.ctx;
    const a = this.legal.find((x) => ROLLS.has(x.type));
    return a && ctx ? dueRoll(s, a, ctx, this.procedures) : undefined;
  }

  /** What the attack roll would be if the tokens just revealed hold nothing else (13.6: go on, or call it off). */
  private attackPreview(s: State) {
    const ctx = this.ctx;
    if (!ctx || !s.attack || (s.tokens[s.attack.target] ?? []).some((t) => t.face !== 'number')) return nothing;
    const due = dueRoll({ ...s, pending: { kind: 'attack-ready' } }, { type: 'roll-attack' }, ctx, this.procedures);
    if (!due) return nothing;
    return html`<p class="if">If you go on: ${due.about}</p>
      <umpire-odds-chart .bars=${oddsBars(due, ctx)}></umpire-odds-chart>`;
  }

  private result(s: State): TemplateResult | typeof nothing {
    const r = s.result;
    if (!r) return nothing;
    return html`<p class="prompt" role="status">
        ${r.label}: ${r.vp} VP, ${r.gaps} Gaps and ${r.exits} Exits cleared (3.1)
      </p>
      <table aria-label="Victory Points">
        ${r.lines.map(
          (l) =>
            html`<tr>
              <td>${l.label} (${l.source})</td>
              <td class="n">${l.count}</td>
              <td class="n">${l.vp > 0 ? `+${l.vp}` : l.vp} VP</td>
            </tr>`,
        )}
      </table>`;
  }

  private renderActions(s: State, d: GameData): TemplateResult | typeof nothing {
    const p = s.pending;
    if (s.phase === 'over') return this.result(s);
    if (p?.kind === 'advance' && s.attack) {
      return html`<umpire-bo-advance-form
        .target=${s.attack.target}
        .units=${this.advancers}
        .data=${d}
        .check=${this.check}
      ></umpire-bo-advance-form>`;
    }
    if (!p && s.phase === 'points') return this.assignForm(s);
    if (!p && (s.phase === 'drift' || s.phase === 'landing')) {
      return html`<umpire-bo-wave
        .state=${s}
        .data=${d}
        .ctx=${this.ctx}
        .procedures=${this.procedures}
        .sent=${this.sentWave}
        .keep=${(sent: SentWave | undefined) => (this.sentWave = sent)}
      ></umpire-bo-wave>`;
    }
    const due = this.due(s);
    const free = !p && s.phase === 'activation';
    const buttons = this.legal.filter(
      (a) =>
        a.type !== 'play-card' &&
        a.type !== 'keep-cards' &&
        a.type !== 'mine-engineer' &&
        !ROLLS.has(a.type) &&
        !(free && ON_MAP.has(a.type)),
    );
    return html` ${p?.kind === 'attack-revealed' ? this.attackPreview(s) : nothing}
    ${due ? html`<umpire-bo-roll .due=${due} .ctx=${this.ctx} verb=${p?.kind === 'mine' ? 'Push through' : 'Roll'}></umpire-bo-roll>` : nothing}
    ${
      buttons.length
        ? choiceButtons(
            this,
            buttons.map((a) => ({ action: a, label: actionText(a, d, s) })),
            'Choices now',
          )
        : nothing
    }
    ${p?.kind === 'mine' ? html`<umpire-bo-engineer-form .state=${s} .data=${d} .ctx=${this.ctx} .procedures=${this.procedures} .check=${this.check}></umpire-bo-engineer-form>` : nothing}
    ${p?.kind === 'opening' ? html`<p class="hint">Choose the card to return from the three shown under Opening draw.</p>` : nothing}
    ${free ? html`<p class="hint">Tap a square with units (or move to it with the arrow keys and press Enter), then a highlighted square, to move, attack or probe; tap a sea square to release reinforcements, a beach to send engineers.</p>` : nothing}
    ${p?.kind === 'attack-ready' || p?.kind === 'event-result' ? html`<p class="hint">Cards that apply now can be played from the hand.</p>` : nothing}`;
  }

  override render() {
    const s = this.state;
    const d = this.data;
    if (!s || !d) return nothing;
    const prompt = this.status?.prompts[0];
    return html`${prompt && s.phase !== 'over' ? html`<p class="prompt">${prompt}</p>` : nothing}${this.renderActions(s, d)}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-bo-now': OmahaNow;
  }
}

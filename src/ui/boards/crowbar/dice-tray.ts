import { html, css, svg, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { dieChances, dieOutlook, type FaceOutlook } from '../../../systems/crowbar/game/outlook.ts';
import type { Rules } from '../../../systems/crowbar/game/rules.ts';
import { DIE_COLORS, type CrowbarState, type DieColor } from '../../../systems/crowbar/game/types.ts';
import { zoneOfRow } from '../../../systems/crowbar/map/grid.ts';
import { lcaName } from '../../../systems/crowbar/game/words.ts';
import { UmpireElement } from '../../base.ts';
import { SettingsController } from '../../app-settings.ts';
import { shared } from '../../styles.ts';
import { dieReason, type Choice } from './choices.ts';
import { DIE_STYLE, rolledFaces } from './dice.ts';
import { dieSvg, symbolSvg } from './die-svg.ts';
import { freshRoll } from './last-roll.ts';
import { reducedMotion, TUMBLE_MS, tumbleFaces } from './tumble.ts';

/** The face (1-6) each die shows now: the Invasion Approach roll, the die waiting to be kept, or the faces rolled. */
function faceOf(g: CrowbarState, die: DieColor): number | undefined {
  const t = g.stack[g.stack.length - 1];
  if (t?.k === 'approach-assign') return t.faces[die];
  if (t?.k === 'reroll' && t.die === die) return t.face;
  return rolledFaces(g).find((d) => d.die === die)?.face;
}

/** One face's consequence for the unit now, in words (its label first). */
export function faceWords(o: FaceOutlook, onward: string): string {
  const bits: string[] = [];
  if (o.lca === 'damaged') bits.push('the landing craft is damaged');
  if (o.lca === 'sinks') bits.push('the landing craft sinks with the unit');
  else if (o.lost) bits.push('the unit is lost');
  else if (o.hits) bits.push(`${o.hits} hit${o.hits === 1 ? '' : 's'}`);
  if (o.rout && !o.lost) bits.push('Routs');
  else if (o.shaken) bits.push('Shaken');
  if (o.onward) bits.push(onward);
  if (o.chit !== 'none') bits.push(o.chit === 'ranger' ? 'a Ranger Event Chit' : 'a German Event Chit');
  if (o.card) bits.push('an Event Card');
  if (o.stop && !o.lost) bits.push('stops');
  else if (o.last) bits.push('its last die');
  return `${o.label}: ${bits.length ? bits.join(', ') : 'no effect here'}`;
}

/** What a face's border says at a glance: loss or stop, hits, onward, or nothing much. */
function faceTone(o: FaceOutlook): string {
  if (o.lost || o.stop) return 'bad';
  if (o.hits || o.lca) return 'hurt';
  return o.onward ? 'good' : 'plain';
}

/**
 * The Movement Dice Activation area: the four coloured dice; before a die is picked, each with its six faces
 * and how many of them stop the unit, hit it (and how hard), lose it or carry it on, worked out for the unit
 * where it stands (the game's outlook.ts, from the rules the roll is then resolved by); the dice rolled this
 * activation face up in the order rolled; the Advances saved and in hand; keep or re-roll. With "Dice thrown
 * at the table" on, tapping a die asks which face it showed.
 */
@customElement('umpire-crowbar-dice')
export class CrowbarDiceTray extends UmpireElement {
  static override styles = [
    shared,
    css`
      :host {
        display: block;
      }
      .head {
        display: flex;
        align-items: center;
        gap: 0.4rem;
        flex-wrap: wrap;
        margin-bottom: 0.3rem;
      }
      .head h3 {
        flex: 1;
        margin: 0;
        font-size: 0.95rem;
      }
      .head .sub {
        color: var(--ink-2);
        font-weight: 500;
      }
      .typed {
        min-height: 2rem;
        padding: 0.1rem 0.6rem;
        font-size: 0.85rem;
      }
      .typed[aria-pressed='true'] {
        background: var(--accent);
        color: var(--accent-ink);
        border-color: var(--accent);
      }
      .dice {
        display: grid;
        gap: 0.35rem;
      }
      :host([layout='row']) .dice {
        grid-template-columns: repeat(4, minmax(0, 1fr));
      }
      /* with no die to pick at a large text size, the dice stand in one row, their faces named on a tap and to
         screen readers (the die's label) */
      .dice.tight {
        grid-template-columns: repeat(4, minmax(0, 1fr));
      }
      .dice.tight .row {
        grid-template-columns: minmax(0, 1fr);
        justify-items: center;
      }
      .dice.tight .name {
        display: none;
      }
      .row {
        display: grid;
        grid-template-columns: auto minmax(0, 1fr);
        gap: 0.1rem 0.45rem;
        align-items: center;
      }
      .die {
        position: relative;
        display: grid;
        justify-items: center;
        padding: 0.15rem;
        border-radius: 12px;
        grid-row: span 2;
        border: 2px solid transparent;
        background: none;
        min-width: var(--tap);
        font-size: 0.8rem;
        color: var(--ink-2);
      }
      .die svg {
        width: 46px;
        height: 46px;
        display: block;
      }
      :host([brief]) .die svg {
        width: 40px;
        height: 40px;
      }
      .die.can {
        border-color: var(--accent);
        background: var(--paper-2);
        cursor: pointer;
      }
      .die[aria-disabled='true'] {
        cursor: help;
      }
      .die.spent svg {
        opacity: 0.35;
      }
      .order {
        position: absolute;
        top: 0;
        right: 0;
        min-width: 1.1rem;
        height: 1.1rem;
        border-radius: 999px;
        background: var(--ink);
        color: var(--paper);
        font-size: 0.75rem;
        font-weight: 800;
        display: grid;
        place-items: center;
      }
      .faces {
        display: flex;
        gap: 2px;
      }
      .face {
        width: 26px;
        height: 26px;
        border-bottom: 3px solid transparent;
        padding: 0;
        background: none;
        border-radius: 3px;
      }
      .face svg {
        width: 100%;
        height: 100%;
        display: block;
      }
      .face.bad {
        border-bottom-color: var(--danger);
      }
      .face.hurt {
        border-bottom-color: #d08a1e;
      }
      .face.good {
        border-bottom-color: #2e7d32;
      }
      .odds {
        margin: 0;
        font-size: 0.8rem;
        line-height: 1.25;
        color: var(--ink);
      }
      .odds b {
        font-variant-numeric: tabular-nums;
      }
      .name {
        font-size: 0.8rem;
        color: var(--ink-2);
      }
      .pick {
        display: flex;
        flex-wrap: wrap;
        gap: 0.3rem;
        margin-top: 0.35rem;
      }
      .pick .face {
        width: var(--tap);
        height: var(--tap);
        border: 1px solid var(--line);
      }
      .pick p {
        flex-basis: 100%;
        margin: 0;
        font-size: 0.9rem;
      }
      .adv {
        display: inline-flex;
        align-items: center;
        gap: 0.3rem;
        padding: 0.15rem 0.55rem;
        border-radius: 999px;
        border: 1px solid var(--line);
        background: var(--paper);
        font-weight: 700;
        font-size: 0.9rem;
        margin-top: 0.3rem;
      }
      .adv svg {
        width: 16px;
        height: 16px;
      }
      .acts {
        display: flex;
        flex-wrap: wrap;
        gap: 0.35rem;
        margin-top: 0.4rem;
      }
      /* a long choice ('Re-roll it with Lt. Col. Rudder') wraps in the panel's width instead of running past it */
      .acts .btn {
        white-space: normal;
        text-align: start;
      }
      .why {
        margin: 0.3rem 0 0;
        font-size: 0.88rem;
        color: var(--ink-2);
      }
      .die.tumble svg {
        animation: tumble ${TUMBLE_MS}ms cubic-bezier(0.2, 0.7, 0.3, 1);
      }
      @keyframes tumble {
        0% {
          transform: translateY(-10px) rotate(-200deg) scale(0.8);
        }
        60% {
          transform: translateY(2px) rotate(20deg) scale(1.05);
        }
        100% {
          transform: none;
        }
      }
      @media (prefers-reduced-motion: reduce) {
        .die.tumble svg {
          animation: none;
        }
      }
    `,
  ];

  @property({ attribute: false }) game?: CrowbarState;
  @property({ attribute: false }) rules?: Rules;
  @property({ attribute: false }) choices: readonly Choice[] = [];
  @property({ type: Boolean }) busy = false;
  /** The key of the choice shown as the board's large button (not repeated here). */
  @property({ attribute: false }) primaryKey = '';
  /**
   * Where the text is large: the heading without the unit's name (the line above the map names it), the odds in
   * short words, the dice a little smaller, and in one row while none is to be picked.
   */
  @property({ type: Boolean, reflect: true }) brief = false;
  /** 'column' beside the map (landscape), 'row' above it (portrait). */
  @property({ reflect: true }) layout: 'column' | 'row' = 'column';
  @property({ attribute: false }) pick: (c: Choice) => void = () => undefined;
  @state() private reason = '';
  /** Typing in the dice thrown at the table (starts from the device's dice setting). */
  @state() private typing?: boolean;
  /** The die whose face is being asked for (typing), with its roll choice. */
  @state() private asking?: Choice;
  /** Dice of the last roll tumbling now, by colour: the face each shows at this moment. */
  @state() private tumbling = new Map<DieColor, number>();
  private readonly settings = new SettingsController(this);
  private seenSeq?: number;
  private timers: number[] = [];

  override willUpdate(): void {
    if (this.reason && this.choices.some((c) => c.action.type === 'roll')) this.reason = '';
    if (this.asking && !this.choices.some((c) => c.key === this.asking?.key)) this.asking = undefined;
    const g = this.game;
    if (!g) return;
    const fresh = freshRoll(this.seenSeq, g.lastRoll);
    this.seenSeq = g.lastRoll?.seq ?? 0;
    if (fresh && !reducedMotion())
      this.tumble(
        fresh.dice.flatMap((d) =>
          d.die === 'green' || d.die === 'yellow' || d.die === 'red' || d.die === 'black'
            ? [[d.die, d.face] as const]
            : [],
        ),
      );
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stopTumble();
  }

  private stopTumble(): void {
    for (const t of this.timers) window.clearTimeout(t);
    this.timers = [];
    this.tumbling = new Map();
  }

  /** Flashes a few faces on each Movement Die just thrown, the real face last (the state already holds it). */
  private tumble(dice: readonly (readonly [DieColor, number])[]): void {
    this.stopTumble();
    if (!dice.length) return;
    const frames = dice.map(([die, face]) => [die, tumbleFaces(face)] as const);
    const steps = frames[0]?.[1].length ?? 0;
    const at = (i: number) => new Map(frames.map(([die, fs]) => [die, fs[i] ?? fs[fs.length - 1] ?? 1]));
    this.tumbling = at(0);
    for (let i = 1; i < steps; i++)
      this.timers.push(window.setTimeout(() => (this.tumbling = at(i)), (TUMBLE_MS * i) / steps));
    this.timers.push(window.setTimeout(() => (this.tumbling = new Map()), TUMBLE_MS));
  }

  private get typedMode(): boolean {
    return this.typing ?? this.settings.value.dice === 'type';
  }

  private tap(die: DieColor, can: Choice | undefined, said: string): void {
    const g = this.game;
    if (!g) return;
    if (!can || this.busy) {
      this.reason = can ? 'Wait a moment: the last choice is being recorded.' : said || dieReason(g, die);
      return;
    }
    this.reason = '';
    if (this.typedMode) this.asking = can;
    else this.pick(can);
  }

  /** The six faces of a die asked for (dice thrown at the table): tap the one thrown. */
  private facePicker(R: Rules) {
    const c = this.asking;
    const action = c?.action;
    if (!c || action?.type !== 'roll') return nothing;
    const die = action.die;
    return html`<div class="pick" role="group" aria-label=${`Which face did the ${die} die show?`}>
      <p>Which face did the ${die} die show?</p>
      ${R.dice[die].map(
        (f, i) =>
          html`<button
            class="face"
            aria-label=${f.label}
            title=${f.label}
            ?disabled=${this.busy}
            @click=${() => (this.pick({ ...c, action: { ...action, dice: [i + 1] } }), (this.asking = undefined))}
          >
            <svg viewBox="0 0 60 60" aria-hidden="true">${dieSvg(die, f)}</svg>
          </button>`,
      )}
      <button class="btn ghost" @click=${() => (this.asking = undefined)}>Cancel</button>
    </div>`;
  }

  override render() {
    const g = this.game;
    const R = this.rules;
    if (!g || !R) return nothing;
    const t = g.stack[g.stack.length - 1];
    const col = t && (t.k === 'unit' || t.k === 'reroll' || t.k === 'spend') ? t.col : g.activeCol;
    const unit = col !== null ? g.rangers[col - 1] : null;
    const rolled = new Map(rolledFaces(g).map((d) => [d.die, d]));
    const rollChoice = new Map<DieColor, Choice>();
    for (const c of this.choices) if (c.action.type === 'roll') rollChoice.set(c.action.die, c);
    const others = this.choices.filter(
      (c) => (c.action.type === 'reroll' || c.action.type === 'accept') && c.key !== this.primaryKey,
    );
    const spend = t?.k === 'spend' ? t : undefined;
    const zone = unit ? zoneOfRow(unit.row) : 'inland';
    const onward = zone === 'sea' ? 'lands on Beach 4' : zone === 'beach' ? 'climbs the cliff' : 'moves on';
    const onwardShort = zone === 'sea' ? 'land' : zone === 'beach' ? 'climb' : 'move on';
    const arrow = svg`<svg viewBox="0 0 20 20" aria-hidden="true">${symbolSvg({ kind: 'advance', n: 0 }, 10, 11, 9, 'currentColor', 'transparent')}</svg>`;
    return html`
      <div class="head">
        <h3 class=${this.brief ? 'sr-only' : ''}>
          Movement
          Dice${unit && !this.brief ? html` <span class="sub">· ${lcaName(unit, R)}, ${unit.sp} SP</span>` : nothing}
        </h3>
        <button
          class="btn typed"
          aria-pressed=${this.typedMode ? 'true' : 'false'}
          @click=${() => ((this.typing = !this.typedMode), (this.asking = undefined))}
        >
          Dice thrown at the table
        </button>
      </div>
      <div class=${`dice ${this.brief && !rollChoice.size ? 'tight' : ''}`} role="group" aria-label="Movement Dice">
        ${DIE_COLORS.map((die) => {
          const st = DIE_STYLE[die];
          const done = rolled.get(die);
          const faceNo = faceOf(g, die);
          const face = faceNo !== undefined ? R.dice[die][faceNo - 1] : undefined;
          const flash = this.tumbling.get(die);
          const drawn = flash !== undefined ? R.dice[die][flash - 1] : face;
          const can = rollChoice.get(die);
          const outlook = can && unit ? dieOutlook(g, R, unit.col, die) : [];
          const odds = outlook.length ? dieChances(outlook) : undefined;
          const name = `${die} die, ${st.risk}`;
          const label = face
            ? `${name}: ${face.label}${done ? `, rolled ${done.order}${['st', 'nd', 'rd'][done.order - 1] ?? 'th'}` : ''}`
            : can
              ? `Roll the ${name}`
              : `${name}, not rolled`;
          // Each chance with its words, and its shortest words (for the short form of the line).
          const oddsParts: [number, string, string][] = odds
            ? [
                [odds.stop, 'stop', 'stop'],
                [odds.hit, `hit${odds.mostHits > 1 ? ` (up to ${odds.mostHits})` : ''}`, 'hit'],
                ...(odds.lost ? [[odds.lost, 'lose the unit', 'lost'] as [number, string, string]] : []),
                [odds.onward, onwardShort, zone === 'inland' ? 'move' : onwardShort],
              ]
            : [];
          return html`<div class="row">
            <button
              class=${`die ${can ? 'can' : ''} ${flash !== undefined ? 'tumble' : ''}`}
              aria-label=${label}
              aria-disabled=${can && !this.busy ? 'false' : 'true'}
              data-key=${can?.key ?? ''}
              @click=${() => this.tap(die, can, face ? `${face.label}.` : '')}
            >
              <svg viewBox="0 0 60 60" aria-hidden="true">${dieSvg(die, drawn)}</svg>
              ${done ? html`<span class="order" aria-hidden="true">${done.order}</span>` : nothing}
            </button>
            ${
              outlook.length
                ? html`<div class="faces" role="list" aria-label=${`The ${die} die's faces for this unit`}>
                      ${outlook.map((o) => html`<span class=${`face ${faceTone(o)}`} role="listitem" aria-label=${faceWords(o, onward)} title=${faceWords(o, onward)}><svg viewBox="0 0 60 60" aria-hidden="true">${dieSvg(die, R.dice[die][o.face - 1])}</svg></span>`)}
                    </div>
                    ${
                      this.brief
                        ? html`<p class="odds">
                            <span aria-hidden="true"
                              >${oddsParts.map(([n, , short], i) => html`${i ? ' · ' : ''}<b>${n}</b> ${short}`)}</span
                            >
                            <span class="sr-only"
                              >${oddsParts.map(([n, what]) => `${n} in 6 ${what}`).join(' · ')}</span
                            >
                          </p>`
                        : html`<p class="odds">
                            ${oddsParts.map(([n, what], i) => html`${i ? ' · ' : ''}<b>${n}</b> in 6 ${what}`)}
                          </p>`
                    }`
                : html`<span class="name">${face ? face.label : `${die} · ${st.risk}`}</span>`
            }
          </div>`;
        })}
      </div>
      ${this.facePicker(R)}
      ${g.saved > 0 ? html`<span class="adv" role="status">${arrow} ${g.saved} Advance${g.saved === 1 ? '' : 's'} saved</span>` : nothing}
      ${spend ? html`<span class="adv" role="status">${arrow} ${spend.pool ? `${spend.pool} Advance${spend.pool === 1 ? '' : 's'} to spend` : 'No Advances left'}</span>` : nothing}
      ${
        others.length
          ? html`<div class="acts">
              ${others.map((c) => html`<button class=${`btn ${c.action.type === 'accept' ? 'primary' : ''}`} data-key=${c.key} ?disabled=${this.busy} @click=${() => this.pick(c)}>${c.label}</button>`)}
            </div>`
          : nothing
      }
      ${this.reason ? html`<p class="why" role="status">${this.reason}</p>` : nothing}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-crowbar-dice': CrowbarDiceTray;
  }
}

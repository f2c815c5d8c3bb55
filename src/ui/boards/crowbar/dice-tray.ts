import { html, css, svg, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { Rules } from '../../../systems/crowbar/game/rules.ts';
import { DIE_COLORS, type CrowbarState, type DieColor } from '../../../systems/crowbar/game/types.ts';
import { UmpireElement } from '../../base.ts';
import { shared } from '../../styles.ts';
import { dieReason, type Choice } from './choices.ts';
import { DIE_STYLE, rolledFaces } from './dice.ts';
import { dieSvg, symbolSvg } from './die-svg.ts';
import { combatGroups, freshRoll, rollTitle } from './last-roll.ts';
import { reducedMotion, TUMBLE_MS, tumbleFaces } from './tumble.ts';
import '../../procedure/dice-face.ts';

/** The face (1-6) each die shows now: the Invasion Approach roll, the die waiting to be kept, or the faces rolled. */
function faceOf(g: CrowbarState, die: DieColor): number | undefined {
  const t = g.stack[g.stack.length - 1];
  if (t?.k === 'approach-assign') return t.faces[die];
  if (t?.k === 'reroll' && t.die === die) return t.face;
  return rolledFaces(g).find((d) => d.die === die)?.face;
}

/**
 * The Movement Dice Activation area: the four coloured dice, the ones rolled this activation face up (in the
 * order rolled), the Advances saved and in hand, and the die choices (roll, keep, re-roll). A die that may not
 * be rolled says why when tapped. Below, the Combat Dice of the game's last roll (state.lastRoll); the dice of
 * a new roll tumble briefly (tumble.ts).
 */
@customElement('umpire-crowbar-dice')
export class CrowbarDiceTray extends UmpireElement {
  static override styles = [
    shared,
    css`
      :host { display: block; }
      .tray { display: flex; flex-wrap: wrap; align-items: center; gap: .5rem; }
      .die {
        position: relative; display: grid; justify-items: center; gap: .1rem; padding: .2rem; border-radius: 12px;
        border: 2px solid transparent; background: none; min-width: var(--tap); font-size: .72rem; color: var(--ink-2);
      }
      .die svg { width: 52px; height: 52px; display: block; }
      .die.can { border-color: var(--accent); background: var(--paper-2); cursor: pointer; }
      .die.can:hover { filter: brightness(1.05); }
      .die[aria-disabled='true'] { cursor: help; }
      .die.rolled svg { filter: drop-shadow(0 1px 1px rgba(0, 0, 0, .4)); }
      .die.spent svg { opacity: .35; }
      .order { position: absolute; top: 0; right: 0; min-width: 1.1rem; height: 1.1rem; border-radius: 999px; background: var(--ink); color: var(--paper); font-size: .7rem; font-weight: 800; display: grid; place-items: center; }
      .adv { display: inline-flex; align-items: center; gap: .3rem; padding: .2rem .55rem; border-radius: 999px; border: 1px solid var(--line); background: var(--paper); font-weight: 700; font-size: .9rem; }
      .adv svg { width: 18px; height: 18px; }
      .acts { display: flex; flex-wrap: wrap; gap: .35rem; margin-top: .4rem; }
      .why { margin-top: .3rem; font-size: .88rem; color: var(--ink-2); }
      .die.tumble svg { animation: tumble ${TUMBLE_MS}ms cubic-bezier(.2, .7, .3, 1); }
      @keyframes tumble {
        0% { transform: translateY(-10px) rotate(-200deg) scale(.8); }
        60% { transform: translateY(2px) rotate(20deg) scale(1.05); }
        100% { transform: none; }
      }
      @media (prefers-reduced-motion: reduce) { .die.tumble svg { animation: none; } }
      .last { display: flex; flex-wrap: wrap; align-items: center; gap: .5rem; margin-top: .35rem; --die-size: 30px; }
      .grp { display: inline-flex; align-items: center; gap: .2rem; font-size: .8rem; }
      .grp b { margin-right: .2rem; color: var(--ink-2); }
      .grp.ranger { --die-fill: color-mix(in srgb, var(--us) 25%, var(--paper)); }
      .grp.german { --die-fill: color-mix(in srgb, var(--de) 25%, var(--paper)); }
      .what { font-size: .8rem; color: var(--ink-2); font-weight: 600; min-width: 5.5rem; line-height: 1.25; }
    `,
  ];

  @property({ attribute: false }) game?: CrowbarState;
  @property({ attribute: false }) rules?: Rules;
  @property({ attribute: false }) choices: readonly Choice[] = [];
  @property({ type: Boolean }) busy = false;
  /** The key of the choice shown as the board's large button (not repeated here). */
  @property({ attribute: false }) primaryKey = '';
  @state() private reason = '';
  /** Dice of the last roll tumbling now, by index in lastRoll.dice: the face each shows at this moment. */
  @state() private tumbling = new Map<number, number>();
  private seenSeq?: number;
  private timers: number[] = [];

  override willUpdate(): void {
    if (this.reason && this.game && this.choices.some((c) => c.action.type === 'roll')) this.reason = '';
    const g = this.game;
    if (!g) return;
    const fresh = freshRoll(this.seenSeq, g.lastRoll);
    this.seenSeq = g.lastRoll?.seq ?? 0;
    if (fresh && !reducedMotion()) this.tumble(fresh.dice.map((d) => d.face));
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

  /** Flashes a few faces on each die just thrown, the real face last (the state already holds the result). */
  private tumble(faces: readonly number[]): void {
    this.stopTumble();
    const frames = faces.map((f) => tumbleFaces(f));
    const steps = frames[0]?.length ?? 0;
    const at = (i: number) => new Map(frames.map((fs, d) => [d, fs[i] ?? fs[fs.length - 1] ?? 1]));
    this.tumbling = at(0);
    for (let i = 1; i < steps; i++) this.timers.push(window.setTimeout(() => (this.tumbling = at(i)), (TUMBLE_MS * i) / steps));
    this.timers.push(window.setTimeout(() => (this.tumbling = new Map()), TUMBLE_MS));
  }

  /** The face a tumbling Movement Die of the last roll shows now, if it is tumbling. */
  private flashOf(g: CrowbarState, die: DieColor): number | undefined {
    const i = g.lastRoll?.dice.findIndex((d) => d.die === die) ?? -1;
    return i >= 0 ? this.tumbling.get(i) : undefined;
  }

  private lastRollView(g: CrowbarState) {
    const r = g.lastRoll;
    const groups = r ? combatGroups(r) : [];
    if (!r || !groups.length) return nothing;
    const said = `Last roll, ${rollTitle(r)}: ${groups.map((x) => `${x.label} ${x.dice.map((d) => d.face).join(', ')}`).join('; ')}`;
    return html`<div class="last" role="group" aria-label=${said}>
      <span class="what">Last roll<br />${rollTitle(r)}</span>
      ${groups.map(
        (x) => html`<span class=${`grp ${x.side}`} aria-hidden="true"><b>${x.label}</b>${x.dice.map((d) => html`<umpire-die .face=${this.tumbling.get(d.index) ?? d.face} ?rolling=${this.tumbling.has(d.index)}></umpire-die>`)}</span>`,
      )}
    </div>`;
  }

  private send(c: Choice): void {
    this.reason = '';
    this.emit('umpire-game-action', { action: c.action });
  }

  override render() {
    const g = this.game;
    const R = this.rules;
    if (!g || !R) return nothing;
    const t = g.stack[g.stack.length - 1];
    const approach = t?.k === 'approach-assign' ? t : undefined;
    const rolled = new Map(rolledFaces(g).map((d) => [d.die, d]));
    const rollChoice = new Map<DieColor, Choice>();
    for (const c of this.choices) if (c.action.type === 'roll') rollChoice.set(c.action.die, c);
    // The obvious choice (keep the die) is the large button above; the re-rolls stay beside the dice.
    const others = this.choices.filter((c) => (c.action.type === 'reroll' || c.action.type === 'accept') && c.key !== this.primaryKey);
    const spend = t?.k === 'spend' ? t : undefined;
    const arrow = svg`<svg viewBox="0 0 20 20" aria-hidden="true">${symbolSvg({ kind: 'advance', n: 0 }, 10, 11, 9, 'currentColor', 'transparent')}</svg>`;
    return html`
      <div class="tray" role="group" aria-label="Movement Dice">
        <p class="what">${approach ? html`Invasion Approach:<br />${approach.company} Company` : g.activeCol !== null ? html`Movement Dice<br />column ${g.activeCol}` : html`Movement<br />Dice`}</p>
        ${DIE_COLORS.map((die) => {
          const st = DIE_STYLE[die];
          const done = rolled.get(die);
          const faceNo = faceOf(g, die);
          const face = faceNo !== undefined ? R.dice[die][faceNo - 1] : undefined;
          const flash = this.flashOf(g, die);
          const drawn = flash !== undefined ? R.dice[die][flash - 1] : face;
          const can = rollChoice.get(die);
          const label = face
            ? `${die} die${done ? `, rolled ${done.order}${done.order === 1 ? 'st' : done.order === 2 ? 'nd' : done.order === 3 ? 'rd' : 'th'}` : ''}: ${face.label}`
            : can
              ? `Roll the ${die} die (${st.risk})`
              : `${die} die (${st.risk}), not rolled`;
          return html`<button class=${`die ${can ? 'can' : ''} ${done || approach ? 'rolled' : ''} ${flash !== undefined ? 'tumble' : ''}`} aria-label=${label} title=${label}
              aria-disabled=${can && !this.busy ? 'false' : 'true'} data-key=${can?.key ?? ''}
              @click=${() => (can && !this.busy ? this.send(can) : (this.reason = can ? 'Wait a moment: the last choice is being recorded.' : face ? `${face.label}.` : dieReason(g, die)))}>
              <svg viewBox="0 0 60 60" aria-hidden="true">${dieSvg(die, drawn)}</svg>
              ${done ? html`<span class="order" aria-hidden="true">${done.order}</span>` : nothing}
              <span>${die} · ${st.risk}</span>
            </button>`;
        })}
        ${g.saved > 0 ? html`<span class="adv" role="status" aria-label=${`${g.saved} Advance${g.saved === 1 ? '' : 's'} saved`}>${arrow} ${g.saved} saved</span>` : nothing}
        ${spend ? html`<span class="adv" role="status" aria-label=${`${spend.pool} Advance${spend.pool === 1 ? '' : 's'} to spend`}>${arrow} ${spend.pool} to spend</span>` : nothing}
      </div>
      ${others.length
        ? html`<div class="acts">${others.map((c) => html`<button class=${`btn ${c.action.type === 'accept' ? 'primary' : ''}`} data-key=${c.key} ?disabled=${this.busy} @click=${() => this.send(c)}>${c.label}</button>`)}</div>`
        : nothing}
      ${this.lastRollView(g)}
      ${this.reason ? html`<p class="why" role="status">${this.reason}</p>` : nothing}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-crowbar-dice': CrowbarDiceTray;
  }
}

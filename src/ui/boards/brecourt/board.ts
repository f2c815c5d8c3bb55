import { html, css, nothing, unsafeCSS, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { announce } from '../../base.ts';
import { BoardElement } from '../board-element.ts';
import { icons } from '../../icons.ts';
import { shared } from '../../styles.ts';
import { tapRow } from '../../tap-row.ts';
import { toldText, type InputValue, type ToldBody } from '../../../engine/index.ts';
import type { BrecourtState } from '../../../systems/brecourt/game/types.ts';
import { dueItems, type DueItem } from './due-model.ts';
import { unguardedPrisoners } from '../../../systems/brecourt/game/sequence.ts';
import { play, type BoardEvents } from './events.ts';
import { draftFor, loadDraft, saveDraft } from './draft.ts';
import {
  actsFor,
  doneForNow,
  eligible,
  movesNow,
  pickHint,
  rollOf,
  targetSide,
  toggleTarget,
  type Act,
  type Pick,
} from './figure-acts.ts';
import { rollAction, typedGame, type BrecourtGame, type Facts } from './roll-model.ts';
import './status-bar.ts';
import './score-box.ts';
import './due-list.ts';
import './gun-strip.ts';
import './roster-list.ts';
import './figure-card.ts';
import './roll-card.ts';
import './pending-card.ts';
import './rolled-card.ts';
import './add-figure.ts';
import './game-summary.ts';
import '../provisional-badge.ts';
import { reconstructed } from './reconstructed.ts';

/** The nearest element that scrolls, up through shadow roots. */
function scrollerOf(from: Element): Element | undefined {
  for (
    let e: Element | null = from.parentElement ?? (from.getRootNode() as ShadowRoot).host ?? null;
    e;
    e = e.parentElement ?? (e.getRootNode() as ShadowRoot).host ?? null
  ) {
    if (e.scrollHeight > e.clientHeight && /auto|scroll/.test(getComputedStyle(e).overflowY)) return e;
  }
  return undefined;
}

/** Whether the pick has what its roll needs tapped (a target, a gun), so the roll can be set up. */
function readyToRoll(state: BrecourtState, pick: Pick): boolean {
  switch (pick.kind) {
    case 'check':
    case 'caught':
      return true;
    case 'fire':
      return pick.targets.length > 0;
    case 'us-grenade':
      return (
        pick.targets.length > 0 || state.figures.find((f) => f.id === pick.actor)?.grenadeThrownTurn !== state.turn
      );
    case 'hand-to-hand':
      return pick.targets.some((id) => state.figures.find((f) => f.id === id)?.side === 'german');
    case 'demolition':
      return pick.gun !== undefined;
  }
}

/** The board's width, in CSS px, from which the selected figure's column stands beside the roster. */
const WIDE_PX = 860;

/** The most of the board's height the head kept over the roster may take (beyond, it scrolls with the roster). */
const HEAD_SHARE = 0.45;

/** The same words and dice: the state may come again (saved, replayed) and still be the one the roll made. */
const sameTold = (a: ToldBody, b: ToldBody | undefined): boolean => b !== undefined && toldText(a) === toldText(b);

/**
 * The Brécourt Manor roster board: turn, clock and score; the sequence of play with what is due; the four guns;
 * both sides' figures; and beside them the selected figure, the roll being set up (what the table tells it, the
 * odds, the dice) and the roll waiting to be applied. Every roll is the game's own action.
 */
@customElement('umpire-board-brecourt')
export class BrecourtBoard extends BoardElement {
  static override styles = [
    shared,
    css`
      :host {
        display: block;
        container-type: inline-size;
      }
      .layout {
        display: grid;
        gap: 0.9rem;
        align-items: start;
      }
      .main > * + *,
      .standing > section + section {
        margin-top: 0.6rem;
      }
      .tally,
      .sec-head {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.5rem;
      }
      .sec-head {
        justify-content: space-between;
        margin-bottom: 0.4rem;
      }
      .sec-head h2.sec {
        margin: 0;
      }
      h2.sec {
        font-size: 0.8rem;
        text-transform: uppercase;
        letter-spacing: 0.06em;
        color: var(--ink-2);
        margin: 0 0 0.4rem;
      }
      .side {
        display: grid;
        gap: 0.6rem;
        position: sticky;
        bottom: 0;
        z-index: 5;
        max-height: 60vh;
        overflow: auto;
        padding: 0.2rem;
      }
      .side:empty {
        display: none;
      }
      .side umpire-bc-guns {
        --gun-tile-min: 9rem;
      }
      .side .idle {
        color: var(--ink-2);
        border: 1px dashed var(--line);
        border-radius: var(--radius);
        padding: 0.8rem;
      }
      @container (min-width: ${unsafeCSS(WIDE_PX)}px) {
        .layout {
          grid-template-columns: minmax(0, 1fr) minmax(20rem, 24rem);
        }
        /* Where the turn stands (clock, steps, what is due, the way on) stays in sight over a scrolled roster. */
        .standing {
          position: sticky;
          top: 0;
          z-index: 4;
          background: var(--paper);
          padding-bottom: 0.5rem;
          border-bottom: 1px solid var(--line);
        }
        /* Too tall to leave the roster room under it (a large text size): it scrolls away, and comes back after. */
        :host([tall-head]) .standing {
          position: static;
        }
        .side {
          top: 0;
          bottom: auto;
          max-height: calc(100vh - 5rem);
        }
      }
      @container (max-width: ${unsafeCSS(WIDE_PX - 1)}px) {
        .side .idle {
          display: none;
        }
      }
      details.box {
        border: 1px solid var(--line);
        border-radius: var(--radius);
        padding: 0 0.7rem;
        background: var(--paper);
      }
      details.box[open] {
        padding-bottom: 0.7rem;
      }
      details.box > summary {
        ${tapRow}
        gap: 0.45rem;
        font-weight: 650;
      }
      .problem {
        color: var(--danger);
      }
    `,
  ];

  /** Tells the session this board shows the sequence of play and what is due itself. */
  readonly ownsFlow = true;

  @property({ attribute: false }) override state?: BrecourtState;

  @state() private selected = '';
  @state() private pick?: Pick;
  /** What the table told the roll being set up (range, cover...). */
  @state() private facts: Facts = {};
  /** The roll just made from this board when it left nothing to apply: told where its card stood, until the next
   * tap or until the game moves on (another action, an undo). */
  @state() private rolled?: ToldBody;
  /** Whether the board is wide enough for the side column beside the roster: the guns then sit in it. */
  @state() private wide = false;
  /** Set when a roll was sent: the pick moves on once the new state arrives. */
  private rolling = false;
  /** The draft of this tab is read once per session, when its first state arrives. */
  private restoredFor = '';
  /** The card beside (or over) the roster changes size as a roll is set up: what was chosen is kept in sight. */
  private readonly sideSize = new ResizeObserver(() => this.keepChosenInView());
  private watched?: Element;
  private readonly ownSize = new ResizeObserver(([entry]) => {
    if (entry) this.wide = entry.contentRect.width >= WIDE_PX;
  });
  /** The height of the head kept over the roster (wide board): what is scrolled into view goes under it. */
  private readonly headSize = new ResizeObserver(([entry]) => {
    const height = entry?.target.getBoundingClientRect().height ?? 0;
    const view = scrollerOf(this)?.clientHeight ?? window.innerHeight;
    const tall = height > HEAD_SHARE * view;
    this.toggleAttribute('tall-head', tall);
    this.headHeight = this.wide && !tall ? height : 0;
    this.style.setProperty('--bc-head', `${this.headHeight}px`);
  });
  private headHeight = 0;

  override connectedCallback(): void {
    super.connectedCallback();
    this.ownSize.observe(this);
    this.addEventListener('bc-tap', this.onTap);
    this.addEventListener('bc-act', this.onAct);
    this.addEventListener('bc-due', this.onDue);
    this.addEventListener('bc-gun', this.onGun);
    this.addEventListener('bc-fact', this.onFact);
    this.addEventListener('bc-roll', this.onRoll);
    this.addEventListener('bc-cancel', this.onCancel);
    this.addEventListener('keydown', this.onKey);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.sideSize.disconnect();
    this.ownSize.disconnect();
    this.headSize.disconnect();
    this.watched = undefined;
    this.removeEventListener('bc-tap', this.onTap);
    this.removeEventListener('bc-act', this.onAct);
    this.removeEventListener('bc-due', this.onDue);
    this.removeEventListener('bc-gun', this.onGun);
    this.removeEventListener('bc-fact', this.onFact);
    this.removeEventListener('bc-roll', this.onRoll);
    this.removeEventListener('bc-cancel', this.onCancel);
    this.removeEventListener('keydown', this.onKey);
  }

  override willUpdate(changed: PropertyValues): void {
    const s = this.state;
    if (!s) return;
    if (this.sessionId && this.restoredFor !== this.sessionId) {
      this.restoredFor = this.sessionId;
      const d = draftFor(s, loadDraft(localStorage, this.sessionId) ?? { selected: '', facts: {} });
      this.selected = d.selected;
      this.pick = d.pick;
      this.facts = d.facts;
    }
    if (changed.has('state')) {
      const before = changed.get('state') as BrecourtState | undefined;
      if (this.rolling) {
        this.rolling = false;
        this.afterRoll(s);
      } else if (this.rolled && !s.said.some((t) => sameTold(t, this.rolled))) this.rolled = undefined;
      // A roll being set up belongs to its step: once the game moves on, what was being chosen is let go.
      if (before && (before.step !== s.step || before.turn !== s.turn)) {
        this.pick = undefined;
        this.facts = {};
        this.letGoIfDone(s, true);
      }
      if (before?.pending && !s.pending) this.letGoIfDone(s);
      const d = draftFor(s, { selected: this.selected, ...(this.pick ? { pick: this.pick } : {}), facts: this.facts });
      if (d.selected !== this.selected) this.selected = d.selected;
      if (d.pick !== this.pick) {
        this.pick = d.pick;
        this.facts = d.facts;
      }
    }
  }

  override updated(changed: PropertyValues): void {
    if (this.sessionId && (changed.has('selected') || changed.has('pick') || changed.has('facts'))) {
      saveDraft(localStorage, this.sessionId, {
        selected: this.selected,
        ...(this.pick ? { pick: this.pick } : {}),
        facts: this.facts,
      });
    }
    const before = changed.get('state') as BrecourtState | undefined;
    // A new step (or turn): what it asks for comes into sight, wherever the roster had been scrolled. Two frames
    // on, the head has settled: a longer due list may have made it too tall to stay over the roster.
    if (before && this.state && (before.step !== this.state.step || before.turn !== this.state.turn))
      requestAnimationFrame(() =>
        requestAnimationFrame(() => this.renderRoot.querySelector('.standing')?.scrollIntoView({ block: 'nearest' })),
      );
    if (changed.has('pick')) {
      // Chosen and rolled (or let go): where the turn stands comes back into sight, if it had scrolled away.
      if (this.wide && !this.pick && changed.get('pick'))
        this.renderRoot.querySelector('.standing')?.scrollIntoView({ block: 'nearest' });
      this.sayWhatIsChosen();
      if (this.pick?.kind === 'demolition') this.showGuns();
    }
    const head = this.renderRoot.querySelector('.standing');
    if (head && changed.has('wide')) {
      this.headSize.disconnect();
      this.headSize.observe(head);
    }
    const side = this.renderRoot.querySelector('.side');
    if (side && side !== this.watched) {
      this.sideSize.disconnect();
      this.sideSize.observe(side);
      this.watched = side;
    }
  }

  /**
   * A charge is set on a gun tile: on a narrow board the tiles sit above the roster, out of sight when the
   * figure setting it was tapped far down the list, so they are brought into view (no scroll when in sight).
   */
  private showGuns(): void {
    if (!this.wide) this.renderRoot.querySelector('umpire-bc-guns')?.scrollIntoView({ block: 'nearest' });
  }

  /**
   * Where the roll card sits over the foot of the roster (a narrow board), the figures last chosen are scrolled
   * to just above it, so more can be tapped and what was chosen stays in sight.
   */
  private keepChosenInView(): void {
    const last = this.pick?.targets[this.pick.targets.length - 1];
    const row = last
      ? this.renderRoot
          .querySelector('umpire-bc-roster')
          ?.shadowRoot?.querySelector(`button.fig[data-id="${CSS.escape(last)}"]`)
      : undefined;
    const side = this.renderRoot.querySelector<HTMLElement>('.side');
    if (!row || !side) return;
    row.scrollIntoView({ block: 'nearest' });
    if (getComputedStyle(side).top !== 'auto') return;
    const hidden = row.getBoundingClientRect().bottom + 8 - side.getBoundingClientRect().top;
    if (hidden > 0) scrollerOf(this)?.scrollBy({ top: hidden });
  }

  /** Tells the session what the referee is choosing on (the side of the roster the targets are on), to keep it in view. */
  private sayWhatIsChosen(): void {
    const p = this.pick;
    const s = this.state;
    const choosing = p && s && (!readyToRoll(s, p) || p.kind === 'caught') ? targetSide(s, p) : undefined;
    const roster = this.renderRoot.querySelector('umpire-bc-roster');
    const element =
      choosing && roster ? (roster.shadowRoot?.querySelector(`section.${choosing}`) ?? roster) : undefined;
    // Beside the card (a wide board) the head stays over the roster: the side is shown from under it.
    const r = element?.getBoundingClientRect();
    const box =
      r && this.headHeight
        ? { x: 0, y: -this.headHeight, width: r.width, height: r.height + this.headHeight }
        : undefined;
    this.dispatchEvent(
      new CustomEvent('umpire-focus-target', {
        detail: element ? { element, ...(box ? { box } : {}) } : {},
        bubbles: true,
        composed: true,
      }),
    );
  }

  /** After a roll: a grenade's scatter goes on to the figures under the blast; anything else is done. */
  private afterRoll(s: BrecourtState): void {
    const p = this.pick;
    const thrown =
      p?.kind === 'us-grenade' &&
      p.procedure === 'brecourt.us-grenade-scatter' &&
      s.figures.find((f) => f.id === p.actor)?.grenadeThrownTurn === s.turn;
    this.pick = thrown ? { ...p, targets: [] } : undefined;
    this.facts = {};
    this.rolled = s.pending ? undefined : s.said.find((t) => (t.dice?.length ?? 0) > 0);
    if (!thrown && !s.pending) this.letGoIfDone(s);
  }

  /**
   * Over a narrow roster, the card of a figure with nothing left to roll closes once his roll is done (applied,
   * left, or with nothing to apply) or the game moves to a step with nothing for him, so the roster under it is
   * free for the next figure.
   */
  private letGoIfDone(s: BrecourtState, newStep = false): void {
    const f = s.figures.find((x) => x.id === this.selected);
    const game = this.game;
    if (this.wide || this.pick || !f || !game || !this.ctx) return;
    // In a new step a figure who may still move there keeps his card: the move is set on it.
    if (newStep && movesNow(s, f)) return;
    // A German who has just surrendered keeps his card: his guard is named on it.
    if (unguardedPrisoners(s).includes(f)) return;
    if (doneForNow(actsFor(game, s, this.ctx, f, Date.now()))) this.selected = '';
  }

  private get game(): BrecourtGame | undefined {
    return this.system?.game ? typedGame(this.system.game) : undefined;
  }

  override render() {
    const s = this.state;
    const ctx = this.ctx;
    const game = this.game;
    if (!s || !ctx || !game) return html`<p class="problem">This session keeps no Brécourt game.</p>`;
    const due = dueItems(s, ctx, Date.now());
    const shown = this.pick?.actor ?? this.selected;
    const proc =
      this.pick && readyToRoll(s, this.pick)
        ? this.system?.procedures.find((p) => p.id === this.pick?.procedure)
        : undefined;
    const tally = html`<div class="tally">
      <umpire-bc-score .state=${s}></umpire-bc-score>
      <umpire-provisional system="brecourt" .items=${reconstructed(ctx, s.scenario)}></umpire-provisional>
    </div>`;
    // Over the roster (a narrow board) the score shares the guns' heading row; beside it, it stands above them.
    const guns = html`<section aria-labelledby="h-guns">
      <div class="sec-head">
        <h2 class="sec" id="h-guns">Howitzers</h2>
        ${this.wide ? nothing : tally}
      </div>
      <umpire-bc-guns .state=${s} .pick=${this.pick}></umpire-bc-guns>
    </section>`;
    // Beside the roster, the guns sit under the card; while a charge is being set they come first, to be tapped.
    const demolition = this.pick?.kind === 'demolition';
    return html`<div class="layout">
      <div class="main">
        <div class="standing">
          <section aria-label="Clock and awareness">
            <umpire-bc-status .state=${s}></umpire-bc-status>
          </section>
          <section aria-labelledby="h-due">
            <h2 class="sr-only" id="h-due">Sequence of play</h2>
            <umpire-bc-due
              .step=${s.step}
              .turn=${s.turn}
              .lastTurn=${s.lastTurn}
              .over=${s.over}
              .items=${due}
              .waiting=${s.pending?.told.text ?? ''}
            ></umpire-bc-due>
          </section>
        </div>
        ${this.wide ? nothing : guns}
        <section aria-labelledby="h-roster">
          <h2 class="sr-only" id="h-roster">Roster</h2>
          <umpire-bc-roster .state=${s} .selected=${this.selected} .pick=${this.pick}></umpire-bc-roster>
        </section>
        <section>
          <details class="box">
            <summary>${icons.plus} Add a figure</summary>
            <umpire-bc-add-figure></umpire-bc-add-figure>
          </details>
        </section>
        <section>
          <details class="box" ?open=${s.over}>
            <summary>${icons.table} ${s.over ? 'End of the game' : 'Score and summary'}</summary>
            <umpire-bc-summary .state=${s}></umpire-bc-summary>
          </details>
        </section>
      </div>
      <aside
        class="side"
        aria-label=${this.wide ? 'Selected figure, roll, score and howitzers' : 'Selected figure and roll'}
      >
        ${this.wide && demolition ? guns : nothing}${this.rolled ? html`<umpire-bc-rolled .told=${this.rolled}></umpire-bc-rolled>` : nothing}${s.pending ? html`<umpire-bc-pending .state=${s} .ctx=${ctx} .game=${game}></umpire-bc-pending>` : nothing}${
          // Over a narrow roster a waiting roll stands alone: nothing else may be rolled until it is applied or
          // left, and the figure's card under it would cover the roster. The figure comes back with his card.
          s.pending && !this.wide
            ? nothing
            : proc && this.pick
              ? html`<umpire-bc-roll
                  .state=${s}
                  .ctx=${ctx}
                  .game=${game}
                  .procedure=${proc}
                  .roll=${rollOf(this.pick)}
                  .facts=${this.facts}
                  hint=${pickHint(s, this.pick)}
                ></umpire-bc-roll>`
              : shown || this.pick
                ? html`<umpire-bc-figure-card
                    .state=${s}
                    .figure=${shown}
                    .ctx=${ctx}
                    .game=${game}
                    .pick=${this.pick}
                  ></umpire-bc-figure-card>`
                : nothing
        }${!s.pending && !shown && !this.pick ? html`<p class="idle">Tap a figure to see what he may do now, or a button under “Due now”.</p>` : nothing}${
          this.wide ? html`${tally}${demolition ? nothing : guns}` : nothing
        }
      </aside>
    </div>`;
  }

  // ---- choosing ----

  private readonly onTap = (e: CustomEvent<BoardEvents['bc-tap']>): void => {
    e.stopPropagation();
    this.rolled = undefined;
    const s = this.state;
    const f = s?.figures.find((x) => x.id === e.detail.id);
    if (!s || !f) return;
    const p = this.pick;
    if (p && p.kind !== 'check') {
      if (f.id === p.actor) return;
      if (!eligible(s, p, f)) {
        announce(`${f.name} cannot be chosen for this`);
        return;
      }
      const next = toggleTarget(s, p, f.id);
      if (next.targets[0] !== p.targets[0]) this.facts = {};
      this.pick = next;
      return;
    }
    this.select(f.id);
  };

  /** Opens a figure's card, leaving any roll being set up. */
  private select(figure: string): void {
    this.pick = undefined;
    this.facts = {};
    this.selected = figure;
  }

  private startPick(pick: Pick): void {
    this.pick = pick;
    this.facts = {};
    if (pick.actor) this.selected = pick.actor;
  }

  private readonly onAct = (e: CustomEvent<BoardEvents['bc-act']>): void => {
    e.stopPropagation();
    this.rolled = undefined;
    const a: Act = e.detail.act;
    if (a.do.kind === 'pick') this.startPick(a.do.pick);
    else play(this, a.do.action);
  };

  private readonly onDue = (e: CustomEvent<BoardEvents['bc-due']>): void => {
    e.stopPropagation();
    this.rolled = undefined;
    const item: DueItem = e.detail.item;
    if (item.do.kind === 'pick') this.startPick(item.do.pick);
    else if (item.do.kind === 'action') play(this, item.do.action);
    else if (item.do.kind === 'figure') this.select(item.do.figure);
  };

  private readonly onGun = (e: CustomEvent<BoardEvents['bc-gun']>): void => {
    e.stopPropagation();
    if (!this.pick) return;
    this.pick = { ...this.pick, gun: e.detail.gun };
    // The gun tapped is the one the figure stood beside for a whole move (so the card asked): the switch starts on.
    if (this.pick.kind === 'demolition') this.facts = { ...this.facts, wholeMoveAdjacent: true };
  };

  private readonly onFact = (e: CustomEvent<BoardEvents['bc-fact']>): void => {
    e.stopPropagation();
    const value: InputValue = e.detail.value;
    this.facts = { ...this.facts, [e.detail.name]: value };
  };

  private readonly onRoll = (e: CustomEvent<BoardEvents['bc-roll']>): void => {
    e.stopPropagation();
    const p = this.pick;
    if (!p) return;
    this.rolling = true;
    play(this, rollAction(rollOf(p), this.facts, e.detail.dice, Date.now()));
  };

  private readonly onCancel = (e: Event): void => {
    e.stopPropagation();
    this.letGo();
  };

  private letGo(): void {
    if (this.pick) {
      this.pick = undefined;
      this.facts = {};
    } else this.selected = '';
  }

  private readonly onKey = (e: KeyboardEvent): void => {
    if (e.key !== 'Escape' || (!this.pick && !this.selected)) return;
    e.stopPropagation();
    this.letGo();
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-board-brecourt': BrecourtBoard;
  }
}

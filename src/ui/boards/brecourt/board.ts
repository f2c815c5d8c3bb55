import { html, css, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { announce } from '../../base.ts';
import { BoardElement } from '../board-element.ts';
import { icons } from '../../icons.ts';
import { shared } from '../../styles.ts';
import type { RulesContext } from '../../../engine/index.ts';
import type { BrecourtState } from '../../../systems/brecourt/game/types.ts';
import { BOARD_PROCEDURE, type BoardProcedureRequest } from '../../session/boards.ts';
import { store } from '../../store.ts';
import { applyLabel, previewApply, presetFor, resolveAction, typedGame, type Binding, type BrecourtGame } from './binding.ts';
import { dueItems, type DueItem } from './due-model.ts';
import { play, type BoardEvents } from './events.ts';
import { loadBinding, pendingFrom, saveBinding, type PendingApply } from './pending-apply.ts';
import { bindingOf, eligible, toggleTarget, type Act, type Pick } from './figure-acts.ts';
import './status-bar.ts';
import './due-list.ts';
import './gun-strip.ts';
import './roster-list.ts';
import './figure-card.ts';
import './add-figure.ts';
import './game-summary.ts';

/**
 * The Brécourt Manor roster board: turn, clock and score; the sequence of play with what is due; the four guns;
 * the selected figure; both sides' figures. Choosing a firer and then a target opens the matching procedure
 * filled in from them; its result is applied to the figures from the panel, as a game action in the log.
 */
@customElement('umpire-board-brecourt')
export class BrecourtBoard extends BoardElement {
  static override styles = [
    shared,
    css`
      :host { display: block; }
      section + section { margin-top: .9rem; }
      h3.sec { font-size: .8rem; text-transform: uppercase; letter-spacing: .06em; color: var(--ink-2); margin: 0 0 .4rem; }
      .sticky { position: sticky; top: 0; z-index: 5; margin: .6rem 0; }
      /* Portrait: the panel sheet already takes half the screen, so only the short what-to-tap card follows the roster. */
      @media (orientation: portrait), (max-width: 820px) { .sticky:not(.picking) { position: static; } }
      details.box { border: 1px solid var(--line); border-radius: var(--radius); padding: 0 .7rem; background: var(--paper); }
      details.box[open] { padding-bottom: .7rem; }
      details.box > summary { min-height: var(--tap); display: flex; align-items: center; gap: .45rem; cursor: pointer; font-weight: 650; }
      .problem { color: var(--danger); }
      .restored { border: 2px solid var(--accent, var(--line)); border-radius: var(--radius); padding: .6rem .7rem; background: var(--paper); }
      .restored p { margin: 0 0 .5rem; }
      .restored .row { display: flex; flex-wrap: wrap; gap: .5rem; }
      .restored .apply-restored { flex: 1 1 16rem; min-height: 56px; white-space: normal; text-align: left; justify-content: flex-start; }
    `,
  ];

  /** Tells the session this board shows the sequence of play and what is due itself. */
  readonly ownsFlow = true;

  @property({ attribute: false }) override state?: BrecourtState;

  @state() private selected = '';
  @state() private pick?: Pick;
  /** Set when an Apply was sent: the pick ends once the new state arrives. */
  private applying = false;
  /** A roll made before the page was reloaded, bound to figures and not yet applied (the session's Apply is gone). */
  @state() private restored?: PendingApply;
  /** The session's log is read for a waiting roll once, when the first state arrives after the page loads. */
  private restoreChecked = false;
  private restoreRun = 0;

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener('bc-tap', this.onTap as EventListener);
    this.addEventListener('bc-act', this.onAct as EventListener);
    this.addEventListener('bc-due', this.onDue as EventListener);
    this.addEventListener('bc-open', this.onOpen as EventListener);
    this.addEventListener('bc-gun', this.onGun as EventListener);
    this.addEventListener('bc-cancel', this.onCancel);
    this.addEventListener('keydown', this.onKey);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener('bc-tap', this.onTap as EventListener);
    this.removeEventListener('bc-act', this.onAct as EventListener);
    this.removeEventListener('bc-due', this.onDue as EventListener);
    this.removeEventListener('bc-open', this.onOpen as EventListener);
    this.removeEventListener('bc-gun', this.onGun as EventListener);
    this.removeEventListener('bc-cancel', this.onCancel);
    this.removeEventListener('keydown', this.onKey);
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('state') && this.applying) {
      this.applying = false;
      this.pick = undefined;
    }
    const s = this.state;
    if (s && this.selected && !s.figures.some((f) => f.id === this.selected)) this.selected = '';
    if (changed.has('state') && s) {
      // First state after a load: look for a roll waiting for its Apply; later: drop it once applied or undone.
      if (!this.restoreChecked) {
        this.restoreChecked = true;
        void this.restore();
      } else if (this.restored) void this.restore();
    }
  }

  /** Finds the roll the referee made for the figures last bound, if the page was reloaded before its Apply. */
  private async restore(): Promise<void> {
    const id = this.sessionId || undefined;
    const saved = id ? loadBinding(sessionStorage, id) : undefined;
    const run = ++this.restoreRun;
    if (!id || !saved) {
      this.restored = undefined;
      return;
    }
    try {
      const events = await store.events(id, { latest: true, limit: 200 });
      // A newer binding or check started meanwhile: this answer is stale.
      if (run === this.restoreRun) this.restored = pendingFrom(events, saved);
    } catch {
      if (run === this.restoreRun) this.restored = undefined;
    }
  }

  private readonly applyRestored = (): void => {
    const p = this.restored;
    if (!p) return;
    ++this.restoreRun;
    this.restored = undefined;
    play(this, resolveAction(p.binding, p.result, Date.now()));
  };

  private readonly dismissRestored = (): void => {
    ++this.restoreRun;
    this.restored = undefined;
  };

  private renderRestored(s: BrecourtState, ctx: RulesContext, game: BrecourtGame) {
    const p = this.restored;
    if (!p) return nothing;
    const title = this.system?.procedures.find((x) => x.id === p.binding.procedure)?.title ?? p.binding.procedure;
    const names = [p.binding.actor, ...(p.binding.targets ?? [])].filter((x): x is string => !!x).map((id) => s.figures.find((f) => f.id === id)?.name ?? id);
    const preview = previewApply(game, s, resolveAction(p.binding, p.result, Date.now()), ctx);
    return html`<section class="restored" role="region" aria-label="Roll waiting to be applied">
      <p><span class="muted">Rolled before the page reloaded:</span> <b>${title}</b>${names.length ? ` (${names.join(' → ')})` : ''}: <b class="res">${p.result.summary}</b></p>
      <div class="row">
        <button class="btn primary apply-restored" ?disabled=${preview.why !== undefined} @click=${this.applyRestored}>${icons.check} ${applyLabel(preview)}</button>
        <button class="btn ghost" @click=${this.dismissRestored}>Leave it unapplied</button>
      </div>
    </section>`;
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
    return html`
      <section aria-label="Turn, clock and score">
        <umpire-bc-status .state=${s}></umpire-bc-status>
      </section>
      <section aria-labelledby="h-due">
        <h3 class="sec" id="h-due">Sequence of play: what is due now</h3>
        <umpire-bc-due .step=${s.step} .turn=${s.turn} .lastTurn=${s.lastTurn} .over=${s.over} .items=${due}></umpire-bc-due>
      </section>
      ${this.renderRestored(s, ctx, game)}
      <section aria-labelledby="h-guns">
        <h3 class="sec" id="h-guns">Howitzers</h3>
        <umpire-bc-guns .state=${s} .pick=${this.pick}></umpire-bc-guns>
      </section>
      ${shown || this.pick
        ? html`<div class=${`sticky ${this.pick ? 'picking' : ''}`}><umpire-bc-figure-card .state=${s} .figure=${shown} .ctx=${ctx} .game=${game} .pick=${this.pick}></umpire-bc-figure-card></div>`
        : nothing}
      <section aria-labelledby="h-roster">
        <h3 class="sec" id="h-roster">Roster</h3>
        <umpire-bc-roster .state=${s} .selected=${this.selected} .pick=${this.pick}></umpire-bc-roster>
      </section>
      <section>
        <details class="box"><summary>${icons.plus} Add a figure</summary><umpire-bc-add-figure></umpire-bc-add-figure></details>
      </section>
      <section>
        <details class="box" ?open=${s.over}><summary>${icons.table} ${s.over ? 'End of the game' : 'Score and summary'}</summary><umpire-bc-summary .state=${s}></umpire-bc-summary></details>
      </section>
    `;
  }

  // ---- choosing ----

  private readonly onTap = (e: CustomEvent<BoardEvents['bc-tap']>): void => {
    e.stopPropagation();
    const s = this.state;
    const f = s?.figures.find((x) => x.id === e.detail.id);
    if (!s || !f) return;
    const p = this.pick;
    if (p) {
      if (f.id === p.actor) return;
      if (!eligible(s, p, f)) {
        announce(`${f.name} cannot be chosen for this`);
        return;
      }
      this.pick = toggleTarget(s, p, f.id);
      this.open(bindingOf(this.pick));
      return;
    }
    this.selected = f.id;
  };

  private readonly onAct = (e: CustomEvent<BoardEvents['bc-act']>): void => {
    e.stopPropagation();
    const a: Act = e.detail.act;
    switch (a.do.kind) {
      case 'pick':
        this.pick = a.do.pick;
        this.open(bindingOf(a.do.pick));
        break;
      case 'open':
        this.open(a.do.binding);
        break;
      case 'action':
        play(this, a.do.action);
        break;
    }
  };

  private readonly onDue = (e: CustomEvent<BoardEvents['bc-due']>): void => {
    e.stopPropagation();
    const item: DueItem = e.detail.item;
    switch (item.do.kind) {
      case 'open':
        this.pick = undefined;
        if (item.do.binding.actor) this.selected = item.do.binding.actor;
        else if (item.do.binding.targets?.[0]) this.selected = item.do.binding.targets[0];
        this.open(item.do.binding);
        break;
      case 'action':
        play(this, item.do.action);
        break;
      case 'pick-caught': {
        const pick: Pick = { kind: 'caught', procedure: 'brecourt.german-grenade-blast', grenade: item.do.grenade, targets: [] };
        this.selected = '';
        this.pick = pick;
        this.open(bindingOf(pick));
        break;
      }
      case 'none':
        break;
    }
  };

  private readonly onOpen = (e: CustomEvent<BoardEvents['bc-open']>): void => {
    e.stopPropagation();
    this.open(e.detail.binding);
  };

  private readonly onGun = (e: CustomEvent<BoardEvents['bc-gun']>): void => {
    e.stopPropagation();
    if (!this.pick) return;
    this.pick = { ...this.pick, gun: e.detail.gun };
    this.open(bindingOf(this.pick));
  };

  private readonly onCancel = (e: Event): void => {
    e.stopPropagation();
    if (this.pick) this.pick = undefined;
    else this.selected = '';
  };

  private readonly onKey = (e: KeyboardEvent): void => {
    if (e.key !== 'Escape' || (!this.pick && !this.selected)) return;
    e.stopPropagation();
    if (this.pick) this.pick = undefined;
    else this.selected = '';
  };

  /** Opens the procedure in the session's panel, filled in from the figures, with an Apply that lands the result. */
  private open(b: Binding): void {
    const s = this.state;
    const ctx = this.ctx;
    const game = this.game;
    const proc = this.system?.procedures.find((p) => p.id === b.procedure);
    if (!s || !ctx || !game || !proc) return;
    // Kept for a reload between the roll and its Apply; a waiting roll from before is superseded.
    const id = this.sessionId || undefined;
    if (id) saveBinding(sessionStorage, id, { binding: b, openedAt: Date.now() });
    ++this.restoreRun;
    this.restored = undefined;
    const request: BoardProcedureRequest = {
      procedure: b.procedure,
      inputs: presetFor(s, proc, b, ctx),
      apply: {
        describe: (result) => {
          const now = this.state;
          const c = this.ctx;
          if (!now || !c) return { label: 'Apply', why: 'the game is not loaded' };
          const p = previewApply(game, now, resolveAction(b, result, Date.now()), c);
          return p.why ? { label: applyLabel(p), why: p.why } : { label: applyLabel(p) };
        },
        action: (result) => {
          // After the scatter the thrower still picks the figures under the template for the blast.
          this.applying = b.procedure !== 'brecourt.us-grenade-scatter';
          return resolveAction(b, result, Date.now());
        },
      },
    };
    this.dispatchEvent(new CustomEvent<BoardProcedureRequest>(BOARD_PROCEDURE, { detail: request, bubbles: true, composed: true }));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-board-brecourt': BrecourtBoard;
  }
}

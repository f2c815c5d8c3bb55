import { html, css, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { UmpireElement, announce } from '../base.ts';
import { icons } from '../icons.ts';
import { shared } from '../styles.ts';
import { skipLinkStyles } from '../skip-link.ts';
import { store, saveFile } from '../store.ts';
import { navigate } from '../router.ts';
import { MediaController } from '../controllers/media-controller.ts';
import { canRefocus, deepActiveElement, deepContains } from '../focus.ts';
import { revealShift, targetSpan, type FocusTarget } from './keep-in-view.ts';
import { BOARDS, type BoardProcedureRequest } from './boards.ts';
import { exportFileName, exportText, RECENT_EVENTS, StaleSessionError } from '../../storage/index.ts';
import { LiveQueryController } from '../controllers/live-query-controller.ts';
import {
  overridesFor,
  toldFor,
  toldText,
  type AnyProcedure,
  type DiceRoll,
  type EventRequest,
  type InputValues,
  type ResolvedRoll,
  type RulesContext,
  type SessionEvent,
  type SessionMeta,
  type SessionState,
  type SettingValue,
  type TableOverrides,
} from '../../engine/index.ts';
import { isSystemId, loadSystem } from '../../systems/registry.ts';
import { systemContext } from '../../systems/catalog.ts';
import type { GameAction, GameStatus, SystemModule } from '../../systems/types.ts';
import type { MenuItem } from '../controls/menu-button.ts';
import '../controls/menu-button.ts';
import '../procedure/procedure-panel.ts';
import './session-log.ts';
import '../told/recap.ts';
import '../told/told-brief.ts';
import './procedure-list.ts';
import './game-stepper.ts';
import './strip-fold.ts';
import '../notes/rules-notes.ts';
import { SharingHook } from '../sync/session-hook.ts';
import '../help/system-help.ts';
import { errorMessage } from '../../engine/index.ts';
import { keepProcedure, keptProcedure } from '../kept-on-device.ts';

const LOG_LIMIT = Math.max(RECENT_EVENTS, 200);

const MENU: readonly MenuItem[] = [
  { id: 'export', label: 'Export this session', icon: 'download' },
  { id: 'share', label: 'Share this session', icon: 'share' },
  { id: 'help', label: 'Help', icon: 'help' },
  { id: 'tables', label: 'Tables', icon: 'table' },
  { id: 'notes', label: 'Rules notes', icon: 'book' },
  { id: 'settings', label: 'Settings', icon: 'gear' },
  { id: 'home', label: 'All sessions', icon: 'home' },
];

/**
 * A session: the top bar (turn and phase, procedures, undo, log, menu) and the board, which owns the screen.
 * What is due and what just happened sit in one-line strips over the board (beside it, above the procedure,
 * while a procedure is open in landscape); an open procedure sits beside the board in landscape and as a bottom
 * sheet in portrait, which keeps the thing a board is choosing on in view above it. The procedures and the log
 * slide up as drawers. Every request goes through the store, which writes the event before the result is shown.
 */
@customElement('umpire-session-view')
export class SessionView extends UmpireElement {
  static override styles = [
    shared,
    skipLinkStyles,
    css`
      :host {
        display: grid;
        grid-template-rows: auto minmax(0, 1fr);
        height: 100vh;
        height: 100dvh;
        overflow: clip;
        container: topbar / inline-size;
      }
      /* Tall enough for a phase on two lines at any text size, so the bar keeps its height from phase to phase. */
      .top {
        display: flex;
        align-items: center;
        gap: 0.3rem;
        padding: 0.35rem 0.5rem;
        border-bottom: 1px solid var(--line);
        background: var(--paper-2);
        min-height: max(56px, calc(3.1rem + 3px));
        flex-wrap: nowrap;
        min-width: 0;
      }
      /* The session's name is read whole (a tablet cannot hover for the rest): it never gives way to the phase,
         and only a name longer than a third of the bar takes a second line. */
      .who {
        flex: none;
        max-width: 34cqw;
        display: grid;
        line-height: 1.2;
      }
      .who h1 {
        font-size: 1.05rem;
        display: -webkit-box;
        -webkit-box-orient: vertical;
        -webkit-line-clamp: 2;
        overflow: hidden;
        overflow-wrap: anywhere;
      }
      .who .sys {
        font-size: 0.82rem;
        color: var(--ink-2);
        white-space: nowrap;
        overflow: hidden;
        text-overflow: ellipsis;
      }
      /* a long phase takes a second line rather than an ellipsis: a tablet cannot hover for the rest */
      .turn {
        flex: 0 1 auto;
        min-width: 0;
        font-weight: 700;
        line-height: 1.1;
        padding: 0.1rem 0.7rem;
        border-radius: 1.1rem;
        background: var(--paper);
        border: 1px solid var(--line);
        display: -webkit-box;
        -webkit-box-orient: vertical;
        -webkit-line-clamp: 2;
        overflow: hidden;
      }
      .top .btn {
        flex: none;
        padding: 0 0.6rem;
      }
      .top .lbl {
        margin-left: 0.1rem;
      }
      /* Clipped, not hidden: a hidden box can still be scrolled by scrollIntoView, and would carry the board off. */
      main {
        position: relative;
        overflow: clip;
        display: grid;
        grid-template-columns: minmax(0, 1fr);
        grid-template-rows: minmax(0, 1fr);
      }
      main.beside {
        grid-template-columns: minmax(0, 1fr) clamp(300px, 32vw, 420px);
      }
      main:focus {
        outline: none;
      }
      .stage {
        position: relative;
        display: grid;
        grid-template-rows: auto minmax(0, 1fr);
        grid-template-columns: minmax(0, 1fr);
        min-width: 0;
        min-height: 0;
      }
      .strips {
        position: relative;
        z-index: 15;
      }
      .board {
        grid-row: 2;
        overflow: auto;
        container-type: size;
        position: relative;
        scroll-padding-bottom: var(--sheet-h, 0px);
      }
      .board:focus {
        outline: none;
      }
      .board:focus-visible {
        outline: 3px solid var(--focus);
        outline-offset: -3px;
      }
      .board-el {
        display: block;
        min-height: 100cqh;
        padding: 0.5rem 0.75rem 1rem;
      }
      .portrait.with-sheet .board {
        padding-bottom: var(--sheet-h, 0px);
      }
      .panel {
        overflow: auto;
        padding: 0 1rem 2rem;
        border-left: 1px solid var(--line);
        background: var(--paper);
        min-width: 0;
      }
      .panel .strips {
        margin: 0 -1rem 0.5rem;
        position: sticky;
        top: 0;
      }
      .portrait .panel {
        position: absolute;
        left: 0;
        right: 0;
        bottom: 0;
        height: 55%;
        border-left: 0;
        border-top: 1px solid var(--line);
        border-radius: 16px 16px 0 0;
        box-shadow: 0 -6px 24px rgba(0, 0, 0, 0.18);
        z-index: 10;
        padding-top: 0;
        transition: height 0.2s ease;
      }
      .portrait .panel.full {
        height: 92%;
      }
      .portrait .panel.peek {
        height: 7.5rem;
        overflow: hidden;
      }
      .handle {
        position: sticky;
        top: 0;
        z-index: 1;
        display: flex;
        justify-content: center;
        align-items: center;
        gap: 1.5rem;
        background: var(--paper);
        padding: 0.15rem 0;
        margin: 0 -1rem 0.25rem;
      }
      .handle .step {
        min-height: var(--tap);
        min-width: 4.5rem;
        border: 1px solid transparent;
        border-radius: var(--radius);
        background: none;
        display: grid;
        place-items: center;
        color: var(--ink-2);
      }
      .handle .step:disabled {
        opacity: 0.35;
      }
      .handle .grip {
        width: 44px;
        height: 5px;
        border-radius: 3px;
        background: var(--line);
      }
      .handle .close {
        position: absolute;
        right: 0.5rem;
        top: 0.15rem;
      }
      .drawer {
        position: absolute;
        left: 0;
        right: 0;
        bottom: 0;
        height: 60%;
        z-index: 20;
        background: var(--paper);
        display: flex;
        flex-direction: column;
        border-top: 2px solid var(--accent);
        box-shadow: 0 -8px 30px rgba(0, 0, 0, 0.25);
        transform: translateY(0);
        transition:
          transform 0.22s ease,
          visibility 0s;
      }
      .drawer[inert] {
        transform: translateY(105%);
        visibility: hidden;
        transition:
          transform 0.22s ease,
          visibility 0s 0.22s;
      }
      .drawer umpire-session-log {
        flex: 1;
        min-height: 0;
      }
      .drawer .bar {
        display: flex;
        align-items: center;
        gap: 0.5rem;
        padding: 0.5rem 0.75rem;
        border-bottom: 1px solid var(--line);
      }
      .drawer .bar h2 {
        font-size: 1.1rem;
        flex: 1;
      }
      .drawer .list {
        flex: 1;
        min-height: 0;
        overflow: auto;
        padding: 0.75rem;
      }
      .notes {
        overflow: auto;
        padding: 1rem;
        grid-column: 1 / -1;
        max-width: 56rem;
        width: 100%;
        margin: 0 auto;
      }
      .notes header {
        display: flex;
        align-items: center;
        gap: 0.5rem;
        margin-bottom: 0.75rem;
      }
      .notes h2 {
        font-size: 1.3rem;
      }
      .msg {
        padding: 2rem;
        max-width: 40rem;
      }
      .msg p {
        margin-bottom: 1rem;
      }
      .close-proc {
        display: flex;
        justify-content: flex-end;
        margin: 0.2rem -0.5rem -0.6rem 0;
        position: relative;
        z-index: 1;
      }
      @media (prefers-reduced-motion: reduce) {
        .drawer,
        .drawer[inert],
        .portrait .panel {
          transition: none;
        }
      }
      /* The sharing status keeps its words (up to a share of the bar); the turn line gives way first. */
      .top umpire-sync-chip {
        flex: 0 0 auto;
        max-width: 40%;
      }
      /* The buttons keep their words while the bar has room for them at the chosen text size (less with the sharing status). */
      @container topbar (max-width: 60rem) {
        .lbl {
          display: none;
        }
      }
      @container topbar (max-width: 76rem) {
        .top.shared .lbl {
          display: none;
        }
      }
      /* Too narrow for the name, the phase and the buttons side by side (portrait at a large text size): the phase
         takes a row of its own under them, always, so the bar's height does not change with the phase. */
      @container topbar (max-width: 42rem) {
        .top {
          flex-wrap: wrap;
        }
        .who {
          flex: 1 1 auto;
          max-width: none;
        }
        .turn {
          order: 1;
          flex: 1 0 100%;
          text-align: center;
        }
      }
    `,
  ];

  @property() sessionId = '';
  @property() sub = '';

  @state() private meta?: SessionMeta;
  @state() private sstate?: SessionState;
  @state() private status?: GameStatus;
  @state() private system?: SystemModule;
  @state() private loadError = '';
  @state() private current = '';
  @state() private busy = false;
  @state() private error = '';
  @state() private logOpen = false;
  @state() private procsOpen = false;
  /** The bottom sheet in portrait: just its title, half the screen, or nearly all of it. */
  @state() private sheet: 'peek' | 'half' | 'full' = 'half';
  @state() private latest?: { procedure: string; eventId: string; result: ResolvedRoll };
  /** Inputs a board filled in for the current procedure, and who rolls for what. */
  @state() private preset?: InputValues;
  @state() private about?: { procedure: string; text: string };
  @state() private boardReady = false;
  /** Whose eyes are on the screen, for a board with hidden information (see umpire-viewer). */
  @state() private viewer?: string;
  /** The system's board element, created once its module has loaded (a slot for per-system boards). */
  private boardEl?: HTMLElement;
  /** What the board is choosing on (umpire-focus-target), kept in view above the procedure sheet. */
  private focusTarget?: FocusTarget;
  /** Where the keyboard focus was when the open procedure opened: it goes back there when it closes. */
  private focusOrigin: HTMLElement | null = null;
  private readonly sheetSize = new ResizeObserver((entries) => {
    const h = entries[0]?.borderBoxSize[0]?.blockSize ?? 0;
    this.renderRoot.querySelector<HTMLElement>('main')?.style.setProperty('--sheet-h', `${Math.round(h)}px`);
    this.keepTargetInView();
  });

  private readonly portrait = new MediaController(this, '(orientation: portrait), (max-width: 820px)');
  private readonly log = new LiveQueryController<SessionEvent[]>(this, () => Promise.resolve([]));
  private logLimit = LOG_LIMIT;
  private readonly overrides = new LiveQueryController<TableOverrides>(this, () => store.getOverrides());
  /** Sharing with other devices (src/ui/sync): loaded only for a shared session. */
  private readonly sharing = new SharingHook(this);
  /** The session as stored, followed live so a change made in another tab reaches this one. */
  private readonly stored = new LiveQueryController<SessionMeta | undefined>(this, () => Promise.resolve(undefined));
  private reloading = false;

  override willUpdate(changed: PropertyValues): void {
    if (changed.has('sessionId') && this.sessionId) void this.open(this.sessionId);
    if (changed.has('current')) {
      // A procedure reopened as the session opens (from the last visit) leaves the focus where it is.
      const restored = changed.has('meta') && changed.get('meta') === undefined;
      const before: unknown = changed.get('current') ?? '';
      this.focusMove = restored ? undefined : this.current ? 'in' : before ? 'back' : undefined;
      if (this.focusMove === 'in' && !before) this.focusOrigin = deepActiveElement();
    }
    this.followOtherTabs();
  }

  private async open(id: string): Promise<void> {
    this.loadError = '';
    this.meta = undefined;
    this.latest = undefined;
    this.error = '';
    this.boardEl = undefined;
    this.boardReady = false;
    this.logLimit = LOG_LIMIT;
    this.log.setQuery(() => store.events(id, { latest: true, limit: this.logLimit }));
    this.stored.setQuery(() => store.get(id));
    try {
      const opened = await store.open(id);
      if (!isSystemId(opened.meta.system))
        throw new Error(`this session belongs to an unknown system "${opened.meta.system}"`);
      const system = await loadSystem(opened.meta.system);
      this.system = system;
      this.meta = opened.meta;
      this.sstate = opened.state;
      this.status = opened.status;
      const saved = keptProcedure(id);
      const board = BOARDS[opened.meta.system];
      // With a board the game leads: no procedure is open until the board or the player opens one.
      this.current = system.procedures.some((p) => p.id === saved)
        ? (saved as string)
        : board
          ? ''
          : (system.procedures[0]?.id ?? '');
      if (board) void board().then(() => (this.boardReady = true));
    } catch (e) {
      this.loadError = errorMessage(e);
    }
  }

  /** The rules in force: the session's settings and this device's table edits (stamped into the log at the next roll). */
  private context(): RulesContext | undefined {
    if (!this.system || !this.sstate) return undefined;
    const mine = this.overrides.value ? overridesFor(this.system.info.id, this.overrides.value) : this.sstate.overrides;
    return systemContext(this.system, this.sstate.settings, mine);
  }

  private resultFor(procedure: string): ResolvedRoll | undefined {
    const undone = new Set(this.sstate?.undone ?? []);
    if (this.latest && this.latest.procedure === procedure && !undone.has(this.latest.eventId))
      return this.latest.result;
    const events = this.log.value ?? [];
    const e = events.findLast((x) => x.body.kind === 'roll' && x.body.procedure === procedure && !undone.has(x.id));
    return e?.body.kind === 'roll' ? e.body.result : undefined;
  }

  override render() {
    if (this.loadError) {
      return html`<div class="msg" role="alert">
        <h1>This session could not be opened</h1>
        <p>${this.loadError}</p>
        <a class="btn primary" href="#/">${icons.home} Back to all sessions</a>
      </div>`;
    }
    const m = this.meta;
    const sys = this.system;
    if (!m || !sys || !this.sstate) return html`<p class="msg">Opening the session…</p>`;
    const portrait = this.portrait.matches;
    const ctx = this.context();
    const proc = this.sub ? undefined : sys.procedures.find((p) => p.id === this.current);
    const open = proc && ctx ? proc : undefined;
    // In landscape an open procedure takes the strips beside the board with it, so the board keeps its height.
    const beside = !portrait && open !== undefined;
    const board = this.sub ? undefined : this.boardElement(sys, ctx);
    const strips = this.sub
      ? nothing
      : html`<div class="strips">${this.renderDue(sys, ctx, board)}${this.renderRecap()}</div>`;
    return html`
      <a
        class="btn primary skip"
        href=${`#/session/${encodeURIComponent(m.id)}${this.sub ? `/${this.sub}` : ''}`}
        @click=${this.skip}
        >${this.sub ? 'Skip to the content' : 'Skip to the board'}</a
      >
      ${this.renderTop(m, sys)}
      <main
        id="main"
        tabindex="-1"
        class=${`${portrait ? `portrait sheet-${this.sheet}` : 'landscape'}${beside ? ' beside' : ''}${portrait && open ? ' with-sheet' : ''}`}
        @keydown=${this.onKey}
      >
        ${
          this.sub === 'notes'
            ? this.renderSub(
                m,
                `Rules notes: ${sys.info.name}`,
                html`<umpire-rules-notes
                  .system=${sys}
                  .values=${this.sstate.settings}
                  ?busy=${this.busy}
                  @umpire-change=${this.onSetting}
                ></umpire-rules-notes>`,
              )
            : this.sub === 'help'
              ? this.renderSub(
                  m,
                  `Help: ${sys.info.name}`,
                  html`<umpire-system-help .system=${sys}></umpire-system-help>`,
                )
              : html` <div class="stage">
                    ${beside ? nothing : strips}
                    <div
                      class="board"
                      id="board"
                      tabindex="-1"
                      role="region"
                      aria-label="Board"
                      @umpire-change=${this.onSetting}
                      @umpire-game-action=${this.onAction}
                      @umpire-menu=${this.onMenu}
                      @umpire-board-procedure=${this.onBoardProcedure}
                      @umpire-viewer=${this.onViewer}
                      @umpire-focus-target=${this.onFocusTarget}
                    >
                      ${board ?? this.renderNoBoard(sys)}
                    </div>
                  </div>
                  ${open && ctx ? this.renderPanel(open, ctx, portrait, beside ? strips : nothing) : nothing}`
        }
        <aside
          id="procs"
          class="drawer"
          ?inert=${!this.procsOpen}
          aria-labelledby="procs-h"
          @keydown=${(e: KeyboardEvent) => this.onDrawerKey(e, 'procs')}
        >
          <div class="bar">
            <h2 id="procs-h">Procedures</h2>
            <button class="btn ghost icon" aria-label="Close the procedures" @click=${() => this.closeDrawer('procs')}>
              ${icons.close}
            </button>
          </div>
          <div class="list">
            <umpire-procedure-list
              .procedures=${sys.procedures}
              .current=${this.current}
              @umpire-menu=${this.onMenu}
            ></umpire-procedure-list>
          </div>
        </aside>
        <aside
          id="log"
          class="drawer"
          ?inert=${!this.logOpen}
          aria-label="Session log"
          @keydown=${(e: KeyboardEvent) => this.onDrawerKey(e, 'log')}
        >
          <umpire-session-log
            .viewer=${this.eyes}
            .events=${this.log.value ?? []}
            .undone=${this.sstate.undone}
            .total=${m.eventCount}
            closable
            @umpire-menu=${this.onMenu}
          ></umpire-session-log>
        </aside>
      </main>
    `;
  }

  /** One bar: back, the session (whole), turn and phase (on two lines when long, on a row of its own when narrow), procedures, undo, log, menu. */
  private renderTop(m: SessionMeta, sys: SystemModule) {
    const s = this.status;
    const turn = s
      ? `Turn ${s.turn}${s.lastTurn ? ` of ${s.lastTurn}` : ''} · ${s.phase}`
      : `${m.eventCount} event${m.eventCount === 1 ? '' : 's'}`;
    return html`<header class=${this.sharing.shared ? 'top shared' : 'top'}>
      <a class="btn ghost icon" href="#/" aria-label="All sessions">${icons.back}</a>
      <div class="who">
        <h1>${m.name}</h1>
        <span class="sys">${sys.info.name}</span>
      </div>
      <span class="turn" role="status" aria-label=${`Now: ${turn}`} title=${turn}>${turn}</span>
      ${this.sharing.chip()}
      <button
        class="btn ghost"
        @click=${() => this.toggleDrawer('procs')}
        aria-expanded=${this.procsOpen ? 'true' : 'false'}
        aria-controls="procs"
        aria-label="Procedures"
      >
        ${icons.dice}<span class="lbl">Procedures</span>
      </button>
      <button class="btn ghost" @click=${this.undo} ?disabled=${this.busy || m.eventCount === 0} aria-label="Undo">
        ${icons.undo}<span class="lbl">Undo</span>
      </button>
      <button
        class="btn ghost"
        @click=${() => this.toggleDrawer('log')}
        aria-expanded=${this.logOpen ? 'true' : 'false'}
        aria-controls="log"
        aria-label="Log"
      >
        ${icons.log}<span class="lbl">Log</span>
      </button>
      <umpire-menu label="Menu" .items=${MENU} @umpire-menu=${this.onMenu}></umpire-menu>
    </header>`;
  }

  /** A screen of its own inside the session (rules notes, help), with the way back. */
  private renderSub(m: SessionMeta, title: string, body: unknown) {
    return html`<div class="notes">
      <header>
        <a class="btn ghost icon" href=${`#/session/${encodeURIComponent(m.id)}`} aria-label="Back to the session"
          >${icons.back}</a
        >
        <h2>${title}</h2>
      </header>
      ${body}
    </div>`;
  }

  /** The procedure beside the board (a bottom sheet in portrait), filled in by the board that opened it. */
  private renderPanel(proc: AnyProcedure, ctx: RulesContext, portrait: boolean, strips: unknown) {
    const close = html`<button class="btn ghost close" @click=${this.closeProcedure}>
      ${icons.close}<span>Close</span><span class="sr-only"> the procedure</span>
    </button>`;
    return html`<section class=${`panel ${this.sheet}`} aria-label="Procedure">
      ${
        portrait
          ? html`<div class="handle">
              <button
                class="step"
                ?disabled=${this.sheet === 'peek'}
                aria-label="Make the panel smaller"
                @click=${() => (this.sheet = this.sheet === 'full' ? 'half' : 'peek')}
              >
                ${icons.down}
              </button>
              <span class="grip" aria-hidden="true"></span>
              <button
                class="step"
                ?disabled=${this.sheet === 'full'}
                aria-label="Make the panel larger"
                @click=${() => (this.sheet = this.sheet === 'peek' ? 'half' : 'full')}
              >
                ${icons.up}
              </button>
              ${close}
            </div>`
          : html`${strips}
              <div class="close-proc">${close}</div>`
      }
      <umpire-procedure-panel
        .procedure=${proc}
        .ctx=${ctx}
        .preset=${this.preset}
        .result=${this.resultFor(proc.id)}
        ?busy=${this.busy}
        .error=${this.error}
        @umpire-resolve=${this.onResolve}
      ></umpire-procedure-panel>
    </section>`;
  }

  /** The system's board element, created once its module has loaded, given the session's latest state. */
  private boardElement(sys: SystemModule, ctx: RulesContext | undefined): HTMLElement | undefined {
    if (!BOARDS[sys.info.id] || !this.boardReady) return undefined;
    this.boardEl ??= document.createElement(`umpire-board-${sys.info.id}`);
    Object.assign(this.boardEl, {
      system: sys,
      state: this.sstate?.game,
      status: this.status,
      ctx,
      sessionId: this.meta?.id ?? '',
      ...(this.sharing.shared ? { sharedSeat: this.sharing.shared.seat } : {}),
    });
    this.boardEl.classList.add('board-el');
    return this.boardEl;
  }

  /** A system without a board of its own (or one still loading) shows its procedures in place of it. */
  private renderNoBoard(sys: SystemModule) {
    if (BOARDS[sys.info.id]) return html`<p class="msg">Laying out the board…</p>`;
    return html`<div class="board-el">
      <umpire-procedure-list
        .procedures=${sys.procedures}
        .current=${this.current}
        @umpire-menu=${this.onMenu}
      ></umpire-procedure-list>
    </div>`;
  }

  /** "What is due now" in one line (the step and the first thing the rules require), the whole stepper on demand. */
  private renderDue(sys: SystemModule, ctx: RulesContext | undefined, board: HTMLElement | undefined) {
    const s = this.status;
    // A board that shows the sequence of play itself replaces the generic stepper.
    if (!s || (board as { ownsFlow?: boolean } | undefined)?.ownsFlow === true) return nothing;
    const state = this.sstate?.game;
    const game = sys.game;
    const actions = game && state !== undefined && ctx ? safeActions(() => game.legalActions(state, ctx)) : [];
    const step = s.over ? `Game over${s.result ? `: ${s.result}` : ''}` : s.steps.find((x) => x.current)?.label;
    const line = [step, s.prompts[0]].filter(Boolean).join(' · ');
    return html`<umpire-strip class="due" label="What is due now"
      ><span slot="line">${line}</span>
      <umpire-game-stepper .status=${s} .actions=${actions} ?busy=${this.busy}></umpire-game-stepper
    ></umpire-strip>`;
  }

  /** "Just now": what the latest event did, in one line; the whole recap on demand. */
  private renderRecap() {
    const events = this.log.value ?? [];
    const told = (events[events.length - 1]?.told ?? []).flatMap((t) => toldFor(t, this.eyes) ?? []);
    if (told.length === 0) return nothing;
    return html`<umpire-strip class="recap" label="Just now"
      ><umpire-told-brief slot="line" .told=${told}></umpire-told-brief>
      <umpire-recap .events=${events} .viewer=${this.eyes}></umpire-recap
    ></umpire-strip>`;
  }

  private readonly onKey = (e: KeyboardEvent): void => {
    const target = e.composedPath()[0];
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'z' && !(target instanceof HTMLInputElement)) {
      e.preventDefault();
      void this.undo();
    }
  };

  /** The skip link: the keyboard goes straight to the board (or the screen's content), past the top bar. */
  private readonly skip = (e: Event): void => {
    e.preventDefault();
    const to = this.renderRoot.querySelector<HTMLElement>(this.sub ? 'main' : '.board');
    to?.focus();
  };

  /** Escape closes a drawer; nothing in it holds the keyboard otherwise. */
  private onDrawerKey(e: KeyboardEvent, which: 'procs' | 'log'): void {
    if (e.key !== 'Escape') return;
    e.stopPropagation();
    this.closeDrawer(which);
  }

  private toggleDrawer(which: 'procs' | 'log'): void {
    if (which === 'log' ? this.logOpen : this.procsOpen) {
      this.closeDrawer(which);
      return;
    }
    this.logOpen = which === 'log';
    this.procsOpen = which === 'procs';
    void this.updateComplete.then(() => {
      const inside =
        which === 'log'
          ? this.renderRoot.querySelector('umpire-session-log')
          : this.renderRoot.querySelector('#procs umpire-procedure-list');
      inside?.shadowRoot?.querySelector<HTMLElement>('input, button')?.focus();
    });
  }

  private closeDrawer(which: 'procs' | 'log', refocus = true): void {
    if (which === 'log') this.logOpen = false;
    else this.procsOpen = false;
    if (refocus)
      void this.updateComplete.then(() =>
        this.renderRoot.querySelector<HTMLElement>(`button[aria-controls="${which}"]`)?.focus(),
      );
  }

  /** Gives the whole width back to the board; the procedures drawer opens any procedure again. */
  private readonly closeProcedure = (): void => {
    const m = this.meta;
    if (m) keepProcedure(m.id, '');
    this.current = '';
    this.preset = undefined;
    this.about = undefined;
    this.error = '';
  };

  private readonly onFocusTarget = (e: CustomEvent<{ element?: Element; box?: FocusTarget['box'] }>): void => {
    e.stopPropagation();
    const { element, box } = e.detail;
    this.focusTarget = element ? { element, ...(box ? { box } : {}) } : undefined;
    void this.updateComplete.then(() => this.keepTargetInView());
  };

  /** Scrolls the board so what it is choosing on shows above the procedure sheet (or inside the board). */
  private keepTargetInView(): void {
    const t = this.focusTarget;
    const board = this.renderRoot.querySelector<HTMLElement>('.board');
    if (!t || !board || !t.element.isConnected) return;
    const b = board.getBoundingClientRect();
    const sheet = this.portrait.matches ? this.renderRoot.querySelector('.panel')?.getBoundingClientRect() : undefined;
    const shift = revealShift(targetSpan(t), { top: b.top, bottom: Math.min(b.bottom, sheet?.top ?? b.bottom) });
    if (shift) board.scrollBy({ top: shift });
  }

  /** Set by willUpdate when a procedure opened (focus into it) or closed (focus back to where it came from). */
  private focusMove?: 'in' | 'back';

  override updated(): void {
    const panel = this.renderRoot.querySelector('.panel');
    this.sheetSize.disconnect();
    if (panel && this.portrait.matches) this.sheetSize.observe(panel);
    else this.renderRoot.querySelector<HTMLElement>('main')?.style.removeProperty('--sheet-h');
    const move = this.focusMove;
    this.focusMove = undefined;
    if (move === 'in') void this.focusProcedure();
    else if (move === 'back') this.focusBack();
  }

  private async focusProcedure(): Promise<void> {
    const panel = this.renderRoot.querySelector('umpire-procedure-panel');
    if (!panel) return;
    await panel.updateComplete;
    panel.focusHeading();
    this.keepTargetInView();
  }

  /** Back to where the procedure was opened from; to the board or the procedures button when that is gone. */
  private focusBack(): void {
    const origin = this.focusOrigin;
    this.focusOrigin = null;
    if (canRefocus(origin)) {
      origin.focus({ preventScroll: true });
      return;
    }
    const board = this.renderRoot.querySelector<HTMLElement>('.board');
    const fallback =
      origin && board && deepContains(board, origin)
        ? board
        : this.renderRoot.querySelector<HTMLElement>('button[aria-controls="procs"]');
    fallback?.focus({ preventScroll: true });
  }

  private readonly onMenu = (e: CustomEvent<{ id: string }>): void => {
    e.stopPropagation();
    const id = e.detail.id;
    const m = this.meta;
    if (!m) return;
    if (id.startsWith('procedure:')) {
      const again = this.current === id.slice('procedure:'.length);
      this.current = id.slice('procedure:'.length);
      keepProcedure(m.id, this.current);
      this.error = '';
      this.preset = undefined;
      this.about = undefined;
      if (this.portrait.matches && this.sheet === 'peek') this.sheet = 'half';
      this.closeDrawer('procs', false);
      if (again) void this.updateComplete.then(() => this.focusProcedure());
      return;
    }
    switch (id) {
      case 'undo':
        void this.undo();
        break;
      case 'close-log':
        this.closeDrawer('log');
        break;
      case 'older':
        this.logLimit += LOG_LIMIT;
        this.log.setQuery(() => store.events(m.id, { latest: true, limit: this.logLimit }));
        break;
      case 'export':
        void this.exportSession();
        break;
      case 'tables':
        navigate({ name: 'tables', system: m.system });
        break;
      case 'notes':
      case 'help':
        navigate({ name: 'session', id: m.id, sub: id });
        break;
      case 'settings':
        navigate({ name: 'settings' });
        break;
      case 'share':
        void this.sharing.openPanel(m);
        break;
      case 'home':
        navigate({ name: 'home' });
        break;
    }
  };

  /**
   * Another tab (or window) added events to this session: reload its state, so this view shows the latest
   * event and its next request is chosen on it. Not while a request of this tab is being written. A joined
   * device's sharing holds the state it just checked and stored: that is shown at once, without the reload.
   */
  private followOtherTabs(): void {
    const seen = this.meta;
    if (!seen || this.busy || this.reloading) return;
    const held = this.sharing.shared?.held;
    if (held && held.meta.id === seen.id && overtakes(held.meta, seen)) {
      this.meta = held.meta;
      this.sstate = held.state;
      this.status = held.status;
      return;
    }
    const stored = this.stored.value;
    if (stored && stored.id === seen.id && overtakes(stored, seen)) void this.reloadSession();
  }

  private async reloadSession(): Promise<void> {
    const m = this.meta;
    if (!m) return;
    this.reloading = true;
    try {
      const opened = await store.open(m.id);
      this.meta = opened.meta;
      this.sstate = opened.state;
      this.status = opened.status;
    } catch (e) {
      this.loadError = errorMessage(e);
    } finally {
      this.reloading = false;
    }
  }

  /**
   * Writes a request, carrying the event count it was chosen at (a request chosen on a view another tab has
   * overtaken is refused and the view reloaded); the result is shown only once the store has committed it.
   */
  private async request(req: EventRequest): Promise<SessionEvent | undefined> {
    const m = this.meta;
    if (!m || this.busy) return undefined;
    this.busy = true;
    this.error = '';
    try {
      const r = await this.sharing.append(m.id, req, m.eventCount);
      this.meta = r.meta;
      this.sstate = r.state;
      this.status = r.status;
      this.announceTold(r.event);
      return r.event;
    } catch (e) {
      this.error = errorMessage(e);
      if (req.kind !== 'roll' || e instanceof StaleSessionError)
        this.emit('umpire-toast', { message: this.error, kind: 'error' });
      announce(this.error);
      if (e instanceof StaleSessionError) void this.reloadSession();
      return undefined;
    } finally {
      this.busy = false;
    }
  }

  private readonly onResolve = async (
    e: CustomEvent<{ procedure: string; inputs: InputValues; dice?: DiceRoll }>,
  ): Promise<void> => {
    const d = e.detail;
    const about = this.about?.procedure === d.procedure ? this.about.text : undefined;
    const event = await this.request({
      kind: 'roll',
      procedure: d.procedure,
      inputs: d.inputs,
      ...(d.dice ? { dice: d.dice } : {}),
      ...(about ? { about } : {}),
    });
    if (event && event.body.kind === 'roll')
      this.latest = { procedure: d.procedure, eventId: event.id, result: event.body.result };
  };

  /** A board opens a procedure filled in from its selection, saying who rolls for what. */
  private readonly onBoardProcedure = (e: CustomEvent<BoardProcedureRequest>): void => {
    e.stopPropagation();
    const m = this.meta;
    const r = e.detail;
    if (!m || !this.system?.procedures.some((p) => p.id === r.procedure)) return;
    // Refilling the procedure already open (another target tapped) leaves the sheet where the referee put it.
    const same = this.current === r.procedure;
    this.current = r.procedure;
    keepProcedure(m.id, this.current);
    this.error = '';
    this.preset = r.inputs ? { ...r.inputs } : undefined;
    this.about = r.about ? { procedure: r.procedure, text: r.about } : undefined;
    this.latest = undefined;
    if (!same && this.portrait.matches && this.sheet === 'peek') this.sheet = 'half';
  };

  private readonly onAction = async (e: CustomEvent<{ action: GameAction }>): Promise<void> => {
    await this.request({ kind: 'action', action: e.detail.action });
  };

  private readonly onViewer = (e: CustomEvent<{ side?: string }>): void => {
    e.stopPropagation();
    this.viewer = e.detail.side;
  };

  /** Whose eyes are on the screen: a shared session's seat, else what the board says. */
  private get eyes(): string | undefined {
    return this.sharing.shared ? this.sharing.shared.viewer : this.viewer;
  }

  /** Reads out what an event did, in the words the log shows this viewer. */
  private announceTold(event: SessionEvent): void {
    const words = (event.told ?? []).flatMap((t) => toldFor(t, this.eyes) ?? []).map(toldText);
    if (words.length) announce(words.join(' '));
  }

  private readonly onSetting = async (
    e: CustomEvent<{ name: string; value: boolean | number | string }>,
  ): Promise<void> => {
    const settings: Record<string, SettingValue> = { [e.detail.name]: e.detail.value };
    const ev = await this.request({ kind: 'settings', settings });
    if (ev) announce('Reading changed; recorded in the log.');
  };

  private readonly undo = async (): Promise<void> => {
    const ev = await this.request({ kind: 'undo' });
    const said = ev?.told?.[0];
    if (said) this.emit('umpire-toast', { message: `${toldText(said)} The log keeps both.` });
  };

  private async exportSession(): Promise<void> {
    const m = this.meta;
    if (!m) return;
    try {
      saveFile(exportFileName(m), exportText(await store.exportSession(m.id)));
    } catch (e) {
      this.emit('umpire-toast', { message: `The export failed: ${errorMessage(e)}`, kind: 'error' });
    }
  }
}

function safeActions(f: () => GameAction[]): GameAction[] {
  try {
    return f();
  } catch {
    return [];
  }
}

/** Whether `stored` is a later head of the session than the one `seen` (a different one, as long or longer). */
function overtakes(stored: SessionMeta, seen: SessionMeta): boolean {
  return stored.headHash !== seen.headHash && stored.eventCount >= seen.eventCount;
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-session-view': SessionView;
  }
}

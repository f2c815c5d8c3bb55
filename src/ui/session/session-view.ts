import { html, css, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { UmpireElement, announce } from '../base.ts';
import { icons } from '../icons.ts';
import { shared } from '../styles.ts';
import { store, saveFile, errorText } from '../store.ts';
import { navigate } from '../router.ts';
import { MediaController } from '../controllers/media-controller.ts';
import { BOARDS, type BoardProcedureRequest } from './boards.ts';
import { exportFileName, exportText, LiveQueryController, RECENT_EVENTS, StaleSessionError } from '../../storage/index.ts';
import { overridesFor, toldFor, toldText, type DiceRoll, type EventRequest, type InputValues, type ResolvedRoll, type RulesContext, type SessionEvent, type SessionMeta, type SessionState, type SettingValue, type TableOverrides } from '../../engine/index.ts';
import { isSystemId, loadSystem } from '../../systems/registry.ts';
import { systemContext } from '../../systems/catalog.ts';
import type { GameAction, GameStatus, SystemModule } from '../../systems/types.ts';
import type { MenuItem } from '../controls/menu-button.ts';
import '../controls/menu-button.ts';
import '../procedure/procedure-panel.ts';
import './session-log.ts';
import '../told/recap.ts';
import './procedure-list.ts';
import './game-stepper.ts';
import '../notes/rules-notes.ts';
import { SharingHook } from '../sync/session-hook.ts';

const LOG_LIMIT = Math.max(RECENT_EVENTS, 200);

const MENU: readonly MenuItem[] = [
  { id: 'export', label: 'Export this session', icon: 'download' },
  { id: 'share', label: 'Share this session', icon: 'share' },
  { id: 'tables', label: 'Tables', icon: 'table' },
  { id: 'notes', label: 'Rules notes', icon: 'book' },
  { id: 'settings', label: 'Settings', icon: 'gear' },
  { id: 'home', label: 'All sessions', icon: 'home' },
];

/**
 * A session: the top bar (turn and phase, undo, log, menu), the board or the procedures on the left (on top in
 * portrait), the procedure panel on the right (a bottom sheet in portrait), and the log sliding up from below.
 * Every request goes through the store, which writes the event before the result is shown.
 */
@customElement('umpire-session-view')
export class SessionView extends UmpireElement {
  static override styles = [
    shared,
    css`
      :host { display: grid; grid-template-rows: auto 1fr; height: 100vh; height: 100dvh; overflow: hidden; }
      .top {
        display: flex; align-items: center; gap: .4rem; padding: .35rem .5rem; border-bottom: 1px solid var(--line);
        background: var(--paper-2); min-height: 56px; flex-wrap: wrap;
      }
      .who { flex: 1; min-width: 8rem; display: grid; line-height: 1.2; }
      .who h1 { font-size: 1.05rem; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
      .who .sys { font-size: .82rem; color: var(--ink-2); }
      .turn { font-weight: 700; padding: .3rem .7rem; border-radius: 999px; background: var(--paper); border: 1px solid var(--line); white-space: nowrap; }
      .top .lbl { margin-left: .3rem; }
      main { position: relative; overflow: hidden; display: grid; grid-template-columns: minmax(0, 1fr) minmax(360px, 44%); }
      .board { overflow: auto; padding: .9rem 1rem 1.5rem; }
      .board h2 { font-size: .8rem; text-transform: uppercase; letter-spacing: .06em; color: var(--ink-2); margin: .25rem 0 .6rem; }
      .board section + section { margin-top: 1.25rem; }
      .panel { overflow: auto; padding: .9rem 1rem 2rem; border-left: 1px solid var(--line); background: var(--paper); }
      main.portrait { grid-template-columns: 1fr; }
      .portrait .board { padding-bottom: calc(45vh + 1rem); }
      .portrait .panel {
        position: absolute; left: 0; right: 0; bottom: 0; height: 55%; border-left: 0; border-top: 1px solid var(--line);
        border-radius: 16px 16px 0 0; box-shadow: 0 -6px 24px rgba(0, 0, 0, .18); z-index: 10; padding-top: 0;
        transition: height .2s ease;
      }
      .portrait .panel.full { height: 92%; }
      .portrait .panel.peek { height: 7.5rem; overflow: hidden; }
      .portrait.sheet-peek .board { padding-bottom: 8.5rem; }
      .handle { position: sticky; top: 0; z-index: 1; display: flex; justify-content: center; align-items: center; gap: 1.5rem; background: var(--paper); padding: .15rem 0; margin: 0 -1rem .25rem; }
      .handle .step { min-height: var(--tap); min-width: 4.5rem; border: 1px solid transparent; border-radius: var(--radius); background: none; display: grid; place-items: center; color: var(--ink-2); }
      .handle .step:disabled { opacity: .35; }
      .handle .grip { width: 44px; height: 5px; border-radius: 3px; background: var(--line); }
      .portrait .board { display: flex; flex-direction: column; }
      .portrait .board .board-el { order: -1; margin-bottom: 1rem; }
      .drawer {
        position: absolute; left: 0; right: 0; bottom: 0; height: 60%; z-index: 20; background: var(--paper); display: flex; flex-direction: column;
        border-top: 2px solid var(--accent); box-shadow: 0 -8px 30px rgba(0, 0, 0, .25); transform: translateY(0); transition: transform .22s ease, visibility 0s;
      }
      .drawer[inert] { transform: translateY(105%); visibility: hidden; transition: transform .22s ease, visibility 0s .22s; }
      .drawer umpire-session-log { flex: 1; min-height: 0; }
      .notes { overflow: auto; padding: 1rem; grid-column: 1 / -1; max-width: 56rem; width: 100%; margin: 0 auto; }
      .notes header { display: flex; align-items: center; gap: .5rem; margin-bottom: .75rem; }
      .notes h2 { font-size: 1.3rem; }
      .msg { padding: 2rem; max-width: 40rem; }
      .msg p { margin-bottom: 1rem; }
      main.landscape.no-panel { grid-template-columns: minmax(0, 1fr); }
      main.no-panel .panel { display: none; }
      .portrait.no-panel .board { padding-bottom: 1.5rem; }
      .close-proc { display: flex; justify-content: flex-end; margin: -.4rem -.5rem -.6rem 0; position: relative; z-index: 1; }
      .panel:has(.apply) { scroll-padding-bottom: 7.5rem; }
      .apply { position: sticky; bottom: 0; padding: .6rem 0; background: var(--paper); border-top: 1px solid var(--line); }
      .apply .res { margin-bottom: .4rem; font-size: 1.1rem; }
      .apply .btn { width: 100%; min-height: 56px; white-space: normal; text-align: left; justify-content: flex-start; line-height: 1.25; font-size: 1.05rem; }
      @media (prefers-reduced-motion: reduce) { .drawer, .drawer[inert], .portrait .panel { transition: none; } }
      @media (max-width: 860px) { .top .lbl { display: none; } .top { flex-wrap: nowrap; } .turn { overflow: hidden; text-overflow: ellipsis; min-width: 0; } .who { min-width: 5rem; } }
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
  /** The bottom sheet in portrait: just its title, half the screen, or nearly all of it. */
  @state() private sheet: 'peek' | 'half' | 'full' = 'half';
  @state() private latest?: { procedure: string; eventId: string; result: ResolvedRoll };
  /** Inputs a board filled in for the current procedure, and its Apply (with the event that applied it). */
  @state() private preset?: InputValues;
  @state() private bound?: { request: BoardProcedureRequest; applied?: string };
  @state() private boardReady = false;
  /** Whose eyes are on the screen, for a board with hidden information (see umpire-viewer). */
  @state() private viewer?: string;
  /** The system's board element, created once its module has loaded (a slot for per-system boards). */
  private boardEl?: HTMLElement;

  private readonly portrait = new MediaController(this, '(orientation: portrait), (max-width: 820px)');
  private readonly log = new LiveQueryController<SessionEvent[]>(this, () => Promise.resolve([]));
  private logLimit = LOG_LIMIT;
  private readonly overrides = new LiveQueryController<TableOverrides>(this, () => store.getOverrides());
  /** Sharing with other devices (src/ui/sync): loaded only for a shared session. */
  private readonly sharing = new SharingHook(this);
  /** The session as stored, followed live so a change made in another tab reaches this one. */
  private readonly stored = new LiveQueryController<SessionMeta | undefined>(this, () => Promise.resolve(undefined));
  private reloading = false;

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('sessionId') && this.sessionId) void this.open(this.sessionId);
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
      if (!isSystemId(opened.meta.system)) throw new Error(`this session belongs to an unknown system "${opened.meta.system}"`);
      const system = await loadSystem(opened.meta.system);
      this.system = system;
      this.meta = opened.meta;
      this.sstate = opened.state;
      this.status = opened.status;
      const saved = sessionStorage.getItem(`umpire.procedure.${id}`);
      const board = BOARDS[opened.meta.system];
      // With a board the game leads: no procedure is open until the board or the player opens one.
      this.current = system.procedures.some((p) => p.id === saved) ? (saved as string) : board ? '' : (system.procedures[0]?.id ?? '');
      if (board) void board().then(() => (this.boardReady = true));
    } catch (e) {
      this.loadError = errorText(e);
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
    if (this.latest && this.latest.procedure === procedure && !undone.has(this.latest.eventId)) return this.latest.result;
    const events = this.log.value ?? [];
    for (let i = events.length - 1; i >= 0; i--) {
      const e = events[i] as SessionEvent;
      if (e.body.kind === 'roll' && e.body.procedure === procedure && !undone.has(e.id)) return e.body.result;
    }
    return undefined;
  }

  override render() {
    if (this.loadError) {
      return html`<div class="msg" role="alert"><h1>This session could not be opened</h1><p>${this.loadError}</p><a class="btn primary" href="#/">${icons.home} Back to all sessions</a></div>`;
    }
    const m = this.meta;
    const sys = this.system;
    if (!m || !sys || !this.sstate) return html`<p class="msg">Opening the session…</p>`;
    const portrait = this.portrait.matches;
    const ctx = this.context();
    const proc = sys.procedures.find((p) => p.id === this.current);
    const turn = this.status ? `Turn ${this.status.turn}${this.status.lastTurn ? ` of ${this.status.lastTurn}` : ''} · ${this.status.phase}` : '';
    return html`
      <div class="top" role="banner">
        <a class="btn ghost icon" href="#/" aria-label="All sessions">${icons.back}</a>
        <div class="who"><h1>${m.name}</h1><span class="sys">${sys.info.name}</span></div>
        ${turn ? html`<span class="turn" aria-label=${`Now: ${turn}`}>${turn}</span>` : html`<span class="turn">${m.eventCount} event${m.eventCount === 1 ? '' : 's'}</span>`}
        ${this.sharing.chip()}
        <button class="btn ghost" @click=${this.undo} ?disabled=${this.busy || m.eventCount === 0} aria-label="Undo">${icons.undo}<span class="lbl">Undo</span></button>
        <button class="btn ghost" @click=${this.toggleLog} aria-expanded=${this.logOpen ? 'true' : 'false'} aria-controls="log" aria-label="Log">${icons.log}<span class="lbl">Log</span></button>
        <umpire-menu label="Menu" .items=${MENU} @umpire-menu=${this.onMenu}></umpire-menu>
      </div>
      <main class=${`${portrait ? `portrait sheet-${this.sheet}` : 'landscape'}${proc ? '' : ' no-panel'}`} @keydown=${this.onKey}>
        ${this.sub === 'notes'
          ? html`<div class="notes">
              <header><a class="btn ghost icon" href=${`#/session/${encodeURIComponent(m.id)}`} aria-label="Back to the session">${icons.back}</a><h2>Rules notes: ${sys.info.name}</h2></header>
              <umpire-rules-notes .system=${sys} .values=${this.sstate.settings} ?busy=${this.busy} @umpire-change=${this.onSetting}></umpire-rules-notes>
            </div>`
          : html`
              <div class="board" aria-label="Board" @umpire-change=${this.onSetting} @umpire-game-action=${this.onAction} @umpire-menu=${this.onMenu} @umpire-board-procedure=${this.onBoardProcedure} @umpire-viewer=${this.onViewer}>${this.renderBoard(sys, ctx)}</div>
              <section class=${`panel ${this.sheet}`} aria-label="Procedure">
                ${portrait
                  ? html`<div class="handle">
                      <button class="step" ?disabled=${this.sheet === 'peek'} aria-label="Make the panel smaller" @click=${() => (this.sheet = this.sheet === 'full' ? 'half' : 'peek')}>${icons.down}</button>
                      <span class="grip" aria-hidden="true"></span>
                      <button class="step" ?disabled=${this.sheet === 'full'} aria-label="Make the panel larger" @click=${() => (this.sheet = this.sheet === 'peek' ? 'half' : 'full')}>${icons.up}</button>
                    </div>`
                  : nothing}
                ${proc && ctx
                  ? html`<div class="close-proc"><button class="btn ghost" @click=${this.closeProcedure} aria-label="Close the procedure">${icons.close}<span>Close</span></button></div><umpire-procedure-panel .procedure=${proc} .ctx=${ctx} .preset=${this.preset} .result=${this.bound ? this.boundResult(proc.id) : this.resultFor(proc.id)} ?busy=${this.busy} .error=${this.error} @umpire-resolve=${this.onResolve}></umpire-procedure-panel>${this.renderApply(proc.id)}`
                  : nothing}
              </section>`}
        <aside id="log" class="drawer" ?inert=${!this.logOpen} aria-label="Session log" @keydown=${this.onLogKey}>
          <umpire-session-log .viewer=${this.eyes} .events=${this.log.value ?? []} .undone=${this.sstate.undone} .total=${m.eventCount} closable @umpire-menu=${this.onMenu}></umpire-session-log>
        </aside>
      </main>
    `;
  }

  private renderBoard(sys: SystemModule, ctx: RulesContext | undefined) {
    let board: HTMLElement | typeof nothing = nothing;
    if (BOARDS[sys.info.id] && this.boardReady) {
      this.boardEl ??= document.createElement(`umpire-board-${sys.info.id}`);
      Object.assign(this.boardEl, { system: sys, state: this.sstate?.game, status: this.status, ctx, sessionId: this.meta?.id ?? '', ...(this.sharing.shared ? { sharedSeat: this.sharing.shared.seat } : {}) });
      this.boardEl.classList.add('board-el');
      board = this.boardEl;
    }
    // A board that shows the sequence of play itself replaces the generic stepper.
    const ownFlow = board !== nothing && (this.boardEl as { ownsFlow?: boolean } | undefined)?.ownsFlow === true;
    const actions = !ownFlow && sys.game && this.sstate?.game !== undefined && ctx ? safeActions(() => sys.game?.legalActions(this.sstate?.game, ctx) ?? []) : [];
    return html`
      <umpire-recap .events=${this.log.value ?? []} .viewer=${this.eyes}></umpire-recap>
      ${this.status && !ownFlow
        ? html`<section aria-labelledby="due"><h2 id="due">What is due now</h2>
            <umpire-game-stepper .status=${this.status} .actions=${actions} ?busy=${this.busy}></umpire-game-stepper></section>`
        : nothing}
      ${board}
      <section aria-labelledby="procs"><h2 id="procs">Procedures</h2>
        <umpire-procedure-list .procedures=${sys.procedures} .current=${this.current} @umpire-menu=${this.onMenu}></umpire-procedure-list>
      </section>`;
  }

  private readonly onKey = (e: KeyboardEvent): void => {
    const target = e.composedPath()[0];
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'z' && !(target instanceof HTMLInputElement)) {
      e.preventDefault();
      void this.undo();
    }
  };

  private readonly onLogKey = (e: KeyboardEvent): void => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      this.closeLog();
    }
  };

  private readonly toggleLog = (): void => {
    if (this.logOpen) this.closeLog();
    else {
      this.logOpen = true;
      void this.updateComplete.then(() => {
        const log = this.renderRoot.querySelector('umpire-session-log');
        log?.shadowRoot?.querySelector<HTMLElement>('button')?.focus();
      });
    }
  };

  private closeLog(): void {
    this.logOpen = false;
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('button[aria-controls="log"]')?.focus());
  }

  /** Gives the whole width back to the board; the procedure list under it opens any procedure again. */
  private readonly closeProcedure = (): void => {
    const m = this.meta;
    if (m) sessionStorage.removeItem(`umpire.procedure.${m.id}`);
    this.current = '';
    this.preset = undefined;
    this.bound = undefined;
    this.error = '';
  };

  private readonly onMenu = (e: CustomEvent<{ id: string }>): void => {
    e.stopPropagation();
    const id = e.detail.id;
    const m = this.meta;
    if (!m) return;
    if (id.startsWith('procedure:')) {
      this.current = id.slice('procedure:'.length);
      sessionStorage.setItem(`umpire.procedure.${m.id}`, this.current);
      this.error = '';
      this.preset = undefined;
      this.bound = undefined;
      if (this.portrait.matches && this.sheet === 'peek') this.sheet = 'half';
      void this.updateComplete.then(() => this.renderRoot.querySelector('umpire-procedure-panel')?.shadowRoot?.querySelector<HTMLElement>('h2')?.scrollIntoView({ block: 'nearest' }));
      return;
    }
    switch (id) {
      case 'undo':
        void this.undo();
        break;
      case 'close-log':
        this.closeLog();
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
        navigate({ name: 'session', id: m.id, sub: 'notes' });
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
   * event and its next request is chosen on it. Not while a request of this tab is being written.
   */
  private followOtherTabs(): void {
    const seen = this.meta;
    const stored = this.stored.value;
    if (!seen || !stored || stored.id !== seen.id || this.busy || this.reloading) return;
    if (stored.headHash !== seen.headHash && stored.eventCount >= seen.eventCount) void this.reloadSession();
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
      this.loadError = errorText(e);
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
      this.error = errorText(e);
      if (req.kind !== 'roll' || e instanceof StaleSessionError) this.emit('umpire-toast', { message: this.error, kind: 'error' });
      announce(this.error);
      if (e instanceof StaleSessionError) void this.reloadSession();
      return undefined;
    } finally {
      this.busy = false;
    }
  }

  private readonly onResolve = async (e: CustomEvent<{ procedure: string; inputs: InputValues; dice?: DiceRoll }>): Promise<void> => {
    const d = e.detail;
    const about = this.bound?.request.procedure === d.procedure ? this.bound.request.about : undefined;
    const event = await this.request({ kind: 'roll', procedure: d.procedure, inputs: d.inputs, ...(d.dice ? { dice: d.dice } : {}), ...(about ? { about } : {}) });
    if (event && event.body.kind === 'roll') this.latest = { procedure: d.procedure, eventId: event.id, result: event.body.result };
  };

  /** A board opens a procedure filled in from its selection; only a result rolled from here on can be applied. */
  private readonly onBoardProcedure = (e: CustomEvent<BoardProcedureRequest>): void => {
    e.stopPropagation();
    const m = this.meta;
    const r = e.detail;
    if (!m || !this.system?.procedures.some((p) => p.id === r.procedure)) return;
    // Refilling the procedure already open (another target tapped) leaves the sheet where the referee put it.
    const same = this.current === r.procedure;
    this.current = r.procedure;
    sessionStorage.setItem(`umpire.procedure.${m.id}`, this.current);
    this.error = '';
    this.preset = r.inputs ? { ...r.inputs } : undefined;
    this.bound = r.apply ? { request: r } : undefined;
    this.latest = undefined;
    if (!same && this.portrait.matches && this.sheet === 'peek') this.sheet = 'half';
  };

  private boundResult(procedure: string): ResolvedRoll | undefined {
    const l = this.latest;
    return l && l.procedure === procedure && !(this.sstate?.undone ?? []).includes(l.eventId) ? l.result : undefined;
  }

  /** The board's Apply under a result rolled since it opened the procedure: one tap lands it on the figures. */
  private renderApply(procedure: string) {
    const b = this.bound;
    const result = this.boundResult(procedure);
    if (!b?.request.apply || !result) return nothing;
    const applied = b.applied !== undefined && !(this.sstate?.undone ?? []).includes(b.applied);
    const d = applied ? { label: 'Applied to the figures' } : b.request.apply.describe(result);
    return html`<div class="apply">
      <p class="res"><span class="muted">Result:</span> <b>${result.summary}</b></p>
      <button class="btn primary" ?disabled=${this.busy || applied || d.why !== undefined} @click=${this.onApply}>${icons.check} ${d.label}</button>
    </div>`;
  }

  private readonly onApply = async (): Promise<void> => {
    const b = this.bound;
    const result = this.boundResult(this.current);
    if (!b?.request.apply || !result) return;
    const ev = await this.request({ kind: 'action', action: b.request.apply.action(result) });
    if (ev) {
      this.bound = { ...b, applied: ev.id };
      announce('Applied to the figures; recorded in the log.');
    }
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

  private readonly onSetting = async (e: CustomEvent<{ name: string; value: boolean | number | string }>): Promise<void> => {
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
      this.emit('umpire-toast', { message: `The export failed: ${errorText(e)}`, kind: 'error' });
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

declare global {
  interface HTMLElementTagNameMap {
    'umpire-session-view': SessionView;
  }
}

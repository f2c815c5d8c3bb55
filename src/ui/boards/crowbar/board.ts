import { html, svg, nothing, type PropertyValues } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { guard } from 'lit/directives/guard.js';
import type { DiceRoll } from '../../../engine/index.ts';
import type { CrowbarAction } from '../../../systems/crowbar/game/actions.ts';
import { crowbarGame } from '../../../systems/crowbar/game/index.ts';
import { actionDice, rollFor } from '../../../systems/crowbar/game/roll-for.ts';
import { rulesFor, type Rules } from '../../../systems/crowbar/game/rules.ts';
import type { CrowbarState } from '../../../systems/crowbar/game/types.ts';
import { announce } from '../../base.ts';
import { SettingsController } from '../../app-settings.ts';
import { BoardElement } from '../board-element.ts';
import { loadView, saveView } from '../saved-view.ts';
import { MediaController } from '../../controllers/media-controller.ts';
import { ZoomPanController } from '../../controllers/zoom-pan-controller.ts';
import '../provisional-badge.ts';
import { reconstructed } from './reconstructed.ts';
import { icons } from '../../icons.ts';
import { shared } from '../../styles.ts';
import { stageStyles } from '../stage-styles.ts';
import { choicesFor, targetSpaces, type Choice } from './choices.ts';
import { piecesOf, primaryChoice, tapOn, withPiece } from './grouping.ts';
import {
  handoverTo,
  handoverView,
  screenFor,
  seatDecides,
  seatScreen,
  seatWaits,
  viewFor,
  type Screen,
} from './handover.ts';
import { pieceText } from './german-choices.ts';
import { deciderNow, type WhoDecides } from './decider.ts';
import { fightSvg, germanSvg, gunWords, markersSvg, rallySvg, rangerSvg } from './counter-svg.ts';
import {
  CELL,
  colOf,
  gapRect,
  LABEL_SPILL,
  MAP_RECT,
  rowOf,
  spaceAtPoint,
  spaceOf,
  spaceRect,
  TOP,
  type Rect,
} from './geometry.ts';
import { mapKey } from './map-key.ts';
import { mapSvg } from './map-svg.ts';
import { boardModel, isCrowbarState, spaceText, type BoardModel } from './model.ts';
import { BOARD_STYLES, SIDE_WIDTH } from './board-styles.ts';
import {
  besideRect,
  anyShown,
  fitChoices,
  fitView,
  keepMapIn,
  keyView,
  mapToScreen,
  moveCursor,
  READABLE_ZOOM,
  revealInOrder,
  revealRect,
  screenToMap,
  zoomLimits,
  ZOOM_STEP,
  union,
  type View,
} from './view.ts';
import type { PendingRoll } from './roll-card.ts';
import './choice-card.ts';
import './due-bar.ts';
import './dice-tray.ts';
import './roll-card.ts';
import './tracks-view.ts';

/** The space card's width in pixels (narrower on a small stage). */
const CARD_WIDTH = 340;

/** The nearest element that scrolls (through shadow roots), for the map's place on the page. */
function scroller(from: Element): Element | undefined {
  let el: Element | null = from;
  while (el) {
    const next: Element | null = el.parentElement ?? (el.getRootNode() as ShadowRoot).host ?? null;
    el = next;
    if (el && /(auto|scroll)/.test(getComputedStyle(el).overflowY)) return el;
  }
  return undefined;
}

/**
 * The Crowbar! board: the 12 x 16 grid with its terrain, units and markers, the Movement Dice with the odds of
 * each face before one is picked, the three tracks, and the choices the rules allow now. The map owns the
 * screen: it fills the height the session's board area leaves under the due bar (its key folds behind a
 * button), opens on the spaces that matter (at a zoom where counters read), keeps its zoom and pan per session
 * across reloads, and moves by itself only to bring the active unit and a new decision's highlighted spaces
 * wholly into view, as many as fit (a pan, never a re-fit); when what is above it grows, or a choice goes on
 * among the same spaces, the map holds still under the player's finger. Only legal
 * actions can be chosen, one tap each where the space offers one; a choice that rolls dice shows the odds first (roll-card.ts) and takes dice thrown at the table.
 * Every choice is sent as `umpire-game-action`. With several players it says whose decision it is; in versus
 * the German player's secret placements get their own screen behind a hand-over screen, and the board tells
 * the session whose eyes are on the screen (`umpire-viewer`). Lit renders the SVG; d3-zoom does the zoom and
 * pan arithmetic on the stage element Lit created once.
 */
@customElement('umpire-board-crowbar')
export class CrowbarBoard extends BoardElement {
  static override styles = [shared, stageStyles, BOARD_STYLES];

  @state() private selected = -1;
  @state() private gap = false;
  @state() private pending = false;
  /** Whose screen the tablet shows (hot-seat versus play): the Ranger screen until the German player takes it. */
  @state() private screen: Screen = 'ranger';
  /** A shared session's seat (see seatScreen): this device shows one side's screen for good, with no hand-over. */
  @property({ attribute: false }) sharedSeat?: string;
  /** The counter or marker picked for placing, where a space offers several (see grouping.ts pieceOf). */
  @state() piece?: string;
  /** A choice that rolls, shown with its odds until it is rolled or put back. */
  @state() rolling?: PendingRoll;
  /** The key to the map, shown over it. */
  @state() private keyShown = false;

  @query('.stage') private stage?: HTMLDivElement;

  /** The board shows the sequence of play and what is due itself (the session leaves out its generic stepper). */
  readonly ownsFlow = true;

  private game?: CrowbarState;
  /** The game as the screen may show it (the public view on the Ranger screen of a versus game). */
  private shown?: CrowbarState;
  /** The game's legal actions now, and every one as a choice; `choices` are those live (with the piece picked). */
  private legal: CrowbarAction[] = [];
  private allChoices: Choice[] = [];
  private rules?: Rules;
  private model?: BoardModel;
  /** The legal choices now, with where each belongs (read by the browser tests too). */
  choices: Choice[] = [];
  /** The obvious next choice, offered as one large button (see grouping.ts). */
  primary?: Choice;
  /** Whose decision it is, in the modes with several players (read by the browser tests too). */
  decider?: WhoDecides;
  private targets = new Set<number>();
  private lastActive: number | null = null;
  /** The highlighted spaces last drawn: a choice made among them leaves the rest where the finger was. */
  private lastTargets: ReadonlySet<number> = new Set();
  private pendingTimer = 0;
  private saveTimer = 0;
  private measureFrame = 0;
  /** The map's top on the page with the page scrolled to its top, once measured. */
  private stageTop?: number;
  private savedView?: View;
  private viewer?: string;
  /** The hand-over screen showing, if any (to say it once). */
  private handover?: Screen;
  private readonly portrait = new MediaController(this, '(orientation: portrait), (max-width: 820px)');
  private readonly settings = new SettingsController(this);
  private readonly zoom = new ZoomPanController(this, {
    stage: () => this.stage,
    mapRect: () => MAP_RECT,
    limits: (m, width, height) => zoomLimits(m, width, height, CELL),
    start: (width, height, limits) => this.startView(width, height, limits),
    constrain: (v, width, height) => keepMapIn(v, MAP_RECT, this.freeArea(width, height)),
    initialLimits: [0.3, 3],
  });

  get currentView(): View {
    return this.zoom.view;
  }

  private get view(): View {
    return this.zoom.view;
  }

  private get size(): { width: number; height: number } {
    return this.zoom.size;
  }

  /** The text size set on this device: the counters' lettering grows with it (counter-svg.ts). */
  private get textScale(): number {
    return this.settings.value.textScale;
  }

  override willUpdate(changed: PropertyValues): void {
    if (changed.has('sharedSeat') && this.sharedSeat) this.screen = seatScreen(this.sharedSeat);
    if (changed.has('state') || changed.has('ctx')) {
      this.pending = false;
      this.rolling = undefined;
      const g = isCrowbarState(this.state) ? this.state : undefined;
      this.game = g;
      this.rules = this.ctx ? rulesFor(this.ctx) : undefined;
      this.legal = [];
      if (g && this.rules && this.ctx) {
        try {
          this.legal = crowbarGame.legalActions(g, this.ctx);
        } catch {
          this.legal = [];
        }
      }
    }
    if (
      changed.has('state') ||
      changed.has('ctx') ||
      changed.has('screen') ||
      changed.has('piece') ||
      changed.has('sharedSeat')
    )
      this.derive();
  }

  override updated(): void {
    this.tellViewer();
    cancelAnimationFrame(this.measureFrame);
    this.measureFrame = requestAnimationFrame(() => this.measure());
    const v = this.view;
    if (
      this.stageTop !== undefined &&
      this.size.width &&
      (v.k !== this.savedView?.k || v.x !== this.savedView.x || v.y !== this.savedView.y)
    ) {
      this.savedView = v;
      window.clearTimeout(this.saveTimer);
      this.saveTimer = window.setTimeout(() => saveView(this.sessionId, v), 250);
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.clearTimeout(this.pendingTimer);
    window.clearTimeout(this.saveTimer);
    cancelAnimationFrame(this.measureFrame);
  }

  /**
   * In versus, which side's words the log and recap may show: the German player's only on his own screen. A
   * hand-over screen is said aloud too, which also clears the German player's last words from the screen
   * reader's live region before the other seat takes the tablet.
   */
  private tellViewer(): void {
    const g = this.game;
    if (!g?.versus) return;
    const need = screenFor(g);
    const side = this.screen === 'german' && need === 'german' ? 'german' : 'ranger';
    const handover = need !== this.screen ? need : undefined;
    if (handover && handover !== this.handover) announce(`Hand the tablet to ${handoverTo(g, handover)}.`);
    this.handover = handover;
    if (side === this.viewer) return;
    this.viewer = side;
    this.emit('umpire-viewer', { side });
  }

  /**
   * Holds the map still on the screen when what is above it changes height (the due bar, the dice in
   * portrait): a tap lands where it was aimed. The map's height is the board area's (board-styles.ts).
   */
  private measure(): void {
    const stage = this.stage;
    if (!stage) return;
    const top = Math.round(stage.getBoundingClientRect().top + (scroller(this)?.scrollTop ?? 0));
    const first = this.stageTop === undefined;
    if (!first && this.stageTop !== undefined && top !== this.stageTop && this.size.width)
      this.setView({ ...this.view, y: this.view.y - (top - this.stageTop) });
    this.stageTop = top;
    if (first) this.zoom.resize(true);
  }

  /**
   * The free part of the stage: all of it, less the side panel over its right in landscape. Nothing else lies
   * over the map (the zoom buttons and the provisional badge sit in the side panel or under the map), so what
   * is brought into this area is in plain sight.
   */
  private freeArea(width: number, height: number): Rect {
    const side = !this.portrait.matches && this.sideShown() ? SIDE_WIDTH + 12 : 0;
    return { x: 0, y: 0, width: Math.max(120, width - side), height };
  }

  /** The first view: the one kept for this session, else the spaces that matter now at a readable zoom. */
  private startView(width: number, height: number, limits: readonly [number, number]): View {
    return loadView(this.sessionId) ?? this.fitted(width, height, limits);
  }

  /**
   * The spaces that matter now (the legal choices and the active unit; else the Ranger units) with the row
   * labels beside them and the Company names above Row 15, fitted at a readable zoom.
   */
  private fitted(width: number, height: number, limits: readonly [number, number]): View {
    const m = this.model;
    const rects = [...this.targets].map((s) => spaceRect(colOf(s), rowOf(s)));
    const active = m?.activeSpace ?? null;
    const focus = active !== null ? spaceRect(colOf(active), rowOf(active)) : undefined;
    if (focus) rects.push(focus);
    if (!rects.length && m) for (const r of m.rangers) rects.push(spaceRect(r.col, r.row));
    const top = Math.min(...rects.map((r) => r.y));
    // The row labels, the longest of which (Cliff Top 5) runs a few units past the map's left edge.
    rects.push({ x: -LABEL_SPILL, y: top <= TOP ? 0 : top, width: 1, height: 1 });
    // The columns holding anything drawn stay beside the side panel, not under it, where a readable zoom allows.
    const drawn = m ? [...m.rangers, ...m.germans, ...m.rally].map((u) => u.col) : [];
    if (m) for (const s of m.markers.keys()) drawn.push(colOf(s));
    const keep = union(drawn.map((c) => spaceRect(c, 0)));
    return (
      fitChoices(rects, this.freeArea(width, height), limits, READABLE_ZOOM, 2, focus, keep) ??
      fitView(MAP_RECT, width, height, 6, limits)
    );
  }

  /** The view fitted to what matters now (the button and the 0 key). */
  private fitNow(): void {
    const { width, height } = this.size;
    if (width) this.setView(this.fitted(width, height, this.zoom.limits));
  }

  /** Everything drawn, from the state as this screen may show it. */
  private derive(): void {
    const g = this.game;
    const R = this.rules;
    if (!g || !R) {
      this.shown = undefined;
      this.model = undefined;
      this.allChoices = [];
      this.choices = [];
      this.primary = undefined;
      this.decider = undefined;
      this.targets = new Set();
      return;
    }
    const shown = viewFor(g, this.screen);
    this.shown = shown;
    this.model = boardModel(shown, R, this.screen === 'german');
    this.allChoices = this.sharedSeat && !seatDecides(g, this.sharedSeat) ? [] : choicesFor(shown, R, this.legal);
    const pieces = piecesOf(this.allChoices);
    if (pieces.length && (this.piece === undefined || !pieces.includes(this.piece))) this.piece = pieces[0];
    this.choices = withPiece(this.allChoices, this.piece);
    this.primary = primaryChoice(shown, this.choices);
    this.decider = deciderNow(shown, R, new Set(this.legal.map((a) => a.type)));
    this.targets = targetSpaces(this.choices);
    const active = this.model.activeSpace;
    const { width, height } = this.size;
    const free = this.freeArea(width, height);
    let view = this.view;
    if (active !== null && active !== this.lastActive) {
      // A new active unit: close any card and bring the unit into view (a pan: the zoom stays).
      this.selected = -1;
      this.gap = false;
      if (width) view = revealRect(view, spaceRect(colOf(active), rowOf(active)), free.width, free.height, 8);
    }
    this.lastActive = active;
    // A new decision's spaces, the active unit first, wholly in sight: all of them where they fit together. The
    // same choice going on among fewer spaces (a Flashlamp marker placed) moves nothing under the finger, unless
    // none of them shows any more.
    const spaces = active !== null ? [active, ...this.targets] : [...this.targets];
    const rects = spaces.map((s) => spaceRect(colOf(s), rowOf(s)));
    const sameChoice = [...this.targets].every((s) => this.lastTargets.has(s));
    if (width && this.targets.size && (!sameChoice || !anyShown(view, rects, free.width, free.height)))
      view = revealInOrder(view, rects, free.width, free.height, 8);
    if (width) this.lastTargets = this.targets;
    if (view !== this.view) this.setView(view);
  }

  /** Moves the view through d3-zoom, so its own state follows. */
  setView(v: View): void {
    this.zoom.setView(v);
  }

  private select(s: number, gap: boolean, reveal: boolean): void {
    this.selected = s;
    this.gap = gap;
    this.rolling = undefined;
    if (reveal) {
      const free = this.freeArea(this.size.width, this.size.height);
      this.setView(revealRect(this.view, spaceRect(colOf(s), rowOf(s)), free.width, free.height));
    }
    const m = this.model;
    const R = this.rules;
    if (m && R) {
      const n = this.choices.filter((c) => c.place === 'space' && c.space === s).length;
      announce(
        `${spaceText(m, R, s).slice(0, 3).join('; ')}. ${n ? `${n} choice${n > 1 ? 's' : ''} here.` : 'No choice here now.'}`,
      );
    }
  }

  private readonly onStageClick = (e: MouseEvent): void => {
    const stage = this.stage;
    if (!stage) return;
    const r = stage.getBoundingClientRect();
    const p = screenToMap(this.view, { x: e.clientX - r.left, y: e.clientY - r.top });
    const at = spaceAtPoint(p);
    if (!at) return;
    this.tap(spaceOf(at.col, at.row), at.gap);
  };

  /** One tap on a space: its only choice is made at once (or its odds shown first); several are shown beside it. */
  private tap(s: number, gap: boolean): void {
    const t = gap ? ({ kind: 'look' } as const) : tapOn(this.choices, s, this.primary);
    if (t.kind === 'do') {
      if (this.pending) return;
      this.pickChoice(t.choice);
      return;
    }
    this.select(s, gap, false);
  }

  /**
   * A choice picked anywhere on the board: a roll of Combat Dice shows its odds first (the dice tray shows the
   * Movement Dice's before a die is tapped); anything else is sent at once.
   */
  private readonly pickChoice = (c: Choice): void => {
    const g = this.game;
    const R = this.rules;
    const ctx = this.ctx;
    const preview = g && R ? rollFor(g, R, c.action) : undefined;
    const procedure = preview ? this.system?.procedures.find((p) => p.id === preview.procedure) : undefined;
    if (!preview || !procedure || !ctx || preview.procedure === 'crowbar.movement-die') {
      this.send(c);
      return;
    }
    if (c.space !== null) {
      this.selected = c.space;
      this.gap = false;
    }
    this.rolling = { choice: c, preview, procedure, ctx, cancel: () => (this.rolling = undefined) };
  };

  /** The dice of the roll shown: thrown at the table (typed in) or, without them, rolled by Umpire. */
  private readonly onRoll = (e: CustomEvent<{ dice?: DiceRoll }>): void => {
    e.stopPropagation();
    const r = this.rolling;
    const R = this.rules;
    if (!r || !R || this.pending) return;
    const dice = e.detail.dice ? actionDice(R, r.preview, e.detail.dice) : undefined;
    this.rolling = undefined;
    this.send(dice ? { ...r.choice, action: { ...r.choice.action, dice } as CrowbarAction } : r.choice);
  };

  /** Sends a choice. */
  private send(c: Choice): void {
    this.onAction();
    announce(`${c.label}.`);
    this.emit('umpire-game-action', { action: c.action });
  }

  private readonly onStageKey = (e: KeyboardEvent): void => {
    const { width, height } = this.size;
    if (!width) return;
    if (e.key === 'Escape' && this.keyShown) {
      this.keyShown = false;
      e.preventDefault();
      return;
    }
    if (e.key === 'Escape' && this.selected >= 0) {
      this.selected = -1;
      this.rolling = undefined;
      e.preventDefault();
      return;
    }
    if ((e.key === 'Enter' || e.key === ' ') && this.selected >= 0 && !this.gap) {
      const t = tapOn(this.choices, this.selected, this.primary);
      if (t.kind === 'do') {
        e.preventDefault();
        if (!this.pending) this.pickChoice(t.choice);
        return;
      }
    }
    if (e.key === 'Enter' || e.key === ' ') {
      const first = this.renderRoot
        .querySelector('.space-wrap umpire-crowbar-choices, .space-wrap umpire-crowbar-roll')
        ?.shadowRoot?.querySelector<HTMLElement>('button, umpire-board-roll');
      if (first) {
        e.preventDefault();
        first.focus();
      }
      return;
    }
    if (!e.shiftKey) {
      const from =
        this.selected >= 0 ? this.selected : (this.model?.activeSpace ?? [...this.targets][0] ?? spaceOf(1, 0));
      const next = moveCursor(e.key, colOf(from), rowOf(from));
      if (next) {
        e.preventDefault();
        this.select(spaceOf(next.col, next.row), false, true);
        return;
      }
    }
    if (e.key === '0') {
      e.preventDefault();
      this.fitNow();
      return;
    }
    const v = keyView(e.key, e.shiftKey, this.view, width, height, this.zoom.limits, MAP_RECT);
    if (v) {
      e.preventDefault();
      this.setView(v);
    }
  };

  /** Any choice sent from inside the board: close the space card, hold further taps until the new state arrives (or 4 s pass). */
  private readonly onAction = (): void => {
    this.selected = -1;
    this.pending = true;
    window.clearTimeout(this.pendingTimer);
    this.pendingTimer = window.setTimeout(() => (this.pending = false), 4000);
  };

  /** Puts the space card beside the selected space, on the side with more room, so the space stays in sight. */
  private cardPlace(): string {
    const s = this.selected;
    const { width, height } = this.size;
    if (s < 0 || !width) return '';
    const r = this.gap ? gapRect(colOf(s)) : spaceRect(colOf(s), rowOf(s));
    const a = mapToScreen(this.view, { x: r.x, y: r.y });
    const k = this.view.k;
    const free = this.freeArea(width, height);
    // A roll card (its odds, then Roll and Enter the dice thrown) rises as far as the stage lets it, so that its
    // buttons show whole (nine rows of odds for four Combat Dice); a list of choices wants less.
    const at = besideRect(
      { x: a.x, y: a.y, width: r.width * k, height: r.height * k },
      free.width,
      height,
      CARD_WIDTH,
      8,
      this.rolling ? height : 240,
    );
    const v = at.top !== null ? `top:${at.top}px` : `bottom:${at.bottom ?? 0}px`;
    return `left:${at.left}px;${v};max-height:${at.maxHeight}px`;
  }

  /**
   * Whether the side panel shows. In landscape always, beside the map (the tracks, the Movement Dice, pieces to
   * pick, a roll picked off the map), so it neither comes nor goes under a finger; in portrait, above the map
   * (which holds still when it comes), while a unit is active, or with pieces or a roll to show.
   */
  private sideShown(): boolean {
    const g = this.shown;
    if (!g) return false;
    if (!this.portrait.matches) return true;
    const t = g.stack[g.stack.length - 1];
    return (
      g.activeCol !== null ||
      t?.k === 'reroll' ||
      piecesOf(this.allChoices).length > 1 ||
      (!!this.rolling && this.rolling.choice.space === null)
    );
  }

  private renderMap() {
    const R = this.rules;
    const m = this.model;
    const g = this.game;
    if (!R || !m || !g) return nothing;
    const v = this.view;
    const sel = this.selected;
    const occupied = new Set<number>([...m.rangers.map((r) => r.space), ...m.germans.map((u) => u.space)]);
    const german = new Set(m.germans.map((u) => u.space));
    // A Ranger in a German unit's space is fighting it (J): the two are drawn as one pair.
    const fighting = new Map(m.rangers.filter((r) => german.has(r.space)).map((r) => [r.space, r]));
    const selRect = sel >= 0 ? (this.gap ? gapRect(colOf(sel)) : spaceRect(colOf(sel), rowOf(sel))) : undefined;
    const active = m.activeSpace;
    const t = this.textScale;
    return svg`<g transform=${`translate(${v.x} ${v.y}) scale(${v.k})`}>
      ${guard([R.map, m.holds.join()], () => mapSvg(R.map, m.holds))}
      ${active !== null ? svg`<rect class="active-col" x=${spaceRect(colOf(active), 0).x} y=${spaceRect(colOf(active), 15).y} width=${CELL} height=${spaceRect(colOf(active), 0).y + CELL - spaceRect(colOf(active), 15).y}></rect>` : nothing}
      <g class="targets">${[...this.targets].map((s) => {
        const r = spaceRect(colOf(s), rowOf(s));
        return svg`<rect class="target" data-space=${s} x=${r.x + 2} y=${r.y + 2} width=${r.width - 4} height=${r.height - 4} rx="4"></rect>`;
      })}</g>
      <g class="rallies">${m.rally.map((r) => rallySvg(r))}</g>
      <g class="units">${m.germans.map((u) => {
        const guns = gunWords(m.markers.get(u.space));
        const r = fighting.get(u.space);
        return r ? fightSvg(u, r, t, guns) : germanSvg(u, t, guns, m.markers.get(u.space)?.incoming);
      })}${m.rangers.filter((r) => !german.has(r.space)).map((r) => rangerSvg(r, t))}</g>
      <g class="space-markers">${[...m.markers].map(([s, mk]) => markersSvg(s, colOf(s), rowOf(s), mk, occupied.has(s), t, german.has(s), fighting.has(s)))}</g>
      ${active !== null ? svg`<rect class="active-ring" x=${spaceRect(colOf(active), rowOf(active)).x + 1} y=${spaceRect(colOf(active), rowOf(active)).y + 1} width=${CELL - 2} height=${CELL - 2} rx="5"></rect>` : nothing}
      ${selRect ? svg`<rect class="sel-ring" x=${selRect.x - 1} y=${selRect.y - 1} width=${selRect.width + 2} height=${selRect.height + 2} rx="5"></rect>` : nothing}
    </g>`;
  }

  /** What is reconstructed: under the map in portrait (its notes open upward), at the foot of the side panel. */
  private renderProvisional() {
    const R = this.rules;
    if (!R) return nothing;
    return html`<umpire-provisional
      class="provisional"
      system="crowbar"
      .items=${reconstructed(R.ctx)}
    ></umpire-provisional>`;
  }

  /** Zoom, fit and the key: a row off the map (at the top of the side panel, or under the map in portrait). */
  private renderZoom() {
    const whole = (): void => {
      const free = this.freeArea(this.size.width, this.size.height);
      this.setView(fitView(MAP_RECT, free.width, free.height, 6, this.zoom.limits));
    };
    return html`<div class="zoom-btns" role="group" aria-label="Map view">
      <button class="btn icon" aria-label="Zoom in" @click=${() => this.zoom.zoomBy(ZOOM_STEP)}>${icons.plus}</button>
      <button class="btn icon" aria-label="Zoom out" @click=${() => this.zoom.zoomBy(1 / ZOOM_STEP)}>
        ${icons.minus}
      </button>
      <button class="btn icon fit" aria-label="Fit the view to the choices" @click=${() => this.fitNow()}>◎</button>
      <button class="btn icon fit" aria-label="Show the whole map" @click=${whole}>⤢</button>
      <button
        class="btn icon"
        aria-label="Key to the map"
        aria-expanded=${this.keyShown ? 'true' : 'false'}
        @click=${() => (this.keyShown = !this.keyShown)}
      >
        ${icons.info}
      </button>
    </div>`;
  }

  /** Taps, drags and wheel turns on a card over the map are the card's, not the map's (d3-zoom's or a tap's). */
  private readonly keepOffMap = (e: Event): void => e.stopPropagation();

  /** The key to the map, over the map beside the zoom buttons; taps and keys on it stay off the map. */
  private renderKey() {
    const stop = this.keepOffMap;
    return html`<section
      class="key-wrap card"
      aria-label="Key to the map"
      @click=${stop}
      @pointerdown=${stop}
      @mousedown=${stop}
      @touchstart=${stop}
      @wheel=${stop}
      @keydown=${(e: KeyboardEvent) => {
        e.stopPropagation();
        if (e.key === 'Escape') this.keyShown = false;
      }}
    >
      <button class="btn ghost icon close" aria-label="Close the key" @click=${() => (this.keyShown = false)}>
        ${icons.close}
      </button>
      ${mapKey(this.screen === 'german')}
    </section>`;
  }

  /**
   * The side panel: the piece to place, a roll picked off the map, the Movement Dice; beside the map, the zoom
   * buttons and the tracks (folded to three lines while the dice show, so that they and their buttons fit; to
   * their title alone at a large text size).
   */
  private renderSide(v: CrowbarState, R: Rules, busy: boolean) {
    const pieces = piecesOf(this.allChoices);
    const roll = this.rolling && this.rolling.choice.space === null ? this.rolling : undefined;
    const t = v.stack[v.stack.length - 1];
    const dice = this.portrait.matches
      ? v.activeCol !== null || t?.k === 'reroll'
      : v.phase === 'play' || v.phase === 'end-turn';
    // Beside the map at a large text size, the panel's width holds fewer words a line: the tracks fold to their
    // title in every phase (unfolded with a tap) and the dice take their short form.
    const large = this.textScale > 1;
    return html`<aside class="side" tabindex="0" aria-label="Dice, pieces and tracks">
      ${
        this.portrait.matches
          ? nothing
          : html`${this.renderZoom()}<umpire-crowbar-tracks
                compact
                ?foldable=${dice || large}
                ?brief=${large}
                .game=${v}
                .rules=${R}
              ></umpire-crowbar-tracks>`
      }
      ${
        pieces.length > 1
          ? html`<div class="pieces" role="group" aria-label="What to place: pick one, then tap a highlighted space">
              ${pieces.map((p) => html`<button class="btn" data-piece=${p} aria-pressed=${p === this.piece ? 'true' : 'false'} @click=${() => (this.piece = p)}>${pieceText(v, R, p)}</button>`)}
            </div>`
          : nothing
      }
      ${roll ? html`<umpire-crowbar-roll .roll=${roll} ?busy=${busy}></umpire-crowbar-roll>` : nothing}
      ${
        dice && !roll
          ? html`<umpire-crowbar-dice
              layout=${this.portrait.matches ? 'row' : 'column'}
              ?brief=${large && !this.portrait.matches}
              .game=${v}
              .rules=${R}
              .choices=${this.choices.filter((c) => c.place === 'dice')}
              .primaryKey=${this.primary?.key ?? ''}
              ?busy=${busy}
              .pick=${this.pickChoice}
            ></umpire-crowbar-dice>`
          : nothing
      }
      ${this.portrait.matches ? nothing : this.renderProvisional()}
    </aside>`;
  }

  override render() {
    const g = this.game;
    const v = this.shown;
    const R = this.rules;
    if (!g || !v || !R || !this.model) return html`<p class="muted">The board appears once the game has started.</p>`;
    const need = screenFor(g);
    if (need !== this.screen && !this.sharedSeat) return handoverView(g, need, () => (this.screen = need));
    const waits = this.sharedSeat && !seatDecides(g, this.sharedSeat) ? seatWaits(g) : '';
    const busy = this.pending;
    const st = this.status;
    const step = st?.steps.find((x) => x.current)?.label ?? '';
    // With several players the board says whose decision it is and what, in place of the status line; a seat
    // that waits reads first who is choosing elsewhere.
    const prompts = [
      ...(waits ? [waits] : []),
      ...(st?.over ? [`Game over${st.result ? `: ${st.result}` : ''}`] : []),
      ...(st?.prompts ?? []).slice(1),
    ];
    const sel = this.selected;
    const portrait = this.portrait.matches;
    const side = this.sideShown() ? this.renderSide(v, R, busy) : nothing;
    const activeText = v.activeCol !== null ? `active unit in column ${v.activeCol}` : 'no unit active';
    const cardRoll = this.rolling && this.rolling.choice.space !== null ? this.rolling : undefined;
    // Under the map in portrait; at a large text size folded to their title in the row of the zoom buttons,
    // so the map keeps the height three lines of tracks would take.
    const large = this.textScale > 1;
    const tracks = html`<umpire-crowbar-tracks
      ?foldable=${large}
      ?brief=${large}
      .game=${v}
      .rules=${R}
    ></umpire-crowbar-tracks>`;
    return html`
      <div class="wrap" @umpire-game-action=${this.onAction} @umpire-roll=${this.onRoll}>
        <umpire-crowbar-due
          .game=${v}
          .rules=${R}
          .choices=${this.choices}
          .primary=${this.primary}
          .decider=${waits ? undefined : this.decider}
          .prompts=${prompts}
          .heading=${`Turn ${v.turn} · ${step}`}
          ?busy=${busy}
          .pick=${this.pickChoice}
        ></umpire-crowbar-due>
        <div class=${`field ${portrait ? 'stacked' : 'beside'}`}>
          ${portrait ? side : nothing}
          <div
            class="stage"
            tabindex="0"
            role="application"
            aria-label=${`Crowbar! map, ${this.targets.size} highlighted space${this.targets.size === 1 ? '' : 's'}, ${activeText}. Arrows move between spaces, Enter chooses, Shift and arrows pan, + and - zoom, 0 fits the view to the choices.`}
            @click=${this.onStageClick}
            @keydown=${this.onStageKey}
          >
            <svg class="map" aria-hidden="true" style=${`--t: ${this.textScale}`}>${this.renderMap()}</svg>
            ${this.keyShown ? this.renderKey() : nothing}
            ${
              sel >= 0
                ? html`<div
                    class="space-wrap card"
                    style=${this.cardPlace()}
                    @click=${this.keepOffMap}
                    @pointerdown=${this.keepOffMap}
                    @mousedown=${this.keepOffMap}
                    @touchstart=${this.keepOffMap}
                    @wheel=${this.keepOffMap}
                  >
                    <button
                      class="btn ghost icon close"
                      aria-label="Close the space card"
                      @click=${() => ((this.selected = -1), (this.rolling = undefined))}
                    >
                      ${icons.close}
                    </button>
                    ${
                      cardRoll && cardRoll.choice.space === sel
                        ? html`<umpire-crowbar-roll .roll=${cardRoll} ?busy=${busy}></umpire-crowbar-roll>`
                        : html`<umpire-crowbar-choices
                            .game=${v}
                            .rules=${R}
                            .model=${this.model}
                            .choices=${this.choices}
                            .primary=${this.primary}
                            .selected=${sel}
                            ?gap=${this.gap}
                            ?busy=${busy}
                            .pick=${this.pickChoice}
                          ></umpire-crowbar-choices>`
                    }
                  </div>`
                : nothing
            }
          </div>
          ${portrait ? nothing : side}
        </div>
        ${
          portrait
            ? html`<div class="map-foot">
                <div class="badge-slot">${this.renderProvisional()}</div>
                ${large ? tracks : nothing} ${this.renderZoom()}
              </div>`
            : nothing
        }
        ${portrait && !large ? tracks : nothing}
      </div>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-board-crowbar': CrowbarBoard;
  }
}

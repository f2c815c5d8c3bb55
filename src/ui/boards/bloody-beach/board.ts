import { html, svg, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import {
  hexToPixel,
  layout as makeLayout,
  type Axial,
  type Layout,
  type Point,
  type Rect,
} from '../../../boards/hex/index.ts';
import type { Board } from '../../../systems/bloody-beach/map/board.ts';
import type { MapDoc } from '../../../systems/bloody-beach/map/types.ts';
import type { GameAction } from '../../../systems/types.ts';
import { announce } from '../../base.ts';
import { icons } from '../../icons.ts';
import { type DiceRoll } from '../../../engine/index.ts';
import { BoardElement } from '../board-element.ts';
import { loadView, saveView } from '../saved-view.ts';
import { shared } from '../../styles.ts';
import { describe, type CounterView, type SideId } from './counters.ts';
import type { RoadBonus } from './movement.ts';
import type { FrameOverlays } from './renderer.ts';
import { firstView, groundOf, MapStage, readingZoom, setupView } from './map-stage.ts';
import {
  hexAtScreen,
  keepCull,
  mapToScreen,
  rectsMeet,
  screenToMap,
  visibleMapRect,
  type Cull,
  type Follow,
  type Ground,
  type View,
} from './viewport.ts';
import { presetInputs } from './presets.ts';
import './map-editor.ts';
import { EditorBrush } from './editor-brush.ts';
import { withNames } from './recent.ts';
import { intoPlay } from './follow.ts';
import { flowView } from './flow.ts';
import './flow-strip.ts';
import '../../procedure/board-roll.ts';
import { rollAction, type PendingRoll } from './roll-choice.ts';
import { decisionStrip } from './decision-strip.ts';
import { facingOf, facingTapped, placementStrip } from './placement.ts';
import { boardStyles } from './board-styles.ts';
import { controlStyles } from './control-styles.ts';
import type { DecisionView } from './decision.ts';
import { DecisionWatch } from './decision-watch.ts';
import { OverlayState, type OverlayInputs } from './overlay-state.ts';
import { hexCard } from './hex-card.ts';
import { handOver, HotSeat, sideName } from './hot-seat.ts';
import type { SideId as Viewer } from './counters.ts';
import { fitIcon, mapToolbar, overlayLegend } from './map-controls.ts';
import { stageStyles } from '../stage-styles.ts';
import { zoomButtons, zoomButtonStyles } from '../zoom-buttons.ts';
import { MovePreview } from './move-preview.ts';
import type { Plan } from './move-plan.ts';
import { SessionReader } from './session-reader.ts';
import { BoardData } from './board-data.ts';
import { svgLayer } from './svg-layer.ts';
import { procedureInputs } from './unit-procedures.ts';
import { reconstructed } from './reconstructed.ts';
import '../provisional-badge.ts';
import { hexCardView, svgLayerView, type Scene } from './scene-views.ts';
import { GameMoves } from './game-moves.ts';
import { tapMeaning } from './map-tap.ts';
import { movesCursor, nextHex } from './key-cursor.ts';

/** Hex radius in map units: the map's own coordinates (at zoom 1 a hex is 40 px across its corners). */
export const HEX_RADIUS = 20;

/** The text size set, as a factor of the default. */
const textScale = (): number => parseFloat(getComputedStyle(document.documentElement).fontSize) / 16 || 1;

/**
 * The Bloody Beach board: the whole map on a canvas (culled to the viewport), counters and selection in SVG
 * above it, zoom and pan by d3-zoom (pinch, drag, wheel) and by keyboard, a side switch for hot-seat play, fire
 * zones and lines of communication on demand, movement costs as a unit moves, and the map editor as a mode.
 * d3 owns the stage element's events and zoom state (Lit creates the stage once); Lit renders the SVG.
 */
@customElement('umpire-board-bloody-beach')
export class BloodyBeachBoard extends BoardElement {
  static override styles = [shared, stageStyles, zoomButtonStyles, controlStyles, boardStyles];
  /** The board shows the sequence of play and what is due itself (the strip above the map). */
  readonly ownsFlow = true;

  /** A map to show instead of the session's (benchmarks, previews). */
  @property({ attribute: false }) map?: MapDoc;
  /** Where the first view looks: the landing beaches, or the whole map. */
  @property() initialView: 'landing' | 'whole' = 'landing';
  /** A shared session's seat (src/ui/sync): the German seat shows the German display, any other the US one, for good. */
  @property({ attribute: false }) sharedSeat?: string;

  @state() private selected?: Axial;
  @state() private selectedUnit?: string;
  /** An enemy unit picked as the selected unit's target. */
  @state() private target?: string;
  @state() editing = false;
  /** The view the SVG layer is drawn for (updated with every zoom frame). */
  @state() private svgView: View = { k: 1, x: 0, y: 0 };
  /** The hex the keyboard's arrows have reached (Enter chooses it), and the row its moves across keep to. */
  @state() private cursor?: Axial;
  private cursorRow = 0;
  @state() draft?: MapDoc;
  /** A roll chosen and not yet made: its odds are shown over the map until the player rolls or cancels. */
  @state() private rolling?: PendingRoll;
  /** The hex picked for the pillbox or nest being set up, its facing not yet chosen; and why a tapped hex was not. */
  @state() private placeAt?: string;
  @state() private placeRefused?: string;
  /** The decision shown last was a placement. */
  private placing = false;

  @query('.stage') private stage?: HTMLDivElement;
  @query('canvas') private canvas?: HTMLCanvasElement;

  // The board's parts: what it reads and shows, whose display, the overlays, the canvas stage, the move preview
  // and the editor's brush (each in its own module).
  private readonly mapLayout: Layout = makeLayout(HEX_RADIUS);
  private readonly session = new SessionReader(() => this);
  private readonly data = new BoardData(this.session);
  private readonly moves = new GameMoves(this.data, this.session, () => this.system);
  private readonly decisions = new DecisionWatch(this.data, this.session);
  private readonly seat = new HotSeat(() => this.requestUpdate());
  private readonly overlays = new OverlayState();
  private readonly mapStage = new MapStage(this, HEX_RADIUS);
  private readonly preview = new MovePreview({
    counters: () => this.data.counters,
    viewer: () => this.seat.viewer,
    unit: (id) => this.data.unit(id),
    moveWorld: () => this.data.moveWorld(),
    roadBonus: (c) => this.roadBonus(c),
    gameActions: () => (this.moves.playing ? this.moves.legal() : undefined),
    stackReach: (members) => this.moves.stackReach(members),
    hexId: (h) => this.data.hexId(h),
    requestUpdate: () => this.requestUpdate(),
  });
  private readonly brush = new EditorBrush({
    editor: () => (this.editing ? this.renderRoot.querySelector('umpire-bb-map-editor') : null),
    view: () => this.mapStage.view,
    stagePoint: (e) => this.stagePoint(e),
  });

  private cull?: Cull;
  /** Resolves after the first complete paint of the canvas (for the first-paint figure and tests). */
  readonly painted: Promise<void> = this.mapStage.painted;

  /** Follows the map in force and the counters; true when the map changed. */
  private sync(): boolean {
    const grid = this.data.doc?.grid;
    const mapChanged = this.data.syncMap(
      this.system,
      this.ctx,
      this.state,
      this.map,
      this.editing ? this.draft : undefined,
    );
    if (mapChanged && this.data.doc && this.data.board)
      this.mapStage.setMap(this.data.doc, this.data.board, this.mapLayout, grid === this.data.doc.grid);
    if (this.data.syncCounters(this.state, !!this.map)) this.overlays.invalidate();
    return mapChanged;
  }

  /** What the overlays are computed from, once there is a map. */
  private get overlayInputs(): OverlayInputs | undefined {
    const board = this.data.board;
    return board
      ? {
          counters: this.data.counters,
          formations: () => this.session.formations,
          board,
          viewer: this.seat.viewer,
          names: this.session.names,
        }
      : undefined;
  }

  // ---- lifecycle ----

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('sharedSeat') && this.sharedSeat) this.seat.fix(this.sharedSeat === 'german' ? 'german' : 'us');
    if (
      changed.has('system') ||
      changed.has('ctx') ||
      changed.has('state') ||
      changed.has('map') ||
      changed.has('draft') ||
      changed.has('editing')
    ) {
      // the units on the map before this state: those it adds (a landing, reinforcements) or activates are followed
      const before = changed.get('state') !== undefined ? new Set(this.data.counters.map((c) => c.id)) : undefined;
      const mapChanged = this.sync();
      if (mapChanged || changed.has('state')) {
        this.overlays.invalidate();
        this.preview.remeasure();
      }
      if (mapChanged) this.mapStage.scheduleDraw();
      if (changed.has('state')) {
        this.placeAt = undefined;
        this.placeRefused = undefined;
        this.followTurn();
      }
      const d = this.decision();
      const board = this.data.board;
      // its hexes with two hexes of margin round them, so each is seen whole with its surroundings; the set-up's
      // zone once, so the view stays where the German is placing
      const wasPlacing = this.placing;
      const placingOn = !!d?.placement && wasPlacing;
      this.placing = !!d?.placement;
      // the units just landed or activated, at a zoom they read at: the first thing the players look for after a
      // roll or a choice (the German's own set-up aside, each counter placed where he tapped)
      const arrived =
        before && !wasPlacing && !this.map
          ? intoPlay(before, changed.get('state'), this.state, this.data.counters)
          : [];
      if (arrived.length)
        void this.updateComplete.then(() =>
          this.mapStage.bringIntoView(
            arrived.map((c) => hexToPixel(this.mapLayout, c.hex)),
            HEX_RADIUS,
            this.following(),
          ),
        );
      if (this.decisions.isNew(d) && d && board && !placingOn)
        void this.updateComplete.then(() => {
          const { width, height } = this.mapStage.size;
          const setup = d.placement && setupView(board, this.mapLayout, width, height, this.mapStage.view.k, d.hexes);
          if (setup) return this.mapStage.setView(setup);
          this.mapStage.bringIntoView(
            d.hexes.map((id) => hexToPixel(this.mapLayout, board.hex(id))),
            2 * HEX_RADIUS,
            { ...this.following(), keepAll: true },
          );
        });
    }
  }

  override updated(changed: PropertyValues<this>): void {
    // A new hex selected: its card reads from the top (Lit keeps the one card element, and its scroll, between hexes).
    if (changed.has('selected' as keyof BloodyBeachBoard)) {
      const card = this.renderRoot.querySelector('.card');
      if (card) card.scrollTop = 0;
    }
  }

  override firstUpdated(): void {
    if (this.stage && this.canvas) this.mapStage.attach(this.stage, this.canvas);
    this.tellViewer();
  }

  private ground?: { board: Board; ground: Ground };

  /**
   * How a view follows the play: at the zoom where the counters read, showing as little sea as it can (the
   * middles of the map's sea and land hexes kept for the map in force).
   */
  private following(): Follow {
    const minK = readingZoom(this.mapStage.limits, textScale());
    const board = this.data.board;
    return board ? { minK, ground: this.groundOf(board) } : { minK };
  }

  /** The middles of the map's sea and land hexes, found once for the map in force. */
  private groundOf(board: Board): Ground {
    if (this.ground?.board !== board) this.ground = { board, ground: groundOf(board, this.mapLayout) };
    return this.ground.ground;
  }

  /** Says whose eyes are on the screen, so the log and recap show that side's words. */
  private tellViewer(): void {
    this.emit('umpire-viewer', { side: this.seat.viewer });
  }

  private lastWhose?: Viewer;

  /**
   * Hot-seat: when the side that acts changes, the map asks for that player's display (behind the hand-over
   * screen); a roll still open is dropped once the game has moved on.
   */
  private followTurn(): void {
    if (this.rolling && this.session.why(this.rolling.action) !== undefined) this.rolling = undefined;
    if (!this.moves.playing || this.editing || this.map) return;
    // a decision due belongs to its owner, whoever holds the initiative
    const whose = this.decision()?.side ?? this.flow()?.whose;
    if (whose && whose !== this.lastWhose) {
      if (whose !== this.seat.viewer) this.seat.ask(whose);
      // an undo gave the step back to the side on screen: no hand-over is due any more
      else if (this.seat.waiting) this.seat.cancel();
    }
    this.lastWhose = whose;
  }

  stageStart(width: number, height: number, limits: readonly [number, number]): View {
    const doc = this.data.doc;
    const board = this.data.board;
    // the view kept for this session, else where the play is, at a zoom where the counters read at the text size set
    const kept = loadView(this.sessionId);
    if (kept && !this.map) return kept;
    // the German setting up looks at the land he sets up on
    const d = this.decision();
    const setup =
      d?.placement &&
      board &&
      setupView(board, this.mapLayout, width, height, readingZoom(limits, textScale()), d.hexes);
    if (setup) return setup;
    return doc && board
      ? firstView(
          doc,
          board,
          this.mapLayout,
          width,
          height,
          limits,
          this.initialView,
          textScale(),
          this.data.counters.map((c) => c.hex),
          () => this.groundOf(board),
        )
      : this.mapStage.view;
  }

  /** In the editor's brush mode a one-finger or mouse drag paints; two fingers and the wheel still zoom. */
  stageMayZoom(event: Event): boolean {
    return !this.editing || this.brush.mayZoom(event);
  }

  stageMoved(v: View): void {
    this.svgView = v;
    clearTimeout(this.keepTimer);
    if (!this.map) this.keepTimer = setTimeout(() => saveView(this.sessionId, v), 250);
  }

  private keepTimer?: ReturnType<typeof setTimeout>;

  stageOverlays(): FrameOverlays {
    return this.overlays.frame(this.overlayInputs, this.selectedUnit, this.editing);
  }

  /** Moves the view (through d3-zoom, so its own state follows). */
  setView(v: View): void {
    this.mapStage.setView(v);
  }

  get currentView(): View {
    return this.mapStage.view;
  }

  /** Draws the canvas now. */
  drawNow(): void {
    this.mapStage.drawNow();
  }

  /** Milliseconds the last canvas frame took. */
  get lastFrameMs(): number {
    return this.mapStage.lastFrameMs;
  }

  // ---- selection and moves ----

  /** The unit's road bonus (7.5.2) in the kept game (none while editing). */
  private roadBonus(c: CounterView): RoadBonus | undefined {
    return this.editing ? undefined : this.moves.roadBonus(c);
  }

  /** Selects a hex (a tap, a click, or Enter on the map). */
  selectHex(h: Axial | undefined): void {
    if (this.editing) return;
    if (!h) {
      this.selected = undefined;
      this.selectedUnit = undefined;
      this.target = undefined;
      this.preview.clear();
      return;
    }
    const d = this.decision();
    if (d?.placement && d.side === this.seat.viewer) return this.placeTap(d, this.data.hexId(h));
    const tap = tapMeaning(h, {
      // only the German sets up his counters: to the US a tap on the zone only selects the hex
      ...(d && !d.placement ? { decision: d } : {}),
      hexId: this.data.hexId(h),
      here: this.data.here(h),
      reaches: this.preview.reaches(h),
      selected: this.data.unit(this.selectedUnit),
      viewer: this.seat.viewer,
      targets: (u) => this.moves.targetsOf(u, this.seat.viewer),
    });
    if (tap.kind === 'answer') {
      this.choose(tap.answer.action);
      return announce(`Chosen: ${tap.answer.label}`);
    }
    this.selected = h;
    if (tap.kind === 'trace') {
      this.preview.trace(h);
      return announce(this.preview.text() ?? '');
    }
    if (tap.kind === 'target') {
      this.target = tap.unit.id;
      this.preview.untrace();
      return announce(`Target: ${describe(tap.unit, this.seat.viewer)}`);
    }
    this.target = undefined;
    this.selectedUnit = tap.unit?.id;
    this.preview.start(tap.unit ? [tap.unit.id] : []);
    this.overlays.invalidate();
    if (this.overlays.loc) this.drawNow();
    announce(this.data.hexTitle(h));
  }

  /** A tap while the German sets up: a hex offered is picked (its facing is asked next); any other is refused in words. */
  private placeTap(d: DecisionView, hex: string): void {
    this.selected = undefined;
    if (d.placement?.facings.has(hex)) {
      this.placeAt = hex;
      this.placeRefused = undefined;
      return announce(`${hex} picked: now choose the vertex it faces`);
    }
    const first = d.answers[0]?.action;
    this.placeAt = undefined;
    this.placeRefused = (first && this.session.why(Object.assign({}, first, { to: hex }))) || `${hex} is not offered`;
    announce(`Not there: ${this.placeRefused}`);
  }

  private selectUnit(id: string): void {
    const c = this.data.unit(id);
    if (!c) return;
    this.selectedUnit = id;
    this.target = undefined;
    this.preview.start([c.id]);
    this.overlays.invalidate();
    if (this.overlays.loc) this.drawNow();
  }

  // ---- events ----

  private readonly onStageClick = (e: MouseEvent): void => {
    if (e.defaultPrevented) return;
    const doc = this.data.doc;
    const p = this.stagePoint(e);
    if (!p || !doc) return;
    if (this.editing) return this.brush.tap(e);
    this.cursor = undefined;
    const h = hexAtScreen(this.mapLayout, this.mapStage.view, p, doc.grid);
    if (h && this.tapFacing(h, p)) return;
    this.selectHex(h);
  };

  /** A tap on one of the arrows drawn in the hex picked for a pillbox or nest chooses that facing, as its button does. */
  private tapFacing(h: Axial, p: Point): boolean {
    const d = this.decision();
    const answers =
      this.placeAt && d?.placement && d.side === this.seat.viewer ? d.placement.facings.get(this.placeAt) : undefined;
    if (!answers || this.data.hexId(h) !== this.placeAt) return false;
    const facing = facingTapped(this.mapLayout, h, screenToMap(this.mapStage.view, p), answers.map(facingOf));
    const answer = answers.find((a) => facingOf(a) === facing);
    if (!answer) return false;
    this.choose(answer.action);
    announce(`Chosen: faces ${answer.label}`);
    return true;
  }

  /** The hex under the middle of the map. */
  private centreHex(): Axial | undefined {
    const doc = this.data.doc;
    return doc
      ? hexAtScreen(
          this.mapLayout,
          this.mapStage.view,
          { x: this.mapStage.size.width / 2, y: this.mapStage.size.height / 2 },
          doc.grid,
        )
      : undefined;
  }

  /** Arrow keys move the cursor to the next hex (from the middle of the map at first), the map following it. */
  private moveCursor(key: string): void {
    const board = this.data.board;
    const from = this.cursor ?? this.centreHex();
    if (!board || !from) return;
    const next = this.cursor ? nextHex(from, key, this.mapLayout, this.cursorRow) : from;
    if (!next || !board.inMap(next)) return;
    // moves across keep to the row of the last hex reached up or down (or the first)
    if (!this.cursor || key === 'ArrowUp' || key === 'ArrowDown') this.cursorRow = hexToPixel(this.mapLayout, next).y;
    this.cursor = next;
    this.mapStage.bringIntoView([hexToPixel(this.mapLayout, next)], 2 * HEX_RADIUS);
    announce(this.data.hexTitle(next));
  }

  private readonly onStageKey = (e: KeyboardEvent): void => {
    if (movesCursor(e.key) && !e.shiftKey && !this.editing) {
      e.preventDefault();
      this.moveCursor(e.key);
      return;
    }
    const v = this.mapStage.keyed(e.key);
    if (v) {
      e.preventDefault();
      this.setView(v);
      return;
    }
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      const doc = this.data.doc;
      if (!doc) return;
      const centre = { x: this.mapStage.size.width / 2, y: this.mapStage.size.height / 2 };
      if (this.editing) this.brush.paintAt(centre);
      else this.selectHex(this.cursor ?? this.centreHex());
    } else if (e.key === 'Escape') {
      this.selectHex(undefined);
    }
  };

  private chooseSide(side: SideId): void {
    if (this.seat.ask(side)) this.selectHex(undefined);
  }

  private revealSide(): void {
    if (!this.seat.reveal()) return;
    this.tellViewer();
    this.overlays.invalidate();
    announce(`${sideName(this.seat.viewer)} display`);
    void this.updateComplete.then(() => {
      this.drawNow();
      this.stage?.focus();
    });
  }

  /** Turns an overlay on or off, and draws the map again once the toolbar shows it. */
  private toggle(which: 'zones' | 'loc'): void {
    this.overlays[which] = !this.overlays[which];
    this.overlays.invalidate();
    this.requestUpdate();
    void this.updateComplete.then(() => this.drawNow());
  }

  /** Where a pointer event is on the stage, in CSS pixels from its top left corner. */
  private stagePoint(e: MouseEvent): Point | undefined {
    const r = this.stage?.getBoundingClientRect();
    return r ? { x: e.clientX - r.left, y: e.clientY - r.top } : undefined;
  }

  private toggleEditor(): void {
    this.editing = !this.editing;
    this.selectHex(undefined);
    if (!this.editing) this.draft = undefined;
    void this.updateComplete.then(() => this.drawNow());
  }

  /** The editor changed its working map: show it (only the blocks that changed are rebuilt). */
  private readonly onDraft = (e: CustomEvent<{ doc: MapDoc; changed?: Axial[] }>): void => {
    e.stopPropagation();
    const doc = e.detail.doc;
    const sameGrid = !!this.data.doc && JSON.stringify(this.data.doc.grid) === JSON.stringify(doc.grid);
    if (!this.data.use(doc) || !this.data.board) return;
    this.draft = doc;
    this.mapStage.setMap(doc, this.data.board, this.mapLayout, sameGrid);
    if (this.data.syncCounters(this.state, !!this.map)) this.overlays.invalidate();
    this.drawNow();
  };

  private readonly onEditorClose = (e: Event): void => {
    e.stopPropagation();
    this.toggleEditor();
  };

  private emitAction(action: GameAction): void {
    this.emit('umpire-game-action', { action });
  }

  /** Plays a chosen action: at once, or after showing the odds of the roll it makes (the game's own roll). */
  private choose(action: GameAction): void {
    const preview = this.system?.game?.rollFor?.(this.state, action, this.ctx as NonNullable<typeof this.ctx>);
    const proc = preview ? this.system?.procedures.find((p) => p.id === preview.procedure) : undefined;
    if (!preview || !proc || !this.ctx) return this.emitAction(action);
    this.rolling = { action, preview, procedure: proc, verb: this.moves.words(action) };
  }

  private readonly onRoll = (e: CustomEvent<{ dice?: DiceRoll }>): void => {
    e.stopPropagation();
    const r = this.rolling;
    if (!r || !this.ctx) return;
    this.rolling = undefined;
    this.emitAction(rollAction(r, e.detail.dice, this.ctx));
  };

  private readonly onChoose = (e: CustomEvent<{ action: GameAction }>): void => {
    e.stopPropagation();
    this.choose(e.detail.action);
  };

  /**
   * Opens a procedure with its inputs filled from the selection (the unit, its target, the hex being entered), through
   * the session's board-procedure request; the referee only corrects them.
   */
  private openProcedure(id: string): void {
    const proc = this.system?.procedures.find((p) => p.id === id);
    const unit = this.data.unit(this.selectedUnit);
    if (!proc || !unit) {
      this.emit('umpire-menu', { id: `procedure:${id}` });
      return;
    }
    const inputs = procedureInputs(
      proc,
      presetInputs(id, unit, this.data.unit(this.target), this.data.board, this.preview.plan?.path, this.data.doc),
    );
    this.dispatchEvent(
      new CustomEvent('umpire-board-procedure', { detail: { procedure: id, inputs }, bubbles: true, composed: true }),
    );
  }

  // ---- rendering ----

  override render() {
    const doc = this.data.doc;
    if (!doc || !this.data.board) {
      return html`<p class="problem" role="alert">${this.data.problem ?? 'No map for this system.'}</p>`;
    }
    return html`<div class="frame">
      ${
        this.editing
          ? html`<umpire-bb-map-editor
              .system=${this.system}
              .doc=${doc}
              .shipped=${this.data.origin}
              .layout=${this.mapLayout}
              @bb-draft=${this.onDraft}
              @bb-editor-close=${this.onEditorClose}
            ></umpire-bb-map-editor>`
          : html`<div class="bar">
                ${mapToolbar(this.seat.viewer, this.overlays.shown, { ...(this.seat.fixed ? {} : { side: (x: SideId) => this.chooseSide(x) }), zones: () => this.toggle('zones'), loc: () => this.toggle('loc'), edit: () => this.toggleEditor() })}
                ${this.ctx ? html`<umpire-provisional class="provisional" drop system="bloody-beach" .items=${reconstructed(this.ctx, doc, this.session.scenario)}></umpire-provisional>` : nothing}
              </div>
              ${this.renderFlow()}`
      }
      ${this.data.problem ? html`<p class="problem" role="alert">${this.data.problem}</p>` : nothing}
      <div
        class=${`stage${this.editing ? ' editing' : ''}`}
        tabindex="0"
        role="application"
        aria-roledescription="map"
        aria-label=${this.editing ? `${doc.title}. Arrow keys pan, plus and minus zoom, Enter paints the hex in the centre, Escape clears.` : `${doc.title}. Arrow keys move from hex to hex, Shift and arrows pan, plus and minus zoom, Enter chooses the hex, Escape clears.`}
        @click=${this.onStageClick}
        @keydown=${this.onStageKey}
        @pointerdown=${this.brush.down}
        @pointermove=${this.brush.move}
        @pointerup=${this.brush.up}
      >
        <canvas aria-hidden="true"></canvas>
        ${this.renderSvg()} ${this.renderCursor()}
        ${zoomButtons({ zoomIn: () => this.mapStage.zoomBy(1.25), zoomOut: () => this.mapStage.zoomBy(0.8), whole: () => this.mapStage.showWholeMap() }, { small: true, wholeIcon: fitIcon })}
        ${overlayLegend(this.overlays.shown)}
        ${this.data.fromScenario && !this.editing && !this.selected ? html`<div class="banner">Set-up from the scenario: no game kept yet</div>` : nothing}
        ${this.selected && !this.editing ? this.renderCard(this.selected) : nothing}
        ${this.rolling && !this.seat.waiting ? this.renderRoll(this.rolling) : nothing}
        ${
          this.seat.waiting
            ? handOver(
                this.seat.waiting,
                () => this.revealSide(),
                () => this.seat.cancel(),
              )
            : nothing
        }
      </div>
    </div>`;
  }

  /** The keyboard's hex cursor, ringed on the map. */
  private renderCursor() {
    if (!this.cursor) return nothing;
    const p = mapToScreen(this.svgView, hexToPixel(this.mapLayout, this.cursor));
    return html`<div
      class="reticle"
      aria-hidden="true"
      style=${`left:${p.x}px;top:${p.y}px;width:${2 * HEX_RADIUS * this.svgView.k}px;height:${2 * HEX_RADIUS * this.svgView.k}px`}
    ></div>`;
  }

  /** What the game's state lets the players do now, outside the map (see flow.ts); none without a kept game. */
  private flow() {
    // a map shown for itself (a preview, the benchmark) has no game to follow
    if (!this.moves.playing || this.map) return undefined;
    const due = withNames(this.status?.prompts[0] ?? '', this.session.names);
    return flowView(
      this.state,
      this.moves.legal(),
      due,
      (id) => this.moves.name(id),
      (a) => this.moves.terms(a),
    );
  }

  /** The strip above the map: the decision due, else the flow of play; for the other side, a hand-over. */
  private renderFlow() {
    const d = this.decision();
    if (d?.placement)
      return placementStrip(d.placement, this.seat.viewer, this.placeAt, this.placeRefused, {
        pick: (a) => this.choose(a),
        another: () => (this.placeAt = undefined),
      });
    if (d) return decisionStrip(d, this.seat.viewer, (a) => this.choose(a));
    const f = this.flow();
    if (!f) return nothing;
    if (f.whose && f.whose !== this.seat.viewer) {
      const who = sideName(f.whose);
      // the hand-over screen over the map already asks for that display: one button for it, not two
      return html`<div class="handover-line">
        <p>${f.due}</p>
        ${
          this.seat.waiting === f.whose
            ? nothing
            : html`<button class="btn small primary" @click=${() => this.chooseSide(f.whose as Viewer)}>
                Show the ${who} display
              </button>`
        }
      </div>`;
    }
    return html`<umpire-bb-flow .flow=${f} @bb-choose=${this.onChoose}></umpire-bb-flow>`;
  }

  /** The roll about to be made, over the bottom of the map: who rolls for what, the dice and the exact odds. */
  private renderRoll(r: PendingRoll) {
    const stop = (e: Event) => e.stopPropagation();
    return html`<section class="roll-sheet" aria-label="Roll" @click=${stop} @pointerdown=${stop}>
      <button
        class="btn ghost icon small close"
        aria-label="Cancel the roll"
        @click=${() => (this.rolling = undefined)}
      >
        ${icons.close}
      </button>
      <umpire-board-roll
        .procedure=${r.procedure}
        .ctx=${this.ctx}
        .inputs=${r.preview.inputs}
        about=${r.preview.about ?? r.verb}
        verb="Roll"
        @umpire-roll=${this.onRoll}
      ></umpire-board-roll>
    </section>`;
  }

  private get scene(): Scene {
    return {
      data: this.data,
      preview: this.preview,
      layout: this.mapLayout,
      viewer: this.seat.viewer,
      selected: this.selected ?? (this.placeAt && this.data.board ? this.data.board.hex(this.placeAt) : undefined),
      selectedUnit: this.selectedUnit,
      target: this.target,
      editing: this.editing,
    };
  }

  private renderSvg() {
    const { width, height } = this.mapStage.size;
    if (!width) return svg`<svg class="overlay" aria-hidden="true"></svg>`;
    this.cull = keepCull(this.cull, this.svgView, width, height, HEX_RADIUS);
    const near = this.cull.rect;
    const inView = (p: Point) =>
      p.x >= near.x && p.x <= near.x + near.width && p.y >= near.y && p.y <= near.y + near.height;
    const d = this.decision();
    const layer = svgLayerView(this.scene, this.svgView, inView, (u) => this.moves.targetsOf(u, this.seat.viewer), d);
    const options = this.placeAt ? d?.placement?.facings.get(this.placeAt) : undefined;
    return svgLayer(
      options && this.placeAt && this.data.board
        ? {
            ...layer,
            facings: {
              hex: this.data.board.hex(this.placeAt),
              options: options.map(facingOf),
            },
          }
        : layer,
    );
  }

  private renderCard(h: Axial): TemplateResult | typeof nothing {
    const { width, height } = this.mapStage.size;
    const view = hexCardView(this.scene, h, {
      view: this.mapStage.view,
      width,
      height,
      loc: (u) => this.overlays.locText(u, this.overlayInputs),
      roadBonus: (u) => this.roadBonus(u),
      offers: (u) =>
        this.moves.offers(u, this.seat.viewer, this.data.unit(this.target), this.preview.plan, this.status?.phase),
      points: (kind) => this.session.placePoints(kind),
      // with a game kept every roll is the game's own, made from the card's actions
      hasProcedure: (id) => !this.moves.playing && !!this.system?.procedures.some((x) => x.id === id),
    });
    const unit = this.data.unit(this.selectedUnit);
    return view
      ? hexCard(view, {
          selectUnit: (u) => this.selectUnit(u),
          toggleStack: () => unit && announce(this.preview.toggleStack(unit)),
          act: (a) => this.choose(a),
          openProcedure: (p) => this.openProcedure(p),
          close: () => this.selectHex(undefined),
        })
      : nothing;
  }

  /** The owner decision the game waits for (none for the scenario's set-up or while editing). */
  private decision(): DecisionView | undefined {
    return this.data.fromScenario || this.editing || this.map
      ? undefined
      : this.decisions.current(this.state, () => this.moves.legal());
  }

  /** For tests: the counters shown. */
  get counters(): readonly CounterView[] {
    return this.data.counters;
  }

  /** For tests: the game's legal actions now (what a fuzz policy picks from). */
  get legalActions(): readonly GameAction[] {
    return this.moves.legal();
  }

  /** For tests: the map's model. */
  get boardModel(): Board | undefined {
    return this.data.board;
  }

  /** For tests: the move being previewed. */
  get plan(): Plan | undefined {
    return this.preview.plan;
  }

  /** For tests: the screen point of a hex's centre. */
  screenPointOf(hexId: string): Point | undefined {
    const board = this.data.board;
    if (!board) return undefined;
    return mapToScreen(this.mapStage.view, hexToPixel(this.mapLayout, board.hex(hexId)));
  }

  /** For tests and the benchmark: whether a map rectangle is on screen. */
  shows(r: Rect): boolean {
    return rectsMeet(r, visibleMapRect(this.mapStage.view, this.mapStage.size.width, this.mapStage.size.height));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-board-bloody-beach': BloodyBeachBoard;
  }
}

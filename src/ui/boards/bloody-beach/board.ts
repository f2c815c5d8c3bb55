import { html, svg, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { repeat } from 'lit/directives/repeat.js';
import { select } from 'd3-selection';
import { zoom as d3zoom, zoomIdentity, type D3ZoomEvent, type ZoomBehavior } from 'd3-zoom';
import { axialToOffset, distance, formatHexNumber, hexKey, hexToPixel, layout as makeLayout, mapPixelBounds, neighbors, SIDE_NAMES, type Axial, type Layout, type Point, type Rect } from '../../../boards/hex/index.ts';
import { makeContext, type InputValues, type RulesContext, type TableData } from '../../../engine/index.ts';
import { buildBoard, type Board } from '../../../systems/bloody-beach/map/board.ts';
import { constant } from '../../../systems/bloody-beach/procedures/common.ts';
import type { MapDoc } from '../../../systems/bloody-beach/map/types.ts';
import type { GameAction } from '../../../systems/types.ts';
import { announce } from '../../base.ts';
import { BoardElement } from '../board-element.ts';
import { icons } from '../../icons.ts';
import { shared } from '../../styles.ts';
import { counterSvg, COUNTER, stackOffset } from './counter-svg.ts';
import { countersFromState, describe, faceDown, formationsFromState, hasUnits, namesFrom, stacks, type CounterView, type SideId } from './counters.ts';
import { mapInForce, type MapOrigin } from './map-source.ts';
import { pathTo, reachable, type MoveWorld, type Reach, type RoadBonus } from './movement.ts';
import { describeMove, moveAction, partyPathCosts, stackMates, type Member } from './stack-move.ts';
import { stackPlan } from './game-stack.ts';
import { roadBonusInGame } from './road-bonus.ts';
import { DAY, THEME_VARIABLES, type ThemeColours } from './palette.ts';
import { MapRenderer } from './renderer.ts';
import { centreOn, fitView, hexAtScreen, keyView, mapToScreen, rectsMeet, visibleMapRect, zoomLimits, type View } from './viewport.ts';
import { locBlocker, locToHq, sideZones, smallArmsTargets } from './zones.ts';
import { presetInputs } from './presets.ts';
import './map-editor.ts';
import type { MapEditor } from './map-editor.ts';
import { gameLog } from './recent.ts';
import { recentStrip } from './recent-strip.ts';
import { decisionStrip } from './decision-strip.ts';
import { boardStyles } from './board-styles.ts';
import { pendingDecision, type DecisionView } from './decision.ts';

/** Hex radius in map units: the map's own coordinates (at zoom 1 a hex is 40 px across its corners). */
export const HEX_RADIUS = 20;

/** Below this hex radius on screen (CSS px) counters are drawn as plain chips: too small to read anyway. */
export const CHIP_RADIUS = 11;

/** The first view's zoom on the beaches. */
export const START_ZOOM = 1.6;

/** Milliseconds after the last pan or zoom step before the full detail is drawn again. */
export const REST_MS = 140;

const PROCEDURES: readonly { id: string; label: string; when: (c: CounterView) => boolean }[] = [
  { id: 'bloody-beach.movement-cost', label: 'Movement cost', when: (c) => c.movement > 0 },
  { id: 'bloody-beach.small-arms-fire', label: 'Small arms fire', when: (c) => c.firepower > 0 },
  { id: 'bloody-beach.anti-tank-fire', label: 'Anti-tank fire', when: (c) => c.antiTank > 0 },
  { id: 'bloody-beach.morale-check', label: 'Morale check', when: (c) => c.morale > 0 },
  { id: 'bloody-beach.unpin', label: 'Unpin', when: (c) => c.pinned },
  { id: 'bloody-beach.close-combat', label: 'Close combat', when: (c) => c.unitClass !== 'hq' && c.unitClass !== 'pillbox' && c.unitClass !== 'nest' },
  { id: 'bloody-beach.hq-displacement', label: 'HQ displacement', when: (c) => c.unitClass === 'hq' },
];

interface Plan {
  /** The unit moving, or the stack moving together, leader first (7.2.2). */
  readonly units: readonly string[];
  readonly reach: Map<string, Reach>;
  /** Printed hexes a stack would overstack by ending its move there (7.2.3). */
  readonly over?: ReadonlySet<string>;
  path: Axial[];
}


/**
 * The Bloody Beach board: the whole map on a canvas (culled to the viewport), counters and selection in SVG
 * above it, zoom and pan by d3-zoom (pinch, drag, wheel) and by keyboard, a side switch for hot-seat play, fire
 * zones and lines of communication on demand, movement costs as a unit moves, and the map editor as a mode.
 * d3 owns the stage element's events and zoom state (Lit creates the stage once); Lit renders the SVG.
 */
@customElement('umpire-board-bloody-beach')
export class BloodyBeachBoard extends BoardElement {
  static override styles = [shared, boardStyles];

  /** A map to show instead of the session's (benchmarks, previews). */
  @property({ attribute: false }) map?: MapDoc;
  /** Where the first view looks: the landing beaches, or the whole map. */
  @property() initialView: 'landing' | 'whole' = 'landing';

  @state() private viewer: SideId = 'us';
  @state() private curtain?: SideId;
  @state() private showZones = false;
  @state() private showLoc = false;
  @state() private selected?: Axial;
  @state() private selectedUnit?: string;
  @state() private plan?: Plan;
  /** An enemy unit picked as the selected unit's target. */
  @state() private target?: string;
  @state() editing = false;
  /** The view the SVG layer is drawn for (updated with every zoom frame). */
  @state() private svgView: View = { k: 1, x: 0, y: 0 };
  @state() private keyboardReticle = false;
  @state() draft?: MapDoc;

  @query('.stage') private stage?: HTMLDivElement;
  @query('canvas') private canvas?: HTMLCanvasElement;

  private renderer?: MapRenderer;
  private zoomer?: ZoomBehavior<HTMLDivElement, unknown>;
  private view: View = { k: 1, x: 0, y: 0 };
  private size = { width: 0, height: 0 };
  private dpr = 1;
  private readonly mapLayout: Layout = makeLayout(HEX_RADIUS);
  private doc?: MapDoc;
  private origin: MapOrigin = 'shipped';
  private problem?: string;
  private boardModel?: Board;
  private mapRect: Rect = { x: 0, y: 0, width: 1, height: 1 };
  private limits: [number, number] = [0.1, 4];
  private frame = 0;
  private moving = false;
  private restTimer?: ReturnType<typeof setTimeout>;
  private cull?: { k: number; rect: Rect };
  private resizeObserver?: ResizeObserver;
  private themeObserver?: MutationObserver;
  private counters: CounterView[] = [];
  private countersFrom?: unknown;
  private fromScenario = false;
  private legalCache?: { state: unknown; ctx: RulesContext; actions: GameAction[] };
  private overlayCache?: { key: string; value: ReturnType<BloodyBeachBoard['computeOverlays']> };
  private paintedResolve?: () => void;
  /** Resolves after the first complete paint of the canvas (for the first-paint figure and tests). */
  readonly painted: Promise<void> = new Promise((r) => (this.paintedResolve = r));

  override connectedCallback(): void {
    super.connectedCallback();
    this.themeObserver = new MutationObserver(() => this.applyTheme());
    this.themeObserver.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme', 'style', 'class'] });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.resizeObserver?.disconnect();
    this.themeObserver?.disconnect();
    cancelAnimationFrame(this.frame);
    clearTimeout(this.restTimer);
  }

  // ---- map and state ----

  private rules(): RulesContext | undefined {
    if (this.ctx) return this.ctx;
    if (this.system) return makeContext(this.system.tables, this.system.settings);
    return undefined;
  }

  private table(id: string): TableData | undefined {
    const ctx = this.rules();
    try {
      return ctx?.table(id);
    } catch {
      return this.system?.tables.find((t) => t.id === id);
    }
  }

  /** Rebuilds the map model when the map in force changes. Returns true when it did. */
  private syncMap(): boolean {
    const found = this.draft && this.editing ? { doc: this.draft, origin: this.origin } : mapInForce(this.system, this.ctx, this.state, this.map);
    const doc = found.doc;
    this.problem = 'problem' in found ? found.problem : undefined;
    if (!doc || doc === this.doc) return false;
    const terrain = this.table('bloody-beach.terrain');
    if (!terrain) return false;
    const previous = this.doc;
    this.doc = doc;
    this.origin = found.origin;
    this.boardModel = buildBoard(doc, terrain);
    this.mapRect = mapPixelBounds(this.mapLayout, doc.grid, doc.grid.parity);
    if (this.renderer) {
      if (previous && previous.grid === doc.grid) {
        this.renderer.setMap(doc, this.boardModel, this.mapLayout);
      } else {
        this.renderer.setMap(doc, this.boardModel, this.mapLayout);
        this.updateLimits();
      }
    }
    this.countersFrom = undefined;
    return true;
  }

  private syncCounters(): void {
    if (this.countersFrom === this.state && this.counters.length) return;
    const doc = this.doc;
    if (!doc) return;
    const types = this.table('bloody-beach.unit-types');
    let source: unknown = this.state;
    this.fromScenario = false;
    if (!hasUnits(this.state) && !this.map) {
      // No game kept yet: show the scenario's printed set-up, marked as such.
      const scenario = this.system?.scenarios.find((s) => (s as { kind?: unknown }).kind === 'scenario');
      if (scenario && hasUnits(scenario)) {
        source = scenario;
        this.fromScenario = true;
      }
    }
    const scenario = this.system?.scenarios.find((x) => (x as { kind?: unknown }).kind === 'scenario');
    if (this.namesOf !== scenario) {
      this.names = namesFrom(scenario);
      this.namesOf = scenario;
    }
    this.counters = countersFromState(source, types, doc.grid.parity, doc.grid.digits, this.names);
    this.countersFrom = this.state;
    this.overlayCache = undefined;
  }

  /** Counter names by unit id, from the scenario they were read from. */
  private names: ReadonlyMap<string, string> = new Map();
  private namesOf?: unknown;

  /** Formations and their HQs, from the scenario (a kept game's state holds their supply, not who commands them). */
  private get formations() {
    const state = formationsFromState(this.state);
    const scenario = formationsFromState(this.system?.scenarios.find((s) => (s as { kind?: unknown }).kind === 'scenario'));
    return state.some((f) => f.hq) ? state : scenario;
  }

  /** The selected unit's line of communications to its HQ, in words, while "Lines to HQ" is on (2.2); kept for one state, side and unit (the card redraws with every zoom frame). */
  private locText(c: CounterView): string | undefined {
    const board = this.boardModel;
    if (!this.showLoc || !board || c.side !== this.viewer || c.unitClass === 'hq' || c.unitClass === 'pillbox' || c.unitClass === 'nest') return undefined;
    const hit = this.locCache;
    if (hit && hit.counters === this.counters && hit.unit === c.id && hit.viewer === this.viewer) return hit.text;
    const text = this.describeLoc(c, board);
    this.locCache = { counters: this.counters, unit: c.id, viewer: this.viewer, text };
    return text;
  }

  private locCache?: { counters: readonly CounterView[]; unit: string; viewer: SideId; text: string };

  private describeLoc(c: CounterView, board: Board): string {
    const r = locToHq(c, this.counters, this.formations, board, this.viewer);
    if (!r.hq) {
      const hq = this.formations.find((f) => f.id === c.formation)?.hq;
      return hq ? `Line to HQ: ${this.names.get(hq) ?? hq} is not on the map.` : 'Line to HQ: no HQ of its own; an independent battalion traces to a division HQ (5.2.6).';
    }
    return r.path ? `Line to HQ: traced to ${r.hq.label}, ${r.path.length - 1} hex${r.path.length === 2 ? '' : 'es'} (2.2).` : `Line to HQ: cut off from ${r.hq.label} by enemy units or fire zones (2.2).`;
  }

  // ---- lifecycle ----

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('system') || changed.has('ctx') || changed.has('state') || changed.has('map') || changed.has('draft') || changed.has('editing')) {
      const mapChanged = this.syncMap();
      this.syncCounters();
      if (mapChanged || changed.has('state')) {
        this.overlayCache = undefined;
        if (this.plan) this.replan();
      }
      if (mapChanged && this.renderer) this.scheduleDraw();
      const d = this.decision();
      const key = d ? JSON.stringify(d.answers.map((a) => a.action)) : undefined;
      if (d && key !== this.decisionShown) void this.updateComplete.then(() => this.showDecision(d));
      this.decisionShown = key;
    }
  }

  /** The decision last brought into view (so the view moves once for each). */
  private decisionShown?: string;

  override updated(changed: PropertyValues<this>): void {
    // A new hex selected: its card reads from the top (Lit keeps the one card element, and its scroll, between hexes).
    if (changed.has('selected' as keyof BloodyBeachBoard)) {
      const card = this.renderRoot.querySelector('.card');
      if (card) card.scrollTop = 0;
    }
  }

  override firstUpdated(): void {
    const stage = this.stage;
    const canvas = this.canvas;
    if (!stage || !canvas) return;
    this.renderer = new MapRenderer(canvas);
    this.applyTheme(false);
    if (this.doc && this.boardModel) this.renderer.setMap(this.doc, this.boardModel, this.mapLayout);
    this.zoomer = d3zoom<HTMLDivElement, unknown>()
      .scaleExtent(this.limits)
      .filter((event: Event) => {
        // In the editor's brush mode a one-finger or mouse drag paints; two fingers and the wheel still zoom.
        if (this.editing && this.editorEl?.brush && (event.type === 'mousedown' || (event.type === 'touchstart' && (event as TouchEvent).touches.length < 2))) return false;
        return (!(event as MouseEvent).ctrlKey || event.type === 'wheel') && !(event as MouseEvent).button;
      })
      .on('zoom', (e: D3ZoomEvent<HTMLDivElement, unknown>) => this.onZoom(e.transform));
    select(stage).call(this.zoomer).on('dblclick.zoom', null);
    const rect = stage.getBoundingClientRect();
    this.resizeObserver = new ResizeObserver(() => this.onResize());
    this.resizeObserver.observe(stage);
    if (rect.width > 0 && rect.height > 0) this.onResize(rect);
  }

  private onResize(rect?: DOMRect): void {
    const stage = this.stage;
    if (!stage || !this.renderer) return;
    const r = rect ?? stage.getBoundingClientRect();
    const width = Math.round(r.width);
    const height = Math.round(r.height);
    if (width === 0 || height === 0) return;
    const first = this.size.width === 0;
    if (!first && width === this.size.width && height === this.size.height && this.dpr === (window.devicePixelRatio || 1)) return;
    this.size = { width, height };
    this.dpr = window.devicePixelRatio || 1;
    this.renderer.resize(width, height, this.dpr);
    this.updateLimits();
    if (first) this.setView(this.startView());
    else this.drawNow();
  }

  private updateLimits(): void {
    if (!this.size.width) return;
    this.limits = zoomLimits(this.mapRect, this.size.width, this.size.height, HEX_RADIUS);
    this.zoomer?.scaleExtent(this.limits).translateExtent([
      [this.mapRect.x - this.mapRect.width * 0.25, this.mapRect.y - this.mapRect.height * 0.25],
      [this.mapRect.x + this.mapRect.width * 1.25, this.mapRect.y + this.mapRect.height * 1.25],
    ]);
  }

  private startView(): View {
    const { width, height } = this.size;
    const doc = this.doc;
    const board = this.boardModel;
    if (this.initialView === 'landing' && doc && board && doc.landingBoxes.length) {
      const omaha = doc.landingBoxes.filter((b) => b.id !== 'pointe-du-hoc');
      const hexes = (omaha.length ? omaha : doc.landingBoxes).flatMap((b) => b.hexes.map((id) => board.hex(id)));
      if (hexes.length) {
        const pts = hexes.map((h) => hexToPixel(this.mapLayout, h));
        const xs = pts.map((p) => p.x);
        const ys = pts.map((p) => p.y);
        const r: Rect = { x: Math.min(...xs), y: Math.min(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
        // Close enough to read the counters (a hex about 64 px across), on the middle of the beaches.
        const k = Math.min(this.limits[1], Math.max(this.limits[0], START_ZOOM));
        return centreOn(r, width, height, k);
      }
    }
    return fitView(this.mapRect, width, height, 8, this.limits);
  }

  /** Moves the view (through d3-zoom, so its own state follows). */
  setView(v: View): void {
    const stage = this.stage;
    if (!stage || !this.zoomer) return;
    select(stage).call(this.zoomer.transform, zoomIdentity.translate(v.x, v.y).scale(v.k));
  }

  get currentView(): View {
    return this.view;
  }

  private onZoom(t: { k: number; x: number; y: number }): void {
    const first = this.view.k === 1 && this.view.x === 0 && this.view.y === 0;
    this.view = { k: t.k, x: t.x, y: t.y };
    this.svgView = this.view;
    // While the map moves, the hex numbers (the costliest layer) wait; they come back once it rests.
    if (!first) {
      this.moving = true;
      clearTimeout(this.restTimer);
      this.restTimer = setTimeout(() => {
        this.moving = false;
        this.drawNow();
      }, REST_MS);
    }
    this.drawNow();
  }

  private scheduleDraw(): void {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.drawNow();
    });
  }

  /** Draws the canvas now (the zoom handler calls this for every frame). */
  drawNow(): void {
    const r = this.renderer;
    if (!r || !this.doc || !this.size.width) return;
    if (this.frame) {
      cancelAnimationFrame(this.frame);
      this.frame = 0;
    }
    const o = this.overlays();
    r.draw(this.view, this.size.width, this.size.height, this.dpr, { fireZones: this.showZones && !this.editing, loc: this.showLoc && !this.editing, ...o }, this.moving);
    if (this.paintedResolve) {
      this.paintedResolve();
      this.paintedResolve = undefined;
    }
  }

  /** Milliseconds the last canvas frame took. */
  get lastFrameMs(): number {
    return this.renderer?.lastFrameMs ?? 0;
  }

  private applyTheme(redraw = true): void {
    const cs = getComputedStyle(this);
    const theme = Object.fromEntries(
      (Object.keys(THEME_VARIABLES) as (keyof ThemeColours)[]).map((k) => [k, cs.getPropertyValue(THEME_VARIABLES[k]).trim() || DAY[k]]),
    ) as unknown as ThemeColours;
    this.renderer?.setTheme(theme);
    if (redraw) this.drawNow();
  }

  // ---- overlays ----

  private computeOverlays() {
    const board = this.boardModel;
    if (!board) return {};
    const zonesUs = this.showZones ? sideZones(this.counters, 'us', board, this.viewer).hexes : undefined;
    const zonesDe = this.showZones ? sideZones(this.counters, 'german', board, this.viewer).hexes : undefined;
    let locBlocked: Set<string> | undefined;
    const locPaths: Axial[][] = [];
    const cutOff: Axial[] = [];
    if (this.showLoc) {
      const blocked = locBlocker(this.counters, this.viewer, board, this.viewer);
      locBlocked = new Set<string>();
      for (const h of board.all()) if (blocked(h)) locBlocked.add(hexKey(h));
      const formations = this.formations;
      const mine = this.counters.filter((c) => c.side === this.viewer && c.unitClass !== 'pillbox' && c.unitClass !== 'nest' && c.unitClass !== 'hq');
      const only = this.selectedUnit ? mine.filter((c) => c.id === this.selectedUnit) : mine;
      for (const c of only) {
        const r = locToHq(c, this.counters, formations, board, this.viewer, blocked);
        if (r.path) {
          if (this.selectedUnit) locPaths.push(r.path);
        } else if (r.hq) cutOff.push(c.hex);
      }
    }
    return { zonesUs, zonesDe, locBlocked, locPaths, cutOff };
  }

  private overlays() {
    if (!this.showZones && !this.showLoc) return {};
    const key = `${this.showZones}|${this.showLoc}|${this.viewer}|${this.selectedUnit ?? ''}`;
    if (this.overlayCache?.key === key) return this.overlayCache.value;
    const value = this.computeOverlays();
    this.overlayCache = { key, value };
    return value;
  }

  // ---- selection and moves ----

  private moveWorld(): MoveWorld | undefined {
    const board = this.boardModel;
    const ctx = this.rules();
    const doc = this.doc;
    if (!board || !ctx || !doc) return undefined;
    return { board, ctx, roadblocks: new Set(doc.roadblocks.map((id) => hexKey(board.hex(id)))) };
  }

  private unit(id: string | undefined): CounterView | undefined {
    return id ? this.counters.find((c) => c.id === id) : undefined;
  }

  private canPlan(c: CounterView | undefined): c is CounterView {
    return !!c && c.side === this.viewer && c.movement > 0 && !c.pinned && c.unitClass !== 'pillbox' && c.unitClass !== 'nest';
  }

  /** The unit's road bonus (7.5.2) in the kept game, from the game's own rule; cached for one state and unit. */
  private roadBonus(c: CounterView): RoadBonus | undefined {
    const ctx = this.rules();
    const doc = this.doc;
    if (!ctx || !doc || this.fromScenario || this.editing) return undefined;
    const hit = this.bonusCache;
    // keyed on the session's context (rules() makes a fresh one each call when there is none)
    if (hit && hit.state === this.state && hit.unit === c.id && hit.doc === doc && hit.ctx === this.ctx) return hit.value;
    const value = roadBonusInGame(ctx, doc, this.state, c.id);
    this.bonusCache = { state: this.state, unit: c.id, doc, ctx: this.ctx, value };
    return value;
  }

  private bonusCache?: { state: unknown; unit: string; doc: MapDoc; ctx: RulesContext | undefined; value: RoadBonus | undefined };

  /** The move world for one unit: the map and rules, with its road bonus when it has one. */
  private unitWorld(c: CounterView): MoveWorld | undefined {
    const w = this.moveWorld();
    if (!w) return undefined;
    const bonus = this.roadBonus(c);
    return bonus ? { ...w, roadBonus: bonus } : w;
  }

  /** A sentence on the unit's road bonus for the move hint, or empty. */
  private bonusHint(c: CounterView): string {
    const b = this.roadBonus(c);
    if (!b) return '';
    return ` ${c.activated ? 'It holds' : 'Activated now it would get'} ${fmt(b.points)} road bonus MP (7.5.2), counted in the reach (underlined where still held); a step off the road or near an enemy loses ${b.points === 1 ? 'it' : 'them'}.`;
  }

  /** Movement points the unit may still spend: what the state says is left once activated, else its allowance (with the road bonus activating would give). */
  private allowance(c: CounterView): number {
    return c.activated && c.mpLeft !== undefined ? c.mpLeft : c.movement + (this.roadBonus(c)?.extra ?? 0);
  }

  /** Who a plan moves, each member with its own map and rules (its road bonus, 7.5.2) and the points it may spend. */
  private party(plan: Plan | undefined): Member[] | undefined {
    const out: Member[] = [];
    for (const id of plan?.units ?? []) {
      const c = this.unit(id);
      const world = c && this.canPlan(c) ? this.unitWorld(c) : undefined;
      if (!c || !world) return undefined;
      out.push({ counter: c, label: c.label, world, unitClass: c.unitClass, allowance: this.allowance(c) });
    }
    return out.length > 0 ? out : undefined;
  }

  /** The stack the unit may move with, leader first: the game's own stack move once activated, else the movable units in its hex. */
  private stackOf(c: CounterView): string[] | undefined {
    if (!this.system?.game || this.fromScenario) return undefined;
    return stackMates(c, this.counters, this.legal(), (x) => this.canPlan(x));
  }

  /** Starts planning a move for a unit, or for the stack it leads. */
  private startPlan(units: readonly string[]): void {
    const lead = this.unit(units[0]);
    this.plan = lead ? { units, reach: new Map(), path: [lead.hex] } : undefined;
    this.replan();
  }

  /**
   * Recomputes the reachable hexes of the unit or stack being moved. When the state has just moved it one hex
   * along the traced path, the rest of the path is kept, so the costs follow the move.
   */
  private replan(): void {
    const old = this.plan;
    const members = this.party(old);
    const first = members?.[0];
    if (!old || !members || !first) {
      this.plan = undefined;
      return;
    }
    const lead = first.counter;
    const at = old.path.findIndex((h) => hexKey(h) === hexKey(lead.hex));
    const path = at >= 0 ? old.path.slice(at) : [lead.hex];
    if (members.length > 1) {
      const ctx = this.rules();
      const found = ctx && this.doc && this.boardModel ? stackPlan(members, this.boardModel, ctx, this.doc, this.state) : undefined;
      this.plan = { units: old.units, reach: found?.reach ?? new Map(), ...(found ? { over: found.over } : {}), path };
      return;
    }
    const enemy = new Set(this.counters.filter((c) => c.side !== lead.side).map((c) => hexKey(c.hex)));
    const world = { ...first.world, blocked: (h: Axial) => enemy.has(hexKey(h)) };
    this.plan = { units: old.units, reach: reachable(world, lead.unitClass, lead.hex, first.allowance), path };
  }

  /** Selects a hex (a tap, a click, or Enter on the map). */
  selectHex(h: Axial | undefined): void {
    if (this.editing) return;
    if (!h) {
      this.selected = undefined;
      this.selectedUnit = undefined;
      this.target = undefined;
      this.plan = undefined;
      return;
    }
    const key = hexKey(h);
    // A decision waits: a tap on one of its hexes answers it.
    const answer = this.decision()?.answers.find((a) => a.hex !== undefined && a.hex === this.hexId(h));
    if (answer) {
      this.emitAction(answer.action);
      announce(`Chosen: ${answer.label}`);
      return;
    }
    const plan = this.plan;
    const mover = this.unit(plan?.units[0]);
    // With a unit's move being planned, a tap on a reachable hex traces the path to it.
    if (plan && mover && key !== hexKey(mover.hex) && plan.reach.has(key)) {
      const last = plan.path[plan.path.length - 1];
      const next = last && distance(last, h) === 1 && !plan.path.some((p) => hexKey(p) === key) ? [...plan.path, h] : pathTo(plan.reach, h);
      this.plan = { ...plan, path: next };
      this.selected = h;
      announce(this.moveText() ?? '');
      return;
    }
    this.selected = h;
    const here = this.counters.filter((c) => hexKey(c.hex) === key);
    // With one of the viewer's units selected, a tap on an enemy it may fire at (or close with) picks the target.
    const firer = this.unit(this.selectedUnit);
    if (firer && firer.side === this.viewer && key !== hexKey(firer.hex)) {
      const targets = this.targetsOf(firer);
      const t = [...here].reverse().find((c) => targets.has(c.id));
      if (t) {
        this.target = t.id;
        this.plan = plan ? { ...plan, path: [plan.path[0] as Axial] } : undefined;
        announce(`Target: ${describe(t, this.viewer)}`);
        return;
      }
    }
    this.target = undefined;
    const own = here.filter((c) => c.side === this.viewer);
    const pick = own[own.length - 1] ?? here[here.length - 1];
    this.selectedUnit = pick?.id;
    this.plan = undefined;
    if (this.canPlan(pick)) this.startPlan([pick.id]);
    this.overlayCache = undefined;
    if (this.showLoc) this.drawNow();
    announce(this.hexTitle(h));
  }

  private selectUnit(id: string): void {
    const c = this.unit(id);
    if (!c) return;
    this.selectedUnit = id;
    this.target = undefined;
    this.plan = undefined;
    if (this.canPlan(c)) this.startPlan([c.id]);
    this.overlayCache = undefined;
    if (this.showLoc) this.drawNow();
  }

  /** Moves the selected unit's whole stack together, or the unit alone again. */
  private toggleStack(unit: CounterView): void {
    const stack = this.stackOf(unit);
    this.startPlan(stack && (this.plan?.units.length ?? 0) < 2 ? stack : [unit.id]);
    announce(this.plan && this.plan.units.length > 1 ? `Moving ${this.plan.units.length} units together` : `Moving ${unit.label} alone`);
  }

  /** The traced move in words (see describeMove). */
  private moveText(): string | undefined {
    const plan = this.plan;
    const members = this.party(plan);
    return plan && members ? describeMove(members, plan.path, (h) => this.hexId(h), plan.over) : undefined;
  }

  private hexId(h: Axial): string {
    const doc = this.doc;
    if (!doc) return '';
    try {
      return formatHexNumber(axialToOffset(h, doc.grid.parity), doc.grid.digits);
    } catch {
      return `${h.q},${h.r}`;
    }
  }

  private hexTitle(h: Axial): string {
    const board = this.boardModel;
    if (!board || !board.inMap(h)) return '';
    return `Hex ${this.hexId(h)}, ${board.terrain(h).label}`;
  }

  // ---- events ----

  private readonly onStageClick = (e: MouseEvent): void => {
    if (e.defaultPrevented) return;
    const stage = this.stage;
    const doc = this.doc;
    if (!stage || !doc) return;
    const r = stage.getBoundingClientRect();
    const p = { x: e.clientX - r.left, y: e.clientY - r.top };
    if (this.editing) {
      // With "Drag paints" on, the pointer has already painted this hex.
      if (!this.editorEl?.brush) this.editorEl?.paintAt(p, this.view);
      return;
    }
    this.keyboardReticle = false;
    this.selectHex(hexAtScreen(this.mapLayout, this.view, p, doc.grid));
  };

  private readonly onStageKey = (e: KeyboardEvent): void => {
    const v = keyView(e.key, this.view, this.size.width, this.size.height, this.limits);
    if (v) {
      e.preventDefault();
      this.keyboardReticle = true;
      this.setView(v);
      return;
    }
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      const doc = this.doc;
      if (!doc) return;
      const centre = { x: this.size.width / 2, y: this.size.height / 2 };
      if (this.editing) this.editorEl?.paintAt(centre, this.view);
      else this.selectHex(hexAtScreen(this.mapLayout, this.view, centre, doc.grid));
    } else if (e.key === 'Escape') {
      this.selectHex(undefined);
    }
  };

  private zoomBy(f: number): void {
    const v = keyView(f > 1 ? '+' : '-', this.view, this.size.width, this.size.height, this.limits);
    if (v) this.setView(v);
  }

  private chooseSide(side: SideId): void {
    if (side === this.viewer && !this.curtain) return;
    this.curtain = side;
    this.selectHex(undefined);
  }

  private revealSide(): void {
    if (!this.curtain) return;
    this.viewer = this.curtain;
    this.curtain = undefined;
    this.overlayCache = undefined;
    announce(`${this.viewer === 'us' ? 'US' : 'German'} display`);
    void this.updateComplete.then(() => {
      this.drawNow();
      this.stage?.focus();
    });
  }

  private toggleZones(): void {
    this.showZones = !this.showZones;
    this.overlayCache = undefined;
    void this.updateComplete.then(() => this.drawNow());
  }

  private toggleLoc(): void {
    this.showLoc = !this.showLoc;
    this.overlayCache = undefined;
    void this.updateComplete.then(() => this.drawNow());
  }

  private get editorEl(): MapEditor | null {
    return this.renderRoot.querySelector('umpire-bb-map-editor');
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
    const terrain = this.table('bloody-beach.terrain');
    if (!terrain) return;
    const sameGrid = this.doc && JSON.stringify(this.doc.grid) === JSON.stringify(doc.grid);
    this.draft = doc;
    this.doc = doc;
    this.boardModel = buildBoard(doc, terrain);
    this.mapRect = mapPixelBounds(this.mapLayout, doc.grid, doc.grid.parity);
    if (this.renderer) {
      this.renderer.setMap(doc, this.boardModel, this.mapLayout);
      if (!sameGrid) this.updateLimits();
    }
    this.countersFrom = undefined;
    this.syncCounters();
    this.drawNow();
  };

  private readonly onEditorClose = (e: Event): void => {
    e.stopPropagation();
    this.toggleEditor();
  };

  private emitAction(action: GameAction): void {
    this.emit('umpire-game-action', { action });
  }

  /**
   * Opens a procedure with its inputs filled from the selection (the unit, its target, the hex being entered), through
   * the session's board-procedure request; the referee only corrects them.
   */
  private openProcedure(id: string): void {
    const proc = this.system?.procedures.find((p) => p.id === id);
    const unit = this.unit(this.selectedUnit);
    if (!proc || !unit) {
      this.emit('umpire-menu', { id: `procedure:${id}` });
      return;
    }
    const all = presetInputs(id, unit, this.unit(this.target), this.boardModel, this.plan?.path, this.doc);
    const names = new Set(proc.inputs.map((i) => i.name));
    const inputs = Object.fromEntries(Object.entries(all).filter(([k, v]) => names.has(k) && v !== undefined)) as InputValues;
    this.dispatchEvent(new CustomEvent('umpire-board-procedure', { detail: { procedure: id, inputs }, bubbles: true, composed: true }));
  }

  // ---- rendering ----

  override render() {
    const doc = this.doc;
    if (!doc || !this.boardModel) {
      return html`<p class="problem" role="alert">${this.problem ?? 'No map for this system.'}</p>`;
    }
    return html`
      ${this.editing
        ? html`<umpire-bb-map-editor
            .system=${this.system}
            .doc=${doc}
            .shipped=${this.origin}
            .layout=${this.mapLayout}
            @bb-draft=${this.onDraft}
            @bb-editor-close=${this.onEditorClose}
          ></umpire-bb-map-editor>`
        : html`${this.renderToolbar()}${decisionStrip(this.decision(), this.viewer, (a) => this.emitAction(a))}${recentStrip(gameLog(this.state), this.names, this.logOpen, (open) => (this.logOpen = open))}`}
      ${this.problem ? html`<p class="problem" role="alert">${this.problem}</p>` : nothing}
      <div
        class=${`stage${this.editing ? ' editing' : ''}`}
        tabindex="0"
        role="application"
        aria-roledescription="map"
        aria-label=${`${doc.title}. Arrow keys pan, plus and minus zoom, Enter ${this.editing ? 'paints' : 'selects'} the hex in the centre, Escape clears.`}
        @click=${this.onStageClick}
        @keydown=${this.onStageKey}
        @pointerdown=${this.onPointerDown}
        @pointermove=${this.onPointerMove}
        @pointerup=${this.onPointerUp}
      >
        <canvas aria-hidden="true"></canvas>
        ${this.renderSvg()}
        ${this.keyboardReticle ? html`<div class="reticle" aria-hidden="true"></div>` : nothing}
        <div class="zoom-btns">
          <button class="btn icon small" aria-label="Zoom in" @click=${this.stopThen(() => this.zoomBy(1.25))}>${icons.plus}</button>
          <button class="btn icon small" aria-label="Zoom out" @click=${this.stopThen(() => this.zoomBy(0.8))}>${icons.minus}</button>
          <button class="btn icon small" aria-label="Show the whole map" @click=${this.stopThen(() => this.setView(fitView(this.mapRect, this.size.width, this.size.height, 8, this.limits)))}>${fitIcon}</button>
        </div>
        ${this.showZones || this.showLoc
          ? html`<div class="legend" aria-hidden="true">
              ${this.showZones ? html`<span><i class="sw us"></i>US zones</span><span><i class="sw de"></i>German zones</span>` : nothing}
              ${this.showLoc ? html`<span><i class="sw loc"></i>Line to HQ</span>` : nothing}
            </div>`
          : nothing}
        ${this.fromScenario && !this.editing && !this.selected ? html`<div class="banner">Set-up from the scenario: no game kept yet</div>` : nothing}
        ${this.selected && !this.editing ? this.renderCard(this.selected) : nothing}
        ${this.curtain ? this.renderCurtain(this.curtain) : nothing}
      </div>
    `;
  }

  private stopThen(f: () => void) {
    return (e: Event) => {
      e.stopPropagation();
      e.preventDefault();
      f();
    };
  }

  @state() private logOpen = false;

  private renderToolbar(): TemplateResult {
    const sides: { value: SideId; label: string }[] = [
      { value: 'us', label: 'US view' },
      { value: 'german', label: 'German view' },
    ];
    return html`<div class="toolbar" role="toolbar" aria-label="Map display">
      <div class="seg" role="radiogroup" aria-label="Whose display (hot-seat)">
        ${sides.map(
          (s) => html`<button type="button" role="radio" aria-checked=${this.viewer === s.value ? 'true' : 'false'} @click=${() => this.chooseSide(s.value)}>${s.label}</button>`,
        )}
      </div>
      <button class="btn small" aria-pressed=${this.showZones ? 'true' : 'false'} @click=${this.toggleZones}>Fire zones</button>
      <button class="btn small" aria-pressed=${this.showLoc ? 'true' : 'false'} @click=${this.toggleLoc}>Lines to HQ</button>
      <span class="grow"></span>
      <button class="btn small ghost icon" aria-label="Edit map" title="Edit map" @click=${this.toggleEditor}>${icons.pencil}</button>
    </div>`;
  }

  private renderCurtain(side: SideId): TemplateResult {
    const name = side === 'us' ? 'US' : 'German';
    return html`<div class="curtain" role="dialog" aria-modal="true" aria-label=${`${name} display`} @click=${(e: Event) => e.stopPropagation()}>
      <div>
        <h3>${name} player's display</h3>
        <p>${side === 'us' ? 'Unrevealed German pillboxes and nests are shown face down.' : 'Every German position is shown face up. Pass the tablet to the German player before showing it.'}</p>
        <button class="btn primary" @click=${() => this.revealSide()}>Show the ${name} display</button>
        <button class="btn ghost" @click=${() => (this.curtain = undefined)}>Cancel</button>
      </div>
    </div>`;
  }

  private renderSvg() {
    const v = this.svgView;
    const l = this.mapLayout;
    const { width, height } = this.size;
    if (!width) return svg`<svg class="overlay" aria-hidden="true"></svg>`;
    const rect = visibleMapRect(v, width, height);
    // Which stacks are in the SVG is decided for a rectangle half a view larger on every side, and kept until
    // the view leaves it or the zoom doubles or halves, so panning seldom adds or removes counters.
    const c0 = this.cull;
    if (!c0 || !contains(c0.rect, rect) || v.k > c0.k * 2 || v.k < c0.k / 2) {
      this.cull = { k: v.k, rect: { x: rect.x - rect.width / 2 - HEX_RADIUS, y: rect.y - rect.height / 2 - HEX_RADIUS, width: rect.width * 2 + 2 * HEX_RADIUS, height: rect.height * 2 + 2 * HEX_RADIUS } };
    }
    const view = (this.cull as { rect: Rect }).rect;
    const inView = (p: Point) => p.x >= view.x && p.x <= view.x + view.width && p.y >= view.y && p.y <= view.y + view.height;
    const sel = this.selectedUnit;
    const unit = this.unit(sel);
    const targets = unit && unit.side === this.viewer ? this.targetsOf(unit) : new Set<string>();
    const visibleStacks = this.editing ? [] : stacks(this.counters).filter((s) => inView(hexToPixel(l, s.hex)));
    const plan = this.plan;
    const hexPath = (h: Axial) => {
      const c = hexToPixel(l, h);
      const r = l.size.x;
      let d = '';
      for (let i = 0; i < 6; i++) {
        const a = (Math.PI / 3) * i;
        d += `${i ? 'L' : 'M'}${(c.x + r * Math.cos(a)).toFixed(1)},${(c.y + r * Math.sin(a)).toFixed(1)}`;
      }
      return `${d}Z`;
    };
    const showCosts = v.k * HEX_RADIUS >= 26;
    const chips = v.k * HEX_RADIUS < CHIP_RADIUS;
    const reach = plan && !this.editing ? [...plan.reach.values()].filter((r) => r.cost > 0 && inView(hexToPixel(l, r.hex))) : [];
    const party = this.party(plan);
    const board = this.boardModel;
    const decision = board && !this.editing ? this.decision() : undefined;
    const choices = board && decision ? decision.hexes.map((id) => board.hex(id)) : [];
    const suggested = board && decision?.answers[0]?.hex ? board.hex(decision.answers[0].hex) : undefined;
    const pathInfo = plan && party && plan.path.length > 1 ? partyPathCosts(party, plan.path) : undefined;
    // The SVG is moved and scaled as a whole by a CSS transform, so a zoom frame changes one style and no
    // SVG layout; only the stacks near the viewport are in it, and zoomed far out each stack is a single chip.
    return svg`<svg class="overlay" aria-hidden="true" style=${`transform: translate(${v.x}px, ${v.y}px) scale(${v.k})`}>
      <g>
        ${reach.map((r) => svg`<path class=${plan?.over?.has(this.hexId(r.hex)) ? 'reach over' : 'reach'} d=${hexPath(r.hex)}></path>`)}
        ${choices.map((h) => svg`<path class=${`choice${suggested && hexKey(h) === hexKey(suggested) ? ' suggested' : ''}`} d=${hexPath(h)}></path>`)}
        ${suggested ? svg`<text class="choice-mark" x=${hexToPixel(l, suggested).x} y=${hexToPixel(l, suggested).y - l.size.y * 0.4}>★</text>` : nothing}
        ${showCosts ? reach.map((r) => { const c = hexToPixel(l, r.hex); return svg`<text class=${`reach-cost${r.bonus ? ' bonus' : ''}`} x=${c.x} y=${c.y + l.size.y * 0.72}>${fmt(r.cost + r.lost)}</text>`; }) : nothing}
        ${this.selected && !this.editing ? svg`<path class="sel-hex" d=${hexPath(this.selected)}></path>` : nothing}
        ${plan && plan.path.length > 1
          ? svg`<polyline class="path" points=${plan.path.map((h) => { const c = hexToPixel(l, h); return `${c.x},${c.y}`; }).join(' ')}></polyline>`
          : nothing}
        ${chips
          ? repeat(visibleStacks, (s) => s.key, (s) => {
              const c = hexToPixel(l, s.hex);
              const top = s.counters[s.counters.length - 1] as CounterView;
              const cls = faceDown(top, this.viewer) ? 'chip hidden' : `chip ${top.side === 'us' ? 'us' : 'de'}`;
              return top.side === 'us'
                ? svg`<rect class=${cls} x=${c.x - 9} y=${c.y - 9} width="18" height="18"></rect>`
                : svg`<circle class=${cls} cx=${c.x} cy=${c.y} r="10"></circle>`;
            })
          : repeat(
          visibleStacks,
          (s) => s.key,
          (s) => {
            const c = hexToPixel(l, s.hex);
            const n = s.counters.length;
            return svg`<g transform=${`translate(${c.x},${c.y})`}>
              ${s.counters.map((x, i) => {
                const o = stackOffset(i, n);
                return svg`<g transform=${`translate(${o.x},${o.y})`}>${counterSvg(x, this.viewer, { selected: x.id === sel || x.id === this.target || !!plan?.units.includes(x.id), target: targets.has(x.id) && x.id !== this.target })}</g>`;
              })}
              ${n > 2 ? svg`<text class="stack-n" x=${COUNTER / 2 + 3} y=${COUNTER / 2 + 4}>${n}</text>` : nothing}
            </g>`;
          },
        )}
        ${pathInfo
          ? pathInfo.steps.map((s, i) => {
              const c = hexToPixel(l, plan!.path[i + 1] as Axial);
              const bad = !s.allowed || s.over;
              return svg`<g class=${`path-cost${bad ? ' bad' : ''}${s.forfeit > 0 ? ' forfeit' : ''}`} transform=${`translate(${c.x + l.size.x * 0.55},${c.y - l.size.y * 0.55})`}><circle r="5"></circle><text y="2.1">${bad && !s.allowed ? '×' : fmt(s.total)}</text>${s.warning ? svg`<title>${s.warning}</title>` : nothing}</g>`;
            })
          : nothing}
      </g>
    </svg>`;
  }

  private renderCard(h: Axial): TemplateResult {
    const board = this.boardModel as Board;
    if (!board.inMap(h)) return html``;
    const key = hexKey(h);
    const t = board.terrain(h);
    const doc = this.doc as MapDoc;
    const id = this.hexId(h);
    const place = board.place(h);
    const roads = doc.roads.filter((r) => r.hexes.includes(id)).map((r) => `${r.kind === 'road' ? 'road' : 'secondary road'}${r.name ? ` (${r.name})` : ''}`);
    const sides = neighbors(h)
      .map((n, i) => ({ n, i, f: board.hexside(h, n) }))
      .filter((x) => x.f)
      .map((x) => `${x.f?.kind === 'cliff' ? 'cliff' : 'steep slope'} on the ${SIDE_NAMES[x.i]} side (${x.f?.top === key ? 'this hex is on top' : 'climbing out'})`);
    const box = doc.landingBoxes.find((b) => b.hexes.includes(id));
    const sector = doc.sectors.find((s) => s.hexes.includes(id));
    const here = this.counters.filter((c) => hexKey(c.hex) === key);
    const unit = this.unit(this.selectedUnit);
    const facts = [
      `${t.label}: ${t.infantry === null ? 'no entry on foot' : `${t.infantry} MP on foot`}, ${t.vehicle === null ? 'no vehicles' : `${t.vehicle} MP for vehicles`}`,
      `morale ${signed(t.morale)}, fire ${signed(t.fire)}${t.blocks ? ', blocks fire' : ''}`,
      `elevation ${board.elevation(h)}`,
      place ? `${place.kind} of ${place.name}${this.placePoints(place.kind)}` : '',
      roads.length ? roads.join(', ') : '',
      sides.join('; '),
      box ? `landing box ${box.name}` : sector ? `beach sector ${sector.name}` : '',
      doc.roadblocks.includes(id) ? 'roadblock' : '',
    ].filter(Boolean);
    const moveText = this.moveText();
    const offers = unit && !faceDown(unit, this.viewer) ? this.offers(unit) : [];
    const stack = unit && this.canPlan(unit) ? this.stackOf(unit) : undefined;
    const stacked = !!stack && (this.plan?.units.length ?? 0) > 1;
    const procs = unit && !faceDown(unit, this.viewer) ? PROCEDURES.filter((p) => p.when(unit) && this.system?.procedures.some((x) => x.id === p.id)) : [];
    // What the selected unit does first (with a target or a path elsewhere, before this hex's own units), the
    // hex's terrain after, for reference.
    const away = !!unit && !here.some((c) => c.id === unit.id);
    const units = here.length
      ? html`<ul aria-label="Units in this hex">
          ${here.map(
            (c) => html`<li><button class="btn unit" aria-pressed=${c.id === this.selectedUnit ? 'true' : 'false'} @click=${() => this.selectUnit(c.id)}>${describe(c, this.viewer)}${faceDown(c, this.viewer) ? '' : html`<span class="muted"> · FP ${c.firepower}, AT ${c.antiTank}${c.armor ? `, armour ${c.armor}` : ''}, morale ${c.morale}${c.movement ? `, MA ${c.movement}` : ''}</span>`}</button></li>`,
          )}
        </ul>`
      : html`<p class="muted">No units here.</p>`;
    const toggle = stack
      ? html`<button class="btn small stack-toggle" aria-pressed=${stacked ? 'true' : 'false'} @click=${() => this.toggleStack(unit as CounterView)}>${stacked ? `Moving ${stack.length} units together` : `Move the stack together (${stack.length} units)`}</button>`
      : nothing;
    const loc = unit ? this.locText(unit) : undefined;
    const status = html`${loc ? html`<p class="why">${loc}</p>` : nothing}
      ${moveText ? html`<p class=${`move${/cannot/.test(moveText) ? ' bad' : ''}`} role="status">${moveText}</p>` : this.plan && unit && !this.target ? html`<p class="why">Tap a highlighted hex to trace ${stacked ? 'the stack' : `${unit.label}'s`} move; the numbers are movement points spent${stacked ? ' by the member that spends most; red hexes would be overstacked (7.2.3)' : ''}.${stacked ? '' : this.bonusHint(unit)}</p>` : nothing}`;
    const acting = unit && !faceDown(unit, this.viewer)
      ? html`${away ? html`<p class="why">With ${unit.label} (${this.hexId(unit.hex)}):</p>` : nothing}
        ${offers.filter((o) => !o.action && o.why).map((o) => html`<p class="why">${o.label === 'No action' ? '' : html`<strong>${o.label}:</strong> `}${o.why}</p>`)}
        ${offers.some((o) => o.action)
          ? html`<div class="actions" role="group" aria-label="Actions">
              ${offers.filter((o) => o.action).map((o) => html`<button class="btn small primary" @click=${() => this.emitAction(o.action as GameAction)}>${o.label}</button>`)}
            </div>`
          : nothing}`
      : nothing;
    // The card sits at the top of the map when the hex is in its lower half, so it never hides the selection.
    // It takes the corner away from the hex (and from the unit moving or firing), so the selection stays in sight.
    const focus = mapToScreen(this.view, hexToPixel(this.mapLayout, away && unit ? unit.hex : h));
    const sel = mapToScreen(this.view, hexToPixel(this.mapLayout, h));
    const low = (sel.y + focus.y) / 2 > this.size.height / 2;
    const right = (sel.x + focus.x) / 2 < this.size.width / 2;
    return html`<section class=${`card${low ? ' top' : ''}${right ? ' right' : ''}`} aria-label=${`Hex ${id}`} @click=${(e: Event) => e.stopPropagation()} @pointerdown=${(e: Event) => e.stopPropagation()}>
      <header>
        <h3>Hex ${id}${place ? ` · ${place.name}` : ''}</h3>
        <button class="btn ghost icon small" aria-label="Close" @click=${() => this.selectHex(undefined)}>${icons.close}</button>
      </header>
      ${away ? html`${status}${acting}${units}` : html`${units}${toggle}${status}${acting}`}
      <p class="facts">${facts.join(' · ')}</p>
      ${procs.length
        ? html`<div class="actions procs" role="group" aria-label="Procedures: odds and a roll, filled in from the selection">
            <span class="muted">Procedures:</span>
            ${procs.map((p) => html`<button class="btn small" aria-label=${`${p.label} procedure`} @click=${() => this.openProcedure(p.id)}>${p.label}</button>`)}
          </div>`
        : nothing}
    </section>`;
  }

  /** The owner decision the game waits for, with the hexes that answer it (cached for one state). */
  private decision(): DecisionView | undefined {
    if (this.fromScenario || this.editing) return undefined;
    const hit = this.decisionCache;
    if (hit && hit.state === this.state) return hit.value;
    const reinforcements = this.table('bloody-beach.german-reinforcements');
    const value = pendingDecision(this.state, this.legal(), {
      unit: (id) => this.unit(id)?.label ?? this.names.get(id) ?? id,
      group: (key) => reinforcements?.rows.find((r) => r.key === key)?.label ?? key,
      formation: (id) => {
        const f = this.formations.find((x) => x.id === id);
        const hq = this.unit(f?.hq);
        return { name: f?.name ?? id, ...(hq ? { hq: this.hexId(hq.hex) } : {}) };
      },
    });
    this.decisionCache = { state: this.state, value };
    return value;
  }

  private decisionCache?: { state: unknown; value: DecisionView | undefined };

  /** Brings the hexes of a new decision into view, keeping the zoom, when any of them is off screen. */
  private showDecision(d: DecisionView): void {
    const board = this.boardModel;
    if (!board || !this.size.width) return;
    const pts = d.hexes.map((id) => hexToPixel(this.mapLayout, board.hex(id)));
    const xs = pts.map((p) => p.x);
    const ys = pts.map((p) => p.y);
    // the hexes' centres with two hexes of margin round them, so each is seen whole with its surroundings
    const m = 2 * HEX_RADIUS;
    const r: Rect = { x: Math.min(...xs) - m, y: Math.min(...ys) - m, width: Math.max(...xs) - Math.min(...xs) + 2 * m, height: Math.max(...ys) - Math.min(...ys) + 2 * m };
    if (!contains(visibleMapRect(this.view, this.size.width, this.size.height), r)) this.setView(centreOn(r, this.size.width, this.size.height, this.view.k));
  }

  /** The victory points a village or town hex is worth, from the rules' constants (10.1), as " (n VP)", or empty. */
  private placePoints(kind: string): string {
    const ctx = this.rules();
    try {
      return ctx ? ` (${constant(ctx, kind === 'town' ? 'town-points' : 'village-points')} VP)` : '';
    } catch {
      return '';
    }
  }

  private legal(): GameAction[] {
    const game = this.system?.game;
    const ctx = this.ctx;
    if (!game || !ctx || this.state === undefined || this.fromScenario) return [];
    if (this.legalCache?.state === this.state && this.legalCache.ctx === ctx) return this.legalCache.actions;
    let actions: GameAction[] = [];
    try {
      actions = game.legalActions(this.state, ctx);
    } catch {
      actions = [];
    }
    this.legalCache = { state: this.state, ctx, actions };
    return actions;
  }

  /** Why the game refuses an action now, or undefined when it is legal (the rules' own check). */
  private why(action: GameAction): string | undefined {
    const game = this.system?.game;
    const ctx = this.ctx;
    if (!game || !ctx || this.state === undefined) return 'no game is kept in this session';
    try {
      return game.check(this.state, action, ctx);
    } catch (e) {
      return e instanceof Error ? e.message : String(e);
    }
  }

  /** Enemy units the given unit may fire at or close with now: from the game's legal actions, else by the fire rules. */
  private targetsOf(unit: CounterView): Set<string> {
    const legal = this.legal();
    if (this.system?.game && !this.fromScenario) {
      const out = new Set<string>();
      for (const a of legal) {
        const r = a as Record<string, unknown>;
        if ((a.type === 'fire' || a.type === 'reaction-fire') && r.unit === unit.id && typeof r.target === 'string') out.add(r.target);
        if (a.type === 'close-combat' && Array.isArray(r.units) && r.units.includes(unit.id) && typeof r.hex === 'string') {
          for (const c of this.counters) if (c.side !== unit.side && this.hexId(c.hex) === r.hex) out.add(c.id);
        }
      }
      return out;
    }
    return this.boardModel ? new Set(smallArmsTargets(unit, this.counters, this.boardModel, this.viewer).map((c) => c.id)) : new Set();
  }

  /** What the selected unit may do now, each action with its label, or the rules' reason when it may not. */
  private offers(unit: CounterView): { action?: GameAction; label: string; why?: string }[] {
    if (!this.system?.game || this.fromScenario || unit.side !== this.viewer) return [];
    const out: { action?: GameAction; label: string; why?: string }[] = [];
    const legal = this.legal();
    const target = this.unit(this.target);
    if (target) {
      const at = (a: GameAction) => (a.type === 'fire' || a.type === 'reaction-fire') && (a as Record<string, unknown>).unit === unit.id && (a as Record<string, unknown>).target === target.id;
      // a pillbox may be fired on by either kind of fire (8.2.2): one button for each the game allows
      const fires = legal.filter(at);
      for (const a of fires) out.push({ action: a, label: `${fireLabel(a)} at ${target.label}` });
      if (fires.length === 0) {
        const fire = { type: 'fire', unit: unit.id, target: target.id } as GameAction;
        const why = this.why(fire);
        out.push(why ? { label: `Fire at ${target.label}`, why } : { action: fire, label: `Fire at ${target.label}` });
      }
      const cc = legal.find((a) => a.type === 'close-combat' && ((a as Record<string, unknown>).units as unknown[] | undefined)?.includes(unit.id) && (a as Record<string, unknown>).hex === this.hexId(target.hex));
      if (cc) out.push({ action: cc, label: `Close combat in ${this.hexId(target.hex)}` });
      return out;
    }
    const plan = this.plan;
    if (plan && plan.units.includes(unit.id) && plan.path.length > 1) {
      const to = this.hexId(plan.path[1] as Axial);
      const move = moveAction(plan.units, to);
      const why = this.why(move);
      const what = plan.units.length > 1 ? `Move the stack to ${to}` : `Move to ${to}`;
      out.push(why ? { label: what, why } : { action: move, label: `${what}${plan.path.length > 2 ? ' (next hex of the path)' : ''}` });
    }
    for (const a of legal) {
      const r = a as Record<string, unknown>;
      if (a.type === 'move' || a.type === 'fire' || a.type === 'reaction-fire' || a.type === 'close-combat') continue;
      if (r.unit === unit.id) out.push({ action: a, label: actionLabel(a) });
    }
    if (out.length === 0) {
      const any = legal.some((a) => (a as Record<string, unknown>).unit === unit.id);
      out.push({ label: 'No action', why: any ? 'Tap a highlighted hex to move, or an enemy in reach to fire.' : this.noActionReason(unit) });
    }
    return out.slice(0, 8);
  }

  private noActionReason(unit: CounterView): string {
    if (unit.pinned) return 'Pinned units may only try to unpin, when activated (8.3.2).';
    if (unit.acted) return 'It has already acted in this activation (5.3.1).';
    const phase = this.status?.phase;
    return `Nothing for this unit now${phase ? ` (${phase})` : ''}: a unit acts when its regiment or battalion is activated (5.2).`;
  }

  // ---- editor brush (drag to paint) ----

  private painting = false;
  private readonly onPointerDown = (e: PointerEvent): void => {
    if (!this.editing || !this.editorEl?.brush || e.button !== 0) return;
    this.painting = true;
    this.editorEl.beginStroke();
    this.paintFromEvent(e);
  };
  private readonly onPointerMove = (e: PointerEvent): void => {
    if (this.painting) this.paintFromEvent(e);
  };
  private readonly onPointerUp = (): void => {
    if (this.painting) this.editorEl?.endStroke();
    this.painting = false;
  };
  private paintFromEvent(e: PointerEvent): void {
    const stage = this.stage;
    if (!stage) return;
    const r = stage.getBoundingClientRect();
    this.editorEl?.paintAt({ x: e.clientX - r.left, y: e.clientY - r.top }, this.view, true);
  }

  /** For tests: the screen point of a hex's centre. */
  screenPointOf(hexId: string): Point | undefined {
    const board = this.boardModel;
    if (!board) return undefined;
    return mapToScreen(this.view, hexToPixel(this.mapLayout, board.hex(hexId)));
  }

  /** For tests and the benchmark: whether a map rectangle is on screen. */
  shows(r: Rect): boolean {
    return rectsMeet(r, visibleMapRect(this.view, this.size.width, this.size.height));
  }
}

const fitIcon = svg`<svg class="icon-svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5"/></svg>`;

function contains(outer: Rect, inner: Rect): boolean {
  return inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height;
}

function fmt(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(1);
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

/** A fire button's words: reaction fire, or the kind of fire when the action names it. */
function fireLabel(a: GameAction): string {
  const weapon = (a as Record<string, unknown>).weapon;
  if (a.type === 'reaction-fire') return 'Reaction fire';
  return weapon === 'small-arms' ? 'Small arms fire' : weapon === 'anti-tank' ? 'Anti-tank fire' : 'Fire';
}

function actionLabel(a: GameAction): string {
  const r = a as Record<string, unknown>;
  const words = a.type.replace(/[-_]/g, ' ');
  const to = typeof r.to === 'string' ? ` to ${r.to}` : typeof r.target === 'string' ? ` at ${r.target}` : '';
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}${to}`;
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-board-bloody-beach': BloodyBeachBoard;
  }
}

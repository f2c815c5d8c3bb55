import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { select } from 'd3-selection';
import { zoom as d3zoom, zoomIdentity, type D3ZoomEvent, type ZoomBehavior } from 'd3-zoom';
import {
  hexToPixel,
  mapPixelBounds,
  type Axial,
  type Layout,
  type Point,
  type Rect,
} from '../../../boards/hex/index.ts';
import type { Board } from '../../../systems/bloody-beach/map/board.ts';
import type { MapDoc } from '../../../systems/bloody-beach/map/types.ts';
import { DAY, THEME_VARIABLES, type ThemeColours } from './palette.ts';
import { MapRenderer, type FrameOverlays } from './renderer.ts';
import {
  boundsOf,
  busiestCentre,
  centreOn,
  clearestCentre,
  containsRect,
  fitView,
  followView,
  keyView,
  landwardView,
  middleKept,
  zoomLimits,
  type Follow,
  type Ground,
  type View,
} from './viewport.ts';

/** The first view's zoom at the default text size: the counters' smallest text (6.4 map units) reads at 12 CSS px. */
export const START_ZOOM = 1.9;

/** Milliseconds after the last pan or zoom step before the full detail is drawn again. */
export const REST_MS = 140;

/** The zoom at which the counters read at the text size set (12 CSS px at the default size), within the limits. */
export function readingZoom(limits: readonly [number, number], textScale = 1): number {
  return Math.min(limits[1], Math.max(limits[0], START_ZOOM * textScale));
}

/**
 * The first view, close enough to read the counters: on where the play is, the part of the map holding the most
 * of the Omaha landing boxes' hexes (Pointe du Hoc aside) and of the counters on the map (the first wave, the
 * German positions and units); or the whole map, when asked for or when the map has no landing boxes.
 */
export function firstView(
  doc: MapDoc,
  board: Board,
  l: Layout,
  width: number,
  height: number,
  limits: readonly [number, number],
  where: 'landing' | 'whole',
  textScale = 1,
  counters: readonly Axial[] = [],
  ground: () => Ground = () => groundOf(board, l),
): View {
  const omaha = doc.landingBoxes.filter((b) => b.id !== 'pointe-du-hoc');
  const boxes = (omaha.length ? omaha : doc.landingBoxes).flatMap((b) => b.hexes.map((id) => board.hex(id)));
  const map = mapPixelBounds(l, doc.grid, doc.grid.parity);
  if (where === 'landing' && boxes.length) {
    const k = readingZoom(limits, textScale);
    const points = [...boxes, ...counters].map((h) => hexToPixel(l, h));
    // a hex and a half kept clear at each edge, where the map's own controls sit over it
    const margin = 1.5 * l.size.x;
    const centre = busiestCentre(points, Math.max(0, width / k - 2 * margin), Math.max(0, height / k - 2 * margin));
    if (centre)
      return landwardView(
        centreOn({ ...centre, width: 0, height: 0 }, width, height, k),
        width,
        height,
        points,
        margin,
        ground(),
        map,
      );
  }
  return fitView(map, width, height, 8, limits);
}

/** The middles of the map's sea and land hexes. */
export function groundOf(board: Board, l: Layout): Ground {
  const sea: Point[] = [];
  const land: Point[] = [];
  for (const h of board.all()) (board.terrain(h).key === 'sea' ? sea : land).push(hexToPixel(l, h));
  return { sea, land };
}

/**
 * The German set-up's view (11.2.2) at zoom `k`: on the land he sets up on, the stretch holding the most hexes
 * of the set-up zone, each worth two of the sea hexes it brings into view (at the zoom that reads, the whole zone
 * does not fit; the view centred on it was a third sea); undefined for an empty zone.
 */
export function setupView(
  board: Board,
  l: Layout,
  width: number,
  height: number,
  k: number,
  zone: readonly string[],
): View | undefined {
  if (zone.length === 0) return undefined;
  const wanted = zone.map((id) => hexToPixel(l, board.hex(id)));
  const w = width / k;
  const h = height / k;
  const near = boundsOf(wanted, 0);
  const land: Point[] = [];
  const sea: Point[] = [];
  for (const hex of board.all()) {
    const p = hexToPixel(l, hex);
    if (
      Math.abs(p.x - near.x - near.width / 2) > near.width / 2 + w ||
      Math.abs(p.y - near.y - near.height / 2) > near.height / 2 + h
    )
      continue;
    (board.terrain(hex).key === 'sea' ? sea : land).push(p);
  }
  // a view centred on land inside the zone's bounds
  const candidates = land.filter((p) => containsRect(near, { ...p, width: 0, height: 0 }));
  const centre = clearestCentre(candidates, wanted, sea, w, h);
  return centre && centreOn({ ...centre, width: 0, height: 0 }, width, height, k);
}

/** What the stage asks of the board it serves. */
export interface StageHost extends ReactiveControllerHost, HTMLElement {
  /** What the canvas draws besides the map. */
  stageOverlays(): FrameOverlays;
  /** The view to open on, once the stage has a size. */
  stageStart(width: number, height: number, limits: readonly [number, number]): View;
  /** Whether d3-zoom may take this pointer event (not while the editor's brush paints). */
  stageMayZoom(e: Event): boolean;
  /** Every zoom frame's view (the SVG layer follows it). */
  stageMoved(v: View): void;
}

/**
 * The map's stage: the canvas renderer, its size and pixel ratio, the zoom and pan (d3-zoom owns the stage
 * element's pointer events and zoom state), the zoom limits for the map in force, the theme's colours, and when
 * the canvas is drawn (every zoom frame, with the costliest layer held back until the map rests).
 */
export class MapStage implements ReactiveController {
  view: View = { k: 1, x: 0, y: 0 };
  size = { width: 0, height: 0 };
  limits: [number, number] = [0.1, 4];
  /** The map's bounds in map coordinates. */
  mapRect: Rect = { x: 0, y: 0, width: 1, height: 1 };
  /** Resolves after the first complete paint of the canvas (for the first-paint figure and tests). */
  readonly painted: Promise<void>;

  private renderer?: MapRenderer;
  private zoomer?: ZoomBehavior<HTMLDivElement, unknown>;
  private element?: HTMLDivElement;
  private map?: { doc: MapDoc; board: Board; layout: Layout };
  private dpr = 1;
  private frame = 0;
  private moving = false;
  private restTimer?: ReturnType<typeof setTimeout>;
  private resizeObserver?: ResizeObserver;
  private themeObserver?: MutationObserver;
  private paintedResolve?: () => void;

  constructor(
    private readonly host: StageHost,
    private readonly hexRadius: number,
  ) {
    this.painted = new Promise((r) => (this.paintedResolve = r));
    host.addController(this);
  }

  hostConnected(): void {
    this.themeObserver = new MutationObserver(() => this.applyTheme());
    this.themeObserver.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-theme', 'style', 'class'],
    });
  }

  hostDisconnected(): void {
    this.resizeObserver?.disconnect();
    this.themeObserver?.disconnect();
    cancelAnimationFrame(this.frame);
    clearTimeout(this.restTimer);
  }

  /** Takes the stage element and its canvas (once, after the host's first render). */
  attach(stage: HTMLDivElement, canvas: HTMLCanvasElement): void {
    this.element = stage;
    this.renderer = new MapRenderer(canvas);
    this.applyTheme(false);
    if (this.map) this.renderer.setMap(this.map.doc, this.map.board, this.map.layout);
    this.zoomer = d3zoom<HTMLDivElement, unknown>()
      .scaleExtent(this.limits)
      .filter(
        (event: Event) =>
          this.host.stageMayZoom(event) &&
          (!(event as MouseEvent).ctrlKey || event.type === 'wheel') &&
          !(event as MouseEvent).button,
      )
      .on('zoom', (e: D3ZoomEvent<HTMLDivElement, unknown>) => this.onZoom(e.transform));
    select(stage).call(this.zoomer).on('dblclick.zoom', null);
    const rect = stage.getBoundingClientRect();
    this.resizeObserver = new ResizeObserver(() => this.onResize());
    this.resizeObserver.observe(stage);
    if (rect.width > 0 && rect.height > 0) this.onResize(rect);
  }

  /** Shows a map; the zoom limits follow when its grid is not the one shown before. */
  setMap(doc: MapDoc, board: Board, layout: Layout, sameGrid: boolean): void {
    this.map = { doc, board, layout };
    this.mapRect = mapPixelBounds(layout, doc.grid, doc.grid.parity);
    if (!this.renderer) return;
    this.renderer.setMap(doc, board, layout);
    if (!sameGrid) this.updateLimits();
  }

  /** Moves the view (through d3-zoom, so its own state follows). */
  setView(v: View): void {
    if (!this.element || !this.zoomer) return;
    select(this.element).call(this.zoomer.transform, zoomIdentity.translate(v.x, v.y).scale(v.k));
  }

  /** The view after a pan or zoom key, or undefined for other keys. */
  keyed(key: string): View | undefined {
    return keyView(key, this.view, this.size.width, this.size.height, this.limits);
  }

  /**
   * Brings map points into view with a margin round them when any is off screen (all when they fit, else the
   * most of them), and given the ground, moves the view landward while it keeps them (see followView).
   */
  bringIntoView(points: readonly Point[], margin: number, follow: Follow = {}): void {
    const { width, height } = this.size;
    const v = followView(this.view, width, height, points, margin, this.mapRect, follow);
    if (v) this.setView(v);
  }

  zoomBy(f: number): void {
    const v = this.keyed(f > 1 ? '+' : '-');
    if (v) this.setView(v);
  }

  showWholeMap(): void {
    this.setView(fitView(this.mapRect, this.size.width, this.size.height, 8, this.limits));
  }

  /** Draws the canvas at the next animation frame. */
  scheduleDraw(): void {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.drawNow();
    });
  }

  /** Draws the canvas now (the zoom handler calls this for every frame). */
  drawNow(): void {
    const r = this.renderer;
    if (!r || !this.map || !this.size.width) return;
    if (this.frame) {
      cancelAnimationFrame(this.frame);
      this.frame = 0;
    }
    r.draw(this.view, this.size.width, this.size.height, this.dpr, this.host.stageOverlays(), this.moving);
    if (this.paintedResolve) {
      this.paintedResolve();
      this.paintedResolve = undefined;
    }
  }

  /** Milliseconds the last canvas frame took. */
  get lastFrameMs(): number {
    return this.renderer?.lastFrameMs ?? 0;
  }

  private onResize(rect?: DOMRect): void {
    const stage = this.element;
    if (!stage || !this.renderer) return;
    const r = rect ?? stage.getBoundingClientRect();
    const width = Math.round(r.width);
    const height = Math.round(r.height);
    if (width === 0 || height === 0) return;
    const first = this.size.width === 0;
    if (
      !first &&
      width === this.size.width &&
      height === this.size.height &&
      this.dpr === (window.devicePixelRatio || 1)
    )
      return;
    const was = this.size;
    this.size = { width, height };
    this.dpr = window.devicePixelRatio || 1;
    this.renderer.resize(width, height, this.dpr);
    this.updateLimits();
    if (first) this.setView(this.host.stageStart(width, height, this.limits));
    // a turned tablet or a resized window keeps the middle of the map in the middle; a strip above the map that
    // grows or shrinks (the same width) leaves the map where it was
    else if (width !== was.width) this.setView(middleKept(this.view, was, this.size));
    else this.drawNow();
  }

  private updateLimits(): void {
    if (!this.size.width) return;
    const m = this.mapRect;
    this.limits = zoomLimits(m, this.size.width, this.size.height, this.hexRadius);
    this.zoomer?.scaleExtent(this.limits).translateExtent([
      [m.x - m.width * 0.25, m.y - m.height * 0.25],
      [m.x + m.width * 1.25, m.y + m.height * 1.25],
    ]);
  }

  private onZoom(t: { k: number; x: number; y: number }): void {
    const first = this.view.k === 1 && this.view.x === 0 && this.view.y === 0;
    this.view = { k: t.k, x: t.x, y: t.y };
    this.host.stageMoved(this.view);
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

  private applyTheme(redraw = true): void {
    const cs = getComputedStyle(this.host);
    const theme = Object.fromEntries(
      (Object.keys(THEME_VARIABLES) as (keyof ThemeColours)[]).map((k) => [
        k,
        cs.getPropertyValue(THEME_VARIABLES[k]).trim() || DAY[k],
      ]),
    ) as unknown as ThemeColours;
    this.renderer?.setTheme(theme);
    if (redraw) this.drawNow();
  }
}

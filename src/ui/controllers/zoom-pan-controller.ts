import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { select } from 'd3-selection';
import { zoom as d3zoom, zoomIdentity, type D3ZoomEvent, type ZoomBehavior } from 'd3-zoom';
import type { Rect } from '../../boards/hex/types.ts';
import { clampK, middleKept, zoomAbout, type View } from '../boards/viewport.ts';
import { loadView, saveView } from '../boards/saved-view.ts';

export interface ZoomPanOptions {
  /** The stage element the host rendered (pointer, wheel and pinch are read on it). */
  readonly stage: () => HTMLElement | null | undefined;
  /** The map's extent in map units. */
  readonly mapRect: () => Rect;
  /** The zoom range for a stage of this size. */
  readonly limits: (map: Rect, width: number, height: number) => [number, number];
  /** The view to show when the stage first has a size (or the map is laid out afresh). */
  readonly start: (width: number, height: number, limits: readonly [number, number]) => View;
  readonly initialLimits?: [number, number];
  /**
   * The session whose view this is: the view is kept on the device (saved-view.ts) whenever it changes and
   * shown again, instead of the start view, when the stage first has a size after a reload. None keeps nothing.
   */
  readonly sessionId?: () => string;
  /**
   * Where the view may go on a stage of this size: the view moved back within bounds, applied to every drag,
   * pinch, wheel turn and setView. Without it, d3-zoom's translate extent keeps the map's middle in reach.
   */
  readonly constrain?: (v: View, width: number, height: number) => View;
  /**
   * Told when the stage, already shown, changes size (the limits are refitted first): the host may move the view.
   * Without it, a change of width (a turned tablet, a resized window) keeps the middle of the map in the middle.
   */
  readonly resized?: (before: StageSize, after: StageSize) => void;
}

interface StageSize {
  readonly width: number;
  readonly height: number;
}

/**
 * Zoom and pan for a map drawn by Lit on a stage element: d3-zoom does the maths (drag, wheel, pinch; a double
 * click does not zoom), the view it reports re-renders the host, and a ResizeObserver keeps the zoom limits and
 * pan extent fitted to the stage. The host reads `view` and `size`, and moves the view with setView. Given the
 * session's id, the view outlives a reload.
 */
export class ZoomPanController implements ReactiveController {
  view: View = { k: 1, x: 0, y: 0 };
  size: StageSize = { width: 0, height: 0 };
  limits: [number, number];
  private zoomer?: ZoomBehavior<HTMLElement, unknown>;
  private observer?: ResizeObserver;
  private attached?: HTMLElement;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly options: ZoomPanOptions,
  ) {
    this.limits = options.initialLimits ?? [0.2, 4];
    host.addController(this);
  }

  hostConnected(): void {
    if (this.attached) this.observe(this.attached);
  }

  hostDisconnected(): void {
    this.observer?.disconnect();
    this.observer = undefined;
  }

  /**
   * Attaches to the stage the host rendered; again to a new one when the host renders its stage afresh (Crowbar!'s
   * hand-over screen replaces the board for a moment), carrying the view over, so that drags and the stage's size
   * are read on the stage in sight and not on one gone from the page.
   */
  hostUpdated(): void {
    const stage = this.options.stage();
    if (!stage || stage === this.attached) return;
    const again = this.attached !== undefined;
    this.attached = stage;
    this.zoomer = d3zoom<HTMLElement, unknown>()
      .scaleExtent(this.limits)
      .filter(
        (event: Event) => (!(event as MouseEvent).ctrlKey || event.type === 'wheel') && !(event as MouseEvent).button,
      )
      .on('zoom', (e: D3ZoomEvent<HTMLElement, unknown>) => {
        this.view = { k: e.transform.k, x: e.transform.x, y: e.transform.y };
        this.host.requestUpdate();
      })
      .on('end', () => saveView(this.options.sessionId?.() ?? '', this.view));
    const constrain = this.options.constrain;
    if (constrain)
      this.zoomer.constrain((t, extent) => {
        const v = constrain({ k: t.k, x: t.x, y: t.y }, extent[1][0] - extent[0][0], extent[1][1] - extent[0][1]);
        return zoomIdentity.translate(v.x, v.y).scale(v.k);
      });
    select(stage).call(this.zoomer).on('dblclick.zoom', null);
    this.observer?.disconnect();
    this.observer = undefined;
    this.observe(stage);
    if (again) this.setView(this.view);
    this.resize();
  }

  private observe(stage: HTMLElement): void {
    if (this.observer) return;
    this.observer = new ResizeObserver(() => this.resize());
    this.observer.observe(stage);
  }

  /** Reads the stage's size; refits the limits and, the first time (or when forced), shows the start view. */
  resize(force = false): void {
    const stage = this.attached;
    if (!stage) return;
    const r = stage.getBoundingClientRect();
    const width = Math.round(r.width);
    const height = Math.round(r.height);
    if (!width || !height) return;
    const before = this.size;
    const fresh = before.width === 0;
    if (!fresh && !force && width === before.width && height === before.height) return;
    this.size = { width, height };
    const m = this.options.mapRect();
    this.limits = this.options.limits(m, width, height);
    this.zoomer?.scaleExtent(this.limits).translateExtent([
      [m.x - m.width * 0.3, m.y - m.height * 0.3],
      [m.x + m.width * 1.3, m.y + m.height * 1.3],
    ]);
    if (fresh || force) this.setView((fresh && this.kept()) || this.options.start(width, height, this.limits));
    else if (this.options.resized) this.options.resized(before, this.size);
    else this.keepMiddle(before, this.size);
  }

  /**
   * After a change of width, moves the view so the map point that was in the middle of the stage is in the middle
   * again; a change of height alone (a strip above the map) leaves the view where it was.
   */
  keepMiddle(before: StageSize, after: StageSize): void {
    if (after.width !== before.width) this.setView(middleKept(this.view, before, after));
  }

  /** The view kept for the session on this device, within the zoom limits of the stage now. */
  private kept(): View | undefined {
    const v = loadView(this.options.sessionId?.() ?? '');
    return v && { ...v, k: clampK(v.k, this.limits) };
  }

  /** Moves the view through d3-zoom, so that its own state follows. */
  setView(v: View): void {
    const stage = this.attached;
    if (!stage || !this.zoomer) return;
    const to = (this.size.width && this.options.constrain?.(v, this.size.width, this.size.height)) || v;
    select(stage).call(this.zoomer.transform, zoomIdentity.translate(to.x, to.y).scale(to.k));
  }

  /** Zooms by a factor about the middle of the stage. */
  zoomBy(factor: number): void {
    this.setView(zoomAbout(this.view, factor, { x: this.size.width / 2, y: this.size.height / 2 }, this.limits));
  }
}

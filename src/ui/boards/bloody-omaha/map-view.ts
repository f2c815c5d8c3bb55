import { html, css, svg, nothing, type PropertyValues } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { guard } from 'lit/directives/guard.js';
import { appSettings } from '../../app-settings.ts';
import { UmpireElement, announce } from '../../base.ts';
import { ZoomPanController } from '../../controllers/zoom-pan-controller.ts';
import { loadView, saveView } from '../saved-view.ts';
import { stageStyles } from '../stage-styles.ts';
import { zoomButtons, zoomButtonStyles } from '../zoom-buttons.ts';
import { TEXT } from './counters.ts';
import { shared } from '../../styles.ts';
import type { Role } from './describe.ts';
import { CELL, rowName, rowTop, squareAt, squareToward, type Direction, type MapLayout, type Rect } from './layout.ts';
import { squareText, type SquareView } from './model.ts';
import { beachName, squareContents, squareGround, squareMarks } from './square-svg.ts';
import { mapStyles } from './map-styles.ts';
import { fitView, panToShow, startView, zoomLimits, ZOOM_STEP, type View } from './viewport.ts';
import { eventToMap } from '../viewport.ts';
import { mapKey } from '../map-keys.ts';

const ARROWS: Readonly<Record<string, Direction>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};
/** Room above the squares for the division sector labels, in map units. */
const TOP = 26;
/** The smallest size, in CSS pixels at the default text size, of any word on a counter at the first view. */
export const READABLE_PX = 12;
/** How long the view rests before it is kept for the session (a drag or a pinch saves once). */
const SAVE_AFTER_MS = 300;

/** Lines of a row's name longer than this many letters are narrowed to fit its column. */
const ROW_LINE_FITS = 11;

/** One line of a row's name in the column left of the map: a long word ("Reinforcement") narrowed to fit, not cut. */
function rowLine(text: string, y: number) {
  return text.length > ROW_LINE_FITS
    ? svg`<text class="row-name" x=${CELL / 2} y=${y} textLength=${CELL - 8} lengthAdjust="spacingAndGlyphs">${text}</text>`
    : svg`<text class="row-name" x=${CELL / 2} y=${y}>${text}</text>`;
}

/**
 * The square map: Lit draws the SVG, d3-zoom does the zoom and pan maths (pinch, drag, wheel) on the stage
 * element Lit created once. Keyboard: arrows move a cursor from square to square, Enter chooses it, Shift with
 * the arrows pans, + and - zoom, 0 shows the whole map, Escape clears the choice. The first view shows the
 * whole map if its counters read at 12 px (times the text size) that way, else zooms to where they do around
 * the units; after that the view is the player's, kept for the session on this device across reloads.
 */
@customElement('umpire-bo-map')
export class OmahaMap extends UmpireElement {
  static override styles = [
    shared,
    stageStyles,
    zoomButtonStyles,
    mapStyles,
    css`
      :host {
        display: block;
        position: relative;
      }
      .stage {
        position: relative;
        height: var(--bo-map-h, 480px);
        background: var(--paper-3);
      }
      /* never over the map (zoomed in, no label of a square is under a button): the zoom buttons in a row at the
         top of the side column when it stands beside the map (the board leaves it room), else under the map at the
         right of what the board puts there (its legend) */
      .foot {
        display: flex;
        align-items: center;
        justify-content: space-between;
        gap: 0.3rem 0.8rem;
        margin-top: 0.3rem;
      }
      .foot .zoom-btns {
        position: static;
        grid-auto-flow: column;
        flex: none;
        margin-left: auto;
      }
      @container (min-width: 801px) {
        .foot .zoom-btns {
          position: absolute;
          top: 0;
          right: auto;
          left: calc(100% + 0.6rem);
        }
      }
      .hint {
        position: absolute;
        left: 0.5rem;
        bottom: 0.4rem;
        font-size: 0.78rem;
        color: var(--ink-2);
        background: var(--paper);
        border-radius: 999px;
        padding: 0.1rem 0.6rem;
        border: 1px solid var(--line);
        pointer-events: none;
      }
    `,
  ];

  @property({ attribute: false }) squares: readonly SquareView[] = [];
  @property({ attribute: false }) layout?: MapLayout;
  @property({ attribute: false }) roles: ReadonlyMap<string, Role> = new Map();
  @property({ attribute: false }) related: ReadonlyMap<string, Role> = new Map();
  @property() selected = '';
  /** The second square chosen (the selected square's units act on it). */
  @property() target = '';
  /** The session's id: its zoom and pan are kept under it. */
  @property() sessionId = '';

  @state() private cursor = '';
  private saveTimer?: ReturnType<typeof setTimeout>;
  private saved?: View;

  @query('.stage') private stage?: HTMLDivElement;

  private readonly zoom = new ZoomPanController(this, {
    stage: () => this.stage,
    mapRect: () => this.mapRect,
    limits: (m, width, height) => zoomLimits(m, width, height, CELL),
    start: (width, height, limits) => this.firstView(width, height, limits),
  });

  /** The view kept for this session, or the default: readable counters around the units. */
  private firstView(width: number, height: number, limits: readonly [number, number]): View {
    const kept = loadView(this.sessionId);
    if (kept && kept.k >= limits[0] && kept.k <= limits[1]) {
      this.saved = kept;
      return kept;
    }
    return startView(
      this.mapRect,
      this.unitsRect(),
      width,
      height,
      (READABLE_PX * appSettings.current.textScale) / TEXT,
      limits,
    );
  }

  /** Where the US units stand on the map (the whole map when none does). */
  private unitsRect(): Rect {
    const boxes = this.squares
      .filter((q) => q.units.length)
      .map((q) => this.layout?.boxes.get(q.id))
      .filter((r): r is Rect => !!r);
    if (!boxes.length) return this.mapRect;
    const x0 = Math.min(...boxes.map((r) => r.x));
    const y0 = Math.min(...boxes.map((r) => r.y));
    const x1 = Math.max(...boxes.map((r) => r.x + r.width));
    const y1 = Math.max(...boxes.map((r) => r.y + r.height));
    return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
  }

  private get view(): View {
    return this.zoom.view;
  }

  private get size(): { width: number; height: number } {
    return this.zoom.size;
  }

  /** The current view (for tests and the board). */
  get currentView(): View {
    return this.view;
  }

  /** Where a square is on the stage now, in CSS pixels (for placing the square's card beside it). */
  screenBox(id: string): Rect | undefined {
    const r = this.layout?.boxes.get(id);
    if (!r) return undefined;
    const v = this.view;
    return { x: r.x * v.k + v.x, y: r.y * v.k + v.y, width: r.width * v.k, height: r.height * v.k };
  }

  get stageWidth(): number {
    return this.size.width;
  }

  private get mapRect(): Rect {
    const b = this.layout?.bounds ?? { x: 0, y: 0, width: CELL, height: CELL };
    return { x: b.x, y: b.y - TOP, width: b.width, height: b.height + TOP };
  }

  override updated(changed: PropertyValues<this>): void {
    if (changed.has('layout') && changed.get('layout') !== undefined && this.layout && this.size.width)
      this.zoom.resize(true);
    this.keepView();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    if (this.saveTimer) clearTimeout(this.saveTimer);
    this.saveTimer = undefined;
    if (this.saved !== this.view && this.view.k !== 1) saveView(this.sessionId, this.view);
  }

  /** Saves the view once it has rested, when it changed. */
  private keepView(): void {
    const v = this.view;
    if (
      !this.size.width ||
      v === this.saved ||
      (this.saved && v.k === this.saved.k && v.x === this.saved.x && v.y === this.saved.y)
    )
      return;
    if (this.saveTimer) clearTimeout(this.saveTimer);
    this.saveTimer = setTimeout(() => {
      this.saveTimer = undefined;
      this.saved = this.view;
      saveView(this.sessionId, this.view);
    }, SAVE_AFTER_MS);
  }

  /** Moves the view through d3-zoom, so that its own state follows. */
  setView(v: View): void {
    this.zoom.setView(v);
  }

  /** Shows the whole map. */
  fit(): void {
    const v = fitView(this.mapRect, this.size.width, this.size.height, 6, this.zoom.limits);
    this.setView(v);
  }

  private choose(id: string): void {
    this.emit('umpire-change', { name: 'select', value: id });
  }

  private readonly onClick = (e: MouseEvent): void => {
    const stage = this.stage;
    if (!stage || !this.layout) return;
    const p = eventToMap(this.view, e, stage);
    const id = squareAt(this.layout, p.x, p.y);
    if (!id) return;
    this.cursor = id;
    this.choose(id);
  };

  private readonly onKey = (e: KeyboardEvent): void => {
    const l = this.layout;
    if (!l) return;
    mapKey(e, {
      at: this.cursor || this.selected,
      chosen: !!this.selected,
      step: (arrow) => this.moveCursor(l, arrow),
      choose: (id) => this.choose(id),
      fitAll: () => this.fit(),
      zoom: this.zoom,
    });
  };

  /** Moves the keyboard cursor to the next square by an arrow (from the middle of the beach at first). */
  private moveCursor(l: MapLayout, arrow: string): void {
    const dir = ARROWS[arrow];
    if (!dir) return;
    const from = this.cursor || this.selected || 'B05';
    const to = this.cursor || this.selected ? squareToward(l, from, dir) : from;
    if (!to) return;
    this.cursor = to;
    const box = l.boxes.get(to);
    if (box) this.setView(panToShow(this.view, box, this.size.width, this.size.height));
    const q = this.squares.find((s) => s.id === to);
    if (q) announce(squareText(q));
  }

  private renderLabels() {
    const l = this.layout;
    if (!l) return nothing;
    const out = [];
    for (let row = 0; row < l.rows; row++) {
      const inRow = this.squares.filter((q) => q.row === row);
      if (inRow.some((q) => q.col === l.maxCol)) continue;
      const name = rowName(inRow.map((q) => q.terrain));
      if (!name) continue;
      const words = name.split(' ');
      const half = Math.ceil(words.length / 2);
      const y = rowTop(row, l.shoreRow) + CELL / 2;
      out.push(rowLine(words.slice(0, half).join(' '), y - 4), rowLine(words.slice(half).join(' '), y + 12));
    }
    // Division sectors along the top: the 1st to the east (right), the 29th to the west, sharing column 5.
    const sec = (cols: [number, number], text: string) => {
      const x0 = (l.maxCol - cols[1]) * CELL + 6;
      const x1 = (l.maxCol - cols[0] + 1) * CELL - 6;
      return svg`<path class="sector" d=${`M${x0},-8 V-14 H${x1} V-8`}></path><text class="sector-name" x=${(x0 + x1) / 2} y="-17">${text}</text>`;
    };
    out.push(sec([1, 5], '1st Division sector'), sec([5, 9], '29th Division sector'));
    return out;
  }

  private renderSquares() {
    const l = this.layout;
    if (!l) return nothing;
    return this.squares.map((q) => {
      const r = l.boxes.get(q.id);
      return r ? svg`${squareGround(q, r)}${beachName(q, r)}${squareContents(q, r)}` : nothing;
    });
  }

  private renderMarks() {
    const l = this.layout;
    if (!l) return nothing;
    return this.squares.map((q) => {
      const r = l.boxes.get(q.id);
      if (!r) return nothing;
      return squareMarks(r, {
        role: this.roles.get(q.id),
        related: this.related.get(q.id),
        selected: q.id === this.selected || q.id === this.target,
        cursor: q.id === this.cursor && q.id !== this.selected,
      });
    });
  }

  override render() {
    const v = this.view;
    return html`
      <div
        class="stage"
        tabindex="0"
        role="application"
        aria-roledescription="map"
        aria-label="Omaha Beach map. Arrows move between squares, Enter selects, Shift and arrows pan, plus and minus zoom, 0 shows it all."
        @click=${this.onClick}
        @keydown=${this.onKey}
      >
        <svg class="map" aria-hidden="true">
          <g transform=${`translate(${v.x},${v.y}) scale(${v.k})`}>
            ${guard([this.squares, this.layout], () => svg`${this.renderLabels()}${this.renderSquares()}`)}
            ${guard([this.squares, this.layout, this.roles, this.related, this.selected, this.target, this.cursor], () => this.renderMarks())}
          </g>
        </svg>
      </div>
      <div class="foot">
        <slot></slot>
        ${zoomButtons({
          zoomIn: () => this.zoom.zoomBy(ZOOM_STEP),
          zoomOut: () => this.zoom.zoomBy(1 / ZOOM_STEP),
          whole: () => this.fit(),
        })}
      </div>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-bo-map': OmahaMap;
  }
}

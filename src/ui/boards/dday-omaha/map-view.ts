import { html, css, svg, nothing, type PropertyValues } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { guard } from 'lit/directives/guard.js';
import { UmpireElement, announce } from '../../base.ts';
import { SettingsController } from '../../app-settings.ts';
import { ZoomPanController } from '../../controllers/zoom-pan-controller.ts';
import { shared } from '../../styles.ts';
import { centreOn, clampK, eventToMap, fitView, revealRect, ZOOM_STEP, type View } from '../viewport.ts';
import { mapKey } from '../map-keys.ts';
import { loadView, saveView } from '../saved-view.ts';
import { stageStyles } from '../stage-styles.ts';
import { zoomButtons, zoomButtonStyles } from '../zoom-buttons.ts';
import { isLeader, type Intensity } from '../../../systems/dday-omaha/rules/units.ts';
import type { GameState, Unit } from '../../../systems/dday-omaha/game/state.ts';
import { COUNTER_W, TEXT, fofMark, positionMarks, usCounter } from './counters.ts';
import type { BoxRect, MapLayout } from './map-layout.ts';
import { mapCss } from './map-css.ts';
import { sendPick } from './events.ts';

/** How a hex or box is marked on the map for what is being chosen. */
export type Role = 'target' | 'attack' | 'acting' | 'hit' | 'affected';

/** A box name's font size on the drawing (map-css.ts) and a generous width of its bold letters, in ems. */
const BOX_NAME_PX = 20;
const BOX_NAME_EM = 0.62;

/** The smallest zoom at which counter text is 12 CSS px (at the normal text size). */
const READABLE_K = 12 / TEXT;

/**
 * The Omaha map: Lit draws the SVG (terrain, hexsides, roads, positions, counters, landing boxes), d3-zoom does
 * the zoom and pan. A tap or click picks a hex or a landing box; the keyboard walks the hexes with the arrows
 * (down from the sea's edge into the landing boxes), Enter picks, Shift and arrows pan, + and - zoom, 0 shows
 * it all, Escape clears the choice. The default view fits the map's height, never smaller than readable counters,
 * and grows with the text size setting; zoom and pan are kept per session on the device.
 */
@customElement('umpire-dday-map')
export class DdayMap extends UmpireElement {
  static override styles = [
    shared,
    stageStyles,
    zoomButtonStyles,
    mapCss,
    css`
      :host {
        display: block;
        position: relative;
        height: 100%;
        --zoom-inset: 0.4rem;
      }
      /* the zoom buttons keep a strip of their own at the right, so that no hex, label or box is ever under them */
      .stage {
        position: absolute;
        inset: 0 calc(var(--tap) + 2 * var(--zoom-inset)) 0 0;
        background: var(--sea);
      }
    `,
  ];

  @property({ attribute: false }) layout?: MapLayout;
  @property({ attribute: false }) state?: GameState;
  @property() sessionId = '';
  /** The place chosen (a hex number or a landing box). */
  @property() selected = '';
  @property() selectedUnit = '';
  @property({ attribute: false }) fire: ReadonlyMap<string, Intensity> = new Map();
  @property({ attribute: false }) roles: ReadonlyMap<string, Role> = new Map();
  @property({ attribute: false }) hitUnits: ReadonlySet<string> = new Set();
  @property({ attribute: false }) acting: ReadonlySet<string> = new Set();
  /** Units planned into landing boxes before their cards are drawn: unit -> box. */
  @property({ attribute: false }) plan: ReadonlyMap<string, string> = new Map();
  /** What a hex or box holds, in words, for the keyboard cursor. */
  @property({ attribute: false }) describe: (id: string) => string = (id) => id;
  /** Each landing box's printed name. */
  @property({ attribute: false }) boxNames: Readonly<Record<string, string>> = {};

  @state() private cursor = '';
  @query('.stage') private stage?: HTMLDivElement;
  private readonly settings = new SettingsController(this);
  private lastScale = 0;

  private readonly zoom = new ZoomPanController(this, {
    stage: () => this.stage,
    mapRect: () => this.layout?.bounds ?? { x: 0, y: 0, width: 100, height: 100 },
    limits: (m, width, height) => [Math.min(READABLE_K * 0.5, Math.min(width / m.width, height / m.height) * 0.9), 2.5],
    start: (width, height, limits) => loadView(this.sessionId) ?? this.defaultView(width, height, limits),
    // The session's recap strip comes in over the board after the first action and takes height from the stage:
    // the view keeps its bottom edge, so the landing boxes and the beach, fitted to the bottom, stay in sight.
    // A turned tablet (a change of width) keeps the middle of the map in the middle.
    resized: (before, after) => {
      if (after.width !== before.width) return this.zoom.keepMiddle(before, after);
      const v = this.zoom.view;
      if (after.height !== before.height) this.zoom.setView({ ...v, y: v.y + after.height - before.height });
    },
  });

  /** The view (for tests): a screen point is map * k + (x, y). */
  get currentView(): View {
    return this.zoom.view;
  }

  /** The whole height fitted when the counters stay readable, else readable with the beach and the boxes in view. */
  private defaultView(width: number, height: number, limits: readonly [number, number]): View {
    const b = this.layout?.bounds ?? { x: 0, y: 0, width: 100, height: 100 };
    const scale = this.settings.value.textScale;
    const k = clampK(Math.max(READABLE_K * scale, (height / b.height) * scale), limits);
    const v = centreOn(b, width, height, k);
    return { ...v, y: Math.min(v.y, height - (b.y + b.height) * k) };
  }

  /** Where a hex or box is on the screen now, in client pixels (for tests and pop-overs). */
  screenPoint(id: string): { x: number; y: number } | undefined {
    const l = this.layout;
    const stage = this.stage;
    if (!l || !stage) return undefined;
    const b = l.boxes.find((x) => x.box === id);
    const c = b ? { x: b.x + 40, y: b.y + b.height / 2 } : l.map.hex(id) ? l.center(id) : undefined;
    if (!c) return undefined;
    const r = stage.getBoundingClientRect();
    const v = this.zoom.view;
    return { x: r.left + v.x + c.x * v.k, y: r.top + v.y + c.y * v.k };
  }

  override updated(changed: PropertyValues<this>): void {
    const scale = this.settings.value.textScale;
    if (this.lastScale && scale !== this.lastScale)
      this.zoom.setView(this.defaultView(this.zoom.size.width, this.zoom.size.height, this.zoom.limits));
    this.lastScale = scale;
    if (changed.has('layout') && this.layout && this.zoom.size.width) this.zoom.resize(true);
    if (this.zoom.size.width && this.sessionId) saveView(this.sessionId, this.zoom.view);
  }

  /** Brings a hex or box into view without changing the zoom. */
  reveal(id: string): void {
    const l = this.layout;
    if (!l) return;
    const b = l.boxes.find((x) => x.box === id);
    const r = b ?? (l.map.hex(id) ? l.hexRect(id) : undefined);
    if (r) this.zoom.setView(revealRect(this.zoom.view, r, this.zoom.size.width, this.zoom.size.height));
  }

  private pick(id: string): void {
    sendPick(this, id);
  }

  private readonly onClick = (e: MouseEvent): void => {
    const l = this.layout;
    const stage = this.stage;
    if (!l || !stage) return;
    const p = eventToMap(this.zoom.view, e, stage);
    const id = l.boxAt(p) ?? l.hexAt(p);
    if (!id) return;
    this.cursor = id;
    this.pick(id);
  };

  private readonly onKey = (e: KeyboardEvent): void => {
    const l = this.layout;
    if (!l) return;
    mapKey(e, {
      at: this.cursor || this.selected,
      chosen: true,
      step: (arrow) => this.moveCursor(l, arrow),
      choose: (id) => this.pick(id),
      fitAll: () => this.fitAll(),
      zoom: this.zoom,
    });
  };

  /** Moves the keyboard cursor to the next hex or box by an arrow (to the first landing box at first). */
  private moveCursor(l: MapLayout, arrow: string): void {
    const from = this.cursor || this.selected;
    const to = from ? l.step(from, arrow) : (l.boxes[0]?.box ?? '');
    if (!to) return;
    this.cursor = to;
    this.reveal(to);
    announce(this.describe(to));
  }

  private fitAll(): void {
    const l = this.layout;
    if (l) this.zoom.setView(fitView(l.bounds, this.zoom.size.width, this.zoom.size.height, 6, this.zoom.limits));
  }

  private renderGround(l: MapLayout) {
    const map = l.map;
    const hexes = [...map.hexes.values()].map(
      (h) => svg`<polygon class=${`hex t-${h.terrain}`} points=${l.corners.get(h.id) ?? ''}/>`,
    );
    const sides: ReturnType<typeof svg>[] = [];
    for (const h of map.hexes.values()) {
      const corners = (l.corners.get(h.id) ?? '').split(' ');
      map.neighbors(h.id).forEach((n) => {
        if (n < h.id) return;
        const side = map.side(h.id, n);
        if (!side) return;
        const d = hexSideIndex(l, h.id, n);
        const a = corners[(d + 4) % 6];
        const b = corners[(d + 5) % 6];
        if (a && b) sides.push(svg`<polyline class=${`side s-${side.kind}`} points=${`${a} ${b}`}/>`);
      });
    }
    const roads = map.data.roads.map(
      (r) =>
        svg`<polyline class=${`road ${r.kind}`} points=${r.hexes
          .map((h) => {
            const c = l.center(h);
            return `${c.x.toFixed(1)},${c.y.toFixed(1)}`;
          })
          .join(' ')}/>`,
    );
    const exits = Object.entries(map.exits).map(([k, h]) => {
      const c = l.center(h);
      return svg`<text class="exit" x=${c.x} y=${c.y - 8} text-anchor="middle">${k}</text>`;
    });
    return svg`${hexes}${roads}${sides}${exits}`;
  }

  /** The part of a box in view, on the drawing: the whole box before the stage is measured. */
  private inView(b: BoxRect): { left: number; right: number } {
    const v = this.zoom.view;
    const width = this.zoom.size.width;
    if (!width) return { left: b.x, right: b.x + b.width };
    return { left: Math.max(b.x, -v.x / v.k), right: Math.min(b.x + b.width, (width - v.x) / v.k) };
  }

  /**
   * A box's name, at the left of the part of the box in view: a box cut by the map's edge (the whole row is wider
   * than the screen at a readable zoom) still names itself in full, and a sliver too narrow for its name has none.
   */
  private boxName(b: BoxRect, span: { left: number; right: number }) {
    const name = this.boxNames[b.box] ?? b.box;
    if (span.right - span.left < name.length * BOX_NAME_EM * BOX_NAME_PX + 16) return nothing;
    return svg`<text class="boxname" x=${span.left + 8} y=${b.y + 22}>${name}</text>`;
  }

  /**
   * The units in a box and those planned there, as counters in the part of the box in view (whole, never cut by
   * the map's edge), the last carrying how many more there are.
   */
  private renderBoxes(l: MapLayout, s: GameState) {
    return l.boxes.map((b) => {
      const inBox = s.units.filter((u) => u.where === 'box' && u.box === b.box);
      const planned = [...this.plan]
        .filter(([, box]) => box === b.box)
        .map(([id]) => s.units.find((u) => u.id === id))
        .filter((u): u is Unit => !!u);
      const shown = [...inBox.map((u) => ({ u, planned: false })), ...planned.map((u) => ({ u, planned: true }))];
      const span = this.inView(b);
      const per = Math.max(0, Math.floor((span.right - span.left) / (COUNTER_W + 6)));
      const role = this.roles.get(b.box);
      return svg`<g class=${`box ${role ? `r-${role}` : ''} ${this.selected === b.box ? 'selected' : ''} ${this.cursor === b.box ? 'cursor' : ''}`}>
        <rect class="frame" x=${b.x} y=${b.y} width=${b.width} height=${b.height} rx="6"/>
        ${this.boxName(b, span)}
        ${shown.slice(0, per).map((x, i) => usCounter(x.u, span.right - (per - i) * (COUNTER_W + 4) + COUNTER_W / 2, b.y + 64, i === per - 1 ? shown.length - per : 0, { selected: x.u.id === this.selectedUnit, hit: this.hitUnits.has(x.u.id), planned: x.planned }))}
      </g>`;
    });
  }

  private renderPieces(l: MapLayout, s: GameState) {
    const out: ReturnType<typeof svg>[] = [];
    for (const h of s.obstacles) {
      const c = l.center(h);
      out.push(
        svg`<path class="obstacle" d=${`M${c.x - 30} ${c.y + 18}l8 8m0 -8l-8 8M${c.x + 22} ${c.y + 18}l8 8m0 -8l-8 8`}/>`,
      );
    }
    for (const [h, i] of this.fire) {
      const c = l.center(h);
      out.push(fofMark(i, c.x, c.y));
    }
    for (const p of s.positions) {
      p.hexes.forEach((h, i) => {
        const c = l.center(h);
        out.push(
          svg`<polygon class=${`pos-hex color-${p.color} ${p.occupied ? 'occupied' : 'empty'}`} points=${l.corners.get(h) ?? ''}/>`,
        );
        out.push(
          positionMarks(p, c.x, c.y, i === 0, {
            selected: p.hexes.includes(this.selected),
            acting: this.acting.has(p.id),
          }),
        );
      });
    }
    const stacks = new Map<string, Unit[]>();
    for (const u of s.units)
      if (u.where === 'map' && u.hex && (u.steps > 0 || isLeader(u.type)))
        stacks.set(u.hex, [...(stacks.get(u.hex) ?? []), u]);
    for (const [h, list] of stacks) {
      const top = list.find((u) => u.id === this.selectedUnit) ?? list.find((u) => !isLeader(u.type)) ?? list[0];
      if (!top) continue;
      const c = l.center(h);
      out.push(
        usCounter(top, c.x, c.y + 4, list.length - 1, {
          selected: top.id === this.selectedUnit,
          hit: list.some((u) => this.hitUnits.has(u.id)),
        }),
      );
    }
    return out;
  }

  private renderMarks(l: MapLayout) {
    const out: ReturnType<typeof svg>[] = [];
    for (const [id, role] of this.roles)
      if (l.map.hex(id)) out.push(svg`<polygon class=${`mark r-${role}`} points=${l.corners.get(id) ?? ''}/>`);
    if (this.selected && l.map.hex(this.selected))
      out.push(svg`<polygon class="mark selected" points=${l.corners.get(this.selected) ?? ''}/>`);
    if (this.cursor && this.cursor !== this.selected && l.map.hex(this.cursor))
      out.push(svg`<polygon class="mark cursor" points=${l.corners.get(this.cursor) ?? ''}/>`);
    return out;
  }

  override render() {
    const l = this.layout;
    const s = this.state;
    const v = this.zoom.view;
    if (!l || !s) return nothing;
    return html`
      <div
        class="stage"
        tabindex="0"
        role="application"
        aria-roledescription="map"
        @click=${this.onClick}
        @keydown=${this.onKey}
        aria-label="Omaha Beach map, sea at the bottom. Arrows move from hex to hex and into the landing boxes, Enter chooses, Shift and arrows pan, plus and minus zoom, 0 shows it all."
      >
        <svg class="map" aria-hidden="true">
          <g transform=${`translate(${v.x},${v.y}) scale(${v.k})`}>
            ${guard([l], () => this.renderGround(l))} ${this.renderPieces(l, s)} ${this.renderBoxes(l, s)}
            ${this.renderMarks(l)}
          </g>
        </svg>
      </div>
      ${zoomButtons({
        zoomIn: () => this.zoom.zoomBy(ZOOM_STEP),
        zoomOut: () => this.zoom.zoomBy(1 / ZOOM_STEP),
        whole: () => this.fitAll(),
      })}
    `;
  }
}

/** The side of `a` that `b` lies across (0 = N, clockwise), from their pixel centres. */
function hexSideIndex(l: MapLayout, a: string, b: string): number {
  const ca = l.center(a);
  const cb = l.center(b);
  const angle = (Math.atan2(cb.y - ca.y, cb.x - ca.x) * 180) / Math.PI;
  // N is -90°, NE -30°, SE 30°, S 90°, SW 150°, NW -150°.
  return ((Math.round((angle + 90) / 60) % 6) + 6) % 6;
}

declare global {
  interface HTMLElementTagNameMap {
    'umpire-dday-map': DdayMap;
  }
}

import {
  axialToOffset,
  hexFromKey,
  hexToPixel,
  neighbor,
  offsetRangeInRect,
  offsetToAxial,
  offsetToPixel,
  type Axial,
  type Layout,
  type Point,
  type Side,
} from '../../../boards/hex/index.ts';
import { required } from '../../../engine/index.ts';
import type { Board } from '../../../systems/bloody-beach/map/board.ts';
import type { MapDoc } from '../../../systems/bloody-beach/map/types.ts';
import { layersFor, type Layer, type Overlays } from './draw-order.ts';
import {
  fallbackTerrain,
  isDark,
  mapInk,
  mix,
  terrainPalette,
  withAlpha,
  type MapInk,
  type ThemeColours,
} from './palette.ts';
import { terrainTexture, TEXTURED, zoneHatch } from './canvas-patterns.ts';
import { mapFeatures, type MapFeatures } from './map-features.ts';
import { makeTiles, visibleTiles, type Tile } from './tiles.ts';
import { hexCorners, traceColumnRun, traceHex, type Corners } from './hex-paths.ts';
import { hexRadiusOnScreen, mapToScreen, rowHeight, sideSegment, type View, visibleMapRect } from './viewport.ts';

/** What one frame shows besides the map itself. */
export interface FrameOverlays extends Overlays {
  /** Hex keys in each side's fire zones, as the viewer may know them. */
  readonly zonesUs?: ReadonlySet<string>;
  readonly zonesDe?: ReadonlySet<string>;
  /** Hex keys a line of communication of the viewer's side may not pass. */
  readonly locBlocked?: ReadonlySet<string>;
  /** Lines of communication to draw, each a path of hexes. */
  readonly locPaths?: readonly (readonly Axial[])[];
  /** Units cut off from their HQ (drawn with a ring). */
  readonly cutOff?: readonly Axial[];
}

interface TileCache {
  readonly terrain: Map<string, Path2D>;
  grid?: Path2D;
  contours?: Path2D;
}

/** A name written on the map at a fixed screen size, its rank setting its type. */
interface MapName {
  readonly text: string;
  readonly at: Point;
  readonly rank: 'town' | 'village' | 'feature' | 'box' | 'sector';
}

/** Patterns that tell terrains apart by texture as well as colour (hedgerows, trees, reeds, houses). */
type Textures = Partial<Record<string, CanvasPattern>>;

/**
 * Draws the map on a canvas: terrain, texture, contours, grid, overlays, hexsides, roads, landing boxes and names,
 * in the order of draw-order.ts. Paths are built once per block of hexes (tiles.ts) and per terrain, and only
 * the blocks meeting the viewport are drawn, so a frame's cost follows what is on screen, not the map's size.
 */
/** The sides of a hex that face down the screen, and those that face up (their neighbour is the hex above). */
const LOWER_SIDES: readonly Side[] = [2, 3, 4];
const UPPER_SIDES: readonly Side[] = [0, 1, 5];

/** The map being drawn and how it is laid out. */
interface LoadedMap {
  readonly doc: MapDoc;
  readonly board: Board;
  readonly layout: Layout;
  readonly corners: Corners;
}

export class MapRenderer {
  private map?: LoadedMap;
  private tiles: Tile[] = [];
  private cache = new Map<number, TileCache>();
  private statics?: MapFeatures;
  private theme?: ThemeColours;
  private fills: Record<string, string> = {};
  private ink?: MapInk;
  private textures: Textures = {};
  private hatchUs?: CanvasPattern;
  private hatchDe?: CanvasPattern;
  private zoneCache = new WeakMap<ReadonlySet<string>, Path2D>();
  /** Milliseconds the last frame's drawing took (for the frame-time figure). */
  lastFrameMs = 0;
  frames = 0;

  constructor(private readonly canvas: HTMLCanvasElement) {}

  setMap(doc: MapDoc, board: Board, layout: Layout): void {
    this.map = { doc, board, layout, corners: hexCorners(layout.size) };
    this.tiles = makeTiles(layout, doc.grid);
    this.cache.clear();
    this.statics = undefined;
  }

  /** The map set by setMap, which the drawing of blocks and features needs. */
  private loaded(): LoadedMap {
    return required(this.map, 'the map to draw (setMap)');
  }

  /** Forgets the cached paths of the blocks holding these hexes or touching them (after an edit), or of all blocks. */
  invalidate(hexes?: readonly Axial[]): void {
    this.statics = undefined;
    const g = this.map?.doc.grid;
    if (!hexes || !g) {
      this.cache.clear();
      return;
    }
    for (const h of hexes) {
      const o = axialToOffset(h, g.parity);
      for (const t of this.tiles) {
        if (o.col >= t.colMin - 1 && o.col <= t.colMax + 1 && o.row >= t.rowMin - 1 && o.row <= t.rowMax + 1)
          this.cache.delete(t.id);
      }
    }
  }

  setTheme(theme: ThemeColours): void {
    this.theme = theme;
    this.fills = { ...terrainPalette(theme) };
    this.ink = mapInk(theme);
    this.textures = {};
    this.hatchUs = undefined;
    this.hatchDe = undefined;
  }

  private fillFor(key: string): string {
    const t = this.theme;
    if (!t) return '#ccc';
    return (this.fills[key] ??= fallbackTerrain(t, key));
  }

  /** A block's cached paths, its terrain built on first sight of the block (grid and contours when first drawn). */
  private tileEntry(t: Tile): TileCache {
    const hit = this.cache.get(t.id);
    if (hit) return hit;
    const { doc, layout: l, corners } = this.loaded();
    const g = doc.grid;
    const terrain = new Map<string, Path2D>();
    const keyAt = (col: number, row: number): string => {
      const code = doc.terrain[row - g.rowMin]?.charAt(col - g.colMin) ?? '';
      return doc.legend[code] ?? code;
    };
    // Each column's runs of one terrain are traced as one outline: fewer path points than hex by hex, and no
    // anti-aliased seam between two hexes of the same colour.
    for (let col = t.colMin; col <= t.colMax; col++) {
      for (let first = t.rowMin; first <= t.rowMax;) {
        const key = keyAt(col, first);
        let last = first;
        while (last < t.rowMax && keyAt(col, last + 1) === key) last++;
        let p = terrain.get(key);
        if (!p) terrain.set(key, (p = new Path2D()));
        traceColumnRun(p, offsetToPixel(l, { col, row: first }, g.parity), last - first + 1, rowHeight(l), corners);
        first = last + 1;
      }
    }
    const entry: TileCache = { terrain };
    this.cache.set(t.id, entry);
    return entry;
  }

  /** Terrain paths of a block, one per terrain. */
  private tileTerrain(t: Tile): Map<string, Path2D> {
    return this.tileEntry(t).terrain;
  }

  /**
   * Grid lines of a block: the upper three sides of every hex (the lower ones are the upper sides of the hexes
   * below), and the lower sides along the map's edge. Built only once the grid is drawn (zoomed in enough).
   */
  private tileGrid(t: Tile): Path2D {
    const entry = this.tileEntry(t);
    if (entry.grid) return entry.grid;
    const { doc, board, layout: l, corners: k } = this.loaded();
    const g = doc.grid;
    const grid = new Path2D();
    eachHexOf(t, (col, row) => {
      const c = offsetToPixel(l, { col, row }, g.parity);
      grid.moveTo(c.x + k[3].x, c.y + k[3].y);
      grid.lineTo(c.x + k[4].x, c.y + k[4].y);
      grid.lineTo(c.x + k[5].x, c.y + k[5].y);
      grid.lineTo(c.x + k[0].x, c.y + k[0].y);
      if (row !== g.rowMax && col !== g.colMin && col !== g.colMax) return;
      const h = offsetToAxial({ col, row }, g.parity);
      for (const side of LOWER_SIDES) if (!board.inMap(neighbor(h, side))) traceSide(grid, l, h, side);
    });
    entry.grid = grid;
    return grid;
  }

  /** Contour lines of a block: a line wherever the neighbour above stands at another level (no cliff drawn there). */
  private tileContours(t: Tile): Path2D {
    const entry = this.tileEntry(t);
    if (entry.contours) return entry.contours;
    const { doc, board, layout: l } = this.loaded();
    const g = doc.grid;
    const contours = new Path2D();
    const level = (col: number, row: number): string | undefined =>
      col < g.colMin || col > g.colMax || row < g.rowMin || row > g.rowMax
        ? undefined
        : doc.elevation[row - g.rowMin]?.[col - g.colMin];
    eachHexOf(t, (col, row) => {
      const here = level(col, row);
      const h = offsetToAxial({ col, row }, g.parity);
      for (const side of UPPER_SIDES) {
        const n = neighbor(h, side);
        const o = axialToOffset(n, g.parity);
        const there = level(o.col, o.row);
        if (there !== undefined && there !== here && !board.hexside(h, n)) traceSide(contours, l, h, side);
      }
    });
    entry.contours = contours;
    return contours;
  }

  private staticPaths(): MapFeatures {
    const { doc, board, layout } = this.loaded();
    this.statics ??= mapFeatures(doc, board, layout);
    return this.statics;
  }

  /** A terrain's texture for the theme, made once per theme and map (see canvas-patterns.ts). */
  private texture(key: string): CanvasPattern | undefined {
    const layout = this.map?.layout;
    if (!TEXTURED.includes(key) || !this.theme || !layout) return undefined;
    const hit = this.textures[key];
    if (hit) return hit;
    const pattern = terrainTexture(key, this.fillFor(key), this.theme, layout.size.x);
    if (pattern) this.textures[key] = pattern;
    return pattern;
  }

  private zonePath(keys: ReadonlySet<string>): Path2D {
    const hit = this.zoneCache.get(keys);
    if (hit) return hit;
    const { layout: l, corners: k } = this.loaded();
    const p = new Path2D();
    for (const key of keys) traceHex(p, hexToPixel(l, hexFromKey(key)), k);
    this.zoneCache.set(keys, p);
    return p;
  }

  /** Resizes the backing store for the element's CSS size and the device's pixel ratio. */
  resize(width: number, height: number, dpr: number): void {
    const w = Math.max(1, Math.round(width * dpr));
    const h = Math.max(1, Math.round(height * dpr));
    if (this.canvas.width !== w) this.canvas.width = w;
    if (this.canvas.height !== h) this.canvas.height = h;
  }

  /** Draws one frame. Returns the layers drawn (for tests and the frame figure). */
  draw(view: View, width: number, height: number, dpr: number, overlays: FrameOverlays, moving = false): Layer[] {
    const t0 = performance.now();
    const ctx = this.canvas.getContext('2d');
    const l = this.map?.layout;
    const theme = this.theme;
    const ink = this.ink;
    if (!ctx || !l || !theme || !ink) return [];
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.fillStyle = mix(theme.paper, theme.ink, isDark(theme) ? 0.12 : 0.08);
    ctx.fillRect(0, 0, this.canvas.width, this.canvas.height);
    const k = view.k;
    /** Draws in map units from here on (after screen-space text). */
    const onMap = (): void => ctx.setTransform(dpr * k, 0, 0, dpr * k, dpr * view.x, dpr * view.y);
    onMap();
    /** Writes names at a fixed screen size, then goes back to map units. */
    const names = (items: readonly MapName[]): void => {
      this.texts(ctx, view, dpr, items, ink, theme);
      onMap();
    };
    const rect = visibleMapRect(view, width, height);
    const tiles = visibleTiles(this.tiles, rect);
    const radius = hexRadiusOnScreen(l, view);
    const layers = layersFor(radius, overlays, moving);
    const px = (n: number) => n / k;
    ctx.lineJoin = 'round';
    ctx.lineCap = 'round';
    for (const layer of layers) {
      switch (layer) {
        case 'terrain':
          for (const t of tiles) {
            for (const [key, path] of this.tileTerrain(t)) {
              ctx.fillStyle = this.fillFor(key);
              ctx.fill(path);
            }
          }
          break;
        case 'texture':
          for (const t of tiles) {
            for (const [key, path] of this.tileTerrain(t)) {
              const p = this.texture(key);
              if (!p) continue;
              ctx.fillStyle = p;
              ctx.fill(path);
            }
          }
          break;
        case 'contours':
          ctx.strokeStyle = ink.contour;
          ctx.lineWidth = px(1.4);
          for (const t of tiles) ctx.stroke(this.tileContours(t));
          break;
        case 'grid':
          ctx.strokeStyle = ink.grid;
          ctx.lineWidth = px(radius > 14 ? 1 : 0.7);
          for (const t of tiles) ctx.stroke(this.tileGrid(t));
          break;
        case 'fire-zones':
          if (overlays.zonesUs?.size) {
            this.hatchUs ??= zoneHatch(ctx, ink.fireUs, true, l.size.x);
            ctx.fillStyle = this.hatchUs ?? withAlpha(ink.fireUs, 0.2);
            ctx.fill(this.zonePath(overlays.zonesUs));
          }
          if (overlays.zonesDe?.size) {
            this.hatchDe ??= zoneHatch(ctx, ink.fireDe, false, l.size.x);
            ctx.fillStyle = this.hatchDe ?? withAlpha(ink.fireDe, 0.2);
            ctx.fill(this.zonePath(overlays.zonesDe));
          }
          break;
        case 'loc': {
          if (overlays.locBlocked?.size) {
            ctx.fillStyle = withAlpha(ink.locBlocked, 0.16);
            ctx.fill(this.zonePath(overlays.locBlocked));
          }
          ctx.strokeStyle = ink.locPath;
          ctx.lineWidth = px(3);
          ctx.setLineDash([px(6), px(4)]);
          for (const path of overlays.locPaths ?? []) {
            ctx.beginPath();
            path.forEach((h, i) => {
              const c = hexToPixel(l, h);
              if (i === 0) ctx.moveTo(c.x, c.y);
              else ctx.lineTo(c.x, c.y);
            });
            ctx.stroke();
          }
          ctx.setLineDash([]);
          ctx.strokeStyle = ink.locBlocked;
          ctx.lineWidth = px(2.5);
          for (const h of overlays.cutOff ?? []) {
            const c = hexToPixel(l, h);
            ctx.beginPath();
            ctx.arc(c.x, c.y, l.size.x * 0.8, 0, Math.PI * 2);
            ctx.stroke();
          }
          break;
        }
        case 'hexsides': {
          const s = this.staticPaths();
          ctx.strokeStyle = ink.cliff;
          ctx.lineWidth = Math.max(px(2.5), l.size.x * 0.12);
          ctx.stroke(s.cliffs);
          ctx.lineWidth = Math.max(px(1.3), l.size.x * 0.06);
          ctx.stroke(s.cliffTicks);
          ctx.strokeStyle = ink.slope;
          ctx.lineWidth = Math.max(px(2), l.size.x * 0.08);
          ctx.stroke(s.slopes);
          ctx.lineWidth = Math.max(px(1), l.size.x * 0.05);
          ctx.stroke(s.slopeTicks);
          break;
        }
        case 'roads': {
          const s = this.staticPaths();
          ctx.strokeStyle = ink.roadCasing;
          ctx.lineWidth = Math.max(px(4), l.size.x * 0.26);
          ctx.stroke(s.roads);
          ctx.strokeStyle = ink.road;
          ctx.lineWidth = Math.max(px(2), l.size.x * 0.14);
          ctx.stroke(s.roads);
          ctx.strokeStyle = ink.secondary;
          ctx.lineWidth = Math.max(px(1.2), l.size.x * 0.08);
          ctx.setLineDash([l.size.x * 0.35, l.size.x * 0.18]);
          ctx.stroke(s.secondary);
          ctx.setLineDash([]);
          break;
        }
        case 'landing-boxes': {
          const s = this.staticPaths();
          ctx.strokeStyle = ink.landing;
          ctx.lineWidth = px(2.5);
          ctx.setLineDash([px(7), px(4)]);
          ctx.stroke(s.boxes);
          ctx.setLineDash([]);
          if (radius >= 6) names(s.boxLabels.map((b) => ({ ...b, rank: 'box' as const })));
          break;
        }
        case 'roadblocks':
          ctx.strokeStyle = ink.fireDe;
          ctx.lineWidth = Math.max(px(2), l.size.x * 0.1);
          ctx.stroke(this.staticPaths().roadblocks);
          break;
        case 'hex-numbers':
          this.hexNumbers(ctx, view, width, height, dpr, ink);
          onMap();
          break;
        case 'sector-names':
          names(this.staticPaths().sectors.map((s) => ({ ...s, rank: 'sector' as const })));
          break;
        case 'place-names':
          names(this.staticPaths().labels.filter((x) => x.rank === 'village'));
          break;
        case 'labels':
          names(this.staticPaths().labels.filter((x) => x.rank !== 'village' && (x.rank === 'town' || radius >= 4)));
          break;
      }
    }
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    this.lastFrameMs = performance.now() - t0;
    this.frames++;
    return layers;
  }

  private texts(
    ctx: CanvasRenderingContext2D,
    view: View,
    dpr: number,
    items: readonly MapName[],
    ink: MapInk,
    theme: ThemeColours,
  ): void {
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.lineJoin = 'round';
    const w = this.canvas.width / dpr;
    const h = this.canvas.height / dpr;
    for (const it of items) {
      const p = mapToScreen(view, it.at);
      if (p.x < -200 || p.x > w + 200 || p.y < -40 || p.y > h + 40) continue;
      const font = FONTS[it.rank];
      ctx.font = font;
      ctx.lineWidth = 3.5;
      ctx.strokeStyle = ink.halo;
      ctx.strokeText(it.text, p.x, p.y);
      ctx.fillStyle =
        it.rank === 'box' || it.rank === 'sector'
          ? ink.landing
          : it.rank === 'feature'
            ? mix(theme.ink, theme.sea, 0.35)
            : ink.label;
      ctx.fillText(it.text, p.x, p.y);
    }
  }

  private hexNumbers(
    ctx: CanvasRenderingContext2D,
    view: View,
    width: number,
    height: number,
    dpr: number,
    ink: MapInk,
  ): void {
    const { doc, layout: l } = this.loaded();
    const g = doc.grid;
    const range = offsetRangeInRect(l, visibleMapRect(view, width, height), g);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.font = `${Math.min(12, Math.round(hexRadiusOnScreen(l, view) * 0.32))}px ${FONT}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'top';
    ctx.fillStyle = ink.number;
    const dy = l.size.y * 0.8;
    for (let col = range.colMin; col <= range.colMax; col++) {
      const cc = String(col).padStart(2, '0');
      for (let row = range.rowMin; row <= range.rowMax; row++) {
        const c = offsetToPixel(l, { col, row }, g.parity);
        const p = mapToScreen(view, { x: c.x, y: c.y - dy });
        ctx.fillText(`${cc}${String(row).padStart(2, '0')}`, p.x, p.y);
      }
    }
  }
}

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const FONTS: Record<'town' | 'village' | 'feature' | 'box' | 'sector', string> = {
  town: `700 15px ${FONT}`,
  village: `500 12px ${FONT}`,
  feature: `italic 600 13px ${FONT}`,
  box: `700 12px ${FONT}`,
  sector: `italic 600 12px ${FONT}`,
};

/**
 * Draws a word in each of the map's fonts on a scrap canvas, once, when the main thread is idle after this module
 * loads (while the session is still being read): the browser's first text in a font resolves the font family
 * list, which cost about two thirds of a cold first paint of the map.
 */
function warmFonts(): void {
  const ctx = document.createElement('canvas').getContext('2d');
  if (!ctx) return;
  for (const font of [...Object.values(FONTS), `12px ${FONT}`]) {
    ctx.font = font;
    ctx.strokeText('Omaha 0123', 0, 0);
    ctx.fillText('Omaha 0123', 0, 0);
  }
}

if (typeof document !== 'undefined') {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(warmFonts, { timeout: 500 });
  else setTimeout(warmFonts, 0);
}

/** Calls f with the column and row of every hex in a block. */
function eachHexOf(t: Tile, f: (col: number, row: number) => void): void {
  for (let col = t.colMin; col <= t.colMax; col++) for (let row = t.rowMin; row <= t.rowMax; row++) f(col, row);
}

/** Adds one side of a hex to a path as a segment of its own. */
function traceSide(p: Path2D, l: Layout, h: Axial, side: Side): void {
  const [a, b] = sideSegment(l, h, side);
  p.moveTo(a.x, a.y);
  p.lineTo(b.x, b.y);
}

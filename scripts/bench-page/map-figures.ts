// The map figures of DESIGN.md: first paint and frame times of the Bloody Beach board on the 5,000-hex
// synthetic map, measured in headless Chromium by the bench page (scripts/bench.js prints them).
import { makeContext, Rng } from '../../src/engine/index.ts';
import { generateTestMap } from '../../test/fixtures/bloody-beach/test-map.ts';
import { system } from '../../src/systems/bloody-beach/index.ts';
import { BloodyBeachBoard, HEX_RADIUS } from '../../src/ui/boards/bloody-beach/index.ts';
import { layout, mapPixelBounds } from '../../src/boards/hex/index.ts';
import type { View } from '../../src/ui/boards/bloody-beach/viewport.ts';

interface Figure {
  name: string;
  value: number;
  unit: string;
  budget: string | null;
}

const TYPES = [
  'us-rifle',
  'us-weapons',
  'us-engineer',
  'us-ranger',
  'us-tank',
  'us-dd-tank',
  'us-regiment-hq',
  'de-grenadier',
  'de-static',
  'de-pillbox-75',
  'de-nest',
  'de-assault-gun',
];

/** About 150 counters spread over the map (some stacked, hit, pinned or face down), so the SVG layer is loaded as in play. */
function syntheticUnits(cols: number, rows: number): Record<string, unknown>[] {
  const rng = Rng.fromSeed('bench-counters');
  const out: Record<string, unknown>[] = [];
  for (let i = 0; i < 150; i++) {
    const type = TYPES[rng.int(TYPES.length)] as string;
    const col = 1 + rng.int(cols);
    const row = 4 + rng.int(rows - 4);
    out.push({
      id: `u${i}`,
      name: `${String.fromCharCode(65 + (i % 12))}/${100 + (i % 30)}`,
      type,
      side: type.startsWith('us') ? 'us' : 'german',
      hex: `${String(col).padStart(2, '0')}${String(row).padStart(2, '0')}`,
      hits: i % 7 === 0 ? 1 : 0,
      pinned: i % 5 === 0,
      revealed: i % 3 !== 0,
      facing: i % 6,
    });
  }
  return out;
}

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))] as number;
}

function median(xs: number[]): number {
  return percentile(xs, 0.5);
}

const nextFrame = () => new Promise<number>((r) => requestAnimationFrame(r));

/** The synthetic map, made once: generating it is the benchmark's own work, not the board's first paint. */
const TEST_MAP = generateTestMap(90, 56, 1);

function makeBoard(host: HTMLElement): BloodyBeachBoard {
  const doc = TEST_MAP;
  const el = document.createElement('umpire-board-bloody-beach');
  el.system = system;
  el.ctx = makeContext(system.tables, system.settings);
  el.map = doc;
  el.state = { units: syntheticUnits(doc.grid.colMax, doc.grid.rowMax) };
  el.initialView = 'whole';
  host.append(el);
  return el;
}

/** The session's board area at 1024x768 (the viewport less the top bar), a size container as in the app. */
function boardArea(): HTMLElement {
  document.body.style.margin = '0';
  const host = document.createElement('div');
  host.style.cssText = 'width: 1024px; height: 712px; container-type: size;';
  document.body.append(host);
  return host;
}

/** First paint: from creating the element to the whole map drawn on its canvas (zoomed out, all 5,040 hexes). */
async function firstPaint(host: HTMLElement): Promise<number> {
  host.replaceChildren();
  await nextFrame();
  const t0 = performance.now();
  const el = makeBoard(host);
  await el.painted;
  return performance.now() - t0;
}

/** The first paint of a page that has drawn no board yet (scripts/bench.js opens a fresh page for each). */
export async function coldFirstPaint(): Promise<Figure[]> {
  const ms = await firstPaint(boardArea());
  return [{ name: 'map.5000hex.firstpaint.cold.ms', value: ms, unit: 'ms', budget: '< 100' }];
}

export async function mapFigures(): Promise<Figure[]> {
  const host = boardArea();
  // The first of these is cold (the cold figure is measured on pages of its own); the others are warm.
  const firsts: number[] = [];
  for (let i = 0; i < 7; i++) firsts.push(await firstPaint(host));

  // Frames: a scripted pan and zoom of 360 frames, from the whole map in to hexes ~60 px across and back,
  // panning as it goes. Each frame's time is the main-thread work of one zoom step: d3-zoom's event, the
  // canvas redraw of the visible blocks and Lit's update of the counters' SVG, with style and layout flushed.
  // (The rAF interval is reported too; in headless Chromium with software raster on a busy machine it mostly
  // measures the machine.)
  const el = host.querySelector('umpire-board-bloody-beach') as BloodyBeachBoard;
  const start: View = el.currentView;
  const map = mapPixelBounds(layout(HEX_RADIUS), TEST_MAP.grid);
  const frames = 360;
  const work: number[] = [];
  const intervals: number[] = [];
  const canvas: number[] = [];
  let last = await nextFrame();
  for (let i = 0; i < frames; i++) {
    const t = i / frames;
    const k = start.k * (1 + (0.5 - 0.5 * Math.cos(t * Math.PI * 2)) * 6);
    const cx = map.x + map.width * (0.5 + 0.4 * Math.sin(t * Math.PI * 4));
    const cy = map.y + map.height * (0.5 + 0.4 * Math.sin(t * Math.PI * 6));
    const v: View = { k, x: 512 - cx * k, y: 360 - cy * k };
    const now = await nextFrame();
    intervals.push(now - last);
    last = now;
    const t0 = performance.now();
    el.setView(v);
    await el.updateComplete;
    el.getBoundingClientRect();
    work.push(performance.now() - t0);
    canvas.push(el.lastFrameMs);
  }
  host.replaceChildren();
  return [
    { name: 'map.5000hex.firstpaint.ms', value: median(firsts.slice(1)), unit: 'ms', budget: '< 100' },
    { name: 'map.5000hex.frame.p95.ms', value: percentile(work, 0.95), unit: 'ms', budget: '< 18.2' },
    { name: 'map.5000hex.frame.canvas.p95.ms', value: percentile(canvas, 0.95), unit: 'ms', budget: null },
    { name: 'map.5000hex.frame.interval.p95.ms', value: percentile(intervals, 0.95), unit: 'ms', budget: null },
  ];
}

import {
  type Axial,
  hexKey,
  hexToPixel,
  type Layout,
  neighbor,
  type Point,
  sideBetween,
  SIDES,
} from '../../../boards/hex/index.ts';
import type { Board } from '../../../systems/bloody-beach/map/board.ts';
import type { MapDoc } from '../../../systems/bloody-beach/map/types.ts';
import { sideSegment } from './viewport.ts';

/** What the map prints over its terrain, built once per map in map units: hexsides, roads, landing boxes, roadblocks and names. */
export interface MapFeatures {
  readonly cliffs: Path2D;
  readonly cliffTicks: Path2D;
  readonly slopes: Path2D;
  readonly slopeTicks: Path2D;
  readonly roads: Path2D;
  readonly secondary: Path2D;
  readonly boxes: Path2D;
  readonly roadblocks: Path2D;
  readonly boxLabels: { text: string; at: Point }[];
  readonly labels: { text: string; at: Point; rank: 'town' | 'village' | 'feature' }[];
  readonly sectors: { text: string; at: Point }[];
}

/**
 * The map's printed features as paths: cliffs and steep slopes with hachures pointing down the slope, roads and
 * secondary roads, the outline of each landing box with its name, roadblocks as crosses, and the names of places,
 * features and beach sectors at their hexes' middle.
 */
export function mapFeatures(doc: MapDoc, board: Board, l: Layout): MapFeatures {
  const r = l.size.x;
  const cliffs = new Path2D();
  const cliffTicks = new Path2D();
  const slopes = new Path2D();
  const slopeTicks = new Path2D();
  for (const s of doc.hexsides) {
    const a = board.hex(s.a);
    const b = board.hex(s.b);
    const side = sideBetween(a, b);
    if (side === undefined) continue;
    const [p, q] = sideSegment(l, a, side);
    const path = s.kind === 'cliff' ? cliffs : slopes;
    path.moveTo(p.x, p.y);
    path.lineTo(q.x, q.y);
    // Hachures point down the slope, away from the high hex.
    const top = board.hex(s.top);
    const low = hexKey(top) === hexKey(a) ? b : a;
    const lc = hexToPixel(l, low);
    const ticks = s.kind === 'cliff' ? cliffTicks : slopeTicks;
    const n = s.kind === 'cliff' ? 4 : 3;
    for (let i = 1; i <= n; i++) {
      const t = i / (n + 1);
      const x = p.x + (q.x - p.x) * t;
      const y = p.y + (q.y - p.y) * t;
      const dx = lc.x - x;
      const dy = lc.y - y;
      const len = Math.hypot(dx, dy) || 1;
      const tick = r * (s.kind === 'cliff' ? 0.22 : 0.16);
      ticks.moveTo(x, y);
      ticks.lineTo(x + (dx / len) * tick, y + (dy / len) * tick);
    }
  }
  const roads = new Path2D();
  const secondary = new Path2D();
  for (const road of doc.roads) {
    const path = road.kind === 'road' ? roads : secondary;
    road.hexes.forEach((id, i) => {
      const c = hexToPixel(l, board.hex(id));
      if (i === 0) path.moveTo(c.x, c.y);
      else path.lineTo(c.x, c.y);
    });
    const [only] = road.hexes;
    if (only !== undefined && road.hexes.length === 1) {
      const c = hexToPixel(l, board.hex(only));
      path.moveTo(c.x - r * 0.3, c.y);
      path.lineTo(c.x + r * 0.3, c.y);
    }
  }
  const boxes = new Path2D();
  const boxLabels: MapFeatures['boxLabels'] = [];
  for (const box of doc.landingBoxes) {
    const keys = new Set(box.hexes.map((id) => hexKey(board.hex(id))));
    let sx = 0;
    let sy = 0;
    for (const id of box.hexes) {
      const h = board.hex(id);
      const c = hexToPixel(l, h);
      sx += c.x;
      sy += c.y;
      for (const side of SIDES) {
        if (keys.has(hexKey(neighbor(h, side)))) continue;
        const [p, q] = sideSegment(l, h, side);
        boxes.moveTo(p.x, p.y);
        boxes.lineTo(q.x, q.y);
      }
    }
    if (box.hexes.length && !doc.sectors.some((x) => x.name === box.name))
      boxLabels.push({ text: box.name, at: { x: sx / box.hexes.length, y: sy / box.hexes.length - r * 1.15 } });
  }
  const roadblocks = new Path2D();
  for (const id of doc.roadblocks) {
    const c = hexToPixel(l, board.hex(id));
    const w = r * 0.42;
    roadblocks.moveTo(c.x - w, c.y - w * 0.55);
    roadblocks.lineTo(c.x + w, c.y + w * 0.55);
    roadblocks.moveTo(c.x - w, c.y + w * 0.55);
    roadblocks.lineTo(c.x + w, c.y - w * 0.55);
  }
  const placeRank = new Map<string, 'town' | 'village'>();
  for (const p of doc.places) placeRank.set(p.name, p.kind);
  const labelled = new Set(doc.labels.map((x) => x.text));
  const labels: MapFeatures['labels'] = doc.labels.map((x) => ({
    text: x.text,
    at: hexToPixel(l, board.hex(x.hex)),
    rank: placeRank.get(x.text) ?? 'feature',
  }));
  for (const p of doc.places) {
    if (labelled.has(p.name) || !p.hexes.length) continue;
    labels.push({
      text: p.name,
      at: centroid(
        l,
        p.hexes.map((id) => board.hex(id)),
      ),
      rank: p.kind,
    });
  }
  const sectors = doc.sectors
    .filter((s) => s.hexes.length)
    .map((s) => ({
      text: s.name,
      at: centroid(
        l,
        s.hexes.map((id) => board.hex(id)),
      ),
    }));
  return { cliffs, cliffTicks, slopes, slopeTicks, roads, secondary, boxes, roadblocks, boxLabels, labels, sectors };
}

function centroid(l: Layout, hexes: readonly Axial[]): Point {
  let x = 0;
  let y = 0;
  for (const h of hexes) {
    const c = hexToPixel(l, h);
    x += c.x;
    y += c.y;
  }
  return { x: x / Math.max(1, hexes.length), y: y / Math.max(1, hexes.length) };
}

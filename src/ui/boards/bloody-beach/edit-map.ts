import {
  axialToOffset,
  distance,
  formatHexNumber,
  offsetToAxial,
  parseHexNumber,
  type Axial,
} from '../../../boards/hex/index.ts';
import type { HexsideKind, MapDoc, PlaceKind, RoadKind } from '../../../systems/bloody-beach/map/types.ts';

/**
 * Edits of a map document, each a pure function returning a new document (the old one is left as it was, so
 * the editor's undo is a stack of documents). Hexes are printed numbers, as in the file.
 */

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

function offsetOf(doc: MapDoc, id: string) {
  return parseHexNumber(id, doc.grid.digits);
}

export function onMap(doc: MapDoc, id: string): boolean {
  try {
    const o = offsetOf(doc, id);
    const g = doc.grid;
    return o.col >= g.colMin && o.col <= g.colMax && o.row >= g.rowMin && o.row <= g.rowMax;
  } catch {
    return false;
  }
}

export function hexIdOf(doc: MapDoc, h: Axial): string {
  return formatHexNumber(axialToOffset(h, doc.grid.parity), doc.grid.digits);
}

export function axialOf(doc: MapDoc, id: string): Axial {
  return offsetToAxial(offsetOf(doc, id), doc.grid.parity);
}

function adjacent(doc: MapDoc, a: string, b: string): boolean {
  return distance(axialOf(doc, a), axialOf(doc, b)) === 1;
}

function setChar(line: string, i: number, ch: string): string {
  return line.slice(0, i) + ch + line.slice(i + 1);
}

/** The map code for a terrain key: the legend's, else the Terrain Effects Chart's `code`, else a free character. */
export function codeFor(
  doc: MapDoc,
  terrainKey: string,
  chartCode?: string,
): { code: string; legend: Readonly<Record<string, string>> } {
  for (const [code, key] of Object.entries(doc.legend)) if (key === terrainKey) return { code, legend: doc.legend };
  let code = chartCode && chartCode.length === 1 && !(chartCode in doc.legend) ? chartCode : undefined;
  if (!code) {
    const free = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
      .split('')
      .find((c) => !(c in doc.legend));
    if (!free) throw new RangeError('no free map code left in the legend');
    code = free;
  }
  return { code, legend: { ...doc.legend, [code]: terrainKey } };
}

/** Writes `ch` at the hexes' places in a row-per-line grid (terrain or elevation); undefined when nothing changed. */
function paintChars(doc: MapDoc, grid: readonly string[], ids: readonly string[], ch: string): string[] | undefined {
  const out = [...grid];
  let changed = false;
  for (const id of ids) {
    if (!onMap(doc, id)) continue;
    const o = offsetOf(doc, id);
    const r = o.row - doc.grid.rowMin;
    const c = o.col - doc.grid.colMin;
    const line = out[r];
    if (line === undefined || line[c] === ch) continue;
    out[r] = setChar(line, c, ch);
    changed = true;
  }
  return changed ? out : undefined;
}

/** Paints terrain on hexes. */
export function paintTerrain(doc: MapDoc, ids: readonly string[], terrainKey: string, chartCode?: string): MapDoc {
  const { code, legend } = codeFor(doc, terrainKey, chartCode);
  const terrain = paintChars(doc, doc.terrain, ids, code);
  return terrain || legend !== doc.legend ? { ...doc, legend, terrain: terrain ?? doc.terrain } : doc;
}

/** Sets the elevation level (0-9) of hexes. */
export function paintElevation(doc: MapDoc, ids: readonly string[], level: number): MapDoc {
  if (!Number.isInteger(level) || level < 0 || level > 9) throw new RangeError('an elevation level is a digit 0-9');
  const elevation = paintChars(doc, doc.elevation, ids, String(level));
  return elevation ? { ...doc, elevation } : doc;
}

/**
 * Sets, replaces or (when the same kind is already there, or kind is undefined) removes the hexside between two
 * adjacent hexes; `top` is the high hex.
 */
export function toggleHexside(doc: MapDoc, top: string, other: string, kind: HexsideKind | undefined): MapDoc {
  if (!onMap(doc, top) || !onMap(doc, other) || !adjacent(doc, top, other)) return doc;
  const same = (s: MapDoc['hexsides'][number]) => (s.a === top && s.b === other) || (s.a === other && s.b === top);
  const existing = doc.hexsides.find(same);
  const rest = doc.hexsides.filter((s) => !same(s));
  if (!kind || (existing && existing.kind === kind && existing.top === top))
    return existing ? { ...doc, hexsides: rest } : doc;
  return { ...doc, hexsides: [...rest, { a: top, b: other, kind, top }] };
}

/** Starts a road at a hex. Returns the document and the new road's index. */
export function startRoad(doc: MapDoc, kind: RoadKind, name: string, first: string): { doc: MapDoc; index: number } {
  if (!onMap(doc, first)) return { doc, index: -1 };
  const roads = [...doc.roads, { kind, name, hexes: [first] }];
  return { doc: { ...doc, roads }, index: roads.length - 1 };
}

/**
 * Extends road `index` to a hex next to its last hex. A hex not next to it starts a new road of the same kind and
 * name (returned index changes); the road's last hex again undoes the last step.
 */
export function extendRoad(doc: MapDoc, index: number, id: string): { doc: MapDoc; index: number } {
  const road = doc.roads[index];
  if (!road || !onMap(doc, id)) return { doc, index };
  const last = road.hexes[road.hexes.length - 1];
  if (last === id) {
    if (road.hexes.length <= 1) return { doc: { ...doc, roads: doc.roads.filter((_, i) => i !== index) }, index: -1 };
    const roads = doc.roads.map((r, i) => (i === index ? { ...r, hexes: r.hexes.slice(0, -1) } : r));
    return { doc: { ...doc, roads }, index };
  }
  if (last !== undefined && !adjacent(doc, last, id)) return startRoad(doc, road.kind, road.name, id);
  const roads = doc.roads.map((r, i) => (i === index ? { ...r, hexes: [...r.hexes, id] } : r));
  return { doc: { ...doc, roads }, index };
}

/** Removes every road through a hex there, splitting a road that runs on through it. */
export function eraseRoads(doc: MapDoc, id: string): MapDoc {
  if (!doc.roads.some((r) => r.hexes.includes(id))) return doc;
  const roads: Mutable<MapDoc>['roads'][number][] = [];
  for (const r of doc.roads) {
    let run: string[] = [];
    for (const h of r.hexes) {
      if (h === id) {
        if (run.length > 1) roads.push({ ...r, hexes: run });
        run = [];
      } else run.push(h);
    }
    if (run.length > 1) roads.push({ ...r, hexes: run });
  }
  return { ...doc, roads };
}

/** Adds a hex to the named village or town (creating it), or takes it out when it is already there. */
export function togglePlace(doc: MapDoc, id: string, name: string, kind: PlaceKind): MapDoc {
  const n = name.trim();
  if (!n || !onMap(doc, id)) return doc;
  const place = doc.places.find((p) => p.name === n);
  if (!place) {
    // A hex belongs to one place only.
    const places = doc.places
      .map((p) => ({ ...p, hexes: p.hexes.filter((h) => h !== id) }))
      .filter((p) => p.hexes.length > 0);
    return { ...doc, places: [...places, { name: n, kind, hexes: [id] }] };
  }
  if (place.hexes.includes(id)) {
    const hexes = place.hexes.filter((h) => h !== id);
    return {
      ...doc,
      places: hexes.length
        ? doc.places.map((p) => (p === place ? { ...p, hexes } : p))
        : doc.places.filter((p) => p !== place),
    };
  }
  const places = doc.places
    .map((p) =>
      p === place ? { ...p, kind, hexes: [...p.hexes, id] } : { ...p, hexes: p.hexes.filter((h) => h !== id) },
    )
    .filter((p) => p.hexes.length > 0);
  return { ...doc, places };
}

/** Puts a label on a hex (replacing its label), or removes the label when the text is empty. */
export function setLabel(doc: MapDoc, id: string, text: string): MapDoc {
  if (!onMap(doc, id)) return doc;
  const t = text.trim();
  const rest = doc.labels.filter((l) => l.hex !== id);
  return { ...doc, labels: t ? [...rest, { hex: id, text: t }] : rest };
}

/** Adds or removes a hex of a landing box (creating the box when its id is new). */
export function toggleBoxHex(doc: MapDoc, box: { id: string; name: string; sector: string }, id: string): MapDoc {
  if (!onMap(doc, id) || !box.id.trim()) return doc;
  const b = doc.landingBoxes.find((x) => x.id === box.id);
  if (!b)
    return {
      ...doc,
      landingBoxes: [
        ...doc.landingBoxes,
        { id: box.id.trim(), name: box.name.trim() || box.id.trim(), sector: box.sector, hexes: [id] },
      ],
    };
  const hexes = b.hexes.includes(id) ? b.hexes.filter((h) => h !== id) : [...b.hexes, id];
  return { ...doc, landingBoxes: doc.landingBoxes.map((x) => (x === b ? { ...x, hexes } : x)) };
}

export function toggleRoadblock(doc: MapDoc, id: string): MapDoc {
  if (!onMap(doc, id)) return doc;
  return {
    ...doc,
    roadblocks: doc.roadblocks.includes(id) ? doc.roadblocks.filter((h) => h !== id) : [...doc.roadblocks, id],
  };
}

/**
 * Changes the printed columns and rows the map covers (to match a printed map); new hexes get `fill` terrain
 * at level 0, and features off the new grid are dropped.
 */
export function resizeGrid(
  doc: MapDoc,
  bounds: { colMin: number; colMax: number; rowMin: number; rowMax: number },
  fillKey = 'clear',
): MapDoc {
  const { colMin, colMax, rowMin, rowMax } = bounds;
  if (
    ![colMin, colMax, rowMin, rowMax].every((n) => Number.isInteger(n) && n >= 0) ||
    colMax < colMin ||
    rowMax < rowMin ||
    rowMax > 99 ||
    colMax > 999
  ) {
    throw new RangeError('columns and rows must be whole numbers with max ≥ min (rows up to 99)');
  }
  const { code, legend } = codeFor(doc, fillKey);
  const g = doc.grid;
  const terrain: string[] = [];
  const elevation: string[] = [];
  for (let row = rowMin; row <= rowMax; row++) {
    let t = '';
    let e = '';
    for (let col = colMin; col <= colMax; col++) {
      const inside = col >= g.colMin && col <= g.colMax && row >= g.rowMin && row <= g.rowMax;
      t += inside ? (doc.terrain[row - g.rowMin]?.charAt(col - g.colMin) ?? code) : code;
      e += inside ? (doc.elevation[row - g.rowMin]?.charAt(col - g.colMin) ?? '0') : '0';
    }
    terrain.push(t);
    elevation.push(e);
  }
  const next: MapDoc = { ...doc, grid: { ...g, colMin, colMax, rowMin, rowMax }, legend, terrain, elevation };
  const keep = (id: string) => onMap(next, id);
  return {
    ...next,
    hexsides: doc.hexsides.filter((s) => keep(s.a) && keep(s.b)),
    roads: doc.roads.map((r) => ({ ...r, hexes: r.hexes.filter(keep) })).filter((r) => r.hexes.length > 0),
    places: doc.places.map((p) => ({ ...p, hexes: p.hexes.filter(keep) })).filter((p) => p.hexes.length > 0),
    sectors: doc.sectors.map((s) => ({ ...s, hexes: s.hexes.filter(keep) })),
    draws: doc.draws.map((d) => ({ ...d, hexes: d.hexes.filter(keep) })),
    landingBoxes: doc.landingBoxes.map((b) => ({ ...b, hexes: b.hexes.filter(keep) })),
    roadblocks: doc.roadblocks.filter(keep),
    labels: doc.labels.filter((l) => keep(l.hex)),
  };
}

/** Drops legend codes no hex uses any more (keeps the file tidy on export). */
export function tidyLegend(doc: MapDoc): MapDoc {
  const used = new Set(doc.terrain.join(''));
  const legend = Object.fromEntries(Object.entries(doc.legend).filter(([code]) => used.has(code)));
  return Object.keys(legend).length === Object.keys(doc.legend).length ? doc : { ...doc, legend };
}

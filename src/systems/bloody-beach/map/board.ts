import { cellValue, required, type TableData } from '../../../engine/index.ts';
import {
  axialToOffset,
  climbs,
  formatHexNumber,
  hexsideKey,
  hexKey,
  offsetToAxial,
  parseHexNumber,
  type Axial,
  type HexsideFeature,
  type HexsideMap,
} from '../../../boards/hex/index.ts';
import type { HexsideKind, MapDoc, PlaceKind, RoadKind } from './types.ts';

export interface TerrainInfo {
  readonly key: string;
  readonly label: string;
  readonly infantry: number | null;
  readonly vehicle: number | null;
  readonly morale: number;
  readonly fire: number;
  readonly blocks: boolean;
  readonly beach: boolean;
}

/** The map made fast to query: dense arrays by hex, hexsides and road links by key. */
export interface Board {
  readonly doc: MapDoc;
  readonly size: number;
  inMap(h: Axial): boolean;
  /** 0..size-1 for a hex on the map, -1 off it. */
  index(h: Axial): number;
  /** The hex of a printed number ("2003"). */
  hex(id: string): Axial;
  /** The printed number of a hex. */
  id(h: Axial): string;
  terrain(h: Axial): TerrainInfo;
  elevation(h: Axial): number;
  readonly sides: HexsideMap<HexsideKind>;
  /** Whether moving from one hex into the next climbs a cliff or steep slope. */
  climbs(from: Axial, to: Axial): boolean;
  hexside(a: Axial, b: Axial): HexsideFeature<HexsideKind> | undefined;
  /** The kind of road joining two adjacent hexes, if a road runs from one to the other. */
  road(a: Axial, b: Axial): RoadKind | undefined;
  /** Whether a road of any kind runs through the hex. */
  hasRoad(h: Axial): boolean;
  place(h: Axial): { readonly name: string; readonly kind: PlaceKind } | undefined;
  /** Every hex of the map, in column then row order. */
  all(): Axial[];
}

export function terrainInfo(table: TableData, key: string): TerrainInfo {
  const row = table.rows.find((r) => r.key === key);
  if (!row) throw new RangeError(`terrain "${key}" is not on the Terrain Effects Chart`);
  const num = (c: string) => {
    const v = cellValue(table, key, c);
    return typeof v === 'number' ? v : null;
  };
  return {
    key,
    label: row.label ?? key,
    infantry: num('infantry'),
    vehicle: num('vehicle'),
    morale: num('morale') ?? 0,
    fire: num('fire') ?? 0,
    blocks: cellValue(table, key, 'blocks') === true,
    beach: cellValue(table, key, 'beach') === true,
  };
}

export function buildBoard(doc: MapDoc, terrainTable: TableData): Board {
  const g = doc.grid;
  const cols = g.colMax - g.colMin + 1;
  const rows = g.rowMax - g.rowMin + 1;
  const size = cols * rows;
  const infoByCode = new Map<string, TerrainInfo>();
  for (const [code, key] of Object.entries(doc.legend)) infoByCode.set(code, terrainInfo(terrainTable, key));
  const terrain: TerrainInfo[] = new Array<TerrainInfo>(size);
  const elevation = new Int8Array(size);
  for (let r = 0; r < rows; r++) {
    const t = required(doc.terrain[r], `terrain row ${r}`);
    const e = required(doc.elevation[r], `elevation row ${r}`);
    for (let c = 0; c < cols; c++) {
      terrain[c * rows + r] = required(infoByCode.get(t.charAt(c)), 'the terrain of a map code');
      elevation[c * rows + r] = Number(e[c]);
    }
  }
  const index = (h: Axial): number => {
    const o = axialToOffset(h, g.parity);
    if (o.col < g.colMin || o.col > g.colMax || o.row < g.rowMin || o.row > g.rowMax) return -1;
    return (o.col - g.colMin) * rows + (o.row - g.rowMin);
  };
  const parsed = new Map<string, Axial>();
  const hex = (id: string): Axial => {
    let h = parsed.get(id);
    if (!h) {
      h = offsetToAxial(parseHexNumber(id, g.digits), g.parity);
      if (parsed.size < 100_000) parsed.set(id, h);
    }
    return h;
  };
  const id = (h: Axial): string => formatHexNumber(axialToOffset(h, g.parity), g.digits);
  const sides = new Map<string, HexsideFeature<HexsideKind>>();
  for (const s of doc.hexsides) sides.set(hexsideKey(hex(s.a), hex(s.b)), { kind: s.kind, top: hexKey(hex(s.top)) });
  const roads = new Map<string, RoadKind>();
  const roadHexes = new Set<number>();
  for (const road of doc.roads) {
    let before: Axial | undefined;
    for (const h of road.hexes.map(hex)) {
      roadHexes.add(index(h));
      if (before) {
        const k = hexsideKey(before, h);
        if (roads.get(k) !== 'road') roads.set(k, road.kind);
      }
      before = h;
    }
  }
  const places = new Map<number, { name: string; kind: PlaceKind }>();
  for (const p of doc.places) for (const h of p.hexes) places.set(index(hex(h)), { name: p.name, kind: p.kind });
  const at = (h: Axial): number => {
    const i = index(h);
    if (i < 0) throw new RangeError(`hex ${id(h)} is off the map`);
    return i;
  };
  return {
    doc,
    size,
    inMap: (h) => index(h) >= 0,
    index,
    hex,
    id,
    terrain: (h) => required(terrain[at(h)], 'the terrain of a hex'),
    elevation: (h) => required(elevation[at(h)], 'the elevation of a hex'),
    sides,
    climbs: (from, to) => climbs(sides, from, to),
    hexside: (a, b) => sides.get(hexsideKey(a, b)),
    road: (a, b) => roads.get(hexsideKey(a, b)),
    hasRoad: (h) => roadHexes.has(index(h)),
    place: (h) => places.get(index(h)),
    all: () => {
      const out: Axial[] = [];
      for (let c = g.colMin; c <= g.colMax; c++)
        for (let r = g.rowMin; r <= g.rowMax; r++) out.push(offsetToAxial({ col: c, row: r }, g.parity));
      return out;
    },
  };
}

/**
 * Draws the provisional schematic map from geography anchors (scenarios/bloody-beach/geography.json): each hex
 * centre is placed in kilometres from Pointe du Hoc (hex 2003) and classified against the coastline, beach
 * sectors, draws, marsh and places. Run `npm run build:bloody-beach-map` (from the repository root) to
 * rewrite scenarios/bloody-beach/map.json.
 */
import {
  axialToOffset,
  formatHexNumber,
  hexKey,
  line,
  neighbor,
  offsetToAxial,
  type Axial,
  type Side,
} from '../src/boards/hex/index.ts';
import { formatMapJson } from '../src/systems/bloody-beach/map/format-map.ts';
import type { HexsideKind, MapDoc, MapGrid, PlaceKind, RoadKind } from '../src/systems/bloody-beach/map/types.ts';

export interface Geography {
  readonly reference: {
    readonly hex: string;
    readonly lat: number;
    readonly lon: number;
    readonly kmPerDegreeLat: number;
    readonly kmPerDegreeLon: number;
  };
  readonly grid: MapGrid;
  readonly coast: readonly {
    readonly lat: number;
    readonly lon: number;
    readonly shore: 'beach' | 'rocky' | 'omaha';
  }[];
  readonly sectors: readonly {
    readonly id: string;
    readonly name: string;
    readonly lonFrom: number;
    readonly lonTo: number;
  }[];
  readonly draws: readonly { readonly id: string; readonly name: string; readonly lon: number }[];
  readonly places: readonly {
    readonly name: string;
    readonly kind: PlaceKind;
    readonly lat: number;
    readonly lon: number;
    readonly hexes: number;
  }[];
  readonly roads: readonly {
    readonly kind: RoadKind;
    readonly name: string;
    readonly via: readonly (readonly number[])[];
  }[];
  readonly marsh: readonly (readonly number[])[];
  readonly woods: readonly { readonly lat: number; readonly lon: number; readonly radiusKm: number }[];
}

const HALF = 0.15; // half a hex, km
const COL_KM = 0.3 * (Math.sqrt(3) / 2);

export function buildSchematicMap(geo: Geography): MapDoc {
  const g = geo.grid;
  const ref = geo.reference;
  const refCol = Number(ref.hex.slice(0, 2));
  const refRow = Number(ref.hex.slice(2));
  const km = (lat: number, lon: number) => ({
    x: (lon - ref.lon) * ref.kmPerDegreeLon,
    y: (ref.lat - lat) * ref.kmPerDegreeLat,
  });
  const shift = (col: number) => ((col & 1) === 1 ? (g.parity === 'even-q' ? -0.5 : 0.5) : 0);
  const centre = (col: number, row: number) => ({
    x: (col - refCol) * COL_KM,
    y: 0.3 * (row - refRow + shift(col) - shift(refCol)),
  });
  const hexAtKm = (p: { x: number; y: number }) => {
    const col = Math.round(refCol + p.x / COL_KM);
    const row = Math.round(p.y / 0.3 + refRow - shift(col) + shift(refCol));
    return { col, row };
  };
  const inGrid = (o: { col: number; row: number }) =>
    o.col >= g.colMin && o.col <= g.colMax && o.row >= g.rowMin && o.row <= g.rowMax;
  const name = (o: { col: number; row: number }) => formatHexNumber(o, g.digits);
  const ax = (o: { col: number; row: number }) => offsetToAxial(o, g.parity);
  const off = (h: Axial) => axialToOffset(h, g.parity);

  const coast = geo.coast.map((c) => ({ ...km(c.lat, c.lon), shore: c.shore }));
  const coastAt = (x: number) => {
    for (let i = 0; i < coast.length - 1; i++) {
      const a = coast[i]!;
      const b = coast[i + 1]!;
      if (x >= a.x && x <= b.x) return { y: a.y + ((b.y - a.y) * (x - a.x)) / (b.x - a.x), shore: a.shore };
    }
    const end = x < coast[0]!.x ? coast[0]! : coast[coast.length - 1]!;
    return { y: end.y, shore: end.shore };
  };
  const draws = geo.draws.map((d) => ({ ...d, x: km(0 + ref.lat, d.lon).x }));
  const sectors = geo.sectors.map((s) => ({ ...s, x0: km(ref.lat, s.lonFrom).x, x1: km(ref.lat, s.lonTo).x }));
  const marsh = geo.marsh.map(([lat, lon]) => km(lat!, lon!));
  const distToPolyline = (p: { x: number; y: number }, pts: { x: number; y: number }[]) => {
    let best = Infinity;
    for (let i = 0; i < pts.length - 1; i++) {
      const a = pts[i]!;
      const b = pts[i + 1]!;
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy)));
      best = Math.min(best, Math.hypot(p.x - a.x - t * dx, p.y - a.y - t * dy));
    }
    return best;
  };
  const woods = geo.woods.map((w) => ({ ...km(w.lat, w.lon), r: w.radiusKm }));
  // a fixed hash so the bocage/clear mix is the same on every build
  const hash = (c: number, r: number) => {
    let h = Math.imul(c * 374761393 + r * 668265263, 1274126177);
    h ^= h >>> 13;
    return ((h >>> 0) % 1000) / 1000;
  };

  const cols = g.colMax - g.colMin + 1;
  const rows = g.rowMax - g.rowMin + 1;
  const terrain: string[][] = Array.from({ length: rows }, () => Array<string>(cols).fill('H'));
  const elevation: number[][] = Array.from({ length: rows }, () => Array<number>(cols).fill(2));
  const set = (col: number, row: number, t: string, e: number) => {
    (terrain[row - g.rowMin] as string[])[col - g.colMin] = t;
    (elevation[row - g.rowMin] as number[])[col - g.colMin] = e;
  };
  const codeAt = (o: { col: number; row: number }) =>
    inGrid(o) ? (terrain[o.row - g.rowMin] as string[])[o.col - g.colMin] : undefined;
  const sectorHexes = new Map<string, string[]>();
  const drawHexes = new Map<string, string[]>();

  for (let col = g.colMin; col <= g.colMax; col++) {
    for (let row = g.rowMin; row <= g.rowMax; row++) {
      const p = centre(col, row);
      const c = coastAt(p.x);
      const depth = p.y - c.y; // km south of the coastline
      if (depth < -HALF) {
        set(col, row, 'S', 0);
        continue;
      }
      if (depth <= HALF) {
        set(col, row, c.shore === 'rocky' ? 'R' : c.shore === 'omaha' ? 'P' : 'B', 0);
      } else if (c.shore === 'omaha' && depth <= 3 * HALF) {
        set(col, row, 'B', 0);
      } else if (c.shore === 'omaha' && depth <= 5 * HALF) {
        const draw = draws.find((d) => Math.abs(d.x - p.x) <= COL_KM * 0.6);
        set(col, row, draw ? 'D' : 'F', 1);
        if (draw) drawHexes.set(draw.id, [...(drawHexes.get(draw.id) ?? []), name({ col, row })]);
      } else {
        const drawBehind =
          c.shore === 'omaha' && depth <= 7 * HALF && draws.find((d) => Math.abs(d.x - p.x) <= COL_KM * 0.6);
        if (drawBehind) {
          set(col, row, 'D', 1);
          drawHexes.set(drawBehind.id, [...(drawHexes.get(drawBehind.id) ?? []), name({ col, row })]);
        } else if (distToPolyline(p, marsh) <= 0.35) set(col, row, 'M', 1);
        else if (woods.some((w) => Math.hypot(p.x - w.x, p.y - w.y) <= w.r)) set(col, row, 'W', 2);
        else {
          const nearCoast = depth <= 1.6;
          set(col, row, hash(col, row) < (nearCoast ? 0.65 : 0.25) ? 'C' : 'H', 2);
        }
      }
      if (c.shore === 'omaha' && depth <= 3 * HALF) {
        const s = sectors.find((s) => p.x >= s.x0 && p.x < s.x1);
        if (s) sectorHexes.set(s.id, [...(sectorHexes.get(s.id) ?? []), name({ col, row })]);
      }
    }
  }

  // places: the nearest land hex, plus neighbours for larger places
  const places = geo.places.map((pl) => {
    const first = hexAtKm(km(pl.lat, pl.lon));
    const hexes = [first];
    const order: Side[] = [3, 2, 4, 1, 5, 0];
    for (const s of order) {
      if (hexes.length >= pl.hexes) break;
      const n = off(neighbor(ax(first), s));
      const code = codeAt(n);
      if (code && !'SPBRFD'.includes(code)) hexes.push(n);
    }
    for (const h of hexes) if (inGrid(h)) set(h.col, h.row, pl.kind === 'town' ? 'T' : 'V', 2);
    return { name: pl.name, kind: pl.kind, hexes: hexes.filter(inGrid).map(name) };
  });

  const roads = geo.roads.map((rd) => {
    const pts = rd.via.map(([lat, lon]) => ax(hexAtKm(km(lat!, lon!))));
    const hexes: string[] = [];
    for (let i = 0; i < pts.length - 1; i++) {
      const seg = line(pts[i]!, pts[i + 1]!);
      for (const h of i === 0 ? seg : seg.slice(1)) {
        const o = off(h);
        if (inGrid(o) && codeAt(o) !== 'S') hexes.push(name(o));
      }
    }
    return { kind: rd.kind, name: rd.name, hexes };
  });

  // hexsides: cliffs above rocky beach, steep slopes between the Omaha beach and its bluffs
  const hexsides: { a: string; b: string; kind: HexsideKind; top: string }[] = [];
  const seen = new Set<string>();
  for (let col = g.colMin; col <= g.colMax; col++) {
    for (let row = g.rowMin; row <= g.rowMax; row++) {
      const here = codeAt({ col, row });
      if (here !== 'R' && here !== 'B' && here !== 'P') continue;
      for (const s of [0, 1, 2, 3, 4, 5] as Side[]) {
        const n = off(neighbor(ax({ col, row }), s));
        const there = codeAt(n);
        let kind: HexsideKind | undefined;
        if (here === 'R' && there !== undefined && !'SPBRD'.includes(there)) kind = 'cliff';
        if ((here === 'B' || here === 'P') && there === 'F') kind = 'steep-slope';
        if (!kind) continue;
        const key = [hexKey(ax({ col, row })), hexKey(ax(n))].sort().join('|');
        if (seen.has(key)) continue;
        seen.add(key);
        hexsides.push({ a: name({ col, row }), b: name(n), kind, top: name(n) });
      }
    }
  }

  const landingBoxes = [
    ...sectors.map((s) => ({
      id: s.id,
      name: s.name,
      sector: s.id,
      hexes: (sectorHexes.get(s.id) ?? []).filter(
        (h) => codeAt({ col: Number(h.slice(0, -2)), row: Number(h.slice(-2)) }) === 'P',
      ),
    })),
  ];
  const pdhCol = refCol;
  const pdhRocks = [
    { col: pdhCol - 1, row: refRow },
    { col: pdhCol, row: refRow - 1 },
    { col: pdhCol + 1, row: refRow },
  ]
    .filter((o) => codeAt(o) === 'R')
    .map(name);
  landingBoxes.push({ id: 'pointe-du-hoc', name: 'Pointe du Hoc', sector: 'pointe-du-hoc', hexes: pdhRocks });
  const roadblocks = [...drawHexes.values()].map((hs) => hs[0]!).filter(Boolean);

  return {
    id: 'bloody-beach.map',
    system: 'bloody-beach',
    title: 'Omaha area, schematic (provisional)',
    kind: 'map',
    provisional: true,
    note: 'The printed map is not in the rules text. This schematic is drawn at 300 m a hex from the real geography (coast, beach sectors, draws, places, roads, the Aure marsh) with Pointe du Hoc at 2003; terrain mix, elevations, hexsides and landing hexes are approximations, and so is where the roads toward Bayeux, St-Lô, Le Molay-Littry and Cerisy cross the south and east edges (the German entry hexes). Transcribe the printed map in the map editor to replace it.',
    grid: g,
    legend: {
      S: 'sea',
      P: 'partial-beach',
      B: 'beach',
      R: 'rocky-beach',
      F: 'bluff',
      D: 'draw',
      C: 'clear',
      H: 'bocage',
      W: 'woods',
      M: 'marsh',
      V: 'village',
      T: 'town',
    },
    terrain: terrain.map((r) => r.join('')),
    elevation: elevation.map((r) => r.join('')),
    hexsides,
    roads,
    places,
    sectors: sectors.map((s) => ({ id: s.id, name: s.name, hexes: sectorHexes.get(s.id) ?? [] })),
    draws: geo.draws.map((d) => ({ id: d.id, name: d.name, hexes: drawHexes.get(d.id) ?? [] })),
    landingBoxes,
    roadblocks,
    labels: [
      { hex: ref.hex, text: 'Pointe du Hoc' },
      ...places.map((p) => ({ hex: p.hexes[0]!, text: p.name })).filter((l) => l.hex),
    ],
  };
}

const isMain = typeof process !== 'undefined' && process.argv[1]?.endsWith('build-bloody-beach-map.ts');
if (isMain) {
  const { readFileSync, writeFileSync } = await import('node:fs');
  const geo = JSON.parse(readFileSync('scenarios/bloody-beach/geography.json', 'utf8')) as Geography;
  const doc = buildSchematicMap(geo);
  writeFileSync('scenarios/bloody-beach/map.json', formatMapJson(doc));
  process.stdout.write(`wrote scenarios/bloody-beach/map.json (${doc.terrain.length} rows)\n`);
}

import { arr, bool, int, literal, obj, optional, record, SchemaError, str, validate } from '../../../engine/index.ts';
import scenarioJson from '../../../../scenarios/crowbar/pointe-du-hoc.json';
import type { Company } from '../game/types.ts';

/** The grid: 12 columns, rows 0 (Start) to 15; a space is row * 12 + (col - 1). */
export const COLS = 12;
export const ROWS = 16;
export const BEACH = 4;
export const CLIFF = 5;
export const LAST_ROW = 15;

export type Terrain =
  | 'start'
  | 'sea'
  | 'beach'
  | 'cliff-top'
  | 'clear'
  | 'highway'
  | 'woods'
  | 'minefield'
  | 'building'
  | 'bunker'
  | 'barracks'
  | 'gun-emplacement'
  | 'command-bunker'
  | 'mg'
  | 'flak'
  | 'gun-park';

const TERRAINS: Terrain[] = [
  'start',
  'sea',
  'beach',
  'cliff-top',
  'clear',
  'highway',
  'woods',
  'minefield',
  'building',
  'bunker',
  'barracks',
  'gun-emplacement',
  'command-bunker',
  'mg',
  'flak',
  'gun-park',
];
const PREPARED = new Set<Terrain>(['building', 'bunker', 'barracks', 'gun-emplacement', 'command-bunker']);
const BLOCKS_LOS = new Set<Terrain>(['building', 'woods', 'bunker', 'command-bunker', 'barracks']);
const HKA_SPACES = new Set<Terrain>(['gun-emplacement', 'building', 'bunker', 'barracks']);

const provenance = { source: optional(str({ min: 1 })), provisional: optional(bool), note: optional(str({ min: 1 })) };

const scenarioShape = obj({
  $schema: optional(str()),
  id: str({ min: 1 }),
  system: literal('crowbar'),
  title: str({ min: 1 }),
  description: optional(str()),
  ...provenance,
  mapColumns: arr(
    obj({
      col: int({ min: 1, max: COLS }),
      company: literal('easy', 'dog', 'fox'),
      lca: str(),
      support: bool,
      startSp: int({ min: 1, max: 10 }),
      ...provenance,
    }),
    { min: COLS, max: COLS },
  ),
  mapRows: arr(
    obj({
      row: int({ min: 0, max: LAST_ROW }),
      label: str(),
      zone: literal('sea', 'beach', 'inland'),
      terrain: literal(...TERRAINS),
    }),
    { min: ROWS, max: ROWS },
  ),
  companies: arr(
    obj({
      id: literal('easy', 'dog', 'fox'),
      label: str(),
      first: int({ min: 1, max: COLS }),
      last: int({ min: 1, max: COLS }),
    }),
    { min: 3, max: 3 },
  ),
  commanders: arr(
    obj({
      id: str({ min: 1 }),
      label: str(),
      company: literal('easy', 'dog', 'fox'),
      column: int({ min: 1, max: COLS }),
      battalion: bool,
      ...provenance,
    }),
  ),
  areas: arr(
    obj({
      id: str({ min: 1, max: 2 }),
      firstCol: int({ min: 1, max: COLS }),
      lastCol: int({ min: 1, max: COLS }),
      firstRow: int({ min: 0, max: LAST_ROW }),
      lastRow: int({ min: 0, max: LAST_ROW }),
    }),
  ),
  features: arr(
    obj({
      col: int({ min: 1, max: COLS }),
      row: int({ min: 0, max: LAST_ROW }),
      terrain: literal(...TERRAINS),
      stars: int({ min: 0, max: 3 }),
      label: optional(str()),
      number: optional(int({ min: 1, max: 6 })),
      wireNorth: optional(bool),
      ...provenance,
    }),
  ),
  coop: obj({
    note: optional(str()),
    source: optional(str()),
    pools: record(
      obj({
        gun: int({ min: 0 }),
        nothing: int({ min: 0 }),
        trap: int({ min: 0 }),
        fortune: int({ min: 0 }),
        spaces: arr(
          obj({
            col: int({ min: 1, max: COLS }),
            row: int({ min: 0, max: LAST_ROW }),
            markers: int({ min: 1, max: 6 }),
          }),
        ),
      }),
    ),
  }),
});

export type ScenarioDoc = ReturnType<typeof scenarioShape>;

/** Checks a Crowbar! scenario document: shape, then references (one column entry per column, features on the grid). */
export function checkCrowbarScenario(value: unknown, file: string): ScenarioDoc {
  const doc = validate(scenarioShape, value, file);
  const seen = new Set<number>();
  doc.mapColumns.forEach((c, i) => {
    if (seen.has(c.col)) throw new SchemaError(`.mapColumns[${i}].col`, `column ${c.col} appears twice`, file);
    seen.add(c.col);
  });
  const spaces = new Set<number>();
  doc.features.forEach((f, i) => {
    const s = f.row * COLS + f.col - 1;
    if (spaces.has(s))
      throw new SchemaError(`.features[${i}]`, `space column ${f.col} row ${f.row} is listed twice`, file);
    spaces.add(s);
    if (!f.source && !f.provisional)
      throw new SchemaError(`.features[${i}]`, 'a "source" or "provisional": true with a note', file);
    if (f.row < CLIFF && f.terrain !== 'sea' && f.terrain !== 'beach' && f.terrain !== 'start')
      throw new SchemaError(`.features[${i}].terrain`, 'only sea and beach lie north of the Cliff Top', file);
  });
  doc.commanders.forEach((c, i) => {
    const col = doc.mapColumns.find((x) => x.col === c.column);
    if (col && !c.battalion && col.company !== c.company)
      throw new SchemaError(`.commanders[${i}].column`, `column ${c.column} is not in ${c.company}'s zone`, file);
  });
  return doc;
}

export interface CrowbarMap {
  /** The scenario document, with `columns` and `rows` as short names of its map columns and rows. */
  readonly doc: ScenarioDoc & { readonly columns: ScenarioDoc['mapColumns']; readonly rows: ScenarioDoc['mapRows'] };
  readonly terrain: readonly Terrain[];
  readonly stars: readonly number[];
  readonly wireNorth: readonly boolean[];
  readonly label: readonly string[];
  readonly area: readonly string[];
  readonly companyOfCol: readonly Company[];
  readonly rowLabel: readonly string[];
  /** Spaces where HKA units start (B-8b): emplacements, buildings, bunkers, barracks. */
  readonly hkaSpaces: readonly number[];
  readonly gunParks: readonly number[];
  readonly mgSpaces: readonly number[];
  readonly flakSpaces: readonly number[];
  readonly commandBunker: number | null;
  readonly starSpaces: readonly number[];
  /** Per space: Prepared Cover terrain; terrain that blocks lines of sight (read on every fire and move). */
  readonly prepared: readonly boolean[];
  readonly losBlocking: readonly boolean[];
}

export function sp(col: number, row: number): number {
  return row * COLS + col - 1;
}
export function colOf(s: number): number {
  return (s % COLS) + 1;
}
export function rowOf(s: number): number {
  return Math.floor(s / COLS);
}
/** Spaces apart, diagonals counting one (A-1a). */
export function dist(a: number, b: number): number {
  return Math.max(Math.abs(colOf(a) - colOf(b)), Math.abs(rowOf(a) - rowOf(b)));
}

/** dist between two places given by column and row (two units): no space numbers to take apart. */
export function apart(a: { col: number; row: number }, b: { col: number; row: number }): number {
  return Math.max(Math.abs(a.col - b.col), Math.abs(a.row - b.row));
}

let loaded: CrowbarMap | undefined;

export function buildMap(doc: ScenarioDoc): CrowbarMap {
  const n = COLS * ROWS;
  const terrain: Terrain[] = [];
  const rowLabel: string[] = [];
  for (let r = 0; r < ROWS; r++) {
    const row = doc.mapRows.find((x) => x.row === r);
    rowLabel.push(row?.label ?? `Row ${r}`);
    for (let c = 1; c <= COLS; c++) terrain.push(row?.terrain ?? 'clear');
  }
  const stars = new Array<number>(n).fill(0);
  const wireNorth = new Array<boolean>(n).fill(false);
  const label = terrain.map((t) => t as string);
  for (const f of doc.features) {
    const s = sp(f.col, f.row);
    terrain[s] = f.terrain;
    stars[s] = f.stars;
    wireNorth[s] = f.wireNorth ?? false;
    label[s] = f.label ?? f.terrain;
  }
  const area = new Array<string>(n).fill('');
  for (const a of doc.areas)
    for (let r = a.firstRow; r <= a.lastRow; r++) for (let c = a.firstCol; c <= a.lastCol; c++) area[sp(c, r)] = a.id;
  const companyOfCol: Company[] = [];
  for (let c = 1; c <= COLS; c++) companyOfCol.push(doc.mapColumns.find((x) => x.col === c)?.company ?? 'dog');
  const all = [...Array(n).keys()];
  return {
    doc: { ...doc, columns: doc.mapColumns, rows: doc.mapRows },
    terrain,
    stars,
    wireNorth,
    label,
    area,
    companyOfCol,
    rowLabel,
    hkaSpaces: all.filter((s) => {
      const t = terrain[s];
      return t !== undefined && HKA_SPACES.has(t);
    }),
    gunParks: all.filter((s) => terrain[s] === 'gun-park'),
    mgSpaces: all.filter((s) => terrain[s] === 'mg'),
    flakSpaces: all.filter((s) => terrain[s] === 'flak'),
    commandBunker: all.find((s) => terrain[s] === 'command-bunker') ?? null,
    starSpaces: all.filter((s) => (stars[s] ?? 0) > 0),
    prepared: terrain.map((t) => PREPARED.has(t)),
    losBlocking: terrain.map((t) => BLOCKS_LOS.has(t)),
  };
}

let scenario: ScenarioDoc | undefined;

/** The Pointe du Hoc scenario document, checked once. */
export function crowbarScenario(): ScenarioDoc {
  if (!scenario) scenario = checkCrowbarScenario(scenarioJson, 'scenarios/crowbar/pointe-du-hoc.json');
  return scenario;
}

export function loadMap(): CrowbarMap {
  if (!loaded) loaded = buildMap(crowbarScenario());
  return loaded;
}

export function isPrepared(map: CrowbarMap, s: number): boolean {
  return map.prepared[s] === true;
}
export function blocksLos(map: CrowbarMap, s: number): boolean {
  return map.losBlocking[s] === true;
}
export function zoneOfRow(row: number): 'sea' | 'beach' | 'inland' {
  return row <= 3 ? 'sea' : row === BEACH ? 'beach' : 'inland';
}

/** Liang-Barsky clipping state of segmentTouches (module-level so no closure is made per call). */
let clipT0 = 0;
let clipT1 = 1;

function clip(p: number, q: number): boolean {
  if (p === 0) return q >= 0;
  const r = q / p;
  if (p < 0) {
    if (r > clipT1) return false;
    if (r > clipT0) clipT0 = r;
  } else {
    if (r < clipT0) return false;
    if (r < clipT1) clipT1 = r;
  }
  return true;
}

/**
 * Whether the segment between two space centres touches any part of a space (closed squares, so passing
 * exactly through a corner touches the spaces meeting there) (L-2).
 */
export function segmentTouches(a: number, b: number, s: number): boolean {
  const x0 = colOf(a) + 0.5;
  const y0 = rowOf(a) + 0.5;
  const x1 = colOf(b) + 0.5;
  const y1 = rowOf(b) + 0.5;
  const minX = colOf(s);
  const minY = rowOf(s);
  const maxX = minX + 1;
  const maxY = minY + 1;
  clipT0 = 0;
  clipT1 = 1;
  const dx = x1 - x0;
  const dy = y1 - y0;
  return clip(-dx, x0 - minX) && clip(dx, maxX - x0) && clip(-dy, y0 - minY) && clip(dy, maxY - y0) && clipT0 <= clipT1;
}

/**
 * A quick necessary condition for segmentTouches: the infinite line through the two centres passes within the
 * square's half-width of its centre. Exact (whole numbers only), so it never rules out a space the segment
 * touches; it only spares the clipping test for spaces far off the line.
 */
export function lineNearSpace(a: number, b: number, s: number): boolean {
  const dx = colOf(b) - colOf(a);
  const dy = rowOf(b) - rowOf(a);
  const ex = colOf(s) - colOf(a);
  const ey = rowOf(s) - rowOf(a);
  // 2 * |cross| <= |dx| + |dy|, all in whole numbers.
  return 2 * Math.abs(ex * dy - ey * dx) <= Math.abs(dx) + Math.abs(dy);
}

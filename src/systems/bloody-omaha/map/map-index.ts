import { required } from '../../../engine/index.ts';
import type { IpPool, OmahaScenario, SquareData, Terrain } from '../scenario.ts';

/** Fast lookups over a scenario's squares, built once per scenario object. */
export interface MapIndex {
  readonly squares: readonly SquareData[];
  readonly byId: ReadonlyMap<string, SquareData>;
  /** The square each row and column holds, by row then column (rows[3][4] is B04). */
  readonly rows: readonly (readonly (string | undefined)[])[];
  readonly beaches: readonly string[];
  readonly firstWave: readonly string[];
  readonly secondWave: readonly string[];
  readonly reinforcementSea: readonly string[];
  /** Beach, strongpoint, town and hedgerow squares: where landed units act. */
  readonly land: ReadonlySet<string>;
  /** Orthogonal step distance between any two squares (computed on first use). */
  distance(a: string, b: string): number;
}

const cache = new WeakMap<OmahaScenario, MapIndex>();

export function mapIndex(s: OmahaScenario): MapIndex {
  const hit = cache.get(s);
  if (hit) return hit;
  const squares = s.map.squares.map(oneShape);
  const byTerrain = (t: Terrain): string[] =>
    squares
      .filter((q) => q.terrain === t)
      .sort((a, b) => a.col - b.col)
      .map((q) => q.id);
  let all: Map<string, Map<string, number>> | undefined;
  // the distances from the square asked last: callers mostly ask from one square to many in a row
  let lastFrom: string | undefined;
  let fromLast: Map<string, number> | undefined;
  const idx: MapIndex = {
    squares,
    byId: new Map(squares.map((q) => [q.id, q])),
    rows: byRowAndColumn(squares),
    beaches: byTerrain('beach'),
    firstWave: byTerrain('first-wave'),
    secondWave: byTerrain('second-wave'),
    reinforcementSea: byTerrain('reinforcement-sea'),
    land: new Set(squares.filter((q) => isLand(q.terrain)).map((q) => q.id)),
    distance(a, b) {
      if (a !== lastFrom) {
        all ??= new Map(squares.map((q) => [q.id, distances(idx, q.id)]));
        lastFrom = a;
        fromLast = all.get(a);
      }
      return fromLast?.get(b) ?? Infinity;
    },
  };
  cache.set(s, idx);
  return idx;
}

function byRowAndColumn(squares: readonly SquareData[]): (string | undefined)[][] {
  const rows: (string | undefined)[][] = [];
  for (const q of squares) {
    for (let r = rows.length; r <= q.row; r++) rows.push([]);
    const row = rows[q.row] as (string | undefined)[];
    for (let c = row.length; c < q.col; c++) row.push(undefined);
    row[q.col] = q.id;
  }
  return rows;
}

/**
 * The square with every field present (undefined where the scenario leaves it out), made by one literal: the JSON
 * gives eight shapes of square, and code that reads squares of many shapes is slower and compiled again each time
 * it meets a new one. The type makes a field added to SquareData fail here until it is copied too.
 */
function oneShape(q: SquareData): { readonly [K in keyof Required<SquareData>]: SquareData[K] } {
  return {
    id: q.id,
    terrain: q.terrain,
    row: q.row,
    col: q.col,
    adjacent: q.adjacent,
    alias: q.alias,
    label: q.label,
    exit: q.exit,
    town: q.town,
    vp: q.vp,
    deep: q.deep,
    sector: q.sector,
  };
}

export function isLand(t: Terrain): boolean {
  return t === 'beach' || t === 'strongpoint' || t === 'town' || t === 'hedgerow';
}

export function square(m: MapIndex, id: string): SquareData {
  const q = m.byId.get(id);
  if (!q) throw new RangeError(`no square "${id}"`);
  return q;
}

export function isAdjacent(m: MapIndex, a: string, b: string): boolean {
  return square(m, a).adjacent.includes(b);
}

/** The square straight ahead (one row toward the beach), for waves moving up and landings. */
export function ahead(m: MapIndex, id: string): string | undefined {
  const q = square(m, id);
  return m.rows[q.row + 1]?.[q.col];
}

/** The square `steps` columns along the same row (negative toward column 1), or undefined off the map. */
export function alongRow(m: MapIndex, id: string, steps: number): string | undefined {
  const q = square(m, id);
  return m.rows[q.row]?.[q.col + steps];
}

export function inSector(q: SquareData, pool: IpPool): boolean {
  return q.sector?.includes(pool) ?? false;
}

/** Orthogonal step distances from `from` to every square reachable through squares allowed by `through`. */
export function distances(
  m: MapIndex,
  from: string,
  through: (id: string) => boolean = () => true,
): Map<string, number> {
  const dist = new Map<string, number>([[from, 0]]);
  const queue = [from];
  // the queue grows as it is walked: breadth first
  for (const id of queue) {
    const d = required(dist.get(id), 'the distance to a square in the queue');
    for (const n of square(m, id).adjacent) {
      if (dist.has(n) || !through(n)) continue;
      dist.set(n, d + 1);
      queue.push(n);
    }
  }
  return dist;
}

/** The RE table a square uses: its own terrain; towns inside strongpoint squares use the strongpoint table (8.1). */
export function eventTerrain(q: SquareData): 'beach' | 'strongpoint' | 'town' | 'hedgerow' | undefined {
  if (q.terrain === 'beach' || q.terrain === 'strongpoint' || q.terrain === 'town' || q.terrain === 'hedgerow')
    return q.terrain;
  return undefined;
}

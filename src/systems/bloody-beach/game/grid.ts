import { distance, neighbors, type Axial } from '../../../boards/hex/index.ts';
import type { Rules } from './rules.ts';

/**
 * The board as integer indices, for the traces the game runs on every state: each hex's six neighbours
 * (-1 off the map), its axial hex, and whether it is sea or beach. Built once per board.
 */
export interface Grid {
  readonly size: number;
  readonly hexes: readonly Axial[];
  /** size * 6 neighbour indices, -1 where off the map. */
  readonly next: Int32Array;
  readonly sea: Uint8Array;
  readonly beach: Uint8Array;
  /** Hexes from the nearest beach hex (5.4.4). */
  readonly fromBeach: Int32Array;
  index(id: string): number;
  /** The hex at an index the caller got from this grid. */
  hexAt(i: number): Axial;
}

const grids = new WeakMap<Rules, Grid>();

export function grid(rules: Rules): Grid {
  const known = grids.get(rules);
  if (known) return known;
  const b = rules.board;
  const hexes = b.all();
  const size = hexes.length;
  const next = new Int32Array(size * 6).fill(-1);
  const sea = new Uint8Array(size);
  const beach = new Uint8Array(size);
  hexes.forEach((h, i) => {
    neighbors(h).forEach((n, d) => {
      next[i * 6 + d] = b.index(n);
    });
    const t = b.terrain(h);
    if (t.key === 'sea') sea[i] = 1;
    if (t.beach) beach[i] = 1;
  });
  const fromBeach = new Int32Array(size).fill(-1);
  let frontier: number[] = [];
  for (let i = 0; i < size; i++)
    if (beach[i]) {
      fromBeach[i] = 0;
      frontier.push(i);
    }
  for (let steps = 1; frontier.length > 0; steps++) {
    const out: number[] = [];
    for (const i of frontier)
      for (let d = 0; d < 6; d++) {
        const n = next[i * 6 + d] ?? -1;
        if (n >= 0 && fromBeach[n] === -1) {
          fromBeach[n] = steps;
          out.push(n);
        }
      }
    frontier = out;
  }
  const ids = new Map<string, number>();
  const g: Grid = {
    size,
    hexes,
    next,
    sea,
    beach,
    fromBeach,
    index(id) {
      let i = ids.get(id);
      if (i === undefined) {
        i = b.index(b.hex(id));
        ids.set(id, i);
      }
      return i;
    },
    hexAt(i) {
      const h = hexes[i];
      if (!h) throw new RangeError(`no hex at index ${i}`);
      return h;
    },
  };
  grids.set(rules, g);
  return g;
}

/**
 * Breadth-first trace from one hex over hexes not blocked: the number of steps to each hex reached, -1 for
 * the rest. A blocked start reaches nothing (both ends of a line of communications count, 2.2).
 */
export function flood(g: Grid, start: number, blocked: Uint8Array, maxDepth = Number.POSITIVE_INFINITY): Int32Array {
  const depth = new Int32Array(g.size).fill(-1);
  if (start < 0 || blocked[start]) return depth;
  depth[start] = 0;
  let frontier = [start];
  for (let d = 1; d <= maxDepth && frontier.length > 0; d++) {
    const out: number[] = [];
    for (const i of frontier) {
      for (let k = 0; k < 6; k++) {
        const n = g.next[i * 6 + k] ?? -1;
        if (n < 0 || depth[n] !== -1 || blocked[n]) continue;
        depth[n] = d;
        out.push(n);
      }
    }
    frontier = out;
  }
  return depth;
}

export const hexDistance = (g: Grid, a: number, b: number): number => distance(g.hexAt(a), g.hexAt(b));

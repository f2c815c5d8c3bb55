import { hexKey } from './hex-key.ts';
import { neighbors } from './neighbors.ts';
import type { Axial } from './types.ts';

export interface TraceOptions {
  /** Hexes on the map. */
  readonly inMap: (h: Axial) => boolean;
  /** Hexes the path may not enter (checked for every hex of the path, both ends included). */
  readonly blocked: (h: Axial) => boolean;
  /** Whether a step from one hex to the next is allowed (default: always). */
  readonly canStep?: (from: Axial, to: Axial) => boolean;
  /** Longest path in steps (default: unlimited). */
  readonly maxLength?: number;
}

/** The shortest path of unblocked hexes from one hex to another (both included), or undefined when none exists. */
export function tracePath(from: Axial, to: Axial, opts: TraceOptions): Axial[] | undefined {
  if (!opts.inMap(from) || !opts.inMap(to) || opts.blocked(from) || opts.blocked(to)) return undefined;
  const goal = hexKey(to);
  const start = hexKey(from);
  if (start === goal) return [from];
  const max = opts.maxLength ?? Number.POSITIVE_INFINITY;
  const parent = new Map<string, Axial | null>([[start, null]]);
  let frontier: Axial[] = [from];
  for (let depth = 1; depth <= max && frontier.length > 0; depth++) {
    const next: Axial[] = [];
    for (const h of frontier) {
      for (const n of neighbors(h)) {
        const k = hexKey(n);
        if (parent.has(k) || !opts.inMap(n) || opts.blocked(n)) continue;
        if (opts.canStep && !opts.canStep(h, n)) continue;
        parent.set(k, h);
        if (k === goal) {
          const path: Axial[] = [n];
          let p: Axial | null | undefined = h;
          while (p) {
            path.push(p);
            p = parent.get(hexKey(p));
          }
          return path.reverse();
        }
        next.push(n);
      }
    }
    frontier = next;
  }
  return undefined;
}

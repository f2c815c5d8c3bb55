import { hexKey, neighbors, type Axial } from '../../../boards/hex/index.ts';
import type { RulesContext } from '../../../engine/index.ts';
import { movementCost } from '../../../systems/bloody-beach/procedures/movement.ts';
import type { Board } from '../../../systems/bloody-beach/map/board.ts';
import type { UnitClass } from './counters.ts';

/** What a move needs to know besides the unit: the map, the rules in force, and hexes it may not enter. */
export interface MoveWorld {
  readonly board: Board;
  readonly ctx: RulesContext;
  /** Roadblock hexes (map keys). */
  readonly roadblocks: ReadonlySet<string>;
  /** Hexes the unit may not enter by moving (enemy units: that is close combat). */
  readonly blocked?: (h: Axial) => boolean;
}

export interface StepCost {
  readonly allowed: boolean;
  readonly cost: number;
  /** Crossing takes the whole movement allowance (cliff, steep slope, roadblock). */
  readonly whole: boolean;
  readonly reason: string;
}

type CostClass = 'infantry' | 'ranger' | 'vehicle' | 'hq';

function costClass(c: UnitClass): CostClass | undefined {
  return c === 'infantry' || c === 'ranger' || c === 'vehicle' || c === 'hq' ? c : undefined;
}

/**
 * The cost of one step from a hex into an adjacent one, through the system's own movement-cost rule (7.3-7.5):
 * terrain, a road followed from the hex before, a change of elevation, hexsides, roadblocks.
 */
export function stepCost(w: MoveWorld, unitClass: UnitClass, from: Axial, to: Axial, start: Axial): StepCost {
  const cls = costClass(unitClass);
  if (!cls) return { allowed: false, cost: 0, whole: false, reason: 'Pillboxes and resistance nests never move (4.6.5)' };
  if (!w.board.inMap(to)) return { allowed: false, cost: 0, whole: false, reason: 'Off the map' };
  if (w.blocked?.(to)) return { allowed: false, cost: 0, whole: false, reason: 'An enemy unit holds the hex: that takes close combat (8.5)' };
  const side = w.board.hexside(from, to);
  const road = w.board.road(from, to);
  const r = movementCost(w.ctx as Parameters<typeof movementCost>[0], {
    unitClass: cls,
    terrain: w.board.terrain(to).key,
    enteredAlong: road === 'road' ? 'road' : road === 'secondary' ? 'secondary' : 'none',
    elevationChange: w.board.elevation(from) !== w.board.elevation(to),
    hexside: side ? side.kind : 'none',
    startedAdjacent: hexKey(from) === hexKey(start),
    fromBeach: w.board.terrain(from).beach,
    roadblock: w.roadblocks.has(hexKey(to)),
  });
  return { allowed: r.outcome.allowed, cost: r.outcome.cost, whole: r.outcome.wholeAllowance, reason: r.lines.join('; ') };
}

export interface Reach {
  /** Movement points spent to get here. */
  readonly cost: number;
  readonly prev?: string;
  readonly hex: Axial;
}

/**
 * Every hex a unit can reach this activation with `allowance` movement points, by cheapest path (Dijkstra).
 * A step that takes the whole allowance may only be the first step, and ends the move.
 */
export function reachable(w: MoveWorld, unitClass: UnitClass, start: Axial, allowance: number): Map<string, Reach> {
  const best = new Map<string, Reach>([[hexKey(start), { cost: 0, hex: start }]]);
  const done = new Set<string>();
  const open: Reach[] = [{ cost: 0, hex: start }];
  while (open.length > 0) {
    let bi = 0;
    for (let i = 1; i < open.length; i++) if ((open[i] as Reach).cost < (open[bi] as Reach).cost) bi = i;
    const cur = open.splice(bi, 1)[0] as Reach;
    const ck = hexKey(cur.hex);
    if (done.has(ck)) continue;
    done.add(ck);
    const whole = best.get(ck)?.cost === allowance && cur.cost === allowance && ck !== hexKey(start);
    if (whole) continue;
    for (const n of neighbors(cur.hex)) {
      const nk = hexKey(n);
      if (done.has(nk) || !w.board.inMap(n)) continue;
      const s = stepCost(w, unitClass, cur.hex, n, start);
      if (!s.allowed) continue;
      let cost: number;
      if (s.whole) {
        if (cur.cost !== 0) continue;
        cost = allowance;
      } else cost = cur.cost + s.cost;
      if (cost > allowance) continue;
      const old = best.get(nk);
      if (old && old.cost <= cost) continue;
      const r: Reach = { cost, prev: ck, hex: n };
      best.set(nk, r);
      if (!s.whole) open.push(r);
      else done.add(nk);
    }
  }
  return best;
}

/** The path to a reached hex, start first. */
export function pathTo(reach: ReadonlyMap<string, Reach>, target: Axial): Axial[] {
  const out: Axial[] = [];
  let k: string | undefined = hexKey(target);
  while (k !== undefined) {
    const r = reach.get(k);
    if (!r) return [];
    out.push(r.hex);
    k = r.prev;
  }
  return out.reverse();
}

/** Cumulative cost along a path the player traces hex by hex (the first entry is the start, at 0). */
export function pathCosts(w: MoveWorld, unitClass: UnitClass, path: readonly Axial[], allowance: number): { total: number; steps: (StepCost & { total: number })[] } {
  const steps: (StepCost & { total: number })[] = [];
  let total = 0;
  const start = path[0];
  for (let i = 1; i < path.length && start; i++) {
    const s = stepCost(w, unitClass, path[i - 1] as Axial, path[i] as Axial, start);
    total = s.whole ? (i === 1 ? allowance : Number.POSITIVE_INFINITY) : total + s.cost;
    steps.push({ ...s, total });
  }
  return { total, steps };
}

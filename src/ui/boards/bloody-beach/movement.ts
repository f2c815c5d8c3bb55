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
  /** The unit's road bonus (7.5.2), when it has one: see road-bonus.ts, which asks the game's own rule. */
  readonly roadBonus?: RoadBonus;
}

/** Extra road movement points (7.5.2) a unit holds, and which steps keep them. */
export interface RoadBonus {
  /** The extra points. */
  readonly points: number;
  /** Points to add to the allowance the board shows (the bonus activating would give; 0 once the state counts them). */
  readonly extra: number;
  /** Whether a step from one hex to the next keeps the points (along a road, still clear of enemies). */
  keeps(from: Axial, to: Axial): boolean;
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
  if (!cls)
    return { allowed: false, cost: 0, whole: false, reason: 'Pillboxes and resistance nests never move (4.6.5)' };
  if (!w.board.inMap(to)) return { allowed: false, cost: 0, whole: false, reason: 'Off the map' };
  if (w.blocked?.(to))
    return {
      allowed: false,
      cost: 0,
      whole: false,
      reason: 'An enemy unit holds the hex: that takes close combat (8.5)',
    };
  const side = w.board.hexside(from, to);
  const road = w.board.road(from, to);
  const r = movementCost(w.ctx, {
    unitClass: cls,
    terrain: w.board.terrain(to).key,
    enteredAlong: road === 'road' ? 'road' : road === 'secondary' ? 'secondary' : 'none',
    elevationChange: w.board.elevation(from) !== w.board.elevation(to),
    hexside: side ? side.kind : 'none',
    startedAdjacent: hexKey(from) === hexKey(start),
    fromBeach: w.board.terrain(from).beach,
    roadblock: w.roadblocks.has(hexKey(to)),
  });
  return {
    allowed: r.outcome.allowed,
    cost: r.outcome.cost,
    whole: r.outcome.wholeAllowance,
    reason: r.lines.join('; '),
  };
}

export interface Reach {
  /** Movement points spent on terrain to get here. */
  readonly cost: number;
  /** Road bonus points lost on the way (7.5.2); counted against the allowance with `cost`. */
  readonly lost: number;
  /** Whether the unit still holds its road bonus here. */
  readonly bonus: boolean;
  readonly prev?: string;
  /** The hex before on this path (its own entry, which may differ from the best one kept for that hex). */
  readonly before?: Reach;
  readonly hex: Axial;
}

/** Points used: spent plus lost. */
const used = (r: Reach): number => r.cost + r.lost;

/** Takes out of `open` the way that has used the fewest points (the first such), or undefined when it is empty. */
function takeCheapest(open: Reach[]): Reach | undefined {
  let best: Reach | undefined;
  let at = -1;
  for (const [i, r] of open.entries())
    if (!best || used(r) < used(best)) {
      best = r;
      at = i;
    }
  if (best) open.splice(at, 1);
  return best;
}

/**
 * Every hex a unit can reach this activation with `allowance` movement points (the road bonus included when it
 * holds one), by cheapest path (Dijkstra over hex and bonus still held). A step off the roads or near an enemy
 * drops the bonus, which then no longer pays for anything. A step that takes the whole allowance may only be
 * the first step, and ends the move. Each hex keeps the way there that leaves the most points.
 */
export function reachable(w: MoveWorld, unitClass: UnitClass, start: Axial, allowance: number): Map<string, Reach> {
  const bonus = w.roadBonus;
  const sk = hexKey(start);
  const first: Reach = { cost: 0, lost: 0, bonus: !!bonus, hex: start };
  const seen = new Map<string, Reach>([[`${sk}|${first.bonus ? 1 : 0}`, first]]);
  const done = new Set<string>();
  const open: Reach[] = [first];
  for (let cur = takeCheapest(open); cur; cur = takeCheapest(open)) {
    const ck = hexKey(cur.hex);
    const cs = `${ck}|${cur.bonus ? 1 : 0}`;
    if (done.has(cs)) continue;
    done.add(cs);
    for (const n of neighbors(cur.hex)) {
      const nk = hexKey(n);
      if (!w.board.inMap(n)) continue;
      const s = stepCost(w, unitClass, cur.hex, n, start);
      if (!s.allowed) continue;
      const keep = cur.bonus && !!bonus && bonus.keeps(cur.hex, n);
      const lost = cur.lost + (cur.bonus && !keep && bonus ? bonus.points : 0);
      let cost: number;
      if (s.whole) {
        if (cur.cost !== 0 || lost >= allowance) continue;
        cost = allowance - lost;
      } else cost = cur.cost + s.cost;
      if (cost + lost > allowance) continue;
      const ns = `${nk}|${keep ? 1 : 0}`;
      if (done.has(ns)) continue;
      const old = seen.get(ns);
      if (old && used(old) <= cost + lost) continue;
      const r: Reach = { cost, lost, bonus: keep, prev: ck, before: cur, hex: n };
      seen.set(ns, r);
      if (!s.whole) open.push(r);
      else done.add(ns);
    }
  }
  // one entry a hex: the most points left, then the bonus still held
  const best = new Map<string, Reach>();
  for (const r of seen.values()) {
    const k = hexKey(r.hex);
    const old = best.get(k);
    if (!old || used(r) < used(old) || (used(r) === used(old) && r.bonus && !old.bonus)) best.set(k, r);
  }
  return best;
}

/** The path to a reached hex, start first. */
export function pathTo(reach: ReadonlyMap<string, Reach>, target: Axial): Axial[] {
  const out: Axial[] = [];
  const end = reach.get(hexKey(target));
  if (end && (end.before || end.prev === undefined)) {
    for (let r: Reach | undefined = end; r; r = r.before) out.push(r.hex);
    return out.reverse();
  }
  let k: string | undefined = hexKey(target);
  while (k !== undefined) {
    const r = reach.get(k);
    if (!r) return [];
    out.push(r.hex);
    k = r.prev;
  }
  return out.reverse();
}

/** One step of a traced path: its cost, what the road bonus did, and the running total of points used. */
export interface PathStep extends StepCost {
  /** Points used so far: spent plus road bonus lost. */
  readonly total: number;
  /** Road bonus points this step loses (7.5.2); 0 when it keeps them or there are none. */
  readonly forfeit: number;
  /** Whether the unit still holds its road bonus after the step. */
  readonly bonus: boolean;
  /** A warning for the player when the step loses the bonus. */
  readonly warning?: string;
}

/**
 * Cumulative cost along a path the player traces hex by hex (the first entry is the start, at 0). `total` is
 * the points used: movement spent plus any road bonus a step has lost (7.5.2), against the same allowance.
 */
export function pathCosts(
  w: MoveWorld,
  unitClass: UnitClass,
  path: readonly Axial[],
  allowance: number,
): { total: number; lost: number; steps: PathStep[] } {
  const steps: PathStep[] = [];
  const bonus = w.roadBonus;
  let total = 0;
  let lost = 0;
  let held = !!bonus;
  const [start] = path;
  if (!start) return { total, lost, steps };
  let from = start;
  for (const to of path.slice(1)) {
    const s = stepCost(w, unitClass, from, to, start);
    const keep = held && !!bonus && bonus.keeps(from, to);
    const forfeit = held && !keep && bonus ? bonus.points : 0;
    held = keep;
    lost += forfeit;
    const firstStep = steps.length === 0;
    total = s.whole ? (firstStep ? allowance : Number.POSITIVE_INFINITY) : total + forfeit + s.cost;
    const warning =
      forfeit > 0
        ? `leaves the road or comes within reach of the enemy: loses the ${fmtPoints(forfeit)} road bonus point${forfeit === 1 ? '' : 's'} (7.5.2)`
        : undefined;
    steps.push({ ...s, total, forfeit, bonus: held, ...(warning ? { warning } : {}) });
    from = to;
  }
  return { total, lost, steps };
}

/** Movement points in words: whole numbers as they are, halves with one decimal. */
export function fmtPoints(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(1);
}

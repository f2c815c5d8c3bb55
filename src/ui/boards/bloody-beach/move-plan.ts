import { distance, hexKey, type Axial } from '../../../boards/hex/index.ts';
import type { CounterView } from './counters.ts';
import { pathTo, reachable, type Reach } from './movement.ts';
import type { Member } from './stack-move.ts';

/** A move being previewed: who moves, where they may go, and the path traced so far. */
export interface Plan {
  /** The unit moving, or the stack moving together, leader first (7.2.2). */
  readonly units: readonly string[];
  readonly reach: ReadonlyMap<string, Reach>;
  /** Printed hexes a stack would overstack by ending its move there (7.2.3). */
  readonly over?: ReadonlySet<string>;
  readonly path: readonly Axial[];
}

/** A stack's reach and the hexes it would overstack (see game-stack.ts). */
export type StackReach = { readonly reach: ReadonlyMap<string, Reach>; readonly over: ReadonlySet<string> };

/** A new plan for a unit or the stack it leads, reach still to be measured (see replan). */
export function startPlan(units: readonly string[], lead: CounterView | undefined): Plan | undefined {
  return lead ? { units, reach: new Map(), path: [lead.hex] } : undefined;
}

/**
 * The plan measured again for the party as it stands: its reach (a lone unit is stopped by enemy-held hexes; a
 * stack's reach comes from `stack`), and the path from where the leader now is, so that after a move of one hex
 * along the traced path the rest of it is kept.
 */
export function replan(old: Plan | undefined, members: readonly Member[] | undefined, counters: readonly CounterView[], stack: () => StackReach | undefined): Plan | undefined {
  const first = members?.[0];
  if (!old || !members || !first) return undefined;
  const lead = first.counter;
  const at = old.path.findIndex((h) => hexKey(h) === hexKey(lead.hex));
  const path = at >= 0 ? old.path.slice(at) : [lead.hex];
  if (members.length > 1) {
    const found = stack();
    return { units: old.units, reach: found?.reach ?? new Map(), ...(found ? { over: found.over } : {}), path };
  }
  const enemy = new Set(counters.filter((c) => c.side !== lead.side).map((c) => hexKey(c.hex)));
  const world = { ...first.world, blocked: (h: Axial) => enemy.has(hexKey(h)) };
  return { units: old.units, reach: reachable(world, lead.unitClass, lead.hex, first.allowance), path };
}

/** The path after a tap on a reachable hex: one step more when it is next to the path's end and not on it, else the cheapest way there. */
export function traceTo(plan: Plan, h: Axial): Axial[] {
  const key = hexKey(h);
  const last = plan.path[plan.path.length - 1];
  return last && distance(last, h) === 1 && !plan.path.some((p) => hexKey(p) === key) ? [...plan.path, h] : pathTo(plan.reach, h);
}

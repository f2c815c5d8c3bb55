import { distance, hexKey, type Axial } from '../../../boards/hex/index.ts';
import type { CounterView, SideId } from './counters.ts';
import { fmtPoints, pathTo, reachable, type MoveWorld, type Reach, type RoadBonus } from './movement.ts';
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
export function replan(
  old: Plan | undefined,
  members: readonly Member[] | undefined,
  counters: readonly CounterView[],
  stack: () => StackReach | undefined,
): Plan | undefined {
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
  return last && distance(last, h) === 1 && !plan.path.some((p) => hexKey(p) === key)
    ? [...plan.path, h]
    : pathTo(plan.reach, h);
}

/** Whether the viewer may plan a move for a unit: its own, with movement points, not pinned, not a fixed position. */
export function canPlan(c: CounterView | undefined, viewer: SideId): c is CounterView {
  return !!c && c.side === viewer && c.movement > 0 && !c.pinned && c.unitClass !== 'pillbox' && c.unitClass !== 'nest';
}

/** Movement points a unit may still spend: what the state says is left once activated, else its allowance with the road bonus activating would give. */
export function allowance(c: CounterView, bonus: RoadBonus | undefined): number {
  return c.activated && c.mpLeft !== undefined ? c.mpLeft : c.movement + (bonus?.extra ?? 0);
}

/** A sentence on a unit's road bonus (7.5.2) for the move hint, or empty. */
export function bonusHint(c: CounterView, b: RoadBonus | undefined): string {
  if (!b) return '';
  return ` ${c.activated ? 'It holds' : 'Activated now it would get'} ${fmtPoints(b.points)} road bonus MP (7.5.2), counted in the reach (underlined where still held); a step off the road or near an enemy loses ${b.points === 1 ? 'it' : 'them'}.`;
}

/**
 * Who a plan moves, each member with its own map and rules (with its road bonus, 7.5.2) and the points it may
 * spend; undefined when any of them may not be moved.
 */
export function partyOf(
  units: readonly string[],
  unit: (id: string) => CounterView | undefined,
  viewer: SideId,
  world: MoveWorld | undefined,
  bonus: (c: CounterView) => RoadBonus | undefined,
): Member[] | undefined {
  const out: Member[] = [];
  for (const id of units) {
    const c = unit(id);
    if (!canPlan(c, viewer) || !world) return undefined;
    const b = bonus(c);
    out.push({
      counter: c,
      label: c.label,
      world: b ? { ...world, roadBonus: b } : world,
      unitClass: c.unitClass,
      allowance: allowance(c, b),
    });
  }
  return out.length > 0 ? out : undefined;
}

import { compareIds } from '../../../systems/dday-omaha/rules/priority.ts';
import { isLeader, type Intensity } from '../../../systems/dday-omaha/rules/units.ts';
import type { Action } from '../../../systems/dday-omaha/game/actions.ts';
import type { GameState, Position, Unit } from '../../../systems/dday-omaha/game/state.ts';

/** How the board sorts and groups the roster, and which edits are open now. Pure functions. */

export type SectorFilter = 'all' | 'east' | 'west';

/** Positions by sector (east first), WNs before Reinforcement positions, lowest ID then letter. */
export function sortedPositions(positions: readonly Position[], filter: SectorFilter = 'all'): Position[] {
  return positions
    .filter((p) => filter === 'all' || p.sector === filter)
    .sort((a, b) => (a.sector === b.sector ? (a.kind === b.kind ? compareIds(a, b) || a.id.localeCompare(b.id) : a.kind === 'wn' ? -1 : 1) : a.sector === 'east' ? -1 : 1));
}

export interface UnitGroups {
  /** On the map or in a landing box. */
  readonly active: Unit[];
  /** Due to land this turn or earlier. */
  readonly dueNow: Unit[];
  /** Due on a later turn. */
  readonly later: Unit[];
  /** Eliminated, in the catastrophic loss box, or removed from play. */
  readonly gone: Unit[];
}

export function unitGroups(s: Pick<GameState, 'units' | 'turn'>): UnitGroups {
  const active: Unit[] = [];
  const dueNow: Unit[] = [];
  const later: Unit[] = [];
  const gone: Unit[] = [];
  for (const u of s.units) {
    if (u.where === 'map' || u.where === 'box') active.push(u);
    else if (u.where === 'due') (u.due <= s.turn ? dueNow : later).push(u);
    else gone.push(u);
  }
  later.sort((a, b) => a.due - b.due);
  return { active, dueNow, later, gone };
}

/** Why the roster cannot be edited now, or undefined when it can. */
export function editBlocked(s: Pick<GameState, 'walk' | 'over'>): string | undefined {
  if (s.over) return 'The game is over.';
  if (s.walk) return 'A German card is being resolved: apply it or change the card before editing.';
  return undefined;
}

/** How a US unit relates to a position: in one of its fields of fire, near it (patrol, mortar), or neither. */
export type Link = { kind: 'none' } | { kind: 'fof'; intensity: Intensity; range: number } | { kind: 'near'; range: number; mortar: boolean };

export function linkOf(p: Pick<Position, 'fof' | 'near'>, unit: string): Link {
  const f = p.fof.find((e) => e.unit === unit);
  if (f) return { kind: 'fof', intensity: f.intensity, range: f.range };
  const n = p.near.find((e) => e.unit === unit);
  if (n) return { kind: 'near', range: n.range, mortar: n.mortar };
  return { kind: 'none' };
}

export type LinkChoice = 'none' | Intensity | 'near';

/**
 * The actions that turn one link into another. A unit is either in a field of fire or near, never both:
 * moving it from a field of fire to "near" takes it out of the field first.
 */
export function linkActions(position: string, unit: string, from: Link, to: LinkChoice, range?: number, mortar?: boolean): Action[] {
  const r = range ?? (from.kind === 'none' ? 1 : from.range);
  const out: Action[] = [];
  if (to === 'none') {
    if (from.kind === 'fof') out.push({ type: 'set-fof', position, unit, intensity: null, range: from.range });
    if (from.kind === 'near') out.push({ type: 'set-near', position, unit, range: null, mortar: false });
    return out;
  }
  if (to === 'near') {
    if (from.kind === 'fof') out.push({ type: 'set-fof', position, unit, intensity: null, range: from.range });
    out.push({ type: 'set-near', position, unit, range: r, mortar: mortar ?? (from.kind === 'near' ? from.mortar : false) });
    return out;
  }
  // Setting a field of fire also takes the unit off the position's near list (the game does it).
  out.push({ type: 'set-fof', position, unit, intensity: to, range: r });
  return out;
}

/** US units that can be in a field of fire: alive, on the map or in a landing box (leaders included). */
export function targetable(units: readonly Unit[]): Unit[] {
  return units.filter((u) => (u.where === 'map' || u.where === 'box') && (u.steps > 0 || isLeader(u.type)));
}

/**
 * The units to list in a position's field-of-fire editor: those already linked first (closest first), then the
 * rest of the position's sector, then the other sector.
 */
export function fofCandidates(p: Position, units: readonly Unit[]): Unit[] {
  const linked = new Map<string, number>();
  for (const e of p.fof) linked.set(e.unit, e.range);
  for (const e of p.near) linked.set(e.unit, e.range + 100);
  const live = targetable(units);
  const rank = (u: Unit) => (linked.has(u.id) ? 0 : u.sector === p.sector ? 1 : 2);
  return live.sort((a, b) => rank(a) - rank(b) || (linked.get(a.id) ?? 0) - (linked.get(b.id) ?? 0) || a.id.localeCompare(b.id));
}

/** Positions whose fields of fire or near lists hold the unit. */
export function positionsSeeing(positions: readonly Position[], unit: string): { position: Position; link: Link }[] {
  return positions.flatMap((p) => {
    const link = linkOf(p, unit);
    return link.kind === 'none' ? [] : [{ position: p, link }];
  });
}

/** The step pips of a unit: filled for the steps left. Leaders have none. */
export function stepPips(u: Pick<Unit, 'steps' | 'maxSteps' | 'type'>): boolean[] {
  if (isLeader(u.type)) return [];
  return Array.from({ length: Math.max(u.maxSteps, u.steps) }, (_, i) => i < u.steps);
}

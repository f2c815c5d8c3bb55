import type { RulesContext } from '../../../engine/index.ts';
import { isHigh, isShore, type OmahaMap } from '../map/omaha-map.ts';
import { rule, turnRow } from '../rules/numbers.ts';
import { communication, controlsAdjacent } from '../rules/communication.ts';
import { isLeader } from '../rules/units.ts';
import type { FofEntry, GameState, NearEntry, Position, Sector, Unit } from './state.ts';

/**
 * The game state read against the map: who stands where, who is in whose field of fire, what the US controls,
 * which German positions can reach an exit, the tide. Pure functions of (state, map, rules).
 */

export function alive(u: Unit | undefined): u is Unit {
  return !!u && (u.where === 'map' || u.where === 'box') && (u.steps > 0 || isLeader(u.type));
}

/** A unit standing on a hex of the map. */
export type OnMapUnit = Unit & { hex: string };

export function onMap(u: Unit | undefined): u is OnMapUnit {
  return alive(u) && u.where === 'map' && u.hex !== null;
}

export function unitsAt(s: Pick<GameState, 'units'>, hex: string): Unit[] {
  return s.units.filter((u) => onMap(u) && u.hex === hex);
}

/** The sector a unit acts in: its hex's, or its landing box's (6). */
export function unitSector(s: Pick<GameState, 'boxSectors'>, map: OmahaMap, u: Unit): Sector {
  if (u.where === 'map' && u.hex) return map.hex(u.hex)?.sector ?? u.sector;
  if (u.where === 'box' && u.box) return s.boxSectors[u.box] ?? u.sector;
  return u.sector;
}

/** US units in the position's fields of fire, nearest first. */
export function fofEntries(s: Pick<GameState, 'units'>, map: OmahaMap, p: Position): FofEntry[] {
  const fof = map.fieldOfFire(p.id);
  return s.units
    .filter(onMap)
    .flatMap((u) => {
      const intensity = fof.get(u.hex);
      return intensity ? [{ unit: u.id, intensity, range: map.distanceTo(u.hex, p.hexes) }] : [];
    })
    .sort((a, b) => a.range - b.range);
}

/**
 * Whether the position's mortar reaches a hex (3): 3 hexes all round from a Reinforcement position; from a WN,
 * 2 hexes towards draw and high ground, 5 towards the beach and the pavillon next to it.
 */
export function mortarReaches(map: OmahaMap, p: Position, hexId: string, ctx: RulesContext): boolean {
  const d = map.distanceTo(hexId, p.hexes);
  if (p.kind === 'reinforcement') return d <= rule(ctx, 'mortar-range-reinforcement');
  const t = map.terrain(hexId);
  if (t === 'draw' || t === 'high-ground') return d <= rule(ctx, 'mortar-range-wn-inland');
  const seaward =
    t !== undefined &&
    (isShore(t) || (t === 'pavillon' && map.neighbors(hexId).some((n) => isShore(map.terrain(n) ?? 'bocage'))));
  return seaward && d <= rule(ctx, 'mortar-range-wn-beach');
}

/** US units on the map outside the position's fields of fire, with their range and whether its mortar reaches them. */
export function nearEntries(s: Pick<GameState, 'units'>, map: OmahaMap, p: Position, ctx: RulesContext): NearEntry[] {
  const fof = map.fieldOfFire(p.id);
  return s.units
    .filter(onMap)
    .flatMap((u) =>
      fof.has(u.hex)
        ? []
        : [{ unit: u.id, range: map.distanceTo(u.hex, p.hexes), mortar: mortarReaches(map, p, u.hex, ctx) }],
    )
    .sort((a, b) => a.range - b.range);
}

/** A US unit stands in one of the position's hexes. */
export function usInside(s: Pick<GameState, 'units'>, p: Position): boolean {
  return s.units.some((u) => onMap(u) && p.hexes.includes(u.hex));
}

/** Hexes to the nearest US unit on the map, or Infinity. */
export function distanceToUs(s: Pick<GameState, 'units'>, map: OmahaMap, hexes: readonly string[]): number {
  return Math.min(Infinity, ...s.units.filter(onMap).map((u) => map.distanceTo(u.hex, hexes)));
}

/** The hexes the US controls (2): each unit its own (Generals none), and the hexes next to it as the control rule says. */
export function usControl(s: Pick<GameState, 'units'>, map: OmahaMap, ctx: RulesContext): Set<string> {
  const controlSteps = rule(ctx, 'control-steps');
  const out = new Set<string>();
  for (const u of s.units.filter(onMap)) {
    if (u.type === 'general') continue;
    out.add(u.hex);
    const fromHigh = isHigh(map.terrain(u.hex) ?? 'bocage');
    for (const n of map.neighbors(u.hex)) {
      const t = map.terrain(n) ?? 'bocage';
      if (
        controlsAdjacent(
          u.type,
          u.steps,
          fromHigh,
          t === 'beach' || t === 'tidal' || t === 'pavillon' || t === 'draw',
          isHigh(t),
          !fromHigh,
          controlSteps,
        ).controls
      )
        out.add(n);
    }
  }
  return out;
}

/** A path from the position to an exit hex, through hexes `open` lets in, with `passes` US-held bocage hexes next to it allowed. */
function pathToExit(
  map: OmahaMap,
  p: Position,
  open: (h: string) => boolean,
  held: ReadonlySet<string>,
  passes: number,
): boolean {
  const exits = new Set(Object.values(map.exits));
  const seen = new Set<string>();
  let frontier = p.hexes.map((h) => ({ h, used: 0 }));
  while (frontier.length) {
    const next: { h: string; used: number }[] = [];
    for (const { h, used } of frontier) {
      if (exits.has(h)) return true;
      for (const n of map.neighbors(h)) {
        if (p.hexes.includes(n) || !open(n)) continue;
        let u = used;
        if (held.has(n)) {
          if (used >= passes || map.terrain(n) !== 'bocage' || !p.hexes.some((x) => map.adjacent(x, n))) continue;
          u += 1;
        }
        const k = `${n}|${u}`;
        if (seen.has(k)) continue;
        seen.add(k);
        next.push({ h: n, used: u });
      }
    }
    frontier = next;
  }
  return false;
}

/**
 * German communication (2), traced on the map: a path from the position to an exit hex A-G through hexes not
 * US-controlled, not rough, not beach, and not pavillon next to the beach; an occupied Reinforcement position may
 * pass one US-controlled bocage hex next to it. The position's own hexes are its start, whatever their terrain.
 */
export function tracesCommunication(
  s: Pick<GameState, 'units'>,
  map: OmahaMap,
  p: Position,
  control: ReadonlySet<string>,
): { inCommunication: boolean; why: string } {
  const open = (h: string): boolean => {
    const t = map.terrain(h);
    if (t === undefined || t === 'rough' || isShore(t)) return false;
    return !(t === 'pavillon' && map.neighbors(h).some((n) => isShore(map.terrain(n) ?? 'bocage')));
  };
  const free = pathToExit(map, p, open, control, 0);
  const throughBocage = !free && pathToExit(map, p, open, control, 1);
  const r = communication(free, throughBocage, p.kind === 'reinforcement' && p.occupied);
  return { inCommunication: r.inCommunication, why: r.why.replace(/ \(2\)$/, '') };
}

/** Units in command (6): stacked with or next to an HQ or General that has not moved this phase. */
export function inCommand(s: Pick<GameState, 'units' | 'usPhase'>, map: OmahaMap, u: Unit): boolean {
  if (!onMap(u)) return false;
  return s.units.some(
    (l) =>
      l.id !== u.id &&
      onMap(l) &&
      isLeader(l.type) &&
      !s.usPhase.leadersMoved.includes(l.id) &&
      map.distance(l.hex, u.hex) <= 1,
  );
}

/** A unit with a radio (6.5): stacked with or next to an HQ or Command Post that has not moved this phase. */
export function hasRadio(s: Pick<GameState, 'units' | 'usPhase'>, map: OmahaMap, u: Unit): boolean {
  if (!onMap(u)) return false;
  return s.units.some(
    (l) =>
      onMap(l) &&
      (l.type === 'hq' || l.type === 'command-post') &&
      !s.usPhase.leadersMoved.includes(l.id) &&
      map.distance(l.hex, u.hex) <= 1,
  );
}

/** High tide this turn (1, 6): tidal hexes are under water. */
export function highTide(ctx: RulesContext, turn: number): boolean {
  return turnRow(ctx.table('dday-omaha.tide'), turn)?.values.high === true;
}

export function underwater(map: OmahaMap, hexId: string, high: boolean): boolean {
  return high && map.terrain(hexId) === 'tidal';
}

/** The hexes a unit leaving a landing box may enter (1): in each column the box faces, the shore hex nearest the sea that is dry now. */
export function landingHexes(map: OmahaMap, box: string, high: boolean): string[] {
  const out = new Map<number, string>();
  for (const h of map.boxShore(box)) if (!out.has(h.col) && !underwater(map, h.id, high)) out.set(h.col, h.id);
  return [...out.values()];
}

/** Steps of every unit stacked with this one (its hex, or its landing box), leaders not counted (4: concentrated targets). */
export function stackSteps(s: Pick<GameState, 'units'>, u: Unit): number {
  const same = s.units.filter(
    (o) =>
      alive(o) &&
      ((u.where === 'map' && o.where === 'map' && o.hex === u.hex) ||
        (u.where === 'box' && o.where === 'box' && o.box === u.box)),
  );
  return same.reduce((t, o) => t + (isLeader(o.type) ? 0 : o.steps), 0) || u.steps;
}

/** An Artillery Box unit is switched off once the US controls every hex of every observer position it lists (5). */
export function observersTaken(
  s: Pick<GameState, 'units' | 'positions'>,
  map: OmahaMap,
  observers: readonly string[],
  ctx: RulesContext,
): boolean {
  if (observers.length === 0) return false;
  const control = usControl(s, map, ctx);
  return observers.every((id) => {
    const p = s.positions.find((x) => x.id === id);
    return !!p && p.hexes.every((h) => control.has(h));
  });
}

import {
  communicationBlocker,
  distance,
  hexKey,
  lineOfCommunication,
  lineOfSight,
  pillboxFireZone,
  unitFireZone,
  type Axial,
  type EnemyZone,
} from '../../../boards/hex/index.ts';
import type { Board } from '../../../systems/bloody-beach/map/board.ts';
import { faceDown, type CounterView, type Formation, type SideId } from './counters.ts';

/**
 * A counter's fire zone (6.1-6.2): every adjacent hex for ordinary units; a pillbox's front two hexes and,
 * beyond them, beach hexes in line of sight out to its anti-tank range + 1 (2.3.5); none up a cliff or steep
 * slope; HQs have none.
 */
export function fireZoneOf(c: CounterView, board: Board): Axial[] {
  if (c.unitClass === 'hq') return [];
  const inMap = (h: Axial) => board.inMap(h);
  const climbs = (from: Axial, to: Axial) => board.climbs(from, to);
  if (c.unitClass === 'pillbox' && c.facing !== undefined) {
    return pillboxFireZone(c.hex, c.facing, Math.max(2, c.antiTank + 1), {
      inMap,
      climbs,
      reaches: (h) => board.terrain(h).beach,
      sees: (from, to) => lineOfSight(from, to, (h) => board.inMap(h) && board.terrain(h).blocks),
    });
  }
  return unitFireZone(c.hex, { inMap, climbs });
}

export interface SideZones {
  readonly side: SideId;
  /** Hex keys in the fire zone of this side's units (as the viewer may know them). */
  readonly hexes: ReadonlySet<string>;
  readonly zones: readonly EnemyZone[];
}

/** The fire zones of one side's units; face-down positions are left out when the viewer may not see them. */
export function sideZones(counters: readonly CounterView[], side: SideId, board: Board, viewer: SideId): SideZones {
  const hexes = new Set<string>();
  const zones: EnemyZone[] = [];
  for (const c of counters) {
    if (c.side !== side || faceDown(c, viewer) || c.pinned) continue;
    const zone = fireZoneOf(c, board);
    zones.push({ hex: c.hex, zone, pillbox: c.unitClass === 'pillbox' });
    for (const h of zone) hexes.add(hexKey(h));
  }
  return { side, hexes, zones };
}

export function enemyOf(side: SideId): SideId {
  return side === 'us' ? 'german' : 'us';
}

/**
 * What blocks the given side's lines of communication (6.2.2): enemy units and their fire zones, unless a
 * friendly combat unit holds the hex; a pillbox's zone only next to it.
 */
export function locBlocker(
  counters: readonly CounterView[],
  side: SideId,
  board: Board,
  viewer: SideId,
): (h: Axial) => boolean {
  const enemy = enemyOf(side);
  const visible = counters.filter((c) => !faceDown(c, viewer));
  return communicationBlocker({
    enemyHexes: visible.filter((c) => c.side === enemy).map((c) => c.hex),
    zones: sideZones(counters, enemy, board, viewer).zones,
    friendlyCombatHexes: visible.filter((c) => c.side === side && c.unitClass !== 'hq').map((c) => c.hex),
  });
}

/**
 * A unit's line of communication to its formation's HQ, or undefined when it is cut off (or has no HQ on the map).
 * `blocked` is the unit's side's blocker when the caller has built it already (it is the same for every unit).
 */
export function locToHq(
  unit: CounterView,
  counters: readonly CounterView[],
  formations: readonly Formation[],
  board: Board,
  viewer: SideId,
  blocked = locBlocker(counters, unit.side, board, viewer),
): { hq?: CounterView; path?: Axial[] } {
  const f = formations.find((x) => x.id === unit.formation);
  const hq = f?.hq ? counters.find((c) => c.id === f.hq) : undefined;
  if (!hq || hq.id === unit.id) return hq ? { hq } : {};
  const path = lineOfCommunication(unit.hex, hq.hex, {
    inMap: (h) => board.inMap(h),
    blocked: (h) => blocked(h) && hexKey(h) !== hexKey(unit.hex) && hexKey(h) !== hexKey(hq.hex),
  });
  return path ? { hq, path } : { hq };
}

/** Enemy counters a unit could fire small arms at now: adjacent, in its fire zone, not through blocking terrain (8.1.1). */
export function smallArmsTargets(
  unit: CounterView,
  counters: readonly CounterView[],
  board: Board,
  viewer: SideId,
): CounterView[] {
  if (unit.pinned || unit.unitClass === 'hq') return [];
  const zone = new Set(fireZoneOf(unit, board).map(hexKey));
  return counters.filter(
    (c) => c.side !== unit.side && !faceDown(c, viewer) && zone.has(hexKey(c.hex)) && distance(unit.hex, c.hex) === 1,
  );
}

import {
  communicationBlocker,
  hexKey,
  lineOfCommunication,
  lineOfSight,
  pillboxFireZone,
  unitFireZone,
  type Axial,
  type EnemyZone,
} from '../../../boards/hex/index.ts';
import { innerMap } from '../../../engine/index.ts';
import type { Rules } from './rules.ts';
import { hiddenSkipped } from './hidden-loc.ts';
import { type GameState, isPlaced, type PlacedUnit, type Side, type UnitState } from './state.ts';

export function onMap(state: GameState): PlacedUnit[] {
  return Object.values(state.units).filter(isPlaced);
}

export function unitsAt(state: GameState, hex: string): UnitState[] {
  return onMap(state).filter((u) => u.hex === hex);
}

/** Fire zones and their hex indexes by unit type, hex and facing, worked out once per rules. */
const zonesOf = new WeakMap<Rules, Map<string, Axial[]>>();
const zoneIndexesOf = new WeakMap<Rules, Map<string, ReadonlySet<number>>>();

/** A unit's fire zone as hexes (6.1-6.2.4): none for HQs; a pillbox's sector out to its beach range; else adjacent. */
export function fireZone(rules: Rules, u: UnitState): Axial[] {
  if (u.hex === null) return [];
  const zones = innerMap(zonesOf, rules);
  const key = `${u.type}|${u.hex}|${u.facing ?? ''}`;
  const known = zones.get(key);
  if (known) return known;
  const zone = computeZone(rules, u);
  zones.set(key, zone);
  return zone;
}

/** A unit's fire zone as a set of board indices, for quick membership tests. */
export function fireZoneIndex(rules: Rules, u: UnitState): ReadonlySet<number> {
  if (u.hex === null) return new Set();
  const indexes = innerMap(zoneIndexesOf, rules);
  const key = `${u.type}|${u.hex}|${u.facing ?? ''}`;
  const known = indexes.get(key);
  if (known) return known;
  const set = new Set(fireZone(rules, u).map((h) => rules.board.index(h)));
  indexes.set(key, set);
  return set;
}

function computeZone(rules: Rules, u: UnitState): Axial[] {
  if (u.hex === null) return [];
  const t = rules.unitType(u.type);
  const b = rules.board;
  const h = b.hex(u.hex);
  if (t.class === 'hq') return [];
  if (t.class === 'pillbox') {
    const range = t.antiTank + 1;
    return pillboxFireZone(h, (u.facing ?? 0) as 0, range, {
      inMap: (x) => b.inMap(x),
      climbs: (x, y) => b.climbs(x, y),
      reaches: (x) => b.terrain(x).beach,
      sees: (a, x) => lineOfSight(a, x, (y) => b.inMap(y) && b.terrain(y).blocks),
    });
  }
  return unitFireZone(h, { inMap: (x) => b.inMap(x), climbs: (x, y) => b.climbs(x, y) });
}

/** Blocks for a line of communications of `side` (2.2, 6.2.2-6.2.3), face-down enemies per the session setting (11.2.2). */
export function communicationBlocks(rules: Rules, state: GameState, side: Side): (h: Axial) => boolean {
  const units = onMap(state);
  const b = rules.board;
  const skipHidden = hiddenSkipped(rules, side);
  const enemies = units.filter((u) => u.side !== side && !(skipHidden && u.hidden));
  const zones: EnemyZone[] = enemies.map((u) => ({
    hex: b.hex(u.hex),
    zone: fireZone(rules, u),
    pillbox: rules.unitType(u.type).class === 'pillbox',
  }));
  const friendly = units
    .filter((u) => u.side === side && rules.unitType(u.type).class !== 'hq')
    .map((u) => b.hex(u.hex));
  const sea = (h: Axial) => b.terrain(h).key === 'sea';
  const blocker = communicationBlocker({
    enemyHexes: enemies.map((u) => b.hex(u.hex)),
    zones,
    friendlyCombatHexes: friendly,
  });
  return (h) => sea(h) || blocker(h);
}

export function hasCommunication(rules: Rules, state: GameState, side: Side, from: string, to: string): boolean {
  const b = rules.board;
  return (
    lineOfCommunication(b.hex(from), b.hex(to), {
      inMap: (x) => b.inMap(x),
      blocked: communicationBlocks(rules, state, side),
    }) !== undefined
  );
}

/** Hexes in the fire zone of any enemy of `side`. */
export function enemyZoneKeys(rules: Rules, state: GameState, side: Side): Set<string> {
  const out = new Set<string>();
  for (const u of onMap(state)) if (u.side !== side) for (const h of fireZone(rules, u)) out.add(hexKey(h));
  return out;
}

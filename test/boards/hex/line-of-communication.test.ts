import { describe, expect, it } from 'vitest';
import {
  communicationBlocker,
  distance,
  hexesWithin,
  hexKey,
  lineOfCommunication,
  pillboxFireZone,
  unitFireZone,
  withinSupportRange,
  type Axial,
} from '../../../src/boards/hex/index.ts';

// A small test map: every hex within 4 of the centre.
const board = new Set(hexesWithin({ q: 0, r: 0 }, 4).map(hexKey));
const inMap = (h: Axial) => board.has(hexKey(h));
const unit = { q: -3, r: 0 };
const hq = { q: 3, r: 0 };

describe('lines of communication on a small test map', () => {
  it('finds a shortest path of any length through an empty map', () => {
    const path = lineOfCommunication(unit, hq, { inMap, blocked: () => false });
    expect(path).toHaveLength(distance(unit, hq) + 1);
  });
  it('goes around an enemy unit and its fire zone', () => {
    const enemy = { q: 0, r: 0 };
    const blocked = communicationBlocker({
      enemyHexes: [enemy],
      zones: [{ hex: enemy, zone: unitFireZone(enemy) }],
      friendlyCombatHexes: [],
    });
    const path = lineOfCommunication(unit, hq, { inMap, blocked });
    expect(path).toBeDefined();
    for (const h of path ?? []) expect(distance(h, enemy)).toBeGreaterThan(1);
  });
  it('is cut by a wall of enemy fire zones, and reopened by a friendly combat unit in a zone hex', () => {
    const enemies = [-4, -3, -2, -1, 0, 1, 2, 3, 4].map((r) => ({ q: 0, r })).filter(inMap);
    const zones = enemies.map((e) => ({ hex: e, zone: unitFireZone(e) }));
    const cut = communicationBlocker({ enemyHexes: enemies, zones, friendlyCombatHexes: [] });
    expect(lineOfCommunication(unit, hq, { inMap, blocked: cut })).toBeUndefined();
    // a gap in the enemy line: hex (0,0) empty, both its flanking zone hexes held by friends
    const gapEnemies = enemies.filter((e) => e.r !== 0);
    const gapZones = gapEnemies.map((e) => ({ hex: e, zone: unitFireZone(e) }));
    const friends = [
      { q: 0, r: 0 },
      { q: -1, r: 0 },
      { q: 1, r: 0 },
    ];
    const open = communicationBlocker({ enemyHexes: gapEnemies, zones: gapZones, friendlyCombatHexes: friends });
    expect(lineOfCommunication(unit, hq, { inMap, blocked: open })).toBeDefined();
  });
  it('lets a pillbox zone block only next to the pillbox (6.2.2)', () => {
    const pillbox = { q: 0, r: -4 };
    const zone = pillboxFireZone(pillbox, 2, 6);
    const far = zone.find((h) => distance(h, pillbox) === 3) as Axial;
    const near = zone[0] as Axial;
    const blocked = communicationBlocker({
      enemyHexes: [pillbox],
      zones: [{ hex: pillbox, zone, pillbox: true }],
      friendlyCombatHexes: [],
    });
    expect(blocked(near)).toBe(true);
    expect(blocked(far)).toBe(false);
  });
});

describe('support range', () => {
  it('reaches as many hexes as the rating, around blocks', () => {
    const blocked = (h: Axial) => h.q === 0 && h.r > -3;
    expect(withinSupportRange(hq, { q: 1, r: 0 }, 2, { inMap, blocked: () => false })).toBe(true);
    expect(withinSupportRange(hq, { q: 0, r: 0 }, 2, { inMap, blocked: () => false })).toBe(false);
    expect(withinSupportRange(hq, unit, 6, { inMap, blocked: () => false })).toBe(true);
    expect(withinSupportRange(hq, unit, 6, { inMap, blocked })).toBe(false);
    expect(withinSupportRange(hq, unit, 9, { inMap, blocked })).toBe(true);
  });
});

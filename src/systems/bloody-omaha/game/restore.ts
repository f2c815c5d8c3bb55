/** Bringing units back: returns of eliminated units and undisrupting (11.5), by IP or by card. */
import { inSector } from '../map/map-index.ts';
import type { GameData } from './data.ts';
import { cfOf, def, findUnit, landed, stackCf } from './units.ts';
import { say, squareName, unitName } from './say.ts';
import { ELIMINATED, OFF_MAP, type State } from './types.ts';

export function checkReturnTarget(s: State, d: GameData, unitId: string, to: string): string | undefined {
  const u = findUnit(s, d, unitId);
  if (!u) return `no unit "${unitId}"`;
  if (u.loc !== ELIMINATED && u.loc !== OFF_MAP) return `${unitId} is not eliminated or off the map`;
  const q = d.map.byId.get(to);
  if (!q || q.terrain !== 'beach') return 'units return to a beach square';
  if (!s.gaps[to]) return `${to} has no Gap yet`;
  const x = def(d, unitId);
  if (!inSector(q, x.pool)) return `${to} is outside the ${x.pool} Division's sector`;
  if (stackCf(s, d, to) + x.disrupted > d.stacking) return `${to} would be over-stacked`;
  return undefined;
}

export function applyReturn(s: State, d: GameData, unitId: string, to: string, how: string): void {
  const u = findUnit(s, d, unitId);
  if (!u) return;
  u.loc = to;
  u.disrupted = true;
  u.pinned = false;
  say(s, () => `${unitName(d, unitId)} returns to ${squareName(d, to)} on its disrupted side, ${how}`, '11.5');
}

export function checkUndisruptTarget(s: State, d: GameData, unitId: string): string | undefined {
  const u = findUnit(s, d, unitId);
  if (!u) return `no unit "${unitId}"`;
  if (!landed(d, u)) return `${unitId} is not on land`;
  if (!u.disrupted) return `${unitId} is not disrupted`;
  if (u.pinned) return `${unitId} is pinned (8.8)`;
  const x = def(d, unitId);
  if (stackCf(s, d, u.loc) - cfOf(x, u) + x.full > d.stacking) return `${u.loc} would be over-stacked (10.0)`;
  return undefined;
}

export function applyUndisrupt(s: State, d: GameData, unitId: string, how: string): void {
  const u = findUnit(s, d, unitId);
  if (!u) return;
  u.disrupted = false;
  say(s, () => `${unitName(d, unitId)} flips back to its full-strength side, ${how}`, '11.5');
}

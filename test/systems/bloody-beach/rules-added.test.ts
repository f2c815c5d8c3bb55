import { describe, expect, it } from 'vitest';
import { distance } from '../../../src/boards/hex/index.ts';
import { act, around, ctx, refuse, rules, scene } from './scene.ts';
import type { GameState } from '../../../src/systems/bloody-beach/game/state.ts';

const set = (s: GameState, f: string, patch: object): GameState => ({ ...s, formations: { ...s.formations, [f]: { ...(s.formations[f] as NonNullable<GameState['formations'][string]>), ...patch } } });

// a stretch of the coast road on the shipped map, far from the places the tests put Germans
const ROAD = ['0607', '0708', '0807', '0908', '1008', '1109', '1208', '1309', '1409', '1510', '1609', '1710'];
const b = rules.board;
/** A land neighbour of `hex` not joined to it by a road. */
const offRoad = (hex: string): string => {
  const n = around(hex).find((x) => b.road(b.hex(hex), b.hex(x)) === undefined && b.terrain(b.hex(x)).key !== 'sea' && b.terrain(b.hex(x)).infantry !== null && !b.hasRoad(b.hex(x)));
  if (!n) throw new Error(`no off-road neighbour of ${hex}`);
  return n;
};

describe('7.5.2 road movement bonus', () => {
  const start = set(scene({ '16-1-hq': '0607', '16-1-A': '0607' }), '16-1', { supply: 2 });
  it('a unit starting on a road clear of enemies gets +1 (infantry) and may spend it all along the road', () => {
    let s = act(start, { type: 'activate', formation: '16-1' });
    expect(s.units['16-1-A']).toMatchObject({ mp: 5, roadBonus: 1 });
    for (const hex of ROAD.slice(1, 11)) s = act(s, { type: 'move', unit: '16-1-A', to: hex });
    // ten road hexes at one half each: two more than the plain allowance of 4 would pay for
    expect(s.units['16-1-A']).toMatchObject({ hex: '1609', mp: 0 });
  });
  it('a step off the road forfeits the bonus, and is refused once the bonus has been spent', () => {
    let s = act(start, { type: 'activate', formation: '16-1' });
    s = act(s, { type: 'move', unit: '16-1-A', to: '0708' });
    const off = offRoad('0708');
    const moved = act(s, { type: 'move', unit: '16-1-A', to: off });
    expect(moved.units['16-1-A']?.roadBonus).toBeUndefined();
    expect(moved.units['16-1-A']?.mp).toBeLessThanOrEqual(4 - 0.5 - 1);
    for (const hex of ROAD.slice(2, 9)) s = act(s, { type: 'move', unit: '16-1-A', to: hex });
    // 4 MP spent on the road: only the bonus point is left, which a step off the road loses
    expect(s.units['16-1-A']?.mp).toBe(1);
    expect(refuse(s, { type: 'move', unit: '16-1-A', to: offRoad('1409') })).toMatch(/road bonus.*7\.5\.2/);
  });
  it('no bonus within 10 hexes of an enemy unit, nor off a road', () => {
    const near = set(scene({ '16-1-hq': '0607', '16-1-A': '0607', 'de-916-1': '1510' }), '16-1', { supply: 2 });
    expect(act(near, { type: 'activate', formation: '16-1' }).units['16-1-A']).toMatchObject({ mp: 4 });
    expect(act(near, { type: 'activate', formation: '16-1' }).units['16-1-A']?.roadBonus).toBeUndefined();
    const offStart = set(scene({ '16-1-hq': '0607', '16-1-A': offRoad('0607') }), '16-1', { supply: 2 });
    expect(act(offStart, { type: 'activate', formation: '16-1' }).units['16-1-A']?.mp).toBe(4);
  });
  it('a road step that comes within 10 hexes of an enemy loses the bonus', () => {
    const german = '2209';
    const d = (h: string) => distance(b.hex(h), b.hex(german));
    const k = ROAD.findIndex((h) => d(h) < 10);
    expect(d('0607')).toBeGreaterThanOrEqual(10);
    expect(k).toBeGreaterThan(1);
    const s0 = set(scene({ '16-1-hq': '0607', '16-1-A': '0607', 'de-916-1': german }), '16-1', { supply: 2 });
    let s = act(s0, { type: 'activate', formation: '16-1' });
    expect(s.units['16-1-A']?.roadBonus).toBe(1);
    for (const hex of ROAD.slice(1, k)) s = act(s, { type: 'move', unit: '16-1-A', to: hex });
    expect(s.units['16-1-A']?.roadBonus).toBe(1);
    s = act(s, { type: 'move', unit: '16-1-A', to: ROAD[k] as string });
    expect(s.units['16-1-A']?.roadBonus).toBeUndefined();
    expect(s.units['16-1-A']?.mp).toBe(5 - k * 0.5 - 1);
  });
  it('vehicles get +2', () => {
    const s0 = scene({ '741-A1': '0607', 'us-1-hq': '0607' });
    expect(act(s0, { type: 'activate', formation: '741-tank' }).units['741-A1']).toMatchObject({ mp: 10, roadBonus: 2 });
  });
});

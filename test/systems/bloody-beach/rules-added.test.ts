import { describe, expect, it } from 'vitest';
import { distance } from '../../../src/boards/hex/index.ts';
import { Rng } from '../../../src/engine/index.ts';
import { systemContext } from '../../../src/systems/catalog.ts';
import { system } from '../../../src/systems/bloody-beach/index.ts';
import { makeRules } from '../../../src/systems/bloody-beach/game/rules.ts';
import { view } from '../../../src/systems/bloody-beach/game/view.ts';
import { hasCommunication } from '../../../src/systems/bloody-beach/game/zones.ts';
import { act, around, ctx, game, refuse, rules, scene, set } from './scene.ts';
import type { GameState } from '../../../src/systems/bloody-beach/game/state.ts';
import { entryText } from '../../../src/systems/bloody-beach/game/words.ts';

// a stretch of the coast road on the shipped map, far from the places the tests put Germans
const ROAD = ['0607', '0708', '0807', '0908', '1008', '1109', '1208', '1309', '1409', '1510', '1609', '1710'];
const b = rules.board;
/** A land neighbour of `hex` not joined to it by a road. */
const offRoad = (hex: string): string => {
  const n = around(hex).find(
    (x) =>
      b.road(b.hex(hex), b.hex(x)) === undefined &&
      b.terrain(b.hex(x)).key !== 'sea' &&
      b.terrain(b.hex(x)).infantry !== null &&
      !b.hasRoad(b.hex(x)),
  );
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
    // the bonus belongs to one activation
    expect(act(s, { type: 'end-activation' }).units['16-1-A']?.roadBonus).toBeUndefined();
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
    expect(act(s0, { type: 'activate', formation: '741-tank' }).units['741-A1']).toMatchObject({
      mp: 10,
      roadBonus: 2,
    });
  });
});

describe('9.4.1 a beachhead carries two supply points a turn', () => {
  const one = { beachheads: ['5413'], beachheadOwners: { '5413': 'us-1' }, beachheadEver: true };
  const s0 = scene({ 'us-1-hq': '4715', '16-1-hq': '4916', '16-1-A': '4815', '116-29-hq': '4815' }, one);
  it('sends from a US division are held to two points a traced beachhead, counted over the turn', () => {
    expect(refuse(s0, { type: 'send-supply', to: '16-1', points: 3 })).toMatch(
      /carry 2 points each a turn: 2 left.*9\.4\.1/,
    );
    const sent = act(s0, { type: 'send-supply', to: '16-1', points: 2, dice: [1] });
    expect(sent.beachheadSupply).toEqual({ 'us-1': 2 });
    expect(refuse(sent, { type: 'send-supply', to: '116-29', points: 1 })).toMatch(/0 left this turn \(9\.4\.1\)/);
    // a failed check moves nothing, so it uses none of the capacity
    expect(act(s0, { type: 'send-supply', to: '16-1', points: 2, dice: [9] }).beachheadSupply).toBeUndefined();
  });
  it('no beachhead traced, no supply sent; the capacity is renewed at the next turn', () => {
    expect(
      refuse(scene({ 'us-1-hq': '4715', '16-1-hq': '4916' }), { type: 'send-supply', to: '16-1', points: 1 }),
    ).toMatch(/0 beachhead\(s\).*9\.4\.1/);
    const sent = act(s0, { type: 'send-supply', to: '16-1', points: 2, dice: [1] });
    let s: GameState = act(sent, { type: 'pass' });
    s = act(s, { type: 'pass' });
    expect(s.turn).toBe(2);
    expect(s.beachheadSupply).toEqual({});
  });
  it('a 29th Division beachhead serves the 1st Division while the 1st serves the 29th (9.5.3)', () => {
    const s = scene(
      { 'us-1-hq': '4715', '116-29-hq': '4916' },
      { beachheads: ['4409'], beachheadOwners: { '4409': 'us-29' }, beachheadEver: true },
    );
    expect(refuse(s, { type: 'send-supply', to: '116-29', points: 2 })).toBe('');
  });
  it('German divisions are not limited', () => {
    const g = scene({ 'de-352-hq': '3020', 'de-916-hq': '3121' }, { initiative: 'german' });
    const pool = g.formations['de-352']?.supply ?? 0;
    expect(refuse(g, { type: 'send-supply', to: 'de-916', points: pool })).toBe('');
  });
});

describe('4.2.2 legal supply sends of every amount', () => {
  it('offers each amount from 1 to the pool, and to what the beachheads still carry', () => {
    const g = scene({ 'de-352-hq': '3020', 'de-916-hq': '3121' }, { initiative: 'german' });
    const pool = g.formations['de-352']?.supply ?? 0;
    const sends = game
      .legalActions(g, ctx)
      .filter((a) => a.type === 'send-supply' && a.to === 'de-916')
      .map((a) => (a.type === 'send-supply' ? a.points : 0));
    expect(pool).toBeGreaterThan(2);
    expect(sends).toEqual(Array.from({ length: pool }, (_, i) => i + 1));
    const us = scene(
      { 'us-1-hq': '4715', '16-1-hq': '4916' },
      { beachheads: ['5413', '4409'], beachheadOwners: { '5413': 'us-1', '4409': 'us-1' }, beachheadEver: true },
    );
    const usSends = game
      .legalActions(us, ctx)
      .filter((a) => a.type === 'send-supply' && a.to === '16-1')
      .map((a) => (a.type === 'send-supply' ? a.points : 0));
    expect(usSends).toEqual([1, 2, 3, 4]);
  });
});

describe('8.4.4 Special Hit markers that stay: 3 (no assets) and 7 (firepower halved)', () => {
  const withAsset = (s: GameState, patch: object): GameState => ({
    ...s,
    assets: {
      ...s.assets,
      'us-7fa': {
        ...(s.assets['us-7fa'] as NonNullable<GameState['assets'][string]>),
        status: 'pool',
        used: false,
        ...patch,
      },
    },
  });
  const marked = (n: number | undefined) =>
    withAsset(
      set(
        scene({
          '16-1-hq': '4715',
          '16-1-A': '4815',
          '16-1-B': n === undefined ? '4916' : { hex: '4916', special: n },
          'de-916-1': '4917',
        }),
        '16-1',
        { supply: 2, rating: 7 },
      ),
      {},
    );
  const fireLine = (s: GameState) => s.log.map(entryText).find((l) => l.startsWith('16-1-B fires')) ?? '';
  it('marker 3: no asset is assigned to the unit, and one already assigned does not join its fire', () => {
    const s = act(marked(3), { type: 'activate', formation: '16-1' });
    expect(refuse(s, { type: 'assign-asset', asset: 'us-7fa', unit: '16-1-B' })).toMatch(/marker 3.*8\.4\.4/);
    expect(game.legalActions(s, ctx).some((a) => a.type === 'assign-asset' && a.unit === '16-1-B')).toBe(false);
    expect(refuse(s, { type: 'assign-asset', asset: 'us-7fa', unit: '16-1-A' })).toBe('');
    // the marker arrives after the asset was assigned (say, from reaction fire)
    let t = act(marked(undefined), { type: 'activate', formation: '16-1' });
    t = act(t, { type: 'assign-asset', asset: 'us-7fa', unit: '16-1-B' });
    t = {
      ...t,
      units: {
        ...t.units,
        '16-1-B': { ...(t.units['16-1-B'] as NonNullable<GameState['units'][string]>), special: 3 },
      },
    };
    t = act(t, { type: 'fire', unit: '16-1-B', target: 'de-916-1', dice: [4, 5] });
    expect(fireLine(t)).toMatch(/with firepower 4:/);
    expect(fireLine(t)).toMatch(/may not join/);
    expect(t.assets['us-7fa']?.used).toBe(false);
  });
  it('marker 7: the unit fires at half its own firepower, fractions dropped; an asset adds in full', () => {
    let s = act(marked(7), { type: 'activate', formation: '16-1' });
    const alone = act(s, { type: 'fire', unit: '16-1-B', target: 'de-916-1', dice: [4, 5] });
    expect(fireLine(alone)).toMatch(/own firepower 4 x 0\.5 = 2.*firepower 2:/);
    s = act(s, { type: 'assign-asset', asset: 'us-7fa', unit: '16-1-B' });
    const withIt = act(s, { type: 'fire', unit: '16-1-B', target: 'de-916-1', dice: [4, 5] });
    expect(fireLine(withIt)).toMatch(/firepower 6:/);
    const plain = act(act(marked(undefined), { type: 'activate', formation: '16-1' }), {
      type: 'fire',
      unit: '16-1-B',
      target: 'de-916-1',
      dice: [4, 5],
    });
    expect(fireLine(plain)).toMatch(/firepower 4:/);
  });
  it('marker 7 also halves reaction fire', () => {
    const s0 = set(scene({ '16-1-hq': '4715', '16-1-A': '4715', 'de-916-1': { hex: '4916', special: 7 } }), '16-1', {
      supply: 2,
    });
    let s = act(s0, { type: 'activate', formation: '16-1' });
    s = act(s, { type: 'move', unit: '16-1-A', to: '4815' });
    s = act(s, { type: 'reaction-fire', unit: 'de-916-1', target: '16-1-A', dice: [1] });
    expect(s.log.map(entryText).find((l) => l.startsWith('de-916-1 reaction fire'))).toMatch(/= 2.*firepower 2:/);
  });
});

describe('6.2.2 and 11.2.2 face-down positions on US lines of communications', () => {
  const revealed = systemContext(system, { hiddenPositionsBlock: 'revealed' });
  const landed = {
    beachheads: ['5413', '4409'],
    beachheadOwners: { '5413': 'us-1', '4409': 'us-1' },
    beachheadEver: true,
  };
  const hidden = scene({ 'us-1-hq': '4715', '16-1-hq': '4916', 'nest-1': { hex: '4816', hidden: true } }, landed);
  it('by default a face-down nest blocks the line, as the referee knows where it is', () => {
    expect(system.settings?.find((x) => x.key === 'hiddenPositionsBlock')?.default).toBe('referee');
    expect(refuse(hidden, { type: 'send-supply', to: '16-1', points: 1 })).toMatch(
      /no line of communications.*4\.2\.2/,
    );
  });
  it('with only revealed positions blocking, the line runs past it until it is turned face up', () => {
    expect(refuse(hidden, { type: 'send-supply', to: '16-1', points: 1 }, revealed)).toBe('');
    const shown = {
      ...hidden,
      units: {
        ...hidden.units,
        'nest-1': { ...(hidden.units['nest-1'] as NonNullable<GameState['units'][string]>), hidden: false },
      },
    };
    expect(refuse(shown, { type: 'send-supply', to: '16-1', points: 1 }, revealed)).toMatch(/4\.2\.2/);
  });
  it('the fast trace and the hex path search agree under both readings', () => {
    for (const c of [ctx, revealed]) {
      const r = makeRules(c);
      expect(hasCommunication(r, hidden, 'us', '4715', '4916')).toBe(c === revealed);
      const v = view(r, hidden);
      expect((v.trace('us', '4715')[v.grid.index('4916')] ?? -1) >= 0).toBe(c === revealed);
    }
  });
});

describe('4.3.4 legal initial allotments of every amount', () => {
  it('offers each amount from 1 to the 1st Division pool to each first-wave regiment', () => {
    const s0 = game.setup({}, Rng.fromSeed(1), ctx);
    const pool = s0.formations['us-1']?.supply ?? 0;
    const allots = game.legalActions(s0, ctx).filter((a) => a.type === 'allot-supply');
    expect(allots.length).toBe(2 * pool);
    expect(
      allots
        .filter((a) => a.type === 'allot-supply' && a.formation === '16-1')
        .map((a) => (a.type === 'allot-supply' ? a.points : 0)),
    ).toEqual(Array.from({ length: pool }, (_, i) => i + 1));
  });
});

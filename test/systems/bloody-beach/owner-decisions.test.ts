import { describe, expect, it } from 'vitest';
import { systemContext } from '../../../src/systems/catalog.ts';
import { system } from '../../../src/systems/bloody-beach/index.ts';
import { gameStatus } from '../../../src/systems/bloody-beach/game/status.ts';
import type { GameState, UnitState } from '../../../src/systems/bloody-beach/game/state.ts';
import { distance } from '../../../src/boards/hex/index.ts';
import { Rng } from '../../../src/engine/index.ts';
import { act, around, ctx, game, RANDOM_DEPLOYMENT, refuse, rules, scene, set } from './scene.ts';
import { entryText } from '../../../src/systems/bloody-beach/game/words.ts';

/** The hexes the decision due offers. */
const hexesOf = (s: GameState): readonly string[] => {
  const d = s.decisions?.[0];
  return d && 'hexes' in d ? d.hexes : [];
};
const put = (s: GameState, id: string, hex: string): GameState => ({
  ...s,
  units: { ...s.units, [id]: { ...(s.units[id] as UnitState), status: 'map', hex } },
});

describe('2.4.5 HQ displacement: the owner picks the hex', () => {
  // the 916th HQ at 4815, its company two hexes off at 4714, a US company next to the HQ at 4916
  const s0 = set(scene({ 'de-916-hq': '4815', 'de-916-1': '4714', '16-1-A': '4916', '16-1-hq': '4613' }), '16-1', {
    supply: 2,
  });
  const fired = (c = ctx) => {
    const a = act(s0, { type: 'activate', formation: '16-1', cutoff: true }, 1, c);
    // firepower 4 at an HQ in clear, d10 6: a P result, which displaces the HQ (2.4.5)
    return act(a, { type: 'fire', unit: '16-1-A', target: 'de-916-hq', dice: [6] }, 1, c);
  };
  it("waits for the German with exactly the nearest safe hexes beside his company, Umpire's pick first", () => {
    const s = fired();
    expect(s.units['de-916-hq']?.hex).toBe('4815');
    expect(s.decisions).toEqual([{ kind: 'displace-hq', side: 'german', unit: 'de-916-hq', hexes: ['4715', '4814'] }]);
    expect(game.legalActions(s, ctx)).toEqual([
      { type: 'displace-hq', unit: 'de-916-hq', to: '4715' },
      { type: 'displace-hq', unit: 'de-916-hq', to: '4814' },
    ]);
    // the supply and the assets go at once; nothing else happens until he answers
    expect(s.formations['de-916']?.supply).toBe(0);
    expect(refuse(s, { type: 'end-activation' })).toMatch(/displaces to.*2\.4\.5/);
    expect(refuse(s, { type: 'displace-hq', unit: 'de-916-hq', to: '4916' })).toMatch(/4715, 4814/);
    expect(gameStatus(s).prompts[0]).toMatch(/German player: pick the hex de-916-hq displaces to/);
  });
  it('the answer moves the HQ there, and play goes on', () => {
    const s = act(fired(), { type: 'displace-hq', unit: 'de-916-hq', to: '4814' });
    expect(s.units['de-916-hq']?.hex).toBe('4814');
    expect(s.decisions).toBeUndefined();
    expect(refuse(s, { type: 'end-activation' })).toBe('');
  });
  it('with a single safe hex the HQ goes there without asking', () => {
    const one = set(scene({ 'de-916-hq': '4815', 'de-916-1': '4915', '16-1-A': '4916', '16-1-hq': '4613' }), '16-1', {
      supply: 2,
    });
    const a = act(one, { type: 'activate', formation: '16-1' });
    const s = act(a, { type: 'fire', unit: '16-1-A', target: 'de-916-hq', dice: [6] });
    expect(s.decisions).toBeUndefined();
    expect(s.units['de-916-hq']?.hex).toBe('4814');
  });
  it('the other reading offers every safe hex reached before the HQ is first safe', () => {
    const any = systemContext(system, { hqDisplacement: 'any' });
    const hexes = hexesOf(fired(any));
    expect(hexes.slice(0, 2)).toEqual(['4715', '4814']);
    expect(hexes.length).toBeGreaterThan(2);
    // every offered hex is safe and beside (or on) the company
    for (const h of hexes) expect([...around(h), h]).toContain('4714');
  });
  it('8.5.3 attackers in close combat advance once the HQ has gone', () => {
    // the HQ alone at 4815; a US company that began next to it attacks (the German company at 4714 is its refuge)
    const c0 = set(scene({ 'de-916-hq': '4815', 'de-916-1': '4714', '16-1-A': '4916', '16-1-hq': '4613' }), '16-1', {
      supply: 2,
    });
    const a = act(c0, { type: 'activate', formation: '16-1', cutoff: true });
    const s = act(a, { type: 'close-combat', units: ['16-1-A'], hex: '4815' });
    expect(s.units['16-1-A']?.hex).toBe('4916');
    expect(s.decisions?.[0]).toMatchObject({
      kind: 'displace-hq',
      unit: 'de-916-hq',
      advance: { units: ['16-1-A'], hex: '4815', side: 'us' },
    });
    const d = act(s, { type: 'displace-hq', unit: 'de-916-hq', to: '4715' });
    expect(d.units['de-916-hq']?.hex).toBe('4715');
    expect(d.units['16-1-A']?.hex).toBe('4815');
  });
  it('reaction fire that displaces a moving HQ stops it without pinning it', () => {
    // the 16th Regiment HQ walks from 4714 into 4715, next to a German company at 4815
    const r0 = set(scene({ '16-1-hq': '4714', '16-1-A': '4713', '16-1-B': '4613', 'de-916-1': '4815' }), '16-1', {
      supply: 2,
    });
    const a = act(r0, { type: 'activate', formation: '16-1' });
    const m = act(a, { type: 'move', unit: '16-1-hq', to: '4715' });
    expect(m.reaction?.targets).toContain('16-1-hq');
    const s = act(m, { type: 'reaction-fire', unit: 'de-916-1', target: '16-1-hq', dice: [6] });
    const hq = s.units['16-1-hq'];
    expect(hq?.pinned).toBe(false);
    expect(hq?.mp).toBe(0);
    const where = hexesOf(s)[0] ?? hq?.hex;
    expect(around('4815')).not.toContain(where);
  });
});

describe('11.4.2 reinforcement entry: the German picks the side', () => {
  const g0 = scene({ 'de-916-hq': '4920' }, { initiative: 'german' });
  it('a free entry hex takes the group at once', () => {
    const a = act(g0, { type: 'reinforce', dice: [1] });
    expect(a.units['de-915-ii-1']).toMatchObject({ status: 'map', hex: '9637', fresh: true });
    expect(a.decisions).toBeUndefined();
  });
  it('a held entry hex offers the next free edge road hex each way, the nearer first', () => {
    const s = act(put(g0, '16-1-A', '9637'), { type: 'reinforce', dice: [1] });
    expect(s.units['de-915-ii-1']?.status).toBe('waiting');
    // the N13 is held: the Bayeux-St-Lô road by Vaucelles down the east edge, the coast road up it
    expect(s.decisions).toEqual([
      { kind: 'reinforcement-entry', side: 'german', group: 'kg-meyer-1', designated: '9637', hexes: ['9643', '9624'] },
    ]);
    expect(game.legalActions(s, ctx)).toEqual([
      { type: 'reinforcement-entry', to: '9643' },
      { type: 'reinforcement-entry', to: '9624' },
    ]);
    expect(refuse(s, { type: 'pass' })).toMatch(/11\.4\.2/);
    const e = act(s, { type: 'reinforcement-entry', to: '9624' });
    expect(e.units['de-915-ii-1']).toMatchObject({ status: 'map', hex: '9624', fresh: true });
    expect(e.reinforcementNext).toBe(1);
    expect(refuse(e, { type: 'reinforce' })).toMatch(/one reinforcement roll/);
  });
  it('a road hex on the edge that is itself held is passed over for the next one', () => {
    // Vaucelles' road is held on the east edge: the walk goes on round the corner to where it leaves by the south
    const s = act(put(put(g0, '16-1-A', '9637'), '16-1-B', '9643'), { type: 'reinforce', dice: [1] });
    expect(hexesOf(s)).toEqual(['9624', '8352']);
  });
});

describe('7.2.3 overstacking: the owner picks the unit that loses the step', () => {
  // three companies of the 16th and their HQ in one hex: three companies against a limit of two
  const s0 = set(scene({ '16-1-hq': '4715', '16-1-A': '4715', '16-1-B': '4715', '16-1-C': '4715' }), '16-1', {
    supply: 2,
  });
  const ended = act(act(s0, { type: 'activate', formation: '16-1' }), { type: 'end-activation' });
  it('offers exactly the units that count for stacking, the HQ not among them', () => {
    expect(ended.decisions).toEqual([
      { kind: 'overstack-loss', side: 'us', hex: '4715', units: ['16-1-A', '16-1-B', '16-1-C'] },
    ]);
    expect(game.legalActions(ended, ctx)).toEqual(
      ['16-1-A', '16-1-B', '16-1-C'].map((unit) => ({ type: 'overstack-loss', unit })),
    );
    expect(refuse(ended, { type: 'initiative' })).toMatch(/7\.2\.3/);
    expect(refuse(ended, { type: 'overstack-loss', unit: '16-1-hq' })).toMatch(/7\.2\.3.*16-1-A, 16-1-B, 16-1-C/);
  });
  it('the unit picked loses one step, and play goes on', () => {
    const s = act(ended, { type: 'overstack-loss', unit: '16-1-B' });
    expect(s.units['16-1-B']?.steps).toBe((s0.units['16-1-B']?.steps ?? 0) - 1);
    expect(s.units['16-1-A']?.steps).toBe(s0.units['16-1-A']?.steps);
    expect(s.decisions).toBeUndefined();
    expect(refuse(s, { type: 'initiative' })).toBe('');
  });
  it('a company and two platoons make two: within the limit, nothing owed (7.2.1)', () => {
    const ok = set(scene({ '16-1-hq': '4715', '16-1-A': '4715', '741-A1': '4715', '741-A2': '4715' }), '16-1', {
      supply: 2,
    });
    const s = act(act(ok, { type: 'activate', formation: '16-1' }), { type: 'end-activation' });
    expect(s.decisions).toBeUndefined();
    expect(s.units['16-1-A']?.steps).toBe(ok.units['16-1-A']?.steps);
  });
});

describe('8.3.5 retreat: the owner picks the hex', () => {
  // 16-1-A at 4815 fires at a German company at 4916 whose HQ stands at 5319; the cup gives marker 11 (no effect) on the natural 10
  const cup = {
    drawPile: [11, ...Array.from({ length: 20 }, (_, i) => i + 1).filter((n) => n !== 11)],
    discards: [],
    removed: [],
  };
  const s0 = set(
    scene({ '16-1-hq': '4613', '16-1-A': '4815', 'de-916-1': '4916', 'de-916-hq': '5319' }, { cup }),
    '16-1',
    { supply: 2 },
  );
  const a = act(s0, { type: 'activate', formation: '16-1' });
  // firepower 4, d10 10: one step; morale d10 10 fails: retreat
  const s = act(a, { type: 'fire', unit: '16-1-A', target: 'de-916-1', dice: [10, 10] });
  const b = rules.board;
  const d = (x: string, y: string) => distance(b.hex(x), b.hex(y));
  it('offers the hexes away from the firer and nearer the HQ, and nothing else', () => {
    const due = s.decisions?.[0];
    expect(due).toMatchObject({ kind: 'retreat', side: 'german', unit: 'de-916-1' });
    const hexes = hexesOf(s);
    expect(hexes.length).toBeGreaterThan(1);
    for (const h of around('4916')) {
      const fits = d(h, '4815') > 1 && d(h, '5319') < d('4916', '5319');
      expect(hexes.includes(h), h).toBe(fits);
    }
    expect(game.legalActions(s, ctx)).toEqual(hexes.map((to) => ({ type: 'retreat', unit: 'de-916-1', to })));
    expect(s.units['de-916-1']).toMatchObject({ hex: '4916', steps: 3, pinned: true });
  });
  it('the answer moves the unit; play goes on', () => {
    const to = hexesOf(s)[1] as string;
    const r = act(s, { type: 'retreat', unit: 'de-916-1', to });
    expect(r.units['de-916-1']).toMatchObject({ hex: to, steps: 3 });
    expect(r.decisions).toBeUndefined();
    expect(refuse(s, { type: 'retreat', unit: 'de-916-1', to: '4815' })).toMatch(/retreats to.*8\.3\.5/);
  });
});

describe('9.1.7 landing hexes designated by the US player (setting)', () => {
  const players = systemContext(system, { ...RANDOM_DEPLOYMENT, landingHexes: 'players' });
  const order = ['dd-tank', 'tank', 'other', 'hq'];
  const kind = (id: string) => {
    const t = rules.unitType(scene({}).units[id]?.type as string);
    return t.class === 'hq' ? 'hq' : t.class === 'vehicle' ? (t.dd ? 'dd-tank' : 'tank') : 'other';
  };
  it('asks for every first-wave unit, box by box in landing order, before any lands; the Rangers land where sent', () => {
    let s = game.setup({}, Rng.fromSeed(4), players);
    for (const a of [
      { type: 'allot-supply', formation: '16-1', points: 4 },
      { type: 'allot-supply', formation: '116-29', points: 4 },
      { type: 'end-planning' },
      { type: 'land-first-wave' },
    ] as const)
      s = act(s, a, 4, players);
    const wave1 = Object.values(s.units).filter((u) => u.wave === 1 && u.side === 'us');
    expect(s.decisions).toHaveLength(wave1.length);
    expect(wave1.every((u) => u.status === 'waiting')).toBe(true);
    expect(refuse(s, { type: 'initiative' }, players)).toMatch(/designate the hex .* aims to land at/);
    const seen: { unit: string; box: string }[] = [];
    while (s.decisions?.[0]?.kind === 'landing-hex') {
      const d = s.decisions[0];
      const box = rules.board.doc.landingBoxes.find((x) => x.hexes.includes(d.hexes[0] as string));
      expect([...d.hexes].sort()).toEqual([...(box?.hexes ?? [])].sort());
      expect(game.legalActions(s, players)).toEqual(d.hexes.map((to) => ({ type: 'landing-hex', unit: d.unit, to })));
      seen.push({ unit: d.unit, box: box?.id ?? '' });
      s = act(
        s,
        { type: 'landing-hex', unit: d.unit, to: d.hexes.includes('2103') ? '2103' : (d.hexes.at(-1) as string) },
        4,
        players,
      );
    }
    // each box's units come together, in the order of 9.1.7
    const boxes = seen.map((x) => x.box).filter((b, i, all) => all.indexOf(b) === i);
    for (const b of boxes) {
      const ks = seen.filter((x) => x.box === b).map((x) => order.indexOf(kind(x.unit)));
      expect(ks).toEqual([...ks].sort((p, q) => p - q));
      expect(seen.findIndex((x) => x.box === b) + ks.length - 1).toBe(seen.map((x) => x.box).lastIndexOf(b));
    }
    expect(s.firstLandingDone).toBe(true);
    expect(s.landing).toBeUndefined();
    // no drift at Pointe du Hoc (9.3.4): all three companies land where they were sent
    for (const id of ['2r-D', '2r-E', '2r-F']) expect(s.units[id]?.hex).toBe('2103');
  });
  it('the reserve Rangers too: their battalion activates once the last hex is designated, with the dice typed there', () => {
    // the battery on the Pointe is a German unit by the cliffs, so the landing check is made (9.2.7)
    let s = act(
      scene({ 'de-pdh': '2003' }),
      { type: 'land-rangers', formation: '2-rangers', box: 'pointe-du-hoc', pool: 'us-1' },
      1,
      players,
    );
    const ids = (s.decisions ?? []).map((d) => ('unit' in d ? d.unit : ''));
    expect(ids.length).toBeGreaterThan(0);
    expect(s.active).toEqual([]);
    for (const id of ids)
      s = act(s, { type: 'landing-hex', unit: id, to: '1903', dice: [1, 1, 1, 1, 1, 1, 1, 1] }, 1, players);
    for (const id of ids) expect(s.units[id]).toMatchObject({ hex: '1903', formation: '2-rangers', status: 'map' });
    expect(s.active).toEqual(['2-rangers']);
    expect(s.log.map(entryText).filter((l) => /lands at 1903: landing d10 1: no loss, pinned/.test(l))).toHaveLength(
      ids.length,
    );
  });
});

describe('9.5.1 the HQ a landing division asset is declared to', () => {
  // waves 1 and 2 are in; the 16th's HQ and the 18th's stand on Easy Red; the 16th lands wave 3 with the 81st Chemical
  const base = scene({ '16-1-hq': '5413', '18-1-hq': '5514' });
  const gone = Object.fromEntries(
    Object.values(base.units)
      .filter((u) => u.status === 'waiting' && (u.wave === 1 || u.wave === 2))
      .map((u) => [u.id, { ...u, status: 'eliminated' as const }]),
  );
  const s0 = set({ ...base, units: { ...base.units, ...gone } }, '16-1', { supply: 2 });
  it('asks the US player, offering the landing regiment first, then the division, then another regiment whose HQ reaches the box', () => {
    const s = act(s0, { type: 'land-wave', formation: '16-1' });
    expect(s.decisions?.[0]).toEqual({
      kind: 'declare-asset',
      side: 'us',
      asset: 'us-81cml',
      formations: ['16-1', 'us-1', '18-1'],
    });
    expect(game.legalActions(s, ctx)).toEqual(
      ['16-1', 'us-1', '18-1'].map((to) => ({ type: 'declare-asset', asset: 'us-81cml', to })),
    );
    expect(s.assets['us-81cml']?.status).toBe('waiting');
    expect(s.units['16-1-A']?.status).toBe('waiting');
    const d = act(s, {
      type: 'declare-asset',
      asset: 'us-81cml',
      to: '18-1',
      dice: Array.from({ length: 20 }, () => 1),
    });
    expect(d.assets['us-81cml']).toMatchObject({ status: 'pool', formation: '18-1', used: true });
    expect(d.units['16-1-A']?.status).toBe('map');
    expect(d.landing).toBeUndefined();
  });
});

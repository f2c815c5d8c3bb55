import { describe, expect, it } from 'vitest';
import { newSession, Rng, stringCell } from '../../../src/engine/index.ts';
import { rulesOf, systemContext } from '../../../src/systems/catalog.ts';
import { system } from '../../../src/systems/bloody-beach/index.ts';
import { constant } from '../../../src/systems/bloody-beach/procedures/common.ts';
import { tooManyInARow } from '../../../src/systems/bloody-beach/game/nest-rows.ts';
import { readSmallArms } from '../../../src/systems/bloody-beach/procedures/small-arms-core.ts';
import { makeRules } from '../../../src/systems/bloody-beach/game/rules.ts';
import { act, around, ctx, game, RANDOM_DEPLOYMENT, refuse, rules, scene, set } from './scene.ts';
import { ACTION_TYPES, type Action, type GameState } from '../../../src/systems/bloody-beach/game/state.ts';
import { entryText } from '../../../src/systems/bloody-beach/game/words.ts';

const supply = (s: GameState, f: string) => s.formations[f]?.supply;

describe('5.2 regiment activation by line of communications', () => {
  it('5.2.1 units tracing to the HQ act; 5.2.3 cut-off units act only for one more point', () => {
    // the German next to the HQ puts its hex in a fire zone: the HQ alone cannot trace (6.2.3)
    const s0 = set(scene({ '16-1-hq': '4715', '16-1-A': '4613', '16-1-B': '4916', 'de-916-1': '4714' }), '16-1', {
      supply: 3,
    });
    const a = act(s0, { type: 'activate', formation: '16-1' });
    expect(supply(a, '16-1')).toBe(2);
    expect(a.units['16-1-hq']?.activated).toBe(true);
    expect(a.units['16-1-A']?.activated).toBeUndefined();
    const b = act(s0, { type: 'activate', formation: '16-1', cutoff: true });
    expect(supply(b, '16-1')).toBe(1);
    expect(b.units['16-1-A']?.activated && b.units['16-1-B']?.activated).toBe(true);
    // with a combat unit beside the HQ its hex is cleared, and everyone traces
    const c = act(
      scene(
        { '16-1-hq': '4715', '16-1-A': '4613', '16-1-B': '4916', '16-1-C': '4715', 'de-916-1': '4714' },
        { formations: s0.formations },
      ),
      { type: 'activate', formation: '16-1' },
    );
    expect(c.units['16-1-B']?.activated).toBe(true);
    expect(refuse(c, { type: 'end-activation' })).toBe('');
    expect(refuse(c, { type: 'activate', formation: '16-1', cutoff: true })).toMatch(/5\.1/);
    expect(
      refuse(set(scene({ '16-1-hq': '4715', '16-1-A': '4815' }), '16-1', { supply: 3 }), {
        type: 'activate',
        formation: '16-1',
        cutoff: true,
      }),
    ).toMatch(/none is cut off.*5\.2\.3/);
  });
  it('5.2.4 an empty pool makes an efficiency check; a failure costs a rating point and the turn (5.2.5: no cut-off units)', () => {
    const s0 = set(scene({ '16-1-hq': '4715', '16-1-A': '4815' }), '16-1', { supply: 0, rating: 7 });
    expect(refuse(s0, { type: 'activate', formation: '16-1', cutoff: true })).toMatch(/5\.2\.5/);
    const fail = act(s0, { type: 'activate', formation: '16-1', dice: [8] });
    expect(fail.formations['16-1']).toMatchObject({ rating: 6, failedWithoutSupply: true });
    expect(fail.active).toEqual([]);
    expect(refuse({ ...fail, initiative: 'us' }, { type: 'activate', formation: '16-1' })).toMatch(/5\.2\.4/);
    const ok = act(s0, { type: 'activate', formation: '16-1', dice: [7] });
    expect(ok.units['16-1-A']?.activated).toBe(true);
    expect(ok.formations['16-1']?.rating).toBe(7);
  });
  it('5.2.6 an independent battalion pays a division point and needs a line to a Division HQ on the map', () => {
    const noHq = scene({ '741-A1': '4815' }, { formations: { ...scene({}).formations } });
    expect(refuse(noHq, { type: 'activate', formation: '741-tank' })).toMatch(/5\.2\.6/);
    const s0 = scene({ '741-A1': '4815', '741-A2': '4614', 'us-1-hq': '4715' });
    const a = act(s0, { type: 'activate', formation: '741-tank' });
    expect(supply(a, 'us-1')).toBe((supply(s0, 'us-1') ?? 0) - 1);
    expect(a.units['741-A1']?.activated).toBe(true);
  });
  it('4.6.4 the Coastal Defense Group activates every pillbox and nest with no line needed', () => {
    const s0 = scene(
      { 'nest-1': '4715', 'nest-2': '4916', 'de-916-hq': '4613', '16-1-A': '4815' },
      { initiative: 'german' },
    );
    const a = act(s0, { type: 'activate', formation: 'coastal' });
    expect(a.units['nest-1']?.activated && a.units['nest-2']?.activated).toBe(true);
    expect(supply(a, 'coastal')).toBe(9);
  });
  it('5.2.1 and 5.2.3 an activation that would put no unit into action is refused, the cost still shown on the one that does', () => {
    // the first wave ashore, its HQ still afloat: every unit is cut off, so one point activates nobody
    const afloat = set(scene({ '16-1-A': '4815', '16-1-B': '4916' }), '16-1', { supply: 4 });
    const plain = { type: 'activate', formation: '16-1' } as const;
    expect(refuse(afloat, plain)).toMatch(/HQ is not on the map.*no unit would act.*cut-off units.*5\.2\.1, 5\.2\.3/);
    expect(game.legalActions(afloat, ctx)).not.toContainEqual(plain);
    expect(game.legalActions(afloat, ctx)).toContainEqual({ ...plain, cutoff: true });
    const both = act(afloat, { ...plain, cutoff: true });
    expect(supply(both, '16-1')).toBe(2);
    expect(both.units['16-1-A']?.activated && both.units['16-1-B']?.activated).toBe(true);
    // an empty pool may not pay for cut-off units (5.2.5): with nothing tracing, no check is offered that could only cost a rating point
    const dry = set(afloat, '16-1', { supply: 0, rating: 7 });
    expect(refuse(dry, plain)).toMatch(/without supply may not take its cut-off units \(5\.2\.5\): no unit would act/);
    expect(game.legalActions(dry, ctx).filter((a) => a.type === 'activate' && a.formation === '16-1')).toEqual([]);
    // the Division HQ ashore may move when one of its regiments activates (5.3.2): that activation is not idle
    expect(refuse(scene({ '16-1-A': '4815', 'us-1-hq': '4614' }, { formations: afloat.formations }), plain)).toBe('');
  });
  it('rules note idle-activation: the other reading, and a session saved before the setting, still offer an activation that puts no unit into action', () => {
    const afloat = set(scene({ '16-1-A': '4815', '16-1-B': '4916' }), '16-1', { supply: 4 });
    const plain = { type: 'activate', formation: '16-1' } as const;
    const allowed = systemContext(system, { ...RANDOM_DEPLOYMENT, idleActivation: 'allowed' });
    const savedBefore = systemContext(system, RANDOM_DEPLOYMENT);
    for (const c of [allowed, savedBefore]) {
      expect(refuse(afloat, plain, c)).toBe('');
      expect(game.legalActions(afloat, c)).toContainEqual(plain);
      expect(supply(act(afloat, plain, 1, c), '16-1')).toBe(3);
    }
    // a new session records the reading in force, so it is refused there
    const made = newSession(
      { id: 'idle', system: 'bloody-beach', name: 'Idle', seed: 'idle', rulesVersion: '1', now: new Date(0) },
      rulesOf(system),
    );
    expect(made.meta.settings).toEqual({ idleActivation: 'refused', initiativeTieSupply: 'on-map' });
  });
  it('4.6.5 the Coastal Defense Group is not activated when no pillbox or nest could fire or unpin', () => {
    const quiet = scene({ 'nest-1': '4715', 'pillbox-1': '4916' }, { initiative: 'german' });
    const coastal = { type: 'activate', formation: 'coastal' } as const;
    expect(refuse(quiet, coastal)).toMatch(/none of its units could do anything.*4\.6\.5/);
    expect(game.legalActions(quiet, ctx)).not.toContainEqual(coastal);
    // a nest pinned may try to unpin; a US unit next to a nest may be fired on
    const nest = quiet.units['nest-1'];
    if (!nest) throw new Error('no nest-1');
    expect(refuse({ ...quiet, units: { ...quiet.units, 'nest-1': { ...nest, pinned: true } } }, coastal)).toBe('');
    const us = scene({ 'nest-1': '4715', 'pillbox-1': '4916', '16-1-A': '4815' }, { initiative: 'german' });
    expect(refuse(us, coastal)).toBe('');
  });
  it('5.3.2 a regiment activation lets its Division HQ move too', () => {
    const s0 = set(scene({ '16-1-hq': '4715', '16-1-A': '4815', 'us-1-hq': '4614' }), '16-1', { supply: 2 });
    const a = act(s0, { type: 'activate', formation: '16-1' });
    expect(a.units['us-1-hq']?.activated).toBe(true);
  });
});

describe('4.2 supply distribution during an activation', () => {
  // two 1st Division beachheads carry up to 4 points a turn (9.4.1)
  const landed = {
    beachheads: ['5413', '4409'],
    beachheadOwners: { '5413': 'us-1', '4409': 'us-1' },
    beachheadEver: true,
  };
  const s0 = scene({ 'us-1-hq': '4715', '16-1-hq': '4916', '16-1-A': '4815' }, landed);
  it('4.2.2 the receiving regiment passes its efficiency check and the points move; a failure leaves them', () => {
    const ok = act(s0, { type: 'send-supply', to: '16-1', points: 3, dice: [7] });
    expect(supply(ok, '16-1')).toBe((supply(s0, '16-1') ?? 0) + 3);
    expect(supply(ok, 'us-1')).toBe((supply(s0, 'us-1') ?? 0) - 3);
    const no = act(s0, { type: 'send-supply', to: '16-1', points: 3, dice: [8] });
    expect(supply(no, 'us-1')).toBe(supply(s0, 'us-1'));
    expect(refuse(no, { type: 'send-supply', to: '16-1', points: 1 })).toMatch(/already/);
  });
  it('4.2.2 needs a line of communications; 4.3.5 and 9.5.3 the 1st Division serves until it and the 29th land', () => {
    const cut = scene({ 'us-1-hq': '4715', '16-1-hq': '4916', 'de-916-1': '4816' });
    expect(refuse(cut, { type: 'send-supply', to: '16-1', points: 1 })).toMatch(/4\.2\.2/);
    expect(refuse(scene({ '16-1-hq': '4916' }), { type: 'send-supply', to: '16-1', points: 1 })).toMatch(/4\.3\.5/);
    const r = act(scene({ 'us-1-hq': '4715', '116-29-hq': '4916' }, landed), {
      type: 'send-supply',
      to: '116-29',
      points: 2,
      dice: [1],
    });
    expect(supply(r, '116-29')).toBe(2);
  });
  it('5.3.3 a Division HQ that sent supply may not move in that activation', () => {
    const sent = act(set(s0, '16-1', { supply: 2 }), { type: 'send-supply', to: '16-1', points: 1, dice: [1] });
    const a = act(sent, { type: 'activate', formation: '16-1' });
    expect(refuse(a, { type: 'move', unit: 'us-1-hq', to: '4614' })).toMatch(/5\.3\.3/);
  });
});

describe('4.4 assets', () => {
  const withAsset = (s: GameState, id: string, patch: object): GameState => ({
    ...s,
    assets: {
      ...s.assets,
      [id]: { ...(s.assets[id] as NonNullable<GameState['assets'][string]>), status: 'pool', ...patch },
    },
  });
  const base = withAsset(
    set(scene({ '16-1-hq': '4715', '16-1-A': '4815', '16-1-B': '4916', 'de-916-1': '4917' }), '16-1', {
      supply: 2,
      rating: 7,
    }),
    'us-7fa',
    { used: false },
  );
  it('4.4.1-4.4.2 one asset per company, within support range and traced; it adds its firepower and turns Used (8.1.2)', () => {
    let s = act(base, { type: 'activate', formation: '16-1' });
    s = act(s, { type: 'assign-asset', asset: 'us-7fa', unit: '16-1-B' });
    expect(s.assets['us-7fa']?.assignedTo).toBe('16-1-B');
    expect(refuse(s, { type: 'move', unit: '16-1-hq', to: '4614' })).toMatch(/5\.3\.3/);
    s = act(s, { type: 'fire', unit: '16-1-B', target: 'de-916-1', dice: [4, 5] });
    expect(s.log.map(entryText).some((l) => l.includes('with us-7fa (+4)') && l.includes('firepower 8'))).toBe(true);
    expect(s.assets['us-7fa']?.used).toBe(true);
  });
  it('4.4.1 a unit out of support range gets no asset; the radius reading counts plain distance', () => {
    const far = withAsset(
      set(scene({ '16-1-hq': '4715', '16-1-A': '4815', '16-1-B': '4919' }), '16-1', { supply: 2, rating: 1 }),
      'us-7fa',
      { used: false },
    );
    const s = act(far, { type: 'activate', formation: '16-1' });
    expect(refuse(s, { type: 'assign-asset', asset: 'us-7fa', unit: '16-1-B' })).toMatch(/support range of 1/);
    expect(refuse(s, { type: 'assign-asset', asset: 'us-7fa', unit: '16-1-A' })).toBe('');
    const radius = systemContext(system, { supportRange: 'radius' });
    expect(refuse(s, { type: 'assign-asset', asset: 'us-7fa', unit: '16-1-A' }, radius)).toBe('');
  });
  it('2.5.4 a Used asset recovers at the start of its regiment activation on a roll at most the rating', () => {
    const used = withAsset(base, 'us-7fa', { used: true });
    expect(act(used, { type: 'activate', formation: '16-1', dice: [7] }).assets['us-7fa']?.used).toBe(false);
    expect(act(used, { type: 'activate', formation: '16-1', dice: [8] }).assets['us-7fa']?.used).toBe(true);
  });
  it('4.4.4 a division asset goes to a regiment that traces to the Division HQ and passes a check, arriving Used', () => {
    const s0 = withAsset(
      set(scene({ '16-1-hq': '4715', '16-1-A': '4815', 'us-1-hq': '4614' }), '16-1', { supply: 2, rating: 7 }),
      'us-58afa',
      { used: false },
    );
    const a = act(s0, { type: 'activate', formation: '16-1' });
    const ok = act(a, { type: 'transfer-asset', asset: 'us-58afa', to: '16-1', dice: [6] });
    expect(ok.assets['us-58afa']).toMatchObject({ formation: '16-1', used: true });
    const no = act(a, { type: 'transfer-asset', asset: 'us-58afa', to: '16-1', dice: [9] });
    expect(no.assets['us-58afa']?.formation).toBe('us-1');
    expect(refuse(no, { type: 'transfer-asset', asset: 'us-58afa', to: '16-1' })).toMatch(/already/);
  });
});

describe('6.2.1 and 7.1.3 reaction fire', () => {
  const s0 = set(
    scene({ '16-1-hq': '4715', '16-1-A': '4715', '16-1-B': '4715', 'de-916-1': '4916', 'de-916-2': '4915' }),
    '16-1',
    { supply: 2 },
  );
  it('entering an enemy zone opens reaction fire; a hit stops the mover, pinned, its activation over', () => {
    let s = act(s0, { type: 'activate', formation: '16-1' });
    s = act(s, { type: 'move', unit: '16-1-A', to: '4815' });
    expect(s.reaction).toMatchObject({ side: 'german', hex: '4815', targets: ['16-1-A'] });
    expect(refuse(s, { type: 'move', unit: '16-1-B', to: '4814' })).toMatch(/reaction fire comes first/);
    expect(game.legalActions(s, ctx).every((a) => a.type === 'reaction-fire' || a.type === 'end-reaction')).toBe(true);
    // fire 4 in clear, d10 9: M; morale d10 9 > 7-... fails: one step and pinned
    s = act(s, { type: 'reaction-fire', unit: 'de-916-1', target: '16-1-A', dice: [9, 9] });
    expect(s.units['16-1-A']).toMatchObject({ steps: 3, pinned: true, acted: true, mp: 0 });
    expect(s.reaction).toBeNull();
  });
  it('each moving unit takes one reaction fire a hex, and each firer fires once', () => {
    let s = act(s0, { type: 'activate', formation: '16-1' });
    s = act(s, { type: 'move', unit: '16-1-A', to: '4815', with: ['16-1-B'] });
    expect(s.reaction?.targets).toEqual(['16-1-A', '16-1-B']);
    s = act(s, { type: 'reaction-fire', unit: 'de-916-1', target: '16-1-A', dice: [1] });
    expect(refuse(s, { type: 'reaction-fire', unit: 'de-916-2', target: '16-1-A' })).toMatch(/6\.2\.1/);
    expect(refuse(s, { type: 'reaction-fire', unit: 'de-916-1', target: '16-1-B' })).toMatch(/7\.1\.3/);
    s = act(s, { type: 'end-reaction' });
    expect(s.units['16-1-B']?.pinned).toBe(false);
  });
  it('9.3.3 after a landing only pillboxes may react', () => {
    const s = {
      ...scene({
        '16-1-A': '5413',
        'pillbox-1': { hex: '5514', type: 'de-pillbox-50', facing: 5 },
        'de-916-1': '5414',
      }),
      reaction: { side: 'german' as const, hex: null, targets: ['16-1-A'], fired: [], pillboxesOnly: true },
    };
    expect(refuse(s, { type: 'reaction-fire', unit: 'de-916-1', target: '16-1-A' })).toMatch(/9\.3\.3/);
  });
});

describe('7.2.2 stacks move together', () => {
  const s0 = set(scene({ '16-1-hq': '4715', '16-1-A': '4715', '16-1-B': '4715', '16-1-C': '4815' }), '16-1', {
    supply: 2,
  });
  it('a stack moves as one, drops units off, and picks none up', () => {
    let s = act(s0, { type: 'activate', formation: '16-1' });
    s = act(s, { type: 'move', unit: '16-1-A', to: '4815', with: ['16-1-B', '16-1-hq'] });
    expect(['16-1-A', '16-1-B', '16-1-hq'].map((id) => s.units[id]?.hex)).toEqual(['4815', '4815', '4815']);
    expect(refuse(s, { type: 'move', unit: '16-1-A', to: '4916', with: ['16-1-C'] })).toMatch(/picked up/);
    s = act(s, { type: 'move', unit: '16-1-A', to: '4916', with: ['16-1-B'] });
    // the HQ was dropped off and stops
    expect(s.units['16-1-hq']?.mp).toBe(0);
  });
});

describe('8.5 close combat', () => {
  const cell = (die: number, col: string) => stringCell(ctx.table('bloody-beach.close-combat'), String(die), col);
  // rifle morale 6 against a static company's 5: column +1
  const s0 = set(scene({ '16-1-hq': '4715', '16-1-A': '4815', '16-1-B': '4815', 'de-726-9': '4916' }), '16-1', {
    supply: 2,
  });
  it('8.5.2-8.5.3 a retreat empties the hex and every attacker advances', () => {
    const die = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].find((d) => cell(d, 'p1') === 'R') as number;
    let s = act(s0, { type: 'activate', formation: '16-1' });
    expect(game.legalActions(s, ctx)).toContainEqual({
      type: 'close-combat',
      units: ['16-1-A', '16-1-B'],
      hex: '4916',
    });
    s = act(s, { type: 'close-combat', units: ['16-1-A', '16-1-B'], hex: '4916', dice: [die] });
    // the German picks the retreat hex (8.3.5); the attackers wait, then advance
    expect(s.decisions?.[0]).toMatchObject({ kind: 'retreat', unit: 'de-726-9', advance: { hex: '4916' } });
    expect(s.units['16-1-A']?.hex).toBe('4815');
    s = act(s, game.legalActions(s, ctx)[0] as Action);
    expect(s.units['de-726-9']?.hex).not.toBe('4916');
    expect(s.units['16-1-A']?.hex).toBe('4916');
    expect(s.units['16-1-B']?.hex).toBe('4916');
    expect(s.units['16-1-A']?.acted).toBe(true);
  });
  it('8.5.2 attacker losses fall on the lead attacker; units that moved may not attack (8.5.1)', () => {
    const die = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].find((d) => cell(d, 'p1') === 'A2') as number;
    let s = act(s0, { type: 'activate', formation: '16-1' });
    const r = act(s, { type: 'close-combat', units: ['16-1-A'], hex: '4916', dice: [die] });
    expect(r.units['16-1-A']?.steps).toBe(2);
    expect(r.units['de-726-9']?.hex).toBe('4916');
    s = act(s, { type: 'move', unit: '16-1-B', to: '4716' });
    s = act(s, { type: 'move', unit: '16-1-B', to: '4815' });
    if (s.reaction) s = act(s, { type: 'end-reaction' });
    expect(refuse(s, { type: 'close-combat', units: ['16-1-B'], hex: '4916' })).toMatch(/5\.3\.1/);
    let c = act(set(scene({ '16-1-hq': '4715', '16-1-C': '4716', 'de-726-9': '4916' }), '16-1', { supply: 2 }), {
      type: 'activate',
      formation: '16-1',
    });
    c = act(c, { type: 'move', unit: '16-1-C', to: '4815' });
    if (c.reaction) c = act(c, { type: 'end-reaction' });
    expect(refuse(c, { type: 'close-combat', units: ['16-1-C'], hex: '4916' })).toMatch(/8\.5\.1/);
  });
  it('4.6.6 a pillbox forced out is eliminated', () => {
    const die = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].find((d) => /R$/.test(cell(d, 'm1'))) as number;
    const p = set(scene({ '16-1-hq': '4715', '16-1-A': '4815', 'nest-1': '4916' }), '16-1', { supply: 2 });
    let s = act(p, { type: 'activate', formation: '16-1' });
    s = act(s, { type: 'close-combat', units: ['16-1-A'], hex: '4916', dice: [die] });
    expect(s.units['nest-1']?.status).toBe('eliminated');
    expect(s.units['16-1-A']?.hex).toBe('4916');
  });
});

describe('2.4.5-2.4.6 HQ displacement', () => {
  it('an HQ fired on moves out of enemy zones next to a subordinate; stacked assets turn Used, its supply is lost', () => {
    const s0 = {
      ...set(scene({ 'de-916-hq': '4815', 'de-916-1': '4614', '16-1-A': '4916', '16-1-hq': '4613' }), 'de-916', {
        supply: 2,
      }),
      initiative: 'us' as const,
    };
    const withA = {
      ...s0,
      assets: {
        ...s0.assets,
        'de-1352-ii': { ...(s0.assets['de-1352-ii'] as NonNullable<GameState['assets'][string]>), used: false },
      },
    };
    const a = act(set(withA, '16-1', { supply: 2 }), { type: 'activate', formation: '16-1', cutoff: true });
    // fire 4 at an HQ in clear, d10 6: P, which displaces (2.4.5)
    const s = act(a, { type: 'fire', unit: '16-1-A', target: 'de-916-hq', dice: [6] });
    const hq = s.units['de-916-hq'];
    expect(hq?.hex).not.toBe('4815');
    expect(around(hq?.hex as string).concat(hq?.hex as string)).toContain('4614');
    expect(around('4916')).not.toContain(hq?.hex);
    expect(supply(s, 'de-916')).toBe(0);
    expect(s.assets['de-1352-ii']?.used).toBe(true);
  });
  it('an HQ that cannot displace is eliminated; its battalions become independent and its assets are lost', () => {
    const ring = Object.fromEntries(
      around('4815').map((h, i) => [['16-1-A', '16-1-B', '16-1-C', '16-1-D', '16-1-E', '16-1-F'][i] as string, h]),
    );
    const s0 = set(scene({ 'de-916-hq': '4815', '16-1-hq': '4613', ...ring }), '16-1', { supply: 2 });
    const a = act(s0, { type: 'activate', formation: '16-1' });
    const s = act(a, { type: 'fire', unit: '16-1-A', target: 'de-916-hq', dice: [6] });
    expect(s.units['de-916-hq']?.status).toBe('eliminated');
    expect(s.formations['de-916']?.independent).toBe(true);
    expect(s.assets['de-1352-ii']?.status).toBe('eliminated');
  });
});

describe('8.3.5 retreat in play', () => {
  it('a unit failing morale after a step loss retreats away from the firer; on a partial beach it loses a step instead', () => {
    const s0 = set(scene({ '16-1-hq': '4613', '16-1-A': '4815', 'de-916-1': '4916' }), '16-1', { supply: 2 });
    const a = act(s0, { type: 'activate', formation: '16-1' });
    // fire 4, d10 10 - terrain: 1 step; morale die 10 fails: retreat (the natural 10 also draws a Special Hit)
    const fired = act(a, { type: 'fire', unit: '16-1-A', target: 'de-916-1', dice: [10, 10] });
    const s = fired.decisions ? act(fired, game.legalActions(fired, ctx)[0] as Action) : fired;
    const de = s.units['de-916-1'];
    if (de?.status === 'map') {
      expect(de.hex).not.toBe('4916');
      expect(around('4815')).not.toContain(de.hex);
    }
    const beach = {
      ...set(scene({ '16-1-A': '5413', 'de-916-1': '5414' }), 'de-916', { supply: 2 }),
      initiative: 'german' as const,
    };
    const b = act(beach, { type: 'activate', formation: 'de-916', cutoff: true });
    // fire 4 on a partial beach (+1): d10 9 reads row 10: 1 step; morale 10 fails; no retreat from a partial beach: one more step
    const r = act(b, { type: 'fire', unit: 'de-916-1', target: '16-1-A', dice: [9, 10] });
    expect(r.units['16-1-A']).toMatchObject({ hex: '5413', steps: 2 });
  });
});

describe('5.4-5.5 naval and air support', () => {
  const s0 = scene({
    '16-1-A': '4815',
    'de-916-1': '4916',
    'de-916-2': '4614',
    'de-916-hq': '4920',
    'de-assault-1': '4716',
  });
  it('5.4.2 one naval point a hex, 5.4.6 near a friendly unit, 8.4.2 no Special Hit', () => {
    const s = act(s0, { type: 'naval-fire', ship: 'dd', target: 'de-916-1', dice: [10, 1] });
    expect(s.active).toEqual(['support']);
    expect(s.supportUsed.dd).toBe(1);
    expect(s.log.map(entryText).some((l) => l.includes('Special Hit'))).toBe(false);
    expect(refuse(s, { type: 'naval-fire', ship: 'cl', target: 'de-916-1' })).toMatch(/5\.4\.2/);
    expect(refuse(s, { type: 'activate', formation: '16-1' })).toMatch(/5\.1/);
    expect(refuse(s0, { type: 'naval-fire', ship: 'dd', target: 'de-916-hq' })).toMatch(/5\.4\.6/);
  });
  it('5.5.3 air interdiction takes firepower less the die from the HQ pool; 5.5.4 not the Coastal group', () => {
    const s = act(set(s0, 'de-916', { supply: 5 }), { type: 'air-strike', formation: 'de-916', dice: [2] });
    expect(supply(s, 'de-916')).toBe(1);
    expect(refuse(s0, { type: 'air-strike', formation: 'coastal' })).toMatch(/5\.5\.4/);
    expect(refuse({ ...s0, initiative: 'german' }, { type: 'air-strike', formation: 'de-916' })).toMatch(/5\.5\.1/);
  });
});

describe('11.3 the Pointe du Hoc battery in play', () => {
  const s0 = set(scene({ '2r-D': '1903', 'de-pdh': { hex: '2003', hidden: true } }), '2-rangers', { supply: 0 });
  it('11.3.2 the first US unit next to 2003 settles it: 1-3 in place, else a resistance nest', () => {
    const moved = {
      ...s0,
      active: ['2-rangers'],
      units: {
        ...s0.units,
        '2r-D': {
          ...(s0.units['2r-D'] as NonNullable<GameState['units'][string]>),
          hex: '1803',
          activated: true,
          mp: 4,
          acted: false,
        },
      },
    };
    const there = act(moved, { type: 'move', unit: '2r-D', to: '1904', dice: [3] });
    expect(there.battery).toBe('present');
    const gone = act(moved, { type: 'move', unit: '2r-D', to: '1904', dice: [4] });
    expect(gone.battery).toBe('gone');
    expect(gone.units['de-pdh']?.type).toBe('de-nest');
  });
  it('11.3.2 the Rangers landing below 2003 make the roll in the first landing, so the Pointe is never assaulted unrolled', () => {
    const seen = new Set<string>();
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const rng = Rng.fromSeed(seed);
      let s = game.setup({}, rng, ctx);
      for (const a of [
        { type: 'allot-supply', formation: '16-1', points: 4 },
        { type: 'allot-supply', formation: '116-29', points: 4 },
        { type: 'end-planning' },
        { type: 'land-first-wave' },
      ] as Action[])
        s = game.apply(s, a, rng, ctx);
      const rangers = Object.values(s.units).filter((u) => u.formation === '2-rangers' && u.status === 'map');
      expect(rangers.some((u) => around('2003').includes(u.hex as string))).toBe(true);
      const roll = s.log.find((e) => e.source === '11.3.2' && e.dice);
      const die = roll?.dice?.[0]?.values[0] as number;
      expect(s.battery).toBe(die <= 3 ? 'present' : 'gone');
      expect(s.units['de-pdh']?.type).toBe(die <= 3 ? 'de-battery-155' : 'de-nest');
      expect(s.units['de-pdh']?.hidden).toBe(false);
      seen.add(s.battery);
    }
    expect([...seen].sort()).toEqual(['gone', 'present']);
    expect(ACTION_TYPES).not.toContain('battery-check');
  });
  it('11.3.3 in place it shoots at a DD or CL point: under its anti-tank value sinks one for good; 11.3.4 never at Rangers', () => {
    const g0 = { ...s0, battery: 'present' as const, initiative: 'german' as const };
    const a = act(g0, { type: 'activate', formation: 'coastal' });
    const hit = act(a, { type: 'battery-fire', ship: 'dd', dice: [6] });
    expect(hit.shipsLost.dd).toBe(1);
    expect(refuse(hit, { type: 'battery-fire', ship: 'cl' })).toMatch(/4\.6\.5/);
    expect(act(a, { type: 'battery-fire', ship: 'cl', dice: [7] }).shipsLost.cl ?? 0).toBe(0);
    expect(refuse(a, { type: 'fire', unit: 'de-pdh', target: '2r-D' })).toMatch(/11\.3\.4/);
  });
});

describe('9.4.2 and 10.2 beachheads and automatic victory', () => {
  const land = (h: string) => rules.board.terrain(rules.board.hex(h)).key !== 'sea';
  const from = around('5314').find((h) => h !== '5413' && !around('5413').includes(h) && land(h)) as string;
  const s0 = {
    ...scene(
      { '16-1-hq': '5413', 'de-916-1': from, 'de-916-hq': from },
      { beachheads: ['5413'], beachheadOwners: { '5413': 'us-1' }, beachheadEver: true, initiative: 'german' },
    ),
  };
  it('9.4.2 an enemy unit next to an unheld beachhead removes it; 10.2.1 none left is a German Major Victory', () => {
    const a = act(set(s0, 'de-916', { supply: 2 }), { type: 'activate', formation: 'de-916' });
    const b = act(a, { type: 'move', unit: 'de-916-1', to: '5314' });
    expect(b.beachheads).toEqual([]);
    expect(b.phase).toBe('over');
    expect(b.result).toBe('german-major');
  });
  it('9.4.2 a combat unit on the marker keeps it', () => {
    const held = {
      ...s0,
      units: {
        ...s0.units,
        '16-1-A': {
          ...(s0.units['16-1-A'] as NonNullable<GameState['units'][string]>),
          status: 'map' as const,
          hex: '5413',
        },
      },
    };
    const a = act(set(held, 'de-916', { supply: 2 }), { type: 'activate', formation: 'de-916' });
    expect(act(a, { type: 'move', unit: 'de-916-1', to: '5314' }).beachheads).toEqual(['5413']);
  });
  it('10.2.2 US units last through every hex of the three towns win at once', () => {
    const towns = ['0507', '0508', '4336', '4337', '7932'];
    const s = set(
      scene(
        { '16-1-hq': '7933', '16-1-A': '7933' },
        { control: { ...scene({}).control, ...Object.fromEntries(towns.map((h) => [h, 'us' as const])) } },
      ),
      '16-1',
      { supply: 2 },
    );
    const a = act(s, { type: 'activate', formation: '16-1' });
    const b = act(a, { type: 'move', unit: '16-1-A', to: '7932' });
    expect(b.phase).toBe('action');
    const t = {
      ...a,
      control: { ...a.control, '7933': 'german' as const },
      units: {
        ...a.units,
        '16-1-A': {
          ...(a.units['16-1-A'] as NonNullable<GameState['units'][string]>),
          hex: around('7933')[0] as string,
        },
      },
    };
    expect(
      act({ ...t, control: { ...t.control, '7932': 'us' } }, { type: 'move', unit: '16-1-A', to: '7933' }).result,
    ).toBe('us-major');
  });
});

describe('4.5.3 the Ranger landing choice', () => {
  it('the reserve Rangers all land at the beach chosen first, under the battalion that beach gives (4.5.2)', () => {
    const s0 = scene({ '2r-D': '1903' });
    const waiting = {
      ...s0,
      units: Object.fromEntries(
        Object.entries(s0.units).map(([k, u]) => [
          k,
          u.wave === 'ranger reinforcement' ? { ...u, status: 'waiting' as const } : u,
        ]),
      ),
    };
    const a = act(waiting, { type: 'land-rangers', formation: '5-rangers', box: 'pointe-du-hoc', dice: [] });
    expect(a.rangerBox).toBe('pointe-du-hoc');
    expect(a.units['5r-A']).toMatchObject({ status: 'map', formation: '2-rangers' });
    expect(['1903', '2002', '2103']).toContain(a.units['5r-A']?.hex);
    expect(
      refuse({ ...a, active: [], initiative: 'us' }, { type: 'land-rangers', formation: '2-rangers', box: 'charlie' }),
    ).toMatch(/4\.5\.3/);
  });
});

describe('7.5.4 roadblocks', () => {
  it('vehicles may not enter; infantry pay the whole allowance and clear it when no German zone covers it', () => {
    const s0 = set(scene({ '16-1-hq': '4410', '16-1-A': '4410', '741-A1': '4410', 'us-1-hq': '4410' }), '16-1', {
      supply: 2,
    });
    let s = act(s0, { type: 'activate', formation: '16-1' });
    s = act(s, { type: 'move', unit: '16-1-A', to: '4411' });
    expect(s.units['16-1-A']?.mp).toBe(0);
    s = act(s, { type: 'end-activation' });
    expect(s.roadblocks).not.toContain('4411');
    const v = act({ ...s0, initiative: 'us' }, { type: 'activate', formation: '741-tank' });
    expect(refuse(v, { type: 'move', unit: '741-A1', to: '4411' })).toMatch(/7\.5\.4/);
  });
});

describe('11.4 German reinforcements in play', () => {
  const g0 = scene({ 'de-916-hq': '4920' }, { initiative: 'german' });
  it('11.4.2 one roll an initiative; the group enters at its hex (a blocked hex: owner-decisions.test.ts)', () => {
    const a = act(g0, { type: 'reinforce', dice: [1] });
    expect(a.units['de-915-ii-1']).toMatchObject({ status: 'map', hex: '9637', fresh: true });
    expect(refuse(a, { type: 'reinforce' })).toMatch(/11\.4\.2/);
  });
  it('11.4.2 a natural 10 loses the group; 11.4.3 turn-2 groups wait; 7.5.3 doubled movement on entering', () => {
    const lost = act(g0, { type: 'reinforce', dice: [10] });
    expect(lost.reinforcementNext).toBe(1);
    expect(lost.units['de-915-ii-1']?.status).toBe('waiting');
    expect(refuse({ ...g0, reinforcementNext: 7 }, { type: 'reinforce' })).toMatch(/11\.4\.3/);
    const a = act(g0, { type: 'reinforce', dice: [1] });
    const b = act(
      {
        ...a,
        formations: {
          ...a.formations,
          'de-915': { ...(a.formations['de-915'] as NonNullable<GameState['formations'][string]>), supply: 2 },
        },
      },
      { type: 'activate', formation: 'de-915', cutoff: true },
    );
    // twice its allowance of 4, and the infantry road bonus: it enters on the N13 with no US unit near (7.5.2)
    expect(b.units['de-915-ii-1']).toMatchObject({
      hex: '9637',
      mp: 8 + constant(ctx, 'road-bonus-infantry'),
      roadBonus: constant(ctx, 'road-bonus-infantry'),
    });
  });
});

describe('9.1.6 follow-up landings', () => {
  it('after wave 4 the 6 June groups land free; the 7 June groups wait for turn 2', () => {
    const s0 = scene({ '16-1-A': '5413' });
    const waiting = {
      ...s0,
      units: Object.fromEntries(
        Object.entries(s0.units).map(([k, u]) => [
          k,
          typeof u.wave === 'string' && u.side === 'us'
            ? { ...u, status: 'waiting' as const }
            : typeof u.wave === 'number' && u.status === 'waiting'
              ? { ...u, status: 'eliminated' as const }
              : u,
        ]),
      ),
      assets: Object.fromEntries(
        Object.entries(s0.assets).map(([k, a]) => [
          k,
          typeof a.wave === 'number' ? { ...a, status: 'pool' as const } : a,
        ]),
      ),
    };
    const before = supply(waiting, '18-1');
    const a = act(waiting, { type: 'land-wave', formation: '18-1' });
    expect(a.units['18-1-hq']?.status === 'map' || a.units['18-1-hq']?.status === 'eliminated').toBe(true);
    expect(supply(a, '18-1')).toBe(before);
    expect(refuse(waiting, { type: 'land-wave', formation: '26-1' })).toMatch(/9\.1\.6/);
    expect(refuse({ ...waiting, turn: 2 }, { type: 'land-wave', formation: '26-1' })).toBe('');
  });
});

describe('4.6.7 and 8.2.2 attacks on pillboxes', () => {
  it('a unit attacks a given pillbox once an activation, with one kind of fire or the other', () => {
    const s0 = set(
      scene({ '16-1-hq': '4613', '16-1-A': '4815', 'pillbox-1': { hex: '4916', type: 'de-pillbox-50', facing: 0 } }),
      '16-1',
      { supply: 2 },
    );
    let s = act(s0, { type: 'activate', formation: '16-1' });
    expect(
      game
        .legalActions(s, ctx)
        .filter((a) => a.type === 'fire' && a.target === 'pillbox-1')
        .map((a) => (a as { weapon?: string }).weapon),
    ).toEqual(['small-arms', 'anti-tank']);
    s = act(s, { type: 'fire', unit: '16-1-A', target: 'pillbox-1', weapon: 'anti-tank', dice: [1] });
    expect(refuse(s, { type: 'fire', unit: '16-1-A', target: 'pillbox-1', weapon: 'small-arms' })).toMatch(/4\.6\.7/);
  });
});

describe('2.2 lines of communications on the full map', () => {
  it('the fast trace agrees with the hex geometry path search', async () => {
    const { view } = await import('../../../src/systems/bloody-beach/game/view.ts');
    const { hasCommunication } = await import('../../../src/systems/bloody-beach/game/zones.ts');
    const s = scene({
      '16-1-hq': '4613',
      '16-1-A': '4715',
      '16-1-B': '4916',
      'de-916-1': '4816',
      'de-916-2': '5016',
      'pillbox-1': { hex: '4914', type: 'de-pillbox-75', facing: 0 },
    });
    const v = view(rules, s);
    const t = v.trace('us', '4613');
    const hexes = ['4715', '4916', '4817', '5120', '4614', '4915', '5015', '4413', '4914', '5525'];
    for (const h of hexes) expect((t[v.grid.index(h)] ?? -1) >= 0, h).toBe(hasCommunication(rules, s, 'us', '4613', h));
  });
});

describe('4.3.3 turn 2 supply', () => {
  it('each US division gains points for its own beachheads its HQ traces to', () => {
    const s0 = scene(
      { 'us-1-hq': '5414', '16-1-A': '5413' },
      {
        beachheads: ['5413', '4409'],
        beachheadOwners: { '5413': 'us-1', '4409': 'us-29' },
        beachheadEver: true,
        initiative: 'us',
        passed: 'german',
      },
    );
    const s = act(s0, { type: 'pass' });
    expect(s.turn).toBe(2);
    expect(supply(s, 'us-1')).toBe((supply(s0, 'us-1') ?? 0) + 4);
    expect(supply(s, 'us-29')).toBe(supply(s0, 'us-29'));
  });
});

describe('3.2 the Planning Phase of turn 2', () => {
  const s0 = set(
    scene({ 'de-352-hq': '4338', 'de-916-hq': '4336', 'de-916-1': '4337' }, { initiative: 'us', passed: 'german' }),
    'de-352',
    { supply: 5 },
  );
  it('3.2 turn 2 opens with a Planning Phase: supply arrives (4.3.2), each division may send to each regiment once with an efficiency check (3.2.2, 4.2.2), then the initiative is rolled', () => {
    const t2 = act(s0, { type: 'pass' });
    expect(t2.turn).toBe(2);
    expect(t2.phase).toBe('planning');
    expect(t2.formations['de-352']?.supply).toBe(5 + constant(ctx, 'turn2-supply-german-352'));
    expect(refuse(t2, { type: 'initiative' })).toMatch(/action phase/);
    expect(refuse(t2, { type: 'allot-supply', formation: '16-1', points: 1 })).toMatch(/4\.3\.4/);
    expect(game.legalActions(t2, ctx)).toContainEqual({ type: 'send-supply', to: 'de-916', points: 3 });
    const rating = t2.formations['de-916']?.rating as number;
    const failed = act(t2, { type: 'send-supply', to: 'de-916', points: 3, dice: [rating + 1] });
    expect(failed.formations['de-916']?.supply).toBe(t2.formations['de-916']?.supply);
    expect(refuse(failed, { type: 'send-supply', to: 'de-916', points: 1 })).toMatch(/Planning Phase/);
    const sent = act(t2, { type: 'send-supply', to: 'de-916', points: 3, dice: [rating] });
    expect(sent.formations['de-916']?.supply).toBe((t2.formations['de-916']?.supply ?? 0) + 3);
    expect(sent.formations['de-352']?.supply).toBe((t2.formations['de-352']?.supply ?? 0) - 3);
    const action = act(sent, { type: 'end-planning' });
    expect(action.phase).toBe('action');
    expect(action.allocated).toEqual([]);
    expect(refuse(action, { type: 'initiative' })).toBe('');
  });
  it('3.2 turn 1 has no sends in its Planning Phase: the first allotment is its own rule (4.3.4)', () => {
    const t1 = game.setup({}, Rng.fromSeed(1), ctx);
    expect(game.legalActions(t1, ctx).some((a) => a.type === 'send-supply')).toBe(false);
  });
});

describe('11.2.3 no more than three resistance nests in a row', () => {
  const b = rules.board;
  const h0 = b.hex('3020');
  const line = [0, 1, 2, 3].map((n) => b.id({ q: h0.q + n, r: h0.r }));
  const at = (i: number) => b.hex(line[i] as string);
  const beside = b.id({ q: at(1).q, r: at(1).r - 1 });
  const limit = constant(ctx, 'resistance-nests-in-a-row');
  it('11.2.3 one alone, two or three together are allowed; a fourth that extends or closes their row is not', () => {
    expect(line.every((h) => b.inMap(b.hex(h)))).toBe(true);
    expect(tooManyInARow(rules, new Set(), at(0), limit)).toBe(false);
    expect(tooManyInARow(rules, new Set(line.slice(0, 1)), at(1), limit)).toBe(false);
    expect(tooManyInARow(rules, new Set(line.slice(0, 2)), at(2), limit)).toBe(false);
    expect(tooManyInARow(rules, new Set(line.slice(0, 3)), at(3), limit)).toBe(true);
    expect(tooManyInARow(rules, new Set([line[0], line[1], line[3]] as string[]), at(2), limit)).toBe(true);
  });
  it('11.2.3 a fourth nest touching three but off their line is not in a row; the "group" setting forbids it too', () => {
    const three = new Set(line.slice(0, 3));
    expect(tooManyInARow(rules, three, b.hex(beside), limit)).toBe(false);
    const grouped = makeRules(systemContext(system, { nestRows: 'group' }));
    expect(tooManyInARow(grouped, three, b.hex(beside), limit)).toBe(true);
    expect(tooManyInARow(grouped, new Set(line.slice(0, 2)), at(2), limit)).toBe(false);
  });
  it('11.2.3 the set-up never puts four nests in a row', () => {
    for (const seed of [1, 2, 3]) {
      const s = game.setup({}, Rng.fromSeed(seed), ctx);
      const nests = Object.values(s.units)
        .filter((u) => u.id.startsWith('nest-'))
        .map((u) => u.hex as string);
      for (const h of nests)
        expect(tooManyInARow(rules, new Set(nests.filter((x) => x !== h)), b.hex(h), limit), h).toBe(false);
    }
  });
});

describe('2.5.2 assets as targets', () => {
  // the 916th's HQ in 4916 next to 16-1-A, its artillery II/1352 in its pool under it
  const s0 = scene({ '16-1-A': '4815', 'de-916-hq': '4916' });
  const fp = Number(ctx.table('bloody-beach.support').rows.find((r) => r.key === 'dd')?.values.firepower);
  const terrain = rules.board.terrain(rules.board.hex('4916')).key;
  const dieFor = (want: (result: string) => boolean) =>
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].find((d) => want(readSmallArms(ctx, fp, d, terrain).result));
  it('2.5.2 a naval point may fire at an asset under its HQ: a step loss eliminates it, a P or M does nothing, and no morale die is rolled', () => {
    expect(game.legalActions(s0, ctx)).toContainEqual({ type: 'naval-fire', ship: 'dd', target: 'de-1352-ii' });
    const preview = game.rollFor(s0, { type: 'naval-fire', ship: 'dd', target: 'de-1352-ii' }, ctx);
    expect(preview?.inputs).toMatchObject({ targetIsAsset: true, terrain });
    const kill = dieFor((r) => r === '1' || r === '2');
    const pin = dieFor((r) => r === 'P' || r === 'M');
    expect(kill && pin).toBeTruthy();
    const hit = act(s0, { type: 'naval-fire', ship: 'dd', target: 'de-1352-ii', dice: [kill as number] });
    expect(hit.assets['de-1352-ii']?.status).toBe('eliminated');
    expect(hit.units['de-916-hq']?.hex).toBe('4916');
    expect(hit.log.at(-1)?.dice).toHaveLength(1);
    expect(
      act(s0, { type: 'naval-fire', ship: 'dd', target: 'de-1352-ii', dice: [pin as number] }).assets['de-1352-ii']
        ?.status,
    ).toBe('pool');
    expect(refuse(hit, { type: 'naval-fire', ship: 'cl', target: 'de-916-hq' })).toMatch(/5\.4\.2/);
  });
  it('2.5.2 an asset whose HQ is off the map is no target', () => {
    expect(refuse(scene({ '16-1-A': '4815' }), { type: 'naval-fire', ship: 'dd', target: 'de-1352-ii' })).toMatch(
      /2\.5\.2/,
    );
  });
});

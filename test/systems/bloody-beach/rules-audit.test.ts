import { describe, expect, it } from 'vitest';
import { newSession, Rng } from '../../../src/engine/index.ts';
import { stackValue } from '../../../src/systems/bloody-beach/game/retreat.ts';
import { cliffExemption, landUnits } from '../../../src/systems/bloody-beach/game/landing.ts';
import type { UnitState } from '../../../src/systems/bloody-beach/game/state.ts';
import { act, ctx, game, RANDOM_DEPLOYMENT, refuse, rules, scene, set } from './scene.ts';
import { system } from '../../../src/systems/bloody-beach/index.ts';
import { rulesOf, systemContext } from '../../../src/systems/catalog.ts';
import { entryText } from '../../../src/systems/bloody-beach/game/words.ts';

const dice = (...d: number[]) => {
  let i = 0;
  return () => d[i++] as number;
};

describe('5.6.2 the initiative tie counts supply on HQs on the map only', () => {
  // on the map: the 16th's HQ with 3 points and the 916th's with 2; the divisions and other HQs are off it
  const s0 = set(
    set(scene({ '16-1-hq': '4715', 'de-916-hq': '4336' }, { initiative: null }), '16-1', { supply: 3 }),
    'de-916',
    { supply: 2 },
  );
  it('the German, with 2 on the map, rolls: over 2 ends the Action Phase', () => {
    const s = act(s0, { type: 'initiative', dice: [5, 5, 3] });
    expect(
      s.log
        .map(entryText)
        .some((l) =>
          l.includes(
            'both dice 5, a tie: the German player has the lower supply on its HQs on the map (US 3, German 2) and rolls 3, over 2, so the Action Phase of turn 1 ends (5.6.2)',
          ),
        ),
    ).toBe(true);
    expect(s.turn).toBe(2);
  });
  it('at or under 2 the phase goes on and initiative is rolled again', () => {
    const s = act(s0, { type: 'initiative', dice: [5, 5, 2] });
    expect(s.turn).toBe(1);
    expect(s.initiative).toBeNull();
  });
});

describe('rules note initiative-tie-supply: a tie on turn 1 before a US HQ has landed', () => {
  // after the first wave: no US HQ ashore, the 916th's HQ on the map with 2 points
  const s0 = set(scene({ '16-1-A': '4815', 'de-916-hq': '4336' }, { initiative: null }), 'de-916', { supply: 2 });
  const ended = (s: ReturnType<typeof act>) => s.log.map(entryText).at(-2) ?? '';
  it('as written, the US total is 0: any end die ends the Action Phase, and the log says why in words', () => {
    const s = act(s0, { type: 'initiative', dice: [4, 4, 1] });
    expect(s.turn).toBe(2);
    expect(ended(s)).toContain(
      'both dice 4, a tie: the US player has the lower supply on its HQs on the map (US 0, German 2: no US HQ has landed yet) and rolls 1, over 0, so the Action Phase of turn 1 ends (5.6.2)',
    );
  });
  it('the other reading counts every HQ, landed or not: the same dice let the phase go on', () => {
    const afloat = systemContext(system, { ...RANDOM_DEPLOYMENT, initiativeTieSupply: 'all-hqs' });
    const s = act(s0, { type: 'initiative', dice: [4, 4, 1] }, 1, afloat);
    expect(s.turn).toBe(1);
    expect(s.initiative).toBeNull();
    expect(s.log.map(entryText).at(-1)).toMatch(
      /on its HQs, landed or not \(US \d+, German \d+\) and rolls 1, not over \d+: the phase goes on, roll again \(5\.6\.2\)/,
    );
  });
  it('a session saved before the setting counts the HQs on the map, and a new one records that reading', () => {
    const savedBefore = systemContext(system, RANDOM_DEPLOYMENT);
    expect(act(s0, { type: 'initiative', dice: [4, 4, 1] }, 1, savedBefore).turn).toBe(2);
    const made = newSession(
      { id: 'tie', system: 'bloody-beach', name: 'Tie', seed: 'tie', rulesVersion: '1', now: new Date(0) },
      rulesOf(system),
    );
    expect(made.meta.settings).toMatchObject({ initiativeTieSupply: 'on-map' });
  });
});

describe('11.4.2 the reinforcement roll comes with an initiative won on the dice', () => {
  it('not with one the US passes over', () => {
    const s0 = scene({ 'de-916-hq': '4920', '16-1-hq': '4715' }, { initiative: 'us' });
    const passed = act(s0, { type: 'pass' });
    expect(passed.initiative).toBe('german');
    expect(refuse(passed, { type: 'reinforce' })).toMatch(/passed over.*11\.4\.2/);
    const won = act({ ...s0, initiative: null }, { type: 'initiative', dice: [1, 9] });
    expect(refuse(won, { type: 'reinforce' })).toBe('');
  });
});

describe('9.3.2 a unit drifting into an overstacked hex loses a step at once', () => {
  const s0 = scene({});
  const u = s0.units['16-1-A'] as UnitState;
  // with no German near the cliffs there is no landing check (9.2.7): the d10 5 drifts it one hex east
  const first = landUnits(rules, s0, ['16-1-A'], [], {}, dice(5));
  const drifted = first.units['16-1-A']?.hex as string;
  it('drifting onto open beach costs nothing more', () => {
    expect(
      first.log
        .map(entryText)
        .some(
          (l) =>
            l.includes(`16-1-A lands at ${drifted}`) && l.includes('drift d10 5: no loss, pinned, drifts 1 hex east'),
        ),
    ).toBe(true);
    expect(first.units['16-1-A']?.steps).toBe(u.maxSteps);
  });
  it('drifting onto two companies does', () => {
    const crowded = scene({ '16-1-B': drifted, '16-1-C': drifted });
    const s = landUnits(rules, crowded, ['16-1-A'], [], {}, dice(5));
    expect(s.units['16-1-A']).toMatchObject({ hex: drifted, steps: u.maxSteps - 1 });
    expect(s.log.map(entryText).some((l) => l.includes('9.3.2'))).toBe(true);
  });
});

describe('5.2.6 and 4.5.1 independent battalions: with a regiment, and from either division', () => {
  // both US Division HQs ashore; the 741st's tanks and the 16th next to them
  const s0 = set(
    scene({
      'us-1-hq': '4715',
      'us-29-hq': '4614',
      '16-1-hq': '4815',
      '16-1-A': '4816',
      '741-A1': '4916',
      '741-A2': '4916',
    }),
    '16-1',
    { supply: 2 },
  );
  it('offers the battalion once for each division it may draw on, and charges the one chosen', () => {
    const offered = game.legalActions(s0, ctx).filter((a) => a.type === 'activate' && a.formation === '741-tank');
    expect(offered).toEqual([
      { type: 'activate', formation: '741-tank', pool: 'us-1' },
      { type: 'activate', formation: '741-tank', pool: 'us-29' },
    ]);
    const s = act(s0, { type: 'activate', formation: '741-tank', pool: 'us-29' });
    expect(s.formations['us-29']?.supply).toBe((s0.formations['us-29']?.supply ?? 0) - 1);
    expect(s.formations['us-1']?.supply).toBe(s0.formations['us-1']?.supply);
    expect(refuse(s0, { type: 'activate', formation: '16-1', pool: 'us-1' })).toMatch(/only an independent battalion/);
  });
  it('joins the regiment activation before any unit acts, and both act in it', () => {
    const r = act(s0, { type: 'activate', formation: '16-1' });
    expect(game.legalActions(r, ctx)).toContainEqual({ type: 'activate', formation: '741-tank', pool: 'us-1' });
    const j = act(r, { type: 'activate', formation: '741-tank', pool: 'us-1' });
    expect(j.active).toEqual(['16-1', '741-tank']);
    expect(j.units['741-A1']?.activated && j.units['16-1-A']?.activated).toBe(true);
    expect(refuse(j, { type: 'activate', formation: '18-1' })).toMatch(/5\.1/);
    const moved = act(r, { type: 'move', unit: '16-1-A', to: '4817' });
    expect(refuse(moved, { type: 'activate', formation: '741-tank', pool: 'us-1' })).toMatch(/before any unit acts/);
  });
  it('4.5.1 the reserve Rangers land on a point from the pool chosen', () => {
    const s = act(scene({}), { type: 'land-rangers', formation: '2-rangers', box: 'charlie', pool: 'us-29' });
    expect(s.formations['us-29']?.supply).toBe((scene({}).formations['us-29']?.supply ?? 0) - 1);
  });
});

describe('8.4 Special Hits in play: the cup of twenty', () => {
  // the 16th's companies A and B next to a German company at 4916; the cup rigged to give marker 4 (Shaken, stays) then 2 (one more step)
  const cupOf = (first: number[]) => ({
    drawPile: [...first, ...Array.from({ length: 20 }, (_, i) => i + 1).filter((n) => !first.includes(n))],
    discards: [],
    removed: [],
  });
  const s0 = set(
    scene({ '16-1-hq': '4714', '16-1-A': '4815', '16-1-B': '4815', 'de-916-1': '4916' }, { cup: cupOf([4, 2]) }),
    '16-1',
    { supply: 2 },
  );
  const a = act(s0, { type: 'activate', formation: '16-1' });
  it('8.4.1 a natural 10 draws a marker; one that stays sits on the target and is out of the cup', () => {
    const s = act(a, { type: 'fire', unit: '16-1-A', target: 'de-916-1', dice: [10, 1] });
    expect(s.units['de-916-1']?.special).toBe(4);
    expect(s.cup.drawPile).toHaveLength(19);
    expect(s.cup.drawPile).not.toContain(4);
  });
  it('8.4.3 a second Special Hit sends the first marker back before the draw', () => {
    const once = act(a, { type: 'fire', unit: '16-1-A', target: 'de-916-1', dice: [10, 1] });
    const twice = act(once, { type: 'fire', unit: '16-1-B', target: 'de-916-1', dice: [10, 1] });
    // marker 4 went back and was mixed in before the draw: every marker is in the cup or on the unit, none twice
    const on = twice.units['de-916-1']?.special;
    expect([...twice.cup.drawPile, ...(on === undefined ? [] : [on])].sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(twice.log.map(entryText).filter((l) => l.includes('Special Hit: marker'))).toHaveLength(2);
  });
  it('8.4.1 the marker of an eliminated unit goes back to the cup', () => {
    const last = {
      ...a,
      units: { ...a.units, 'de-916-1': { ...(a.units['de-916-1'] as UnitState), steps: 1, special: 9 } },
      cup: { ...a.cup, drawPile: a.cup.drawPile.filter((n) => n !== 9) },
    };
    const s = act(last, { type: 'fire', unit: '16-1-A', target: 'de-916-1', dice: [9, 10, 10] });
    expect(s.units['de-916-1']?.status).toBe('eliminated');
    expect(s.cup.drawPile).toContain(9);
  });
});

/** A unit activated and unmoved, with its allowance, for rules of movement in play. */
const ready = (hex: string, mp = 4, extra: Partial<UnitState> = {}) => ({
  activated: true,
  acted: false,
  mp,
  pinned: false,
  ...extra,
  hex,
});

describe('7.4 cliffs and steep slopes in play', () => {
  it('7.4.1-7.4.2 a Ranger next to a cliff climbs it from the rocky beach with its whole allowance', () => {
    const s = act(scene({ '2r-D': ready('1903') }), { type: 'move', unit: '2r-D', to: '1904' });
    expect(s.units['2r-D']).toMatchObject({ hex: '1904', mp: 0 });
  });
  it('7.4.2 other infantry may not climb a cliff, nor a Ranger go down one from the top', () => {
    expect(refuse(scene({ '16-1-A': ready('1903') }), { type: 'move', unit: '16-1-A', to: '1904' })).toMatch(/7\.4\.2/);
    expect(refuse(scene({ '2r-D': ready('1904') }), { type: 'move', unit: '2r-D', to: '1903' })).toMatch(/7\.4\.2/);
  });
  it('7.4.1 a unit that has already moved may not cross', () => {
    expect(
      refuse(scene({ '2r-D': ready('1903', 4, { acted: true }) }), { type: 'move', unit: '2r-D', to: '1904' }),
    ).toMatch(/7\.4\.1/);
  });
  it('7.4.3 any infantry crosses a steep slope either way, vehicles never', () => {
    expect(
      act(scene({ '16-1-A': ready('4009') }), { type: 'move', unit: '16-1-A', to: '4010' }).units['16-1-A'],
    ).toMatchObject({ hex: '4010', mp: 0 });
    expect(
      act(scene({ '16-1-A': ready('4010') }), { type: 'move', unit: '16-1-A', to: '4009' }).units['16-1-A'],
    ).toMatchObject({ hex: '4009', mp: 0 });
    expect(refuse(scene({ '741-A1': ready('4009', 8) }), { type: 'move', unit: '741-A1', to: '4010' })).toMatch(/7\.4/);
  });
  it('5.3.2, 7.4.3 an HQ moves as infantry: it crosses a steep slope with its whole allowance, and climbs no cliff', () => {
    expect(
      act(scene({ '16-1-hq': ready('4009') }), { type: 'move', unit: '16-1-hq', to: '4010' }).units['16-1-hq'],
    ).toMatchObject({ hex: '4010', mp: 0 });
    expect(
      act(scene({ '16-1-hq': ready('4010') }), { type: 'move', unit: '16-1-hq', to: '4009' }).units['16-1-hq'],
    ).toMatchObject({ hex: '4009', mp: 0 });
    expect(refuse(scene({ '16-1-hq': ready('1903') }), { type: 'move', unit: '16-1-hq', to: '1904' })).toMatch(
      /7\.4\.2/,
    );
  });
});

describe('9.2.7 no landing check with no German next to the cliffs nearby', () => {
  it('reads the Germans near cliff and steep slope hexes within five hexes of the landing hex', () => {
    expect(cliffExemption(rules, scene({}), '2002')).toBe(true);
    // a German company at 1905, next to 1904 at the top of the Pointe's cliffs
    expect(cliffExemption(rules, scene({ 'de-914-1': '1905' }), '2002')).toBe(false);
    // far away, the same company does not count
    expect(cliffExemption(rules, scene({ 'de-914-1': '1905' }), '6418')).toBe(true);
  });
  it('exempt, a Ranger lands pinned with no roll; otherwise a 9 over its morale of 8 costs a step (9.2.2)', () => {
    const free = landUnits(rules, scene({}), ['2r-A'], [], {}, dice(9), 'pointe-du-hoc');
    expect(free.units['2r-A']).toMatchObject({ status: 'map', pinned: true, steps: 3 });
    const held = landUnits(rules, scene({ 'de-914-1': '1905' }), ['2r-A'], [], {}, dice(9), 'pointe-du-hoc');
    expect(held.units['2r-A']).toMatchObject({ status: 'map', pinned: true, steps: 2 });
  });
});

describe('5.3.4 and 8.3.2 unpinning', () => {
  const pinned = (extra: Partial<UnitState> = {}) => scene({ '16-1-A': ready('4715', 4, { pinned: true, ...extra }) });
  it('a d10 at most the morale (6 in clear) unpins; above it the unit stays pinned; either way it has acted', () => {
    expect(act(pinned(), { type: 'unpin', unit: '16-1-A', dice: [6] }).units['16-1-A']).toMatchObject({
      pinned: false,
      acted: true,
    });
    expect(act(pinned(), { type: 'unpin', unit: '16-1-A', dice: [7] }).units['16-1-A']).toMatchObject({
      pinned: true,
      acted: true,
    });
  });
  it('8.3.4 a Hit marker takes one off the morale', () => {
    expect(act(pinned({ steps: 3 }), { type: 'unpin', unit: '16-1-A', dice: [6] }).units['16-1-A']?.pinned).toBe(true);
    expect(act(pinned({ steps: 3 }), { type: 'unpin', unit: '16-1-A', dice: [5] }).units['16-1-A']?.pinned).toBe(false);
  });
  it('5.3.4 unpin rolls come last: once one is rolled, no unit moves or fires in that activation', () => {
    const s0 = scene(
      { '16-1-A': ready('4715', 4, { pinned: true }), '16-1-B': ready('4815'), 'de-916-1': '4916' },
      { active: ['16-1'] },
    );
    expect(refuse(s0, { type: 'move', unit: '16-1-B', to: '4814' })).toBe('');
    const s = act(s0, { type: 'unpin', unit: '16-1-A', dice: [1] });
    expect(refuse(s, { type: 'move', unit: '16-1-B', to: '4814' })).toMatch(/5\.3\.4/);
    expect(refuse(s, { type: 'fire', unit: '16-1-B', target: 'de-916-1' })).toMatch(/5\.3\.4/);
    expect(game.legalActions(s, ctx).some((a) => a.type === 'move' || a.type === 'fire')).toBe(false);
    expect(act(s, { type: 'end-activation' }).unpinning).toBeUndefined();
  });
  it('a unit pinned in this activation may not try', () => {
    expect(refuse(pinned({ pinnedThisActivation: true }), { type: 'unpin', unit: '16-1-A' })).toMatch(/5\.3\.4/);
  });
});

describe('11.4.4 German reinforcements arriving', () => {
  const g0 = scene({ 'de-916-hq': '4920' }, { initiative: 'german' });
  it('a Regiment HQ enters with two supply points', () => {
    const s = act({ ...g0, reinforcementNext: 1 }, { type: 'reinforce', dice: [1] });
    expect(s.units['de-915-hq']).toMatchObject({ status: 'map', hex: '9637' });
    expect(s.formations['de-915']?.supply).toBe(2);
  });
  it('an artillery asset goes to the 352nd Division pool', () => {
    const s = act({ ...g0, reinforcementNext: 6 }, { type: 'reinforce', dice: [1] });
    expect(s.assets['de-1352-i']).toMatchObject({ status: 'pool', formation: 'de-352' });
  });
});

describe('9.1.3 and 9.3.2 the first landing is an activation', () => {
  it('once the pillboxes have had their reaction fire, each overstacked hex of the landing owes a step', () => {
    const rng = Rng.fromSeed('first-fire');
    let s = game.setup({}, rng, ctx);
    for (const a of [
      { type: 'allot-supply', formation: '16-1', points: 4 },
      { type: 'allot-supply', formation: '116-29', points: 4 },
      { type: 'end-planning' },
      { type: 'land-first-wave' },
    ] as const)
      s = game.apply(s, a, rng, ctx);
    expect(s.reaction).not.toBeNull();
    expect(s.decisions).toBeUndefined();
    s = game.apply(s, { type: 'end-reaction' }, rng, ctx);
    const owed = s.decisions ?? [];
    expect(owed.length).toBeGreaterThan(0);
    for (const d of owed) {
      expect(d.kind).toBe('overstack-loss');
      const hex = d.kind === 'overstack-loss' ? d.hex : '';
      expect(
        stackValue(
          rules,
          Object.values(s.units).filter((u) => u.status === 'map' && u.hex === hex && u.side === 'us'),
        ),
      ).toBeGreaterThan(2);
    }
    expect(s.firstLandingEnds).toBeUndefined();
  });
});

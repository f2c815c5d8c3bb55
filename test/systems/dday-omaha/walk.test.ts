import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/systems/dday-omaha/game/actions.ts';
import type { GameState } from '../../../src/systems/dday-omaha/game/state.ts';
import { mortarReaches } from '../../../src/systems/dday-omaha/game/ground.ts';
import { isShore } from '../../../src/systems/dday-omaha/map/omaha-map.ts';
import { at, C, card, colored, fofHexes, game, inBox, only, play, pos, setPos, step, turns, unit, W } from './scene.ts';

const WHITE = colored('white');
const hits = (s: GameState, position: string, kind: 'hit' | 'disrupt-unit' = 'hit') =>
  (s.walk?.steps.find((x) => x.position === position)?.effects ?? [])
    .filter((e) => e.kind === kind)
    .map((e) => (e as { unit: string }).unit)
    .sort();

/** Only this white position is manned: the others are emptied, so what it does is read alone. */
function alone(id: string): Action[] {
  return WHITE.filter((x) => x !== id).map((x) => setPos(x, { occupied: false }));
}

describe('3, 4, 9.3: German fire read from the map', () => {
  const [i1, i2, i3] = fofHexes('WN62', 'intense');
  const [s1] = fofHexes('WN62', 'steady');
  const scene = (extra: Action[] = []): Action[] => [
    ...alone('WN62'),
    at('E/2/16', i1 as string),
    at('F/2/16', i2 as string),
    at('L/3/16', s1 as string),
    at('1/A/741', i3 as string),
    ...extra,
    { type: 'next-phase' },
  ];

  it('card F: WN 62 (two units) hits the two infantry units in its intense fire; the steady one is Disrupted; the tank, no symbol, is spared', () => {
    const s = play([...only('E/2/16', 'F/2/16', 'L/3/16', '1/A/741'), ...scene(), card('F', ['white'], ['foot'])]);
    const wn62 = s.walk?.steps.find((x) => x.position === 'WN62');
    expect(wn62?.actions).toEqual(['fire']);
    expect(wn62?.why.join(' ')).toContain('Possible hits: 0 Depth + 2 units = 2');
    expect(hits(s, 'WN62')).toEqual(['E/2/16', 'F/2/16']);
    expect(hits(s, 'WN62', 'disrupt-unit')).toEqual(['L/3/16']);
    const done = step(s, { type: 'apply-german' });
    expect([
      unit(done, 'E/2/16').steps,
      unit(done, 'F/2/16').steps,
      unit(done, 'L/3/16').disrupted,
      unit(done, '1/A/741').steps,
    ]).toEqual([2, 2, true, 2]);
    expect(done.phase).toBe('us');
  });

  it('4, 9.3: the card armor bonus lets steady fire disrupt a matching tank too', () => {
    const run = (armorBonus: boolean) => {
      const s = play([
        ...only('E/2/16', 'F/2/16', 'L/3/16', '1/A/741'),
        ...scene([at('1/A/741', s1 as string)]),
        card('F', ['white'], ['foot', 'armor'], { armorBonus }),
      ]);
      return hits(s, 'WN62', 'disrupt-unit');
    };
    expect(run(false)).toEqual(['L/3/16']);
    expect(run(true)).toEqual(['1/A/741', 'L/3/16']);
  });

  it('4: a tie the rules cannot break is asked, and the answer is used', () => {
    const ties = fofHexes('WN61', 'intense').filter((h) => W.map.distance(h, '0608') === 1);
    expect(ties.length).toBeGreaterThanOrEqual(2);
    let s = play([
      ...only('E/2/16', 'F/2/16'),
      ...alone('WN61'),
      at('E/2/16', ties[0] as string),
      at('F/2/16', ties[1] as string),
      { type: 'next-phase' },
      card('F', ['white'], ['foot']),
    ]);
    const q = s.walk?.questions[0];
    expect(q?.options).toEqual(['E/2/16', 'F/2/16']);
    expect(game.check(s, { type: 'apply-german' }, C)).toContain('Answer first');
    s = step(s, { type: 'answer', question: q?.id ?? '', choice: ['F/2/16'] });
    expect(hits(s, 'WN61')).toEqual(['F/2/16']);
    s = step(s, { type: 'apply-german' });
    expect([unit(s, 'E/2/16').steps, unit(s, 'F/2/16').steps]).toEqual([3, 2]);
  });

  it('4: five steps stacked count as a matching symbol, so the tank beside the infantry is hit too', () => {
    const s = play([
      ...only('E/2/16', '1/A/741'),
      ...alone('WN62'),
      at('E/2/16', i1 as string),
      at('1/A/741', i1 as string),
      { type: 'next-phase' },
      card('F', ['white'], ['foot']),
    ]);
    expect(hits(s, 'WN62')).toEqual(['1/A/741', 'E/2/16']);
  });

  it('3: a disrupted position removes its marker instead of firing', () => {
    const s = play([
      ...only('E/2/16'),
      ...scene([setPos('WN62', { disrupted: true })]).filter((a) => a.type !== 'set-unit' || a.id === 'E/2/16'),
      card('F', ['white'], ['foot']),
    ]);
    expect(s.walk?.steps.find((x) => x.position === 'WN62')?.actions).toEqual(['remove-disrupted']);
    expect(pos(step(s, { type: 'apply-german' }), 'WN62').disrupted).toBe(false);
  });

  it('4: a double symbol activates an occupied position only with a Depth marker', () => {
    const dbl: Action = {
      type: 'enter-card',
      card: {
        action: 'F',
        colors: [{ color: 'white', double: true }],
        symbols: ['foot'],
        armorBonus: false,
        leaderBonus: false,
        artillery: null,
      },
    };
    const without = play([
      ...only('E/2/16'),
      ...alone('WN62'),
      at('E/2/16', i1 as string),
      { type: 'next-phase' },
      dbl,
    ]);
    expect(without.walk?.steps.some((x) => x.position === 'WN62')).toBe(false);
    expect(without.walk?.idle.find((x) => x.position === 'WN62')?.why.join(' ')).toContain('needs a Depth marker');
    const withDepth = play([
      ...only('E/2/16'),
      ...alone('WN62'),
      at('E/2/16', i1 as string),
      setPos('WN62', { depth: 1 }),
      { type: 'next-phase' },
      dbl,
    ]);
    expect(withDepth.walk?.steps.find((x) => x.position === 'WN62')?.why.join(' ')).toContain('1 Depth + 2 units = 3');
  });

  it('4: a disrupted position whose colour is on the card loses its marker even under a double symbol without Depth', () => {
    const s = play([
      ...only(),
      setPos('WN64', { disrupted: true }),
      { type: 'next-phase' },
      {
        type: 'enter-card',
        card: {
          action: 'F',
          colors: [{ color: 'grey', double: true }],
          symbols: [],
          armorBonus: false,
          leaderBonus: false,
          artillery: null,
        },
      },
      { type: 'apply-german' },
    ]);
    expect(pos(s, 'WN64').disrupted).toBe(false);
  });

  it('4: the standard game caps a unit at one step a phase; the extended game at one step per firing position', () => {
    const both = [...W.map.fieldOfFire('WN61')]
      .filter(([h, i]) => i === 'intense' && W.map.fieldOfFire('WN62').get(h) === 'intense')
      .map(([h]) => h);
    expect(both.length).toBeGreaterThan(0);
    const pair = WHITE.filter((x) => x !== 'WN61' && x !== 'WN62').map((x) => setPos(x, { occupied: false }));
    const std = play([
      ...only('E/2/16'),
      ...pair,
      at('E/2/16', both[0] as string),
      { type: 'next-phase' },
      card('F', ['white'], ['foot']),
      { type: 'apply-german' },
    ]);
    expect(unit(std, 'E/2/16').steps).toBe(2);
    const ext = play(
      [
        ...only('E/2/16'),
        ...pair,
        at('E/2/16', both[0] as string),
        ...turns(16),
        { type: 'next-phase' },
        card('F', ['white'], ['foot']),
      ],
      { extended: true },
    );
    expect(ext.turn).toBe(17);
    expect(ext.walk?.steps.find((x) => x.position === 'WN62')?.why.join(' ')).toContain('x2 (extended game) = 4');
    expect(unit(step(ext, { type: 'apply-german' }), 'E/2/16').steps).toBe(1);
  });

  it('the standard game ends after turn 16, the extended one runs on to 32', () => {
    expect(play([...only(), ...turns(16)]).over).toBe(true);
    const ext = play([...only(), ...turns(16)], { extended: true });
    expect([ext.over, ext.turn, game.status(ext).lastTurn]).toEqual([false, 17, 32]);
  });
});

describe('3: the other German actions, read from the map', () => {
  it('card R: an occupied Reinforcement position with US in its fire re-supplies from its pool, then fires (unrevealed: −1 step and Disrupted)', () => {
    const [h] = fofHexes('A7', 'intense', colored('brown'));
    const s = play([
      ...only('E/2/16'),
      at('E/2/16', h as string),
      { type: 'next-phase' },
      card('R', ['brown'], ['foot']),
      { type: 'apply-german' },
    ]);
    expect(pos(s, 'A7').depth).toBe(1);
    expect(s.pools.mobile).toBe(5);
    expect([unit(s, 'E/2/16').steps, unit(s, 'E/2/16').disrupted]).toEqual([2, true]);
  });

  it('card A: A7 and A6 both advance on B1; A7, the higher number, goes, after every other action', () => {
    const s = play([...only(), { type: 'next-phase' }, card('A', ['grey', 'brown'], ['foot'])]);
    const done = step(s, { type: 'apply-german' });
    expect([pos(done, 'B1').occupied, pos(done, 'A7').occupied, pos(done, 'A6').occupied]).toEqual([true, false, true]);
  });

  it('an advance into US-held ground: undisrupted strength, doubled in buildings, of 7 or more repulses it', () => {
    const base = (steps: number[]): Action[] => [
      ...only('E/2/16', 'F/2/16'),
      setPos('A6', { occupied: false }),
      setPos('A7', { depth: 1 }),
      ...steps.map((n, i) => at(['E/2/16', 'F/2/16'][i] as string, '0603', { steps: n, symbol: 'gun' })),
      { type: 'next-phase' },
      card('A', ['brown'], ['foot']),
    ];
    const rep = step(play(base([3, 1])), { type: 'apply-german' });
    expect(pos(rep, 'A7').occupied).toBe(true);
    let thin = play(base([2, 1]));
    for (const q of thin.walk?.questions ?? [])
      thin = step(thin, { type: 'answer', question: q.id, choice: q.options.slice(0, q.pick) });
    const done = step(thin, { type: 'apply-german' });
    expect(pos(done, 'B1').occupied).toBe(true);
    expect(unit(done, 'E/2/16').steps).toBe(1);
    expect(unit(done, 'E/2/16').hex).not.toBe('0603');
  });

  it('AMBUSH from an empty Reinforcement position hits one matching unit, the closest', () => {
    const brown = colored('brown');
    const [near] = fofHexes('B2', 'intense', brown);
    const [far] = fofHexes('B2', 'steady', brown);
    const s = play([
      ...only('E/2/16', 'F/2/16'),
      at('E/2/16', far as string),
      at('F/2/16', near as string),
      { type: 'next-phase' },
      card('A', ['brown'], ['foot']),
    ]);
    expect(s.walk?.steps.find((x) => x.position === 'B2')?.actions).toEqual(['ambush']);
    expect(hits(s, 'B2')).toEqual(['F/2/16']);
  });

  it('MORTAR: 5 hexes from a WN towards the beach, the unit with most steps; two units with a Depth marker (rules table ranges)', () => {
    const wn = pos(play([]), 'WN64');
    const grey = colored('grey');
    const range = [...W.map.hexes.values()]
      .filter(
        (h) =>
          isShore(h.terrain) &&
          W.map.distanceTo(h.id, wn.hexes) === 5 &&
          grey.every((g) => !W.map.fieldOfFire(g).has(h.id)),
      )
      .map((h) => h.id);
    expect(range.length).toBeGreaterThanOrEqual(3);
    const base: Action[] = [
      ...only('E/2/16', 'F/2/16', 'L/3/16'),
      at('E/2/16', range[0] as string),
      at('F/2/16', range[1] as string, { steps: 2 }),
      at('L/3/16', range[2] as string, { steps: 1 }),
    ];
    const one = play([...base, { type: 'next-phase' }, card('M', ['grey'], ['foot'])]);
    expect(hits(one, 'WN64')).toEqual(['E/2/16']);
    const two = play([...base, setPos('WN64', { depth: 1 }), { type: 'next-phase' }, card('M', ['grey'], ['foot'])]);
    expect(hits(two, 'WN64')).toEqual(['E/2/16', 'F/2/16']);
    // Six hexes away on the beach is out of range.
    const far = [...W.map.hexes.values()].find(
      (h) =>
        isShore(h.terrain) &&
        W.map.distanceTo(h.id, wn.hexes) === 6 &&
        grey.every((g) => !W.map.fieldOfFire(g).has(h.id)),
    )?.id as string;
    const out = play([...only('E/2/16'), at('E/2/16', far), { type: 'next-phase' }, card('M', ['grey'], ['foot'])]);
    expect(hits(out, 'WN64')).toEqual([]);
  });

  it('PATROL: every unit in intense or steady fire is Disrupted; else the closest within 3 hexes', () => {
    const grey = colored('grey');
    const [a, b] = fofHexes('A6', 'intense', grey);
    const s = play([
      ...only('E/2/16', 'F/2/16'),
      at('E/2/16', a as string),
      at('F/2/16', b as string),
      { type: 'next-phase' },
      card('P', ['grey'], ['foot']),
    ]);
    expect(hits(s, 'A6', 'disrupt-unit')).toEqual(['E/2/16', 'F/2/16']);
    const a6 = pos(play([]), 'A6');
    const ring = (d: number) =>
      [...W.map.hexes.values()]
        .filter((h) => W.map.distanceTo(h.id, a6.hexes) === d && grey.every((g) => !W.map.fieldOfFire(g).has(h.id)))
        .map((h) => h.id);
    const t = play([
      ...only('E/2/16', 'F/2/16'),
      at('E/2/16', ring(3)[0] as string),
      at('F/2/16', ring(4)[0] as string),
      { type: 'next-phase' },
      card('P', ['grey'], ['foot']),
    ]);
    expect(hits(t, 'A6', 'disrupt-unit')).toEqual(['E/2/16']);
  });

  it('REINFORCE an empty Reinforcement position with US within 2 hexes; a Depth comes with it on a VP position', () => {
    const b1 = pos(play([]), 'B1');
    const two = [...W.map.hexes.values()].find(
      (h) => W.map.distanceTo(h.id, b1.hexes) === 2 && !W.map.fieldOfFire('A6').has(h.id),
    )?.id as string;
    const s = play([
      ...only('E/2/16'),
      at('E/2/16', two),
      { type: 'next-phase' },
      card('R', ['grey'], ['foot']),
      { type: 'apply-german' },
    ]);
    expect([pos(s, 'B1').occupied, pos(s, 'B1').revealed, pos(s, 'B1').depth]).toEqual([true, false, 1]);
    expect([s.pools.tactical, s.pools.building]).toEqual([5, 3]);
  });

  it("5: ARTILLERY on card A counts the sector's matching guns against the card value, from turn 4", () => {
    const acts: Action[] = [inBox('E/2/16', 'ER'), setPos('WN64', { caliber: '75' })];
    const line = (value: number) =>
      card('A', ['white', 'grey'], [], { artillery: { caliber: '75', value, symbols: ['foot'] } });
    expect(
      play([...only('E/2/16'), ...acts, { type: 'next-phase' }, line(1)])
        .walk?.steps.find((x) => x.position === 'WN60')
        ?.why.join(' '),
    ).toContain('fires from turn 4');
    const s = play([...only('E/2/16'), ...acts, ...turns(3), { type: 'next-phase' }, line(3)]);
    expect(
      s.walk?.steps
        .flatMap((x) => x.effects)
        .filter((e) => e.kind === 'hit')
        .map((e) => (e as { unit: string }).unit),
    ).toEqual(['E/2/16']);
    expect(s.walk?.steps.find((x) => x.position === 'WN60')?.why.join(' ')).toContain('WN 60, WN 62, WN 64, 1/352AR');
  });

  it('5: an Artillery Box unit is switched off once the US holds every hex of its observer positions', () => {
    const taken: Action[] = [at('F/2/16', '0707'), at('L/3/16', '0807'), at('I/3/16', '0107'), at('E/2/18', '0207')];
    const line = card('A', ['white', 'grey'], [], { artillery: { caliber: '75', value: 4, symbols: ['foot'] } });
    const base = [
      ...only('I/3/16', 'E/2/16', 'L/3/16', 'F/2/16', 'E/2/18'),
      inBox('E/2/16', 'ER'),
      setPos('WN64', { caliber: '75' }),
    ];
    const on = play([
      ...base,
      inBox('F/2/16', 'FR'),
      inBox('L/3/16', 'FR'),
      inBox('I/3/16', 'FG'),
      ...turns(3),
      { type: 'next-phase' },
      line,
    ]);
    expect(on.walk?.steps.find((x) => x.position === 'WN60')?.why.join(' ')).toContain('1/352AR');
    const off = play([...base, ...taken, ...turns(3), { type: 'next-phase' }, line]);
    const why = off.walk?.steps.flatMap((x) => x.why).join(' ') ?? '';
    expect(why).toContain('1/352AR in the Artillery Box is switched off');
    expect(why).not.toContain('WN 62, WN 64, 1/352AR');
  });

  it('2: communication is traced from the map when the card comes: a position ringed by US control is cut off', () => {
    const p = pos(play([]), 'WN61');
    const ring = W.map.neighbors(p.hexes[0] as string);
    const ids = ['A/1/116', 'E/2/16', 'L/3/16', 'F/2/16', 'I/3/16', 'E/2/116'];
    const s = play([
      ...only(...ids),
      ...ring.slice(0, ids.length).map((h, i) => at(ids[i] as string, h)),
      { type: 'next-phase' },
      card('F', [], []),
    ]);
    expect(s.walk?.communication.find((c) => c.position === 'WN61')).toMatchObject({ inCommunication: false });
    expect(pos(step(s, { type: 'apply-german' }), 'WN61').inCommunication).toBe(false);
  });
});

describe('illegal actions', () => {
  it('leave the state unchanged and say why', () => {
    const s = play([]);
    expect(game.check(s, card('F', [], []), C)).toContain('German card phase');
    expect(game.apply(s, card('F', [], []), undefined as never, C)).toBe(s);
    expect(() => game.parseAction({ type: 'nope' })).toThrow();
    expect(() => game.parseAction({ type: 'set-pool', pool: 'wn', count: -1 })).toThrow();
    expect(game.check(s, { type: 'next-phase' }, C)).toContain('every unit due first');
  });
});

describe('3: mortar ranges read from the map (rules table)', () => {
  it('3 hexes all round from a Reinforcement position; from a WN 2 towards draw and high ground, 5 towards the beach', () => {
    const s = play([]);
    const m = W.map;
    const reinf = pos(s, 'B2');
    const wn = pos(s, 'WN64');
    const at = (p: typeof wn, d: number, terrains: string[]) =>
      [...m.hexes.values()].find((h) => m.distanceTo(h.id, p.hexes) === d && terrains.includes(h.terrain))
        ?.id as string;
    expect(mortarReaches(m, reinf, at(reinf, 3, ['bocage', 'orchard', 'high-ground', 'woods']), C)).toBe(true);
    expect(mortarReaches(m, reinf, at(reinf, 4, ['bocage', 'orchard', 'high-ground', 'woods']), C)).toBe(false);
    expect(mortarReaches(m, wn, at(wn, 2, ['high-ground', 'draw']), C)).toBe(true);
    expect(mortarReaches(m, wn, at(wn, 3, ['high-ground', 'draw']), C)).toBe(false);
    expect(mortarReaches(m, wn, at(wn, 5, ['beach', 'tidal']), C)).toBe(true);
    expect(mortarReaches(m, wn, at(wn, 6, ['beach', 'tidal']), C)).toBe(false);
    expect(mortarReaches(m, wn, at(wn, 2, ['bocage']), C)).toBe(false);
  });
});

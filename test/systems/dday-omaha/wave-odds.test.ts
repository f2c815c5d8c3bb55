import { describe, expect, it } from 'vitest';
import { Rng, type RulesContext, type SettingValue } from '../../../src/engine/index.ts';
import type { Action } from '../../../src/systems/dday-omaha/game/actions.ts';
import { landingLetters, landingProblem, leaderLanding } from '../../../src/systems/dday-omaha/game/landing-action.ts';
import type { GameState } from '../../../src/systems/dday-omaha/game/state.ts';
import { waveOdds, waveOddsInSlices, type WaveBar } from '../../../src/systems/dday-omaha/game/wave-odds.ts';
import { cardDie } from '../../../src/systems/dday-omaha/procedures/cards.ts';
import { isLeader } from '../../../src/systems/dday-omaha/rules/units.ts';
import fixture from '../../fixtures/dday-omaha/wave-odds.json';
import { ctx } from './helpers.ts';
import { C, game, only, play, step, turns, unit, W } from './scene.ts';

type Wave = readonly { unit: string; box: string }[];

/** Waves and their odds as worked out before the odds were made faster (session 26). */
const before: readonly {
  turn: number;
  settings: Readonly<Record<string, SettingValue>>;
  inBoxes: Readonly<Record<string, string | undefined>>;
  wave: Wave;
  odds: Readonly<Record<string, readonly WaveBar[] | undefined>>;
}[] = fixture;

/** A wave scene of the fixture: the game on its turn, some units put in boxes by hand. */
function sceneOf(turn: number, inBoxes: Readonly<Record<string, string | undefined>>, c: RulesContext): GameState {
  const s = game.setup({}, Rng.fromSeed('fixture'), c);
  return {
    ...s,
    turn,
    units: s.units.map((u) => (inBoxes[u.id] ? { ...u, where: 'box' as const, box: inBoxes[u.id] ?? null } : u)),
  };
}

/** A wave from 'unit in box' lines, drawn in that order. */
const waveOf = (...plan: string[]): Wave =>
  plan.map((line) => {
    const [unit = '', box = ''] = line.split(' in ');
    return { unit, box };
  });

const land = (u: string, box: string, letter?: string): Action => ({
  type: 'land',
  unit: u,
  box,
  ...(letter ? { dice: { card: [letter] } } : {}),
});

/**
 * The wave's odds the long way: every card of every unit played in turn through the game's own actions, nothing
 * merged or remembered, each unit's readings (its letters, or why it stays due, or an HQ's landing) summed over
 * every way the cards before it fell.
 */
function everyCard(s: GameState, wave: Wave, c: RulesContext): Map<string, WaveBar[]> {
  const sums = new Map<string, Map<string, number>>(wave.map((l) => [l.unit, new Map()]));
  const add = (id: string, label: string, p: number) => {
    const m = sums.get(id);
    m?.set(label, (m.get(label) ?? 0) + p);
  };
  const faces = cardDie(c, 'landing').faces;
  const go = (now: GameState, i: number, p: number): void => {
    const l = wave[i];
    if (!l) return;
    const u = unit(now, l.unit);
    const problem = landingProblem(now, u, l.box, c);
    if (problem) {
      add(l.unit, `stays due: ${problem}`, p);
      go(now, i + 1, p);
    } else if (isLeader(u.type)) {
      add(l.unit, leaderLanding(now, W, l.box, c).text, p);
      go(step(now, land(l.unit, l.box), c), i + 1, p);
    } else {
      for (const r of landingLetters(now, W, u, l.box, c)) add(l.unit, `${r.letter}: ${r.text}`, p * r.p);
      for (const f of faces) go(step(now, land(l.unit, l.box, String(f)), c), i + 1, p / faces.length);
    }
  };
  go(s, 0, 1);
  return new Map([...sums].map(([id, m]) => [id, [...m].map(([label, p]) => ({ label, p }))]));
}

/** Two sets of wave odds agree: the same units, the same bars, each chance within 1e-12. */
function expectSameOdds(got: Map<string, readonly WaveBar[]>, want: Map<string, readonly WaveBar[]>) {
  expect([...got.keys()]).toEqual([...want.keys()]);
  for (const [id, bars] of want) {
    const mine = new Map(got.get(id)?.map((b) => [b.label, b.p]));
    expect([...mine.keys()].sort(), id).toEqual(bars.map((b) => b.label).sort());
    for (const b of bars) expect(mine.get(b.label), `${id} ${b.label}`).toBeCloseTo(b.p, 12);
  }
}

describe("1, 9.2: a wave's odds", () => {
  it('are those the odds gave before they were made faster, on five waves of 14 to 18 units (the fixture)', () => {
    for (const scene of before) {
      const c = ctx(scene.settings);
      const s = sceneOf(scene.turn, scene.inBoxes, c);
      const odds = waveOdds(s, W, scene.wave, c);
      const units = Object.keys(scene.odds);
      // the odds before left the HQs and Generals out
      expect([...odds.keys()].filter((id) => !units.includes(id)).every((id) => isLeader(unit(s, id).type))).toBe(true);
      const was = Object.entries(scene.odds).flatMap(([id, bars]) => (bars ? [[id, bars] as const] : []));
      expectSameOdds(new Map([...odds].filter(([id]) => units.includes(id))), new Map(was));
    }
  });

  it('are those of every card played in turn through the game, on small waves with HQs and Generals, full boxes and the tide', () => {
    // turn 5: Gen. Cota is planned before his units, then after one of them in its box, with 116/HQ
    const five = play([...only('Gen. Cota', '116/HQ', 'B•D/81C', 'A•B/2R', 'M/3/116'), ...turns(4)]);
    const waves: [GameState, Wave, RulesContext][] = [
      [five, waveOf('Gen. Cota in DW', 'B•D/81C in DW', 'A•B/2R in DG'), C],
      [
        five,
        waveOf('B•D/81C in DW', 'M/3/116 in DW', 'Gen. Cota in DW', 'A•B/2R in DR', '116/HQ in DR'),
        ctx({ driftStacking: 'next-box' }),
      ],
      // turn 5, Dog White holding one unit: M/3/116 stays due when B•D/81C's card leaves it in Dog White, and Gen.
      // Cota may then not land alone in Dog Red; when B•D/81C is delayed, M/3/116 lands and Cota with it
      [
        sceneOf(5, { 'A/1/116': 'DW' }, C),
        waveOf('B•D/81C in DW', 'M/3/116 in DW', 'A•B/2R in DG', 'Gen. Cota in DR'),
        C,
      ],
    ];
    // turn 8, high tide: units and an HQ into Dog Green (shut) and boxes about it, Dog White full already
    const eight = sceneOf(8, { 'A/1/116': 'DW', 'E/2/116': 'DW' }, C);
    const tide = waveOf('F/2/116 in DR', '116/HQ in DG', 'G/2/116 in DG', 'B/1/116 in DW', 'H/2/116 in DR');
    for (const c of [C, ctx({ driftStacking: 'next-box' }), ctx({ leaderHighTide: 'lands' })])
      waves.push([eight, tide, c]);
    for (const [s, wave, c] of waves) expectSameOdds(waveOdds(s, W, wave, c), everyCard(s, wave, c));
  });

  it("1 (rules note leader-high-tide): an HQ's chart says it is delayed by the tide, and the wave delays it", () => {
    const s = sceneOf(8, {}, C);
    const wave = [
      { unit: '116/HQ', box: 'DG' },
      { unit: 'F/2/116', box: 'DW' },
    ];
    expect(waveOdds(s, W, wave, C).get('116/HQ')).toEqual([
      { label: 'no card; its box faces no dry beach at high tide: delayed 2 turns, to turn 10', p: 1 },
    ]);
    const landed = game.apply(s, { type: 'land-wave', landings: wave }, Rng.fromSeed('wave'), C);
    expect([unit(landed, '116/HQ').where, unit(landed, '116/HQ').due]).toEqual(['due', 10]);
    expect(landed.lastReport[0]?.text).toBe('A wave of 2 units lands, a card each but for 116/HQ');
    const lands = ctx({ leaderHighTide: 'lands' });
    expect(waveOdds(s, W, wave, lands).get('116/HQ')?.[0]?.label).toBe(
      'no card, no landing hazard for HQs and Generals: lands where aimed',
    );
    const there = game.apply(s, { type: 'land-wave', landings: wave }, Rng.fromSeed('wave'), lands);
    expect(unit(there, '116/HQ').box).toBe('DG');
  });

  it('are worked out a slice at a time, with the same result', () => {
    const scene = before[0];
    if (!scene) throw new Error('no scene');
    const s = sceneOf(scene.turn, scene.inBoxes, ctx(scene.settings));
    const work = waveOddsInSlices(s, W, scene.wave, ctx(scene.settings));
    let slices = 0;
    let last = work.next();
    for (; !last.done; last = work.next()) slices++;
    expect(slices).toBeGreaterThan(5);
    expect(last.value).toEqual(waveOdds(s, W, scene.wave, ctx(scene.settings)));
  });
});

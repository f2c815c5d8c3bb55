import { describe, expect, it } from 'vitest';
import { makeContext, newSession, outcomeLabel, procedureOdds, toldText } from '../../../src/engine/index.ts';
import { rulesOf } from '../../../src/systems/catalog.ts';
import { system } from '../../../src/systems/dday-omaha/index.ts';
import { headlineIndex } from '../../../src/ui/told/headline.ts';
import { landingByLetter, usLanding, type LandingOutcome } from '../../../src/systems/dday-omaha/procedures/landing.ts';
import { cardDie } from '../../../src/systems/dday-omaha/procedures/cards.ts';
import type { GameState } from '../../../src/systems/dday-omaha/game/state.ts';
import type { RulesContext } from '../../../src/engine/index.ts';
import type { Action } from '../../../src/systems/dday-omaha/game/actions.ts';
import { landingLetters, leaderLanding } from '../../../src/systems/dday-omaha/game/landing-action.ts';
import { waveOdds } from '../../../src/systems/dday-omaha/game/wave-odds.ts';
import { ctx } from './helpers.ts';
import { C, game, inBox, only, play, step, told, turns, unit, W } from './scene.ts';

const land = (u: string, box: string, letter?: string): Action => ({
  type: 'land',
  unit: u,
  box,
  ...(letter ? { dice: { card: [letter] } } : {}),
});

/** A wave of landings, each unit with its planned box, drawn in that order. */
const waveOf = (...plan: [string, string][]) => plan.map(([unit, box]) => ({ unit, box }));

/** A turn-1 infantry unit aimed at a box with no full or shut box about. */
const aimed = {
  turn: 1,
  unitType: 'infantry' as const,
  dogGreenOrCharlie: false,
  boxesToLeft: 4,
  boxesToRight: 3,
  fullBoxes: '',
  shutBoxes: '',
  rangerDrift: 0,
};

/** Where a unit is after its landing, in a few words: the box, or the turn it is due, and its steps. */
function placed(s: GameState, id: string): string {
  const u = unit(s, id);
  return u.where === 'box' ? `${u.box} ${u.steps}` : u.where === 'due' ? `due ${u.due} ${u.steps}` : u.where;
}

/**
 * The odds the roll card shows for a unit landing (the procedure the game names, with the inputs it fills), each
 * outcome read as where it puts the unit; and, card by card, where the game really puts it: the two must agree.
 */
function shownAndPlayed(s: GameState, id: string, box: string, c: RulesContext) {
  const u = unit(s, id);
  const i = s.landingBoxes.indexOf(box);
  const shown = new Map<string, number>();
  const preview = game.rollFor?.(s, land(id, box), c);
  for (const { outcome, p } of procedureOdds(usLanding, c, preview?.inputs).outcomes) {
    const o = outcome as LandingOutcome;
    const steps = u.steps - o.steps;
    const ends = s.landingBoxes[i + o.drift + Math.sign(o.drift) * (o.passed ?? 0)];
    const where = o.removed
      ? 'removed'
      : o.eliminated || steps <= 0
        ? 'eliminated'
        : o.delay
          ? `due ${s.turn + o.delay} ${steps}`
          : `${ends} ${steps}`;
    shown.set(where, (shown.get(where) ?? 0) + p);
  }
  const played = new Map<string, number>();
  const faces = cardDie(c, 'landing').faces;
  for (const f of faces) {
    const where = placed(step(s, land(id, box, String(f)), c), id);
    played.set(where, (played.get(where) ?? 0) + 1 / faces.length);
  }
  return { shown, played, labels: procedureOdds(usLanding, c, preview?.inputs).outcomes };
}

describe('9.2 and 1: landing through the game, with the card drawn', () => {
  it('9.2: a turn-1 unit drawing D loses a step and drifts two boxes left', () => {
    const s = play([land('E/2/16', 'ER', 'D')]);
    const u = unit(s, 'E/2/16');
    expect([u.where, u.box, u.steps]).toEqual(['box', 'FR', 2]);
    expect(s.lastReport[0]?.dice?.[0]).toMatchObject({ values: ['D'], typed: true });
    expect(told(s)).toContain(
      'E/2/16 lands in the Easy Red box: −1 step, drifts 2 boxes left: ends in the Fox Red box',
    );
  });

  it('1: drifting past the last box delays the unit 2 turns', () => {
    const u = unit(play([land('E/2/16', 'FG', 'D')]), 'E/2/16');
    expect([u.where, u.due, u.delayed]).toEqual(['due', 3, true]);
  });

  it('1 (rules note drift-stacking): a drift ends in a full box as printed; the setting carries it on, here out of the boxes', () => {
    const full = [inBox('D/1/16', 'FR'), inBox('Can/116', 'FR')];
    const stays = unit(play([...full, land('E/2/16', 'ER', 'D')]), 'E/2/16');
    expect([stays.where, stays.box]).toEqual(['box', 'FR']);
    const on = play([...full, land('E/2/16', 'ER', 'D')], {}, 'omaha', ctx({ driftStacking: 'next-box' }));
    expect([unit(on, 'E/2/16').where, unit(on, 'E/2/16').due, unit(on, 'E/2/16').steps]).toEqual(['due', 3, 2]);
    expect(told(on)).toContain(
      'drifts 2 boxes left, on past 1 full box and out: delayed 2 turns, to turn 3 (the Fox Red box full)',
    );
    // with room in the box the setting changes nothing
    const room = play(
      [inBox('D/1/16', 'FR'), land('E/2/16', 'ER', 'D')],
      {},
      'omaha',
      ctx({ driftStacking: 'next-box' }),
    );
    expect(unit(room, 'E/2/16').box).toBe('FR');
  });

  it('the odds shown before the card are those of the procedure that lands the unit', () => {
    const s = play([]);
    const preview = game.rollFor?.(s, land('E/2/16', 'FG'), C);
    expect(preview?.procedure).toBe(usLanding.id);
    expect(preview?.about).toBe('E/2/16 lands in the Fox Green box');
    const odds = procedureOdds(usLanding, C, preview?.inputs).outcomes;
    expect(odds.map((o) => o.p)).toEqual([0.25, 0.25, 0.25, 0.25]);
    expect(odds.find((o) => o.outcome.driftsOut === true)?.p).toBe(0.25);
  });

  it('1, 9.2 (rules note drift-stacking, next box): the odds on the roll card are the landings the game plays, card by card', () => {
    // turn 1, infantry aimed at Dog Red with Easy Red full: D drifts it 2 left, on past Easy Red into Fox Green
    const on = ctx({ driftStacking: 'next-box' });
    const s = play([inBox('D/1/16', 'ER'), inBox('Can/116', 'ER')], {}, 'omaha', on);
    const { shown, played, labels } = shownAndPlayed(s, 'A/1/116', 'DR', on);
    expect(shown).toEqual(played);
    expect(played.get('FG 2')).toBe(0.25);
    expect(labels.map((o) => outcomeLabel(usLanding, o.outcome))).toContain('−1 step, 3 left, past 1 full');
    // with Fox Green full too it goes on to Fox Red
    const both = play([inBox('D/1/16', 'ER'), inBox('Can/116', 'ER'), inBox('C/1/16', 'FG'), inBox('B/1/16', 'FG')]);
    const further = shownAndPlayed(both, 'A/1/116', 'DR', on);
    expect(further.shown).toEqual(further.played);
    expect(further.played.get('FR 2')).toBe(0.25);
  });

  it('1, 9.2: at high tide the odds on the roll card show a drift into a box facing no dry beach as 2 turns late, as played', () => {
    // M/3/116 drifts out on turn 5, is held back to turn 8 (high tide), and is aimed at Dog White: D drifts it
    // 1 right into Dog Green, which faces no dry beach hex then
    const s = play([
      ...only('M/3/116'),
      ...turns(4),
      land('M/3/116', 'EG', 'C'),
      ...turns(2),
      { type: 'delay', unit: 'M/3/116', turn: 8 },
      ...turns(1),
    ]);
    expect(s.turn).toBe(8);
    const { shown, played } = shownAndPlayed(s, 'M/3/116', 'DW', C);
    expect(shown).toEqual(played);
    expect(played.get('due 10 3')).toBe(0.25);
  });

  it('1, 9.2: the boxes full and shut are given by name, as the drawer and the command line give them; the odds are those the bit masks gave', () => {
    // turn 2, a tank aimed at Easy Green, Fox Green and Easy Red full, Fox Red, Fox Green and Dog Green shut: B drifts
    // it 1 left past both full boxes into Fox Red, D 3 left into Fox Red; both are shut (labels as before the change)
    const on = ctx({ driftStacking: 'next-box' });
    const labels = (full: unknown, shut: unknown) =>
      procedureOdds(usLanding, on, {
        turn: 2,
        unitType: 'tank',
        boxesToLeft: 3,
        boxesToRight: 4,
        fullBoxes: full,
        shutBoxes: shut,
      }).outcomes.map((o) => [outcomeLabel(usLanding, o.outcome), o.p]);
    const expected = [
      ['lands as aimed', 0.25],
      ['3 left, past 2 full, high tide: +2 turns', 0.25],
      ['−1 step', 0.25],
      ['3 left, high tide: +2 turns', 0.25],
    ];
    expect(labels('ER,FG', 'FR, FG, DG')).toEqual(expected);
    expect(labels(['FG', 'ER'], ['DG', 'FR', 'FG'])).toEqual(expected);
    expect(() => labels('Fox Green', '')).toThrow(
      'input fullBoxes: "Fox Green" is not one of its options (FR, FG, ER, EG, DR, DW, DG, CH)',
    );
    const shut = usLanding.inputs.find((i) => i.name === 'shutBoxes');
    expect(shut?.type === 'set' && shut.options.map((o) => `${o.value} ${o.label}`).join(', ')).toBe(
      'FR Fox Red, FG Fox Green, ER Easy Red, EG Easy Green, DR Dog Red, DW Dog White, DG Dog Green, CH Charlie',
    );
  });

  it('9.2: two cards that both carry a unit out of the boxes read as two different bars, each with its drift', () => {
    // turn 2, a tank in Fox Red (no box to its left): B drifts it 1 left and D 3 left, both out
    const inputs = { ...aimed, turn: 2, unitType: 'tank' as const, boxesToLeft: 0, boxesToRight: 7 };
    const labels = procedureOdds(usLanding, C, inputs).outcomes.map((o) => outcomeLabel(usLanding, o.outcome));
    expect(labels).toEqual(['lands as aimed', '1 left, out: +2 turns', '−1 step', '3 left, out: +2 turns']);
  });

  it('9.2: before the draw, each card letter says in words what it does to this unit, with its chance', () => {
    // turn 1, infantry in Fox Green (one box to its left): D drifts it 2 left, out of the boxes
    const inputs = { ...aimed, boxesToLeft: 1, boxesToRight: 6 };
    expect(landingByLetter(usLanding, inputs, C)).toEqual([
      { letter: 'A', text: 'delayed 1 turn, to turn 2', p: 0.25 },
      { letter: 'B', text: 'eliminated', p: 0.25 },
      { letter: 'C', text: '−1 step', p: 0.25 },
      { letter: 'D', text: '−1 step, drifts out of the boxes: delayed 2 turns, to turn 3', p: 0.25 },
    ]);
    // the same letter from the middle of the beach lands it two boxes left
    expect(landingByLetter(usLanding, { ...inputs, boxesToLeft: 4, boxesToRight: 3 }, C)[3]?.text).toBe(
      '−1 step, drifts 2 boxes left',
    );
  });

  it('9.2 (rules note drift-stacking): the letters say where a drift really ends, as printed or carried past full boxes', () => {
    // turn 1, infantry aimed at Easy Green with Fox Green full: D drifts it 2 left, into Fox Green
    const s = play([inBox('D/1/16', 'FG'), inBox('Can/116', 'FG')]);
    const u = unit(s, 'E/2/16');
    const d = (c: ReturnType<typeof ctx>, box: string) => landingLetters(s, W, u, box, c)[3]?.text;
    expect(d(C, 'EG')).toBe('−1 step, drifts 2 boxes left');
    const on = ctx({ driftStacking: 'next-box' });
    expect(d(on, 'EG')).toBe('−1 step, drifts 2 boxes left, on past 1 full box: ends 3 boxes left');
    // from Dog Red the drift ends in Easy Green, which has room: the setting changes nothing
    expect(d(on, 'DR')).toBe('−1 step, drifts 2 boxes left');
    const full = play([inBox('D/1/16', 'FR'), inBox('Can/116', 'FR')]);
    expect(landingLetters(full, W, u, 'ER', on)[3]?.text).toBe(
      '−1 step, drifts 2 boxes left, on past 1 full box and out: delayed 2 turns, to turn 3',
    );
    expect(landingLetters(full, W, u, 'ER', C)[3]?.text).toBe('−1 step, drifts 2 boxes left');
  });

  it('1, 9.2: a wave lands each unit of the plan with its own card, one report line each after the summary; a box a drift filled keeps the next unit due', () => {
    const wave: Action = {
      type: 'land-wave',
      landings: waveOf(['E/2/16', 'FR'], ['F/2/16', 'FR'], ['L/3/16', 'ER']),
    };
    const seeds = Array.from({ length: 40 }, (_, i) => `wave-${i}`);
    const runs = seeds.map((seed) => play([inBox('D/1/16', 'FR'), wave], {}, seed));
    for (const s of runs) {
      expect(s.lastReport.map((t) => t.text.split(' ')[0])).toEqual(['A', 'E/2/16', 'F/2/16', 'L/3/16']);
      expect(s.lastReport[1]?.dice?.[0]?.values).toHaveLength(1);
      expect(s.lastReport[3]?.dice?.[0]?.values).toHaveLength(1);
    }
    // a seed where E/2/16 stays in Fox Red (card C): the box is full, so F/2/16 is not landed and stays due
    const filled = runs.find((s) => unit(s, 'E/2/16').box === 'FR');
    if (!filled) throw new Error('no seed drew card C for E/2/16');
    expect(unit(filled, 'F/2/16').where).toBe('due');
    expect(told(filled)).toContain('F/2/16 stays due: not landed in the Fox Red box: At most 2 units per landing box');
    expect(filled.lastReport[2]?.dice).toBeUndefined();
    // the wave is refused when none of it can land
    expect(
      game.check(
        play([inBox('D/1/16', 'FR'), inBox('Can/116', 'FR')]),
        { ...wave, landings: wave.landings.slice(0, 2) },
        C,
      ),
    ).toContain('At most 2');
  });

  it("1, 9.2 (rules note drift-stacking, next box): the wave's odds count the cards drawn before each unit", () => {
    // Fox Red holds one unit; E/2/16 and F/2/16 are planned there, L/3/16 in Easy Red, drawn in that order
    const s = play([inBox('D/1/16', 'FR')]);
    const wave = waveOf(['E/2/16', 'FR'], ['F/2/16', 'FR'], ['L/3/16', 'ER']);
    const odds = waveOdds(s, W, wave, ctx({ driftStacking: 'next-box' }));
    const chance = (id: string) => new Map(odds.get(id)?.map((b) => [b.label, b.p]));
    // E/2/16 stays in Fox Red on a C, filling it: F/2/16 then stays due
    expect(chance('E/2/16').get('C: −1 step')).toBe(0.25);
    expect(chance('F/2/16').get('stays due: At most 2 units per landing box, HQs and Generals not counted (1)')).toBe(
      0.25,
    );
    expect(chance('F/2/16').get('C: −1 step')).toBe(0.1875);
    // L/3/16's D drifts 2 left into Fox Red: on out of the boxes when either C filled it (0.25 + 0.75 x 0.25)
    expect(chance('L/3/16').get('D: −1 step, drifts 2 boxes left')).toBeCloseTo(0.25 * 0.5625, 12);
    expect(
      chance('L/3/16').get('D: −1 step, drifts 2 boxes left, on past 1 full box and out: delayed 2 turns, to turn 3'),
    ).toBeCloseTo(0.25 * 0.4375, 12);
    for (const [, bars] of odds) expect(bars.reduce((t, b) => t + b.p, 0)).toBeCloseTo(1, 12);
  });

  it('1, 9.2: "Just now" leads a wave with the whole wave in words, then each unit with its card', () => {
    const landings = waveOf(['E/2/16', 'FR'], ['F/2/16', 'FR'], ['L/3/16', 'ER'], ['I/3/16', 'ER']);
    const wave: Action = { type: 'land-wave', landings };
    const runs = Array.from({ length: 40 }, (_, i) => play([inBox('D/1/16', 'FR'), wave], {}, `wave-${i}`));
    for (const s of runs) {
      expect(headlineIndex(s.lastReport)).toBe(0);
      expect(s.lastReport).toHaveLength(5);
      // the summary adds up to the four units, and counts the steps the cards took
      const head = s.lastReport[0];
      const counted = [...(head?.outcome ?? '').matchAll(/(\d+) (landed|delayed|eliminated|still due)/g)];
      expect(counted.reduce((n, m) => n + Number(m[1]), 0)).toBe(4);
      const lost = landings.reduce((n, { unit: id }) => n + (unit(play([]), id).steps - unit(s, id).steps), 0);
      if (lost) expect(head?.outcome).toContain(`${lost} step${lost > 1 ? 's' : ''} lost`);
    }
    const filled = runs.find((s) => unit(s, 'E/2/16').box === 'FR' && unit(s, 'L/3/16').box === 'FR');
    if (!filled) throw new Error('no seed where E/2/16 stays and L/3/16 drifts into Fox Red');
    expect(toldText(filled.lastReport[0] ?? { text: '' })).toMatch(
      /^A wave of 4 units lands, a card each: \d landed \(\d of them drifted\).*1 still due/,
    );
  });

  it('Umpire draws the card itself when none is typed, the same for the same seed', () => {
    const a = play([land('E/2/16', 'ER')], {}, 'seed-1');
    const b = play([land('E/2/16', 'ER')], {}, 'seed-1');
    expect(a.lastReport).toEqual(b.lastReport);
    expect(a.lastReport[0]?.dice?.[0]?.typed).toBeUndefined();
  });

  it("1: two units a box, rangers only in Charlie, a box of the unit's own sector", () => {
    const s = play([inBox('E/2/16', 'ER'), inBox('F/2/16', 'ER')]);
    expect(game.check(s, land('L/3/16', 'ER'), C)).toContain('At most 2');
    expect(game.check(s, land('A/1/116', 'CH'), C)).toContain('rangers');
    expect(game.check(s, land('C/2R', 'CH'), C)).toBeUndefined();
    expect(game.check(s, land('I/3/16', 'DG'), C)).toContain('another sector');
  });

  it('1: during high tide a unit landing in a box that faces no dry beach hex is placed 2 turns later', () => {
    // Turn 8 is high tide (tide table); the Dog Green box faces only tidal beach.
    const s = play([...only('Can/116', '111FA'), ...turns(7), land('Can/116', 'DG', 'D')]);
    expect(s.turn).toBe(8);
    expect([unit(s, 'Can/116').where, unit(s, 'Can/116').due]).toEqual(['due', 10]);
    expect(told(s)).toContain('the Dog Green box faces no dry beach at high tide: delayed 2 turns, to turn 10');
    expect(unit(step(s, land('111FA', 'DW', 'D')), '111FA').where).toBe('box');
  });

  it('1 (rules note leader-high-tide): at high tide an HQ landing in a box facing no dry beach is placed 2 turns later, as a unit is', () => {
    // 116/HQ landed on turn 5 and is back in its boat on turn 8 (high tide); Dog Green faces only tidal beach then
    const atEight = (c: RulesContext) =>
      play(
        [
          ...only('116/HQ'),
          ...turns(4),
          land('116/HQ', 'DW'),
          ...turns(3),
          { type: 'set-unit', id: '116/HQ', patch: { where: 'due', box: null } },
        ],
        {},
        'omaha',
        c,
      );
    const s = atEight(C);
    expect(s.turn).toBe(8);
    const late = step(s, land('116/HQ', 'DG'));
    expect([unit(late, '116/HQ').where, unit(late, '116/HQ').due, unit(late, '116/HQ').delayed]).toEqual([
      'due',
      10,
      true,
    ]);
    expect(told(late)).toBe(
      '116/HQ lands in the Dog Green box: no card; its box faces no dry beach at high tide: delayed 2 turns, to turn 10',
    );
    expect(leaderLanding(s, W, 'DG', C).text).toBe(
      'no card; its box faces no dry beach at high tide: delayed 2 turns, to turn 10',
    );
    // a box facing a dry beach hex takes it
    expect(unit(step(s, land('116/HQ', 'DW')), '116/HQ').box).toBe('DW');
    // the other reading, and a session saved before the setting, land it in Dog Green
    for (const c of [ctx({ leaderHighTide: 'lands' }), makeContext(system.tables, system.settings, {})]) {
      const there = step(atEight(c), land('116/HQ', 'DG'), c);
      expect([unit(there, '116/HQ').where, unit(there, '116/HQ').box]).toEqual(['box', 'DG']);
      expect(told(there)).toContain('no landing hazard for HQs and Generals: lands where aimed');
    }
    // a new session records the reading in force
    const made = newSession(
      { id: 'tide', system: 'dday-omaha', name: 'Tide', seed: 'tide', rulesVersion: '1', now: new Date(0) },
      rulesOf(system),
    );
    expect(made.meta.settings).toMatchObject({ leaderHighTide: 'delayed' });
  });

  it('1, 9.2: a ranger the tide delays in the Charlie box is told only its delay, to which turn and why: no drift of its choosing', () => {
    // C/2R landed on turn 1 and is back in its boat on turn 8 (high tide); the Charlie box faces only tidal beach then
    const s = play([
      ...only('C/2R'),
      land('C/2R', 'CH', 'D'),
      ...turns(7),
      { type: 'set-unit', id: 'C/2R', patch: { where: 'due', box: null } },
    ]);
    expect(s.turn).toBe(8);
    // letter A lets a ranger drift 0-4 left, but the unit does not land this turn
    const late = step(s, land('C/2R', 'CH', 'A'));
    expect([unit(late, 'C/2R').where, unit(late, 'C/2R').due]).toEqual(['due', 10]);
    expect(told(late)).toBe(
      'C/2R lands in the Charlie box: the Charlie box faces no dry beach at high tide: delayed 2 turns, to turn 10',
    );
    const before = landingLetters(s, W, unit(s, 'C/2R'), 'CH', C);
    expect(before.map((l) => `${l.letter}: ${l.text}`)).toEqual([
      'A: the Charlie box faces no dry beach at high tide: delayed 2 turns, to turn 10',
      'B: drifts 1 box left, the Dog Green box faces no dry beach at high tide: delayed 2 turns, to turn 10',
      'C: drifts 4 boxes left',
      'D: drifts out of the boxes: delayed 2 turns, to turn 10',
    ]);
    const inputs = {
      ...aimed,
      turn: 8,
      unitType: 'ranger' as const,
      dogGreenOrCharlie: true,
      boxesToLeft: 7,
      boxesToRight: 0,
      shutBoxes: 'DG,CH',
    };
    const r = usLanding.resolve(inputs, { card: ['A'] }, C);
    expect(r.explanation.join(' ')).not.toContain('may drift');
    expect(procedureOdds(usLanding, C, inputs).outcomes.map((o) => outcomeLabel(usLanding, o.outcome))).not.toContain(
      expect.stringContaining('ranger'),
    );
  });

  it('1 (rules note leader-high-tide): the landing procedure says an HQ aimed at a box the tide shuts is delayed, not that it may drift', () => {
    // turn 8 (high tide), an HQ aimed at Dog Green, which faces only tidal beach then
    const inputs = { ...aimed, turn: 8, unitType: 'hq' as const, boxesToLeft: 6, boxesToRight: 1, shutBoxes: 'DG,CH' };
    const r = usLanding.resolve(inputs, { card: ['A'] }, C);
    expect(r.summary).toBe('the Dog Green box faces no dry beach at high tide: delayed 2 turns, to turn 10');
    expect(r.explanation.join(' ')).not.toContain('may drift');
    expect(procedureOdds(usLanding, C, inputs).outcomes.map((o) => outcomeLabel(usLanding, o.outcome))).toEqual([
      'high tide: +2 turns',
    ]);
    // the other reading lands it where aimed; a box with dry beach takes it
    expect(usLanding.resolve(inputs, { card: ['A'] }, ctx({ leaderHighTide: 'lands' })).summary).toBe(
      'lands where aimed',
    );
    expect(usLanding.resolve({ ...inputs, shutBoxes: 'CH' }, { card: ['A'] }, C).summary).toBe('lands where aimed');
  });

  it("1: a wave's summary gives no reason of its own for a unit still due: a General kept due is not said to find his box full", () => {
    // turn 5: Gen. Cota is drawn before the unit due with him, so he may not land alone and stays due
    const s = play([
      ...only('Gen. Cota', 'B•D/81C'),
      ...turns(4),
      { type: 'land-wave', landings: waveOf(['Gen. Cota', 'DW'], ['B•D/81C', 'DW']) },
    ]);
    expect(unit(s, 'Gen. Cota').where).toBe('due');
    expect(s.lastReport[0]?.outcome).toMatch(/1 still due/);
    expect(s.lastReport[0]?.outcome).not.toContain('box full');
    expect(toldText(s.lastReport[1] ?? { text: '' })).toContain('A General may not land alone');
  });

  it('1: from turn 7 a unit due may be held back to a later turn; before, it must land', () => {
    const early = play([...only('E/2/16')]);
    expect(game.check(early, { type: 'delay', unit: 'E/2/16', turn: 2 }, C)).toContain('from turn 7');
    const t7 = play([...only('16/HQ'), ...turns(6)]);
    expect(t7.turn).toBe(7);
    const held = step(t7, { type: 'delay', unit: '16/HQ', turn: 9 });
    expect([unit(held, '16/HQ').due, unit(held, '16/HQ').delayed]).toEqual([9, true]);
    expect(game.check(held, { type: 'next-phase' }, C)).toBeUndefined();
  });

  it('1: an exploding mine symbol strikes the boxes over uncleared obstacles from turn 7; an HQ alone there is delayed', () => {
    const early = play([inBox('E/2/16', 'FR')]);
    expect(game.check(early, { type: 'mine', victim: 'E/2/16' }, C)).toContain('no landing box');
    const t7 = play([...only('16/HQ', 'D/1/16'), ...turns(6), land('16/HQ', 'FR'), land('D/1/16', 'FG', 'A')]);
    expect(game.check(t7, { type: 'mine', victim: '16/HQ' }, C)).toContain('a unit must take the step');
    const hit = step(t7, { type: 'mine', victim: 'D/1/16' });
    expect(unit(hit, 'D/1/16').steps).toBe(2);
    const hqOnly = play([...only('16/HQ'), ...turns(6), land('16/HQ', 'FR')]);
    const delayed = step(hqOnly, { type: 'mine', victim: '16/HQ' });
    expect([unit(delayed, '16/HQ').where, unit(delayed, '16/HQ').due]).toEqual(['due', 9]);
  });

  it('1: an HQ stacked with a unit that drifts may drift with it', () => {
    const s = play([...only('16/HQ', 'D/1/16'), ...turns(6), land('16/HQ', 'ER'), land('D/1/16', 'ER', 'B')]);
    expect(unit(s, 'D/1/16').box).toBe('FG');
    const moved = step(s, { type: 'drift-with', leader: '16/HQ', unit: 'D/1/16' });
    expect(unit(moved, '16/HQ').box).toBe('FG');
    expect(told(moved)).toContain('16/HQ drifts with D/1/16');
  });

  it('1: an HQ stacked with units that drift may drift with any of them, not only the last to drift', () => {
    // turn 3, 16/HQ in Easy Red: G/2/16 lands there and drifts 2 left (B), then K/3/16 4 left, out of the boxes (A)
    const s = play([
      ...only('16/HQ', 'G/2/16', 'K/3/16'),
      ...turns(2),
      inBox('16/HQ', 'ER'),
      land('G/2/16', 'ER', 'B'),
      land('K/3/16', 'ER', 'A'),
    ]);
    expect([unit(s, 'G/2/16').box, unit(s, 'K/3/16').where]).toEqual(['FR', 'due']);
    const offered = game.legalActions(s, C).filter((a) => a.type === 'drift-with' && a.leader === '16/HQ');
    expect(offered.map((a) => (a.type === 'drift-with' ? a.unit : ''))).toEqual(['G/2/16', 'K/3/16']);
    const first = step(s, { type: 'drift-with', leader: '16/HQ', unit: 'G/2/16' });
    expect(unit(first, '16/HQ').box).toBe('FR');
    expect(told(first)).toContain('16/HQ drifts with G/2/16: from the Easy Red box to the Fox Red box');
    const out = step(s, { type: 'drift-with', leader: '16/HQ', unit: 'K/3/16' });
    expect([unit(out, '16/HQ').where, unit(out, '16/HQ').due]).toEqual(['due', 5]);
    // a unit that did not drift cannot be followed
    expect(game.check(s, { type: 'drift-with', leader: '16/HQ', unit: 'C/1/16' }, C)).toContain('has not drifted');
  });

  it('the landing phase ends only once every unit due has landed or been held back', () => {
    const s = play([...only('E/2/16')]);
    expect(game.check(s, { type: 'next-phase' }, C)).toContain('E/2/16');
    expect(step(play([...only('E/2/16'), land('E/2/16', 'ER', 'C')]), { type: 'next-phase' }).phase).toBe('german');
  });
});

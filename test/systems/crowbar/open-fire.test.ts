import { describe, expect, it } from 'vitest';
import { resolveProcedure, type AnyProcedure } from '../../../src/engine/index.ts';
import { system } from '../../../src/systems/crowbar/index.ts';
import { resolveChit, startCompanyFire, withinReach } from '../../../src/systems/crowbar/game/chits.ts';
import { fireBonus, germanFires, rangerFireDice, supportFire } from '../../../src/systems/crowbar/game/fire.ts';
import { germanById } from '../../../src/systems/crowbar/game/core.ts';
import { rulesFor } from '../../../src/systems/crowbar/game/rules.ts';
import { run } from '../../../src/systems/crowbar/game/flow.ts';
import { Roller } from '../../../src/systems/crowbar/game/roller.ts';
import { act, blankGame, ctx, german, put, R, said, topChit, topTask } from './helpers.ts';

const openFire = system.procedures.find((p) => p.id === 'crowbar.open-fire') as AnyProcedure;

describe('L-5 Multiple firing units', () => {
  it('L-5 example: one half hit from the first Ranger unit and three from the second make two hits and eliminate the German', () => {
    const { g, rng } = blankGame('l5-example');
    // Easy Company: unit 1 next to the HKA fires first (4 dice), unit 2 two spaces away next (3 dice); both in the open.
    put(g, 1, 8);
    put(g, 2, 7);
    const hka = german(g, 'hka-4', 2, 9);
    startCompanyFire(g, R, 'easy', false, null);
    expect(topTask(g)).toBe('fire');
    act(g, rng, { type: 'fire', target: hka.id, dice: [5, 1, 2, 3] });
    expect(hka.reduced).toBe(false);
    act(g, rng, { type: 'fire', target: hka.id, dice: [5, 5, 5] });
    // Three 5s gave one hit at once; the fourth half hit joins the first one at the end of the fire.
    expect(germanById(g, hka.id)).toBeUndefined();
    expect(said(g).some((l) => l.includes('half hits') && l.includes('L-5'))).toBe(true);
  });

  it('L-5: at the end of a fire each German unit takes its half hits, also the one listed after a unit they eliminate', () => {
    const { g, rng } = blankGame('l5-several');
    const first = german(g, 'grenadier-4', 3, 9, { reduced: true });
    const second = german(g, 'grenadier-4', 4, 9);
    const third = german(g, 'grenadier-4', 5, 9);
    const halves: Record<string, number> = {};
    halves[first.id] = 2;
    halves[second.id] = 3;
    halves[third.id] = 1;
    g.stack.push({ k: 'fire', firers: [], lowAmmo: false, bonusCommander: null, halves });
    run(g, R, new Roller(rng));
    expect(germanById(g, first.id)).toBeUndefined();
    expect(second.reduced).toBe(true);
    expect(third.reduced).toBe(false);
    expect(g.stack.some((t) => t.k === 'fire')).toBe(false);
  });

  it('L-5: half hits left by several German units firing at one Ranger unit add up at the end of the fire', () => {
    const { g, rng } = blankGame('l5-german');
    const target = put(g, 2, 7);
    german(g, 'mg', 1, 8);
    german(g, 'grenadier-4', 2, 8);
    topChit(g, (c) => c.germanEffect === 'concentrated-fire' && c.germanCompany === 'easy');
    // The MG (col 1) sweeps first with two dice (5, 1), then the Grenadier throws one (5): two half hits.
    resolveChit(g, R, new Roller(rng, [5, 1, 5]), 'german');
    expect(target.sp).toBe(9);
    expect(target.pinned).toBe(true);
  });

  it('L-5: a single half hit left on a Ranger unit is no hit', () => {
    const { g, rng } = blankGame('l5-single');
    const target = put(g, 2, 7);
    german(g, 'grenadier-4', 2, 8);
    topChit(g, (c) => c.germanEffect === 'concentrated-fire' && c.germanCompany === 'easy');
    resolveChit(g, R, new Roller(rng, [5]), 'german');
    expect(target).toMatchObject({ sp: 10, pinned: false });
  });
});

describe('L-4 A 6 from MG, FLAK or Support Fire', () => {
  const pins = rulesFor(ctx({ 'crowbar.pinOnSix': 'pins' }));

  it('L-4 (chosen reading): a 6 of an MG hits without pinning; a 5 pins', () => {
    const { g, rng } = blankGame('l4-no');
    const target = put(g, 2, 7);
    const mg = german(g, 'mg', 2, 8);
    germanFires(g, R, new Roller(rng, [6, 1]), mg, target);
    expect(target).toMatchObject({ sp: 9, pinned: false });
    germanFires(g, R, new Roller(rng, [5, 1]), mg, target);
    expect(target.pinned).toBe(true);
  });

  it('L-4 (other reading): a 6 of an MG or of Support Fire hits and pins; a Grenadier 6 still only hits', () => {
    const { g, rng } = blankGame('l4-pins');
    const target = put(g, 2, 7);
    const mg = german(g, 'mg', 2, 8);
    germanFires(g, pins, new Roller(rng, [6, 1]), mg, target);
    expect(target).toMatchObject({ sp: 9, pinned: true });
    target.pinned = false;
    supportFire(g, pins, new Roller(rng, [6, 2]), { kind: 'ranger', r: target }, 2, 'Artillery Support Fire');
    expect(target).toMatchObject({ sp: 8, pinned: true });
    const other = put(g, 3, 7, { sp: 6 });
    const gren = german(g, 'grenadier-4', 3, 8);
    germanFires(g, pins, new Roller(rng, [6]), gren, other);
    expect(other).toMatchObject({ sp: 5, pinned: false });
  });

  it('L-4: the Open Fire! procedure reads the setting the same way', () => {
    const inputs = { firerSp: 5, rangeSpaces: 1, pinningFire: true };
    expect(resolveProcedure(openFire, ctx(), { inputs, dice: '3,6' }).outcome).toEqual({ hits: 1, pinned: false });
    expect(resolveProcedure(openFire, ctx({ 'crowbar.pinOnSix': 'pins' }), { inputs, dice: '3,6' }).outcome).toEqual({
      hits: 1,
      pinned: true,
    });
    expect(
      resolveProcedure(openFire, ctx({ 'crowbar.pinOnSix': 'pins' }), {
        inputs: { ...inputs, pinningFire: false },
        dice: '3,6',
      }).outcome,
    ).toEqual({ hits: 1, pinned: false });
  });
});

describe('L-3 fire bonuses made once', () => {
  it('each combination of Commander, Heroic Action and Low Ammo is the one asked for, the same object every time', () => {
    for (const commander of [false, true])
      for (const heroic of [false, true])
        for (const lowAmmo of [false, true]) {
          expect(fireBonus(commander, heroic, lowAmmo)).toEqual({ commander, heroic, lowAmmo });
          expect(fireBonus(commander, heroic, lowAmmo)).toBe(fireBonus(commander, heroic, lowAmmo));
        }
  });
});

describe('L-3 Reach of a fire', () => {
  it('L-3: a German unit beyond reach gets no die even with every bonus', () => {
    const { g } = blankGame('l3-reach');
    const every = { commander: true, heroic: true, lowAmmo: false };
    for (let sp = 1; sp <= 10; sp++) {
      const r = put(g, 1, 5, { sp, shaken: false });
      let farthest = 0;
      for (let row = 6; row <= 15; row++) {
        const u = german(g, 'grenadier-4', 1, row);
        const dice = rangerFireDice(g, R, r, u, every);
        if (dice > 0) farthest = row - 5;
        expect(withinReach(r, u) || dice <= 0).toBe(true);
        g.germans.pop();
      }
      expect(farthest).toBeGreaterThan(0);
    }
  });
  it('L-3: the reach is half the SP rounded up, plus two for every bonus, for odd and even SP', () => {
    const { g } = blankGame('l3-reach-edge');
    for (let sp = 1; sp <= 10; sp++) {
      const r = put(g, 1, 5, { sp });
      const reach = Math.ceil(sp / 2) + 2;
      const edge = german(g, 'grenadier-4', 1, 5 + reach);
      const beyond = german(g, 'grenadier-4', 2, 6 + reach);
      expect([sp, withinReach(r, edge), withinReach(r, beyond)]).toEqual([sp, true, false]);
      g.germans.length = 0;
    }
  });
});

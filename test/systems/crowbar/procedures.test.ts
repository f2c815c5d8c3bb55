import { describe, expect, it } from 'vitest';
import { procedureOdds, resolveProcedure, type AnyProcedure } from '../../../src/engine/index.ts';
import { system } from '../../../src/systems/crowbar/index.ts';
import { ctx } from './helpers.ts';

const context = ctx();
const proc = (id: string): AnyProcedure => {
  const p = system.procedures.find((x) => x.id === id);
  if (!p) throw new Error(id);
  return p;
};

/** Every ordered roll of n d6, for brute-force checks. */
function* rolls(n: number): Generator<number[]> {
  if (n === 0) {
    yield [];
    return;
  }
  for (const rest of rolls(n - 1)) for (let f = 1; f <= 6; f++) yield [...rest, f];
}

describe('crowbar.close-combat (J-2)', () => {
  const cc = proc('crowbar.close-combat');

  it('has the contract inputs, dice groups and outcome keys', () => {
    expect(cc.inputs.map((i) => i.name)).toEqual([
      'attackerSp',
      'defenderSp',
      'attackerCommander',
      'attackerHeroic',
      'attackerSupport',
      'defenderFlanked',
      'germanAttackAtNight',
      'attackerShaken',
      'defenderCommander',
      'defenderHeroic',
      'defenderSupport',
      'defenderInPreparedCover',
      'attackerCrossedCliff',
      'defenderPinned',
      'defenderShaken',
    ]);
    expect(cc.outcomeKeys).toEqual([
      'hitsOnAttacker',
      'hitsOnDefender',
      'moraleLossesByAttacker',
      'moraleLossesByDefender',
    ]);
    expect(cc.dice({ attackerSp: 8, defenderSp: 3 }, context).map((g) => g.name)).toEqual(['attacker', 'defender']);
  });

  it('J Close Combat example: 8 SP with support and flank against a 3 SP HKA in cover with MG support', () => {
    const r = resolveProcedure(cc, context, {
      inputs: {
        attackerSp: 8,
        defenderSp: 3,
        attackerSupport: true,
        defenderFlanked: true,
        defenderSupport: true,
        defenderInPreparedCover: true,
      },
      dice: 'attacker:1,2,2,4,5,5;defender:2,3,6,6',
    });
    expect(r.pool.map((p) => p.count)).toEqual([6, 4]);
    expect(r.outcome).toEqual({
      hitsOnAttacker: 2,
      hitsOnDefender: 1,
      moraleLossesByAttacker: 1,
      moraleLossesByDefender: 0,
    });
    expect(r.modifiers.map((m) => m.source)).toContain('J-2c');
  });

  it('Example of play: the Support unit (5 SP) storms the pinned MG over the cliff', () => {
    const r = resolveProcedure(cc, context, {
      inputs: {
        attackerSp: 5,
        defenderSp: 1,
        attackerSupport: true,
        defenderFlanked: true,
        attackerCrossedCliff: true,
        defenderSupport: true,
        defenderPinned: true,
      },
      dice: 'attacker:1,2,3,3,6;defender:5,5',
    });
    expect(r.pool.map((p) => p.count)).toEqual([5, 2]);
    expect(r.outcome).toEqual({
      hitsOnAttacker: 1,
      hitsOnDefender: 1,
      moraleLossesByAttacker: 0,
      moraleLossesByDefender: 0,
    });
  });

  it('Example of play: the 3 SP Support unit against the 2 SP HKA in its emplacement', () => {
    const r = resolveProcedure(cc, context, {
      inputs: {
        attackerSp: 3,
        defenderSp: 2,
        attackerSupport: true,
        defenderSupport: true,
        defenderInPreparedCover: true,
      },
      dice: 'attacker:2,4,4;defender:1,4,6',
    });
    expect(r.pool.map((p) => p.count)).toEqual([3, 3]);
    expect(r.outcome).toEqual({
      hitsOnAttacker: 1,
      hitsOnDefender: 0,
      moraleLossesByAttacker: 2,
      moraleLossesByDefender: 1,
    });
  });

  it('Example of play: the German patrol (4 SP) assaults unit 868 (9 SP)', () => {
    const r = resolveProcedure(cc, context, {
      inputs: { attackerSp: 4, defenderSp: 9 },
      dice: 'attacker:5,6;defender:1,2,2,3,4',
    });
    expect(r.outcome).toEqual({
      hitsOnAttacker: 0,
      hitsOnDefender: 1,
      moraleLossesByAttacker: 0,
      moraleLossesByDefender: 1,
    });
  });

  it('rolls no dice for a side whose pool falls to zero or below (J-2 note)', () => {
    const r = resolveProcedure(cc, context, {
      inputs: { attackerSp: 1, defenderSp: 4, attackerShaken: true },
      dice: 'defender:6,6',
    });
    expect(r.pool[0]?.count).toBe(0);
    expect(r.outcome.hitsOnAttacker).toBe(2);
  });

  it('Pinned and Shaken cost one die in all, or one each with the other reading', () => {
    const both = { attackerSp: 4, defenderSp: 8, defenderPinned: true, defenderShaken: true };
    expect(cc.dice(both as never, context)[1]?.count).toBe(3);
    expect(cc.dice(both as never, ctx({ 'crowbar.ccPinnedShaken': 'each' }))[1]?.count).toBe(2);
  });

  it('odds match brute-force enumeration of every ordered roll', () => {
    const inputs = { attackerSp: 3, defenderSp: 4, attackerShaken: true, defenderInPreparedCover: true };
    const odds = procedureOdds(cc, context, inputs).outcomes;
    const [a, d] = cc.dice(inputs as never, context).map((g) => g.count) as [number, number];
    const brute = new Map<string, number>();
    for (const ra of rolls(a))
      for (const rd of rolls(d)) {
        const o = resolveProcedure(cc, context, { inputs, dice: { attacker: ra, defender: rd } }).outcome;
        const k = JSON.stringify(o);
        brute.set(k, (brute.get(k) ?? 0) + 1 / 6 ** (a + d));
      }
    expect(odds.reduce((s, o) => s + o.p, 0)).toBeCloseTo(1, 12);
    for (const o of odds) expect(o.p).toBeCloseTo(brute.get(JSON.stringify(o.outcome)) ?? 0, 12);
    expect(odds.filter((o) => o.p > 0).length).toBe(brute.size);
  }, 30000);

  it('large pools stay exact (11 dice a side)', () => {
    const odds = procedureOdds(cc, context, {
      attackerSp: 10,
      defenderSp: 10,
      attackerCommander: true,
      attackerHeroic: true,
      attackerSupport: true,
      defenderFlanked: true,
      defenderCommander: true,
      defenderHeroic: true,
      defenderSupport: true,
      defenderInPreparedCover: true,
      attackerCrossedCliff: true,
    }).outcomes;
    expect(odds.reduce((s, o) => s + o.p, 0)).toBeCloseTo(1, 10);
  });
});

describe('crowbar.open-fire (L)', () => {
  const of = proc('crowbar.open-fire');

  it('L Open Fire! example: a 5 SP MG two spaces away throws one die; a 5 pins but does not hit', () => {
    const r = resolveProcedure(of, context, { inputs: { firerSp: 5, rangeSpaces: 2, pinningFire: true }, dice: '5' });
    expect(r.pool[0]?.count).toBe(1);
    expect(r.outcome).toEqual({ hits: 0, pinned: true });
  });

  it('L Open Fire! example: the Sweeping shot at one space throws 3 and 6 for one hit', () => {
    const r = resolveProcedure(of, context, { inputs: { firerSp: 5, rangeSpaces: 1, pinningFire: true }, dice: '3,6' });
    expect(r.outcome).toEqual({ hits: 1, pinned: false });
  });

  it('a 5 from a Ranger unit neither pins nor hits alone; two make a hit', () => {
    expect(resolveProcedure(of, context, { inputs: { firerSp: 2, rangeSpaces: 0 }, dice: '5' }).outcome).toEqual({
      hits: 0,
      pinned: false,
    });
    expect(resolveProcedure(of, context, { inputs: { firerSp: 4, rangeSpaces: 0 }, dice: '5,5' }).outcome).toEqual({
      hits: 1,
      pinned: false,
    });
  });

  it('applies every modifier of L-3', () => {
    const r = of.dice(
      {
        firerSp: 10,
        rangeSpaces: 2,
        firerCommander: true,
        firerHeroic: true,
        targetInPreparedCover: true,
        firerShaken: true,
        lowAmmo: true,
        pinningFire: false,
      },
      context,
    );
    expect(r[0]?.count).toBe(5 + 1 + 2 - 2 - 1 - 1 - 1);
  });

  it('odds match brute force', () => {
    for (const pinningFire of [false, true]) {
      const inputs = { firerSp: 9, rangeSpaces: 1, pinningFire };
      const n = of.dice(inputs, context)[0]?.count ?? 0;
      const brute = new Map<string, number>();
      for (const roll of rolls(n)) {
        const k = JSON.stringify(resolveProcedure(of, context, { inputs, dice: { dice: roll } }).outcome);
        brute.set(k, (brute.get(k) ?? 0) + 1 / 6 ** n);
      }
      for (const o of procedureOdds(of, context, inputs).outcomes)
        expect(o.p).toBeCloseTo(brute.get(JSON.stringify(o.outcome)) ?? 0, 12);
    }
  }, 30000);
});

describe('crowbar.grappling (K-2b) and crowbar.j-projector (E-4)', () => {
  it('K Special Action example: a 9 on the Grappling table is a Firm Hold', () => {
    expect(resolveProcedure(proc('crowbar.grappling'), context, { dice: '4,5' }).outcome).toEqual({ hold: 'firm' });
  });
  it('Example of play: grappling 11 is Firm, 5 is Shaky; J-Projector 10 is Shaky, 3 and 5 nothing', () => {
    const grap = proc('crowbar.grappling');
    const jp = proc('crowbar.j-projector');
    expect(resolveProcedure(grap, context, { dice: '5,6' }).outcome.hold).toBe('firm');
    expect(resolveProcedure(grap, context, { dice: '2,3' }).outcome.hold).toBe('shaky');
    expect(resolveProcedure(jp, context, { dice: '4,6' }).outcome.hold).toBe('shaky');
    expect(resolveProcedure(jp, context, { dice: '1,2' }).outcome.hold).toBe('none');
    expect(resolveProcedure(jp, context, { dice: '2,3' }).outcome.hold).toBe('none');
  });
  it('grappling odds: 2-3 none, 4-6 shaky, 7-12 firm', () => {
    const o = procedureOdds(proc('crowbar.grappling'), context, {}).outcomes;
    const p = (h: string): number => o.find((x) => x.outcome.hold === h)?.p ?? 0;
    expect(p('none')).toBeCloseTo(3 / 36, 12);
    expect(p('shaky')).toBeCloseTo(12 / 36, 12);
    expect(p('firm')).toBeCloseTo(21 / 36, 12);
  });
});

describe('crowbar.hasty-fire (K-2d) and crowbar.movement-die (G-7)', () => {
  it('Example of play: unit 868 (9 SP) throws five dice, 2,2,4,5,6, for two markers', () => {
    const r = resolveProcedure(proc('crowbar.hasty-fire'), context, { inputs: { firerSp: 9 }, dice: '2,2,4,5,6' });
    expect(r.outcome).toEqual({ markers: 2 });
  });
  it('each Movement Die has six faces whose odds sum to one, and faces read by their labels', () => {
    const md = proc('crowbar.movement-die');
    for (const die of ['green', 'yellow', 'red', 'black']) {
      const odds = procedureOdds(md, context, { die }).outcomes;
      expect(odds.reduce((s, o) => s + o.p, 0)).toBeCloseTo(1, 12);
    }
    const r = resolveProcedure(md, context, { inputs: { die: 'black' }, dice: 'Routed' });
    expect(r.outcome.result).toBe('Routed');
  });
});

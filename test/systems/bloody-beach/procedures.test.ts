import { describe, expect, it } from 'vitest';
import { procedureOdds, resolveProcedure, Rng, type AnyProcedure } from '../../../src/engine/index.ts';
import { system } from '../../../src/systems/bloody-beach/index.ts';
import { systemContext } from '../../../src/systems/catalog.ts';
import { LANDING_ORDER } from '../../../src/systems/bloody-beach/procedures/landing.ts';

const ctx = systemContext(system);
const proc = (name: string): AnyProcedure => {
  const p = system.procedures.find((x) => x.id === `bloody-beach.${name}`);
  if (!p) throw new Error(name);
  return p;
};
// '' means no die is owed: resolved from a seed so nothing needs typing in
const run = (name: string, inputs: Record<string, unknown>, dice?: string) =>
  resolveProcedure(proc(name), ctx, {
    inputs,
    ...(dice === '' ? { rng: Rng.fromSeed(1) } : dice !== undefined ? { dice } : {}),
  });
const outcome = (name: string, inputs: Record<string, unknown>, dice?: string) =>
  run(name, inputs, dice).outcome as Record<string, unknown>;
const odds = (name: string, inputs: Record<string, unknown>) => procedureOdds(proc(name), ctx, inputs).outcomes;
const p = (name: string, inputs: Record<string, unknown>, test: (o: Record<string, unknown>) => boolean) =>
  odds(name, inputs)
    .filter((x) => test(x.outcome as Record<string, unknown>))
    .reduce((s, x) => s + x.p, 0);

describe('every procedure', () => {
  it('has exact odds summing to 1 at its defaults, and resolves with seeded dice', () => {
    for (const pr of system.procedures) {
      const total = procedureOdds(pr, ctx, {}).outcomes.reduce((s, o) => s + o.p, 0);
      expect(total, pr.id).toBeCloseTo(1, 12);
      const r = resolveProcedure(pr, ctx, { inputs: {}, rng: Rng.fromSeed(pr.id) });
      expect(r.explanation.length, pr.id).toBeGreaterThan(0);
    }
  });
  it('resolves the same outcomes that its odds list, for every single die face', () => {
    for (const name of [
      'anti-tank-fire',
      'close-combat',
      'morale-check',
      'unpin',
      'asset-recovery',
      'air-interdiction',
      'pointe-du-hoc-battery',
      'battery-fire',
    ]) {
      const listed = odds(name, {}).map((o) => JSON.stringify(o.outcome));
      for (let d = 1; d <= 10; d++) expect(listed).toContain(JSON.stringify(outcome(name, {}, String(d))));
    }
  });
});

describe('2.2 efficiency check (fixed contract)', () => {
  it('passes at or under the rating, 0 reading 10', () => {
    expect(outcome('efficiency-check', { rating: 6 }, '6')).toEqual({ passed: true });
    expect(outcome('efficiency-check', { rating: 6 }, '7')).toEqual({ passed: false });
    expect(outcome('efficiency-check', { rating: 9 }, '0')).toEqual({ passed: false });
    expect(p('efficiency-check', { rating: 7 }, (o) => o.passed === true)).toBeCloseTo(0.7, 12);
  });
});

describe('5.1 initiative', () => {
  it('gives the higher modified die the initiative and moves the marker toward the loser (5.1.2)', () => {
    expect(outcome('initiative', { marker: 0 }, 'us:7;german:3')).toEqual({
      winner: 'us',
      phaseEnds: false,
      marker: -1,
    });
    expect(outcome('initiative', { marker: 3 }, 'us:2;german:4')).toEqual({
      winner: 'us',
      phaseEnds: false,
      marker: 2,
    });
    expect(outcome('initiative', { marker: -2 }, 'us:6;german:5')).toEqual({
      winner: 'german',
      phaseEnds: false,
      marker: -1,
    });
  });
  it('5.6.2: equal unmodified dice; the low-supply side rolls over its supply and the phase ends', () => {
    expect(outcome('initiative', { usOnMapSupply: 4, germanOnMapSupply: 12 }, 'us:5;german:5;end:5')).toEqual({
      winner: 'none',
      phaseEnds: true,
      marker: 0,
    });
    expect(outcome('initiative', { usOnMapSupply: 4, germanOnMapSupply: 12 }, 'us:5;german:5;end:4')).toEqual({
      winner: 'none',
      phaseEnds: false,
      marker: 0,
    });
    expect(() => run('initiative', {}, 'us:5;german:5')).toThrow(/owed/);
  });
  it('has exact odds matching brute force over three d10s', () => {
    const inputs = { marker: 2, usOnMapSupply: 3, germanOnMapSupply: 9 };
    let us = 0;
    let ends = 0;
    for (let a = 1; a <= 10; a++)
      for (let b = 1; b <= 10; b++)
        for (let c = 1; c <= 10; c++) {
          if (a === b) {
            if (c > 3) ends++;
          } else if (a + 2 > b) us++;
        }
    expect(p('initiative', inputs, (o) => o.winner === 'us')).toBeCloseTo(us / 1000, 12);
    expect(p('initiative', inputs, (o) => o.phaseEnds === true)).toBeCloseTo(ends / 1000, 12);
  });
});

describe('4 command and supply', () => {
  it('4.2.2 moves supply only on a passed check with a line of communications', () => {
    expect(outcome('supply-transfer', { rating: 6, points: 3 }, '6')).toEqual({ transferred: 3 });
    expect(outcome('supply-transfer', { rating: 6, points: 3 }, '7')).toEqual({ transferred: 0 });
    expect(outcome('supply-transfer', { rating: 6, points: 3, lineOfCommunications: false }, '')).toEqual({
      transferred: 0,
    });
  });
  it('5.2.4 a failed check without supply costs a rating point; 5.2.5 supply must be spent first', () => {
    expect(outcome('activate-without-supply', { rating: 6 }, '9')).toEqual({ activates: false, rating: 5 });
    expect(outcome('activate-without-supply', { rating: 6 }, '2')).toEqual({ activates: true, rating: 6 });
    expect(outcome('activate-without-supply', { rating: 6, supplyLeft: 2 }, '')).toEqual({
      activates: false,
      rating: 6,
    });
    expect(outcome('activate-without-supply', { rating: 6, failedThisTurn: true }, '')).toEqual({
      activates: false,
      rating: 6,
    });
  });
  it('5.2 activation costs by kind', () => {
    expect(outcome('activation-cost', { kind: 'regiment', poolSupply: 3, cutOffUnits: true })).toMatchObject({
      supplyCost: 2,
      pool: 'regiment',
      cutOffActivate: true,
    });
    expect(outcome('activation-cost', { kind: 'regiment', poolSupply: 0 })).toMatchObject({
      efficiencyCheck: true,
      cutOffActivate: false,
    });
    expect(outcome('activation-cost', { kind: 'independent', poolSupply: 5 })).toMatchObject({
      allowed: true,
      supplyCost: 1,
      pool: 'division',
    });
    expect(outcome('activation-cost', { kind: 'independent', poolSupply: 5, lineToDivision: false })).toMatchObject({
      allowed: false,
    });
    expect(outcome('activation-cost', { kind: 'first-landing' })).toMatchObject({ supplyCost: 0 });
  });
  it('2.5.4 and 4.4.4 recover and transfer assets on efficiency checks', () => {
    expect(outcome('asset-recovery', { rating: 5 }, '5')).toEqual({ recovered: true });
    expect(outcome('asset-transfer', { rating: 5 }, '6')).toEqual({ assigned: false });
  });
});

describe('7 movement', () => {
  it('7.3.2 adds one for a new elevation, but not along a road', () => {
    expect(outcome('movement-cost', { terrain: 'clear', elevationChange: true })).toEqual({
      allowed: true,
      cost: 2,
      wholeAllowance: false,
    });
    expect(outcome('movement-cost', { terrain: 'bocage', enteredAlong: 'secondary', elevationChange: true })).toEqual({
      allowed: true,
      cost: 1,
      wholeAllowance: false,
    });
  });
  it('7.4 cliffs: Rangers from the beach, starting adjacent, whole allowance; never vehicles', () => {
    expect(
      outcome('movement-cost', { unitClass: 'ranger', hexside: 'cliff', fromBeach: true, startedAdjacent: true }),
    ).toMatchObject({ allowed: true, wholeAllowance: true });
    expect(
      outcome('movement-cost', { unitClass: 'infantry', hexside: 'cliff', fromBeach: true, startedAdjacent: true }),
    ).toMatchObject({ allowed: false });
    expect(
      outcome('movement-cost', { unitClass: 'infantry', hexside: 'steep-slope', startedAdjacent: true }),
    ).toMatchObject({ allowed: true, wholeAllowance: true });
    expect(
      outcome('movement-cost', { unitClass: 'infantry', hexside: 'steep-slope', startedAdjacent: false }),
    ).toMatchObject({ allowed: false });
    expect(
      outcome('movement-cost', { unitClass: 'vehicle', hexside: 'steep-slope', startedAdjacent: true }),
    ).toMatchObject({ allowed: false });
  });
  it('7.5.4 roadblocks bar vehicles and take all of an infantry allowance', () => {
    expect(outcome('movement-cost', { unitClass: 'vehicle', roadblock: true })).toMatchObject({ allowed: false });
    expect(outcome('movement-cost', { roadblock: true })).toMatchObject({ allowed: true, wholeAllowance: true });
  });
  it('7.5.2 road bonus and 7.5.3 doubled German reinforcements', () => {
    expect(outcome('movement-allowance', {})).toEqual({ allowance: 4 });
    expect(outcome('movement-allowance', { unitClass: 'vehicle', roadBonus: true })).toEqual({ allowance: 10 });
    expect(outcome('movement-allowance', { enteringReinforcement: true, roadBonus: true })).toEqual({ allowance: 9 });
  });
  it('7.2 two companies a hex, platoons half', () => {
    expect(outcome('stacking', { companies: 1, platoons: 2 })).toEqual({ overstacked: false, stepLoss: 0 });
    expect(outcome('stacking', { companies: 2, platoons: 1 })).toEqual({ overstacked: true, stepLoss: 1 });
  });
});

describe('8 combat', () => {
  it('8.1.2 adds an unused asset to the firer and reads the table cell', () => {
    const r = run(
      'small-arms-fire',
      { firepower: 4, assetFirepower: 4, terrain: 'clear', targetMorale: 6 },
      'fire:6;morale:3',
    );
    expect(r.cell).toEqual({ table: 'bloody-beach.small-arms', row: '6', column: 'fp8' });
    expect(r.modifiers.map((m) => m.label)).toContain('Unused asset');
  });
  it('8.3.1 P: a failed unmodified check pins; a pinned target ignores P (8.3.2)', () => {
    // fp 4 on clear: die 6 gives total 10 -> P
    expect(
      outcome('small-arms-fire', { firepower: 4, terrain: 'clear', targetMorale: 6 }, 'fire:6;morale:7'),
    ).toMatchObject({ result: 'P', pinned: true, steps: 0 });
    expect(
      outcome('small-arms-fire', { firepower: 4, terrain: 'clear', targetMorale: 6 }, 'fire:6;morale:6'),
    ).toMatchObject({ result: 'P', pinned: false });
    expect(outcome('small-arms-fire', { firepower: 4, terrain: 'clear', targetPinned: true }, 'fire:6')).toMatchObject({
      result: 'P',
      pinned: false,
    });
  });
  it('8.3.1 names each result of the odds in words, the check it calls for told apart from a miss', () => {
    const fire = proc('small-arms-fire');
    const labels = procedureOdds(fire, ctx, { firepower: 6, terrain: 'clear', targetMorale: 6 }).outcomes.map(
      (o) => fire.label?.(o.outcome) ?? '',
    );
    expect(labels).toEqual(expect.arrayContaining(['no effect', 'pin check: no effect', 'pin check: pinned']));
    expect(labels.filter((l) => /^[PM12]: /.test(l))).toEqual([]);
    expect(new Set(labels).size).toBe(labels.length);
  });
  it('8.3.1 M: pass pins, fail costs a step and pins', () => {
    expect(
      outcome('small-arms-fire', { firepower: 4, terrain: 'clear', targetMorale: 6 }, 'fire:8;morale:6'),
    ).toMatchObject({ result: 'M', steps: 0, pinned: true });
    expect(
      outcome('small-arms-fire', { firepower: 4, terrain: 'clear', targetMorale: 6 }, 'fire:8;morale:7'),
    ).toMatchObject({ result: 'M', steps: 1, pinned: true });
  });
  it('8.3.1 step losses pin, and a failed morale check retreats', () => {
    expect(
      outcome('small-arms-fire', { firepower: 6, terrain: 'clear', targetMorale: 6 }, 'fire:9;morale:8'),
    ).toMatchObject({ result: '1', steps: 1, pinned: true, retreat: true });
  });
  it('8.3.4 each Hit marker lowers the morale by one', () => {
    expect(outcome('morale-check', { morale: 6, hits: 1, terrain: 'clear' }, '6')).toEqual({ passed: false });
    expect(outcome('morale-check', { morale: 6, hits: 0, terrain: 'clear' }, '6')).toEqual({ passed: true });
  });
  it('8.3.3 terrain modifies the check except for P', () => {
    expect(outcome('morale-check', { morale: 6, terrain: 'town' }, '8')).toEqual({ passed: true });
    expect(outcome('morale-check', { morale: 6, terrain: 'town', withTerrain: false }, '8')).toEqual({ passed: false });
  });
  it('8.4.1 a natural 10 is a Special Hit, but not for naval fire (8.4.2)', () => {
    expect(outcome('small-arms-fire', { firepower: 1, terrain: 'town' }, 'fire:10;morale:1')).toMatchObject({
      specialHit: true,
    });
    expect(outcome('naval-support', { ship: 'dd', terrain: 'town' }, 'fire:10;morale:1')).toMatchObject({
      specialHit: false,
      inRange: true,
    });
    expect(p('small-arms-fire', { firepower: 3 }, (o) => o.specialHit === true)).toBeCloseTo(0.1, 12);
  });
  it('6.2.1 reaction fire stops the mover on a step loss or morale failure', () => {
    expect(
      outcome('small-arms-fire', { firepower: 4, terrain: 'clear', reaction: true }, 'fire:8;morale:9'),
    ).toMatchObject({ stopsMovement: true });
    expect(
      outcome('small-arms-fire', { firepower: 4, terrain: 'clear', reaction: true }, 'fire:8;morale:2'),
    ).toMatchObject({ stopsMovement: false });
  });
  it('2.4.5 an HQ fired on displaces instead, with no morale die', () => {
    expect(outcome('small-arms-fire', { firepower: 8, terrain: 'clear', targetIsHq: true }, 'fire:9')).toMatchObject({
      displaceHq: true,
      steps: 0,
    });
  });
  it('small arms odds match brute force over both dice', () => {
    const inputs = { firepower: 5, assetFirepower: 1, terrain: 'bocage', targetMorale: 6, targetHits: 1 };
    let steps = 0;
    for (let f = 1; f <= 10; f++)
      for (let m = 1; m <= 10; m++) {
        const o = outcome('small-arms-fire', inputs, `fire:${f};morale:${m}`);
        steps += o.steps as number;
      }
    const exact = odds('small-arms-fire', inputs).reduce((s, o) => s + o.p * (o.outcome as { steps: number }).steps, 0);
    expect(exact).toBeCloseTo(steps / 100, 12);
  });
  it('2.3.5 anti-tank ranges: infantry 1, others 2, pillboxes rating + 1 at beach hexes', () => {
    expect(outcome('anti-tank-fire', { firer: 'infantry', rangeHexes: 2 }, '')).toEqual({ inRange: false, steps: 0 });
    expect(outcome('anti-tank-fire', { firer: 'other', rangeHexes: 2, antiTank: 4, armor: 3 }, '10')).toEqual({
      inRange: true,
      steps: 2,
    });
    expect(
      outcome('anti-tank-fire', { firer: 'pillbox', antiTank: 6, rangeHexes: 7, targetOnBeach: true }, '5'),
    ).toMatchObject({ inRange: true });
    expect(
      outcome('anti-tank-fire', { firer: 'pillbox', antiTank: 6, rangeHexes: 7, targetOnBeach: false }, ''),
    ).toMatchObject({ inRange: false });
  });
  it('8.5 close combat: morale difference, advance into an emptied hex, pillboxes forced out die', () => {
    const r = run('close-combat', { attackerMorale: 8, defenderMorale: 6 }, '5');
    expect(r.cell?.column).toBe('p2');
    expect(r.outcome).toMatchObject({ defenderRetreats: true, attackersAdvance: true });
    expect(
      outcome('close-combat', { attackerMorale: 8, defenderMorale: 6, defenderIsPillboxOrNest: true }, '5'),
    ).toMatchObject({ defenderEliminated: true, attackersAdvance: true });
    expect(
      outcome('close-combat', { attackerMorale: 8, defenderMorale: 6, defenderCannotRetreat: true }, '5'),
    ).toMatchObject({ defenderSteps: 1, defenderRetreats: false });
  });
  it('8.3.5 retreat: partial beach and no way out cost a step', () => {
    expect(outcome('retreat', { onPartialBeach: true })).toEqual({ retreats: false, extraSteps: 1, eliminated: false });
    expect(outcome('retreat', { pathOpen: false })).toEqual({ retreats: false, extraSteps: 1, eliminated: false });
    expect(outcome('retreat', { intoOverstack: true })).toEqual({ retreats: true, extraSteps: 1, eliminated: false });
  });
  it('2.4.6 an HQ with nowhere to go is eliminated and its battalions become independent', () => {
    expect(outcome('hq-displacement', { safeHexReachable: false, assetsStacked: 2, supplyHeld: 3 })).toMatchObject({
      eliminated: true,
      assetsLost: 2,
      battalionsIndependent: true,
    });
    expect(outcome('hq-displacement', { assetsStacked: 2, supplyHeld: 3 })).toMatchObject({
      eliminated: false,
      assetsUsed: 2,
      supplyLost: 3,
    });
    expect(run('hq-displacement', { assetsStacked: 1, supplyHeld: 1 }).explanation).toContain(
      '1 stacked asset becomes Used for the turn; 1 supply point lost',
    );
    expect(run('hq-displacement', { assetsStacked: 2, supplyHeld: 3 }).explanation).toContain(
      '2 stacked assets become Used for the turn; 3 supply points lost',
    );
  });
});

describe('5.4-5.5 naval and air', () => {
  it('5.4.4 ranges by ship type and 5.4.6 spotting', () => {
    expect(outcome('naval-support', { ship: 'dd', hexesFromBeach: 31 }, '')).toMatchObject({ inRange: false });
    expect(outcome('naval-support', { ship: 'cl', hexesFromBeach: 31 }, 'fire:1')).toMatchObject({ inRange: true });
    expect(outcome('naval-support', { ship: 'bb', hexesFromBeach: 60, hexesFromFriendlyUnit: 3 }, '')).toMatchObject({
      inRange: false,
    });
  });
  it('5.5.3 interdiction removes firepower minus die, capped by the pool; 5.5.4 not the coastal group', () => {
    expect(outcome('air-interdiction', { targetSupply: 5 }, '2')).toEqual({ supplyLost: 4 });
    expect(outcome('air-interdiction', { targetSupply: 1 }, '2')).toEqual({ supplyLost: 1 });
    expect(outcome('air-interdiction', { targetSupply: 5 }, '9')).toEqual({ supplyLost: 0 });
    expect(outcome('air-interdiction', { coastalGroup: true }, '')).toEqual({ supplyLost: 0 });
  });
});

describe('9 amphibious assault', () => {
  it('9.1.7 lands DD tanks, tanks, other units, assets, then HQs', () => {
    expect(LANDING_ORDER).toEqual(['dd-tank', 'tank', 'infantry', 'asset', 'hq']);
  });
  it('9.2.2 infantry: over morale loses a step; always pinned', () => {
    expect(outcome('landing', { kind: 'infantry', morale: 6 }, 'landing:7;drift:1')).toEqual({
      steps: 1,
      eliminated: false,
      pinned: true,
      drift: 0,
    });
    expect(outcome('landing', { kind: 'infantry', morale: 6 }, 'landing:6;drift:1')).toEqual({
      steps: 0,
      eliminated: false,
      pinned: true,
      drift: 0,
    });
  });
  it('9.2.3 vehicles are never pinned', () => {
    expect(outcome('landing', { kind: 'tank', morale: 7 }, 'landing:8;drift:1')).toEqual({
      steps: 1,
      eliminated: false,
      pinned: false,
      drift: 0,
    });
  });
  it('9.2.4 DD tanks add 5: failing eliminates, passing reduces; no drift', () => {
    expect(outcome('landing', { kind: 'dd-tank', morale: 7 }, 'landing:3')).toEqual({
      steps: 0,
      eliminated: true,
      pinned: false,
      drift: 0,
    });
    expect(outcome('landing', { kind: 'dd-tank', morale: 7 }, 'landing:2')).toEqual({
      steps: 1,
      eliminated: false,
      pinned: false,
      drift: 0,
    });
    expect(p('landing', { kind: 'dd-tank', morale: 7 }, (o) => o.eliminated === true)).toBeCloseTo(0.8, 12);
  });
  it('9.2.5 assets are lost over the regiment rating', () => {
    expect(outcome('landing', { kind: 'asset', hqRating: 7 }, 'landing:8')).toMatchObject({ eliminated: true });
  });
  it('9.2.6 HQs make no check but drift; 9.3.4 no drift at Pointe du Hoc', () => {
    expect(outcome('landing', { kind: 'hq' }, 'drift:6')).toMatchObject({ steps: 0, drift: 1, pinned: false });
    expect(outcome('landing', { kind: 'infantry', pointeDuHoc: true, morale: 8 }, 'landing:9')).toMatchObject({
      steps: 1,
      drift: 0,
    });
  });
  it('9.2.7 no Germans near the cliffs: no check, infantry still pinned', () => {
    expect(outcome('landing', { kind: 'infantry', morale: 1, noGermansNearCliffs: true }, 'drift:1')).toEqual({
      steps: 0,
      eliminated: false,
      pinned: true,
      drift: 0,
    });
  });
});

describe('11 special rules', () => {
  it('11.3.2 the battery is there on 1-3', () => {
    expect(outcome('pointe-du-hoc-battery', {}, '3')).toEqual({ present: true });
    expect(outcome('pointe-du-hoc-battery', {}, '4')).toEqual({ present: false });
    expect(p('pointe-du-hoc-battery', {}, (o) => o.present === true)).toBeCloseTo(0.3, 12);
  });
  it('11.3.3 sinks a ship on less than its anti-tank value; 11.3.4 never fires on Rangers', () => {
    expect(outcome('battery-fire', { antiTank: 7 }, '6')).toEqual({ shipLost: true });
    expect(outcome('battery-fire', { antiTank: 7 }, '7')).toEqual({ shipLost: false });
    expect(outcome('battery-fire', { firingOnRangers: true }, '')).toEqual({ shipLost: false });
  });
  it('11.4.2 a natural 10 loses a group for good, except the 352nd HQ group; 11.4.3 turn-2 groups wait', () => {
    expect(outcome('german-reinforcement', { group: 'fusiliers' }, '0')).toEqual({
      arrives: false,
      lostForGood: true,
      tooEarly: false,
    });
    expect(outcome('german-reinforcement', { group: '352-hq' }, '10')).toEqual({
      arrives: false,
      lostForGood: false,
      tooEarly: false,
    });
    expect(outcome('german-reinforcement', { group: 'assault-guns', turn: 1 }, '')).toEqual({
      arrives: false,
      lostForGood: false,
      tooEarly: true,
    });
  });
  it('8.4 draws one of twenty markers with equal chance', () => {
    const o = odds('special-hit', {});
    expect(o).toHaveLength(20);
    for (const x of o) expect(x.p).toBeCloseTo(0.05, 12);
  });
});

describe('10 victory', () => {
  it('10.1.2 ratio table at its edges', () => {
    const level = (us: number, de: number) => outcome('victory', { usVillages: us, germanVillages: de }).level;
    expect(level(3, 3)).toBe('german-major');
    expect(level(4, 2)).toBe('german-minor');
    expect(level(5, 2)).toBe('draw');
    expect(level(6, 2)).toBe('us-minor');
    expect(level(8, 2)).toBe('us-major');
    expect(outcome('victory', { usTowns: 1, germanVillages: 1 })).toMatchObject({
      usPoints: 3,
      germanPoints: 1,
      level: 'us-minor',
    });
  });
  it('10.2 automatic victories override the ratio', () => {
    expect(outcome('victory', { usVillages: 20, noUsBeachheads: true }).level).toBe('german-major');
    expect(outcome('victory', { germanTowns: 9, usTookAllThreeTowns: true }).level).toBe('us-major');
  });
  it('4.3.2-4.3.3 turn 2 supply', () => {
    expect(outcome('turn-two-supply', { division: 'german-352' })).toEqual({ added: 15 });
    expect(outcome('turn-two-supply', { division: 'us-1', beachheadsTraced: 3 })).toEqual({ added: 12 });
  });
});

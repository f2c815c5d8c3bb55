import { describe, expect, it } from 'vitest';
import { resolveProcedure } from '../../../src/engine/index.ts';
import { landingProcedure } from '../../../src/systems/dday-omaha/procedures/landing.ts';
import { ctx, run } from './helpers.ts';

// Expected values below are written out by hand from the digest, not read from the table files.

describe('9.2 US amphibious: every cell', () => {
  type E = Partial<{
    delay: number;
    eliminated: boolean;
    steps: number;
    drift: number;
    removed: boolean;
    rangerDriftMax: number;
    driftsOut: boolean;
  }>;
  const cases: [string, number, string, boolean, Record<'A' | 'B' | 'C' | 'D', E>][] = [
    [
      'turn 1, any unit',
      1,
      'infantry',
      false,
      { A: { delay: 1 }, B: { eliminated: true }, C: { steps: 1 }, D: { steps: 1, drift: -2 } },
    ],
    [
      'turn 1, a tank',
      1,
      'tank',
      true,
      { A: { delay: 1 }, B: { eliminated: true }, C: { steps: 1 }, D: { steps: 1, drift: -2 } },
    ],
    [
      'turns 2-3, first row (non-infantry)',
      2,
      'tank',
      false,
      { A: {}, B: { drift: -1 }, C: { steps: 1 }, D: { drift: -3 } },
    ],
    ['turns 2-3, DG & CH', 3, 'infantry', true, { A: {}, B: { drift: -1 }, C: { drift: -4 }, D: { drift: 1 } }],
    [
      'turns 2-3, others',
      2,
      'infantry',
      false,
      { A: { drift: -4 }, B: { drift: -2 }, C: { drift: -9, driftsOut: true, delay: 2 }, D: {} },
    ],
    [
      'turns 4-14, first row (infantry)',
      4,
      'infantry',
      false,
      { A: {}, B: { drift: -1 }, C: { drift: -4 }, D: { drift: 1 } },
    ],
    [
      'turns 4-14, first row, a ranger',
      14,
      'ranger',
      true,
      { A: { rangerDriftMax: 4 }, B: { drift: -1 }, C: { drift: -4 }, D: { drift: 1 } },
    ],
    ['turns 4-14, DUKW', 8, 'artillery', false, { A: { eliminated: true }, B: { steps: 1 }, C: { steps: 2 }, D: {} }],
    ['turns 4-14, others', 9, 'anti-tank', false, { A: { delay: 3 }, B: { drift: -2 }, C: { steps: 1 }, D: {} }],
    ['turn 15+, first row', 15, 'infantry', false, { A: {}, B: {}, C: {}, D: {} }],
    ['turn 15+, DUKW', 20, 'artillery', false, { A: { eliminated: true }, B: { steps: 1 }, C: { steps: 2 }, D: {} }],
    ['turn 15+, others', 16, 'tank', false, { A: { delay: 3 }, B: { removed: true }, C: {}, D: { steps: 1 } }],
  ];
  const blank = {
    delay: 0,
    eliminated: false,
    steps: 0,
    drift: 0,
    removed: false,
    rangerDriftMax: 0,
    driftsOut: false,
  };
  // a scenario's row of 17 boxes, wide enough that no drift of the table from its middle leaves it
  const boxes = Array.from({ length: 17 }, (_, k) => `B${k}`);
  const wide = landingProcedure({ landingBoxes: boxes, boxNames: Object.fromEntries(boxes.map((b) => [b, b])) });
  const midRow = { boxesToLeft: 8, boxesToRight: 8 };
  for (const [name, turn, unitType, dg, cells] of cases) {
    for (const [letter, e] of Object.entries(cells)) {
      it(`${name}, ${letter}`, () => {
        const r = resolveProcedure(wide, ctx(), {
          inputs: { turn, unitType, dogGreenOrCharlie: dg, ...midRow },
          dice: { card: [letter] },
        });
        expect(r.outcome).toEqual({ ...blank, ...e });
        expect(r.cell?.column).toBe(letter);
      });
    }
  }
  it('HQs and Generals make no hazard check (1)', () => {
    expect(run('dday-omaha.us-landing', { turn: 1, unitType: 'hq' }, {}, { card: ['B'] }).outcome).toEqual(blank);
    expect(run('dday-omaha.us-landing', { turn: 8, unitType: 'general' }, {}, { card: ['A'] }).outcome).toEqual(blank);
  });
  it('1: a drift past the last box is read as out of the boxes: 2 turns late', () => {
    const r = run('dday-omaha.us-landing', { turn: 1, unitType: 'infantry', boxesToLeft: 1 }, {}, { card: ['D'] });
    expect(r.outcome.driftsOut).toBe(true);
    expect(r.summary).toContain('drifts out of the boxes: delayed 2 turns');
  });
});

describe('9.5 US barrage: every cell', () => {
  // [match, value, with Depth, without Depth]
  const cells: [string, number, boolean, boolean][] = [
    ['sym', 1, false, false],
    ['sym', 4, false, true],
    ['sym', 6, true, true],
    ['color', 2, false, true],
    ['color', 3, true, true],
    ['color', 7, true, true],
    ['color-sym', 1, true, true],
    ['color-sym', 5, true, true],
    ['color-sym', 9, true, true],
  ];
  for (const [match, value, withDepth, without] of cells) {
    it(`${match}, value ${value}: ${withDepth ? 'Disrupted' : 'nothing'} with Depth, ${without ? 'Disrupted' : 'nothing'} without`, () => {
      expect(
        run('dday-omaha.us-barrage', { barrager: 'tank', value, hasDepth: true }, {}, { card: [match] }).outcome,
      ).toEqual({ disrupted: withDepth, removeDepth: false });
      expect(
        run('dday-omaha.us-barrage', { barrager: 'tank', value, hasDepth: false }, {}, { card: [match] }).outcome,
      ).toEqual({ disrupted: without, removeDepth: false });
    });
  }
  it('a card showing neither does nothing; naval barrage always disrupts and strips the Depth (6.5)', () => {
    expect(run('dday-omaha.us-barrage', { barrager: 'artillery', value: 9 }, {}, { card: ['none'] }).outcome).toEqual({
      disrupted: false,
      removeDepth: false,
    });
    expect(run('dday-omaha.us-barrage', { barrager: 'naval', hasDepth: true }).outcome).toEqual({
      disrupted: true,
      removeDepth: true,
    });
  });
  it('a blank cell reads as the one to its left and says so', () => {
    const r = run('dday-omaha.us-barrage', { barrager: 'tank', value: 6, hasDepth: true }, {}, { card: ['color'] });
    expect(r.explanation.join(' ')).toContain('blank in the digest');
  });
});

describe('9.6 German defense: every row', () => {
  const rows: [string, number | null][] = [
    ['anti-tank-ditch', 2 * 3 + 2],
    ['orchard', 2 * 3 + 2],
    ['woods', 2 * 3 + 2],
    ['shingle', 2 * 3 + 2],
    ['bluff-down', 2 * 3 + 2 * 2],
    ['bocage', 2 * 3 + 2 * 2],
    ['buildings', 2 * 3 + 2 * 2],
    ['slope', 2 * 3 + 2 * 2],
    ['bluff-up', null],
    ['scaleable-cliff', null],
    ['sheer-cliff', null],
    ['other', 3 + 2],
  ];
  for (const [terrain, strength] of rows) {
    it(`${terrain}: unit 3, revealed Depth 2 → ${strength === null ? 'attack prohibited' : strength}`, () => {
      const r = run('dday-omaha.german-defense', { terrain, unitStrength: 3, depthStrength: 2, depth: 'revealed' });
      expect(r.outcome).toEqual(
        strength === null ? { prohibited: true, strength: 0 } : { prohibited: false, strength },
      );
    });
  }
  it('a hidden Depth marker adds nothing until revealed', () => {
    expect(
      run('dday-omaha.german-defense', { terrain: 'bocage', unitStrength: 3, depthStrength: 2, depth: 'hidden' })
        .outcome,
    ).toEqual({ prohibited: false, strength: 6 });
  });
});

describe('9.7 US attack: every cell', () => {
  // German unit strength 4 in the open; US strength chosen for each comparison.
  const US = { le: 4, lt: 3, eq: 4, gt: 5, x2: 8 } as const;
  const cells: [boolean, keyof typeof US, string[], string[], string[], string[]?][] = [
    [false, 'le', ['us-disrupted', 'german-depth'], ['us-disrupted', 'unreveal'], ['us-disrupted']],
    [false, 'gt', ['german-depth'], ['us-disrupted'], ['none']],
    [false, 'x2', ['german-disrupted'], ['german-disrupted'], ['german-disrupted', 'adj-step-for-depth']],
    [true, 'lt', ['german-depth'], ['us-disrupted'], ['none']],
    [true, 'eq', ['german-disrupted'], ['none'], ['german-disrupted']],
    [true, 'gt', ['defeated'], ['reveal-again'], ['german-disrupted', 'remove-depth']],
    [true, 'x2', ['defeated'], ['reveal-again'], ['german-disrupted', 'remove-depth'], ['defeated', 'remove-depth']],
  ];
  for (const [weapons, delta, alone, hidden, revealed, revealedExt] of cells) {
    const base = {
      usStrength: US[delta],
      germanStrength: 4,
      depthStrength: 0,
      terrain: 'other',
      weapons,
      weaponsWithDepth: weapons,
    };
    it(`weapons ${weapons ? 'yes' : 'no'}, ${delta}: alone`, () => {
      const r = run('dday-omaha.us-attack', { ...base, depth: 'none' });
      expect(r.outcome.effects).toEqual(alone);
      expect(r.cell?.row).toBe(delta === 'x2' && weapons ? 'yes.gt' : `${weapons ? 'yes' : 'no'}.${delta}`);
    });
    it(`weapons ${weapons ? 'yes' : 'no'}, ${delta}: hidden Depth (cell before any reveal)`, async () => {
      const { attackCell } = await import('../../../src/systems/dday-omaha/rules/attack.ts');
      const { ctx } = await import('./helpers.ts');
      expect(attackCell(ctx(), weapons, delta, 'hidden', false).effects).toEqual(hidden);
    });
    it(`weapons ${weapons ? 'yes' : 'no'}, ${delta}: revealed Depth`, () => {
      const r = run('dday-omaha.us-attack', { ...base, depth: 'revealed' });
      expect(r.outcome.effects).toEqual(revealed);
      if (revealedExt)
        expect(run('dday-omaha.us-attack', { ...base, depth: 'revealed', extended: true }).outcome.effects).toEqual(
          revealedExt,
        );
    });
  }
  it('a hidden Depth is revealed and the attack read again (9.7)', () => {
    // US 6 vs German 4: weapons and > → reveal; the Depth (2) makes it 6 = 6 → Disrupted.
    const r = run('dday-omaha.us-attack', {
      usStrength: 6,
      germanStrength: 4,
      depthStrength: 2,
      depth: 'hidden',
      weapons: true,
      weaponsWithDepth: true,
      terrain: 'other',
    });
    expect(r.outcome).toMatchObject({ revealed: true, effects: ['german-disrupted'], german: 6 });
    // Without the weapons the Depth requires, 6 ≤ 6 with a revealed Depth → US Disrupted.
    const r2 = run('dday-omaha.us-attack', {
      usStrength: 6,
      germanStrength: 4,
      depthStrength: 2,
      depth: 'hidden',
      weapons: true,
      weaponsWithDepth: false,
      terrain: 'other',
    });
    expect(r2.outcome.effects).toEqual(['us-disrupted']);
  });
  it('hero +1 and naval +9 are listed as modifiers (6.2)', () => {
    const r = run('dday-omaha.us-attack', {
      usStrength: 2,
      heroBonus: true,
      navalBonus: true,
      germanStrength: 4,
      terrain: 'bocage',
      weapons: true,
    });
    expect(r.outcome.us).toBe(12);
    expect(r.modifiers.map((m) => m.amount)).toEqual([1, 9]);
    expect(r.outcome.effects).toEqual(['defeated']);
  });
  it('attacking up a bluff is prohibited (9.6)', () => {
    expect(run('dday-omaha.us-attack', { terrain: 'bluff-up' }).outcome.prohibited).toBe(true);
  });
});

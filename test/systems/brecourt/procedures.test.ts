import { describe, expect, it } from 'vitest';
import { bruteForceOdds, ctxWith, exactOddsMap, multisetOdds, poolSizes, roll } from './helpers.ts';
import { PROCEDURES } from '../../../src/systems/brecourt/procedures/index.ts';
import { outcomeLabel } from '../../../src/engine/index.ts';

function expectSameOdds(a: Map<string, number>, b: Map<string, number>): void {
  expect([...a.keys()].sort()).toEqual([...b.keys()].sort());
  for (const [k, p] of a) expect(b.get(k)).toBeCloseTo(p, 12);
  expect([...b.values()].reduce((s, p) => s + p, 0)).toBeCloseTo(1, 12);
}

describe('US Sheet: Firing', () => {
  it('modifiers: wounds, suppression and moving take dice, Lipton in the tree adds one', () => {
    expect(
      poolSizes('brecourt.us-fire', {
        weapon: 'rifle',
        cover: 'hard',
        rangeInches: 20,
        firerWounds: 2,
        firerSuppressed: true,
      }),
    ).toEqual({ pool: 0 });
    expect(
      poolSizes('brecourt.us-fire', { weapon: 'rifle', cover: 'light', rangeInches: 20, liptonInTree: true }),
    ).toEqual({ pool: 4 });
  });
  it('the .30 cal gets no close-range die but one a figure in the template', () => {
    expect(
      poolSizes('brecourt.us-fire', { weapon: '30cal', cover: 'hard', rangeInches: 5, figuresInTemplate: 3 }),
    ).toEqual({ pool: 7 });
    expect(
      poolSizes('brecourt.us-fire', { weapon: 'smg', cover: 'hard', rangeInches: 5, figuresInTemplate: 3 }),
    ).toEqual({ pool: 7 });
  });
  it('exactly 12 inches counts as close by default, as far under the other setting', () => {
    expect(poolSizes('brecourt.us-fire', { weapon: 'rifle', cover: 'hard', rangeInches: 12 })).toEqual({ pool: 4 });
    expect(
      poolSizes('brecourt.us-fire', { weapon: 'rifle', cover: 'hard', rangeInches: 12 }, { rangeTwelve: 'over' }),
    ).toEqual({ pool: 3 });
  });
  it('light cover: a pair of 2s kills, a pair of 3s suppresses; a kill with a suppression pair reports both', () => {
    const i = { weapon: 'smg', cover: 'light', rangeInches: 20, figuresInTemplate: 1 };
    expect(roll('brecourt.us-fire', i, '2,2,5,6').outcome).toEqual({ kill: true, suppressions: 0 });
    expect(roll('brecourt.us-fire', i, '3,3,5,6').outcome).toEqual({ kill: false, suppressions: 1 });
    expect(roll('brecourt.us-fire', i, '1,1,3,3').outcome).toEqual({ kill: true, suppressions: 1 });
    expect(roll('brecourt.us-fire', i, '6,6,6,6').outcome).toEqual({ kill: false, suppressions: 3 });
  });
  it('a pool too small to pair has no effect, with odds certain', () => {
    const i = { weapon: 'rifle', cover: 'hard', rangeInches: 20, firerWounds: 2 };
    expect(roll('brecourt.us-fire', i, '1').outcome).toEqual({ kill: false, suppressions: 0 });
    expect(exactOddsMap('brecourt.us-fire', i).get('{"kill":false,"suppressions":0}')).toBeCloseTo(1, 12);
  });
  it('a wrong number of dice is refused, naming the group', () => {
    expect(() => roll('brecourt.us-fire', { weapon: 'rifle', cover: 'hard', rangeInches: 20 }, '1,2')).toThrow(
      /pool.*expected 3/,
    );
  });
});

describe('German Sheet: Firing', () => {
  const rifle = { weapon: 'rifle', rangeInches: 20 };
  it('a rifle throws two plain dice and the odd-coloured die', () => {
    expect(poolSizes('brecourt.german-fire', rifle)).toEqual({ plain: 2, odd: 1 });
  });
  it('the odd die completes three alike but never a pair', () => {
    expect(roll('brecourt.german-fire', rifle, 'plain:4,4;odd:4').outcome).toEqual({ result: 'wound' });
    expect(roll('brecourt.german-fire', rifle, 'plain:4,2;odd:4').outcome).toEqual({ result: 'none' });
    expect(roll('brecourt.german-fire', rifle, 'plain:2,2;odd:4').outcome).toEqual({ result: 'suppressed' });
  });
  it('three alike wounds, any pair suppresses (SMG, MG42)', () => {
    expect(roll('brecourt.german-fire', { weapon: 'smg', rangeInches: 20 }, '5,5,5').outcome).toEqual({
      result: 'wound',
    });
    expect(
      roll('brecourt.german-fire', { weapon: 'mg42', rangeInches: 5, figuresInTemplate: 1 }, '1,2,3,3,6').outcome,
    ).toEqual({ result: 'suppressed' });
  });
  it('one die or fewer after modifiers cannot fire', () => {
    const i = { weapon: 'smg', rangeInches: 20, firerSuppressionMarkers: 2 };
    expect(poolSizes('brecourt.german-fire', i)).toEqual({ plain: 0, odd: 0 });
    expect(roll('brecourt.german-fire', i, '').outcome).toEqual({ result: 'cannot-fire' });
    expect(exactOddsMap('brecourt.german-fire', i).get('{"result":"cannot-fire"}')).toBe(1);
  });
  it('only Fallschirmjäger may move and fire, at one die less', () => {
    expect(roll('brecourt.german-fire', { weapon: 'smg', rangeInches: 20, movedAndFired: true }, '').outcome).toEqual({
      result: 'cannot-fire',
    });
    expect(
      poolSizes('brecourt.german-fire', {
        weapon: 'assault-rifle',
        rangeInches: 20,
        movedAndFired: true,
        fallschirmjager: true,
      }),
    ).toEqual({ plain: 2, odd: 0 });
  });
  it('MG42 without a loader loses a die and gets no close-range die', () => {
    expect(
      poolSizes('brecourt.german-fire', { weapon: 'mg42', rangeInches: 5, mg42NoLoader: true, figuresInTemplate: 1 }),
    ).toEqual({ plain: 4, odd: 0 });
  });
  it('a suppressed rifleman over 12" fires two plain dice and can still suppress; the other reading keeps the odd die and has no chance', () => {
    const i = { weapon: 'rifle', rangeInches: 20, firerSuppressionMarkers: 1 };
    expect(poolSizes('brecourt.german-fire', i)).toEqual({ plain: 2, odd: 0 });
    expect(exactOddsMap('brecourt.german-fire', i).get('{"result":"suppressed"}')).toBeCloseTo(1 / 6, 12);
    expect(roll('brecourt.german-fire', i, 'plain:4,4').outcome).toEqual({ result: 'suppressed' });
    expect(poolSizes('brecourt.german-fire', i, { rifleOddDie: 'kept' })).toEqual({ plain: 1, odd: 1 });
    expect(exactOddsMap('brecourt.german-fire', i, { rifleOddDie: 'kept' }).get('{"result":"none"}')).toBeCloseTo(
      1,
      12,
    );
  });
  it('a rifle at full strength keeps its odd die, which counts only towards three alike', () => {
    const i = { weapon: 'rifle', rangeInches: 20 };
    expect(poolSizes('brecourt.german-fire', i)).toEqual({ plain: 2, odd: 1 });
    expect(roll('brecourt.german-fire', i, 'plain:5,2;odd:5').outcome).toEqual({ result: 'none' });
    expect(roll('brecourt.german-fire', i, 'plain:5,5;odd:5').outcome).toEqual({ result: 'wound' });
  });
});

describe('German Sheet: Wound Table', () => {
  it('all the same kills, a double wounds, all different suppresses', () => {
    expect(roll('brecourt.wound', {}, '3,3,3').outcome).toEqual({ result: 'killed' });
    expect(roll('brecourt.wound', {}, '3,6,3').outcome).toEqual({ result: 'wounded' });
    expect(roll('brecourt.wound', {}, '1,2,3').outcome).toEqual({ result: 'suppressed' });
  });
  it('odds: 6/216 killed, 90/216 wounded, 120/216 suppressed', () => {
    const o = exactOddsMap('brecourt.wound', {});
    expect(o.get('{"result":"killed"}')).toBeCloseTo(6 / 216, 12);
    expect(o.get('{"result":"wounded"}')).toBeCloseTo(90 / 216, 12);
    expect(o.get('{"result":"suppressed"}')).toBeCloseTo(120 / 216, 12);
  });
});

describe('US Sheet: Grenades', () => {
  it('1"-6": 1-4 on target, 5 two inches long, 6 two inches short', () => {
    expect(roll('brecourt.us-grenade-scatter', { aimInches: 4 }, '4').outcome).toEqual({
      landing: 'on-target',
      offsetInches: 0,
    });
    expect(roll('brecourt.us-grenade-scatter', { aimInches: 4 }, '5').outcome).toEqual({
      landing: 'long',
      offsetInches: 2,
    });
    expect(roll('brecourt.us-grenade-scatter', { aimInches: 4 }, '6').outcome).toEqual({
      landing: 'short',
      offsetInches: 2,
    });
  });
  it('6"-12": 1-3 on target, 4 three inches long, 5-6 three inches short', () => {
    expect(roll('brecourt.us-grenade-scatter', { aimInches: 10 }, '3').outcome).toEqual({
      landing: 'on-target',
      offsetInches: 0,
    });
    expect(roll('brecourt.us-grenade-scatter', { aimInches: 10 }, '4').outcome).toEqual({
      landing: 'long',
      offsetInches: 3,
    });
    expect(roll('brecourt.us-grenade-scatter', { aimInches: 10 }, '5').outcome).toEqual({
      landing: 'short',
      offsetInches: 3,
    });
  });
  it('exactly 6": near column by default, far column under the setting', () => {
    expect(roll('brecourt.us-grenade-scatter', { aimInches: 6 }, '4').outcome.landing).toBe('on-target');
    expect(
      roll('brecourt.us-grenade-scatter', { aimInches: 6 }, '4', { grenadeSixInches: 'far' }).outcome.landing,
    ).toBe('long');
  });
  it('blast: four alike kills three, kills never exceed the figures there', () => {
    expect(roll('brecourt.us-grenade-blast', { figuresInArea: 3 }, '2,2,2,2,5').outcome).toEqual({ kills: 3 });
    expect(roll('brecourt.us-grenade-blast', { figuresInArea: 1 }, '2,2,2').outcome).toEqual({ kills: 1 });
  });
});

describe('German Sheet: Grenades', () => {
  it('two dice plus one per figure; each paired face wounds one, the rest are suppressed', () => {
    expect(poolSizes('brecourt.german-grenade-blast', { figuresInArea: 2 })).toEqual({ pool: 4 });
    expect(roll('brecourt.german-grenade-blast', { figuresInArea: 2 }, '3,3,5,6').outcome).toEqual({
      wounds: 1,
      suppressed: 1,
    });
    expect(roll('brecourt.german-grenade-blast', { figuresInArea: 2 }, '3,3,5,5').outcome).toEqual({
      wounds: 2,
      suppressed: 0,
    });
    expect(roll('brecourt.german-grenade-blast', { figuresInArea: 2 }, '1,2,5,6').outcome).toEqual({
      wounds: 0,
      suppressed: 2,
    });
  });
  it('a grenade that catches nobody throws no dice: it hurts nobody, for certain', () => {
    for (const id of ['brecourt.german-grenade-blast', 'brecourt.us-grenade-blast']) {
      expect(poolSizes(id, { figuresInArea: 0 })).toEqual({ pool: 0 });
      const r = roll(id, { figuresInArea: 0 }, '');
      expect(r.summary).toBe('Nobody caught');
      expect(r.explanation).toEqual([
        'Nobody is in the blast area: the grenade goes off and hurts nobody, so no dice are rolled',
      ]);
    }
  });
});

describe('US Sheet: Hand to Hand', () => {
  it('one against one: paratrooper wins and the fate die kills on 1-3', () => {
    expect(roll('brecourt.hand-to-hand', {}, 'us:4,3;german:5;after:2').outcome).toEqual({
      winner: 'us',
      result: 'german-killed',
    });
    expect(roll('brecourt.hand-to-hand', {}, 'us:4,3;german:5;after:6').outcome).toEqual({
      winner: 'us',
      result: 'german-surrenders',
    });
  });
  it('one against one: the German wins and the paratrooper rolls on the wound table', () => {
    expect(roll('brecourt.hand-to-hand', { usDeductions: 2 }, 'us:3,3;german:5;wound:2,2,4').outcome).toEqual({
      winner: 'german',
      result: 'paratrooper-wounded',
    });
  });
  it('one against one: a draw fights on; deductions count', () => {
    expect(roll('brecourt.hand-to-hand', { germanDeductions: 1 }, 'us:1,4;german:6').outcome).toEqual({
      winner: 'draw',
      result: 'continue',
    });
  });
  it('two against one: 4d6, a German win kills one, a draw wounds one', () => {
    expect(poolSizes('brecourt.hand-to-hand', { paratroopers: 2 })).toEqual({ us: 4, german: 1, after: 1, wound: 0 });
    expect(roll('brecourt.hand-to-hand', { paratroopers: 2, usDeductions: 3 }, 'us:1,1,1,2;german:6').outcome).toEqual({
      winner: 'german',
      result: 'paratrooper-killed',
    });
    expect(roll('brecourt.hand-to-hand', { paratroopers: 2, usDeductions: 1 }, 'us:1,1,2,3;german:6').outcome).toEqual({
      winner: 'draw',
      result: 'paratrooper-wounded',
    });
  });
  it('a missing fate die is asked for', () => {
    expect(() => roll('brecourt.hand-to-hand', {}, 'us:6,6;german:1')).toThrow(/after/);
  });
});

describe('German Sheet: German Confusion roll', () => {
  it('three dice by default; any pair turns the gun on friends', () => {
    expect(poolSizes('brecourt.mg42-confusion', { windowTurn: 2 })).toEqual({ dice: 3 });
    expect(roll('brecourt.mg42-confusion', { windowTurn: 2 }, '2,5,5').outcome).toEqual({ result: 'fires-on-friends' });
    expect(roll('brecourt.mg42-confusion', { windowTurn: 2 }, '2,4,5').outcome).toEqual({ result: 'fires-as-aimed' });
  });
  it('two dice under the setting: one in six', () => {
    expect(
      exactOddsMap('brecourt.mg42-confusion', { windowTurn: 1 }, { confusionDice: '2d6' }).get(
        '{"result":"fires-on-friends"}',
      ),
    ).toBeCloseTo(1 / 6, 12);
  });
  it('after the fifth turn no roll is owed', () => {
    expect(poolSizes('brecourt.mg42-confusion', { windowTurn: 6 })).toEqual({ dice: 0 });
    expect(roll('brecourt.mg42-confusion', { windowTurn: 6 }, '').outcome).toEqual({ result: 'no-roll' });
  });
});

describe('Reinforcements', () => {
  it('the early roll needs four alike on 4d6 (6 in 1296)', () => {
    expect(roll('brecourt.fallschirmjager-early', {}, '3,3,3,3').outcome).toEqual({ arrive: true });
    expect(roll('brecourt.fallschirmjager-early', {}, '3,3,3,4').outcome).toEqual({ arrive: false });
    expect(exactOddsMap('brecourt.fallschirmjager-early', {}).get('{"arrive":true}')).toBeCloseTo(6 / 1296, 12);
  });
  it('entry distance is the d100 in inches (00 reads 100)', () => {
    expect(roll('brecourt.fallschirmjager-entry', { entryGroup: 2 }, '37').outcome).toEqual({ distanceInches: 37 });
    expect(roll('brecourt.fallschirmjager-entry', { entryGroup: 2 }, '00').outcome).toEqual({ distanceInches: 100 });
    expect(exactOddsMap('brecourt.fallschirmjager-entry', {}).size).toBe(100);
  });
  it('Spiers comes after the third gun, bringing the Fallschirmjäger if not yet on', () => {
    expect(roll('brecourt.arrivals', { gunsDown: 2 }, '').outcome).toEqual({ spiers: false, fallschirmjager: false });
    expect(roll('brecourt.arrivals', { gunsDown: 3 }, '').outcome).toEqual({ spiers: true, fallschirmjager: true });
    expect(roll('brecourt.arrivals', { gunsDown: 3, fallschirmjagerOnTable: true }, '').outcome).toEqual({
      spiers: true,
      fallschirmjager: false,
    });
  });
});

describe('Destroying Howitzers', () => {
  it('needs Lipton or Hall beside it a whole move; scores 2, 4, 8, 16 in order', () => {
    expect(
      roll('brecourt.howitzer-destruction', { demolitionManAtGun: false, wholeMoveAdjacent: true }, '').outcome,
    ).toEqual({ destroyed: false, usPoints: 0 });
    expect(
      roll('brecourt.howitzer-destruction', { demolitionManAtGun: true, wholeMoveAdjacent: true }, '').outcome,
    ).toEqual({ destroyed: true, usPoints: 2 });
    expect(
      roll(
        'brecourt.howitzer-destruction',
        { demolitionManAtGun: true, wholeMoveAdjacent: true, gunsAlreadyDestroyed: 3 },
        '',
      ).outcome,
    ).toEqual({ destroyed: true, usPoints: 16 });
  });
});

describe('German Sheet: Artillery Fire (optional)', () => {
  it('the average die sets the turn of the next firing', () => {
    expect(roll('brecourt.artillery-timer', { fromTurn: 4 }, '3').outcome).toEqual({ nextFireTurn: 7 });
    const o = exactOddsMap('brecourt.artillery-timer', { fromTurn: 0 });
    expect(o.get('{"nextFireTurn":3}')).toBeCloseTo(1 / 3, 12);
    expect(o.get('{"nextFireTurn":5}')).toBeCloseTo(1 / 6, 12);
  });
});

describe('Movement and cover', () => {
  it('a wound takes an inch and forbids moving fast; suppressed may only sneak', () => {
    expect(roll('brecourt.movement', { mode: 'normal', wounds: 1 }, '').outcome).toEqual({
      allowed: true,
      inches: 6,
      canFire: false,
    });
    expect(roll('brecourt.movement', { mode: 'fast', wounds: 1 }, '').outcome.allowed).toBe(false);
    expect(roll('brecourt.movement', { mode: 'move-and-fire', suppressed: true }, '').outcome.allowed).toBe(false);
    expect(roll('brecourt.movement', { mode: 'sneak', suppressed: true }, '').outcome).toEqual({
      allowed: true,
      inches: 3,
      canFire: false,
    });
  });
  it('in a trench: normal is hard cover, fast light, sneaking unseen; along the trench always open', () => {
    expect(roll('brecourt.target-cover', { position: 'trench-across', mode: 'normal' }, '').outcome).toEqual({
      cover: 'hard',
    });
    expect(roll('brecourt.target-cover', { position: 'trench-across', mode: 'sneak' }, '').outcome).toEqual({
      cover: 'unseen',
    });
    expect(roll('brecourt.target-cover', { position: 'trench-along', mode: 'sneak' }, '').outcome).toEqual({
      cover: 'open',
    });
    expect(roll('brecourt.target-cover', { position: 'open', mode: 'prone' }, '').outcome).toEqual({ cover: 'light' });
  });
  it('prone in a trench is a reconstruction, marked provisional with its note', () => {
    const t = ctxWith().table('brecourt.target-cover');
    const row = t.rows.find((r) => r.key === 'trench-prone');
    expect(row).toMatchObject({ provisional: true, values: { cover: 'hard' } });
    expect(row?.note).toMatch(/Reconstruction/);
    expect(t.rows.find((r) => r.key === 'open-prone')?.provisional).toBeUndefined();
  });
  it('getting into a trench, like getting out, forbids a fast move', () => {
    expect(roll('brecourt.movement', { mode: 'fast', intoTrench: true }, '').outcome.allowed).toBe(false);
    expect(roll('brecourt.movement', { mode: 'normal', intoTrench: true }, '').outcome).toEqual({
      allowed: true,
      inches: 7,
      canFire: false,
    });
  });
});

describe('exact odds match brute force over every ordered roll', () => {
  const cases: [string, Record<string, unknown>, Record<string, string>?][] = [
    ['brecourt.us-fire', { weapon: 'smg', cover: 'hard', rangeInches: 16, figuresInTemplate: 1 }],
    ['brecourt.us-fire', { weapon: 'rifle', cover: 'open', rangeInches: 6 }],
    ['brecourt.us-fire', { weapon: '30cal', cover: 'light', rangeInches: 20, figuresInTemplate: 1 }],
    ['brecourt.german-fire', { weapon: 'rifle', rangeInches: 6, targetInOpen: true }],
    [
      'brecourt.german-fire',
      { weapon: 'rifle', rangeInches: 20, firerSuppressionMarkers: 1 },
      { rifleOddDie: 'dropped-first' },
    ],
    ['brecourt.german-fire', { weapon: 'mg42', rangeInches: 20, figuresInTemplate: 1 }],
    ['brecourt.wound', {}],
    ['brecourt.german-morale', { suppressionMarkers: 3, rangeInches: 8, friendliesWithin3: 1, enemyWithin6: true }],
    ['brecourt.german-morale', { suppressionMarkers: 5, rangeInches: 20, fallschirmjager: true }],
    ['brecourt.us-grenade-blast', { figuresInArea: 3 }],
    ['brecourt.german-grenade-blast', { figuresInArea: 2 }],
    ['brecourt.hand-to-hand', { usDeductions: 1 }],
    ['brecourt.hand-to-hand', { paratroopers: 2, usDeductions: 4, germanDeductions: 0 }],
    ['brecourt.mg42-confusion', { windowTurn: 1 }],
    ['brecourt.us-grenade-scatter', { aimInches: 9 }],
    ['brecourt.fallschirmjager-early', {}],
    ['brecourt.artillery-timer', { fromTurn: 2 }],
  ];
  for (const [id, inputs, settings] of cases) {
    it(`${id} ${JSON.stringify(inputs)}${settings ? ` ${JSON.stringify(settings)}` : ''}`, () => {
      expectSameOdds(bruteForceOdds(id, inputs, settings), exactOddsMap(id, inputs, settings));
    }, 20_000);
  }
});

describe('face-by-face odds match the engine enumeration for large pools', () => {
  const cases: [string, Record<string, unknown>][] = [
    ['brecourt.us-fire', { weapon: '30cal', cover: 'light', rangeInches: 20, figuresInTemplate: 6 }],
    ['brecourt.us-fire', { weapon: 'smg', cover: 'open', rangeInches: 5, figuresInTemplate: 5 }],
    ['brecourt.german-fire', { weapon: 'rifle', rangeInches: 5, targetInOpen: true }],
    ['brecourt.german-fire', { weapon: 'mg42', rangeInches: 20, figuresInTemplate: 6 }],
    ['brecourt.us-grenade-blast', { figuresInArea: 8 }],
    ['brecourt.german-grenade-blast', { figuresInArea: 8 }],
  ];
  for (const [id, inputs] of cases) {
    it(`${id} ${JSON.stringify(inputs)}`, () => {
      expectSameOdds(multisetOdds(id, inputs), exactOddsMap(id, inputs));
    });
  }
});

describe('the odds chart', () => {
  it('every procedure names its outcomes in words of its own, never from its keys ("no destroyed, us points 0")', () => {
    for (const p of PROCEDURES) expect(p, p.id).toHaveProperty('label');
    const blow = PROCEDURES.find((p) => p.id === 'brecourt.howitzer-destruction');
    if (!blow) throw new Error('no demolition procedure');
    expect(outcomeLabel(blow, { destroyed: false, usPoints: 0 })).toBe('not destroyed');
    expect(outcomeLabel(blow, { destroyed: true, usPoints: 2 })).toBe('destroyed, +2 US');
  });
});

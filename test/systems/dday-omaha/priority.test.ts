import { describe, expect, it } from 'vitest';
import { artilleryTarget } from '../../../src/systems/dday-omaha/rules/german-artillery.ts';
import { planFire, type FireCandidate } from '../../../src/systems/dday-omaha/rules/german-fire.ts';
import {
  depthRecipient,
  depthReinforcementPlace,
  drawPool,
  eventReinforcementPlace,
  redeployTarget,
  type DepthCandidate,
} from '../../../src/systems/dday-omaha/rules/priority.ts';
import { ctx } from './helpers.ts';

const C = ctx();
const unit = (
  id: string,
  intensity: FireCandidate['intensity'],
  range: number,
  steps = 3,
  extra: Partial<FireCandidate> = {},
): FireCandidate => ({
  id,
  type: 'infantry',
  steps,
  symbol: 'foot',
  armored: false,
  intensity,
  range,
  stackSteps: steps,
  disrupted: false,
  hero: 'none',
  ...extra,
});
const card = { symbols: ['foot'], armorBonus: false, leaderBonus: false };
const hitIds = (p: ReturnType<typeof planFire>) => p.hits.map((h) => h.unit);

describe('4: German fire target priority', () => {
  it('intense before steady before sporadic, even when farther', () => {
    const p = planFire(
      C,
      'wn',
      2,
      [unit('spor', 'sporadic', 1), unit('steady', 'steady', 1), unit('intense', 'intense', 4)],
      card,
      new Set(),
    );
    expect(hitIds(p)).toEqual(['intense', 'steady']);
  });
  it('within one intensity: the closest, then the most steps', () => {
    const p = planFire(
      C,
      'wn',
      2,
      [unit('far', 'intense', 3, 3), unit('near-small', 'intense', 1, 1), unit('near-big', 'intense', 1, 3)],
      card,
      new Set(),
    );
    expect(hitIds(p)).toEqual(['near-big', 'near-small']);
    expect(p.ties).toEqual([]);
  });
  it('a tie at the cut is reported for the player to choose', () => {
    const p = planFire(C, 'wn', 1, [unit('a', 'intense', 1), unit('b', 'intense', 1)], card, new Set());
    expect(p.ties).toEqual([['a', 'b']]);
    expect(
      hitIds(planFire(C, 'wn', 1, [unit('a', 'intense', 1), unit('b', 'intense', 1)], card, new Set(), new Set(['b']))),
    ).toEqual(['b']);
  });
  it('one hit per unit: as many units as possible, extra hits are lost', () => {
    const p = planFire(C, 'wn', 4, [unit('a', 'intense', 1), unit('b', 'steady', 1)], card, new Set());
    expect(hitIds(p)).toEqual(['a', 'b']);
    expect(p.why.join(' ')).toContain('2 possible hits unused');
  });
  it('only matching symbols, or a concentrated stack of 5+ steps', () => {
    const p = planFire(
      C,
      'wn',
      3,
      [
        unit('tank', 'intense', 1, 2, { symbol: 'armor', type: 'tank', armored: true }),
        unit('stacked-tank', 'intense', 1, 2, { symbol: 'armor', type: 'tank', armored: true, stackSteps: 5 }),
      ],
      card,
      new Set(),
    );
    expect(hitIds(p)).toEqual(['stacked-tank']);
  });
  it('leaders are hit last, only in intense or steady fire, only with the leader bonus', () => {
    const cands = [
      unit('hq', 'intense', 1, 0, { type: 'hq', symbol: '' }),
      unit('gen', 'sporadic', 1, 0, { type: 'general', symbol: '' }),
      unit('inf', 'steady', 2),
    ];
    expect(planFire(C, 'wn', 3, cands, card, new Set()).hits.map((h) => `${h.unit}:${h.target}`)).toEqual(['inf:unit']);
    expect(
      planFire(C, 'wn', 3, cands, { ...card, leaderBonus: true }, new Set()).hits.map((h) => `${h.unit}:${h.target}`),
    ).toEqual(['inf:unit', 'hq:leader']);
  });
  it('a unit that already lost its step this phase is skipped', () => {
    expect(
      hitIds(planFire(C, 'wn', 1, [unit('a', 'intense', 1), unit('b', 'steady', 1)], card, new Set(['a']))),
    ).toEqual(['b']);
  });
  it('an unrevealed Reinforcement hits for -1 step and Disrupted; an ambush hits one unit, closest then most steps (9.3)', () => {
    expect(planFire(C, 'unrevealed', 1, [unit('a', 'intense', 1)], card, new Set()).hits[0]!.effect).toBe(
      'step+disrupted',
    );
    const amb = planFire(
      C,
      'ambush',
      5,
      [unit('far', 'intense', 3, 3), unit('near', 'sporadic', 1, 2), unit('near-big', 'sporadic', 1, 3)],
      card,
      new Set(),
    );
    expect(amb.hits.map((h) => [h.unit, h.effect])).toEqual([['near-big', 'step']]);
    expect(amb.extras.map((h) => [h.unit, h.effect])).toEqual([['far', 'disrupted']]);
  });
});

describe('5: German artillery target priority', () => {
  const c = (id: string, type: 'infantry' | 'tank', where: 'landing-box' | 'beach', steps = 3) => ({
    id,
    type,
    steps,
    symbol: 'foot',
    where,
  });
  it('infantry in a box, then non-infantry on the beach, then non-infantry in a box, then infantry on the beach', () => {
    const all = [
      c('inf-beach', 'infantry', 'beach'),
      c('tank-box', 'tank', 'landing-box'),
      c('tank-beach', 'tank', 'beach'),
      c('inf-box', 'infantry', 'landing-box'),
    ];
    expect(artilleryTarget(C, all, ['foot']).unit).toBe('inf-box');
    expect(artilleryTarget(C, all.slice(0, 3), ['foot']).unit).toBe('tank-beach');
    expect(artilleryTarget(C, all.slice(0, 2), ['foot']).unit).toBe('tank-box');
    expect(artilleryTarget(C, all.slice(0, 1), ['foot']).unit).toBe('inf-beach');
  });
  it("most steps within the category; equal steps are the player's choice", () => {
    expect(
      artilleryTarget(C, [c('a', 'infantry', 'landing-box', 2), c('b', 'infantry', 'landing-box', 3)], ['foot']).unit,
    ).toBe('b');
    expect(
      artilleryTarget(C, [c('a', 'infantry', 'landing-box'), c('b', 'infantry', 'landing-box')], ['foot']).ties,
    ).toEqual(['a', 'b']);
    expect(artilleryTarget(C, [c('a', 'infantry', 'landing-box')], ['armor']).unit).toBeUndefined();
  });
});

describe('2: Depth marker recipient', () => {
  const d = (
    id: string,
    kind: 'wn' | 'reinforcement',
    distanceToUs: number,
    extra: Partial<DepthCandidate> = {},
  ): DepthCandidate => ({
    id,
    kind,
    number: null,
    letter: null,
    hexes: 1,
    occupied: true,
    inCommunication: true,
    depth: 0,
    distanceToUs,
    ...extra,
  });
  it('the closest to a US unit first', () => {
    expect(depthRecipient([d('far', 'wn', 3), d('near', 'reinforcement', 1)]).id).toBe('near');
  });
  it('then a 1-hex WN, a 2-hex WN, a Reinforcement', () => {
    expect(depthRecipient([d('R', 'reinforcement', 2), d('W2', 'wn', 2, { hexes: 2 }), d('W1', 'wn', 2)]).id).toBe(
      'W1',
    );
    expect(depthRecipient([d('R', 'reinforcement', 2), d('W2', 'wn', 2, { hexes: 2 })]).id).toBe('W2');
  });
  it('then the lowest ID (none counts as 0), then the lowest letter', () => {
    expect(
      depthRecipient([
        d('A7', 'reinforcement', 2, { number: 7, letter: 'A' }),
        d('B1', 'reinforcement', 2, { number: 1, letter: 'B' }),
      ]).id,
    ).toBe('B1');
    expect(
      depthRecipient([d('A7', 'reinforcement', 2, { number: 7, letter: 'A' }), d('X', 'reinforcement', 2)]).id,
    ).toBe('X');
    expect(
      depthRecipient([
        d('C2', 'reinforcement', 2, { number: 2, letter: 'C' }),
        d('B2', 'reinforcement', 2, { number: 2, letter: 'B' }),
      ]).id,
    ).toBe('B2');
  });
  it('only occupied units in communication without a Depth marker', () => {
    expect(
      depthRecipient([
        d('a', 'wn', 1, { depth: 1 }),
        d('b', 'wn', 1, { inCommunication: false }),
        d('c', 'wn', 1, { occupied: false }),
      ]).id,
    ).toBeUndefined();
  });
});

describe('2: reinforcement placement', () => {
  const e = (
    id: string,
    number: number | null,
    extra: Partial<Parameters<typeof eventReinforcementPlace>[0][number]> = {},
  ) => ({
    id,
    number,
    letter: null,
    empty: true,
    inCommunication: true,
    sector: 'east',
    adjacentToUs: false,
    withinTwoOfUs: false,
    ...extra,
  });
  it('event card: adjacent to US, then within 2 hexes, then in the sector; lowest number; numbered only', () => {
    expect(
      eventReinforcementPlace([e('5', 5, { withinTwoOfUs: true }), e('9', 9, { adjacentToUs: true })], 'east').id,
    ).toBe('9');
    expect(
      eventReinforcementPlace(
        [e('5', 5, { withinTwoOfUs: true }), e('3', 3, { withinTwoOfUs: true }), e('1', 1)],
        'east',
      ).id,
    ).toBe('3');
    expect(eventReinforcementPlace([e('4', 4, { sector: 'west' }), e('6', 6)], 'east').id).toBe('6');
    expect(eventReinforcementPlace([e('none', null, { adjacentToUs: true }), e('8', 8)], 'east').id).toBe('8');
    expect(
      eventReinforcementPlace([e('2', 2, { inCommunication: false, adjacentToUs: true })], 'east').id,
    ).toBeUndefined();
  });
  it('WN Depth marker: the nearest empty position, then the closest to US, then the lowest number', () => {
    const p = (id: string, number: number, distanceFromWn: number, distanceToUs: number, empty = true) => ({
      id,
      number,
      letter: null,
      empty,
      distanceFromWn,
      distanceToUs,
    });
    expect(depthReinforcementPlace([p('1', 1, 3, 1), p('2', 2, 2, 5)]).id).toBe('2');
    expect(depthReinforcementPlace([p('1', 1, 2, 4), p('2', 2, 2, 1)]).id).toBe('2');
    expect(depthReinforcementPlace([p('4', 4, 2, 1), p('3', 3, 2, 1)]).id).toBe('3');
    expect(depthReinforcementPlace([p('1', 1, 1, 1, false)]).id).toBeUndefined();
  });
});

describe('3: REDEPLOY priorities', () => {
  const r = (id: string, number: number, extra: Partial<Parameters<typeof redeployTarget>[1][number]> = {}) => ({
    id,
    number,
    letter: null,
    sector: 'east',
    vp: false,
    unoccupied: true,
    inCommunication: true,
    usSteps: 3,
    ...extra,
  });
  const from = { id: 'X', sector: 'east', vp: false };
  it('a VP position first, then the lowest ID, then more US strength', () => {
    expect(redeployTarget(from, [r('1', 1), r('9', 9, { vp: true })]).id).toBe('9');
    expect(redeployTarget(from, [r('4', 4), r('2', 2)]).id).toBe('2');
    expect(redeployTarget(from, [r('a', 0, { usSteps: 2 }), r('b', 0, { usSteps: 6 })]).id).toBe('b');
  });
  it('only empty positions of the same sector, in communication, with targets; from a VP only to a VP', () => {
    expect(
      redeployTarget(from, [
        r('w', 1, { sector: 'west' }),
        r('occ', 2, { unoccupied: false }),
        r('cut', 3, { inCommunication: false }),
        r('quiet', 4, { usSteps: 0 }),
      ]).id,
    ).toBeUndefined();
    expect(redeployTarget({ ...from, vp: true }, [r('1', 1)]).id).toBeUndefined();
  });
});

describe('2: Depth pools', () => {
  const pools = { wn: 0, tactical: 2, building: 0, mobile: 1, division: 1 };
  it('falls back to the next pool, or draws nothing', () => {
    expect(drawPool(C, 'wn', pools).pool).toBe('tactical');
    expect(drawPool(C, 'reinforcement-building', pools).pool).toBe('mobile');
    expect(drawPool(C, 'reinforcement', { ...pools, mobile: 0 }).pool).toBeUndefined();
    expect(drawPool(C, 'event-reinforcement', { ...pools, tactical: 0 }).pool).toBe('division');
    expect(drawPool(C, 'depth-reinforcement', { ...pools, tactical: 0 }).pool).toBeUndefined();
  });
});

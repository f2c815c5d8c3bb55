import { describe, expect, it } from 'vitest';
import {
  procedureOdds,
  resolveProcedure,
  stableKey,
  type AnyProcedure,
  type Outcome,
} from '../../../src/engine/index.ts';
import { system } from '../../../src/systems/bloody-omaha/index.ts';
import { attackRoll } from '../../../src/systems/bloody-omaha/procedures/attack.ts';
import { beachRoll } from '../../../src/systems/bloody-omaha/procedures/beach-disruption.ts';
import type { GameProcedure } from '../../../src/systems/bloody-omaha/procedures/common.ts';
import { driftRoll } from '../../../src/systems/bloody-omaha/procedures/drift.ts';
import { engineerRoll } from '../../../src/systems/bloody-omaha/procedures/engineer.ts';
import { locationRoll } from '../../../src/systems/bloody-omaha/procedures/event-location.ts';
import { mineRoll } from '../../../src/systems/bloody-omaha/procedures/mine-entry.ts';
import { eventRoll } from '../../../src/systems/bloody-omaha/procedures/random-event.ts';
import { ctx } from './helpers.ts';

const proc = (id: string): AnyProcedure => {
  const p = system.procedures.find((x) => x.id === `bloody-omaha.${id}`);
  if (!p) throw new Error(id);
  return p;
};

/** Resolves every face (or pair of faces) and counts outcomes: the odds must match exactly. */
function bruteForce(p: AnyProcedure, inputs: Record<string, unknown>): Map<string, number> {
  const out = new Map<string, number>();
  const groups = p.dice(inputs as never, ctx);
  const faces = [1, 2, 3, 4, 5, 6];
  const rolls =
    groups.length === 1
      ? faces.map((f) => ({ [groups[0]?.name as string]: [f] }))
      : faces.flatMap((a) =>
          faces.map((b) => ({ [groups[0]?.name as string]: [a], [groups[1]?.name as string]: [b] })),
        );
  for (const dice of rolls) {
    const r = resolveProcedure(p, ctx, { inputs, dice });
    const k = stableKey(r.outcome);
    out.set(k, (out.get(k) ?? 0) + 1 / rolls.length);
  }
  return out;
}

function expectOddsMatch(id: string, inputs: Record<string, unknown>): void {
  const p = proc(id);
  const odds = procedureOdds(p, ctx, inputs).outcomes;
  const brute = bruteForce(p, inputs);
  expect(odds.reduce((a, o) => a + o.p, 0)).toBeCloseTo(1, 12);
  expect(odds.length).toBe(brute.size);
  for (const o of odds) expect(o.p).toBeCloseTo(brute.get(stableKey(o.outcome)) ?? -1, 12);
}

describe('Bloody Omaha procedures: exact odds against every face', () => {
  it('drift', () => {
    expectOddsMatch('drift', {});
    expectOddsMatch('drift', { cardDrm: 2 });
  });
  it('beach disruption', () => {
    expectOddsMatch('beach-disruption', { turn: 1 });
    expectOddsMatch('beach-disruption', { turn: 8, gap: true, cardDrm: 1 });
  });
  it('event location (two ordered dice)', () => {
    expectOddsMatch('event-location', { turn: 2 });
    expectOddsMatch('event-location', { turn: 7 });
  });
  it('random event per terrain', () => {
    for (const terrain of ['beach', 'strongpoint', 'town', 'hedgerow']) expectOddsMatch('random-event', { terrain });
  });
  it('attack', () => {
    expectOddsMatch('attack', { unitsCf: 6, defenderCf: 4, turn: 2 });
    expectOddsMatch('attack', { unitsCf: 2, defenderCf: 0, anyDisrupted: true, mixed: true, turn: 9, cardDrm: 1 });
  });
  it('engineer', () => {
    expectOddsMatch('engineer', { target: 'obstacle', eps: 2, turn: 3 });
    expectOddsMatch('engineer', { target: 'mine', eps: 6, turn: 9, cardDrm: 2 });
  });
  it('mine entry', () => expectOddsMatch('mine-entry', {}));
});

describe('Bloody Omaha procedures: explanations', () => {
  it('beach disruption names every landing DRM with its source and the table cell', () => {
    const r = resolveProcedure(proc('beach-disruption'), ctx, {
      inputs: { turn: 2, gap: true, cardDrm: 1 },
      dice: '4',
    });
    expect(r.modifiers.map((m) => m.amount)).toEqual([1, -1, -1]);
    expect(r.modifiers.every((m) => m.source.length > 0)).toBe(true);
    expect(r.outcome).toEqual({ result: 'ne' });
    expect(r.cell).toEqual({ table: 'bloody-omaha.beach-disruption', row: 'ne', column: 'result' });
  });

  it('8.2c: a natural 6 fails even with a large DRM, and the explanation says so', () => {
    const r = resolveProcedure(proc('engineer'), ctx, { inputs: { target: 'mine', eps: 4, turn: 5 }, dice: '6' });
    expect(r.outcome).toEqual({ result: 'failure' });
    expect(r.explanation.join(' ')).toMatch(/natural 6/);
  });

  it('event location reads its two dice from named groups in order', () => {
    const r = resolveProcedure(proc('event-location'), ctx, { inputs: { turn: 5 }, dice: 'first:3;second:2' });
    expect(r.outcome).toEqual({ square: 'S02' });
    expect(r.cell).toEqual({ table: 'bloody-omaha.event-location', row: 'T5-T10/3', column: 'd2' });
  });
});

describe('Bloody Omaha procedures: the outcome alone (what a hushed game reads)', () => {
  /** Each procedure with inputs that reach its DRMs, card DRMs, zero German CF, the natural 6 and both tables. */
  const cases: [GameProcedure<never, Outcome>, Record<string, unknown>[]][] = [
    [driftRoll, [{ cardDrm: 0 }, { cardDrm: 2 }]],
    [
      beachRoll,
      [
        { turn: 1, gap: false, cardDrm: 0 },
        { turn: 8, gap: true, cardDrm: 1 },
        // each input alone changed (the outcome keeps its net DRM per inputs), and a card DRM past its memo key
        { turn: 8, gap: false, cardDrm: 1 },
        { turn: 1, gap: true, cardDrm: 1 },
        { turn: 1, gap: true, cardDrm: 20 },
      ],
    ],
    [locationRoll, [{ turn: 2 }, { turn: 7 }]],
    [eventRoll, ['beach', 'strongpoint', 'town', 'hedgerow'].map((terrain) => ({ terrain }))],
    [
      attackRoll,
      [
        { unitsCf: 6, tanks: 1, cardCf: 0, defenderCf: 4, anyDisrupted: false, mixed: false, turn: 2, cardDrm: 0 },
        { unitsCf: 2, tanks: 0, cardCf: 1, defenderCf: 0, anyDisrupted: true, mixed: true, turn: 9, cardDrm: 1 },
        { unitsCf: 3, tanks: 0, cardCf: 0, defenderCf: 7, anyDisrupted: true, mixed: false, turn: 5, cardDrm: 0 },
        { unitsCf: 3, tanks: 0, cardCf: 0, defenderCf: 7, anyDisrupted: false, mixed: false, turn: 5, cardDrm: 0 },
        { unitsCf: 3, tanks: 0, cardCf: 0, defenderCf: 7, anyDisrupted: false, mixed: true, turn: 5, cardDrm: 0 },
        { unitsCf: 3, tanks: 0, cardCf: 0, defenderCf: 1.5, anyDisrupted: false, mixed: true, turn: 5, cardDrm: 0 },
        { unitsCf: 3, tanks: 0, cardCf: 0, defenderCf: 1.25, anyDisrupted: false, mixed: true, turn: 5, cardDrm: 0 },
        { unitsCf: 3, tanks: 0, cardCf: 0, defenderCf: 1.5, anyDisrupted: false, mixed: true, turn: 9, cardDrm: 2 },
      ],
    ],
    [
      engineerRoll,
      [
        { target: 'obstacle', eps: 2, turn: 3, cardDrm: 0 },
        { target: 'mine', eps: 2, turn: 3, cardDrm: 0 },
        { target: 'obstacle', eps: 1, turn: 3, cardDrm: 0 },
        { target: 'mine', eps: 6, turn: 9, cardDrm: 2 },
        { target: 'mine', eps: 40, turn: 9, cardDrm: 2 },
      ],
    ],
    [mineRoll, [{}]],
  ];

  it('is the outcome resolve gives, for every face and each procedure', () => {
    for (const [p, inputsList] of cases) {
      for (const inputs of inputsList) {
        const groups = p.dice(inputs as never, ctx);
        for (let k = 0; k < 6 ** groups.length; k++) {
          const roll: Record<string, number[]> = {};
          groups.forEach((g, n) => (roll[g.name] = [1 + (Math.floor(k / 6 ** n) % 6)]));
          expect(p.outcome(inputs as never, roll, ctx), `${p.id} ${JSON.stringify([inputs, roll])}`).toEqual(
            p.resolve(inputs as never, roll, ctx).outcome,
          );
        }
      }
    }
  });
});

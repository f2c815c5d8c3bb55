import { describe, expect, it } from 'vitest';
import { resolveProcedure, type AnyProcedure } from '../../../src/engine/index.ts';
import { system } from '../../../src/systems/bloody-omaha/index.ts';
import { attackModifiers } from '../../../src/systems/bloody-omaha/rules/lookups.ts';
import { ZERO_CF_SETTING } from '../../../src/systems/bloody-omaha/rules-notes.ts';
import { context, ctx } from './helpers.ts';

const attack = system.procedures.find((p) => p.id === 'bloody-omaha.attack') as AnyProcedure;
const base = { attackerCf: 4, defenderCf: 4, anyDisrupted: false, mixed: false, turn: 5, cardDrm: 0 };
const net = (f: Partial<typeof base>, c = ctx, reading: 'replace' | 'add' = 'replace'): number =>
  attackModifiers(c, { ...base, ...f }, reading).reduce((a, m) => a + m.amount, 0);

describe('13.4 Attack DRMs', () => {
  it('13.4c: one odds DRM: defender greater +1, equal 0, attacker greater -1, double -2', () => {
    expect(net({ attackerCf: 3, defenderCf: 4 })).toBe(1);
    expect(net({ attackerCf: 4, defenderCf: 4 })).toBe(0);
    expect(net({ attackerCf: 7, defenderCf: 4 })).toBe(-1);
    expect(net({ attackerCf: 8, defenderCf: 4 })).toBe(-2);
    expect(net({ attackerCf: 20, defenderCf: 4 })).toBe(-2);
  });

  it('13.4b: +1 when any attacking unit is disrupted', () => {
    expect(net({ attackerCf: 7, defenderCf: 4, anyDisrupted: true })).toBe(0);
  });

  it('13.4c5: a German CF of 0 gives -2, or only -1 with a disrupted attacker (and the other reading as a setting)', () => {
    expect(net({ attackerCf: 2, defenderCf: 0 })).toBe(-2);
    expect(net({ attackerCf: 2, defenderCf: 0, anyDisrupted: true })).toBe(-1);
    expect(net({ attackerCf: 2, defenderCf: 0, anyDisrupted: true }, ctx, 'add')).toBe(0);
    const r = resolveProcedure(attack, context({ [ZERO_CF_SETTING]: 'add' }), {
      inputs: { unitsCf: 2, defenderCf: 0, anyDisrupted: true, turn: 5 },
      dice: '3',
    });
    expect(r.modifiers.reduce((a, m) => a + m.amount, 0)).toBe(0);
  });

  it('13.4d: +1 for a mixed formation', () => {
    expect(net({ mixed: true })).toBe(1);
  });

  it('13.4a: turn-dependent DRMs apply only in their turns', () => {
    expect(net({ turn: 1 })).toBe(1);
    expect(net({ turn: 5 })).toBe(0);
    expect(net({ turn: 9 })).toBe(-1);
  });

  it('9.1a and 13.2: Tanks and combat cards add to the attack CF, not the roll', () => {
    const r = resolveProcedure(attack, ctx, {
      inputs: { unitsCf: 2, tanks: 2, cardCf: 0, defenderCf: 4, turn: 5 },
      dice: '3',
    });
    expect(r.modifiers.find((m) => m.source === '13.4c')?.amount).toBe(0);
    const r2 = resolveProcedure(attack, ctx, {
      inputs: { unitsCf: 2, tanks: 2, cardCf: 4, defenderCf: 4, turn: 5 },
      dice: '3',
    });
    expect(r2.modifiers.find((m) => m.source === '13.4c')?.amount).toBe(-2);
  });

  it('14.2: a combat card DRM lowers the roll', () => {
    const r = resolveProcedure(attack, ctx, { inputs: { unitsCf: 4, defenderCf: 4, turn: 5, cardDrm: 2 }, dice: '5' });
    expect(r.modifiers.find((m) => m.source === '14.2')?.amount).toBe(-2);
    expect(r.outcome).toEqual({ result: 'S-1D' });
  });

  it('the explanation gives the CF sum, the roll and the table row', () => {
    const r = resolveProcedure(attack, ctx, {
      inputs: { unitsCf: 6, tanks: 1, defenderCf: 3, turn: 2, anyDisrupted: true, mixed: true },
      dice: '2',
    });
    expect(r.explanation[0]).toMatch(/Attack CF 7/);
    expect(r.modifiers.map((m) => m.source)).toEqual(['13.4c', '13.4b', '13.4d', '13.4a (provisional)']);
    expect(r.cell?.table).toBe('bloody-omaha.attack');
  });
});

import { describe, expect, it } from 'vitest';
import { effectText, effectWhy, fofByIntensity, isHit, positionName, positionSummary, unitSummary } from '../../../src/ui/boards/dday-omaha/labels.ts';
import { play } from './helpers.ts';

describe('words on the board', () => {
  it('summarises a position in one line', () => {
    const s = play([{ type: 'set-position', id: 'WN62', patch: { depth: 2, disrupted: true } }]);
    const wn62 = s.positions.find((p) => p.id === 'WN62')!;
    expect(positionSummary(wn62)).toBe('2 units, revealed, Disrupted, 2 Depth, in communication');
    const b1 = s.positions.find((p) => p.id === 'B1')!;
    expect(positionSummary(b1)).toBe('empty, in communication');
    expect(positionName(b1)).toBe('Reinforcement position B1');
  });

  it('sorts each field of fire closest first', () => {
    const f = fofByIntensity({ fof: [{ unit: 'X', intensity: 'intense', range: 3 }, { unit: 'Y', intensity: 'intense', range: 1 }, { unit: 'Z', intensity: 'sporadic', range: 2 }] });
    expect(f).toEqual({ intense: ['Y', 'X'], steady: [], sporadic: ['Z'] });
  });

  it('summarises a unit with its steps, markers and place', () => {
    const s = play([{ type: 'set-unit', id: 'E/2/16', patch: { steps: 2, disrupted: true, hero: 'hero', where: 'map', hex: 'beach 3' } }]);
    expect(unitSummary(s.units.find((u) => u.id === 'E/2/16')!)).toBe('Infantry, 2 of 3 steps, symbol foot, Disrupted, Hero, at beach 3');
    expect(unitSummary(s.units.find((u) => u.id === 'Gen. Cota')!)).toBe('General, lands turn 5');
    expect(unitSummary(s.units.find((u) => u.id === '1/B/741')!)).toBe('Tank, 2 of 2 steps, symbol armor, lands from turn 1 (turn 0 in 9.1)');
  });

  it('says what each effect of the walk does', () => {
    expect(effectText({ kind: 'hit', unit: 'E/2/16', target: 'unit', effect: 'step+disrupted', why: '' })).toBe('E/2/16: −1 step and Disrupted');
    expect(effectText({ kind: 'hit', unit: 'Gen. Cota', target: 'leader', effect: 'step', why: '' })).toBe('Gen. Cota: leader hit');
    expect(effectText({ kind: 'disrupt-unit', unit: 'L/3/16', why: '' })).toBe('L/3/16: Disrupted');
    expect(effectText({ kind: 'position', position: 'B1', patch: { occupied: true, units: 1, revealed: false, depth: 1 }, why: '' })).toBe('B1: occupied, 1 unit, face down, Depth 1');
    expect(effectText({ kind: 'position', position: 'B1', patch: { occupied: true, units: 1, depth: 0, revealed: false }, why: '' })).toBe('B1: occupied, 1 unit, face down');
    expect(effectText({ kind: 'position', position: 'A7', patch: { occupied: false, units: 0, depth: 0, revealed: false, disrupted: false }, why: '' })).toBe('A7: left empty');
    expect(effectText({ kind: 'pool', pool: 'mobile', delta: -1, why: '' })).toBe('Mobile Depth pool −1');
    expect(effectText({ kind: 'eliminated-wn', delta: -2, why: '' })).toBe('Eliminated WN units −2');
    expect(effectText({ kind: 'note', why: 'swap the marker' })).toBe('swap the marker');
    expect(effectText({ kind: 'position', position: 'WN62', patch: { disrupted: false }, why: '' })).toBe('WN62: Disrupted marker removed');
    expect(isHit({ kind: 'disrupt-unit', unit: 'x', why: '' })).toBe(true);
    expect(isHit({ kind: 'pool', pool: 'wn', delta: 1, why: '' })).toBe(false);
  });

  it('gives the reason beside an effect only when it adds something', () => {
    expect(effectWhy({ kind: 'position', position: 'A7', patch: { occupied: false }, why: 'A7 left empty' })).toBe('');
    expect(effectWhy({ kind: 'position', position: 'B1', patch: { occupied: true }, why: 'ADVANCE into B1 (3)' })).toBe('ADVANCE into B1 (3)');
    expect(effectWhy({ kind: 'note', why: 'swap' })).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { odds, run } from './helpers.ts';

const ID = 'dday-omaha.german-action';
type Col = 'R-unocc' | 'R-none' | 'R-fof' | 'W-unocc' | 'W-none' | 'W-fof';

// The section 3 matrix, written out by hand from the digest (not read from the table file).
// Conditional cells are given with their condition met; the unmet case is tested separately.
const MATRIX: Record<string, Record<Col, string[]>> = {
  F: { 'R-unocc': [], 'R-none': [], 'R-fof': ['fire'], 'W-unocc': [], 'W-none': [], 'W-fof': ['fire'] },
  R: {
    'R-unocc': ['reinforce'],
    'R-none': ['redeploy'],
    'R-fof': ['re-supply', 'fire'],
    'W-unocc': ['re-occupy'],
    'W-none': [],
    'W-fof': ['fire'],
  },
  M: { 'R-unocc': [], 'R-none': ['mortar'], 'R-fof': ['fire'], 'W-unocc': [], 'W-none': ['mortar'], 'W-fof': ['fire'] },
  P: { 'R-unocc': [], 'R-none': ['patrol'], 'R-fof': ['patrol'], 'W-unocc': [], 'W-none': [], 'W-fof': ['fire'] },
  A: {
    'R-unocc': ['ambush'],
    'R-none': ['advance'],
    'R-fof': ['fire'],
    'W-unocc': [],
    'W-none': ['artillery'],
    'W-fof': ['fire'],
  },
};

function inputsFor(card: string, col: Col) {
  const position = col.startsWith('R') ? 'reinforcement' : 'wn';
  const occupied = !col.endsWith('unocc');
  const fof = col.endsWith('fof') || col === 'R-unocc';
  return {
    card,
    position,
    occupied,
    inCommunication: true,
    usInFieldOfFire: fof,
    withinTwoHexesOfUs: true,
    disrupted: false,
    caliber: '88',
  };
}

describe('section 3: German action matrix, every cell', () => {
  for (const [card, row] of Object.entries(MATRIX)) {
    for (const [col, expected] of Object.entries(row) as [Col, string[]][]) {
      it(`card ${card}, ${col}: ${expected.join(' then ') || 'nothing'}`, () => {
        const r = run(ID, inputsFor(card, col));
        expect(r.outcome).toEqual({ actions: expected });
        expect(r.cell?.table).toBe('dday-omaha.german-actions');
        expect(odds(ID, r.inputs)).toEqual([{ outcome: { actions: expected }, p: 1 }]);
      });
    }
  }
});

describe('section 3: conditions and bullets', () => {
  const base = {
    inCommunication: true,
    disrupted: false,
    caliber: 'none',
    withinTwoHexesOfUs: false,
    usInFieldOfFire: false,
  };
  it('R on an empty Reinforcement position reinforces only with US units within 2 hexes', () => {
    expect(run(ID, { ...base, card: 'R', position: 'reinforcement', occupied: false }).outcome).toEqual({
      actions: [],
    });
    expect(
      run(ID, { ...base, card: 'R', position: 'reinforcement', occupied: false, withinTwoHexesOfUs: true }).outcome,
    ).toEqual({ actions: ['reinforce'] });
  });
  it('A on an empty Reinforcement position ambushes only with US in its field of fire', () => {
    expect(run(ID, { ...base, card: 'A', position: 'reinforcement', occupied: false }).outcome).toEqual({
      actions: [],
    });
  });
  it('ARTILLERY needs a 75 or 88 caliber', () => {
    for (const caliber of ['none', '50'])
      expect(run(ID, { ...base, card: 'A', position: 'wn', occupied: true, caliber }).outcome).toEqual({ actions: [] });
    expect(run(ID, { ...base, card: 'A', position: 'wn', occupied: true, caliber: '75' }).outcome).toEqual({
      actions: ['artillery'],
    });
  });
  it('RE-SUPPLY only when in communication; the fire still happens', () => {
    expect(
      run(ID, {
        ...base,
        card: 'R',
        position: 'reinforcement',
        occupied: true,
        usInFieldOfFire: true,
        inCommunication: false,
      }).outcome,
    ).toEqual({ actions: ['fire'] });
  });
  it('unoccupied positions out of communication do nothing on any card', () => {
    for (const card of ['F', 'R', 'M', 'P', 'A']) {
      for (const position of ['wn', 'reinforcement']) {
        expect(
          run(ID, {
            ...base,
            card,
            position,
            occupied: false,
            inCommunication: false,
            usInFieldOfFire: true,
            withinTwoHexesOfUs: true,
          }).outcome,
        ).toEqual({ actions: [] });
      }
    }
  });
  it('occupied positions act whether in communication or not', () => {
    expect(run(ID, { ...base, card: 'M', position: 'wn', occupied: true, inCommunication: false }).outcome).toEqual({
      actions: ['mortar'],
    });
  });
  it('a disrupted occupied position only removes its marker, on every card', () => {
    for (const card of ['F', 'R', 'M', 'P', 'A']) {
      const r = run(ID, { ...base, card, position: 'wn', occupied: true, disrupted: true });
      expect(r.outcome).toEqual({ actions: ['remove-disrupted'] });
    }
  });
  it('reading "when-acting": the marker stays when the cell is empty', () => {
    const r = run(
      ID,
      { ...base, card: 'F', position: 'wn', occupied: true, disrupted: true },
      { disruptedRemoval: 'when-acting' },
    );
    expect(r.outcome).toEqual({ actions: [] });
    const r2 = run(
      ID,
      { ...base, card: 'M', position: 'wn', occupied: true, disrupted: true },
      { disruptedRemoval: 'when-acting' },
    );
    expect(r2.outcome).toEqual({ actions: ['remove-disrupted'] });
  });
  it('ADVANCE or FIRE follows the setting when Depth is unknown', () => {
    const i = { ...base, card: 'A', position: 'reinforcement', occupied: true, usInFieldOfFire: true };
    expect(run(ID, i).outcome).toEqual({ actions: ['fire'] });
    expect(run(ID, i, { advanceOrFire: 'advance' }).outcome).toEqual({ actions: ['advance'] });
  });
  it('explains the cell used', () => {
    const r = run(ID, { ...base, card: 'R', position: 'reinforcement', occupied: true, usInFieldOfFire: true });
    expect(r.explanation[0]).toContain('Card R');
    expect(r.summary).toBe('RE-SUPPLY then FIRE');
  });
});

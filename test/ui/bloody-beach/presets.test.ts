import { describe, expect, it } from 'vitest';
import { countersFromState } from '../../../src/ui/boards/bloody-beach/counters.ts';
import { presetInputs } from '../../../src/ui/boards/bloody-beach/presets.ts';
import { boardOf, smallMap, unitTypes } from './helpers.ts';

describe('procedure inputs filled from the board', () => {
  const doc = smallMap(
    ['BBBB', 'CHHC', 'CCCC'],
    { roads: [{ kind: 'secondary', name: '', hexes: ['0103', '0202'] }], roadblocks: ['0202'] },
    ['0000', '0110', '0000'],
  );
  const board = boardOf(doc);
  const [us, de, pb] = countersFromState(
    {
      units: [
        { id: 'a', type: 'us-rifle', side: 'us', hex: '0103', steps: 3 },
        { id: 'g', type: 'de-grenadier', side: 'german', hex: '0202', pinned: true },
        { id: 'p', type: 'de-pillbox-75', side: 'german', hex: '0301' },
      ],
    },
    unitTypes,
    'even-q',
  );

  it('movement cost: the hex entered, along the road, with its change of level and roadblock', () => {
    const i = presetInputs(
      'bloody-beach.movement-cost',
      us!,
      undefined,
      board,
      [board.hex('0103'), board.hex('0202')],
      doc,
    );
    expect(i).toEqual({
      unitClass: 'infantry',
      terrain: 'bocage',
      enteredAlong: 'secondary',
      elevationChange: true,
      hexside: 'none',
      startedAdjacent: true,
      fromBeach: false,
      roadblock: true,
    });
  });

  it('small arms fire: the firer’s firepower and the target’s terrain, morale, hits and pin', () => {
    expect(presetInputs('bloody-beach.small-arms-fire', us!, de, board, undefined, doc)).toEqual({
      firepower: 4,
      terrain: 'bocage',
      targetMorale: 7,
      targetHits: 0,
      targetPinned: true,
      targetIsHq: false,
    });
  });

  it('anti-tank fire and close combat against a pillbox', () => {
    expect(presetInputs('bloody-beach.anti-tank-fire', us!, pb, board, undefined, doc)).toMatchObject({
      antiTank: 1,
      armor: 4,
      targetOnBeach: true,
    });
    expect(presetInputs('bloody-beach.close-combat', us!, pb, board, undefined, doc)).toMatchObject({
      attackerMorale: 6,
      defenderIsPillboxOrNest: true,
    });
  });

  it('morale check: the unit’s morale, hit markers and terrain', () => {
    expect(presetInputs('bloody-beach.morale-check', us!, undefined, board, undefined, doc)).toEqual({
      morale: 6,
      hits: 1,
      terrain: 'clear',
    });
  });
});

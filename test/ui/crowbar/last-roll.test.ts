import { describe, expect, it } from 'vitest';
import type { LastRoll } from '../../../src/systems/crowbar/game/types.ts';
import { combatGroups, freshRoll, rollTitle } from '../../../src/ui/boards/crowbar/last-roll.ts';

const closeCombat: LastRoll = {
  for: 'close-combat',
  col: 5,
  seq: 12,
  dice: [
    { die: 'ranger', face: 6 },
    { die: 'ranger', face: 4 },
    { die: 'german', face: 5 },
  ],
};

describe('the last roll on the dice tray', () => {
  it('J: a Close Combat shows each side\'s Combat Dice apart, with the column fighting', () => {
    expect(rollTitle(closeCombat)).toBe('Close Combat, column 5');
    expect(combatGroups(closeCombat)).toEqual([
      { side: 'ranger', label: 'Rangers', dice: [{ index: 0, face: 6 }, { index: 1, face: 4 }] },
      { side: 'german', label: 'Germans', dice: [{ index: 2, face: 5 }] },
    ]);
  });

  it('G-3: a Movement Die is drawn on the tray itself, so no Combat Dice group', () => {
    const r: LastRoll = { for: 'movement', col: 3, seq: 4, dice: [{ die: 'red', face: 2 }] };
    expect(combatGroups(r)).toEqual([]);
    expect(rollTitle(r)).toBe('Movement Die, column 3');
  });

  it('a roll tumbles once: when its number moves on, not when the board first draws it, nor again after', () => {
    expect(freshRoll(undefined, closeCombat)).toBeUndefined();
    expect(freshRoll(11, closeCombat)).toBe(closeCombat);
    expect(freshRoll(12, closeCombat)).toBeUndefined();
    expect(freshRoll(0, null)).toBeUndefined();
  });
});

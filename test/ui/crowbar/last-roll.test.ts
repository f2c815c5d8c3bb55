import { describe, expect, it } from 'vitest';
import type { LastRoll } from '../../../src/systems/crowbar/game/types.ts';
import { freshRoll } from '../../../src/ui/boards/crowbar/last-roll.ts';

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
  it('a roll tumbles once: when its number moves on, not when the board first draws it, nor again after', () => {
    expect(freshRoll(undefined, closeCombat)).toBeUndefined();
    expect(freshRoll(11, closeCombat)).toBe(closeCombat);
    expect(freshRoll(12, closeCombat)).toBeUndefined();
    expect(freshRoll(0, null)).toBeUndefined();
  });
});

import type { CrowbarState, DieColor, RolledDie, RollFor } from './types.ts';

/**
 * The most recent dice of the game, kept in the state (`lastRoll`) so the board can show the faces without
 * reading the log. Every roll of the reducer, whether by the generator or typed in with an action, ends here.
 */

export function noteRoll(g: CrowbarState, what: RollFor, dice: readonly RolledDie[], col: number | null): void {
  g.lastRoll = { for: what, col, dice, seq: (g.lastRoll?.seq ?? 0) + 1 };
}

/** Combat Dice faces thrown for one side (or for a number: `combat`). */
export function combatDice(side: 'ranger' | 'german' | 'combat', faces: readonly number[]): RolledDie[] {
  const out: RolledDie[] = [];
  for (const face of faces) out.push({ die: side, face });
  return out;
}

export function movementDie(die: DieColor, face: number): RolledDie[] {
  return [{ die, face }];
}

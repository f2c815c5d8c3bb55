import type { CrowbarState, DieColor, RolledDie, RollFor } from './types.ts';

/**
 * The most recent dice of the game, kept in the state (`lastRoll`) so the board can show the faces without
 * reading the log. Every roll of the reducer, whether by the generator or typed in with an action, ends here.
 * A die is one of a few dozen kind-and-face pairs, so each is made once and shared (never changed): recording a
 * roll costs the simulator nothing.
 */

type Kind = RolledDie['die'];

function faces(die: Kind): readonly RolledDie[] {
  const out: RolledDie[] = [];
  for (let face = 0; face <= 6; face++) out.push({ die, face });
  return out;
}

const RANGER = faces('ranger');
const GERMAN = faces('german');
const COMBAT = faces('combat');
/** Single-die rolls of each Movement Die, by face. */
const MOVEMENT: Readonly<Record<DieColor, readonly (readonly RolledDie[])[]>> = {
  green: faces('green').map((d) => [d]),
  yellow: faces('yellow').map((d) => [d]),
  red: faces('red').map((d) => [d]),
  black: faces('black').map((d) => [d]),
};

export function noteRoll(g: CrowbarState, what: RollFor, dice: readonly RolledDie[], col: number | null): void {
  const shown = newRoll(g, what, col);
  for (let i = 0; i < dice.length; i++) shown.push(dice[i] as RolledDie);
}

/** Records a throw of Combat Dice for one side (`thrown`: the faces) without making a list of them first. */
export function noteCombatRoll(
  g: CrowbarState,
  what: RollFor,
  side: 'ranger' | 'german' | 'combat',
  thrown: readonly number[],
  col: number | null,
): RolledDie[] {
  return combatDice(side, thrown, newRoll(g, what, col));
}

/**
 * The latest roll, made the new one: its own list of dice comes back emptied for the caller to fill. The record
 * and its list are the state's own, changed in place (apply works on a copy), so a roll makes no new object; the
 * list is emptied item by item, which keeps its room for the next roll. The shared dice of `faces` go in it, never
 * a shared list (it would be emptied with it).
 */
function newRoll(g: CrowbarState, what: RollFor, col: number | null): RolledDie[] {
  const last = g.lastRoll;
  if (!last) {
    const dice: RolledDie[] = [];
    g.lastRoll = { for: what, col, dice, seq: 1 };
    return dice;
  }
  last.for = what;
  last.col = col;
  last.seq += 1;
  while (last.dice.length) last.dice.pop();
  return last.dice;
}

/** Combat Dice faces thrown for one side (or for a number: `combat`), appended to `out` if given. */
export function combatDice(
  side: 'ranger' | 'german' | 'combat',
  thrown: readonly number[],
  out: RolledDie[] = [],
): RolledDie[] {
  const row = side === 'ranger' ? RANGER : side === 'german' ? GERMAN : COMBAT;
  for (let i = 0; i < thrown.length; i++) {
    const face = thrown[i] as number;
    out.push(row[face] ?? { die: side, face });
  }
  return out;
}

export function movementDie(die: DieColor, face: number): readonly RolledDie[] {
  const byFace =
    die === 'green'
      ? MOVEMENT.green
      : die === 'yellow'
        ? MOVEMENT.yellow
        : die === 'red'
          ? MOVEMENT.red
          : MOVEMENT.black;
  return byFace[face] ?? [{ die, face }];
}

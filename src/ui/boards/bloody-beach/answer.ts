import type { GameAction } from '../../../systems/types.ts';

/** One legal answer: a hex to tap, or a unit to name, with the action that gives it. */
export interface Answer {
  /** The printed hex the answer is (a tap on it answers), when the choice is of a hex. */
  readonly hex?: string;
  /** Its words on a button. */
  readonly label: string;
  readonly action: GameAction;
}

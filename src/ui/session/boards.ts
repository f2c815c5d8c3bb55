import type { InputValues } from '../../engine/index.ts';
import type { SystemId } from '../../systems/types.ts';

/**
 * Per-system boards and rosters, loaded with their system when a session opens. Each module defines a custom
 * element named `umpire-board-<system>` taking `.system`, `.state` (the game state), `.status` and `.ctx`, and
 * sending `umpire-menu` with `procedure:<id>` to open a procedure and `umpire-game-action` to play an action. Systems without one show their
 * procedures instead. A board may also send BOARD_PROCEDURE (below) to open a procedure with its inputs filled
 * from its selection (a roll the game needs is better made as the game's own action: see GameDefinition.rollFor); and may set `ownsFlow = true` when it shows the
 * sequence of play and what is due itself (the session then leaves out its generic stepper).
 *
 * The board fills the session's board area, a size container: `100cqh` is the height a board may fill (a map
 * sized to it fills the screen under the strips). While a procedure is open, a board sends `umpire-focus-target`
 * with the element being chosen on (or a box inside it: a hex on a canvas), and the session scrolls it into
 * view above the portrait sheet; an event without an element says nothing is being chosen.
 */
export const BOARDS: Partial<Record<SystemId, () => Promise<unknown>>> = {
  'bloody-beach': () => import('../boards/bloody-beach/index.ts'),
  'bloody-omaha': () => import('../boards/bloody-omaha/index.ts'),
  'dday-omaha': () => import('../boards/dday-omaha/index.ts'),
  brecourt: () => import('../boards/brecourt/index.ts'),
  crowbar: () => import('../boards/crowbar/index.ts'),
};

/** The event a board sends to open a procedure filled in from its selection. */
export const BOARD_PROCEDURE = 'umpire-board-procedure';

/** Open `procedure` with `inputs` preset (the referee only corrects them). */
export interface BoardProcedureRequest {
  readonly procedure: string;
  readonly inputs?: InputValues;
  /** Who rolls for what, in words, for the log ("Winters fires at the crewman of gun 2"). */
  readonly about?: string;
}

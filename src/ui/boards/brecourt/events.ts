import type { DiceRoll, InputValue } from '../../../engine/index.ts';
import type { BrecourtAction } from '../../../systems/brecourt/game/actions.ts';
import type { DueItem } from './due-model.ts';
import type { Act } from './figure-acts.ts';

/** Events the roster's parts send up to the board (inside the board only; the session never sees them). */
export interface BoardEvents {
  'bc-tap': { id: string };
  'bc-act': { act: Act };
  'bc-due': { item: DueItem };
  'bc-gun': { gun: string };
  'bc-cancel': Record<string, never>;
  /** The referee tells the roll being set up something only the table shows (a range, a cover). */
  'bc-fact': { name: string; value: InputValue };
  /** Make the roll set up: Umpire rolls, or the dice thrown at the table. */
  'bc-roll': { dice?: DiceRoll };
}

type BoardEventMap = { [K in keyof BoardEvents]: CustomEvent<BoardEvents[K]> };

declare global {
  // Declaration merging, as in ui/base.ts: the board's listeners then take their typed events without a cast.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends BoardEventMap {}
}

/** Sends a board event from one of its parts (bubbling and composed, so it crosses the parts' shadow roots). */
export function send<K extends keyof BoardEvents>(from: HTMLElement, name: K, detail: BoardEvents[K]): void {
  from.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}

/** Sends a game action to the session (typed as the game's own, so a misspelt field is an error here). */
export function play(from: HTMLElement, action: BrecourtAction): void {
  from.dispatchEvent(
    new CustomEvent<{ action: BrecourtAction }>('umpire-game-action', {
      detail: { action },
      bubbles: true,
      composed: true,
    }),
  );
}

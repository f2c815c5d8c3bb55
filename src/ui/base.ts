import type { GameAction, SystemId } from '../systems/types.ts';
import type { Cell, DiceRoll, InputValues } from '../engine/index.ts';
import { LitElement } from 'lit';

/**
 * The events Umpire's elements send, by name, with their detail. Listeners and senders share this map, so
 * a misspelt name or a wrong detail is a type error.
 */
export interface UmpireEvents {
  'umpire-change': { name: string; value: boolean | number | string };
  'umpire-navigate': { hash: string };
  'umpire-resolved': { eventId?: string };
  'umpire-confirm': { confirmed: boolean };
  'umpire-dice': { group: string; values: (number | string)[] };
  'umpire-toast': { message: string; kind?: 'info' | 'error' };
  'umpire-new-session': { system: SystemId };
  'umpire-session-action': { id: string; action: 'rename' | 'duplicate' | 'export' | 'delete' };
  'umpire-menu': { id: string };
  /** A table value edited (value given) or restored to the shipped one (value absent; no row: the whole table). */
  'umpire-cell': { table: string; row?: string; column?: string; value?: Cell };
  'umpire-game-action': { action: GameAction };
  /** A board with hidden information says whose eyes are on the screen now (the log then tells that side's words). */
  'umpire-viewer': { side?: string };
  /** A board's roll to make (umpire-board-roll): with the dice thrown at the table, or rolled by Umpire when absent. */
  'umpire-roll': { dice?: DiceRoll };
  /**
   * What a board is choosing on now (the figure firing and its targets, a hex on the map), so the session keeps it
   * in view above the procedure sheet: an element, or a box in that element's own pixels (a hex on a canvas).
   * Without an element: nothing is being chosen.
   */
  'umpire-focus-target': { element?: Element; box?: { x: number; y: number; width: number; height: number } };
  /** A procedure to resolve with these inputs: dice typed in, or rolled by the session when absent. */
  'umpire-resolve': { procedure: string; inputs: InputValues; dice?: DiceRoll };
}

/** The base of every Umpire element: a typed `emit()` for composed, bubbling custom events. */
export class UmpireElement extends LitElement {
  emit<K extends keyof UmpireEvents>(
    name: K,
    detail: UmpireEvents[K],
    options: { bubbles?: boolean; cancelable?: boolean } = {},
  ): boolean {
    const event = new CustomEvent<UmpireEvents[K]>(name, {
      detail,
      bubbles: options.bubbles ?? true,
      composed: true,
      cancelable: options.cancelable ?? false,
    });
    return this.dispatchEvent(event);
  }
}

type UmpireEventMap = { [K in keyof UmpireEvents]: CustomEvent<UmpireEvents[K]> };

declare global {
  // Declaration merging: an empty interface that extends the map is how the app's events join the DOM's.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends UmpireEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DocumentEventMap extends UmpireEventMap {}
}

/** Announces a message to screen readers through the app's polite live region. */
export function announce(message: string): void {
  document.dispatchEvent(new CustomEvent('umpire-announce', { detail: message }));
}

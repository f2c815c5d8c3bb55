import type { Action } from '../../../systems/dday-omaha/game/actions.ts';
import type { CardDraft } from './card.ts';

/** The events the board's parts send up to the board, by name, with their detail. */
interface DdayBoardEventMap {
  'dday-actions': CustomEvent<{ actions: Action[] }>;
  'dday-pick': CustomEvent<{ id: string }>;
  'dday-draft': CustomEvent<CardDraft>;
}

declare global {
  // Declaration merging, as in ui/base.ts: the board's listeners then take their typed events without a cast.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends DdayBoardEventMap {}
}

/**
 * The board's parts ask for game actions with this event; the board sends them to the session one at a time
 * (each is one logged event, and the session takes one request at a time).
 */
export const ACTIONS_EVENT = 'dday-actions';

export function sendActions(from: HTMLElement, ...actions: Action[]): void {
  if (actions.length === 0) return;
  from.dispatchEvent(
    new CustomEvent<{ actions: Action[] }>(ACTIONS_EVENT, { detail: { actions }, bubbles: true, composed: true }),
  );
}

/**
 * Actions waiting their turn. `next()` hands out one when the previous one has been answered (a new state came
 * back); a stale queue (its action refused, no new state) is dropped after `staleMs`.
 */
export class ActionQueue {
  private items: Action[] = [];
  /** When the action in flight was sent, or undefined when none is. */
  private waitingSince: number | undefined;
  constructor(private readonly staleMs = 4000) {}

  /** Adds actions; returns the first to send now, if nothing is in flight. */
  push(actions: readonly Action[], now: number): Action | undefined {
    if (this.waitingSince !== undefined && now - this.waitingSince > this.staleMs) this.clear();
    this.items.push(...actions);
    if (this.waitingSince !== undefined) return undefined;
    return this.take(now);
  }

  /** A new state arrived: the action in flight is done; returns the next to send. */
  settled(now: number): Action | undefined {
    this.waitingSince = undefined;
    return this.take(now);
  }

  get pending(): number {
    return this.items.length + (this.waitingSince !== undefined ? 1 : 0);
  }

  clear(): void {
    this.items = [];
    this.waitingSince = undefined;
  }

  private take(now: number): Action | undefined {
    const a = this.items.shift();
    this.waitingSince = a ? now : undefined;
    return a;
  }
}

/** The map's choice of a hex or landing box ('' clears it), handled by the board. */
export const PICK_EVENT = 'dday-pick';

export function sendPick(from: HTMLElement, id: string): void {
  from.dispatchEvent(new CustomEvent<{ id: string }>(PICK_EVENT, { detail: { id }, bubbles: true, composed: true }));
}

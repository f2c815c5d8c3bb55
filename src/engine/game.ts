/**
 * The contract of a whole game kept by Umpire. The engine (sessions, replay) drives any game through it; each
 * system under src/systems implements it.
 */
import type { RulesContext, SettingValue } from './context.ts';
import type { InputValues } from './inputs.ts';
import type { Rng } from './rng.ts';
import type { Told } from './told.ts';

/** Where a game stands, for the top bar and the "what is due now" stepper. */
export interface GameStatus {
  readonly turn: number;
  /** e.g. "20" or "16 (extended 32)". */
  readonly lastTurn?: number;
  readonly phase: string;
  /** The steps of the sequence of play, with the current one marked. */
  readonly steps: readonly { readonly id: string; readonly label: string; readonly current: boolean }[];
  /** What the rules require now, in a few words each. */
  readonly prompts: readonly string[];
  readonly over: boolean;
  /** Set when the game is over, e.g. "US Decisive Victory". */
  readonly result?: string;
}

/** The roll an action is about to make: its procedure and inputs, so the odds can be shown before it. */
export interface RollPreview {
  readonly procedure: string;
  readonly inputs: InputValues;
  /** Who rolls for what, in words ("A/116 tries to unpin"). */
  readonly about?: string;
}

/**
 * A whole game kept by Umpire, as a pure reducer in the style of boardgame.io: every player decision is an
 * action (plain JSON with a `type`); apply never mutates, and all randomness comes from the rng it is given
 * (or from dice carried in the action, for dice thrown at the table). Replaying the same actions from the same
 * seed gives the same state.
 */
export interface GameDefinition<S = unknown, A extends { readonly type: string } = { readonly type: string }> {
  /** A new game; random placements come from rng. `options` are the session's settings and setup choices. */
  setup(options: Readonly<Record<string, SettingValue>>, rng: Rng, ctx: RulesContext): S;
  /** Why the action is illegal now, or undefined when it is legal. */
  check(state: S, action: A, ctx: RulesContext): string | undefined;
  /** Applies a legal action. */
  apply(state: S, action: A, rng: Rng, ctx: RulesContext): S;
  /** Every legal action now (what the UI offers and the fuzz tests play); may be a representative set where
   * a choice is continuous. */
  legalActions(state: S, ctx: RulesContext): A[];
  status(state: S): GameStatus;
  /** Checks an action read from an untrusted file, naming the path of any error. */
  parseAction(value: unknown): A;
  /**
   * What the action did, one Told per thing that happened (the choice, every roll with its dice, every result),
   * read from the states before and after it. What only one side may know carries that `side` and a cover.
   */
  tell(before: S, after: S, action: A, ctx: RulesContext): readonly Told[];
  /** The roll `action` would make now, when it makes one: the board shows its odds before the player commits. */
  rollFor?(state: S, action: A, ctx: RulesContext): RollPreview | undefined;
  /**
   * Why an action read back from a log cannot have been chosen when its event was recorded (`recordedAt`, ms since
   * the epoch), e.g. a clock time hours after it; undefined when it fits. Replay asks it of every action it checks.
   */
  checkRecorded?(state: S, action: A, recordedAt: number): string | undefined;
  /**
   * Hides again what an undone action revealed, using the generator forward (e.g. reshuffles a draw pile whose
   * top card the undone draw showed), so draw-then-undo cannot be used to peek. Without it, undo restores the
   * game exactly as it was before the undone action.
   */
  conceal?(state: S, rng: Rng, ctx: RulesContext): S;
}

export type GameAction = { readonly type: string };
export type AnyGame = GameDefinition<unknown, GameAction>;

/** Erases a game's state and action types so every system fits one SystemModule shape. */
export function defineGame<S, A extends GameAction>(game: GameDefinition<S, A>): AnyGame {
  return game;
}

import type { AnyProcedure, Rng, RulesContext, RulesNote, SettingDef, SettingValue, TableData } from '../engine/index.ts';

export type SystemId = 'brecourt' | 'crowbar' | 'bloody-omaha' | 'bloody-beach' | 'dday-omaha';

/** What the home screen shows before a system's code is loaded. */
export interface SystemInfo {
  readonly id: SystemId;
  readonly name: string;
  /** The kind of play, e.g. "Miniatures skirmish, refereed". */
  readonly kind: string;
  readonly description: string;
  readonly dice: string;
}

/** Scenario documents: forces, maps, setups, tracks, decks. Their shape is the system's own. */
export interface ScenarioData {
  readonly id: string;
  readonly system: SystemId;
  readonly title: string;
  readonly [key: string]: unknown;
}

export interface SystemModule {
  readonly info: SystemInfo;
  readonly procedures: readonly AnyProcedure[];
  readonly tables: readonly TableData[];
  readonly scenarios: readonly ScenarioData[];
  readonly rulesNotes: readonly RulesNote[];
  readonly settings: readonly SettingDef[];
  /** Checks a scenario document of this system (shape and references), naming the path of any error. */
  readonly checkScenario?: (value: unknown, file: string) => ScenarioData;
  readonly simulator?: Simulator;
  /** The whole game state and its actions, for systems where Umpire keeps the game. */
  readonly game?: AnyGame;
}

/** The result of one auto-played solitaire game. */
export interface GameResult {
  readonly victoryLevel: string;
  readonly vp: number;
  readonly turns: number;
}

/** Plays whole solitaire games headless, for `umpire simulate`. */
export interface Simulator {
  readonly defaultPolicy: string;
  readonly policies: readonly { readonly name: string; readonly description: string }[];
  /** Plays one game to its end; all randomness from `rng`, every table read through `ctx` (the shipped tables
   * when absent; an owner's pack otherwise). */
  playGame(rng: Rng, policy: string, ctx?: RulesContext): GameResult;
}

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
   * The action in words for the session log. A game with secret choices (a German player's hidden placement)
   * leaves those out here; where it gives no words, the log lists the action's fields.
   */
  describeAction?(action: A): string | undefined;
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
  return game as unknown as AnyGame;
}

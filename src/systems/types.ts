import type { AnyGame, AnyProcedure, Rng, RulesContext, RulesNote, SettingDef, TableData } from '../engine/index.ts';

export type { AnyGame, GameAction, GameDefinition, GameStatus, RollPreview } from '../engine/index.ts';
export { defineGame } from '../engine/index.ts';

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
  /** The quick reference opened from a session's menu. */
  readonly help?: SystemHelp;
}

/**
 * A system's quick reference, in the project's own words with the rules sections: the sequence of play and
 * what Umpire does at each step, how to read the board's counters or figures, and where each procedure is.
 */
export interface SystemHelp {
  readonly sequence: readonly { readonly step: string; readonly umpire: string; readonly source: string }[];
  readonly counters: readonly { readonly what: string; readonly reads: string }[];
  /** Where in the app each procedure is reached (its title comes from the procedure). */
  readonly procedures: readonly { readonly procedure: string; readonly where: string }[];
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

import type { Told } from '../../../engine/index.ts';

/** The whole Crowbar! game state: plain JSON, so sessions can be saved, replayed and diffed. */

export type Company = 'easy' | 'dog' | 'fox';
export const COMPANIES: readonly Company[] = ['easy', 'dog', 'fox'];
export type DieColor = 'green' | 'yellow' | 'red' | 'black';
export const DIE_COLORS: readonly DieColor[] = ['green', 'yellow', 'red', 'black'];
export type Hold = 'none' | 'shaky' | 'firm';
export type GermanKind = 'hka' | 'grenadier' | 'mg' | 'flak' | 'command';
export type Mode = 'solitaire' | 'coop3' | 'coop2' | 'versus2';
/**
 * T) Who plays the Germans: one German player against the solitaire Rangers (versus2), the 2-player co-op
 * (versus3) or the 3-player co-op (versus4); or each co-op seat for the Germans facing another Company
 * (notsocoop3). The Ranger side follows `mode` (versus2, coop2, coop3).
 */
export type VersusMode = 'versus2' | 'versus3' | 'versus4' | 'notsocoop3';

/** Who must answer the decision on top of the stack; seat null: every Ranger player together. */
export interface Decider {
  side: 'ranger' | 'german';
  /** 'rangers' (the one Ranger player), a co-op seat ('easy', 'dog', 'fox'), 'german', or null. */
  seat: string | null;
}

/**
 * A die of a roll: a Movement Die by colour, or a Combat Die thrown for the Rangers, for the Germans, or for a
 * number (`combat`: J-Projector, Grappling, play order and other rolls of no side).
 */
export interface RolledDie {
  readonly die: DieColor | 'ranger' | 'german' | 'combat';
  readonly face: number;
}

/** What a roll was for. */
export type RollFor =
  | 'movement'
  | 'reroll'
  | 'approach'
  | 'j-projector'
  | 'grapple'
  | 'close-combat'
  | 'open-fire'
  | 'hasty-fire'
  | 'support-fire'
  | 'german-fire'
  | 'commander-hit'
  | 'commander-casualty'
  | 'counterattack'
  | 'play-order'
  | 'handoff'
  | 'flashlamp';

export interface LastRoll {
  for: RollFor;
  /** The Ranger column concerned, when there is one. */
  col: number | null;
  /** Changed in place at every roll (last-roll.ts): read it, never keep it. */
  dice: RolledDie[];
  /** Counts the rolls of the game (1 = the first), so a repeat of the same faces is still a new roll. */
  seq: number;
}

export interface Ranger {
  readonly id: number;
  /** 1-12; a Ranger unit never leaves its Column (A-1b). */
  col: number;
  company: Company;
  /** 0 = Start, 1-3 Sea, 4 Beach, 5 Cliff Top, 6-15. */
  row: number;
  sp: number;
  /** The Support unit of its Company: never above 6 SP (A-2b). */
  support: boolean;
  /** Has fallen to 8 SP or less: Consolidation rebuilds it to 8 at most (G-4 note). */
  kia: boolean;
  /** The LCA carrying it while at sea. */
  lca: 'none' | 'ok' | 'damaged';
  shaken: boolean;
  pinned: boolean;
  /** Row of its Rally Point marker (0 while it waits behind Start). */
  rally: number;
  activated: boolean;
  heroic: number;
  /** B-6 option: the column whose LCA it came in on, when free deployment moved it (absent: its own column). */
  lcaOf?: number;
}

export interface German {
  readonly id: number;
  kind: GermanKind;
  /** Row key in crowbar.german-units. */
  type: string;
  col: number;
  row: number;
  reduced: boolean;
  pinned: boolean;
  /** Face-down Incoming Fire! markers on it (marker ids). */
  incoming: number[];
}

export interface GunMarker {
  readonly id: number;
  /** Row key in crowbar.gun-locations. */
  kind: string;
  space: number;
  revealed: boolean;
}

export interface Commander {
  readonly id: string;
  readonly company: Company;
  readonly battalion: boolean;
  /** Column of the Ranger unit it is attached to; null while a casualty. */
  col: number | null;
  used: boolean;
  /** Absolute time box at which a casualty returns (M-4). */
  returnAt: number | null;
}

export interface Supplies {
  readonly company: Company;
  /** Column of the Ranger unit carrying it, or null when left in `space`. */
  carriedBy: number | null;
  space: number | null;
  used: boolean;
  lost: boolean;
}

export interface Capture {
  readonly kind: 'gun' | 'fortune' | 'pow-full' | 'pow-reduced';
  readonly day: number;
  readonly company: Company | null;
  readonly label: string;
}

/** One close combat being fought. */
export interface CloseCombat {
  attacker: 'ranger' | 'german';
  col: number;
  gid: number;
  /** Row the attacker came from. */
  from: number;
  crossedCliff: boolean;
  /** Ranger-side bonus choices once made. */
  commander?: boolean;
  heroic?: boolean;
  decided?: boolean;
  /** The activation goes on after the combat (a moving Ranger unit). */
  rounds: number;
}

export type Task =
  // decisions (the player answers the top one)
  | { k: 'flashlamp'; left: number; cols: number[]; player: string }
  | { k: 'approach-company' }
  | { k: 'approach-assign'; company: Company; faces: Record<DieColor, number> }
  | { k: 'select' }
  | { readonly k: 'unit'; readonly col: number }
  | { k: 'reroll'; col: number; die: DieColor; face: number }
  | { k: 'spend'; col: number; pool: number; movementOnly: boolean; spentAny: boolean }
  | { k: 'cc-bonus'; cc: CloseCombat }
  | { k: 'low-ammo'; company: Company; firers: number[]; bonusCommander: string | null }
  | { k: 'fire'; firers: number[]; lowAmmo: boolean; bonusCommander: string | null; halves: Record<string, number> }
  /** `seat`: in co-op, the player enacting the Event; unit options are limited to that player's columns. */
  | { k: 'choose'; purpose: ChoosePurpose; options: string[]; data?: string; seat?: string }
  /** the drawer of a "player's choice" Ranger chit keeps it, gives it to `options` (seats) or declines. */
  | { k: 'chit-offer'; key: string; drawer: string; options: string[] }
  /** B-6 option: the Company stacks may be swapped within their zones before Operation Flashlamp. */
  | { k: 'deploy' }
  | { k: 'attach'; commander: string }
  | { k: 'end-turn' }
  // automatic steps
  | { k: 'result'; col: number; die: DieColor; face: number; step: number; stop: boolean; ended: boolean }
  | { k: 'cc'; cc: CloseCombat }
  | { k: 'assault'; ids: number[] }
  /** a Ranger chit drawn in co-op, to be enacted by the right player (chit key, seat of the drawer). */
  | { k: 'ranger-chit'; key: string; drawer: string }
  | GermanTask;

/** T) Decisions of the German player (or of the seat deciding for the Germans); `seat` says who answers. */
export type GermanTask =
  /** B-8 in versus: HKA and MG counters still to deploy (type keys) and the empty spaces left. */
  | { k: 'german-deploy'; seat: string; units: string[]; spaces: number[] }
  /** B-8e in versus: the markers in the German hand (secret), the slots free, the markers placed at random after. */
  | { k: 'german-markers'; seat: string; hand: string[]; slots: { space: number; free: number }[]; rest: string[] }
  /** T-3a, T-3e: which of the tied most advanced Ranger units (columns) is hit. */
  | { k: 'german-ambush'; seat: string; cols: number[] }
  | { k: 'german-obstacle'; seat: string; cols: number[] }
  /** T-3d: which Grenadier from the pool, in front of which of the tied Ranger units. */
  | { k: 'german-patrol'; seat: string; cols: number[] }
  /** T-3b: move this Assault! unit or hold it back. */
  | { k: 'german-assault'; seat: string; gid: number }
  /** T-3c: the Commander hit on a 5-6. */
  | { k: 'german-commander-hit'; seat: string; roll: number; commanders: string[] }
  /** T-4d: the target of the 4th Counterattack. */
  | { k: 'german-ca-target'; seat: string; number: number; options: Company[] }
  /** T-4a-c: Grenadiers and MG still to pick, and the columns already faced. */
  | { k: 'german-counterattack'; seat: string; company: Company; grenadiers: number; mgs: number; cols: number[] };

export type ChoosePurpose =
  | 'rangers-forward'
  | 'heroic-action'
  | 'reinforcements'
  | 'mortar-target'
  | 'naval-area'
  | 'open-fire-company'
  | 'bomb-damage';

export interface TimeState {
  day: number;
  inc: number;
}

export interface CrowbarState {
  readonly v: 1;
  mode: Mode;
  phase: 'setup' | 'approach' | 'play' | 'end-turn' | 'over';
  turn: number;
  time: TimeState;
  /** Counterattack: which one is next (5 = all four launched) and the marker's space (0 = All Quiet). */
  ca: { number: number; pos: number; attacked: Company[] };
  relief: number;
  /** Indexed by column - 1. */
  rangers: (Ranger | null)[];
  germans: German[];
  /** Grenadier and MG counters not on the map (type keys), in random order. */
  germanPool: { grenadier: string[]; mg: string[] };
  holds: Hold[];
  obstacles: number[];
  /** Incoming Fire! markers lying in spaces with no German unit. */
  spaceIncoming: { space: number; marker: number }[];
  /** Face-down pool of Incoming Fire! marker ids, in draw order. */
  incomingPool: number[];
  /** Marker id -> row key of crowbar.incoming-fire. */
  incomingKinds: string[];
  guns: GunMarker[];
  commanders: Commander[];
  supplies: Supplies[];
  hq: number | null;
  cards: { draw: number[]; discard: number[]; burned: number[] };
  chits: { draw: number[]; aside: number[] };
  captures: Capture[];
  /** Ranger units eliminated, per Company (the total sets Q-5). */
  losses: Record<Company, number>;
  roadblockPulled: Record<Company, boolean>;
  /**
   * Ranger units on their own Company's Highway spaces, per Company (the upper bound of the Roadblock counts that
   * needs no look at the German units): kept by every change of a unit's row, so the P-6 check after each decision
   * need not count them. Worked out again from the units whenever a state comes from outside (index.ts apply).
   */
  onHighway: Record<Company, number>;
  activeCompany: Company | null;
  companiesDone: Company[];
  approachDone: Company[];
  activeCol: number | null;
  /** Movement Dice rolled this activation, in order. */
  rolled: DieColor[];
  /** The face (1-6) showing on each die of `rolled`, in the same order (a re-roll replaces it). */
  rolledFaces: number[];
  /** Advances saved from earlier dice of this activation. */
  saved: number;
  lastStop: boolean;
  nextId: number;
  /** Co-op: the seats in play order this turn and whose activation is next. */
  seats: { id: string; cols: number[] }[];
  seatTurn: number;
  /** T) Set in the versus modes: who plays the Germans. */
  versus?: VersusMode;
  /** Who must decide now (set after every step); null once the game is over. */
  decider?: Decider | null;
  /** Co-op: the seat Rudder was handed to at the R-7 hand-off (absent until then: he stays with Easy). */
  rudderSeat?: string;
  /** 2-player co-op: the seat Slater was handed to at the S-8 hand-off (absent until then: any Dog unit). */
  slaterSeat?: string;
  /** The most recent dice thrown (rolled by the app or typed in), for the board to show; null before any. */
  lastRoll: LastRoll | null;
  stack: Task[];
  /** What the last action did, in words (one Told per thing; emptied at each action, see index.ts apply). */
  log: Told[];
  /** Off in the simulator: nothing is told, nothing is built for it. */
  logOn: boolean;
  over: null | {
    reason: 'time' | 'relief' | 'turn-limit';
    vp: number;
    level: string;
    breakdown: Record<string, number>;
  };
}

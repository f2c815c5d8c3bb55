import type { SettingValue, Told } from '../../../engine/index.ts';
import type { Arrives, Location, Side, Weapon } from '../scenario.ts';

/** What a result does to one figure. */
export type EffectKind =
  'kill' | 'suppress' | 'wound' | 'wound-roll' | 'surrender' | 'run' | 'stun' | 'prone' | 'stand' | 'unsuppress';
export interface Effect {
  readonly figure: string;
  readonly effect: EffectKind;
}

export const FIGURE_STATUSES = ['reserve', 'active', 'killed', 'surrendered', 'ran-off'] as const;
export type FigureStatus = (typeof FIGURE_STATUSES)[number];
export type MoveMode = 'none' | 'normal' | 'fast' | 'move-and-fire' | 'sneak';

/** One figure on (or waiting to come onto) the table. */
export interface Figure {
  readonly id: string;
  readonly name: string;
  readonly side: Side;
  readonly role: string;
  readonly weapon: Weapon;
  readonly team: string | null;
  /** The howitzer this figure crews. */
  readonly gun: string | null;
  readonly fallschirmjager: boolean;
  readonly explosives: boolean;
  readonly arrives: Arrives;
  readonly entryGroup: number | null;
  readonly status: FigureStatus;
  readonly location: Location;
  readonly wounds: number;
  readonly suppression: number;
  /** Turn the last suppression marker landed (a paratrooper takes one a turn). */
  readonly suppressedOnTurn: number | null;
  /** Markers taken on that turn (absent in games saved before it was counted: one). */
  readonly turnSuppressions?: number;
  readonly prone: boolean;
  /** Stunned by a US grenade: acts again at the next US turn, then counts as suppressed. */
  readonly stunned: boolean;
  /** A wounded figure may not move or fire on this turn. */
  readonly outOfActionTurn: number | null;
  readonly moveMode: MoveMode;
  readonly firedTurn: number | null;
  readonly grenades: number;
  readonly grenadeThrownTurn: number | null;
  /** For a surrendered German: the paratrooper guarding him. */
  readonly guardedBy: string | null;
  readonly moraleTestedTurn: number | null;
  /** Turn of the last hand-to-hand fight this figure was in (one a turn; a draw fights on next turn). */
  readonly meleeTurn?: number | null;
  /** An MG42's confusion roll this window: the turn it was rolled and whether the gun turns on its own side. */
  readonly confusion?: { readonly turn: number; readonly onFriends: boolean } | null;
  /** The last US shot at this German: prefills the morale test's range. */
  readonly lastFiredOnBy: { readonly firer: string; readonly rangeInches: number; readonly turn: number } | null;
  readonly provisional: boolean;
}

export const HOWITZER_STATUSES = ['intact', 'destroyed', 'captured'] as const;
export type HowitzerStatus = (typeof HOWITZER_STATUSES)[number];

export interface Howitzer {
  readonly id: string;
  readonly name: string;
  readonly status: HowitzerStatus;
  /** Turns on which it fired (1 German point each). */
  readonly firedTurns: readonly number[];
  /** 1 for the first gun destroyed, 2 for the second... */
  readonly destroyedOrder: number | null;
  /** Order in which it was first destroyed or captured. */
  readonly downOrder: number | null;
  /** Turn its crew used small arms (the gun cannot fire that turn). */
  readonly crewSmallArmsTurn: number | null;
}

export interface PendingGrenade {
  readonly id: string;
  readonly thrower: string;
  readonly thrownTurn: number;
  readonly explodesTurn: number;
  readonly note: string;
}

export interface OwedRoll {
  readonly kind: 'wound-roll';
  readonly figure: string;
  readonly why: string;
}

/**
 * A roll made and told, whose result the referee lands on the figures with one tap (or leaves unapplied): it
 * is part of the game, so it survives a reload, and the check it settled cannot be rolled again.
 */
export interface PendingRoll {
  readonly procedure: string;
  /** The roll as it was told: who rolled for what, the dice, the outcome, the section. */
  readonly told: Told;
  /** What applying it does to the figures. */
  readonly effects: readonly Effect[];
}

/** Values of the tables in force at the last action that the status line needs (it is read without a context). */
export interface Limits {
  readonly confusionTurns: number;
  readonly spiersAfterGuns: number;
  readonly fjEntryGroups: number;
}

export interface Clock {
  readonly limitMs: number;
  readonly elapsedMs: number;
  /** Action time at which it was last started; null while paused. */
  readonly runningSince: number | null;
  /** The latest action time seen. */
  readonly lastAt: number | null;
}

export interface BrecourtState {
  readonly version: 1;
  readonly scenario: string;
  readonly turn: number;
  readonly lastTurn: number;
  /** Index into STEPS. */
  readonly step: number;
  readonly over: boolean;
  readonly endReason: 'turns' | 'time' | 'referee' | null;
  readonly clock: Clock;
  readonly figures: readonly Figure[];
  readonly howitzers: readonly Howitzer[];
  readonly germanGrenadesTotal: number;
  readonly germanGrenadesLeft: number;
  readonly grenades: readonly PendingGrenade[];
  readonly owed: readonly OwedRoll[];
  /** Turn the Germans became aware of the attack. */
  readonly awareTurn: number | null;
  /** Turns in which an MG42 has fired (for the other confusion window). */
  readonly mgFiringTurns: readonly number[];
  readonly artillery: { readonly enabled: boolean; readonly nextFireTurn: number | null };
  readonly fallschirmjager: {
    readonly due: boolean;
    readonly arrived: boolean;
    readonly early: boolean;
    readonly entries: readonly number[];
    readonly earlyRollTurns: readonly number[];
  };
  readonly spiersArrived: boolean;
  /** Germans who ran or died this turn (their friends may have seen it). */
  readonly ranOrKilledThisTurn: readonly string[];
  /** The session's settings at the last action (scores read them). */
  readonly settings: Readonly<Record<string, SettingValue>>;
  /** Points per scoring row, read from the scoring table in force at the last action. */
  readonly points: Readonly<Record<string, number>>;
  /** Limits read from the tables at the last action (absent in games saved before: the printed values). */
  readonly limits?: Limits;
  /** The roll waiting for the referee to apply or leave it (absent in games saved before: none). */
  readonly pending?: PendingRoll | null;
  /** What the last action did, in words (the session's log and recap show it). */
  readonly said: readonly Told[];
  readonly nextId: number;
}

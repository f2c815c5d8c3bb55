import type { Card, GermanAction } from '../rules/german-action.ts';
import type { FireEffect } from '../rules/german-fire.ts';
import type { PoolName } from '../rules/priority.ts';

/** The German card as the player reads it. */
export interface GermanCard {
  readonly action: Card;
  /** Position colours on the card; `double` when the symbol is doubled (occupied positions then need a Depth marker). */
  readonly colors: readonly { readonly color: string; readonly double: boolean }[];
  /** US target symbols on the card. */
  readonly symbols: readonly string[];
  readonly armorBonus: boolean;
  readonly leaderBonus: boolean;
  /** The card's artillery line, when it has one. */
  readonly artillery: {
    readonly caliber: '75' | '88';
    readonly value: number;
    readonly symbols: readonly string[];
  } | null;
}

export type Effect =
  | {
      readonly kind: 'hit';
      readonly unit: string;
      readonly target: 'unit' | 'leader' | 'hero';
      readonly effect: FireEffect;
      readonly why: string;
      readonly steps?: number;
    }
  | { readonly kind: 'disrupt-unit'; readonly unit: string; readonly why: string }
  | {
      readonly kind: 'position';
      readonly position: string;
      readonly patch: Readonly<Record<string, unknown>>;
      readonly why: string;
    }
  | { readonly kind: 'pool'; readonly pool: PoolName; readonly delta: number; readonly why: string }
  | { readonly kind: 'eliminated-wn'; readonly delta: number; readonly why: string }
  | { readonly kind: 'move-unit'; readonly unit: string; readonly hex: string | null; readonly why: string }
  | { readonly kind: 'note'; readonly why: string };

export interface WalkStep {
  readonly position: string;
  readonly actions: readonly GermanAction[];
  readonly why: readonly string[];
  readonly effects: readonly Effect[];
}

/** A choice the rules leave to the player: pick `pick` of `options`. */
export interface Question {
  readonly id: string;
  readonly prompt: string;
  readonly options: readonly string[];
  readonly pick: number;
}

/** A position the card left idle, and the condition that decided it. */
export interface IdlePosition {
  readonly position: string;
  /** The deciding condition in one clause, with its section: "its colour, grey, is not on the card (3)". */
  readonly reason: string;
  readonly why: readonly string[];
}

export interface Walk {
  readonly card: GermanCard;
  /** Communication traced at the start of German fire (2): positions whose state changes. */
  readonly communication: readonly {
    readonly position: string;
    readonly inCommunication: boolean;
    readonly why: string;
  }[];
  readonly steps: readonly WalkStep[];
  /** Every other position, with why it does nothing for this card. */
  readonly idle: readonly IdlePosition[];
  readonly questions: readonly Question[];
  readonly answers: Readonly<Record<string, readonly string[]>>;
}

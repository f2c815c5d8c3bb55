import type { Told } from '../../../engine/index.ts';
import type { EventEffect, EventTerrain } from '../rules/lookups.ts';
import type { IpPool } from '../scenario.ts';

export type Phase = 'opening' | 'card-draw' | 'points' | 'drift' | 'landing' | 'random-event' | 'activation' | 'over';

/** Where a unit is: a square id, or one of the off-map places. */
export type Place = string;
export const BOX = 'box';
export const ELIMINATED = 'eliminated';
export const OFF_MAP = 'off-map';

export interface UnitState {
  readonly id: string;
  loc: Place;
  disrupted: boolean;
  pinned: boolean;
}

export type TokenFace = 'number' | 'mine' | 'sniper' | 'stug' | 'event';
/** A German Strongpoint (red cross) or Encounter (black cross) token on the map. */
export interface Token {
  readonly id: string;
  readonly pool: 'strongpoint' | 'encounter';
  readonly face: TokenFace;
  readonly value: number | null;
  revealed: boolean;
}

/** Replaced whole when it changes, never changed in place (see `tank` in units.ts). */
export interface Tank {
  readonly id: string;
  readonly strength: number;
  readonly square: string;
  /** The unit it moves with; null when its unit was eliminated (9.1c). */
  readonly unit: string | null;
}

export type ChooseEffect = 'disrupt' | 'eliminate' | 'pin';
/** What happens once a chosen unit has taken its loss. */
export type Then = 'phase-event' | 'attack-continue' | 'attack-end' | 'attack-advance';

export type Pending =
  | { readonly kind: 'opening'; readonly cards: readonly string[] }
  | { readonly kind: 'overstack'; readonly unit: string; readonly square: string }
  | { readonly kind: 'event-square'; readonly options: readonly string[] }
  | {
      readonly kind: 'event-roll';
      readonly square: string;
      readonly terrain: EventTerrain;
      readonly units: readonly string[];
      readonly division: IpPool;
      readonly source: 'phase' | 'token';
    }
  | {
      readonly kind: 'event-result';
      readonly square: string;
      readonly terrain: EventTerrain;
      readonly effect: EventEffect;
      readonly units: readonly string[];
      readonly division: IpPool;
      readonly source: 'phase' | 'token';
    }
  | {
      readonly kind: 'choose-unit';
      readonly effect: ChooseEffect;
      readonly units: readonly string[];
      readonly reason: string;
      readonly source: string;
      readonly then: Then;
    }
  | { readonly kind: 'attack-revealed' }
  | { readonly kind: 'mine'; readonly token: string }
  | { readonly kind: 'attack-ready' }
  | { readonly kind: 'advance' };

export interface AttackState {
  readonly target: string;
  readonly squares: readonly string[];
  /** The units taking part; pinned or eliminated ones drop out. */
  units: string[];
  /** The division that paid for the first square: the one that "encountered" snipers and events. */
  readonly division: IpPool;
  cardDrm: number;
  cardCf: number;
}

export interface CardMods {
  drift: number;
  landing: number;
  engineer: number;
}

export interface State {
  turn: number;
  phase: Phase;
  ip: Record<IpPool, number>;
  ep: number;
  /** IP still to be split between the divisions in the points phase (7.1a). */
  toAssign: number;
  /** Snipers that found no IP this turn take it from the next turn's income (8.3). */
  ipPenaltyNext: number;
  units: UnitState[];
  /** German Strongpoint and Encounter tokens by square: after setup, changed only in `tokens.ts` (`tokenChanges`). */
  tokens: Record<string, Token[]>;
  /** Beach squares: true once the obstacle is flipped to its Gap side. */
  gaps: Record<string, boolean>;
  tanks: Tank[];
  tanksInSupply: number;
  nextTankId: number;
  deck: string[];
  discards: string[];
  hand: string[];
  /** Units still to drift, or to land, this phase. */
  queue: string[];
  mods: CardMods;
  pending: Pending | null;
  attack: AttackState | null;
  /** What the last action did, in words (read by `tell`). */
  log: Told[];
  result: VictoryResult | null;
}

export interface ScoreLine {
  readonly key: string;
  readonly label: string;
  readonly count: number;
  readonly vp: number;
  readonly source: string;
}

export interface VictoryResult {
  readonly level: string;
  readonly label: string;
  readonly vp: number;
  readonly gaps: number;
  readonly exits: number;
  readonly lines: readonly ScoreLine[];
}

type Dice = { readonly dice?: readonly number[] };
/** A whole wave's dice in the queue's order, one a unit; null where Umpire rolls. */
type WaveDice = { readonly dice?: readonly (number | null)[] };
export type PayIp = Partial<Record<IpPool, number>>;

export type Action =
  | { readonly type: 'keep-cards'; readonly discard: string }
  | { readonly type: 'draw-card'; readonly pay?: IpPool }
  | { readonly type: 'assign-ip'; readonly first: number }
  | ({ readonly type: 'drift'; readonly unit: string } & Dice)
  | ({ readonly type: 'drift-all' } & WaveDice)
  | ({ readonly type: 'land'; readonly unit: string } & Dice)
  | ({ readonly type: 'land-all' } & WaveDice)
  | { readonly type: 'overstack'; readonly choice: 'disrupt' | 'shift' | 'eliminate'; readonly to?: string }
  | ({ readonly type: 'roll-event-location' } & Dice)
  | { readonly type: 'choose-event-square'; readonly square: string }
  | ({ readonly type: 'roll-event' } & Dice)
  | { readonly type: 'accept-event' }
  | { readonly type: 'choose-unit'; readonly unit: string }
  | {
      readonly type: 'move';
      readonly from: string;
      readonly moves: readonly { readonly unit: string; readonly to: string }[];
      readonly pay?: IpPool;
    }
  | { readonly type: 'probe'; readonly target: string; readonly pay?: IpPool }
  | {
      readonly type: 'attack';
      readonly target: string;
      readonly from: readonly string[];
      readonly pay?: readonly IpPool[];
    }
  | { readonly type: 'continue-attack' }
  | { readonly type: 'cancel-attack' }
  | ({ readonly type: 'mine-push' } & Dice)
  | ({ readonly type: 'mine-engineer'; readonly eps: number; readonly payIp?: PayIp } & Dice)
  | ({ readonly type: 'roll-attack' } & Dice)
  | { readonly type: 'advance'; readonly units: readonly string[] }
  | ({ readonly type: 'engineer'; readonly square: string; readonly eps: number; readonly payIp?: PayIp } & Dice)
  | { readonly type: 'undisrupt'; readonly unit: string }
  | { readonly type: 'return-unit'; readonly unit: string; readonly to: string }
  | { readonly type: 'transfer-tank'; readonly tank: string; readonly unit: string; readonly pay?: IpPool }
  | { readonly type: 'reinforce'; readonly unit: string; readonly to: string }
  | {
      readonly type: 'play-card';
      readonly card: string;
      readonly option: 'a' | 'b';
      readonly division?: IpPool;
      readonly unit?: string;
      readonly square?: string;
    }
  | { readonly type: 'end-turn' };

export type ActionType = Action['type'];
export type ActionOf<K extends ActionType> = Extract<Action, { type: K }>;

export function cloneState(s: State): State {
  return {
    ...s,
    ip: { ...s.ip },
    units: s.units.map((u) => ({ ...u })),
    tokens: Object.fromEntries(Object.entries(s.tokens).map(([k, ts]) => [k, ts.map((t) => ({ ...t }))])),
    gaps: { ...s.gaps },
    tanks: s.tanks.map((t) => ({ ...t })),
    deck: s.deck.slice(),
    discards: s.discards.slice(),
    hand: s.hand.slice(),
    queue: s.queue.slice(),
    mods: { ...s.mods },
    attack: s.attack ? { ...s.attack, units: s.attack.units.slice() } : null,
    log: [],
  };
}

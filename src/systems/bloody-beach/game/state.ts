import type { Deck } from '../../../engine/index.ts';
import type { Side } from '../scenario/types.ts';
import type { LogEntry } from './words.ts';

export type { Side };

export interface UnitState {
  readonly id: string;
  readonly type: string;
  readonly side: Side;
  readonly formation: string;
  /** Printed hex, or null while off the map (waiting to land or to arrive, or gone). */
  readonly hex: string | null;
  readonly steps: number;
  readonly maxSteps: number;
  readonly pinned: boolean;
  /** `placing`: a pillbox or nest the German player has still to set up (11.2.2). */
  readonly status: 'waiting' | 'placing' | 'map' | 'eliminated';
  /** Face down (pillboxes and nests the US has not yet seen, 11.2.2). */
  readonly hidden: boolean;
  readonly facing?: number;
  readonly wave?: number | string;
  readonly box?: string;
  /** Has used its one action this activation (5.3.1). */
  readonly acted: boolean;
  /** Movement points left this activation. */
  readonly mp: number;
  readonly pinnedThisActivation: boolean;
  /** Activated in the current activation: traced to its HQ, or paid for as cut off (5.2). */
  readonly activated?: boolean;
  /** Hex where the unit stood when its activation began (close combat, 8.5.1). */
  readonly startHex?: string;
  /** Leader of the stack it has been moving with this activation (7.2.2). */
  readonly group?: string;
  /** A Special Hit marker that stays on the unit (8.4.1, 8.4.3). */
  readonly special?: number;
  /** Pillboxes it has fired on in this activation (4.6.7). */
  readonly firedOn?: readonly string[];
  /** A German reinforcement not yet moved: its allowance doubles on its first activation (7.5.3). */
  readonly fresh?: boolean;
  /** Road bonus points included in `mp`, held while the move stays on roads clear of enemies (7.5.2). */
  readonly roadBonus?: number;
}

/** A unit standing on the map, its hex known. */
export type PlacedUnit = UnitState & { readonly hex: string };

export function isPlaced(u: UnitState): u is PlacedUnit {
  return u.status === 'map' && u.hex !== null;
}

/** The hex of a unit the caller knows is on the map (a RangeError names it otherwise). */
export function hexOf(u: UnitState): string {
  if (u.hex === null) throw new RangeError(`unit ${u.id} is not on the map`);
  return u.hex;
}

export interface FormationState {
  readonly id: string;
  readonly side: Side;
  readonly rating: number;
  readonly supply: number;
  readonly failedWithoutSupply: boolean;
  /** Its Regiment HQ was eliminated: its units act as an independent battalion (2.4.6). */
  readonly independent?: boolean;
}

export interface AssetState {
  readonly id: string;
  readonly type: string;
  readonly side: Side;
  readonly formation: string;
  readonly used: boolean;
  readonly status: 'waiting' | 'pool' | 'eliminated';
  /** US landing wave or follow-up group, and its landing box. */
  readonly wave?: number | string;
  readonly box?: string;
  /** The combat unit it supports in this activation (4.4.1). */
  readonly assignedTo?: string;
}

/** Reaction fire owed to the side that is not moving (6.2.1, 7.1.3, 9.3.3). */
export interface Reaction {
  readonly side: Side;
  /** The hex entered, or null after a landing. */
  readonly hex: string | null;
  /** Units that may still be fired on (each by one firer). */
  readonly targets: readonly string[];
  /** Firers that have already fired in this reaction. */
  readonly fired: readonly string[];
  /** After a landing only pillboxes react (9.3.3). */
  readonly pillboxesOnly: boolean;
  /** A face-down unit is among those that may fire: the words both players read name no firer and no target (11.2.2). */
  readonly concealed?: boolean;
}

/** Attackers waiting to advance into a hex an HQ still has to leave (8.5.3). */
export interface Advance {
  readonly units: readonly string[];
  readonly hex: string;
  readonly side: Side;
}

/**
 * A choice the rules leave to a unit's owner, waiting for that player before play goes on: where a displaced HQ
 * goes (2.4.5), where a reinforcement enters when its own hex is blocked (11.4.2), which unit of an overstacked
 * hex loses the step (7.2.3), where a unit retreats (8.3.5), where a landing unit aims (9.1.7), which HQ a landing
 * division asset is declared to (9.5.1). `hexes`, `units` or `formations` or `units` are exactly the legal answers, Umpire's suggestion first.
 */
export type Decision =
  | {
      readonly kind: 'displace-hq';
      readonly side: Side;
      readonly unit: string;
      readonly hexes: readonly string[];
      readonly advance?: Advance;
    }
  | {
      readonly kind: 'reinforcement-entry';
      readonly side: Side;
      readonly group: string;
      readonly designated: string;
      readonly hexes: readonly string[];
    }
  | { readonly kind: 'overstack-loss'; readonly side: Side; readonly hex: string; readonly units: readonly string[] }
  | {
      readonly kind: 'retreat';
      readonly side: Side;
      readonly unit: string;
      readonly hexes: readonly string[];
      readonly advance?: Advance;
    }
  | { readonly kind: 'landing-hex'; readonly side: Side; readonly unit: string; readonly hexes: readonly string[] }
  | {
      readonly kind: 'declare-asset';
      readonly side: Side;
      readonly asset: string;
      readonly formations: readonly string[];
    }
  /**
   * Where the German sets up a pillbox or nest and which vertex it faces (11.2.2-11.2.5): the hexes it may take,
   * Umpire's suggested facing at each (`faces`, in the order of `hexes`), and the counters to place after it.
   */
  | {
      readonly kind: 'place-defence';
      readonly side: Side;
      readonly unit: string;
      readonly hexes: readonly string[];
      readonly faces: readonly number[];
      readonly left: readonly string[];
    };

/** A landing whose hexes the US player is designating (9.1.7), and what follows once they are all set. */
export interface PendingLanding {
  readonly then:
    | { readonly kind: 'first' }
    | { readonly kind: 'wave'; readonly formation: string; readonly wave: number | string }
    | { readonly kind: 'rangers'; readonly battalion: string };
  readonly units: readonly string[];
  readonly assets: readonly string[];
  /** Division assets declared to the landing regiment (9.5.1). */
  readonly placement: Readonly<Record<string, { readonly formation: string; readonly rating: number }>>;
  /** The beach the reserve Rangers land at (4.5.3). */
  readonly box?: string;
  /** Hexes designated so far. */
  readonly targets: Readonly<Record<string, string>>;
}

export interface GameState {
  readonly version: 1;
  readonly turn: number;
  /** The game's last turn, from the constants table (3.1.1). */
  readonly lastTurn: number;
  readonly phase: 'planning' | 'action' | 'over';
  /** + favours the US, - the Germans (5.1.2). */
  readonly marker: number;
  /** The side holding the initiative now, or null when initiative must be rolled. */
  readonly initiative: Side | null;
  /** The side that passed last (both passing in turn ends the phase, 5.6.1). */
  readonly passed: Side | null;
  /** Formations active in the current activation. */
  readonly active: readonly string[];
  readonly firstLandingDone: boolean;
  /** Last wave landed per US regiment or battalion. */
  readonly wavesLanded: Readonly<Record<string, number>>;
  readonly units: Readonly<Record<string, UnitState>>;
  readonly formations: Readonly<Record<string, FormationState>>;
  readonly assets: Readonly<Record<string, AssetState>>;
  /** Naval and air points used this turn, and ships lost for good (11.3.3). */
  readonly supportUsed: Readonly<Record<string, number>>;
  readonly shipsLost: Readonly<Record<string, number>>;
  readonly beachheads: readonly string[];
  /** Village and town hexes: the side whose unit last entered each (10.1, 10.2.2). */
  readonly control: Readonly<Record<string, Side>>;
  /** The cup of Special Hit markers (8.4.1). */
  readonly cup: Deck<number>;
  readonly reinforcementNext: number;
  readonly battery: 'unknown' | 'present' | 'gone';
  /** Reaction fire waiting for the non-moving side, or null. */
  readonly reaction: Reaction | null;
  /** What has been allocated since the initiative was won: HQ formations that may not move (5.3.3), `to:<regiment>` supply sent, `asset:<id>` transfers tried. */
  readonly allocated: readonly string[];
  /** No reinforcement roll is left on this initiative: the German has made it, or the initiative came by a pass (11.4.2). */
  readonly reinforceRolled: boolean;
  /** Where the Ranger reinforcements land once chosen (4.5.3). */
  readonly rangerBox: string | null;
  /** Division of each beachhead marker (4.3.3). */
  readonly beachheadOwners: Readonly<Record<string, string>>;
  /** Supply points each US division has moved through its beachheads this turn (9.4.1); absent means none. */
  readonly beachheadSupply?: Readonly<Record<string, number>>;
  /** A beachhead has been placed at some time (10.2.1). */
  readonly beachheadEver: boolean;
  /** Roadblock hexes still in place (7.5.4). */
  readonly roadblocks: readonly string[];
  /** Hexes a naval point has fired on in this activation (5.4.2). */
  readonly navalHexes: readonly string[];
  /** Units of the first landing: its activation ends, with overstacking losses, once reaction fire at them is over (9.1.3, 9.3.2). */
  readonly firstLandingEnds?: readonly string[];
  /** Unpin rolls have begun in this activation: its movement and combat are over (5.3.4); absent otherwise. */
  readonly unpinning?: true;
  /** A landing waiting for its hexes to be designated (9.1.7); absent when none. */
  readonly landing?: PendingLanding;
  /** Owner decisions waiting, the first one due now; absent when none. */
  readonly decisions?: readonly Decision[];
  /** What happened, oldest first (see words.ts). */
  readonly log: readonly LogEntry[];
  readonly result?: string;
}

export type Action =
  | { readonly type: 'allot-supply'; readonly formation: string; readonly points: number }
  | { readonly type: 'end-planning' }
  | { readonly type: 'land-first-wave'; readonly dice?: readonly number[] }
  | { readonly type: 'initiative'; readonly dice?: readonly number[] }
  | { readonly type: 'pass' }
  /** `pool`: the division an independent battalion draws its point from (4.5.1, 5.2.6). */
  | {
      readonly type: 'activate';
      readonly formation: string;
      readonly cutoff?: boolean;
      readonly pool?: string;
      readonly dice?: readonly number[];
    }
  | { readonly type: 'land-wave'; readonly formation: string; readonly dice?: readonly number[] }
  | {
      readonly type: 'land-rangers';
      readonly formation: string;
      readonly box: string;
      readonly pool?: string;
      readonly dice?: readonly number[];
    }
  | { readonly type: 'send-supply'; readonly to: string; readonly points: number; readonly dice?: readonly number[] }
  | { readonly type: 'assign-asset'; readonly asset: string; readonly unit: string }
  | { readonly type: 'transfer-asset'; readonly asset: string; readonly to: string; readonly dice?: readonly number[] }
  | {
      readonly type: 'move';
      readonly unit: string;
      readonly to: string;
      readonly with?: readonly string[];
      readonly dice?: readonly number[];
    }
  | {
      readonly type: 'fire';
      readonly unit: string;
      readonly target: string;
      readonly weapon?: 'small-arms' | 'anti-tank';
      readonly dice?: readonly number[];
    }
  | {
      readonly type: 'reaction-fire';
      readonly unit: string;
      readonly target: string;
      readonly dice?: readonly number[];
    }
  | { readonly type: 'end-reaction' }
  | {
      readonly type: 'close-combat';
      readonly units: readonly string[];
      readonly hex: string;
      readonly dice?: readonly number[];
    }
  | { readonly type: 'unpin'; readonly unit: string; readonly dice?: readonly number[] }
  | {
      readonly type: 'naval-fire';
      readonly ship: 'dd' | 'cl' | 'bb';
      readonly target: string;
      readonly dice?: readonly number[];
    }
  | { readonly type: 'air-strike'; readonly formation: string; readonly dice?: readonly number[] }
  | { readonly type: 'battery-fire'; readonly ship: 'dd' | 'cl'; readonly dice?: readonly number[] }
  | { readonly type: 'reinforce'; readonly dice?: readonly number[] }
  | { readonly type: 'end-activation' }
  | { readonly type: 'displace-hq'; readonly unit: string; readonly to: string }
  | { readonly type: 'reinforcement-entry'; readonly to: string }
  | { readonly type: 'overstack-loss'; readonly unit: string }
  | { readonly type: 'retreat'; readonly unit: string; readonly to: string }
  /** `dice`: typed dice for the landing, read when the last hex is designated. */
  | { readonly type: 'landing-hex'; readonly unit: string; readonly to: string; readonly dice?: readonly number[] }
  /** `dice`: typed dice for the landing, read when this answer is the last before it. */
  | { readonly type: 'declare-asset'; readonly asset: string; readonly to: string; readonly dice?: readonly number[] }
  /** `facing`: the vertex the counter faces, 0 (up and right) to 5, clockwise (6.1.1, 11.2.5). */
  | { readonly type: 'place-defence'; readonly unit: string; readonly to: string; readonly facing: number };

export const ACTION_TYPES: readonly Action['type'][] = [
  'allot-supply',
  'end-planning',
  'land-first-wave',
  'initiative',
  'pass',
  'activate',
  'land-wave',
  'land-rangers',
  'send-supply',
  'assign-asset',
  'transfer-asset',
  'move',
  'fire',
  'reaction-fire',
  'end-reaction',
  'close-combat',
  'unpin',
  'naval-fire',
  'air-strike',
  'battery-fire',
  'reinforce',
  'end-activation',
  'displace-hq',
  'reinforcement-entry',
  'overstack-loss',
  'retreat',
  'landing-hex',
  'declare-asset',
  'place-defence',
];

export const other = (s: Side): Side => (s === 'us' ? 'german' : 'us');

/** A unit the action or step has already checked exists (a RangeError names it otherwise). */
export function unitOf(state: GameState, id: string): UnitState {
  const u = state.units[id];
  if (!u) throw new RangeError(`no unit "${id}"`);
  return u;
}

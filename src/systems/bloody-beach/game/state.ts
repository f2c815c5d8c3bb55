import type { Deck } from '../../../engine/index.ts';
import type { Side } from '../scenario/types.ts';

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
  readonly status: 'waiting' | 'map' | 'eliminated';
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
}

export interface FormationState {
  readonly id: string;
  readonly side: Side;
  readonly rating: number;
  readonly supply: number;
  readonly failedWithoutSupply: boolean;
}

export interface AssetState {
  readonly id: string;
  readonly type: string;
  readonly side: Side;
  readonly formation: string;
  readonly used: boolean;
  readonly status: 'waiting' | 'pool' | 'eliminated';
}

export interface GameState {
  readonly version: 1;
  readonly turn: number;
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
  readonly log: readonly string[];
  readonly result?: string;
}

export type Action =
  | { readonly type: 'allot-supply'; readonly formation: string; readonly points: number }
  | { readonly type: 'end-planning' }
  | { readonly type: 'land-first-wave'; readonly dice?: readonly number[] }
  | { readonly type: 'initiative'; readonly dice?: readonly number[] }
  | { readonly type: 'pass' }
  | { readonly type: 'activate'; readonly formation: string; readonly dice?: readonly number[] }
  | { readonly type: 'land-wave'; readonly formation: string; readonly dice?: readonly number[] }
  | { readonly type: 'move'; readonly unit: string; readonly to: string }
  | { readonly type: 'fire'; readonly unit: string; readonly target: string; readonly dice?: readonly number[] }
  | { readonly type: 'unpin'; readonly unit: string; readonly dice?: readonly number[] }
  | { readonly type: 'reinforce'; readonly dice?: readonly number[] }
  | { readonly type: 'end-activation' };

export const ACTION_TYPES: readonly Action['type'][] = ['allot-supply', 'end-planning', 'land-first-wave', 'initiative', 'pass', 'activate', 'land-wave', 'move', 'fire', 'unpin', 'reinforce', 'end-activation'];

export const other = (s: Side): Side => (s === 'us' ? 'german' : 'us');

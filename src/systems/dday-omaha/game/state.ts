import type { Caliber } from '../rules/german-action.ts';
import type { PoolName } from '../rules/priority.ts';
import type { Intensity, UnitType } from '../rules/units.ts';
import type { Walk } from './walk-types.ts';

/** A US unit in a German position's field of fire, with its hexes from the position. */
export interface FofEntry {
  readonly unit: string;
  readonly intensity: Intensity;
  readonly range: number;
}

/** A US unit near a position but outside its field of fire (patrol, mortar, reinforce, Depth priorities). */
export interface NearEntry {
  readonly unit: string;
  readonly range: number;
  /** Within this position's mortar range (3 hexes from a Reinforcement; 2 inland or 5 seaward from a WN). */
  readonly mortar: boolean;
}

export interface Position {
  readonly id: string;
  readonly kind: 'wn' | 'reinforcement';
  readonly number: number | null;
  readonly letter: string | null;
  readonly sector: 'east' | 'west';
  readonly color: string;
  readonly vp: boolean;
  readonly caliber: Caliber;
  /** WNs spread over 2 hexes count as one position. */
  readonly hexes: number;
  readonly buildings: boolean;
  readonly occupied: boolean;
  /** German units in the position (a 2-hex WN may hold 2). */
  readonly units: number;
  readonly revealed: boolean;
  readonly disrupted: boolean;
  readonly depth: number;
  readonly inCommunication: boolean;
  readonly from352: boolean;
  /** A US unit stands in one of its hexes. */
  readonly usInside: boolean;
  /** The position its advance arrow points to, if any. */
  readonly advanceTo: string | null;
  readonly fof: readonly FofEntry[];
  readonly near: readonly NearEntry[];
}

export type UnitWhere = 'due' | 'box' | 'map' | 'eliminated' | 'catastrophic' | 'removed';

export interface Unit {
  readonly id: string;
  readonly type: UnitType;
  readonly sector: 'east' | 'west';
  readonly steps: number;
  readonly maxSteps: number;
  readonly symbol: string;
  readonly disrupted: boolean;
  readonly hero: 'none' | 'hero' | 'inspired';
  readonly climb: 'none' | 'climb' | 'climb-cliff';
  /** A General hit once. */
  readonly flipped: boolean;
  readonly where: UnitWhere;
  /** The turn it is due to land (delays push it later). */
  readonly due: number;
  readonly delayed: boolean;
  readonly box: string | null;
  /** Free text for the map hex (the digest has no map), e.g. "beach 3" or a position id it stands in. */
  readonly hex: string | null;
  readonly terrain: string;
}

export interface ArtilleryBoxUnit {
  readonly id: string;
  readonly sector: 'east' | 'west';
  readonly caliber: Caliber;
  readonly observers: readonly string[];
  readonly disrupted: boolean;
}

export interface GameState {
  readonly version: 1;
  readonly scenario: string;
  readonly turn: number;
  /** The extended game (turns 17-32): its rules apply from turn 17. */
  readonly extended: boolean;
  readonly phase: 'landing' | 'german' | 'us';
  readonly positions: readonly Position[];
  readonly units: readonly Unit[];
  readonly pools: Readonly<Record<PoolName, number>>;
  /** Eliminated WN units that may re-occupy (those without artillery). */
  readonly eliminatedWnUnits: number;
  /** Landing boxes left to right as seen from the sea; drifting left moves towards the start. */
  readonly landingBoxes: readonly string[];
  readonly boxSectors: Readonly<Record<string, 'east' | 'west'>>;
  readonly artilleryBox: readonly ArtilleryBoxUnit[];
  /** Units that already lost a step to German fire this phase (the standard game's cap). */
  readonly capped: readonly string[];
  readonly walk: Walk | null;
  /** Short record of what the last German turn did. */
  readonly lastReport: readonly string[];
  readonly over: boolean;
  /** Kampfgruppe Meyer has joined the German pools (2); absent means not yet. */
  readonly meyerArrived?: boolean;
  /** The last landing this turn that drifted, so an HQ or General stacked with it may follow (1). */
  readonly lastDrift?: LandingDrift;
}

/** A drift in the landing phase: from one box to another, or out of the boxes (to: null) and delayed. */
export interface LandingDrift {
  readonly unit: string;
  readonly turn: number;
  readonly from: string;
  readonly to: string | null;
  /** Turns of delay when it drifted out of the boxes. */
  readonly delay: number;
}

/** Extended-game rules are in force (turns 17-32 of an extended game). */
export function extRules(s: GameState, firstExtTurn: number): boolean {
  return s.extended && s.turn >= firstExtTurn;
}

export function unitById(s: GameState, id: string): Unit | undefined {
  return s.units.find((u) => u.id === id);
}
export function positionById(s: GameState, id: string): Position | undefined {
  return s.positions.find((p) => p.id === id);
}

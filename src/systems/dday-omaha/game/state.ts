import type { Told } from '../../../engine/index.ts';
import type { Caliber } from '../rules/german-action.ts';
import type { PoolName } from '../rules/priority.ts';
import type { ClimbMarker, HeroMark, Intensity, UnitType } from '../rules/units.ts';
import type { Walk } from './walk-types.ts';

/** A US unit in a German position's field of fire, with its hexes from the position (read from the map). */
export interface FofEntry {
  readonly unit: string;
  readonly intensity: Intensity;
  readonly range: number;
}

/** A US unit on the map outside the position's field of fire: how far, and whether its mortar reaches it (3). */
export interface NearEntry {
  readonly unit: string;
  readonly range: number;
  readonly mortar: boolean;
}

export type Sector = 'east' | 'west';

export interface Position {
  readonly id: string;
  /** As printed: "WN 62", "A6". */
  readonly name: string;
  readonly kind: 'wn' | 'reinforcement';
  readonly number: number | null;
  readonly letter: string | null;
  readonly sector: Sector;
  readonly color: string;
  readonly vp: boolean;
  readonly caliber: Caliber;
  /** Its hexes on the map; a WN over two hexes counts as one position. */
  readonly hexes: readonly string[];
  readonly buildings: boolean;
  readonly occupied: boolean;
  /** German units in the position (a 2-hex WN may hold 2). */
  readonly units: number;
  readonly revealed: boolean;
  readonly disrupted: boolean;
  readonly depth: number;
  /** Its Depth markers have been shown (9.7: a hidden Depth is revealed when an attack calls for it). */
  readonly depthRevealed: boolean;
  /** Set at the start of each German fire phase from the map (2). */
  readonly inCommunication: boolean;
  readonly from352: boolean;
  /** The position its advance arrow points to, if any. */
  readonly advanceTo: string | null;
  /** The German unit's strength when attacked (9.6). */
  readonly strength: number;
  /** Weapon codes an attack on it needs (9.7, 9.8). */
  readonly requires: readonly string[];
}

export type UnitWhere = 'due' | 'box' | 'map' | 'eliminated' | 'catastrophic' | 'removed';

export interface Unit {
  readonly id: string;
  readonly type: UnitType;
  readonly sector: Sector;
  readonly steps: number;
  readonly maxSteps: number;
  readonly symbol: string;
  readonly disrupted: boolean;
  readonly hero: HeroMark;
  readonly climb: ClimbMarker;
  /** A General hit once. */
  readonly flipped: boolean;
  readonly where: UnitWhere;
  /** The turn it is due to land (delays push it later). */
  readonly due: number;
  readonly delayed: boolean;
  readonly box: string | null;
  /** Its hex on the map (printed number) while on the map. */
  readonly hex: string | null;
}

export interface ArtilleryBoxUnit {
  readonly id: string;
  readonly sector: Sector;
  readonly caliber: Caliber;
  readonly observers: readonly string[];
  readonly disrupted: boolean;
}

/** What the US has done in the current US actions phase (6). */
export interface UsPhase {
  /** Counted actions spent per sector. */
  readonly spent: Readonly<Record<Sector, number>>;
  /** Units that have conducted their action. */
  readonly acted: readonly string[];
  /** Positions attacked, and barraged, this phase (6.2, 6.3). */
  readonly attacked: readonly string[];
  readonly barraged: readonly string[];
  /** HQs and Generals that have moved: units near them are no longer in command (6). */
  readonly leadersMoved: readonly string[];
  /** Obstacle hexes the engineers cleared per sector this turn (7). */
  readonly cleared: Readonly<Record<Sector, number>>;
}

export const FRESH_US_PHASE: UsPhase = {
  spent: { east: 0, west: 0 },
  acted: [],
  attacked: [],
  barraged: [],
  leadersMoved: [],
  cleared: { east: 0, west: 0 },
};

export type Phase = 'landing' | 'german' | 'us';

export interface GameState {
  readonly version: 2;
  readonly scenario: string;
  readonly turn: number;
  /** The extended game (turns 17-32): its rules apply from turn 17. */
  readonly extended: boolean;
  readonly phase: Phase;
  readonly positions: readonly Position[];
  readonly units: readonly Unit[];
  readonly pools: Readonly<Record<PoolName, number>>;
  /** Eliminated WN units that may re-occupy (those without artillery). */
  readonly eliminatedWnUnits: number;
  /** Landing boxes left to right as seen from the sea; drifting left moves towards the start. */
  readonly landingBoxes: readonly string[];
  readonly boxSectors: Readonly<Record<string, Sector>>;
  readonly artilleryBox: readonly ArtilleryBoxUnit[];
  /** Beach hexes whose obstacles are not cleared yet (1, 7). */
  readonly obstacles: readonly string[];
  readonly usPhase: UsPhase;
  readonly walk: Walk | null;
  /** What the last action did, in words: one Told per thing that happened. */
  readonly lastReport: readonly Told[];
  readonly over: boolean;
  /** Kampfgruppe Meyer has joined the German pools (2). */
  readonly meyerArrived: boolean;
  /**
   * The landings of this turn that drifted, so an HQ or General stacked with any of them may follow (1); absent in
   * a state saved before it was kept.
   */
  readonly landingDrifts?: readonly LandingDrift[];
}

/** The drifts of this turn's landings, latest last. */
export function driftsThisTurn(s: Pick<GameState, 'landingDrifts' | 'turn'>): readonly LandingDrift[] {
  return (s.landingDrifts ?? []).filter((d) => d.turn === s.turn);
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
export function extRules(s: Pick<GameState, 'extended' | 'turn'>, firstExtTurn: number): boolean {
  return s.extended && s.turn >= firstExtTurn;
}

export function unitById(s: Pick<GameState, 'units'>, id: string): Unit | undefined {
  return s.units.find((u) => u.id === id);
}
export function positionById(s: Pick<GameState, 'positions'>, id: string): Position | undefined {
  return s.positions.find((p) => p.id === id);
}

/** A unit an action or a step has already checked exists (a RangeError names it otherwise). */
export function requireUnit(s: Pick<GameState, 'units'>, id: string): Unit {
  const u = unitById(s, id);
  if (!u) throw new RangeError(`no unit "${id}"`);
  return u;
}

/** A position an action or a step has already checked exists (a RangeError names it otherwise). */
export function requirePosition(s: Pick<GameState, 'positions'>, id: string): Position {
  const p = positionById(s, id);
  if (!p) throw new RangeError(`no position "${id}"`);
  return p;
}

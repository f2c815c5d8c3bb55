/** Unit and square queries and the step losses every rule shares (9.0, 10.0). */
import type { IpPool } from '../scenario.ts';
import type { GameData, UnitDef } from './data.ts';
import { say } from './say.ts';
import { ELIMINATED, type State, type Tank, type UnitState } from './types.ts';

export function def(d: GameData, id: string): UnitDef {
  const i = d.unitIndex.get(id);
  if (i === undefined) throw new RangeError(`no unit "${id}"`);
  return d.units[i] as UnitDef;
}

export function unit(s: State, d: GameData, id: string): UnitState {
  const i = d.unitIndex.get(id);
  const u = i === undefined ? undefined : s.units[i];
  if (!u) throw new RangeError(`no unit "${id}"`);
  return u;
}

/**
 * The unit of this id, if any. A state lists its units in the data's order, so the unit is looked for at its index
 * first (the rules ask for units by id at most steps); the list is searched only if it is not there.
 */
export function findUnit(s: State, d: GameData, id: string): UnitState | undefined {
  const i = d.unitIndex.get(id);
  const at = i === undefined ? undefined : s.units[i];
  if (at?.id === id) return at;
  for (let k = 0; k < s.units.length; k++) if (s.units[k]?.id === id) return s.units[k];
  return undefined;
}

/**
 * The data of unit `u`, the state's `i`-th: a state lists its units in the data's order, so it is there unless the
 * list was kept in another order (then it is looked up by id). Loops over the state's units ask so at most steps.
 */
export function defAt(d: GameData, u: UnitState, i: number): UnitDef {
  const x = d.units[i];
  return x !== undefined && x.id === u.id ? x : def(d, u.id);
}

/** Unit `u`'s CF as it stands; `i`, its place in the state's list where known (`defAt`). */
export function cf(d: GameData, u: UnitState, i?: number): number {
  return cfOf(i === undefined ? def(d, u.id) : defAt(d, u, i), u);
}

/** The CF of unit `u` as it stands, from its data `x`. */
export function cfOf(x: UnitDef, u: UnitState): number {
  return u.disrupted ? x.disrupted : x.full;
}

export function unitsIn(s: State, sq: string): UnitState[] {
  const out: UnitState[] = [];
  for (let i = 0; i < s.units.length; i++) {
    const u = s.units[i];
    if (u?.loc === sq) out.push(u);
  }
  return out;
}

export function anyUnitIn(s: State, sq: string): boolean {
  for (let i = 0; i < s.units.length; i++) if (s.units[i]?.loc === sq) return true;
  return false;
}

export function stackCf(s: State, d: GameData, sq: string): number {
  let n = 0;
  for (let i = 0; i < s.units.length; i++) {
    const u = s.units[i];
    if (u?.loc === sq) n += cf(d, u, i);
  }
  return n;
}

export function tanksIn(s: State, sq: string): number {
  let n = 0;
  for (let i = 0; i < s.tanks.length; i++) {
    const t = s.tanks[i];
    if (t?.square === sq) n += t.strength;
  }
  return n;
}

/** The strength of the Tanks moving with a unit (9.1). */
export function tanksWith(s: State, unitId: string): number {
  let n = 0;
  for (let i = 0; i < s.tanks.length; i++) {
    const t = s.tanks[i];
    if (t?.unit === unitId) n += t.strength;
  }
  return n;
}

export function isLandSquare(d: GameData, sq: string): boolean {
  return d.map.land.has(sq);
}

export function landed(d: GameData, u: UnitState): boolean {
  return isLandSquare(d, u.loc);
}

export function poolOf(d: GameData, id: string): IpPool {
  return def(d, id).pool;
}

const BOTH: readonly IpPool[] = ['1st', '29th'];
const FIRST: readonly IpPool[] = ['1st'];
const TWENTY_NINTH: readonly IpPool[] = ['29th'];
const NONE: readonly IpPool[] = [];

/** The IP tracks that may pay to activate a square: those of the divisions present (12.0). */
export function poolsIn(s: State, d: GameData, sq: string): readonly IpPool[] {
  let first = false;
  let other = false;
  for (let i = 0; i < s.units.length; i++) {
    const u = s.units[i];
    if (u?.loc !== sq) continue;
    if (defAt(d, u, i).pool === '1st') first = true;
    else other = true;
  }
  return first && other ? BOTH : first ? FIRST : other ? TWENTY_NINTH : NONE;
}

/** The track that pays by default: the one with more IP (in `ip`, the state's unless given) among those allowed. */
export function defaultPool(
  s: State,
  pools: readonly IpPool[],
  ip: Readonly<Record<IpPool, number>> = s.ip,
): IpPool | undefined {
  let best: IpPool | undefined;
  for (let i = 0; i < pools.length; i++) {
    const p = pools[i];
    if (p && ip[p] > 0 && (best === undefined || ip[p] > ip[best])) best = p;
  }
  return best;
}

export function hasGermanTokens(s: State, sq: string): boolean {
  return (s.tokens[sq]?.length ?? 0) > 0;
}

/** A beach square whose obstacle still stands (8.5). */
export function obstacleStands(s: State, sq: string): boolean {
  return sq in s.gaps && !s.gaps[sq];
}

/**
 * A Tank token's record. A Tank that moves, changes unit or loses a step gets a new record: code V8 optimized while
 * no Tank field had yet been changed is thrown away and compiled again when one first is.
 */
export function tank(id: string, strength: number, square: string, unit: string | null): Tank {
  return { id, strength, square, unit };
}

export function eliminate(s: State, u: UnitState): void {
  u.loc = ELIMINATED;
  u.disrupted = false;
  u.pinned = false;
  for (let i = 0; i < s.tanks.length; i++) {
    const t = s.tanks[i] as Tank;
    if (t.unit === u.id) s.tanks[i] = tank(t.id, t.strength, t.square, null);
  }
}

/** Flips a unit to its disrupted side, or eliminates it if it already was (9.0); says which. */
export function disrupt(s: State, u: UnitState): 'disrupted' | 'eliminated' {
  if (u.disrupted) {
    eliminate(s, u);
    return 'eliminated';
  }
  u.disrupted = true;
  return 'disrupted';
}

/** Attaches any Tank token left without a unit in the square to a unit that has just entered it (9.1c). */
export function pickUpTanks(s: State, d: GameData, sq: string, unitId: string): void {
  for (let i = 0; i < s.tanks.length; i++) {
    const t = s.tanks[i] as Tank;
    if (t.square !== sq || t.unit !== null) continue;
    s.tanks[i] = tank(t.id, t.strength, t.square, unitId);
    say(s, () => `${def(d, unitId).name} picks up the +${t.strength} Tank left in ${sq}`, '9.1c');
  }
}

export function moveUnit(s: State, d: GameData, u: UnitState, to: string): void {
  u.loc = to;
  for (let i = 0; i < s.tanks.length; i++) {
    const t = s.tanks[i] as Tank;
    if (t.unit === u.id) s.tanks[i] = tank(t.id, t.strength, to, t.unit);
  }
  pickUpTanks(s, d, to, u.id);
}

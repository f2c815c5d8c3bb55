import type { Told } from '../../../engine/index.ts';
import type { PositionPatch, UnitPatch } from './actions.ts';
import { requirePosition, type GameState } from './state.ts';
import { said } from './words.ts';
import { POOL_TEXT, type PoolName } from '../rules/priority.ts';

/** Corrections by hand: the player's table is the truth, and every change is said. */

/** A value an edit sets: every patchable field is a plain value. */
type PatchValue = string | number | boolean | null | undefined;

const POSITION_WORDS: Readonly<Record<keyof PositionPatch, (v: PatchValue) => string>> = {
  occupied: (v) => (v ? 'occupied' : 'left empty'),
  units: (v) => `${String(v)} German unit${v === 1 ? '' : 's'}`,
  revealed: (v) => (v ? 'face up' : 'face down'),
  disrupted: (v) => (v ? 'Disrupted' : 'no longer Disrupted'),
  depth: (v) => `${String(v)} Depth marker${v === 1 ? '' : 's'}`,
  depthRevealed: (v) => (v ? 'its Depth shown' : 'its Depth hidden'),
  vp: (v) => (v ? 'a VP position' : 'not a VP position'),
  caliber: (v) => (v === 'none' ? 'no artillery' : `${String(v)} mm artillery`),
  color: (v) => `colour ${String(v)}`,
  from352: (v) => (v ? 'of the 352nd' : 'not of the 352nd'),
  advanceTo: (v) => (v ? `advance arrow to ${String(v)}` : 'no advance arrow'),
  buildings: (v) => (v ? 'in buildings' : 'not in buildings'),
};

const UNIT_WORDS: Readonly<Record<keyof UnitPatch, (v: PatchValue) => string>> = {
  steps: (v) => `${String(v)} step${v === 1 ? '' : 's'}`,
  symbol: (v) => `symbol ${String(v) || 'none'}`,
  disrupted: (v) => (v ? 'Disrupted' : 'no longer Disrupted'),
  hero: (v) => (v === 'none' ? 'no Hero' : v === 'hero' ? 'a Hero' : 'Inspired'),
  climb: (v) => (v === 'none' ? 'no climb marker' : v === 'climb' ? 'a Climb marker' : 'a Climb Cliff marker'),
  flipped: (v) => (v ? 'hit once' : 'not hit'),
  where: (v) =>
    ({
      due: 'to land',
      box: 'in a landing box',
      map: 'on the map',
      eliminated: 'eliminated',
      catastrophic: 'in the catastrophic loss box',
      removed: 'removed from play',
    })[String(v)] ?? String(v),
  box: (v) => (v ? `box ${String(v)}` : 'out of the boxes'),
  hex: (v) => (v ? `hex ${String(v)}` : 'off the map'),
  type: (v) => (v === 'hq' ? 'an HQ' : 'a Command Post'),
};

function words<K extends string>(
  patch: Readonly<Partial<Record<K, PatchValue>>>,
  table: Readonly<Record<K, (v: PatchValue) => string>>,
): string {
  return (Object.entries(patch) as [K, PatchValue][])
    .map(([k, v]) => {
      // the session checks an edit before it is applied; a caller that skipped the check learns which field
      const told = table[k] as ((v: PatchValue) => string) | undefined;
      if (!told) throw new RangeError(`a hand edit cannot set "${k}"`);
      return told(v);
    })
    .join(', ');
}

export function editPosition(s: GameState, id: string, patch: PositionPatch): GameState {
  const p = requirePosition(s, id);
  const positions = s.positions.map((x) => {
    if (x.id !== id) return x;
    const next = { ...x, ...patch };
    if (patch.occupied === false)
      return { ...next, units: 0, depth: 0, depthRevealed: false, disrupted: false, revealed: false };
    if (patch.occupied === true && next.units === 0) return { ...next, units: 1 };
    return next;
  });
  return { ...s, positions, lastReport: [said(`${p.name} set by hand`, words(patch, POSITION_WORDS))] };
}

export function editUnit(s: GameState, id: string, patch: UnitPatch): GameState {
  const units = s.units.map((u) => {
    if (u.id !== id) return u;
    const next = { ...u, ...patch };
    return next.where === 'map' ? { ...next, box: null } : { ...next, hex: null };
  });
  return { ...s, units, lastReport: [said(`${id} set by hand`, words(patch, UNIT_WORDS))] };
}

export function editPool(s: GameState, pool: PoolName, count: number): GameState {
  const told: Told = said(`${POOL_TEXT[pool]} pool set by hand`, `${count} left`);
  return { ...s, pools: { ...s.pools, [pool]: count }, lastReport: [told] };
}

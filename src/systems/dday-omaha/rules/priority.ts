import { findRow, required, type RulesContext } from '../../../engine/index.ts';
import { str } from './numbers.ts';

/** A German position as the placement rules see it (2). */
export interface PlaceCandidate {
  readonly id: string;
  /** As printed, for the reasons given ("WN 62"); the id when absent. */
  readonly name?: string;
  readonly number: number | null;
  readonly letter: string | null;
}

/** Lowest ID (no ID counts as 0), then lowest letter (2). */
export function compareIds(a: PlaceCandidate, b: PlaceCandidate): number {
  return (a.number ?? 0) - (b.number ?? 0) || (a.letter ?? '').localeCompare(b.letter ?? '');
}

export interface Chosen {
  readonly id?: string;
  /** Candidates still equal after every tie-break (should not happen with distinct ids). */
  readonly ties: string[];
  readonly why: string[];
}

function pickBy<T extends PlaceCandidate>(
  list: readonly T[],
  steps: readonly { label: string; score: (c: T) => number }[],
  why: string[],
): Chosen {
  let pool = [...list];
  for (const s of steps) {
    if (pool.length <= 1) break;
    const best = Math.min(...pool.map(s.score));
    const next = pool.filter((c) => s.score(c) === best);
    if (next.length < pool.length) why.push(`${s.label}: ${next.map((c) => c.name ?? c.id).join(', ')}`);
    pool = next;
  }
  if (pool.length > 1) {
    const sorted = [...pool].sort(compareIds);
    const first = required(sorted[0], 'the first of a pool of more than one');
    const tied = sorted.filter((c) => compareIds(c, first) === 0);
    why.push(`lowest ID, then lowest letter: ${first.name ?? first.id}`);
    return { id: first.id, ties: tied.length > 1 ? tied.map((c) => c.id) : [], why };
  }
  const only = pool[0];
  return only ? { id: only.id, ties: [], why } : { ties: [], why: [...why, 'no candidate'] };
}

export interface DepthCandidate extends PlaceCandidate {
  readonly kind: 'wn' | 'reinforcement';
  /** Hexes of the WN (1 or 2). */
  readonly hexes: number;
  readonly occupied: boolean;
  readonly inCommunication: boolean;
  readonly depth: number;
  /** Hexes to the nearest US unit. */
  readonly distanceToUs: number;
}

/** Which German unit receives a Depth marker (2): in communication and without one; closest to a US unit, 1-hex WN, 2-hex WN, Reinforcement, lowest ID, lowest letter. */
export function depthRecipient(list: readonly DepthCandidate[]): Chosen {
  const why: string[] = [];
  const ok = list.filter((c) => c.occupied && c.inCommunication && c.depth === 0);
  if (ok.length === 0)
    return { ties: [], why: ['No occupied German position in communication without a Depth marker (2)'] };
  const kindRank = (c: DepthCandidate) => (c.kind === 'wn' ? (c.hexes >= 2 ? 1 : 0) : 2);
  return pickBy(
    ok,
    [
      { label: 'closest to a US unit', score: (c) => c.distanceToUs },
      { label: '1-hex WN, then 2-hex WN, then Reinforcement', score: kindRank },
    ],
    why,
  );
}

export interface EventPlaceCandidate extends PlaceCandidate {
  readonly empty: boolean;
  readonly inCommunication: boolean;
  readonly sector: string;
  readonly adjacentToUs: boolean;
  readonly withinTwoOfUs: boolean;
}

/** Where an event-card reinforcement goes (2): an empty numbered Reinforcement position in communication; adjacent to US, then within 2 hexes, then in the sector; lowest number. */
export function eventReinforcementPlace(list: readonly EventPlaceCandidate[], sector: string): Chosen {
  const ok = list.filter((c) => c.empty && c.inCommunication && c.number !== null);
  for (const [label, f] of [
    ['adjacent to a US unit', (c: EventPlaceCandidate) => c.adjacentToUs],
    ['within 2 hexes of a US unit', (c: EventPlaceCandidate) => c.withinTwoOfUs],
    [`in the ${sector} sector`, (c: EventPlaceCandidate) => c.sector === sector],
  ] as const) {
    const pool = ok.filter(f);
    if (pool.length) return pickBy(pool, [], [`${label} (2)`]);
  }
  return { ties: [], why: ['No empty numbered Reinforcement position in communication (2)'] };
}

export interface DepthPlaceCandidate extends PlaceCandidate {
  readonly empty: boolean;
  /** Hexes from the WN whose Depth marker triggered it. */
  readonly distanceFromWn: number;
  readonly distanceToUs: number;
}

/** Where a reinforcement triggered by a WN Depth marker goes (2): the nearest empty Reinforcement position, then closest to a US unit, then lowest number. */
export function depthReinforcementPlace(list: readonly DepthPlaceCandidate[]): Chosen {
  return pickBy(
    list.filter((c) => c.empty),
    [
      { label: 'nearest to the WN', score: (c) => c.distanceFromWn },
      { label: 'closest to a US unit', score: (c) => c.distanceToUs },
    ],
    [],
  );
}

export interface RedeployCandidate extends PlaceCandidate {
  readonly sector: string;
  readonly vp: boolean;
  readonly unoccupied: boolean;
  readonly inCommunication: boolean;
  /** Steps of US units in its field of fire. */
  readonly usSteps: number;
}

/** REDEPLOY (3): another empty position of the sector, in communication, with targets; VP first, lowest ID, more US strength. A unit on a VP position only moves to another VP position. */
export function redeployTarget(
  from: { id: string; sector: string; vp: boolean },
  list: readonly RedeployCandidate[],
): Chosen {
  const why: string[] = [];
  let ok = list.filter(
    (c) => c.id !== from.id && c.sector === from.sector && c.unoccupied && c.inCommunication && c.usSteps > 0,
  );
  if (from.vp) {
    ok = ok.filter((c) => c.vp);
    why.push('from a VP position: only to another VP position (3)');
  }
  if (ok.length === 0)
    return {
      ties: [],
      why: [...why, 'No empty position in communication with targets in the sector: the unit stays (3)'],
    };
  return pickBy(
    ok,
    [
      { label: 'VP positions first', score: (c) => (c.vp ? 0 : 1) },
      { label: 'lowest ID', score: (c) => c.number ?? 0 },
      { label: 'lowest letter', score: (c) => (c.letter ?? '').charCodeAt(0) || 0 },
      { label: 'more US strength in its field of fire', score: (c) => -c.usSteps },
    ],
    why,
  );
}

export type PoolName = 'wn' | 'tactical' | 'building' | 'mobile' | 'division';
export const POOLS: readonly PoolName[] = ['wn', 'tactical', 'building', 'mobile', 'division'];

/** Each pool as the digest names it. */
export const POOL_TEXT: Readonly<Record<PoolName, string>> = {
  wn: 'WN Depth',
  tactical: 'Tactical Reinforcement',
  building: 'Building Depth',
  mobile: 'Mobile Depth',
  division: 'Division Reinforcement',
};

/** The pool a Depth marker or a reinforcement is drawn from (2): the first listed that is not empty. */
export function drawPool(
  ctx: RulesContext,
  recipient: string,
  counts: Readonly<Record<PoolName, number>>,
): { pool?: PoolName; why: string } {
  const row = findRow(ctx.table('dday-omaha.depth-pools'), recipient);
  const order = str(row, 'pools').split(',') as PoolName[];
  for (const p of order)
    if ((counts[p] ?? 0) > 0) return { pool: p, why: `${row.label ?? row.key}: from the ${POOL_TEXT[p]} pool` };
  return {
    why: `${row.label ?? row.key}: the ${order.map((x) => POOL_TEXT[x]).join(' and ')} pool${order.length > 1 ? 's' : ''} empty, nothing drawn`,
  };
}

import type { GermanAction } from '../../../systems/dday-omaha/rules/german-action.ts';
import type { PoolName } from '../../../systems/dday-omaha/rules/priority.ts';
import { MARK, type Intensity, type UnitType } from '../../../systems/dday-omaha/rules/units.ts';
import type { Position, Unit, UnitWhere } from '../../../systems/dday-omaha/game/state.ts';
import type { Effect } from '../../../systems/dday-omaha/game/walk-types.ts';

/** Words for the board: short, the way a player reads the counters. Pure, so they are unit-tested. */

export const ACTION_TEXT: Record<GermanAction, string> = {
  fire: 'Fire',
  reinforce: 'Reinforce',
  redeploy: 'Redeploy',
  're-supply': 'Re-supply',
  're-occupy': 'Re-occupy',
  mortar: 'Mortar',
  patrol: 'Patrol',
  ambush: 'Ambush',
  advance: 'Advance',
  artillery: 'Artillery',
  'remove-disrupted': 'Remove Disrupted',
};

export const CARD_TEXT: Record<'F' | 'R' | 'M' | 'P' | 'A', string> = { F: 'Fire', R: 'Reinforce', M: 'Mortar', P: 'Patrol', A: 'Advance / Artillery' };

export const POOL_TEXT: Record<PoolName, string> = {
  wn: 'WN Depth',
  tactical: 'Tactical Reinforcement',
  building: 'Building Depth',
  mobile: 'Mobile Depth',
  division: 'Division Reinforcement',
};
export const POOLS: readonly PoolName[] = ['wn', 'building', 'mobile', 'tactical', 'division'];

export const INTENSITY_TEXT: Record<Intensity, string> = { intense: 'intense', steady: 'steady', sporadic: 'sporadic' };
export { MARK };

export const TYPE_TEXT: Record<UnitType, string> = {
  infantry: 'Infantry',
  ranger: 'Ranger',
  'heavy-infantry': 'Heavy infantry',
  tank: 'Tank',
  'anti-aircraft': 'Anti-aircraft',
  'anti-tank': 'Anti-tank',
  artillery: 'Artillery',
  hq: 'HQ',
  general: 'General',
  'command-post': 'Command Post',
};

export const WHERE_TEXT: Record<UnitWhere, string> = {
  due: 'to land',
  box: 'landing box',
  map: 'on the map',
  eliminated: 'eliminated',
  catastrophic: 'catastrophic loss box',
  removed: 'removed from play',
};

/** "WN62" or "A6" with what kind of position it is, for headings and screen readers. */
export function positionName(p: Pick<Position, 'id' | 'kind'>): string {
  return `${p.kind === 'wn' ? 'WN position' : 'Reinforcement position'} ${p.id}`;
}

export function caliberText(c: Position['caliber']): string {
  return c === 'none' ? 'no artillery' : `${c} mm`;
}

/** One line of the position's state, for its accessible description and collapsed view. */
export function positionSummary(p: Position): string {
  if (!p.occupied) return `empty${p.inCommunication ? ', in communication' : ', cut off'}`;
  const parts = [`${p.units} unit${p.units === 1 ? '' : 's'}`, p.revealed ? 'revealed' : 'face down'];
  if (p.disrupted) parts.push('Disrupted');
  if (p.depth) parts.push(`${p.depth} Depth`);
  parts.push(p.inCommunication ? 'in communication' : 'cut off');
  return parts.join(', ');
}

/** The units in each of a position's fields of fire: "● E/2/16 (1 hex)". */
export function fofByIntensity(p: Pick<Position, 'fof'>): Record<Intensity, string[]> {
  const out: Record<Intensity, string[]> = { intense: [], steady: [], sporadic: [] };
  const sorted = [...p.fof].sort((a, b) => a.range - b.range || a.unit.localeCompare(b.unit));
  for (const e of sorted) out[e.intensity].push(e.unit);
  return out;
}

export function unitSummary(u: Unit): string {
  const parts = [TYPE_TEXT[u.type]];
  if (u.type !== 'hq' && u.type !== 'general' && u.type !== 'command-post') parts.push(`${u.steps} of ${u.maxSteps} steps`);
  if (u.symbol) parts.push(`symbol ${u.symbol}`);
  if (u.disrupted) parts.push('Disrupted');
  if (u.hero !== 'none') parts.push(u.hero === 'hero' ? 'Hero' : 'Inspired');
  if (u.climb !== 'none') parts.push(u.climb === 'climb' ? 'Climb' : 'Climb Cliff');
  if (u.type === 'general' && u.flipped) parts.push('hit once');
  if (u.where === 'box') parts.push(`in box ${u.box ?? '?'}`);
  else if (u.where === 'map') parts.push(u.hex ? `at ${u.hex}` : 'on the map');
  // 9.1 lists the first tanks under turn 0: they are due from the first turn of play.
  else if (u.where === 'due') parts.push(`${u.due === 0 ? 'lands from turn 1 (turn 0 in 9.1)' : `lands turn ${u.due}`}${u.delayed ? ' (delayed)' : ''}`);
  else parts.push(WHERE_TEXT[u.where]);
  return parts.join(', ');
}

function patchText(patch: Readonly<Record<string, unknown>>): string {
  const bits: string[] = [];
  for (const [k, v] of Object.entries(patch)) {
    if (k === 'occupied') bits.push(v ? 'occupied' : 'left empty');
    else if (k === 'units' && patch.occupied !== false) bits.push(`${String(v)} unit${v === 1 ? '' : 's'}`);
    else if (k === 'depth' && typeof v === 'number' && v > 0) bits.push(`Depth ${v}`);
    else if (k === 'revealed' && patch.occupied !== false) bits.push(v ? 'face up' : 'face down');
    else if (k === 'disrupted' && v === true) bits.push('Disrupted');
    else if (k === 'disrupted' && Object.keys(patch).length === 1) bits.push('Disrupted marker removed');
    else if (k === 'caliber') bits.push(v === 'none' ? 'no artillery' : `${String(v)} mm`);
  }
  return bits.join(', ');
}

/** What one effect of the walk does, in a few words ("E/2/16: −1 step and Disrupted"). */
export function effectText(e: Effect): string {
  switch (e.kind) {
    case 'hit': {
      if (e.target === 'hero') return `${e.unit}: hero hit`;
      if (e.target === 'leader') return `${e.unit}: leader hit`;
      const what = e.effect === 'step+disrupted' ? '−1 step and Disrupted' : e.effect === 'step' ? '−1 step' : e.effect === 'disrupted' ? 'Disrupted' : 'no effect';
      return `${e.unit}: ${what}`;
    }
    case 'disrupt-unit':
      return `${e.unit}: Disrupted`;
    case 'position':
      return `${e.position}: ${patchText(e.patch) || 'changed'}`;
    case 'pool':
      return `${POOL_TEXT[e.pool]} pool ${e.delta > 0 ? '+' : '−'}${Math.abs(e.delta)}`;
    case 'eliminated-wn':
      return `Eliminated WN units ${e.delta > 0 ? '+' : '−'}${Math.abs(e.delta)}`;
    case 'move-unit':
      return `${e.unit}: moves 1 hex off the route`;
    case 'note':
      return e.why;
  }
}

/** The reason beside an effect, unless it only repeats the effect's own words. */
export function effectWhy(e: Effect): string {
  if (e.kind === 'note') return '';
  const flat = (x: string) => x.toLowerCase().replace(/[^a-z0-9/]+/g, ' ').trim();
  return flat(effectText(e)).includes(flat(e.why)) ? '' : e.why;
}

/** Effects that hit US units, for the headline of a walk step. */
export function isHit(e: Effect): boolean {
  return e.kind === 'hit' || e.kind === 'disrupt-unit';
}

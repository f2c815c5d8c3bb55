import type { PoolName } from '../../../systems/dday-omaha/rules/priority.ts';
import { isLeader, type UnitType } from '../../../systems/dday-omaha/rules/units.ts';
import type { Position, Unit, UnitWhere } from '../../../systems/dday-omaha/game/state.ts';
import { boxName } from '../../../systems/dday-omaha/game/world.ts';
import { world } from './offers.ts';

/** Words for the board: short, the way a player reads the counters. Pure, so they are unit-tested. */

export const POOLS: readonly PoolName[] = ['wn', 'building', 'mobile', 'tactical', 'division'];

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

const WHERE_TEXT: Record<UnitWhere, string> = {
  due: 'to land',
  box: 'landing box',
  map: 'on the map',
  eliminated: 'eliminated',
  catastrophic: 'catastrophic loss box',
  removed: 'removed from play',
};

export function caliberText(c: Position['caliber']): string {
  return c === 'none' ? 'no artillery' : `${c} mm`;
}

/** One line of the position's state. */
export function positionSummary(p: Position): string {
  if (!p.occupied)
    return `${p.kind === 'wn' ? 'WN' : 'Reinforcement position'}, empty, ${p.inCommunication ? 'in communication' : 'cut off'}`;
  const parts = [
    p.kind === 'wn' ? 'WN' : 'Reinforcement position',
    `${p.units} unit${p.units === 1 ? '' : 's'}`,
    p.revealed ? 'face up' : 'face down',
  ];
  if (p.disrupted) parts.push('Disrupted');
  if (p.depth) parts.push(`${p.depth} Depth${p.depthRevealed ? ' (shown)' : ''}`);
  parts.push(p.inCommunication ? 'in communication' : 'cut off');
  return parts.join(', ');
}

/** What the position is, as printed: colour, caliber, VP, 352nd, strength and the weapons an attack needs. */
export function positionFacts(p: Position): string {
  const parts = [`${p.color}`, caliberText(p.caliber)];
  if (p.vp) parts.push('VP position');
  if (p.from352) parts.push('352nd');
  parts.push(`strength ${p.strength}`);
  parts.push(p.requires.length ? `an attack needs ${p.requires.join(', ')}` : 'no weapon needed');
  return parts.join(', ');
}

export function unitSummary(u: Unit): string {
  const parts = [TYPE_TEXT[u.type]];
  if (!isLeader(u.type)) parts.push(`${u.steps} of ${u.maxSteps} steps`);
  if (u.symbol) parts.push(`symbol ${u.symbol}`);
  if (u.disrupted) parts.push('Disrupted');
  if (u.hero !== 'none') parts.push(u.hero === 'hero' ? 'Hero' : 'Inspired');
  if (u.climb !== 'none') parts.push(u.climb === 'climb' ? 'Climb marker' : 'Climb Cliff marker');
  if (u.type === 'general' && u.flipped) parts.push('hit once');
  if (u.where === 'box') parts.push(`in the ${boxName(world, u.box ?? '')}`);
  else if (u.where === 'map') parts.push(`hex ${u.hex ?? ''}`);
  // 9.1 lists the first tanks under turn 0: they are due from the first turn of play.
  else if (u.where === 'due')
    parts.push(
      `${u.due === 0 ? 'lands from turn 1 (turn 0 in 9.1)' : `lands turn ${u.due}`}${u.delayed ? ' (delayed)' : ''}`,
    );
  else parts.push(WHERE_TEXT[u.where]);
  return parts.join(', ');
}

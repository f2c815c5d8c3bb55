import type { RulesContext } from '../../../engine/index.ts';
import { turnRow } from './numbers.ts';

/** Obstacle hexes the engineers may clear per sector this turn (7); null when all count as cleared. */
export function clearingAllowance(ctx: RulesContext, turn: number): { hexes: number | null; why: string } {
  const row = turnRow(ctx.table('dday-omaha.engineer-clearing'), turn);
  const v = row?.values.hexes;
  const hexes = typeof v === 'number' ? v : null;
  return {
    hexes,
    why: `${row?.label ?? `turn ${turn}`}: ${hexes === null ? 'all obstacles count as cleared' : `${hexes} hex${hexes === 1 ? '' : 'es'} per sector`}${row?.provisional ? ' (provisional)' : ''} (7)`,
  };
}

export interface BaseSituation {
  readonly ext: boolean;
  readonly beachHex: boolean;
  readonly inFofOfOccupiedOrConnected: boolean;
  readonly germanArtilleryInSector: boolean;
  readonly advancing: boolean;
}

/** Establishing or advancing an Engineer Base (7, extended game). */
export function engineerBase(s: BaseSituation): { allowed: boolean; why: string } {
  if (!s.ext) return { allowed: false, why: 'Engineer Bases exist only in the extended game (7)' };
  if (!s.beachHex) return { allowed: false, why: 'A base stands on a beach hex (7)' };
  if (s.inFofOfOccupiedOrConnected)
    return { allowed: false, why: 'Not in the field of fire of an occupied or connected German position (7)' };
  if (s.advancing && s.germanArtilleryInSector)
    return { allowed: false, why: 'German artillery fired in its sector: the base may not advance (7)' };
  return {
    allowed: true,
    why: 'Allowed: one per division; garrison, shingle lanes, road clearing and traffic management in its range (7)',
  };
}

export interface CommandPostSituation {
  readonly ext: boolean;
  readonly inFofOfOccupiedOrConnected: boolean;
  readonly inFofOfOccupied: boolean;
  readonly establishing: boolean;
}

/** Command Posts (8, extended game): an HQ establishes one out of the fire of occupied or connected positions; it advances out of the fire of occupied ones. */
export function commandPost(s: CommandPostSituation): { allowed: boolean; why: string } {
  if (!s.ext) return { allowed: false, why: 'Command Posts exist only in the extended game (8)' };
  if (s.establishing)
    return s.inFofOfOccupiedOrConnected
      ? { allowed: false, why: 'In the field of fire of an occupied or connected position (8)' }
      : {
          allowed: true,
          why: 'The HQ becomes a Command Post: free actions, radios and fire coordination in its range (8)',
        };
  return s.inFofOfOccupied
    ? { allowed: false, why: 'In the field of fire of an occupied position: it may not advance (8)' }
    : { allowed: true, why: 'The Command Post may advance (8)' };
}

import type { RulesContext } from '../../../engine/index.ts';

/** US unit types (tables/dday-omaha/us-unit-types.json keys). */
export type UnitType =
  | 'infantry'
  | 'ranger'
  | 'heavy-infantry'
  | 'tank'
  | 'anti-aircraft'
  | 'anti-tank'
  | 'artillery'
  | 'hq'
  | 'general'
  | 'command-post';
/** The unit types as a procedure's choice offers them: the value, and its name in words. */
export const UNIT_TYPE_CHOICES: readonly (readonly [UnitType, string])[] = [
  ['infantry', 'Infantry'],
  ['ranger', 'Ranger'],
  ['heavy-infantry', 'Heavy infantry'],
  ['tank', 'Tank'],
  ['anti-aircraft', 'Anti-aircraft'],
  ['anti-tank', 'Anti-tank'],
  ['artillery', 'Artillery'],
  ['hq', 'HQ'],
  ['general', 'General'],
  ['command-post', 'Command Post'],
];
/** A US unit's Hero marker: none, a Hero, or Inspired (its Hero spent). */
export type HeroMark = 'none' | 'hero' | 'inspired';
/** A US unit's climbing marker (6.1): none, Climb, or Climb Cliff. */
export type ClimbMarker = 'none' | 'climb' | 'climb-cliff';
export type Intensity = 'intense' | 'steady' | 'sporadic';
export const INTENSITIES: readonly Intensity[] = ['intense', 'steady', 'sporadic'];
export const MARK: Record<Intensity, string> = { intense: '●', steady: '⊕', sporadic: '○' };

export const TYPES_TABLE = 'dday-omaha.us-unit-types';

export function isLeader(t: UnitType): boolean {
  return t === 'hq' || t === 'general' || t === 'command-post';
}
export function isInfantry(t: UnitType): boolean {
  return t === 'infantry' || t === 'ranger' || t === 'heavy-infantry';
}

/** Row of the unit types table for a type (a command post reads as an HQ). */
function typeRow(ctx: RulesContext, t: UnitType) {
  const key = t === 'command-post' ? 'hq' : t;
  const row = ctx.table(TYPES_TABLE).rows.find((r) => r.key === key);
  if (!row) throw new RangeError(`${TYPES_TABLE}: no type ${key}`);
  return row;
}

export function isArmored(ctx: RulesContext, t: UnitType): boolean {
  return typeRow(ctx, t).values.armored === true;
}
export function defaultSymbol(ctx: RulesContext, t: UnitType): string {
  const v = typeRow(ctx, t).values.symbol;
  return typeof v === 'string' ? v : '';
}
export function landsByDukw(ctx: RulesContext, t: UnitType): boolean {
  return typeRow(ctx, t).values.landsBy === 'dukw';
}

/** Reads a unit's type from its designation with the patterns of the unit types table. */
export function typeOfDesignation(ctx: RulesContext, name: string): UnitType {
  for (const row of ctx.table(TYPES_TABLE).rows) {
    const p = row.values.pattern;
    if (typeof p === 'string' && new RegExp(p).test(name)) return row.key as UnitType;
  }
  return 'infantry';
}

/** Hexes at which a unit of this type attacks, supports or barrages (us-unit-types). */
export function unitRange(ctx: RulesContext, t: UnitType): number {
  return Number(typeRow(ctx, t).values.range ?? 0);
}

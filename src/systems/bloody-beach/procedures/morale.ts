import { modifier, type Modifier, type RulesContext } from '../../../engine/index.ts';
import { terrainLabel, terrainNumber } from './common.ts';

export interface MoraleSubject {
  readonly morale: number;
  readonly hits: number;
  readonly terrain: string;
  /** Extra morale penalty from a Special Hit marker on the unit. */
  readonly penalty?: number;
}

export interface MoraleTest {
  readonly passed: boolean;
  readonly target: number;
  readonly total: number;
  readonly modifiers: Modifier[];
  readonly line: string;
}

/**
 * A morale check (also landing checks and unpinning): the d10 plus the terrain modifier (when the rule applies
 * terrain) must be at most the morale, less one per Hit marker (8.3.2-8.3.4).
 */
export function moraleTest(
  ctx: RulesContext,
  s: MoraleSubject,
  die: number,
  withTerrain: boolean,
  what = 'Morale check',
): MoraleTest {
  const mods: Modifier[] = [];
  const drm = withTerrain ? (terrainNumber(ctx, s.terrain, 'morale') ?? 0) : 0;
  if (withTerrain && drm !== 0)
    mods.push(modifier(`${terrainLabel(ctx, s.terrain)} (die)`, drm, '8.3.3, Terrain Effects Chart'));
  if (s.hits > 0) mods.push(modifier(`${s.hits} Hit marker${s.hits > 1 ? 's' : ''} (morale)`, -s.hits, '8.3.4'));
  if (s.penalty) mods.push(modifier('Special Hit marker (morale)', -s.penalty, '8.4.4'));
  const target = s.morale - s.hits - (s.penalty ?? 0);
  const total = die + drm;
  const passed = total <= target;
  const line = `${what}: d10 ${die}${drm ? ` ${drm > 0 ? '+' : '-'} ${Math.abs(drm)} terrain = ${total}` : ''} against morale ${target}${target !== s.morale ? ` (${s.morale} on the counter)` : ''}: ${passed ? 'passed' : 'failed'}`;
  return { passed, target, total, modifiers: mods, line };
}

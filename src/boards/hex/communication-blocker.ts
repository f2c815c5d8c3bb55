import { distance } from './distance.ts';
import { hexKey } from './hex-key.ts';
import type { Axial } from './types.ts';

/** One enemy unit's fire zone, as seen by a line of communications. */
export interface EnemyZone {
  /** Where the enemy unit stands. */
  readonly hex: Axial;
  readonly zone: readonly Axial[];
  /** A pillbox's zone blocks only in hexes adjacent to the pillbox. */
  readonly pillbox?: boolean;
}

export interface BlockerInput {
  /** Hexes holding enemy units (of any kind). */
  readonly enemyHexes: readonly Axial[];
  readonly zones: readonly EnemyZone[];
  /** Hexes holding friendly combat units (not HQs): these cancel enemy fire zones. */
  readonly friendlyCombatHexes: readonly Axial[];
  /** How far from a pillbox its zone still blocks (1: adjacent only). */
  readonly pillboxReach?: number;
}

/**
 * What blocks a line of communications or a support range trace: enemy units, and enemy fire zones not
 * cancelled by a friendly combat unit in the hex; a pillbox's zone counts only near the pillbox.
 */
export function communicationBlocker(input: BlockerInput): (h: Axial) => boolean {
  const enemy = new Set(input.enemyHexes.map(hexKey));
  const friendly = new Set(input.friendlyCombatHexes.map(hexKey));
  const zone = new Set<string>();
  const reach = input.pillboxReach ?? 1;
  for (const z of input.zones) {
    for (const h of z.zone) if (!z.pillbox || distance(z.hex, h) <= reach) zone.add(hexKey(h));
  }
  return (h) => {
    const k = hexKey(h);
    return enemy.has(k) || (zone.has(k) && !friendly.has(k));
  };
}

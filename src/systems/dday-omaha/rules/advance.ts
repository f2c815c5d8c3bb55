import type { RulesContext } from '../../../engine/index.ts';
import { rule } from './numbers.ts';
import { isInfantry, type UnitType } from './units.ts';

export interface AdvanceMover {
  readonly hasDepth: boolean;
  readonly revealed: boolean;
  readonly from352: boolean;
  readonly usInFieldOfFire: boolean;
}

/** Whether a German unit advances (3): the arrow points to an empty or US-held position, and no US in its field of fire, or a Depth marker while unrevealed, or a Depth marker while revealed and of the 352nd. */
export function advances(m: AdvanceMover, arrowTarget: boolean): { advance: boolean; why: string } {
  if (!arrowTarget) return { advance: false, why: 'No advance arrow towards an empty or US-held position (3)' };
  if (!m.usInFieldOfFire) return { advance: true, why: 'No US unit in its field of fire: it advances (3)' };
  if (m.hasDepth && !m.revealed)
    return { advance: true, why: 'Unrevealed with a Depth marker: it advances despite US in its field of fire (3)' };
  if (m.hasDepth && m.from352)
    return { advance: true, why: 'Revealed 352nd unit with a Depth marker: it advances (3)' };
  return {
    advance: false,
    why: 'US units in its field of fire and no qualifying Depth marker: it does not advance (3)',
  };
}

export interface RouteUnit {
  readonly id: string;
  readonly type: UnitType;
  readonly symbol: string;
  readonly steps: number;
  readonly disrupted: boolean;
  /** In buildings or bocage: strength doubled. */
  readonly cover: boolean;
}

export interface RepulseResult {
  readonly total: number;
  readonly repulsed: boolean;
  readonly disrupt: string[];
  readonly why: string[];
}

/** US units on the route of advance (3): tanks and infantry with a matching symbol and every other type are Disrupted; then undisrupted strength (x2 in buildings or bocage) plus one hero against 7. Strength is read as steps. */
export function repulseTest(
  ctx: RulesContext,
  route: readonly RouteUnit[],
  symbols: readonly string[],
  hero: boolean,
): RepulseResult {
  const why: string[] = [];
  const disrupt = route
    .filter((u) => !u.disrupted && ((u.type !== 'tank' && !isInfantry(u.type)) || symbols.includes(u.symbol)))
    .map((u) => u.id);
  if (disrupt.length) why.push(`Disrupted by the advance: ${disrupt.join(', ')} (3)`);
  const mult = rule(ctx, 'repulse-terrain-multiplier');
  const standing = route.filter((u) => !u.disrupted && !disrupt.includes(u.id));
  let total = 0;
  for (const u of standing) {
    const s = u.steps * (u.cover ? mult : 1);
    total += s;
    why.push(`${u.id}: ${u.steps}${u.cover ? ` x${mult} (buildings or bocage)` : ''} = ${s}`);
  }
  if (hero) {
    total += rule(ctx, 'repulse-hero-bonus');
    why.push(`hero +${rule(ctx, 'repulse-hero-bonus')}`);
  }
  const threshold = rule(ctx, 'repulse-threshold');
  const repulsed = total >= threshold;
  why.push(
    `Total ${total} ${repulsed ? '≥' : '<'} ${threshold}: ${repulsed ? 'the German is repulsed' : 'one US unit loses a step, units in the destination move 1 hex off the route, and the German advances'} (3)`,
  );
  return { total, repulsed, disrupt, why };
}

import { distance } from '../../../boards/hex/index.ts';
import { constant } from '../procedures/common.ts';
import type { Rules } from './rules.ts';
import type { GameState, UnitState } from './state.ts';
import { view } from './view.ts';

/**
 * The road bonus of 7.5.2 in play. A unit that starts its activation on a road or secondary road hex with no
 * enemy unit within the bonus distance gets the extra points at once (kept in `roadBonus`); every step that
 * leaves the roads or comes within that distance of an enemy forfeits them, so the points it has spent can
 * never exceed its plain allowance unless the whole move stayed qualified.
 */

/** Extra points for the unit's class: infantry, Rangers and HQs move as infantry (5.3.2). */
export function roadBonusPoints(rules: Rules, u: UnitState): number {
  return constant(rules.ctx, rules.unitType(u.type).class === 'vehicle' ? 'road-bonus-vehicle' : 'road-bonus-infantry');
}

/** No enemy unit on the map (face down ones included: the referee knows) is nearer than the bonus distance. */
export function clearOfEnemies(rules: Rules, state: GameState, u: UnitState, hex: string): boolean {
  const b = rules.board;
  const at = b.hex(hex);
  const far = constant(rules.ctx, 'road-bonus-distance');
  return !view(rules, state).onMap.some((e) => e.side !== u.side && distance(at, b.hex(e.hex)) < far);
}

/** Whether the unit earns the bonus as its activation begins (7.5.2). */
export function startsWithRoadBonus(rules: Rules, state: GameState, u: UnitState): boolean {
  if (!u.hex) return false;
  const c = rules.unitType(u.type).class;
  if (c === 'pillbox' || c === 'nest') return false;
  return rules.board.hasRoad(rules.board.hex(u.hex)) && clearOfEnemies(rules, state, u, u.hex);
}

/** Whether one step keeps the bonus: along a connected road or secondary road (7.5.1), still clear of enemies. */
export function keepsRoadBonus(rules: Rules, state: GameState, u: UnitState, to: string): boolean {
  if (!u.hex) return false;
  const b = rules.board;
  return b.road(b.hex(u.hex), b.hex(to)) !== undefined && clearOfEnemies(rules, state, u, to);
}

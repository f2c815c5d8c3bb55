import type { Axial } from '../../../boards/hex/index.ts';
import type { RulesContext } from '../../../engine/index.ts';
import { keepsRoadBonus, roadBonusPoints, startsWithRoadBonus } from '../../../systems/bloody-beach/game/road-bonus.ts';
import { makeRules, type Rules } from '../../../systems/bloody-beach/game/rules.ts';
import type { GameState, UnitState } from '../../../systems/bloody-beach/game/state.ts';
import type { MapDoc } from '../../../systems/bloody-beach/map/types.ts';
import type { RoadBonus } from './movement.ts';

/**
 * The road bonus (7.5.2) of one unit as the movement preview sees it. Every answer comes from the game's own
 * road-bonus functions (game/road-bonus.ts): the board keeps no copy of the rule.
 */
export function roadBonusOf(rules: Rules, state: GameState, unitId: string): RoadBonus | undefined {
  const u = state.units[unitId];
  if (!u || u.status !== 'map' || !u.hex) return undefined;
  let points: number;
  let extra: number;
  if (u.activated) {
    // the state already counts the bonus in the unit's points left, while it still holds it
    if (u.roadBonus === undefined || u.roadBonus <= 0) return undefined;
    points = u.roadBonus;
    extra = 0;
  } else {
    // not yet activated: what activating it now would give
    if (!startsWithRoadBonus(rules, state, u)) return undefined;
    points = roadBonusPoints(rules, u);
    if (points <= 0) return undefined;
    extra = points;
  }
  const b = rules.board;
  const memo = new Map<string, boolean>();
  return {
    points,
    extra,
    keeps(from: Axial, to: Axial): boolean {
      const f = b.id(from);
      const t = b.id(to);
      const key = `${f}>${t}`;
      let hit = memo.get(key);
      if (hit === undefined) {
        const at: UnitState = { ...u, hex: f };
        hit = keepsRoadBonus(rules, state, at, t);
        memo.set(key, hit);
      }
      return hit;
    },
  };
}

/** A kept Bloody Beach game state with its units, as far as the board can tell. */
export function isGameState(v: unknown): v is GameState {
  if (typeof v !== 'object' || v === null) return false;
  const s = v as { units?: unknown; roadblocks?: unknown; formations?: unknown };
  return (
    typeof s.units === 'object' &&
    s.units !== null &&
    !Array.isArray(s.units) &&
    Array.isArray(s.roadblocks) &&
    typeof s.formations === 'object'
  );
}

/** The road bonus of a unit in a kept game on the given map, or undefined (no game, no bonus, or a state the rules cannot read). */
export function roadBonusInGame(ctx: RulesContext, doc: MapDoc, state: unknown, unitId: string): RoadBonus | undefined {
  if (!isGameState(state)) return undefined;
  try {
    return roadBonusOf(makeRules(ctx, doc), state, unitId);
  } catch {
    return undefined;
  }
}

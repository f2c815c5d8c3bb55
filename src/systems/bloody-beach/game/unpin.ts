import { unpin as unpinProcedure } from '../procedures/morale-check.ts';
import { resolveRoll, rolledDice, type Roll, type RollPlan } from './resolve.ts';
import type { Rules } from './rules.ts';
import { specialPenalty } from './special-hits.ts';
import { type GameState, hexOf, unitOf, type UnitState } from './state.ts';
import { stepDisplay } from './steps.ts';
import { rolled } from './words.ts';

/** Movement, fire, close combat and assets are over once unpin rolls have begun (5.3.4). */
export const afterUnpinning = (state: GameState): string | undefined =>
  state.unpinning ? 'unpin rolls come after all movement and combat of the activation (5.3.4)' : undefined;

/** Fire, close combat and asset hand-outs wait while reaction fire is resolved, and are over once unpin rolls begin. */
export const combatClosed = (state: GameState): string | undefined =>
  state.reaction ? 'reaction fire is being resolved' : afterUnpinning(state);

export function checkUnpin(state: GameState, u: UnitState | undefined): string | undefined {
  if (state.reaction) return 'reaction fire is being resolved';
  if (!u || !u.activated || u.status !== 'map') return 'the unit is not activated (5.3.4)';
  if (!u.pinned) return 'not pinned';
  if (u.pinnedThisActivation) return 'pinned during this activation (5.3.4)';
  if (u.acted) return 'it has already acted this activation (5.3.1)';
  return undefined;
}

/** The unpin roll of a unit: its morale on the side it shows, its Hit markers, its terrain and any Special Hit penalty. */
export function unpinRoll(rules: Rules, u: UnitState): RollPlan {
  const t = rules.unitType(u.type);
  const s = stepDisplay(u.maxSteps, u.steps);
  return {
    proc: unpinProcedure,
    inputs: {
      morale: s.flipped ? t.moraleReduced : t.morale,
      hits: s.hits,
      terrain: rules.board.terrain(rules.board.hex(hexOf(u))).key,
      specialPenalty: specialPenalty(rules, u),
    },
  };
}

/** 8.3.2, 5.3.4: the Unpin procedure's d10 with the terrain modifier at most the morale (less Hit markers) unpins; the first roll closes the activation's movement and combat. */
export function unpin(rules: Rules, state: GameState, unitId: string, roll: Roll): GameState {
  const u = unitOf(state, unitId);
  const plan = unpinRoll(rules, u);
  const r = resolveRoll(rules, plan, roll);
  const passed = r.outcome.unpinned === true;
  const entry = rolled(
    `${unitId} in ${u.hex} tries to unpin`,
    rolledDice(r),
    passed ? 'unpinned' : 'still pinned',
    unpinProcedure.source,
    r.modifiers,
  );
  return {
    ...state,
    unpinning: true,
    units: { ...state.units, [unitId]: { ...u, pinned: !passed, acted: true, mp: 0 } },
    log: [...state.log, entry],
  };
}

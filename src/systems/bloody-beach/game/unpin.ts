import type { Rng } from '../../../engine/index.ts';
import { moraleTest } from '../procedures/morale.ts';
import { d10Source } from './dice.ts';
import type { Rules } from './rules.ts';
import { specialPenalty } from './special-hits.ts';
import type { GameState, UnitState } from './state.ts';
import { stepDisplay } from './steps.ts';

/** Movement, fire, close combat and assets are over once unpin rolls have begun (5.3.4). */
export const afterUnpinning = (state: GameState): string | undefined => (state.unpinning ? 'unpin rolls come after all movement and combat of the activation (5.3.4)' : undefined);

export function checkUnpin(state: GameState, u: UnitState | undefined): string | undefined {
  if (state.reaction) return 'reaction fire is being resolved';
  if (!u || !u.activated || u.status !== 'map') return 'the unit is not activated (5.3.4)';
  if (!u.pinned) return 'not pinned';
  if (u.pinnedThisActivation) return 'pinned during this activation (5.3.4)';
  if (u.acted) return 'it has already acted this activation (5.3.1)';
  return undefined;
}

/** 8.3.2, 5.3.4: a d10 with the terrain modifier at most the morale (less Hit markers) unpins; the first roll closes the activation's movement and combat. */
export function unpin(rules: Rules, state: GameState, unitId: string, typed: readonly number[] | undefined, rng: Rng): GameState {
  const u = state.units[unitId] as UnitState;
  const t = rules.unitType(u.type);
  const s = stepDisplay(u.maxSteps, u.steps);
  const die = d10Source(typed, rng)();
  const m = moraleTest(rules.ctx, { morale: s.flipped ? t.moraleReduced : t.morale, hits: s.hits, terrain: rules.board.terrain(rules.board.hex(u.hex as string)).key, penalty: specialPenalty(rules, u) }, die, true, 'Unpin roll');
  return { ...state, unpinning: true, units: { ...state.units, [unitId]: { ...u, pinned: !m.passed, acted: true, mp: 0 } }, log: [...state.log, `${unitId}: ${m.line} (8.3.2)`] };
}

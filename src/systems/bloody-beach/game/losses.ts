import type { UnitState } from './state.ts';

/** Takes steps off a unit; at none left it is eliminated and leaves the map. */
export function applySteps(u: UnitState, steps: number): UnitState {
  if (steps <= 0) return u;
  const left = u.steps - steps;
  return left <= 0 ? { ...u, steps: 0, status: 'eliminated', hex: null } : { ...u, steps: left };
}

import { isLeader } from '../rules/units.ts';
import { driftsThisTurn, type GameState, type LandingDrift } from './state.ts';
import { boxName, type World } from './world.ts';
import { said } from './words.ts';

/** The latest drift of that unit on landing this turn. */
function driftOf(s: GameState, unit: string): LandingDrift | undefined {
  return driftsThisTurn(s).findLast((d) => d.unit === unit);
}

/**
 * Why this HQ or General may not follow that unit's drift on landing (1), or undefined: any unit of this turn that
 * drifted out of the box the leader is in (or before the leader is placed), not only the last one (rules note
 * hq-drift-optional).
 */
export function driftWithProblem(s: GameState, leader: string, unit: string): string | undefined {
  if (s.phase !== 'landing') return 'HQ drift (1): only in the US landing phase';
  const l = s.units.find((x) => x.id === leader);
  if (!l) return `No US unit ${leader}`;
  if (!isLeader(l.type)) return `HQ drift (1): ${leader} is not an HQ or General`;
  const d = driftOf(s, unit);
  if (!d) return `HQ drift (1): ${unit} has not drifted on landing this turn`;
  const landedThere = l.where === 'box' && l.box === d.from;
  const landingNow = l.where === 'due' && l.due <= s.turn;
  if (!landedThere && !landingNow) return `HQ drift (1): ${leader} is not stacked with ${unit} in box ${d.from}`;
  return undefined;
}

/** The HQ or General ends where the unit it landed with ended: the new box, or delayed with it when it drifted out (1). */
export function applyDriftWith(s: GameState, w: World, leader: string, unit: string): GameState {
  const d = driftOf(s, unit);
  if (!d) return s;
  const units = s.units.map((x) => {
    if (x.id !== leader) return x;
    if (d.to) return { ...x, where: 'box' as const, box: d.to };
    return { ...x, where: 'due' as const, due: s.turn + d.delay, delayed: true, box: null, hex: null };
  });
  const where = d.to ? `to the ${boxName(w, d.to)}` : `out of the boxes: due on turn ${s.turn + d.delay}`;
  return {
    ...s,
    units,
    lastReport: [said(`${leader} drifts with ${d.unit}`, `from the ${boxName(w, d.from)} ${where}`, '1')],
  };
}

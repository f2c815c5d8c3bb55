import { isLeader } from '../rules/units.ts';
import type { GameState } from './state.ts';
import { boxName, type World } from './world.ts';
import { said } from './words.ts';

/** Why this HQ or General may not follow the unit that drifted on landing (1), or undefined. */
export function driftWithProblem(s: GameState, leader: string, unit: string): string | undefined {
  if (s.phase !== 'landing') return 'HQ drift (1): only in the US landing phase';
  const l = s.units.find((x) => x.id === leader);
  if (!l) return `No US unit ${leader}`;
  if (!isLeader(l.type)) return `HQ drift (1): ${leader} is not an HQ or General`;
  const d = s.lastDrift;
  if (!d || d.turn !== s.turn || d.unit !== unit) return `HQ drift (1): ${unit} has not drifted on landing this turn`;
  const landedThere = l.where === 'box' && l.box === d.from;
  const landingNow = l.where === 'due' && l.due <= s.turn;
  if (!landedThere && !landingNow) return `HQ drift (1): ${leader} is not stacked with ${unit} in box ${d.from}`;
  return undefined;
}

/** The HQ or General ends where the unit it landed with ended: the new box, or delayed with it when it drifted out (1). */
export function applyDriftWith(s: GameState, w: World, leader: string): GameState {
  const d = s.lastDrift;
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

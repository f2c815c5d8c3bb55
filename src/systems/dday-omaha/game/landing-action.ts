import type { RulesContext } from '../../../engine/index.ts';
import { driftTo, landing, placementProblem, type LandingLetter } from '../rules/landing.ts';
import { isLeader } from '../rules/units.ts';
import type { GameState, LandingDrift, Unit } from './state.ts';

export function boxCount(s: GameState, box: string): number {
  return s.units.filter((u) => u.where === 'box' && u.box === box && !isLeader(u.type)).length;
}

/** Why this unit may not land in that box now (1), or undefined. */
export function landingProblem(s: GameState, u: Unit, box: string, ctx: RulesContext): string | undefined {
  if (s.phase !== 'landing') return 'Units land in the landing phase';
  if (u.where !== 'due' || u.due > s.turn) return `${u.id} is not due to land (due turn ${u.due})`;
  if (!s.landingBoxes.includes(box)) return `No landing box ${box}`;
  const escorted = u.type === 'general' && s.units.some((o) => o.id !== u.id && o.where === 'due' && o.due === u.due && o.sector === u.sector && !isLeader(o.type));
  return placementProblem(ctx, {
    type: u.type, box, unitsInBox: boxCount(s, box), generalAloneWithEscort: escorted && !s.units.some((o) => o.where === 'box' && o.box === box && !isLeader(o.type)),
    delayedEarlier: u.delayed, ownSectorBox: s.boxSectors[box] === u.sector, turn: s.turn,
  });
}

/** 9.2 for one unit: its loss, delay, removal, or drift to a new box (out of the boxes: 2 turns late). */
export function landUnit(s: GameState, unitId: string, letter: LandingLetter, box: string, rangerDrift: number, ctx: RulesContext): GameState {
  const u = s.units.find((x) => x.id === unitId) as Unit;
  const r = landing(ctx, s.turn, u.type, letter, box === 'DG' || box.startsWith('CH'));
  const e = r.effect;
  const report = [...r.why];
  let next: Unit = u;
  let drifted: LandingDrift | undefined;
  if (e.removed) next = { ...u, where: 'removed' };
  else if (e.eliminated) next = { ...u, where: 'eliminated', steps: 0 };
  else if (e.delay) next = { ...u, due: s.turn + e.delay, delayed: true };
  else {
    const steps = Math.max(0, u.steps - e.steps);
    const drift = e.drift - (u.type === 'ranger' ? Math.min(rangerDrift, e.rangerDriftMax) : 0);
    const d = driftTo(ctx, s.landingBoxes, box, drift);
    report.push(d.why);
    if (drift !== 0 && !(steps === 0 && !isLeader(u.type))) drifted = { unit: u.id, turn: s.turn, from: box, to: d.box ?? null, delay: d.box ? 0 : d.delay };
    if (steps === 0 && !isLeader(u.type)) next = { ...u, steps: 0, where: 'eliminated' };
    else if (d.box) next = { ...u, steps, where: 'box', box: d.box, terrain: 'sea' };
    else next = { ...u, steps, due: s.turn + d.delay, delayed: true };
  }
  const out: GameState = { ...s, units: s.units.map((x) => (x.id === u.id ? next : x)), lastReport: [`${u.id} lands (${letter}, ${box}):`, ...report] };
  return drifted ? { ...out, lastDrift: drifted } : out;
}

import type { RulesContext } from '../../../engine/index.ts';
import { hitConsequence } from '../rules/hits.ts';
import { isLeader } from '../rules/units.ts';
import type { GameState, Position, Unit } from './state.ts';
import type { Walk } from './walk-types.ts';

/** Takes a unit off the board's bookkeeping: no longer in any field of fire or nearby list. */
export function forgetUnit(positions: readonly Position[], unit: string): Position[] {
  return positions.map((p) =>
    p.fof.some((e) => e.unit === unit) || p.near.some((e) => e.unit === unit) ? { ...p, fof: p.fof.filter((e) => e.unit !== unit), near: p.near.filter((e) => e.unit !== unit) } : p,
  );
}

/** Applies every result of the planned German turn in one step. */
export function applyWalk(s: GameState, walk: Walk, ctx: RulesContext): GameState {
  let units = [...s.units];
  let positions = [...s.positions];
  const pools = { ...s.pools };
  let eliminated = s.eliminatedWnUnits;
  const report: string[] = [];
  const setUnit = (id: string, f: (u: Unit) => Unit) => {
    units = units.map((u) => (u.id === id ? f(u) : u));
  };
  for (const step of walk.steps) {
    report.push(`${step.position}: ${step.actions.join(', ') || 'nothing'}`);
    for (const e of step.effects) {
      switch (e.kind) {
        case 'hit': {
          const u = units.find((x) => x.id === e.unit);
          if (!u) break;
          const c = hitConsequence(ctx, u, e.target, e.effect);
          let next: Unit = { ...u, steps: c.steps, disrupted: u.disrupted || (c.disrupted && !isLeader(u.type)), hero: c.hero, flipped: c.flipped };
          if (c.revertToHq) next = { ...next, type: 'hq' };
          if (c.delay) next = { ...next, where: 'due', due: s.turn + c.delay, delayed: true, box: null, hex: null, terrain: 'sea' };
          if (c.eliminated) next = { ...next, where: 'eliminated' };
          if (c.catastrophic) next = { ...next, where: 'catastrophic' };
          setUnit(u.id, () => next);
          if (next.where !== 'map' && next.where !== 'box') positions = forgetUnit(positions, u.id);
          report.push(`  ${u.id}: ${c.why.join('; ')}`);
          break;
        }
        case 'disrupt-unit':
          setUnit(e.unit, (u) => (isLeader(u.type) ? u : { ...u, disrupted: true }));
          report.push(`  ${e.unit}: Disrupted`);
          break;
        case 'position':
          positions = positions.map((p) => (p.id === e.position ? ({ ...p, ...e.patch } as Position) : p));
          break;
        case 'pool':
          pools[e.pool] = Math.max(0, pools[e.pool] + e.delta);
          break;
        case 'eliminated-wn':
          eliminated = Math.max(0, eliminated + e.delta);
          break;
        case 'move-unit':
          setUnit(e.unit, (u) => ({ ...u, hex: e.hex }));
          report.push(`  ${e.unit}: moved off the route of advance`);
          break;
        case 'note':
          break;
      }
    }
  }
  return { ...s, units, positions, pools, eliminatedWnUnits: eliminated, walk: null, lastReport: report, phase: 'us' };
}

import type { GameState, Position } from './state.ts';

export const ATTACK_EFFECTS = ['us-disrupted', 'german-depth', 'unreveal', 'german-disrupted', 'defeated', 'remove-depth', 'adj-step-for-depth', 'none'] as const;
export type AttackEffect = (typeof ATTACK_EFFECTS)[number];

function patch(s: GameState, id: string, f: (p: Position) => Position): GameState {
  return { ...s, positions: s.positions.map((p) => (p.id === id ? f(p) : p)) };
}

/**
 * Applies a 9.7 result to the attacked position and the attackers (HQs and Generals are unaffected, 6.2).
 * A defeated 352nd unit in communication withdraws to the Division Reinforcement Box (back to the Division pool);
 * other defeated WN units join the eliminated ones that may re-occupy later, unless the position had artillery.
 */
export function applyAttackResult(s: GameState, position: string, effects: readonly AttackEffect[], attackers: readonly string[], depthToPool: 'wn' | 'building' | 'mobile'): { state: GameState; report: string[] } {
  const report: string[] = [];
  let next = s;
  const p = s.positions.find((x) => x.id === position) as Position;
  for (const e of effects) {
    switch (e) {
      case 'us-disrupted':
        next = { ...next, units: next.units.map((u) => (attackers.includes(u.id) && u.type !== 'hq' && u.type !== 'general' && u.type !== 'command-post' ? { ...u, disrupted: true } : u)) };
        report.push(`Attackers Disrupted: ${attackers.join(', ')}`);
        break;
      case 'german-depth':
        next = patch(next, position, (x) => ({ ...x, depth: x.depth + 1 }));
        report.push(`${position} gains a Depth marker`);
        break;
      case 'unreveal':
        next = patch(next, position, (x) => ({ ...x, revealed: false }));
        report.push(`${position} turned face down`);
        break;
      case 'german-disrupted':
        next = patch(next, position, (x) => ({ ...x, disrupted: true }));
        report.push(`${position} Disrupted`);
        break;
      case 'remove-depth':
        if (p.depth > 0) {
          next = patch(next, position, (x) => ({ ...x, depth: Math.max(0, x.depth - 1) }));
          next = { ...next, pools: { ...next.pools, [depthToPool]: next.pools[depthToPool] + 1 } };
          report.push(`${position} loses a Depth marker (back to the ${depthToPool} pool)`);
        }
        break;
      case 'defeated': {
        const withdraw = p.from352 && p.inCommunication;
        if (withdraw) next = { ...next, pools: { ...next.pools, division: next.pools.division + p.units } };
        else if (p.kind === 'wn' && p.caliber === 'none') next = { ...next, eliminatedWnUnits: next.eliminatedWnUnits + p.units };
        next = patch(next, position, (x) => ({ ...x, occupied: false, units: 0, depth: 0, disrupted: false, revealed: false }));
        report.push(withdraw ? `${position} defeated: the 352nd unit withdraws to the Division Reinforcement Box (9.7)` : `${position} defeated: eliminated`);
        break;
      }
      case 'adj-step-for-depth':
        report.push('An adjacent US unit may give a step to strip the Depth marker (9.7, marked "?"): apply it by hand if taken');
        break;
      case 'none':
        break;
    }
  }
  return { state: { ...next, lastReport: report }, report };
}

/** A barrage result (9.5, 6.5): Disrupted, and for naval fire the Depth marker removed. */
export function applyBarrageResult(s: GameState, position: string, disrupted: boolean, removeDepth: boolean): GameState {
  const report: string[] = [];
  let next = s;
  if (disrupted) {
    next = patch(next, position, (x) => ({ ...x, disrupted: true }));
    report.push(`${position} Disrupted by barrage`);
  }
  if (removeDepth) {
    next = patch(next, position, (x) => ({ ...x, depth: 0 }));
    report.push(`${position} loses its Depth marker`);
  }
  return { ...next, lastReport: report.length ? report : ['Barrage: no effect'] };
}

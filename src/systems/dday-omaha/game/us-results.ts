import type { RulesContext, Told } from '../../../engine/index.ts';
import { isLeader } from '../rules/units.ts';
import { hitUnit } from './apply-walk.ts';
import { giveDepth } from './german-reinforcements.ts';
import { requirePosition, type GameState, type Position } from './state.ts';
import { depthFor } from './walk-context.ts';
import type { World } from './world.ts';
import { said } from './words.ts';

/** One step lost by a US unit (a card drawn on infiltration, 6.1), with what follows from it (4). */
export function applyHit(s: GameState, unit: string, ctx: RulesContext): { state: GameState; why: string } {
  const u = s.units.find((x) => x.id === unit);
  if (!u) return { state: s, why: '' };
  const h = hitUnit(s, u, 'unit', 'step', ctx);
  return {
    state: { ...s, units: s.units.map((x) => (x.id === unit ? h.unit : x)) },
    why: `${unit}: ${h.why.join('; ')}`,
  };
}

export const ATTACK_EFFECTS = [
  'us-disrupted',
  'german-depth',
  'unreveal',
  'german-disrupted',
  'defeated',
  'remove-depth',
  'adj-step-for-depth',
  'reveal-again',
  'none',
] as const;
export type AttackEffect = (typeof ATTACK_EFFECTS)[number];

function patch(s: GameState, id: string, f: (p: Position) => Position): GameState {
  return { ...s, positions: s.positions.map((p) => (p.id === id ? f(p) : p)) };
}

/** The pool a position's Depth marker goes back to (2). */
function depthPool(p: Position): 'wn' | 'building' | 'mobile' {
  const r = depthFor(p);
  return r === 'wn' ? 'wn' : r === 'reinforcement-building' ? 'building' : 'mobile';
}

/**
 * A 9.7 result on the attacked position and the attackers (HQs and Generals are unaffected, 6.2). A defeated 352nd
 * unit in communication withdraws to the Division Reinforcement Box; a defeated WN unit without artillery may come
 * back by re-occupation; "+ Depth" goes to the German unit section 2 chooses (or the attacked one, by setting).
 */
export function applyAttackEffects(
  s: GameState,
  w: World,
  position: string,
  effects: readonly string[],
  attackers: readonly string[],
  ctx: RulesContext,
): { state: GameState; said: Told[] } {
  const out: Told[] = [];
  let next = s;
  const p = requirePosition(s, position);
  for (const e of effects) {
    switch (e as AttackEffect) {
      case 'us-disrupted': {
        const hit = attackers.filter((id) => !isLeader(s.units.find((u) => u.id === id)?.type ?? 'hq'));
        next = { ...next, units: next.units.map((u) => (hit.includes(u.id) ? { ...u, disrupted: true } : u)) };
        out.push(said(`US attackers Disrupted`, hit.join(', '), '9.7'));
        break;
      }
      case 'german-depth': {
        const g = giveDepth(next, w, ctx, ctx.setting('attackDepth') === 'attacked' ? position : undefined);
        next = g.state;
        out.push(g.told);
        break;
      }
      case 'unreveal':
        next = patch(next, position, (x) => ({ ...x, revealed: false }));
        out.push(said(`${p.name} is turned face down`, undefined, '9.7'));
        break;
      case 'german-disrupted':
        next = patch(next, position, (x) => ({ ...x, disrupted: true }));
        out.push(said(`${p.name} is Disrupted`, undefined, '9.7'));
        break;
      case 'remove-depth': {
        const cur = requirePosition(next, position);
        if (cur.depth > 0) {
          const pool = depthPool(cur);
          next = patch(next, position, (x) => ({
            ...x,
            depth: x.depth - 1,
            depthRevealed: x.depth - 1 > 0 && x.depthRevealed,
          }));
          next = { ...next, pools: { ...next.pools, [pool]: next.pools[pool] + 1 } };
          out.push(said(`${p.name} loses a Depth marker`, `back to its pool`, '9.7'));
        }
        break;
      }
      case 'defeated': {
        const cur = requirePosition(next, position);
        const withdraw = cur.from352 && cur.inCommunication;
        if (withdraw) next = { ...next, pools: { ...next.pools, division: next.pools.division + 1 } };
        else if (cur.kind === 'wn' && cur.caliber === 'none')
          next = { ...next, eliminatedWnUnits: next.eliminatedWnUnits + 1 };
        const left = cur.units - 1;
        next = patch(next, position, (x) =>
          left > 0
            ? { ...x, units: left, disrupted: false }
            : { ...x, occupied: false, units: 0, depth: 0, depthRevealed: false, disrupted: false, revealed: false },
        );
        out.push(
          said(
            `${p.name} is defeated`,
            `${withdraw ? 'the 352nd unit withdraws to the Division Reinforcement Box' : 'its unit is eliminated'}${left > 0 ? `; ${left} unit holds on` : '; the position is empty'}`,
            '9.7',
          ),
        );
        break;
      }
      case 'adj-step-for-depth':
        out.push(
          said(
            'A US unit next to the target may give a step to strip the Depth marker',
            'offered, marked "?" in the digest: take it by hand on the unit and the position',
            '9.7',
          ),
        );
        break;
      case 'reveal-again':
      case 'none':
        break;
    }
  }
  return { state: next, said: out };
}

/** Engineer attempts on Mine Fields and Beach Obstacles (8.2c, 8.5, 11.4): n EPs, each paid with 1 IP. */
import { modify, type Rng, type RulesContext } from '../../../engine/index.ts';
import { describeMods, engineerLookup, engineerModifiers, type EngineerResult } from '../rules/lookups.ts';
import { checkDice, takeDice, type GameData } from './data.ts';
import { payIp, resolvePayIp } from './points.ts';
import type { PayIp, State } from './types.ts';

export function checkEngineerCost(s: State, eps: number, pay: PayIp | undefined, dice: readonly number[] | undefined): string | undefined {
  if (!Number.isInteger(eps) || eps < 1) return 'use at least 1 EP';
  if (eps > s.ep) return `only ${s.ep} EP available`;
  const p = resolvePayIp(s, eps, pay);
  if (typeof p === 'string') return p;
  return checkDice(dice, 1);
}

export function engineerRoll(s: State, d: GameData, ctx: RulesContext, rng: Rng, target: 'mine' | 'obstacle', eps: number, pay: PayIp | undefined, dice: readonly number[] | undefined): EngineerResult {
  const p = resolvePayIp(s, eps, pay);
  if (typeof p !== 'string') payIp(s, p);
  s.ep -= eps;
  const [die] = takeDice(dice, 1, rng) as [number];
  const mods = engineerModifiers(ctx, eps, s.turn, target, s.mods.engineer);
  s.mods.engineer = 0;
  const v = modify(die, mods);
  const { result } = engineerLookup(ctx, die, v.value, d.scen.rules.engineerNaturalFailure.value);
  s.lastRoll = { what: `Engineers (${target})`, dice: [die], modified: v.value, result };
  s.log.push(`${eps} EP (${eps} IP) on the ${target === 'mine' ? 'Mine Field' : 'Beach Obstacle'}: d6 ${die}; ${describeMods(mods)}; ${result} (8.2c, 11.4)`);
  return result;
}

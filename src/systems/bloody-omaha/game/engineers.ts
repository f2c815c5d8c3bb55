/** Engineer attempts on Mine Fields and Beach Obstacles (8.2c, 8.5, 11.4): n EPs, each paid with 1 IP. */
import type { Rng, RulesContext } from '../../../engine/index.ts';
import type { EngineerResult } from '../rules/lookups.ts';
import { checkDice, type GameData } from './data.ts';
import { payIp, POOLS, resolvePayIp } from './points.ts';
import { engineerSpec, throwDice } from './rolls.ts';
import type { PayIp, State } from './types.ts';

export function checkEngineerCost(
  s: State,
  eps: number,
  pay: PayIp | undefined,
  dice: readonly number[] | undefined,
): string | undefined {
  if (!Number.isInteger(eps) || eps < 1) return 'use at least 1 EP';
  if (eps > s.ep) return `only ${s.ep} EP available`;
  const p = resolvePayIp(s, eps, pay);
  if (typeof p === 'string') return p;
  return checkDice(dice, 1);
}

/** Who paid the IP for the EPs, in words: "2 IP of the 1st Division and 1 of the 29th". */
function paidText(p: PayIp): string {
  const parts = POOLS.filter((pool) => (p[pool] ?? 0) > 0).map((pool) => `${p[pool] ?? 0} of the ${pool} Division`);
  return `IP paid: ${parts.join(' and ')}`;
}

/** Pays the EPs and their IP, then rolls on the Engineer table through its procedure; an engineer card's DRM is used up. */
export function engineerAttempt(
  s: State,
  d: GameData,
  ctx: RulesContext,
  rng: Rng,
  sq: string,
  target: 'mine' | 'obstacle',
  eps: number,
  pay: PayIp | undefined,
  dice: readonly number[] | undefined,
): EngineerResult {
  const p = resolvePayIp(s, eps, pay);
  if (typeof p !== 'string') payIp(s, p);
  s.ep -= eps;
  const { outcome, told } = throwDice(
    s,
    engineerSpec(s, d, sq, target, eps),
    ctx,
    dice,
    rng,
    target === 'mine' ? '8.2c, 11.4' : '8.5, 11.4',
  );
  s.mods.engineer = 0;
  if (told) s.log.push(typeof p === 'string' ? told : { ...told, text: `${told.text} (${paidText(p)})` });
  return outcome.result;
}

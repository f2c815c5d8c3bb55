/** Which attack the policy makes: the adjacent German square and attacking squares with the best expected gain. */
import type { RulesContext } from '../../../../engine/index.ts';
import { checkAttack } from '../../game/attack.ts';
import type { GameData } from '../../game/data.ts';
import type { Action, State } from '../../game/types.ts';
import { zeroCfReading } from '../../procedures/attack.ts';
import { CAN_PAY, DISRUPTED, FIRST, held, look, TWENTY_NINTH, UNPINNED, type Grid } from './board.ts';
import { attackOdds, estimateDefence, hiddenMeans, type Odds } from './odds.ts';
import { ipValue, squareValue } from './value.ts';

/** What a disrupted or eliminated unit costs the player, in VP-like units. */
const LOSS_COST = 1;
const ELIMINATION_COST = 1.5;
/** The most squares the policy joins into one attack. */
const MAX_SQUARES = 3;

/** What one attack roll is expected to bring, before the IP it costs. */
export function rollGain(o: Odds, value: number): number {
  return o.success * value - o.loss * LOSS_COST - o.eliminated * ELIMINATION_COST;
}

export interface Plan {
  readonly action: Action;
  readonly gain: number;
  /** A disrupted unit in the force that 1 IP could flip back before the roll. */
  readonly disrupted: boolean;
}

function canAttackFrom(g: Grid, k: number): boolean {
  const f = g.flags[k] ?? 0;
  return g.land[k] === 1 && (f & UNPINNED) !== 0 && (f & CAN_PAY) !== 0;
}

/** Fresh squares before those with a disrupted unit, then the strongest. */
function rank(g: Grid, k: number): number {
  return ((g.flags[k] ?? 0) & DISRUPTED ? 1000 : 0) - (g.cf[k] ?? 0);
}

/** Attacking squares around a target in `rank` order (a tiny insertion sort). */
function orderFrom(g: Grid, from: number[]): void {
  for (let i = 1; i < from.length; i++) {
    const v = from[i] as number;
    let j = i - 1;
    while (j >= 0 && rank(g, from[j] as number) > rank(g, v)) {
      from[j + 1] = from[j] as number;
      j--;
    }
    from[j + 1] = v;
  }
}

/** The attack with the best expected gain, if any is worth its IP. */
export function bestAttack(s: State, d: GameData, ctx: RulesContext, g: Grid = look(s, d)): Plan | undefined {
  const ipLeft = s.ip['1st'] + s.ip['29th'];
  const ip = ipValue(s, d);
  const means = hiddenMeans(d);
  const zero = zeroCfReading(ctx);
  const targets: number[] = [];
  for (let k = 0; k < g.ids.length; k++) {
    if (!canAttackFrom(g, k)) continue;
    for (const t of g.adjacent[k] ?? [])
      if (g.land[t] === 1 && held(s, g, t) > 0 && g.mark[t] === 0) {
        g.mark[t] = 1;
        targets.push(t);
      }
  }
  let best: { target: number; from: number[]; gain: number; flags: number } | undefined;
  // the attacking squares of the target weighed now, refilled for each (a plan keeps a copy of its own)
  const from: number[] = [];
  for (const t of targets) {
    g.mark[t] = 0;
    const target = g.ids[t] as string;
    const value = squareValue(s, d, target, g);
    // no roll can gain more than the square is worth
    if (best && value - ip <= best.gain) continue;
    from.length = 0;
    for (const k of g.adjacent[t] ?? []) if (canAttackFrom(g, k)) from.push(k);
    orderFrom(g, from);
    const defence = estimateDefence(s, d, target, means);
    let strength = 0;
    let flags = 0;
    for (let n = 1; n <= Math.min(from.length, ipLeft, MAX_SQUARES); n++) {
      const k = from[n - 1] as number;
      strength += g.cf[k] ?? 0;
      flags |= g.flags[k] ?? 0;
      const mixed = (flags & FIRST) !== 0 && (flags & TWENTY_NINTH) !== 0;
      const gain =
        rollGain(attackOdds(ctx, zero, strength, defence, (flags & DISRUPTED) !== 0, mixed, s.turn), value) - n * ip;
      if (gain > 0 && (!best || gain > best.gain)) best = { target: t, from: from.slice(0, n), gain, flags };
    }
  }
  if (!best) return undefined;
  const action: Action = {
    type: 'attack',
    target: g.ids[best.target] as string,
    from: best.from.map((x) => g.ids[x] as string),
  };
  // the IP of each square is paid by a division present there (12.0): a plan one track cannot pay is dropped
  return checkAttack(s, d, action) ? undefined : { action, gain: best.gain, disrupted: (best.flags & DISRUPTED) !== 0 };
}

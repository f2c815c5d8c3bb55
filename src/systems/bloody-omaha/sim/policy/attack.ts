/** Which attack the policy makes: the adjacent German square and attacking squares with the best expected gain. */
import type { RulesContext } from '../../../../engine/index.ts';
import { checkAttack } from '../../game/attack.ts';
import type { GameData } from '../../game/data.ts';
import type { ActionOf, State } from '../../game/types.ts';
import { zeroCfReading } from '../../procedures/attack.ts';
import { CAN_PAY, DISRUPTED, FIRST, look, TWENTY_NINTH, UNPINNED, type Grid } from './board.ts';
import { attackOdds, type Odds } from './odds.ts';
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
  readonly action: ActionOf<'attack'>;
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

/** The squares that can attack target `t`, in `rank` order (a tiny insertion sort), into `from`; how many. */
function attackingSquares(g: Grid, t: number, from: number[]): number {
  let count = 0;
  const next = g.adjacent[t] ?? [];
  for (let a = 0; a < next.length; a++) {
    const k = next[a] ?? 0;
    if (!canAttackFrom(g, k)) continue;
    let j = count - 1;
    while (j >= 0 && rank(g, from[j] as number) > rank(g, k)) {
      from[j + 1] = from[j] as number;
      j--;
    }
    from[j + 1] = k;
    count++;
  }
  return count;
}

/** Scratch lists for one search, kept between calls: the targets found, the attackers of one. */
const targets: number[] = [];
const from: number[] = [];

/** The attack with the best expected gain, if any is worth its IP (whether it can be paid is `payable`). */
export function bestAttack(s: State, d: GameData, ctx: RulesContext, g: Grid = look(s, d)): Plan | undefined {
  const ipLeft = s.ip['1st'] + s.ip['29th'];
  const ip = ipValue(s, d);
  const zero = zeroCfReading(ctx);
  // the land squares German tokens hold next to an attacker, each once (marked), in the order first met
  let found = 0;
  for (let i = 0; i < g.occupiedCount; i++) {
    const k = g.occupied[i] ?? 0;
    if (!canAttackFrom(g, k)) continue;
    const next = g.adjacent[k] ?? [];
    for (let a = 0; a < next.length; a++) {
      const t = next[a] ?? 0;
      if (g.land[t] === 1 && g.held[t] !== 0 && g.mark[t] === 0) {
        g.mark[t] = 1;
        targets[found++] = t;
      }
    }
  }
  for (let i = 0; i < found; i++) g.mark[targets[i] as number] = 0;
  // the best so far: its target, how many of its attacking squares (strongest first), its gain and their flags
  let bestTarget = -1;
  let bestSquares = 0;
  let bestGain = 0;
  let bestFlags = 0;
  for (let i = 0; i < found; i++) {
    const t = targets[i] as number;
    const value = squareValue(t, g);
    // no roll can gain more than the square is worth
    if (bestTarget >= 0 && value - ip <= bestGain) continue;
    const squares = Math.min(attackingSquares(g, t, from), ipLeft, MAX_SQUARES);
    const defence = g.defence[t] ?? 0;
    let strength = 0;
    let flags = 0;
    for (let n = 1; n <= squares; n++) {
      const k = from[n - 1] as number;
      strength += g.cf[k] ?? 0;
      flags |= g.flags[k] ?? 0;
      const mixed = (flags & FIRST) !== 0 && (flags & TWENTY_NINTH) !== 0;
      const gain =
        rollGain(attackOdds(ctx, zero, strength, defence, (flags & DISRUPTED) !== 0, mixed, s.turn), value) - n * ip;
      if (gain > 0 && (bestTarget < 0 || gain > bestGain)) {
        bestTarget = t;
        bestSquares = n;
        bestGain = gain;
        bestFlags = flags;
      }
    }
  }
  if (bestTarget < 0) return undefined;
  attackingSquares(g, bestTarget, from);
  const squares: string[] = [];
  for (let n = 0; n < bestSquares; n++) squares.push(g.ids[from[n] as number] as string);
  const action: ActionOf<'attack'> = { type: 'attack', target: g.ids[bestTarget] as string, from: squares };
  return { action, gain: bestGain, disrupted: (bestFlags & DISRUPTED) !== 0 };
}

/**
 * Whether the plan can be made: the IP of each square is paid by a division present there (12.0). Asked only of a
 * plan about to be played, as most plans lose to another option.
 */
export function payable(s: State, d: GameData, plan: Plan): boolean {
  return !checkAttack(s, d, plan.action);
}

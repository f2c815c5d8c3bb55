/** Which attack the policy makes: the adjacent German square and attacking squares with the best expected gain. */
import type { RulesContext } from '../../../../engine/index.ts';
import { checkAttack } from '../../game/attack.ts';
import type { GameData } from '../../game/data.ts';
import type { ActionOf, State, Token } from '../../game/types.ts';
import { zeroCfReading } from '../../procedures/attack.ts';
import { CAN_PAY, DISRUPTED, FIRST, look, TWENTY_NINTH, UNPINNED, type Grid } from './board.ts';
import { attackOdds, defenceOf, hiddenMeans, type Odds } from './odds.ts';
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

/**
 * Scratch lists for one search, kept between calls: the squares asked, the targets found and their tokens (read once
 * per search, as each read of the state's tokens by square is a slow lookup), the attackers of one.
 */
const visited: number[] = [];
const targets: number[] = [];
const targetTokens: (readonly Token[])[] = [];
const from: number[] = [];

/** The attack with the best expected gain, if any is worth its IP (whether it can be paid is `payable`). */
export function bestAttack(s: State, d: GameData, ctx: RulesContext, g: Grid = look(s, d)): Plan | undefined {
  const ipLeft = s.ip['1st'] + s.ip['29th'];
  const ip = ipValue(s, d);
  const means = hiddenMeans(d);
  const zero = zeroCfReading(ctx);
  // every land square next to an attacker is asked once (marked), and kept as a target if Germans hold it
  let seen = 0;
  for (let i = 0; i < g.occupiedCount; i++) {
    const k = g.occupied[i] ?? 0;
    if (!canAttackFrom(g, k)) continue;
    const next = g.adjacent[k] ?? [];
    for (let a = 0; a < next.length; a++) {
      const t = next[a] ?? 0;
      if (g.land[t] === 1 && g.mark[t] === 0) {
        g.mark[t] = 1;
        visited[seen++] = t;
      }
    }
  }
  let found = 0;
  for (let i = 0; i < seen; i++) {
    const t = visited[i] as number;
    g.mark[t] = 0;
    const tokens = s.tokens[g.ids[t] as string];
    if (tokens && tokens.length > 0) {
      targets[found] = t;
      targetTokens[found++] = tokens;
    }
  }
  // the best so far: its target, how many of its attacking squares (strongest first), its gain and their flags
  let bestTarget = -1;
  let bestSquares = 0;
  let bestGain = 0;
  let bestFlags = 0;
  for (let i = 0; i < found; i++) {
    const t = targets[i] as number;
    const tokens = targetTokens[i] as readonly Token[];
    const value = squareValue(s, d, t, g, tokens);
    // no roll can gain more than the square is worth
    if (bestTarget >= 0 && value - ip <= bestGain) continue;
    const squares = Math.min(attackingSquares(g, t, from), ipLeft, MAX_SQUARES);
    const defence = defenceOf(tokens, means);
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

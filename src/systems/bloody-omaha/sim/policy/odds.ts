/**
 * What a player can work out at the table before acting: the expected strength of face-down tokens (from the
 * published token mix, never from the tokens themselves) and the chance an attack succeeds (from the tables).
 */
import { innerMap, type RulesContext } from '../../../../engine/index.ts';
import type { GameData } from '../../game/data.ts';
import type { Token } from '../../game/types.ts';
import { attack } from '../../procedures/attack.ts';
import { engineer } from '../../procedures/engineer.ts';
import { attackModifiers, net, type AttackFactors, type ZeroCfReading } from '../../rules/lookups.ts';

export interface HiddenMeans {
  readonly strongpoint: number;
  readonly encounter: number;
}
const meansMemo = new WeakMap<GameData, HiddenMeans>();

/** Mean CF of a face-down token of each pool: its number faces averaged over the whole pool (others count 0). */
export function hiddenMeans(d: GameData): HiddenMeans {
  const hit = meansMemo.get(d);
  if (hit) return hit;
  const mean = (pool: 'strongpoint' | 'encounter'): number => {
    let n = 0;
    let sum = 0;
    for (const k of d.tokenKinds) {
      if (k.pool !== pool) continue;
      n += k.count;
      if (k.face === 'number') sum += (k.value ?? 0) * k.count;
    }
    return n ? sum / n : 0;
  };
  const means = { strongpoint: mean('strongpoint'), encounter: mean('encounter') };
  meansMemo.set(d, means);
  return means;
}

/** Expected German CF of one square's tokens: revealed numbers as printed, face-down tokens at their pool's mean. */
export function defenceOf(tokens: readonly Token[], means: HiddenMeans): number {
  let n = 0;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (!t) continue;
    if (!t.revealed) n += t.pool === 'strongpoint' ? means.strongpoint : means.encounter;
    else if (t.face === 'number') n += t.value ?? 0;
  }
  return n;
}

export interface Odds {
  /** Chance of S or S-1D. */
  readonly success: number;
  /** Chance the attacking force takes a loss (S-1D, F-1D or F-1E). */
  readonly loss: number;
  /** Chance of F-1E. */
  readonly eliminated: number;
}

/**
 * Odds depend only on the tables of a rules context, so they are memoised per context: per the other inputs, in a
 * flat array indexed by both sides' CF in half points (`attacker * CF_STEPS + defender`), as the attack search asks
 * for dozens of odds per decision.
 */
const attackMemo = new WeakMap<RulesContext, (Odds | undefined)[][]>();
const CF_STEPS = 64;
const byNetDrm = new WeakMap<RulesContext, Map<number, Odds>>();
const gapMemo = new WeakMap<RulesContext, Map<number, number>>();

/** The odds of one attack roll, from the Attack procedure's exact odds (worked out by `oddsOf` when first asked). */
export function attackOdds(
  ctx: RulesContext,
  zero: ZeroCfReading,
  attackerCf: number,
  defenderCf: number,
  anyDisrupted: boolean,
  mixed: boolean,
  turn: number,
  cardDrm = 0,
): Odds {
  let tables = attackMemo.get(ctx);
  if (!tables) attackMemo.set(ctx, (tables = new Array<(Odds | undefined)[]>(2 * 8 * 16 * 4)));
  const which =
    (((zero === 'add' ? 8 : 0) + Math.min(7, cardDrm)) * 16 + turn) * 4 + (anyDisrupted ? 2 : 0) + (mixed ? 1 : 0);
  let cache = tables[which];
  if (!cache) tables[which] = cache = new Array<Odds | undefined>(CF_STEPS * CF_STEPS);
  const a = Math.min(CF_STEPS - 1, Math.round(attackerCf * 2));
  const g = Math.min(CF_STEPS - 1, Math.round(defenderCf * 2));
  const hit = cache[a * CF_STEPS + g];
  if (hit) return hit;
  return (cache[a * CF_STEPS + g] = oddsOf(ctx, zero, {
    attackerCf: a / 2,
    defenderCf: g / 2,
    anyDisrupted,
    mixed,
    turn,
    cardDrm,
  }));
}

/**
 * The odds of an attack not met before. Kept apart from the memo's lookup, which the attack search calls hundreds
 * of times a game, so that its compiled code stays small (this runs a few hundred times a process).
 */
function oddsOf(ctx: RulesContext, zero: ZeroCfReading, f: AttackFactors): Odds {
  // the roll is one d6 plus the net DRM, so forces with the same net DRM share their odds
  const drm = net(attackModifiers(ctx, f, zero));
  const shared = innerMap(byNetDrm, ctx);
  const known = shared.get(drm);
  if (known) return known;
  const odds = tally(ctx, f);
  shared.set(drm, odds);
  return odds;
}

/** The odds of a roll, summed over the Attack procedure's outcomes: once per net DRM, so seldom (never optimized). */
function tally(ctx: RulesContext, f: AttackFactors): Odds {
  const { attackerCf, defenderCf, anyDisrupted, mixed, turn, cardDrm } = f;
  const inputs = { unitsCf: attackerCf, tanks: 0, cardCf: 0, defenderCf, anyDisrupted, mixed, turn, cardDrm };
  let success = 0;
  let loss = 0;
  let eliminated = 0;
  for (const { outcome, p } of attack.odds(inputs, ctx)) {
    if (outcome.result === 'S' || outcome.result === 'S-1D') success += p;
    if (outcome.result !== 'S') loss += p;
    if (outcome.result === 'F-1E') eliminated += p;
  }
  return { success, loss, eliminated };
}

/** The chance an engineer attempt with `eps` EPs clears an obstacle this turn, from the Engineer procedure. */
export function gapChance(ctx: RulesContext, eps: number, turn: number): number {
  const cache = innerMap(gapMemo, ctx);
  const key = eps * 16 + turn;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  let n = 0;
  for (const { outcome, p } of engineer.odds({ target: 'obstacle', eps, turn, cardDrm: 0 }, ctx))
    if (outcome.result === 'removed') n += p;
  cache.set(key, n);
  return n;
}

/**
 * The policy's Activation Phase (6.6, 11.0): of the IP actions open now, the one with the largest expected gain
 * (in VP-like units, less what the IP spent would be worth later); the turn ends when none gains anything.
 */
import type { RulesContext } from '../../../../engine/index.ts';
import { checkEngineer, checkUndisrupt } from '../../game/actions.ts';
import type { GameData } from '../../game/data.ts';
import { checkUndisruptTarget } from '../../game/restore.ts';
import { defAt, obstacleStands } from '../../game/units.ts';
import type { Action, ActionOf, State } from '../../game/types.ts';
import { bestAttack, payable } from './attack.ts';
import { CAN_PAY, look, unitAtOrNext, type Grid } from './board.ts';
import { freeCard } from './cards.ts';
import { closeUp, leaveBeach } from './moves.ts';
import { gapChance } from './odds.ts';
import { release } from './reinforce.ts';
import { ipValue } from './value.ts';

/** Extra worth of a Gap while the Gaps are short of the highest level (3.1). */
const GAP_SHORT_WORTH = 3;
/** Moving up a stack with nothing to attack, or flipping a unit back: worth a little more than an IP kept. */
const CLOSE_UP_MARGIN = 0.05;
const UNDISRUPT_MARGIN = 0.2;
/** A stack moved off the beach before the last turn: each unit's share of the VP and of the fighting to come. */
const OFF_BEACH_PER_UNIT = 0.3;

interface Option {
  readonly action: Action;
  readonly gain: number;
}

/** Gaps needed for the highest victory level (3.1). */
function gapsWanted(d: GameData): number {
  let n = 0;
  for (let i = 0; i < d.scen.victory.length; i++) n = Math.max(n, d.scen.victory[i]?.minGaps ?? 0);
  return n;
}

function gapCount(s: State): number {
  let n = 0;
  for (const b in s.gaps) if (s.gaps[b]) n++;
  return n;
}

/**
 * An engineer attempt on a standing obstacle where units are, if it gains more than `beat`; 2 EPs while the early
 * Landing DRM weighs.
 */
function openGap(s: State, d: GameData, ctx: RulesContext, g: Grid, ip: number, beat: number): Option | undefined {
  if (s.ep < 1 || ip < 1 || s.turn < d.scen.rules.obstacleClearingFromTurn.value) return undefined;
  const eps = Math.min(s.turn <= 3 ? 2 : 1, s.ep, ip);
  const chance = gapChance(ctx, eps, s.turn);
  const cost = eps * ipValue(s, d);
  // a Gap scores, and spares what a standing obstacle costs (3.2a, 3.3c); the Gaps are counted only if the most a
  // Gap can be worth could beat `beat`
  const base = d.scen.vp.gap - d.scen.vp.obstacle;
  if (chance * (base + GAP_SHORT_WORTH) - cost <= beat) return undefined;
  const gain = chance * (base + (gapCount(s) < gapsWanted(d) ? GAP_SHORT_WORTH : 0)) - cost;
  if (gain <= beat) return undefined;
  for (let i = 0; i < g.beaches.length; i++) {
    const k = g.beaches[i] ?? 0;
    const b = g.ids[k] as string;
    // from this turn on, an engineer's target is a standing obstacle wherever one stands (engineerTarget)
    if (!obstacleStands(s, b) || !unitAtOrNext(g, k)) continue;
    const action: ActionOf<'engineer'> = { type: 'engineer', square: b, eps };
    if (!checkEngineer(s, d, action)) return { action, gain };
  }
  return undefined;
}

function undisrupt(s: State, d: GameData, ctx: RulesContext, among: (sq: string) => boolean): Action | undefined {
  for (let i = 0; i < s.units.length; i++) {
    const u = s.units[i];
    if (!u?.disrupted || !among(u.loc) || s.ip[defAt(d, u, i).pool] < 1 || checkUndisruptTarget(s, d, u.id)) continue;
    const a: ActionOf<'undisrupt'> = { type: 'undisrupt', unit: u.id };
    if (!checkUndisrupt(s, d, a)) return a;
  }
  return undefined;
}

/**
 * Moving `moved` of the `present` units of a beach square off it: units on the beach at the end cost VP (3.3b), so
 * in the last turn a move off is worth that much.
 */
function beachGain(s: State, d: GameData, moved: number, present: number): number {
  if (s.turn >= d.turns) return -moved * d.scen.vp.onBeach;
  return Math.max(CLOSE_UP_MARGIN, present * OFF_BEACH_PER_UNIT - ipValue(s, d));
}

/** A move off the beach, if it gains more than `beat` (the search skipped when no beach stack could). */
function offBeach(s: State, d: GameData, ctx: RulesContext, g: Grid, beat: number): Option | undefined {
  let most = 0;
  for (let i = 0; i < g.beaches.length; i++) {
    const b = g.beaches[i] ?? 0;
    if ((g.flags[b] ?? 0) & CAN_PAY) most = Math.max(most, g.units[b] ?? 0);
  }
  if (most === 0 || Math.max(beachGain(s, d, 1, most), beachGain(s, d, most, most)) <= beat) return undefined;
  const a = leaveBeach(s, d, ctx, g);
  if (a?.type !== 'move') return undefined;
  const gain = beachGain(s, d, a.moves.length, g.units[g.index.get(a.from) ?? -1] ?? 0);
  return gain > beat ? { action: a, gain } : undefined;
}

/**
 * Of the attack planned and the other options, the one with the largest gain above 0, the first of equals; each is
 * weighed only if it can beat those before.
 */
function weigh(
  s: State,
  d: GameData,
  ctx: RulesContext,
  g: Grid,
  ip: number,
  plan: Option | undefined,
): Option | undefined {
  let best = plan && plan.gain > 0 ? plan : undefined;
  best = openGap(s, d, ctx, g, ip, best?.gain ?? 0) ?? best;
  best = release(s, d, ctx, g, best?.gain ?? 0) ?? best;
  return offBeach(s, d, ctx, g, best?.gain ?? 0) ?? best;
}

export function activation(s: State, d: GameData, ctx: RulesContext): Action {
  const card = freeCard(s, d);
  if (card) return card;
  const ip = s.ip['1st'] + s.ip['29th'];
  if (ip === 0) return { type: 'end-turn' };
  const g = look(s, d);
  const plan = bestAttack(s, d, ctx, g);
  let paid: boolean | undefined;
  if (plan?.disrupted && ip > plan.action.from.length && (paid = payable(s, d, plan))) {
    const from = plan.action.from;
    const u = undisrupt(s, d, ctx, (sq) => from.includes(sq));
    if (u) return u;
  }
  const last = s.turn >= d.turns;
  let best = weigh(s, d, ctx, g, ip, paid === false ? undefined : plan);
  if (plan && best === plan && !(paid ?? payable(s, d, plan))) best = weigh(s, d, ctx, g, ip, undefined);
  if (best && best.gain >= UNDISRUPT_MARGIN) return best.action;
  // the small moves: only worth an IP when nothing better is open, and never in the last turn
  const flip = last ? undefined : undisrupt(s, d, ctx, (sq) => d.map.land.has(sq));
  if (flip) return flip;
  const close = last ? undefined : closeUp(s, d, ctx);
  if (close && (!best || best.gain < CLOSE_UP_MARGIN)) return close;
  return best?.action ?? { type: 'end-turn' };
}

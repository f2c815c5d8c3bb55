/**
 * The policy's Activation Phase (6.6, 11.0): of the IP actions open now, the one with the largest expected gain
 * (in VP-like units, less what the IP spent would be worth later); the turn ends when none gains anything.
 */
import type { RulesContext } from '../../../../engine/index.ts';
import { engineerTarget, hasUnitAtOrNext } from '../../game/actions.ts';
import type { GameData } from '../../game/data.ts';
import { checkAction } from '../../game/reducer.ts';
import { checkUndisruptTarget } from '../../game/restore.ts';
import { def, unitsIn } from '../../game/units.ts';
import type { Action, State } from '../../game/types.ts';
import { bestAttack } from './attack.ts';
import { look } from './board.ts';
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
  for (const v of d.scen.victory) n = Math.max(n, v.minGaps);
  return n;
}

/** An engineer attempt on a standing obstacle where units are; 2 EPs while the early Landing DRM weighs. */
function openGap(s: State, d: GameData, ctx: RulesContext, ip: number): Option | undefined {
  if (s.ep < 1 || ip < 1 || s.turn < d.scen.rules.obstacleClearingFromTurn.value) return undefined;
  const eps = Math.min(s.turn <= 3 ? 2 : 1, s.ep, ip);
  const gaps = Object.values(s.gaps).filter(Boolean).length;
  // a Gap scores, and spares what a standing obstacle costs (3.2a, 3.3c)
  const worth = d.scen.vp.gap - d.scen.vp.obstacle + (gaps < gapsWanted(d) ? GAP_SHORT_WORTH : 0);
  const gain = gapChance(ctx, eps, s.turn) * worth - eps * ipValue(s, d);
  for (const b of d.map.beaches) {
    if (s.gaps[b] || engineerTarget(s, d, b) !== 'obstacle' || !hasUnitAtOrNext(s, d, b)) continue;
    const action: Action = { type: 'engineer', square: b, eps };
    if (!checkAction(s, d, ctx, action)) return { action, gain };
  }
  return undefined;
}

function undisrupt(s: State, d: GameData, ctx: RulesContext, among: (sq: string) => boolean): Action | undefined {
  for (const u of s.units) {
    if (!u.disrupted || !among(u.loc) || s.ip[def(d, u.id).pool] < 1 || checkUndisruptTarget(s, d, u.id)) continue;
    const a: Action = { type: 'undisrupt', unit: u.id };
    if (!checkAction(s, d, ctx, a)) return a;
  }
  return undefined;
}

/** Units on the beach at the end cost VP (3.3b): in the last turn a move off is worth that much. */
function beachGain(s: State, d: GameData, a: Action): number {
  if (a.type !== 'move') return 0;
  if (s.turn >= d.turns) return -a.moves.length * d.scen.vp.onBeach;
  return Math.max(CLOSE_UP_MARGIN, unitsIn(s, a.from).length * OFF_BEACH_PER_UNIT - ipValue(s, d));
}

function bestOf(options: readonly (Option | undefined)[]): Option | undefined {
  let best: Option | undefined;
  for (const o of options) if (o && o.gain > 0 && (!best || o.gain > best.gain)) best = o;
  return best;
}

export function activation(s: State, d: GameData, ctx: RulesContext): Action {
  const card = freeCard(s, d);
  if (card) return card;
  const ip = s.ip['1st'] + s.ip['29th'];
  if (ip === 0) return { type: 'end-turn' };
  const g = look(s, d);
  const plan = bestAttack(s, d, ctx, g);
  if (plan?.action.type === 'attack' && plan.disrupted && ip > plan.action.from.length) {
    const from = plan.action.from;
    const u = undisrupt(s, d, ctx, (sq) => from.includes(sq));
    if (u) return u;
  }
  const last = s.turn >= d.turns;
  const beach = leaveBeach(s, d, ctx, g);
  const best = bestOf([
    plan,
    openGap(s, d, ctx, ip),
    release(s, d, ctx),
    beach && { action: beach, gain: beachGain(s, d, beach) },
  ]);
  if (best && best.gain >= UNDISRUPT_MARGIN) return best.action;
  // the small moves: only worth an IP when nothing better is open, and never in the last turn
  const flip = last ? undefined : undisrupt(s, d, ctx, (sq) => d.map.land.has(sq));
  if (flip) return flip;
  const close = last ? undefined : closeUp(s, d, ctx);
  if (close && (!best || best.gain < CLOSE_UP_MARGIN)) return close;
  return best?.action ?? { type: 'end-turn' };
}

/**
 * Headless solitaire play for `umpire simulate bloody-omaha`. The policies below only read what the player
 * could see on the table (hidden tokens are estimated, never peeked at) and drive the same reducer the app uses.
 *
 * - assault (default): assign IP by where each division's units are; play IP/EP/Tank/return cards at once,
 *   combat cards on attacks short of double odds, cancel cards on disruptions and worse; from turn 3 send 2-3 EPs
 *   at obstacles where units stand; attack the adjacent square with the best estimated odds (hidden Strongpoint
 *   4.5, hidden Encounter 1.2) when at least even, calling it off after the reveal if worse than even; push
 *   through mines unless 2 EPs can go at them; advance the strongest units that fit; release reinforcements
 *   while turns remain; move stacks off the beach into cleared squares; end the turn when nothing is worth an IP.
 * - probe-first: as assault, but spends 1 IP to probe a hidden square before attacking it.
 * - random: uniformly random legal actions (slow; for testing the rules, not for statistics).
 */
import { makeContext, type Rng, type RulesContext } from '../../engine/index.ts';
import type { GameResult, Simulator } from '../types.ts';
import { attackFactors } from './game/attack.ts';
import { engineerTarget, hasUnitAtOrNext, seaSquaresOf, stepBlocked } from './game/actions.ts';
import { cardOption, optionTiming } from './game/cards.ts';
import { gameData, type CardEffect, type GameData } from './game/data.ts';
import { overstackOptions } from './game/landing.ts';
import { legalActions } from './game/legal.ts';
import { applyInPlace, checkAction } from './game/reducer.ts';
import { checkReturnTarget, checkUndisruptTarget } from './game/restore.ts';
import { setupState } from './game/setup.ts';
import { cf, def, findUnit, isLandSquare, poolsIn, stackCf, tanksIn, unitsIn } from './game/units.ts';
import { BOX, ELIMINATED, OFF_MAP, type Action, type State } from './game/types.ts';
import { settings } from './rules-notes.ts';
import type { IpPool } from './scenario.ts';
import { tables } from './tables.ts';

const HIDDEN_SP = 4.5;
const HIDDEN_ENC = 1.2;
const EXIT_BONUS = 3;
const MIN_ODDS = 1;
const EXIT_MIN_ODDS = 0.8;
/** Turns in which 6-CF battalions are released at once; from LATE_REINFORCE_FROM every unit left in the box. */
const EARLY_REINFORCE_UNTIL = 3;
const LATE_REINFORCE_FROM = 8;

function reinforcement(s: State, d: GameData, wanted: (full: number) => boolean): Action | undefined {
  for (const u of s.units) {
    const x = def(d, u.id);
    if (u.loc !== BOX || s.ip[x.pool] < 1 || !wanted(x.full)) continue;
    const to = seaSquaresOf(d, u.id).find((sq) => stackCf(s, d, sq) + x.full <= d.stacking);
    if (to) return { type: 'reinforce', unit: u.id, to };
  }
  return undefined;
}
const HARMFUL = new Set(['disrupt-one', 'eliminate-one', 'pin-all']);
const CARD_VALUE: Record<CardEffect, number> = {
  ip: 3, ep: 2, tank: 3, 'attack-drm': 3, 'attack-cf': 2, 'cancel-event': 2, 'landing-drm': 2, 'drift-drm': 1, 'engineer-drm': 1, 'return-unit': 2, undisrupt: 2,
};

type Policy = 'assault' | 'probe-first' | 'random';

function cardValue(d: GameData, id: string): number {
  const c = d.cards.get(id);
  if (!c) return 0;
  return Math.max(CARD_VALUE[c.a.effect] * Math.max(1, c.a.amount), CARD_VALUE[c.b.effect] * Math.max(1, c.b.amount));
}

/** A card option of the given effects playable now, as [card, option]. */
function playable(s: State, d: GameData, effects: readonly CardEffect[]): [string, 'a' | 'b', CardEffect, number][] {
  const out: [string, 'a' | 'b', CardEffect, number][] = [];
  for (const id of s.hand) {
    const c = d.cards.get(id);
    if (!c) continue;
    for (const opt of ['b', 'a'] as const) {
      const o = cardOption(c, opt);
      if (effects.includes(o.effect) && !optionTiming(s, o)) {
        out.push([id, opt, o.effect, o.amount]);
        break;
      }
    }
  }
  return out;
}

function estimateDefence(s: State, sq: string): number {
  let n = 0;
  for (const t of s.tokens[sq] ?? []) {
    if (!t.revealed) n += t.pool === 'strongpoint' ? HIDDEN_SP : HIDDEN_ENC;
    else if (t.face === 'number') n += t.value ?? 0;
  }
  return n;
}

function lossCost(s: State, d: GameData, id: string, effect: 'disrupt' | 'eliminate' | 'pin'): number {
  const u = findUnit(s, id);
  if (!u) return 0;
  const x = def(d, id);
  if (effect === 'pin') return cf(d, u);
  if (effect === 'eliminate' || u.disrupted) return cf(d, u) + 3;
  return x.full - x.disrupted;
}

function assign(s: State, d: GameData): Action {
  const w: Record<IpPool, number> = { '1st': 1, '29th': 1 };
  for (const u of s.units) if (isLandSquare(d, u.loc)) w[def(d, u.id).pool] += cf(d, u);
  const first = Math.round((s.toAssign * w['1st']) / (w['1st'] + w['29th']));
  return { type: 'assign-ip', first };
}

function freeCard(s: State, d: GameData): Action | undefined {
  for (const [card, option, effect] of playable(s, d, ['ip', 'ep', 'tank', 'return-unit', 'undisrupt', 'engineer-drm'])) {
    if (effect === 'ip') return { type: 'play-card', card, option, division: s.ip['1st'] <= s.ip['29th'] ? '1st' : '29th' };
    if (effect === 'ep') return { type: 'play-card', card, option };
    if (effect === 'engineer-drm') {
      if (s.turn >= 3 && s.ep >= 2) return { type: 'play-card', card, option };
      continue;
    }
    if (effect === 'tank') {
      const u = s.units.find((x) => s.gaps[x.loc] && tanksIn(s, x.loc) === 0);
      if (u) return { type: 'play-card', card, option, unit: u.id };
      continue;
    }
    if (effect === 'undisrupt') {
      const u = s.units.find((x) => x.disrupted && !checkUndisruptTarget(s, d, x.id));
      if (u) return { type: 'play-card', card, option, unit: u.id };
      continue;
    }
    if (effect === 'return-unit') {
      for (const u of s.units) {
        if (u.loc !== ELIMINATED && u.loc !== OFF_MAP) continue;
        const b = d.map.beaches.find((x) => !checkReturnTarget(s, d, u.id, x));
        if (b) return { type: 'play-card', card, option, unit: u.id, square: b };
      }
    }
  }
  return undefined;
}

/** Attack strength and whether someone there can pay, for every square with unpinned landed units. */
function strengths(s: State, d: GameData): Map<string, number> {
  const out = new Map<string, number>();
  for (const u of s.units) {
    if (u.pinned || !d.map.land.has(u.loc) || s.ip[def(d, u.id).pool] < 1) continue;
    out.set(u.loc, (out.get(u.loc) ?? 0) + cf(d, u));
  }
  for (const t of s.tanks) if (t.unit !== null && out.has(t.square)) out.set(t.square, (out.get(t.square) ?? 0) + t.strength);
  return out;
}

function bestAttack(s: State, d: GameData, policy: Policy): Action | undefined {
  const ipTotal = s.ip['1st'] + s.ip['29th'];
  const power = strengths(s, d);
  let best: { target: string; from: string[]; score: number; hidden: boolean } | undefined;
  const targets: string[] = [];
  for (const sq of power.keys()) for (const t of d.map.byId.get(sq)?.adjacent ?? []) if (s.tokens[t] !== undefined && !targets.includes(t)) targets.push(t);
  for (const target of targets) {
    const q = d.map.byId.get(target);
    if (!q || !d.map.land.has(target)) continue;
    const from = q.adjacent.filter((sq) => power.has(sq)).sort((x, y) => (power.get(y) ?? 0) - (power.get(x) ?? 0));
    if (from.length === 0) continue;
    const defence = estimateDefence(s, target);
    const maxSquares = Math.min(from.length, ipTotal, q.exit ? 3 : 2);
    let used = 1;
    let strength = power.get(from[0] as string) ?? 0;
    while (strength < defence * 2 && used < maxSquares) strength += power.get(from[used++] as string) ?? 0;
    from.length = used;
    const ratio = defence === 0 ? 3 : strength / defence;
    if (ratio < (q.exit ? EXIT_MIN_ODDS : MIN_ODDS)) continue;
    const score = ratio + (q.exit ? EXIT_BONUS : 0) + (q.vp ? 0.5 : 0) + q.row * 0.1;
    if (!best || score > best.score) best = { target, from, score, hidden: (s.tokens[target] ?? []).some((t) => !t.revealed) };
  }
  if (!best) return undefined;
  return policy === 'probe-first' && best.hidden ? { type: 'probe', target: best.target } : { type: 'attack', target: best.target, from: best.from };
}

function activation(s: State, d: GameData, ctx: RulesContext, policy: Policy): Action {
  const card = freeCard(s, d);
  if (card) return card;
  const ipTotal = s.ip['1st'] + s.ip['29th'];
  if (ipTotal === 0) return { type: 'end-turn' };
  // early on, release the big battalions so they reach the beach while it matters
  if (s.turn <= EARLY_REINFORCE_UNTIL) {
    const r = reinforcement(s, d, (full) => full >= 6);
    if (r) return r;
  }
  // open Gaps where units stand: 2 EPs while the early Landing DRM applies, then 1 EP (the cheapest in IP)
  if (s.ep >= 1 && ipTotal >= 2) {
    const eps = Math.min(s.turn <= 3 ? 2 : 1, s.ep);
    for (const b of d.map.beaches) {
      if (engineerTarget(s, d, b) === 'obstacle' && hasUnitAtOrNext(s, d, b)) return { type: 'engineer', square: b, eps };
    }
  }
  const attack = bestAttack(s, d, policy);
  if (attack && !checkAction(s, d, ctx, attack)) return attack;
  // late releases cost 1 IP each and spare the 1 VP a unit in the box costs
  if (s.turn >= LATE_REINFORCE_FROM && s.turn <= 9) {
    const r = reinforcement(s, d, () => true);
    if (r) return r;
  }
  // get units off the beach into cleared ground
  for (const u of s.units) {
    const q = d.map.byId.get(u.loc);
    if (!q || q.terrain !== 'beach' || u.pinned) continue;
    if (!poolsIn(s, d, u.loc).some((p) => s.ip[p] > 0)) continue;
    for (const n of q.adjacent) {
      if (d.map.byId.get(n)?.terrain === 'beach' || stepBlocked(s, d, ctx, u.loc, n)) continue;
      const whole: Action = { type: 'move', from: u.loc, moves: unitsIn(s, u.loc).filter((x) => !x.pinned).map((x) => ({ unit: x.id, to: n })) };
      if (!checkAction(s, d, ctx, whole)) return whole;
      const one: Action = { type: 'move', from: u.loc, moves: [{ unit: u.id, to: n }] };
      if (!checkAction(s, d, ctx, one)) return one;
    }
  }
  if (s.turn >= 5) {
    const u = s.units.find((x) => x.disrupted && isLandSquare(d, x.loc) && s.ip[def(d, x.id).pool] > 0 && !checkUndisruptTarget(s, d, x.id));
    if (u) return { type: 'undisrupt', unit: u.id };
  }
  return { type: 'end-turn' };
}

function choose(s: State, d: GameData, ctx: RulesContext, rng: Rng, policy: Policy): Action {
  if (policy === 'random') {
    const all = legalActions(s, d, ctx);
    return all[rng.int(all.length)] as Action;
  }
  const p = s.pending;
  if (p) {
    switch (p.kind) {
      case 'opening': {
        const worst = p.cards.slice().sort((a, b) => cardValue(d, a) - cardValue(d, b))[0] as string;
        return { type: 'keep-cards', discard: worst };
      }
      case 'overstack': {
        const o = overstackOptions(s, d);
        if (o.disrupt) return { type: 'overstack', choice: 'disrupt' };
        const to = o.shift[0];
        return to ? { type: 'overstack', choice: 'shift', to } : { type: 'overstack', choice: 'eliminate' };
      }
      case 'event-square':
        return { type: 'choose-event-square', square: p.options[0] as string };
      case 'event-roll':
        return { type: 'roll-event' };
      case 'event-result': {
        const c = HARMFUL.has(p.effect) ? playable(s, d, ['cancel-event'])[0] : undefined;
        return c ? { type: 'play-card', card: c[0], option: c[1] } : { type: 'accept-event' };
      }
      case 'choose-unit': {
        const unit = p.units.slice().sort((a, b) => lossCost(s, d, a, p.effect) - lossCost(s, d, b, p.effect))[0] as string;
        return { type: 'choose-unit', unit };
      }
      case 'attack-revealed': {
        const a = s.attack;
        if (!a) return { type: 'cancel-attack' };
        const f = attackFactors(s, d, a);
        return f.defenderCf === 0 || f.attackerCf >= f.defenderCf ? { type: 'continue-attack' } : { type: 'cancel-attack' };
      }
      case 'mine':
        return s.ep >= 2 && s.ip['1st'] + s.ip['29th'] >= 2 ? { type: 'mine-engineer', eps: 2 } : { type: 'mine-push' };
      case 'attack-ready': {
        const a = s.attack;
        if (a) {
          const f = attackFactors(s, d, a);
          if (f.defenderCf > 0 && f.attackerCf < 2 * f.defenderCf) {
            const c = playable(s, d, ['attack-drm', 'attack-cf'])[0];
            if (c) return { type: 'play-card', card: c[0], option: c[1] };
          }
        }
        return { type: 'roll-attack' };
      }
      case 'advance': {
        const a = s.attack;
        if (!a) return { type: 'advance', units: [] };
        let room = d.stacking - stackCf(s, d, a.target);
        let tankRoom = d.tankLimit - tanksIn(s, a.target);
        const units: string[] = [];
        const ids = a.units.filter((id) => {
          const u = findUnit(s, id);
          return u !== undefined && a.squares.includes(u.loc) && !u.pinned;
        });
        const cfOf = (id: string): number => {
          const u = findUnit(s, id);
          return u ? cf(d, u) : 0;
        };
        ids.sort((x, y) => cfOf(y) - cfOf(x));
        for (const id of ids) {
          const u = findUnit(s, id);
          if (!u) continue;
          let tanks = 0;
          for (const t of s.tanks) if (t.unit === id) tanks += t.strength;
          if (cf(d, u) <= room && tanks <= tankRoom) {
            units.push(id);
            room -= cf(d, u);
            tankRoom -= tanks;
          }
        }
        return { type: 'advance', units };
      }
    }
  }
  switch (s.phase) {
    case 'card-draw': {
      const firstWave = s.units.some((u) => d.map.firstWave.includes(u.loc));
      if (firstWave) {
        const c = playable(s, d, ['landing-drm', 'drift-drm'])[0];
        if (c) return { type: 'play-card', card: c[0], option: c[1] };
      }
      return { type: 'draw-card' };
    }
    case 'points':
      return assign(s, d);
    case 'drift':
      return { type: 'drift', unit: s.queue[0] as string };
    case 'landing':
      return { type: 'land', unit: s.queue[0] as string };
    case 'random-event':
      return { type: 'roll-event-location' };
    default:
      return activation(s, d, ctx, policy);
  }
}

const defaultCtx = makeContext(tables, settings);

/** Plays one whole game; with `verify`, every chosen action is checked first (used by the tests). */
export function playOne(rng: Rng, policy: string, ctx: RulesContext = defaultCtx, verify = false, trace?: (a: Action, s: State) => void): { state: State; actions: number } {
  const d = gameData(ctx);
  const s = setupState(d, rng);
  const pol = (['assault', 'probe-first', 'random'].includes(policy) ? policy : 'assault') as Policy;
  let actions = 0;
  while (s.phase !== 'over') {
    const a = choose(s, d, ctx, rng, pol);
    if (verify) {
      const why = checkAction(s, d, ctx, a);
      if (why) throw new Error(`policy ${policy} chose an illegal ${a.type}: ${why} (${JSON.stringify(a)})`);
    }
    trace?.(a, s);
    applyInPlace(s, d, ctx, rng, a);
    if (++actions > 100_000) throw new Error('game did not end');
  }
  return { state: s, actions };
}

export const simulator: Simulator = {
  defaultPolicy: 'assault',
  policies: [
    { name: 'assault', description: 'Greedy: gaps from turn 3, attack the best estimated odds at even or better, reinforce, leave the beach' },
    { name: 'probe-first', description: 'As assault, but probes each hidden square (1 IP) before attacking it' },
    { name: 'random', description: 'Uniformly random legal actions (slow; for testing the rules)' },
  ],
  playGame(rng: Rng, policy: string): GameResult {
    const { state } = playOne(rng, policy);
    const r = state.result;
    return { victoryLevel: r?.level ?? 'defeat', vp: r?.vp ?? 0, turns: state.turn };
  },
};

/**
 * Headless solitaire play for `umpire simulate bloody-omaha`. The policies only read what the player sees on the
 * table (face-down tokens are estimated from the published token mix, never peeked at) and drive the same reducer
 * the app uses.
 *
 * - assault (default), in `sim/policy/`: IP shared by where each division's units stand; IP, EP, Tank, return and
 *   undisrupt cards played at once, combat cards before any roll that can go wrong, cancel cards on disruptions
 *   and worse; Gaps opened where units stand from turn 3; then the attack with the best expected gain (the
 *   tables' exact odds for each choice of attacking squares, the square's VP, more for Exits and the squares
 *   beside them, less the losses and the IP), flipping a disrupted attacker back first when IP allow; the
 *   attack called off after the reveal if the roll is no longer worth it; Mine Fields pushed through unless
 *   every attacker is already disrupted (then engineers); releases of the strongest units while they can still
 *   land in time, into sea squares that cannot drift off the map; stacks off the beach and idle stacks toward
 *   the Germans still held; in the last turns every unit left in the box is released and, in the very last,
 *   every IP goes to whatever still gains VP.
 * - probe-first: as assault, but spends 1 IP to probe a face-down square before attacking it.
 * - random: uniformly random legal actions (slow; for testing the rules, not for statistics).
 */
import { makeContext, type Rng, type RulesContext } from '../../../engine/index.ts';
import type { GameResult, Simulator } from '../../types.ts';
import { gameData, type GameData } from '../game/data.ts';
import { legalActions } from '../game/legal.ts';
import { applyInPlace, checkAction } from '../game/reducer.ts';
import { hush } from '../game/say.ts';
import { setupState } from '../game/setup.ts';
import { cf, defAt, isLandSquare } from '../game/units.ts';
import type { Action, State } from '../game/types.ts';
import { activation } from './policy/activation.ts';
import { firstPlayable } from './policy/cards.ts';
import { answer } from './policy/choices.ts';
import { settings } from '../rules-notes.ts';
import type { IpPool } from '../scenario.ts';
import { tables } from '../tables.ts';

export type Policy = 'assault' | 'probe-first' | 'random';
const POLICIES: readonly Policy[] = ['assault', 'probe-first', 'random'];

/** The turn's IP split in proportion to the CF each division has ashore. */
function assign(s: State, d: GameData): Action {
  const w: Record<IpPool, number> = { '1st': 1, '29th': 1 };
  for (let i = 0; i < s.units.length; i++) {
    const u = s.units[i];
    if (u && isLandSquare(d, u.loc)) w[defAt(d, u, i).pool] += cf(d, u, i);
  }
  const first = Math.round((s.toAssign * w['1st']) / (w['1st'] + w['29th']));
  return { type: 'assign-ip', first };
}

/** The action a policy plays next (also used to drive the app in the browser tests). */
export function choose(s: State, d: GameData, ctx: RulesContext, rng: Rng, policy: Policy): Action {
  if (policy === 'random') {
    const all = legalActions(s, d, ctx);
    return all[rng.int(all.length)] as Action;
  }
  if (s.pending) return answer(s, d, ctx, s.pending);
  switch (s.phase) {
    case 'card-draw': {
      const c = s.units.some((u) => d.map.firstWave.includes(u.loc))
        ? firstPlayable(s, d, ['landing-drm', 'drift-drm'])
        : undefined;
      return c ?? { type: 'draw-card' };
    }
    case 'points':
      return assign(s, d);
    case 'drift':
      return { type: 'drift', unit: s.queue[0] as string };
    case 'landing':
      return { type: 'land', unit: s.queue[0] as string };
    case 'random-event':
      return { type: 'roll-event-location' };
    default: {
      const a = activation(s, d, ctx);
      if (policy === 'probe-first' && a.type === 'attack' && (s.tokens[a.target] ?? []).some((t) => !t.revealed))
        return { type: 'probe', target: a.target };
      return a;
    }
  }
}

const defaultCtx = makeContext(tables, settings);

/**
 * Plays one whole game; with `verify`, every chosen action is checked first (used by the tests); with `trace`,
 * each action is handed over before it is applied, and the game keeps its words (a plain run is told nothing).
 */
export function playOne(
  rng: Rng,
  policy: string,
  ctx: RulesContext = defaultCtx,
  verify = false,
  trace?: (a: Action, s: State) => void,
): { state: State; actions: number } {
  const d = gameData(ctx);
  const s = setupState(d, rng);
  // nobody reads a simulated game's words unless it is traced
  if (!trace) hush(s);
  const pol = POLICIES.find((p) => p === policy) ?? 'assault';
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
    {
      name: 'assault',
      description:
        'Best expected gain: Gaps from turn 3, attacks weighed by the exact odds and Exit value, timed releases, stacks kept moving',
    },
    { name: 'probe-first', description: 'As assault, but probes each hidden square (1 IP) before attacking it' },
    { name: 'random', description: 'Uniformly random legal actions (slow; for testing the rules)' },
  ],
  playGame(rng: Rng, policy: string, ctx?: RulesContext): GameResult {
    const { state } = playOne(rng, policy, ctx);
    const r = state.result;
    return { victoryLevel: r?.level ?? 'defeat', vp: r?.vp ?? 0, turns: state.turn };
  },
};

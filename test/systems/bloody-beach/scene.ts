import { expect } from 'vitest';
import { Rng, type RulesContext } from '../../../src/engine/index.ts';
import { neighbors } from '../../../src/boards/hex/index.ts';
import { system } from '../../../src/systems/bloody-beach/index.ts';
import { systemContext } from '../../../src/systems/catalog.ts';
import type { RollPreview, Told } from '../../../src/engine/index.ts';
import { game as g } from '../../../src/systems/bloody-beach/game/index.ts';
import { makeRules } from '../../../src/systems/bloody-beach/game/rules.ts';
import type { Action, GameState, UnitState } from '../../../src/systems/bloody-beach/game/state.ts';

/** The session setting for Umpire's random set-up of the pillboxes and nests (tests that do not place them). */
export const RANDOM_DEPLOYMENT = { germanDeployment: 'umpire' } as const;
/** The settings a new session records (RANDOM_DEPLOYMENT aside), so idle activations are refused as in a new game. */
export const ctx = systemContext(system, { ...RANDOM_DEPLOYMENT, idleActivation: 'refused' });
export const game = g as unknown as {
  setup(o: object, rng: Rng, c: RulesContext): GameState;
  check(s: GameState, a: Action, c: RulesContext): string | undefined;
  apply(s: GameState, a: Action, rng: Rng, c: RulesContext): GameState;
  legalActions(s: GameState, c: RulesContext): Action[];
  parseAction(v: unknown): Action;
  tell(before: GameState, after: GameState, a: Action, c: RulesContext): readonly Told[];
  rollFor(s: GameState, a: Action, c: RulesContext): RollPreview | undefined;
};
export const rules = makeRules(ctx);
const base = game.setup({}, Rng.fromSeed(1), ctx);

/** The printed numbers of a hex's neighbours on the map. */
export function around(hex: string): string[] {
  const b = rules.board;
  return neighbors(b.hex(hex))
    .filter((h) => b.inMap(h))
    .map((h) => b.id(h));
}

/**
 * A constructed situation: only the listed units on the map (face up unless told), the rest off it; the action
 * phase of turn 1 after the first landing, with `patch` on top.
 */
export function scene(
  place: Record<string, string | (Partial<UnitState> & { hex: string })>,
  patch: Partial<GameState> = {},
): GameState {
  const units: Record<string, UnitState> = {};
  for (const u of Object.values(base.units)) {
    const p = place[u.id];
    if (p === undefined) units[u.id] = { ...u, status: 'waiting', hex: null };
    else units[u.id] = { ...u, status: 'map', hidden: false, ...(typeof p === 'string' ? { hex: p } : p) };
  }
  return { ...base, units, phase: 'action', firstLandingDone: true, initiative: 'us', passed: null, log: [], ...patch };
}

/** The opening to the first landing: the 1st Division's points allotted to the first-wave regiments (4.3.4), then the landing (9.1.3). */
export const LANDING: readonly Action[] = [
  { type: 'allot-supply', formation: '16-1', points: 4 },
  { type: 'allot-supply', formation: '116-29', points: 4 },
  { type: 'end-planning' },
  { type: 'land-first-wave' },
];

/** Applies an action after checking it, failing the test with the reason when it is refused. */
export function act(s: GameState, a: Action, seed: number | string = 1, c: RulesContext = ctx): GameState {
  const why = game.check(s, a, c);
  expect(why, `${a.type} refused`).toBeUndefined();
  return game.apply(s, a, Rng.fromSeed(seed), c);
}

export const refuse = (s: GameState, a: Action, c: RulesContext = ctx): string => game.check(s, a, c) ?? '';

/** The game with one formation's state patched (its supply, rating...). */
export const set = (s: GameState, f: string, patch: object): GameState => ({
  ...s,
  formations: {
    ...s.formations,
    [f]: { ...(s.formations[f] as NonNullable<GameState['formations'][string]>), ...patch },
  },
});

/**
 * Setup and the first landing as a session plays them, one generator for all: the 1st Division's points allotted
 * to the first-wave regiments (4.3.4), then the landing (9.1.3). The state before the landing, after it, and the
 * generator (for what follows).
 */
export function firstWave(seed: string): { before: GameState; after: GameState; rng: Rng } {
  const rng = Rng.fromSeed(seed);
  let s = game.setup({}, rng, ctx);
  for (const a of LANDING.slice(0, -1)) s = game.apply(s, a, rng, ctx);
  return { before: s, after: game.apply(s, { type: 'land-first-wave' }, rng, ctx), rng };
}

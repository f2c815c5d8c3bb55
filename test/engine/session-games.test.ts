/**
 * The event log with every real game kept by Umpire: random legal actions (and undos) from a seed, then the
 * log must replay to the identical state, survive a JSON round trip (as in an export), and undo must restore
 * the game as it was before the action it reverses.
 */
import { describe, expect, it } from 'vitest';
import {
  initialState,
  newSession,
  nextEvent,
  replay,
  Rng,
  stateHash,
  type Rules,
  type SessionEvent,
  type SessionMeta,
  type SessionState,
} from '../../src/engine/index.ts';
import { SYSTEMS } from '../../src/systems/registry.ts';
import { systemRules } from '../storage/fixtures.ts';

const STEPS = 40;

/** Freezes a state all the way down, so a game that mutates its input throws instead of corrupting undo. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** The system's rules with every state handed to the game frozen first. */
function frozen(rules: Rules): Rules {
  const g = rules.game;
  if (!g) return rules;
  return {
    ...rules,
    game: {
      ...g,
      check: (st, a, ctx) => g.check(deepFreeze(st), a, ctx),
      apply: (st, a, rng, ctx) => g.apply(deepFreeze(st), a, rng, ctx),
      legalActions: (st, ctx) => g.legalActions(deepFreeze(st), ctx),
      status: (st) => g.status(deepFreeze(st)),
    },
  };
}

function play(
  rules: Rules,
  seed: string,
): { meta: SessionMeta; events: SessionEvent[]; state: SessionState; undoChecks: number } {
  const game = rules.game;
  if (!game) throw new Error('no game');
  const meta = newSession(
    { id: `g-${seed}`, system: 'x', name: 'fuzz', seed, rulesVersion: '1', now: '2026-06-06T06:30:00.000Z' },
    rules,
  ).meta;
  let state = initialState(meta, rules);
  const events: SessionEvent[] = [];
  const pick = Rng.fromSeed(`${seed}/policy`);
  let undoChecks = 0;
  for (let i = 0; i < STEPS; i++) {
    const ctx = rules.context(state.settings, state.overrides);
    if (game.status(state.game).over) break;
    const legal = game.legalActions(state.game, ctx);
    if (legal.length === 0) break;
    const action = legal[pick.int(legal.length)];
    if (!action) break;
    const at = new Date(Date.UTC(2026, 5, 6, 7) + i * 1000).toISOString();
    const before = state.game;
    const stateBefore = state;
    const r = nextEvent(meta, state, { kind: 'action', action }, rules, at, `${seed}-${i}`);
    events.push(r.event);
    state = r.state;
    if (pick.int(5) === 0) {
      const u = nextEvent(meta, state, { kind: 'undo' }, rules, at, `${seed}-${i}u`, {
        base: stateBefore,
        events: [r.event],
      });
      events.push(u.event);
      state = u.state;
      // Without a conceal hook the game is exactly as before the undone action.
      if (!('conceal' in game))
        expect(stateHash({ ...state, game: state.game })).toBe(stateHash({ ...state, game: before }));
      undoChecks++;
    }
  }
  return { meta, events, state, undoChecks };
}

describe('sessions of the real games', () => {
  for (const info of SYSTEMS) {
    it(
      `${info.id}: random legal actions (never mutating their input) and undos replay to the identical state`,
      { timeout: 60_000 },
      async () => {
        const rules = frozen(await systemRules(info.id));
        if (!rules.game) return;
        for (const seed of ['a']) {
          const { meta, events, state, undoChecks } = play(rules, `${info.id}-${seed}`);
          expect(events.length).toBeGreaterThan(0);
          expect(undoChecks).toBeGreaterThan(0);
          expect(replay(meta, events, rules)).toEqual(state);
          const copy = JSON.parse(JSON.stringify({ meta, events })) as { meta: SessionMeta; events: SessionEvent[] };
          expect(stateHash(replay(copy.meta, copy.events, rules))).toBe(stateHash(state));
        }
      },
    );
  }
});

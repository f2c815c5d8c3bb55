import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/index.ts';
import { system } from '../../../src/systems/bloody-omaha/index.ts';
import type { Action, State } from '../../../src/systems/bloody-omaha/game/types.ts';
import { ctx } from './helpers.ts';

const game = system.game!;

/** Plays random legal actions to the end of turn 10; mostly avoids ending the turn early so that more happens. */
function randomGame(seed: number, seen: Set<string>): State {
  const rng = Rng.fromSeed(`fuzz:${seed}`);
  let s = game.setup({}, rng, ctx) as State;
  for (let step = 0; s.phase !== 'over'; step++) {
    if (step > 5000) throw new Error(`seed ${seed}: no end after 5000 actions (turn ${s.turn}, ${s.phase})`);
    const actions = game.legalActions(s, ctx) as Action[];
    if (actions.length === 0) throw new Error(`seed ${seed}: dead end in ${s.phase} with ${JSON.stringify(s.pending)}`);
    const others = actions.filter((a) => a.type !== 'end-turn');
    const pool = others.length && rng.int(10) > 0 ? others : actions;
    const a = pool[rng.int(pool.length)] as Action;
    seen.add(a.type);
    expect(game.check(s, a, ctx)).toBeUndefined();
    s = game.apply(s, a, rng, ctx) as State;
  }
  return s;
}

describe('fuzz: random legal play through ten turns', () => {
  it('never crashes, never reaches a dead end, and ends with a victory level after turn 10', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 6; seed++) {
      const s = randomGame(seed, seen);
      expect(s.turn).toBe(10);
      expect(s.result?.label).toBeTruthy();
      expect(JSON.parse(JSON.stringify(s))).toEqual(s);
      expect(s.units.every((u) => !u.pinned)).toBe(true);
    }
    for (const t of [
      'keep-cards',
      'draw-card',
      'assign-ip',
      'drift',
      'land',
      'roll-event-location',
      'roll-event',
      'accept-event',
      'move',
      'probe',
      'attack',
      'engineer',
      'reinforce',
      'play-card',
      'end-turn',
    ])
      expect(seen).toContain(t);
  }, 120_000);

  it('the status always names the phase and a prompt', () => {
    const rng = Rng.fromSeed('status');
    let s = game.setup({}, rng, ctx) as State;
    for (let i = 0; i < 200 && s.phase !== 'over'; i++) {
      const st = game.status(s);
      expect(st.prompts.length).toBeGreaterThan(0);
      const acts = game.legalActions(s, ctx);
      s = game.apply(s, acts[rng.int(acts.length)] as Action, rng, ctx) as State;
    }
  });
});

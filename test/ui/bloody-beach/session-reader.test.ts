import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/index.ts';
import type { GameAction } from '../../../src/systems/types.ts';
import { SessionReader, type SessionInputs } from '../../../src/ui/boards/bloody-beach/session-reader.ts';
import { ctx, system } from './helpers.ts';
import { termsWords } from '../../../src/ui/boards/bloody-beach/flow.ts';
import { ctx as gameCtx, scene, set } from '../../systems/bloody-beach/scene.ts';

describe('what the board reads from the session', () => {
  it('without a kept game: no legal actions, and every action refused with the reason', () => {
    const r = new SessionReader(() => ({ system, ctx }));
    expect(r.legal()).toEqual([]);
    expect(r.why({ type: 'pass' })).toBe('no game is kept in this session');
  });

  it("reads tables from the system's own rules when the session gives no context", () => {
    const r = new SessionReader(() => ({ system }));
    expect(r.table('bloody-beach.terrain')?.id).toBe('bloody-beach.terrain');
    expect(new SessionReader(() => ({})).rules()).toBeUndefined();
  });

  it("10.1 a village or town is worth its points from the rules' constants", () => {
    const r = new SessionReader(() => ({ system, ctx }));
    expect(r.placePoints('town')).toMatch(/^ \(\d+ VP\)$/);
    expect(r.placePoints('village')).toMatch(/^ \(\d+ VP\)$/);
  });

  it('names units from the scenario, and keeps the legal actions for one state', () => {
    const inputs: { current: SessionInputs } = { current: { system, ctx } };
    const r = new SessionReader(() => inputs.current);
    expect(r.names).toBe(r.names);
    expect(r.names.size).toBeGreaterThan(0);
    const state = system.game?.setup({}, Rng.fromSeed(1), ctx);
    inputs.current = { system, ctx, state };
    const legal = r.legal();
    expect(legal.length).toBeGreaterThan(0);
    expect(r.legal()).toBe(legal);
    expect(r.why(legal[0] as GameAction)).toBeUndefined();
  });
  it("5.2.3 and 5.2.4 an activation on offer says what it costs and how many units act, from the game's own plan", () => {
    const afloat = set(scene({ '16-1-A': '4815', '16-1-B': '4916' }), '16-1', { supply: 4 });
    const inputs: { current: SessionInputs } = { current: { system, ctx: gameCtx, state: afloat } };
    const r = new SessionReader(() => inputs.current);
    const cutoff = { type: 'activate', formation: '16-1', cutoff: true } as GameAction;
    expect(r.activationTerms(cutoff)).toEqual({ cost: 2, units: 2 });
    expect(termsWords({ cost: 2, units: 2 })).toBe('2 supply, 2 units act');
    // an empty pool with the HQ ashore: the efficiency check is named before it is rolled
    inputs.current = {
      system,
      ctx: gameCtx,
      state: set(scene({ '16-1-hq': '4715', '16-1-A': '4815' }), '16-1', { supply: 0, rating: 7 }),
    };
    const plain = { type: 'activate', formation: '16-1' } as GameAction;
    const dry = r.activationTerms(plain);
    expect(dry).toEqual({ cost: 0, check: 7, units: 2 });
    expect(termsWords(dry ?? { cost: 0, units: 0 })).toBe(
      'no supply left, an efficiency check (7 or less), 2 units act',
    );
    expect(r.activationTerms({ type: 'pass' })).toBeUndefined();
  });
});

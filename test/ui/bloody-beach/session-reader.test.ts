import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/index.ts';
import type { GameAction } from '../../../src/systems/types.ts';
import { SessionReader, type SessionInputs } from '../../../src/ui/boards/bloody-beach/session-reader.ts';
import { ctx, system } from './helpers.ts';

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
});

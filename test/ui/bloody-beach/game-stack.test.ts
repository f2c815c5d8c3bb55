import { describe, expect, it } from 'vitest';
import { hexKey } from '../../../src/boards/hex/index.ts';
import { stackPlan, stackReachInGame } from '../../../src/ui/boards/bloody-beach/game-stack.ts';
import { pathTo } from '../../../src/ui/boards/bloody-beach/movement.ts';
import type { Member } from '../../../src/ui/boards/bloody-beach/stack-move.ts';
import type { CounterView } from '../../../src/ui/boards/bloody-beach/counters.ts';
import { ctx, rules, scene } from '../../systems/bloody-beach/scene.ts';

const board = rules.board;
const doc = board.doc;
// a company and a tank platoon of the first wave together behind the beach, not yet activated
const state = scene({ '16-1-A': '4916', '741-A1': '4916' });
const member = (id: string, unitClass: 'infantry' | 'vehicle', allowance: number): Member => ({
  counter: { id, label: id, hex: board.hex('4916'), activated: false, unitClass } as CounterView,
  label: id,
  world: { board, ctx, roadblocks: new Set<string>() },
  unitClass,
  allowance,
});

describe("7.2.2 a stack's reach from the game's own rule", () => {
  it('a stack not yet activated may not move, but is previewed as activating now would leave it', () => {
    expect(stackReachInGame(ctx, doc, state, ['16-1-A', '741-A1'])).toBeUndefined();
    const reach = stackReachInGame(ctx, doc, state, ['16-1-A', '741-A1'], { '16-1-A': { mp: 4 }, '741-A1': { mp: 8 } });
    expect(reach?.size).toBeGreaterThan(0);
    // the company's four points bound the stack
    for (const r of reach?.values() ?? []) expect(r.left).toBeGreaterThanOrEqual(0);
  });

  it("gives the board a reach it can trace paths through, from the stack's hex", () => {
    const plan = stackPlan([member('16-1-A', 'infantry', 4), member('741-A1', 'vehicle', 8)], board, ctx, doc, state);
    expect(plan.reach.size).toBeGreaterThan(0);
    for (const r of plan.reach.values()) {
      const path = pathTo(plan.reach, r.hex);
      expect(board.id(path[0] as { q: number; r: number })).toBe('4916');
      expect(hexKey(path[path.length - 1] as { q: number; r: number })).toBe(hexKey(r.hex));
    }
  });

  it('is empty when no game is kept', () => {
    expect(stackReachInGame(ctx, doc, { units: [] }, ['16-1-A', '741-A1'])).toBeUndefined();
  });
});

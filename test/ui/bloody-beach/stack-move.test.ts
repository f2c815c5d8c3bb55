import { describe, expect, it } from 'vitest';
import type { GameAction } from '../../../src/systems/types.ts';
import type { CounterView } from '../../../src/ui/boards/bloody-beach/counters.ts';
import { moveAction, stackMates } from '../../../src/ui/boards/bloody-beach/stack-move.ts';

const counter = (id: string, q: number, r: number, extra: Partial<CounterView> = {}): CounterView => ({
  id, label: id, type: 'us-rifle', side: 'us', unitClass: 'infantry', symbol: 'infantry', hex: { q, r }, hexId: '', steps: 4, maxSteps: 4, hits: 0,
  reduced: false, pinned: false, revealed: true, firepower: 4, antiTank: 0, armor: 0, morale: 6, movement: 4, activated: true, acted: false, ...extra,
});

describe('stacks moving together (7.2.2)', () => {
  const a = counter('A', 1, 1);
  const b = counter('B', 1, 1);
  const pinned = counter('P', 1, 1, { pinned: true });
  const alone = counter('C', 2, 1);
  const all = [a, b, pinned, alone];
  const canMove = (c: CounterView) => !c.pinned;

  it("follows the game's own stack move: leader first, whichever member is picked", () => {
    const legal = [{ type: 'move', unit: 'A', to: '0102' } as GameAction, { type: 'move', unit: 'B', to: '0102', with: ['A'] } as GameAction];
    expect(stackMates(a, all, legal, canMove)).toEqual(['B', 'A']);
    expect(stackMates(b, all, legal, canMove)).toEqual(['B', 'A']);
  });

  it('a unit the game lets move only alone has no stack', () => {
    expect(stackMates(a, all, [{ type: 'move', unit: 'A', to: '0102' } as GameAction], canMove)).toBeUndefined();
  });

  it('without a game, or before activation: the units in the hex that can move, the picked one leading', () => {
    expect(stackMates(b, all, undefined, canMove)).toEqual(['B', 'A']);
    const idle = all.map((c) => ({ ...c, activated: false }));
    expect(stackMates(idle[1] as CounterView, idle, [], canMove)).toEqual(['B', 'A']);
    expect(stackMates(alone, all, undefined, canMove)).toBeUndefined();
  });

  it('the move action carries the rest of the stack in `with`', () => {
    expect(moveAction(['B', 'A'], '0102')).toEqual({ type: 'move', unit: 'B', to: '0102', with: ['A'] });
    expect(moveAction(['B'], '0102')).toEqual({ type: 'move', unit: 'B', to: '0102' });
  });
});

import { describe, expect, it } from 'vitest';
import type { GameAction } from '../../../src/systems/types.ts';
import type { CounterView } from '../../../src/ui/boards/bloody-beach/counters.ts';
import {
  describeMove,
  moveAction,
  partyPathCosts,
  stackMates,
} from '../../../src/ui/boards/bloody-beach/stack-move.ts';
import { boardOf, ctx, smallMap } from './helpers.ts';

const counter = (id: string, q: number, r: number, extra: Partial<CounterView> = {}): CounterView => ({
  id,
  label: id,
  type: 'us-rifle',
  side: 'us',
  unitClass: 'infantry',
  symbol: 'infantry',
  hex: { q, r },
  hexId: '',
  steps: 4,
  maxSteps: 4,
  hits: 0,
  reduced: false,
  pinned: false,
  revealed: true,
  firepower: 4,
  antiTank: 0,
  armor: 0,
  morale: 6,
  movement: 4,
  activated: true,
  acted: false,
  ...extra,
});

describe('stacks moving together (7.2.2)', () => {
  const a = counter('A', 1, 1);
  const b = counter('B', 1, 1);
  const pinned = counter('P', 1, 1, { pinned: true });
  const alone = counter('C', 2, 1);
  const all = [a, b, pinned, alone];
  const canMove = (c: CounterView) => !c.pinned;

  it("once activated, follows the game's own stack move: leader first, whichever member is picked", () => {
    const legal = [
      { type: 'move', unit: 'A', to: '0102' } as GameAction,
      { type: 'move', unit: 'B', to: '0102', with: ['A'] } as GameAction,
    ];
    expect(stackMates(a, all, legal, canMove)).toEqual(['B', 'A']);
    expect(stackMates(b, all, legal, canMove)).toEqual(['B', 'A']);
    // a unit the game lets move only alone has no stack
    expect(stackMates(a, all, [{ type: 'move', unit: 'A', to: '0102' } as GameAction], canMove)).toBeUndefined();
  });

  it('before activation: the units in the hex that can move, the picked one leading', () => {
    const idle = all.map((c) => ({ ...c, activated: false }));
    expect(stackMates(idle[1] as CounterView, idle, [], canMove)).toEqual(['B', 'A']);
    expect(stackMates(idle[3] as CounterView, idle, [], canMove)).toBeUndefined();
  });

  it('the move action carries the rest of the stack in `with`', () => {
    expect(moveAction(['B', 'A'], '0102')).toEqual({ type: 'move', unit: 'B', to: '0102', with: ['A'] });
    expect(moveAction(['B'], '0102')).toEqual({ type: 'move', unit: 'B', to: '0102' });
  });
});

describe('7.3 a traced path for a stack: each member pays its own way against its own allowance', () => {
  // bocage (H): 2 MP on foot, 4 for vehicles
  const board = boardOf(smallMap(['CHHC', 'CCCC']));
  const w = { board, ctx, roadblocks: new Set<string>() };
  const path = ['0101', '0201', '0301'].map((id) => board.hex(id));
  const company = { label: 'E/16', world: w, unitClass: 'infantry' as const, allowance: 4 };
  const tank = { label: '1/A/741st', world: w, unitClass: 'vehicle' as const, allowance: 8 };

  it('each member has its own total; each step shows the member that has used most', () => {
    const r = partyPathCosts([company, tank], path);
    expect(r.members).toEqual([
      { label: 'E/16', total: 4, allowance: 4 },
      { label: '1/A/741st', total: 8, allowance: 8 },
    ]);
    expect(r.steps.map((s) => s.total)).toEqual([4, 8]);
    expect(r.steps.every((s) => s.allowed && !s.over)).toBe(true);
  });

  it('a member with too few points left makes the step too far for the stack', () => {
    const r = partyPathCosts([{ ...company, allowance: 3 }, tank], path);
    expect(r.steps.map((s) => s.over)).toEqual([false, true]);
  });

  it('says what the move costs: one unit against its allowance, a stack member by member, overstacking where it ends (7.2.3)', () => {
    const id = (h: { q: number; r: number }) => board.id(h);
    expect(describeMove([company], path, id)).toBe('E/16 to 0301: 4 of 4 MP');
    expect(describeMove([{ ...company, allowance: 3 }], path, id)).toBe(
      'E/16 cannot reach 0301 along this path (4 of 3 MP)',
    );
    expect(describeMove([company, tank], path, id, new Set(['0301']))).toBe(
      'The stack to 0301: E/16 4 of 4 MP, 1/A/741st 8 of 8 MP; overstacked there: a unit loses a step when the activation ends (7.2.3)',
    );
    expect(describeMove([company, tank], path.slice(0, 1), id)).toBeUndefined();
  });
});

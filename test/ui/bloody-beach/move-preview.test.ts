import { describe, expect, it } from 'vitest';
import type { Axial } from '../../../src/boards/hex/index.ts';
import type { GameAction } from '../../../src/systems/types.ts';
import type { CounterView } from '../../../src/ui/boards/bloody-beach/counters.ts';
import { MovePreview, type PreviewHost } from '../../../src/ui/boards/bloody-beach/move-preview.ts';
import { boardOf, ctx, smallMap } from './helpers.ts';

const board = boardOf(smallMap(['CCCC', 'CCCC']));
const counter = (id: string, hex: string, extra: Partial<CounterView> = {}): CounterView => ({
  id,
  label: id,
  type: 'us-rifle',
  side: 'us',
  unitClass: 'infantry',
  symbol: 'infantry',
  hex: board.hex(hex),
  hexId: hex,
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
  activated: false,
  acted: false,
  ...extra,
});

function preview(counters: CounterView[], legal: GameAction[] | undefined) {
  let updates = 0;
  const host: PreviewHost = {
    counters: () => counters,
    viewer: () => 'us',
    unit: (id) => counters.find((c) => c.id === id),
    moveWorld: () => ({ board, ctx, roadblocks: new Set() }),
    roadBonus: () => undefined,
    gameActions: () => legal,
    stackReach: () => ({ reach: new Map(), over: new Set(['0201']) }),
    hexId: (h: Axial) => `${h.q},${h.r}`,
    requestUpdate: () => updates++,
  };
  return { p: new MovePreview(host), updates: () => updates };
}

describe('the movement preview on the board', () => {
  it("previews only the viewer's movable units, and traces taps on hexes in reach", () => {
    const a = counter('A', '0101');
    const { p, updates } = preview([a, counter('G', '0401', { side: 'german' })], []);
    p.start(['G']);
    expect(p.plan).toBeUndefined();
    p.start(['A']);
    expect(p.reaches(board.hex('0101'))).toBe(false);
    expect(p.reaches(board.hex('0201'))).toBe(true);
    p.trace(board.hex('0201'));
    expect(p.plan?.path.length).toBe(2);
    expect(p.text()).toMatch(/^A to /);
    p.untrace();
    expect(p.plan?.path.length).toBe(1);
    expect(updates()).toBeGreaterThan(0);
    p.clear();
    expect(p.plan).toBeUndefined();
  });

  it('7.2.2 moves the stack together and alone again, and says which', () => {
    const { p } = preview([counter('A', '0101'), counter('B', '0101')], []);
    p.start(['A']);
    expect(p.stackOf(p.party()?.[0]?.counter as CounterView)).toEqual(['A', 'B']);
    const a = p.party()?.[0]?.counter as CounterView;
    expect(p.toggleStack(a)).toBe('Moving 2 units together');
    expect(p.plan?.over).toEqual(new Set(['0201']));
    expect(p.toggleStack(a)).toBe('Moving A alone');
  });

  it('offers no stack without a kept game', () => {
    const { p } = preview([counter('A', '0101'), counter('B', '0101')], undefined);
    expect(p.stackOf(counter('A', '0101'))).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import type { GameAction } from '../../../src/systems/types.ts';
import { BoardData } from '../../../src/ui/boards/bloody-beach/board-data.ts';
import { DecisionWatch } from '../../../src/ui/boards/bloody-beach/decision-watch.ts';
import { SessionReader } from '../../../src/ui/boards/bloody-beach/session-reader.ts';
import { ctx, system } from './helpers.ts';

describe('the decision the game waits for, on the board', () => {
  const session = new SessionReader(() => ({ system, ctx }));
  const data = new BoardData(session);
  const state = {
    decisions: [
      { kind: 'reinforcement-entry', side: 'german', group: 'g', designated: '0101', hexes: ['0303', '0202'] },
    ],
  };
  const legal = [
    { type: 'reinforcement-entry', to: '0202' },
    { type: 'reinforcement-entry', to: '0303' },
  ].map((a) => a as GameAction);

  it('11.4.2 reads the decision once for each state, named as the board names things', () => {
    const w = new DecisionWatch(data, session);
    let asked = 0;
    const d = w.current(state, () => (asked++, legal));
    expect(d?.question).toMatch(/^where g enters, its own hex 0101/);
    expect(w.current(state, () => (asked++, legal))).toBe(d);
    expect(asked).toBe(1);
  });

  it('is new once: the map moves to its hexes the first time only, and again after another decision', () => {
    const w = new DecisionWatch(data, session);
    const d = w.current(state, () => legal);
    expect(w.isNew(d)).toBe(true);
    expect(w.isNew(d)).toBe(false);
    expect(w.isNew(undefined)).toBe(false);
    expect(w.isNew(d)).toBe(true);
  });
});

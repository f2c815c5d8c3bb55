import { describe, expect, it } from 'vitest';
import { ActionQueue } from '../../../src/ui/boards/dday-omaha/events.ts';
import { gameHeadline, isGameState, phaseAction, walkMarks } from '../../../src/ui/boards/dday-omaha/view.ts';
import { makeContext } from '../../../src/engine/index.ts';
import { system } from '../../../src/systems/dday-omaha/index.ts';
import { ashore, ctx, play } from './helpers.ts';

describe('the board header', () => {
  it('shows the turn of the standard game, and the extended game with its EXT mark', () => {
    const std = gameHeadline(play([]), ctx);
    expect([std.turn, std.extLabel, std.extRules]).toEqual(['Turn 1 of 16', 'Standard game', false]);
    const ext = gameHeadline(play([], { extended: true }), ctx);
    expect([ext.turn, ext.extLabel, ext.extRules]).toEqual(['Turn 1 of 32', 'Extended game: EXT from turn 17', false]);
    const late = gameHeadline({ ...play([], { extended: true }), turn: 17 }, ctx);
    expect([late.extLabel, late.extRules]).toEqual(['EXT rules in force', true]);
    expect(std.lengthNote).toBeUndefined();
  });

  it('says when the Game length setting no longer matches the game set up', () => {
    const c = makeContext(system.tables, system.settings, { extended: true });
    expect(gameHeadline(play([]), c).lengthNote).toMatch(/set up as standard/);
    expect(gameHeadline(play([], { extended: true }), c).lengthNote).toBeUndefined();
  });

  it('offers the button that ends the landing and US phases, none during the German card', () => {
    const s = play([]);
    expect(phaseAction(s)?.action).toEqual({ type: 'next-phase' });
    expect(phaseAction({ ...s, phase: 'german' })).toBeUndefined();
    expect(phaseAction({ ...s, phase: 'us' })?.label).toBe('End turn 1');
  });

  it('marks the positions that act and the units they affect', () => {
    const s = play([
      ashore('E/2/16'), ashore('L/3/16'),
      { type: 'set-fof', position: 'WN62', unit: 'E/2/16', intensity: 'intense', range: 1 },
      { type: 'set-fof', position: 'WN62', unit: 'L/3/16', intensity: 'steady', range: 2 },
      { type: 'next-phase' },
      { type: 'enter-card', card: { action: 'F', colors: [{ color: 'white', double: false }], symbols: ['foot'], armorBonus: false, leaderBonus: false, artillery: null } },
    ]);
    const m = walkMarks(s.walk);
    expect(m.positions.has('WN62')).toBe(true);
    expect([...m.units].sort()).toEqual(['E/2/16', 'L/3/16']);
    expect(walkMarks(null).positions.size).toBe(0);
  });

  it('recognises a game state', () => {
    expect(isGameState(play([]))).toBe(true);
    expect(isGameState({ positions: [] })).toBe(false);
    expect(isGameState(undefined)).toBe(false);
  });
});

describe('actions sent one at a time', () => {
  it('hands out the next action only when the previous one came back', () => {
    const q = new ActionQueue(1000);
    const a = { type: 'next-phase' } as const;
    const b = { type: 'cancel-card' } as const;
    expect(q.push([a, b], 0)).toBe(a);
    expect(q.push([a], 10)).toBeUndefined();
    expect(q.pending).toBe(3);
    expect(q.settled(20)).toBe(b);
    expect(q.settled(30)).toBe(a);
    expect(q.settled(40)).toBeUndefined();
    expect(q.pending).toBe(0);
  });

  it('drops a stale queue whose action never came back', () => {
    const q = new ActionQueue(1000);
    const a = { type: 'next-phase' } as const;
    q.push([a, a], 0);
    expect(q.push([{ type: 'cancel-card' }], 5000)).toEqual({ type: 'cancel-card' });
    expect(q.pending).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { editBlocked, fofCandidates, linkActions, linkOf, positionsSeeing, sortedPositions, stepPips, targetable, unitGroups } from '../../../src/ui/boards/dday-omaha/roster.ts';
import { ashore, play } from './helpers.ts';

describe('roster order and groups', () => {
  it('lists the east sector first, WNs before Reinforcement positions, lowest number then letter', () => {
    const s = play([]);
    const ids = sortedPositions(s.positions).map((p) => p.id);
    expect(ids.slice(0, 5)).toEqual(['WN60', 'WN61', 'WN62', 'WN64', 'WN65']);
    expect(ids.indexOf('B1')).toBeLessThan(ids.indexOf('A6'));
    expect(ids.indexOf('A7')).toBeLessThan(ids.indexOf('WN66'));
    expect(sortedPositions(s.positions, 'west').every((p) => p.sector === 'west')).toBe(true);
    // The unnumbered R position counts as number 0: first of the west Reinforcement positions.
    const westReinf = sortedPositions(s.positions, 'west').filter((p) => p.kind === 'reinforcement').map((p) => p.id);
    expect(westReinf[0]).toBe('R');
  });

  it('groups US units into due now, ashore, later (by turn) and out of play', () => {
    const s = play([{ type: 'land', unit: 'E/2/16', letter: 'A', box: 'ER' }, ashore('F/2/16'), { type: 'set-unit', id: 'L/3/16', patch: { where: 'eliminated' } }]);
    const g = unitGroups(s);
    expect(g.dueNow.map((u) => u.id)).toContain('I/3/16');
    expect(g.dueNow.map((u) => u.id)).not.toContain('F/2/16');
    expect(g.active.map((u) => u.id).sort()).toEqual(['F/2/16']);
    // E/2/16 drew A on turn 1: delayed, so due later.
    expect(g.later[0]?.due).toBeLessThanOrEqual(g.later[g.later.length - 1]?.due ?? 0);
    expect(g.later.map((u) => u.id)).toContain('E/2/16');
    expect(g.gone.map((u) => u.id)).toEqual(['L/3/16']);
  });

  it('closes editing while a card is resolved and when the game is over', () => {
    expect(editBlocked({ walk: null, over: false })).toBeUndefined();
    expect(editBlocked({ walk: { card: { action: 'F', colors: [], symbols: [], armorBonus: false, leaderBonus: false, artillery: null }, steps: [], questions: [], answers: {} }, over: false })).toMatch(/German card/);
    expect(editBlocked({ walk: null, over: true })).toMatch(/over/);
  });

  it('draws a pip per step, none for leaders', () => {
    expect(stepPips({ steps: 2, maxSteps: 3, type: 'infantry' })).toEqual([true, true, false]);
    expect(stepPips({ steps: 0, maxSteps: 0, type: 'general' })).toEqual([]);
  });
});

describe('fields of fire', () => {
  it('reads a unit as in a field of fire, near, or neither', () => {
    const p = { fof: [{ unit: 'A', intensity: 'steady' as const, range: 2 }], near: [{ unit: 'B', range: 3, mortar: true }] };
    expect(linkOf(p, 'A')).toEqual({ kind: 'fof', intensity: 'steady', range: 2 });
    expect(linkOf(p, 'B')).toEqual({ kind: 'near', range: 3, mortar: true });
    expect(linkOf(p, 'C')).toEqual({ kind: 'none' });
  });

  it('builds the actions for each change of link, taking a unit out of the fire before marking it near', () => {
    expect(linkActions('WN62', 'A', { kind: 'none' }, 'intense')).toEqual([{ type: 'set-fof', position: 'WN62', unit: 'A', intensity: 'intense', range: 1 }]);
    expect(linkActions('WN62', 'A', { kind: 'fof', intensity: 'intense', range: 2 }, 'near')).toEqual([
      { type: 'set-fof', position: 'WN62', unit: 'A', intensity: null, range: 2 },
      { type: 'set-near', position: 'WN62', unit: 'A', range: 2, mortar: false },
    ]);
    expect(linkActions('WN62', 'A', { kind: 'near', range: 3, mortar: true }, 'none')).toEqual([{ type: 'set-near', position: 'WN62', unit: 'A', range: null, mortar: false }]);
    expect(linkActions('WN62', 'A', { kind: 'near', range: 3, mortar: false }, 'near', 4, true)).toEqual([{ type: 'set-near', position: 'WN62', unit: 'A', range: 4, mortar: true }]);
    expect(linkActions('WN62', 'A', { kind: 'fof', intensity: 'steady', range: 2 }, 'steady', 5)).toEqual([{ type: 'set-fof', position: 'WN62', unit: 'A', intensity: 'steady', range: 5 }]);
  });

  it('every action it builds is legal and lands as asked', () => {
    const s = play([ashore('E/2/16'), ...linkActions('WN62', 'E/2/16', { kind: 'none' }, 'sporadic', 3)]);
    const wn62 = s.positions.find((p) => p.id === 'WN62')!;
    expect(linkOf(wn62, 'E/2/16')).toEqual({ kind: 'fof', intensity: 'sporadic', range: 3 });
    const next = play([ashore('E/2/16'), ...linkActions('WN62', 'E/2/16', { kind: 'none' }, 'sporadic', 3), ...linkActions('WN62', 'E/2/16', linkOf(wn62, 'E/2/16'), 'near')]);
    expect(linkOf(next.positions.find((p) => p.id === 'WN62')!, 'E/2/16')).toEqual({ kind: 'near', range: 3, mortar: false });
  });

  it('offers linked units first, then the position\'s sector, then the other; only units ashore or in a box', () => {
    const s = play([ashore('E/2/16'), ashore('A/1/116'), ashore('F/2/16'), { type: 'set-fof', position: 'WN62', unit: 'F/2/16', intensity: 'intense', range: 1 }]);
    const wn62 = s.positions.find((p) => p.id === 'WN62')!;
    expect(fofCandidates(wn62, s.units).map((u) => u.id)).toEqual(['F/2/16', 'E/2/16', 'A/1/116']);
    expect(targetable(s.units)).toHaveLength(3);
    expect(positionsSeeing(s.positions, 'F/2/16').map((x) => x.position.id)).toEqual(['WN62']);
  });
});

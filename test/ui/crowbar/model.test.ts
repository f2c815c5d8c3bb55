import { describe, expect, it } from 'vitest';
import { boardModel, isCrowbarState, spaceText } from '../../../src/ui/boards/crowbar/model.ts';
import { spaceOf } from '../../../src/ui/boards/crowbar/geometry.ts';
import { R, blankGame, put, setupGame } from './helpers.ts';

describe('the board model', () => {
  it('recognises a Crowbar! state and nothing else', () => {
    expect(isCrowbarState(setupGame())).toBe(true);
    expect(isCrowbarState({ units: [] })).toBe(false);
    expect(isCrowbarState(null)).toBe(false);
  });

  it('B: twelve Ranger units at Start aboard their LCAs, Germans placed, Rally Points behind Start', () => {
    const m = boardModel(setupGame(), R);
    expect(m.rangers.length).toBe(12);
    expect(m.rangers.every((r) => r.row === 0 && r.lca === 'ok')).toBe(true);
    expect(m.rangers.filter((r) => r.support).map((r) => r.sp)).toEqual([6, 6, 6]);
    expect(m.germans.length).toBeGreaterThan(10);
    expect(m.rally.every((r) => r.row === 0)).toBe(true);
    expect(m.rangers.find((r) => r.col === 3)?.commanders.map((c) => c.name)).toContain('Rudder');
  });

  it('face-down markers are counted, never named (hidden information stays hidden)', () => {
    const g = setupGame();
    const gunSpaces = new Set(g.guns.map((x) => x.space));
    const m = boardModel(g, R);
    let shown = 0;
    for (const s of gunSpaces) shown += m.markers.get(s)?.guns ?? 0;
    expect(shown).toBe(g.guns.length);
    const words = [...gunSpaces].flatMap((s) => spaceText(m, R, s)).join(' ');
    for (const kind of ['Gun Found', 'Trap', 'Rubble', 'Dummy', 'Officer']) expect(words).not.toContain(kind);
    expect(words).toContain('unrevealed Possible Gun Location?');
  });

  it('a space in words: the unit, its markers and its Rally Point', () => {
    const g = blankGame();
    put(g, 5, 6, { shaken: true, sp: 7 });
    g.spaceIncoming.push({ space: spaceOf(5, 6), marker: 0 });
    const m = boardModel(g, R);
    const text = spaceText(m, R, spaceOf(5, 6)).join(' | ');
    expect(text).toContain('Row 6, column 5');
    expect(text).toContain('Dog Company Rangers, 7 SP');
    expect(text).toContain('Shaken');
    expect(text).toContain('1 face-down Incoming Fire! marker');
    expect(spaceText(m, R, spaceOf(5, 5)).join(' ')).toContain('Rally Point of column 5');
  });

  it('the active unit is marked', () => {
    const g = blankGame();
    put(g, 9, 4);
    g.activeCol = 9;
    const m = boardModel(g, R);
    expect(m.activeSpace).toBe(spaceOf(9, 4));
    expect(m.rangers.find((r) => r.col === 9)?.active).toBe(true);
  });
});

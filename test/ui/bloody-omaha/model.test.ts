import { describe, expect, it } from 'vitest';
import {
  offMapUnits,
  squareFacts,
  squareText,
  squareViews,
  tokenText,
} from '../../../src/ui/boards/bloody-omaha/model.ts';
import { blank, data, fresh, place, token } from './helpers.ts';

describe('what the board draws from the game state', () => {
  it('never carries the face of a hidden token', () => {
    const s = fresh();
    const views = squareViews(s, data);
    const hidden = views.flatMap((q) => q.tokens).filter((t) => t.hidden);
    expect(hidden.length).toBe(13 + 32);
    for (const t of hidden) {
      expect(Object.keys(t).sort()).toEqual(['hidden', 'id', 'pool']);
      expect(tokenText(t)).toMatch(/^hidden (Strongpoint|Encounter) token$/);
    }
    // nothing of the faces leaks into the square descriptions either
    for (const q of views) expect(squareText(q)).not.toMatch(/Mine|Sniper|StuG|Random Event|\d CF,? ?German/);
  });

  it('shows revealed tokens with their face, obstacles and gaps, units full or disrupted, pinned, with tanks', () => {
    const s = blank();
    s.tokens.S01 = [token('number', 5, 'strongpoint', true), token('mine', null, 'encounter', true)];
    s.gaps.B02 = true;
    place(s, 'L/16', 'B02', true);
    place(s, 'E/16', 'B02', false, true);
    s.tanks.push({ id: 'tank1', strength: 2, square: 'B02', unit: 'E/16' });
    s.tanks.push({ id: 'tank2', strength: 1, square: 'B03', unit: null });
    const byId = new Map(squareViews(s, data).map((q) => [q.id, q]));
    expect(byId.get('S01')?.tokens.map(tokenText)).toEqual(['Strongpoint 5 CF', 'Mine Field']);
    expect(byId.get('S01')?.exit).toBe('F1');
    expect(byId.get('B02')?.obstacle).toBe('gap');
    expect(byId.get('B03')?.obstacle).toBe('standing');
    expect(byId.get('B03')?.looseTanks).toBe(1);
    const b02 = byId.get('B02');
    expect(b02?.units.map((u) => [u.id, u.cf, u.disrupted, u.pinned, u.tank])).toEqual([
      ['E/16', 2, false, true, 2],
      ['L/16', 1, true, false, 0],
    ]);
    expect(b02?.stackCf).toBe(3);
    expect(squareText(b02!)).toBe('B02 Fox Green: Beach; Gap; 2 units, 3 CF');
  });

  it('lists units off the map: the holding box, eliminated, drifted off', () => {
    const s = fresh();
    place(s, 'E/16', 'eliminated');
    place(s, 'F/16', 'off-map');
    const o = offMapUnits(s, data);
    expect(o.box.length).toBe(29 - 15);
    expect(o.eliminated.map((u) => u.id)).toEqual(['E/16']);
    expect(o.offMap.map((u) => u.id)).toEqual(['F/16']);
  });
});

describe('the square card', () => {
  it('sums up a square in a line: town inside, exit, VP, obstacle, sectors, stack', () => {
    const s = fresh();
    const byId = new Map(squareViews(s, data).map((q) => [q.id, q]));
    expect(squareFacts(byId.get('S17')!)).toBe('a town inside · Beach Exit D3 · +1 VP when cleared');
    expect(squareFacts(byId.get('B05')!)).toBe('Beach Obstacle standing · 1st and 29th Division sector');
    expect(squareFacts(byId.get('C17')!)).toBe('29th Division sector · stack 4 CF');
    expect(squareFacts(byId.get('H31')!)).toBe('+1 VP when cleared · deep penetration row');
  });
});

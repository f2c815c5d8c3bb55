import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/index.ts';
import { newGame } from '../../../src/systems/bloody-omaha/game/game.ts';
import type { ScoreLine, State } from '../../../src/systems/bloody-omaha/game/types.ts';
import { score } from '../../../src/systems/bloody-omaha/game/victory.ts';
import { BOX } from '../../../src/systems/bloody-omaha/game/types.ts';
import { ctx, data, place } from './helpers.ts';

/** A fresh game with every token in place and every unit far inland in H35, so only the line tested moves. */
function table(): State {
  const s = newGame(Rng.fromSeed('vp'), ctx);
  for (const u of s.units) u.loc = 'H35';
  return s;
}

function line(s: State, key: string): ScoreLine {
  const l = score(s, data, ctx).lines.find((x) => x.key === key);
  if (!l) throw new Error(`no score line ${key}`);
  return l;
}

function clear(s: State, ...squares: string[]): void {
  for (const sq of squares) delete s.tokens[sq];
}

describe('3.2 Earned Victory Points, one line each', () => {
  it('3.2 Gaps in Beach squares: +1 VP for each obstacle flipped to its Gap side', () => {
    const s = table();
    expect(line(s, 'gaps')).toMatchObject({ count: 0, vp: 0 });
    s.gaps.B01 = true;
    s.gaps.B05 = true;
    expect(line(s, 'gaps')).toMatchObject({ count: 2, vp: 2, source: '3.2a' });
  });

  it('3.2 Strongpoint tokens: +1 VP for each Strongpoint token cleared from the map', () => {
    const s = table();
    expect(line(s, 'strongpoints').count).toBe(0);
    const spSquares = Object.keys(s.tokens)
      .filter((sq) => s.tokens[sq]?.some((t) => t.pool === 'strongpoint'))
      .slice(0, 3);
    for (const sq of spSquares) s.tokens[sq] = (s.tokens[sq] ?? []).filter((t) => t.pool !== 'strongpoint');
    expect(line(s, 'strongpoints')).toMatchObject({ count: 3, vp: 3, source: '3.2b' });
  });

  it('3.2 Encounter tokens: +1 VP for each Encounter token cleared from the map, whatever it was', () => {
    const s = table();
    clear(s, 'H11', 'H12', 'T04');
    expect(line(s, 'encounters')).toMatchObject({ count: 3, vp: 3, source: '3.2c' });
  });

  it('3.2 Town and Exit squares: +1 bonus VP each, once only for a square that is both (S17)', () => {
    const s = table();
    clear(s, 'T04');
    expect(line(s, 'towns-exits')).toMatchObject({ count: 1, vp: 1 });
    clear(s, 'S01');
    expect(line(s, 'towns-exits')).toMatchObject({ count: 2, vp: 2 });
    clear(s, 'S17');
    expect(data.map.byId.get('S17')).toMatchObject({ town: true, exit: 'D3', vp: 1 });
    expect(line(s, 'towns-exits')).toMatchObject({ count: 3, vp: 3, source: '3.2d' });
  });

  it('3.2 Deep Penetration: +1 bonus VP for each cleared square of the southernmost row (H31 to H40) only', () => {
    const s = table();
    clear(s, 'H21', 'H22');
    expect(line(s, 'deep').vp).toBe(0);
    clear(s, 'H31', 'H40');
    expect(line(s, 'deep')).toMatchObject({ count: 2, vp: 2, source: '3.2e' });
  });
});

describe('3.3 Losing Victory Points, one line each', () => {
  it('3.3 Reinforcements: -1 VP for each unit still in the Reinforcement Holding box', () => {
    const s = table();
    place(s, '1/18', BOX);
    place(s, '5 Rngr', BOX);
    expect(line(s, 'box')).toMatchObject({ count: 2, vp: -2, source: '3.3a' });
  });

  it('3.3 On Beach Units: -1 VP for each unit in a Beach square', () => {
    const s = table();
    place(s, 'E/16', 'B03');
    place(s, 'F/16', 'B03');
    place(s, 'A/116', 'B08');
    place(s, 'G/116', 'C07');
    expect(line(s, 'beach')).toMatchObject({ count: 3, vp: -3, source: '3.3b' });
  });

  it('3.3 Beach Obstacles: -1 VP for each obstacle not flipped to its Gap side', () => {
    const s = table();
    expect(line(s, 'obstacles')).toMatchObject({ count: 9, vp: -9 });
    s.gaps.B01 = true;
    expect(line(s, 'obstacles')).toMatchObject({ count: 8, vp: -8, source: '3.3c' });
  });

  it('3.3 Eliminated U.S. Units: -1 VP for each, and for each drifted off the map (rules note)', () => {
    const s = table();
    place(s, 'E/16', 'eliminated');
    place(s, 'I/16', 'off-map');
    expect(line(s, 'eliminated')).toMatchObject({ count: 2, vp: -2, source: '3.3d' });
  });

  it('3.2 and 3.3 add up to the total', () => {
    const s = table();
    s.gaps.B01 = true;
    clear(s, 'T04', 'H31');
    place(s, 'E/16', 'eliminated');
    const r = score(s, data, ctx);
    expect(r.vp).toBe(r.lines.reduce((a, l) => a + l.vp, 0));
  });
});

import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/index.ts';
import { applyInPlace, checkAction } from '../../../src/systems/bloody-omaha/game/reducer.ts';
import { clearSquare, removeToken, reveal } from '../../../src/systems/bloody-omaha/game/tokens.ts';
import type { Action, State } from '../../../src/systems/bloody-omaha/game/types.ts';
import { look } from '../../../src/systems/bloody-omaha/sim/policy/board.ts';
import { defenceOf, hiddenMeans } from '../../../src/systems/bloody-omaha/sim/policy/odds.ts';
import { playOne } from '../../../src/systems/bloody-omaha/sim/simulator.ts';
import { blank, ctx, data, place, token } from './helpers.ts';

/** The squares where the policy's grid, kept from look to look, differs from the state's tokens read afresh. */
function stale(s: State): string[] {
  const g = look(s, data);
  const out: string[] = [];
  for (let k = 0; k < g.ids.length; k++) {
    const sq = g.ids[k] as string;
    const tokens = s.tokens[sq] ?? [];
    const vp = tokens.reduce(
      (v, t) => v + (t.pool === 'strongpoint' ? data.scen.vp.strongpoint : data.scen.vp.encounter),
      0,
    );
    const fresh = [tokens.length, defenceOf(tokens, hiddenMeans(data)), vp];
    const kept = [g.held[k], g.defence[k], g.tokenVp[k]];
    if (kept.some((v, i) => v !== fresh[i])) out.push(`${sq}: kept ${kept.join('/')}, fresh ${fresh.join('/')}`);
  }
  return out;
}

/** Per square holding tokens, how many there are and how many are face up. */
function tokenCounts(s: State): Map<string, [number, number]> {
  const out = new Map<string, [number, number]>();
  for (const sq in s.tokens) {
    const list = s.tokens[sq] ?? [];
    out.set(sq, [list.length, list.filter((t) => t.revealed).length]);
  }
  return out;
}

/** The kinds of change between two readings of `tokenCounts`. */
function changeKinds(before: Map<string, [number, number]>, after: Map<string, [number, number]>): string[] {
  const kinds: string[] = [];
  for (const [sq, [n, up]] of before) {
    const now = after.get(sq);
    if (!now) kinds.push('square cleared');
    else if (now[0] < n) kinds.push('token removed');
    else if (now[1] > up) kinds.push('tokens revealed');
  }
  return kinds;
}

describe("the policy's grid keeps each square's token reads until its tokens change", () => {
  it('equals a fresh reading after each kind of change made in place', () => {
    const s = blank(5);
    place(s, '1/16', 'B03');
    place(s, 'E/16', 'B02');
    s.tokens.S03 = [token('number', 4, 'strongpoint'), token('sniper')];
    s.tokens.S13 = [token('number', 2), token('stug')];
    s.tokens.S02 = [token('mine', null, 'encounter', true), token('number', 1)];
    expect(stale(s)).toEqual([]);
    reveal(s, 'S03');
    expect(stale(s)).toEqual([]);
    removeToken(s, 'S03', s.tokens.S03?.[1]?.id ?? '');
    expect(stale(s)).toEqual([]);
    removeToken(s, 'S03', s.tokens.S03?.[0]?.id ?? '');
    expect(stale(s)).toEqual([]);
    clearSquare(s, 'S13', '13.5d');
    expect(stale(s)).toEqual([]);
    // engineers lifting a revealed Mine Field outside an attack (11.4)
    const lift: Action = { type: 'engineer', square: 'S02', eps: 2, dice: [2] };
    expect(checkAction(s, data, ctx, lift)).toBeUndefined();
    applyInPlace(s, data, ctx, Rng.fromSeed('engineer'), lift);
    expect(s.tokens.S02).toHaveLength(1);
    expect(stale(s)).toEqual([]);
    // a state of its own (a copy, or a new game) is read afresh
    const other = blank(5);
    other.tokens.S03 = [token('number', 3)];
    expect(stale(other)).toEqual([]);
    expect(stale(s)).toEqual([]);
  });

  it('equals a fresh reading after every action of whole games played in place', () => {
    const seen = new Set<string>();
    const problems: string[] = [];
    const games: [string, number][] = [
      ['assault', 20],
      ['probe-first', 10],
      ['random', 3],
    ];
    for (const [policy, count] of games)
      for (let g = 0; g < count; g++) {
        let before = new Map<string, [number, number]>();
        const { state } = playOne(Rng.fromSeed(`token-reads:${policy}:${g}`), policy, ctx, false, (a, s) => {
          const after = tokenCounts(s);
          for (const kind of changeKinds(before, after)) seen.add(kind);
          before = after;
          for (const p of stale(s)) problems.push(`${policy} game ${g} before ${a.type}: ${p}`);
        });
        for (const p of stale(state)) problems.push(`${policy} game ${g} at its end: ${p}`);
      }
    expect(problems.slice(0, 5)).toEqual([]);
    expect([...seen].sort()).toEqual(['square cleared', 'token removed', 'tokens revealed']);
  });
});

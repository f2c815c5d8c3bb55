/** German tokens on the map: how the table names them, turning them face up, taking them off (8.0, 8.7). */
import { listed, say } from './say.ts';
import type { State, Token } from './types.ts';

/** A token as the table sees it: its face once revealed, else only its pool. */
export function tokenLabel(t: Token): string {
  if (!t.revealed) return `a hidden ${t.pool === 'strongpoint' ? 'Strongpoint' : 'Encounter'} token`;
  switch (t.face) {
    case 'number':
      return `${t.pool === 'strongpoint' ? 'Strongpoint' : 'German'} ${t.value ?? 0} CF`;
    case 'event':
      return 'Random Event';
    case 'stug':
      return 'StuG';
    case 'mine':
      return 'Mine Field';
    case 'sniper':
      return 'Sniper';
  }
}

/**
 * The squares whose tokens changed since the state's tokens were set up, in order of change, per tokens object (so a
 * copied or loaded state, which has its own, starts a fresh list). Every change of the tokens after setup is made in
 * this module, which notes it here: a reader that works something out of a square's tokens (the policy's grid) can
 * keep it until that square is noted, as each read of the tokens by square is a slow lookup.
 */
const changes = new WeakMap<State['tokens'], string[]>();
const NONE: readonly string[] = [];

export function tokenChanges(s: State): readonly string[] {
  return changes.get(s.tokens) ?? NONE;
}

function changed(s: State, sq: string): void {
  const list = changes.get(s.tokens);
  if (list) list.push(sq);
  else changes.set(s.tokens, [sq]);
}

/** Flips every token in the square face up; returns how many were hidden. */
export function reveal(s: State, sq: string): number {
  let n = 0;
  for (const t of s.tokens[sq] ?? [])
    if (!t.revealed) {
      t.revealed = true;
      n++;
    }
  if (n) {
    changed(s, sq);
    say(
      s,
      () => `The German tokens in ${sq} turn face up`,
      '8.0',
      () => listed((s.tokens[sq] ?? []).map(tokenLabel)),
    );
  }
  return n;
}

export function removeToken(s: State, sq: string, id: string): void {
  const list = s.tokens[sq];
  if (!list) return;
  const rest = list.filter((t) => t.id !== id);
  if (rest.length) s.tokens[sq] = rest;
  else delete s.tokens[sq];
  changed(s, sq);
}

export function clearSquare(s: State, sq: string, source: string): void {
  const list = s.tokens[sq] ?? [];
  delete s.tokens[sq];
  changed(s, sq);
  say(s, () => `${sq} is cleared of ${listed(list.map(tokenLabel))}`, source);
}

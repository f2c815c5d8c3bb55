import type { FaceParts } from '../../../systems/crowbar/game/told-dice.ts';
import type { CrowbarState, DieColor } from '../../../systems/crowbar/game/types.ts';

/** What a Movement Die face shows, symbol by symbol, in the order the die prints them (A-7 key). */
export type DieSymbol =
  | { readonly kind: 'advance'; readonly n: number }
  | { readonly kind: 'hit' }
  | { readonly kind: 'variable' }
  | { readonly kind: 'chit'; readonly side: 'R' | 'G' }
  | { readonly kind: 'card' }
  | { readonly kind: 'stop' }
  | { readonly kind: 'shaken' }
  | { readonly kind: 'rout' };

export function faceSymbols(f: FaceParts): DieSymbol[] {
  const out: DieSymbol[] = [];
  if (f.stop) out.push({ kind: 'stop' });
  if (f.hits > 0) for (let i = 0; i < f.hits; i++) out.push({ kind: 'hit' });
  if (f.variable) out.push({ kind: 'variable' });
  if (f.shaken) out.push({ kind: 'shaken' });
  if (f.rout) out.push({ kind: 'rout' });
  if (f.advance > 0) out.push({ kind: 'advance', n: f.advance });
  if (f.chit !== 'none') out.push({ kind: 'chit', side: f.chit === 'ranger' ? 'R' : 'G' });
  if (f.card) out.push({ kind: 'card' });
  return out;
}

/** The die's colours: its body and the ink of its symbols (each pair meets WCAG AA). */
export const DIE_STYLE: Readonly<
  Record<DieColor, { readonly body: string; readonly ink: string; readonly risk: string }>
> = {
  green: { body: '#2f6b34', ink: '#ffffff', risk: 'safe' },
  yellow: { body: '#e8c13a', ink: '#1d1a10', risk: 'normal' },
  red: { body: '#a8322a', ink: '#ffffff', risk: 'risky' },
  black: { body: '#1c1c1c', ink: '#ffffff', risk: 'dangerous' },
};

export interface RolledDie {
  readonly die: DieColor;
  /** 1-6, or undefined in a state saved before the faces were kept. */
  readonly face: number | undefined;
  /** Its place in this activation's rolls (1 = first). */
  readonly order: number;
}

/** The dice rolled in the current activation, in the order rolled, with the face each shows (a re-roll replaces it). */
export function rolledFaces(g: CrowbarState): RolledDie[] {
  return g.rolled.map((die, i) => ({ die, face: g.rolledFaces[i], order: i + 1 }));
}

/** Swaps die `d` into slot `i` (the die it replaces goes where `d` was): every order stays a permutation. */
export function swapInto(order: readonly DieColor[], i: number, d: DieColor): DieColor[] {
  const out = [...order];
  const j = out.indexOf(d);
  const old = out[i];
  if (j < 0 || old === undefined) return out;
  out[j] = old;
  out[i] = d;
  return out;
}

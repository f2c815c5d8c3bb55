import { innerMap, type DieSpec, type ToldDice } from '../../../engine/index.ts';
import type { MoveFace, Rules } from './rules.ts';
import type { DieColor } from './types.ts';

/**
 * Dice as the game tells them (engine/told.ts): Combat Dice as six-siders, a Movement Die as its own die with
 * each face named. A Movement Die face is written as a short code of its symbols (faceCode), so whoever draws
 * the die reads the symbols from the face itself, and its label gives the words.
 */

export type FaceParts = Omit<MoveFace, 'key' | 'label'>;

export const COMBAT_DIE: Pick<DieSpec, 'id' | 'label' | 'faces'> = {
  id: 'd6',
  label: 'Combat Die',
  faces: [1, 2, 3, 4, 5, 6],
};

/** Combat Dice thrown for one side or purpose; `decisive`: the indices that counted. */
export function combatDice(
  values: readonly number[],
  typed: boolean,
  label?: string,
  decisive?: readonly number[],
): ToldDice {
  return {
    die: COMBAT_DIE,
    values: [...values],
    ...(label ? { label } : {}),
    ...(decisive?.length ? { decisive: [...decisive] } : {}),
    ...(typed ? { typed } : {}),
  };
}

/** The indices of `values` whose face is in `faces` (the ones that counted). */
export function indicesOf(values: readonly number[], test: (face: number) => boolean): number[] {
  const out: number[] = [];
  values.forEach((v, i) => {
    if (test(v)) out.push(i);
  });
  return out;
}

/** The symbols of a face, as a code: "s.k" (stop, card), "h1.a1" (1 hit, advance 1), "v.a2", "cG" (German chit). */
export function faceCode(f: FaceParts): string {
  const parts: string[] = [];
  if (f.stop) parts.push('s');
  if (f.hits > 0) parts.push(`h${f.hits}`);
  if (f.variable) parts.push('v');
  if (f.shaken) parts.push('sk');
  if (f.rout) parts.push('rt');
  if (f.advance > 0) parts.push(`a${f.advance}`);
  if (f.chit !== 'none') parts.push(f.chit === 'ranger' ? 'cR' : 'cG');
  if (f.card) parts.push('k');
  return parts.length ? parts.join('.') : 'n';
}

/** The face a code stands for (faceCode read back); undefined for a string that is not one. */
export function parseFaceCode(code: string): FaceParts | undefined {
  const f = {
    hits: 0,
    variable: false,
    advance: 0,
    chit: 'none' as FaceParts['chit'],
    card: false,
    stop: false,
    shaken: false,
    rout: false,
  };
  for (const p of code.split('.')) {
    if (p === 's') f.stop = true;
    else if (p === 'v') f.variable = true;
    else if (p === 'sk') f.shaken = true;
    else if (p === 'rt') f.rout = true;
    else if (p === 'k') f.card = true;
    else if (p === 'cR') f.chit = 'ranger';
    else if (p === 'cG') f.chit = 'german';
    else if (/^h\d$/.test(p)) f.hits = Number(p.slice(1));
    else if (/^a\d$/.test(p)) f.advance = Number(p.slice(1));
    else if (p !== 'n') return undefined;
  }
  return f;
}

/** The id of a Movement Die as told ("movement-red"); its colour is read back by movementColor. */
export function movementDieId(color: DieColor): string {
  return `movement-${color}`;
}

export function movementColor(id: string): DieColor | undefined {
  const c = id.startsWith('movement-') ? id.slice('movement-'.length) : '';
  return c === 'green' || c === 'yellow' || c === 'red' || c === 'black' ? c : undefined;
}

const specs = new WeakMap<Rules, Map<DieColor, ToldDice['die']>>();

/** A Movement Die of the tables in force as a die to tell: its six faces as codes, each with its label. */
export function movementDie(R: Rules, color: DieColor): ToldDice['die'] {
  const byColor = innerMap(specs, R);
  const hit = byColor.get(color);
  if (hit) return hit;
  const faceLabels: Record<string, string> = {};
  const faces = R.dice[color].map((f) => {
    const code = faceCode(f);
    faceLabels[code] = f.label;
    return code;
  });
  const spec = { id: movementDieId(color), label: `${color} Movement Die`, faces, faceLabels };
  byColor.set(color, spec);
  return spec;
}

/** One Movement Die thrown, as told. */
export function movementDice(R: Rules, color: DieColor, face: number, typed: boolean, label?: string): ToldDice {
  const f = R.dice[color][face - 1];
  return {
    die: movementDie(R, color),
    values: [f ? faceCode(f) : 'n'],
    ...(label ? { label } : {}),
    ...(typed ? { typed } : {}),
  };
}

/**
 * What the board draws, read from the game state: squares with their terrain, German tokens (a hidden token
 * carries nothing but its pool, so its face can never reach the screen), obstacles and Gaps, US units and Tanks.
 */
import type { GameData } from '../../../systems/bloody-omaha/game/data.ts';
import {
  BOX,
  ELIMINATED,
  OFF_MAP,
  type State,
  type Token,
  type TokenFace,
} from '../../../systems/bloody-omaha/game/types.ts';
import type { DivisionId, IpPool, Terrain } from '../../../systems/bloody-omaha/scenario.ts';

export type TokenView =
  | { readonly id: string; readonly pool: Token['pool']; readonly hidden: true }
  | {
      readonly id: string;
      readonly pool: Token['pool'];
      readonly hidden: false;
      readonly face: TokenFace;
      readonly value: number | null;
    };

export interface UnitView {
  readonly id: string;
  /** As printed on the counter. */
  readonly name: string;
  readonly division: DivisionId;
  readonly pool: IpPool;
  /** battalion or company */
  readonly kind: string;
  readonly cf: number;
  readonly fullCf: number;
  readonly disruptedCf: number;
  readonly disrupted: boolean;
  readonly pinned: boolean;
  /** Tank strength moving with this unit (+1, +2). */
  readonly tank: number;
}

export interface SquareView {
  readonly id: string;
  readonly terrain: Terrain;
  readonly row: number;
  readonly col: number;
  readonly alias?: string;
  readonly label?: string;
  readonly exit?: string;
  readonly town: boolean;
  readonly vp: number;
  readonly deep: boolean;
  readonly sector: readonly IpPool[];
  readonly tokens: readonly TokenView[];
  /** Beach squares: the obstacle standing, or flipped to its Gap. */
  readonly obstacle?: 'standing' | 'gap';
  readonly units: readonly UnitView[];
  /** Tank tokens in the square without a unit (their unit was eliminated). */
  readonly looseTanks: number;
  readonly stackCf: number;
}

export function tokenView(t: Token): TokenView {
  return t.revealed
    ? { id: t.id, pool: t.pool, hidden: false, face: t.face, value: t.value }
    : { id: t.id, pool: t.pool, hidden: true };
}

/** A short name of a revealed token, or "hidden" (never the face of a hidden one). */
export function tokenText(t: TokenView): string {
  if (t.hidden) return `hidden ${t.pool === 'strongpoint' ? 'Strongpoint' : 'Encounter'} token`;
  switch (t.face) {
    case 'number':
      return `${t.pool === 'strongpoint' ? 'Strongpoint' : 'German'} ${t.value ?? 0} CF`;
    case 'mine':
      return 'Mine Field';
    case 'sniper':
      return 'Sniper';
    case 'stug':
      return 'StuG';
    case 'event':
      return 'Random Event';
  }
}

export function unitView(s: State, d: GameData, index: number): UnitView | undefined {
  const u = s.units[index];
  const x = d.units[index];
  if (!u || !x) return undefined;
  let tank = 0;
  for (const t of s.tanks) if (t.unit === u.id) tank += t.strength;
  return {
    id: u.id,
    name: x.name,
    division: x.division,
    pool: x.pool,
    kind: x.kind,
    cf: u.disrupted ? x.disrupted : x.full,
    fullCf: x.full,
    disruptedCf: x.disrupted,
    disrupted: u.disrupted,
    pinned: u.pinned,
    tank,
  };
}

export function squareViews(s: State, d: GameData): SquareView[] {
  const units = new Map<string, UnitView[]>();
  s.units.forEach((u, i) => {
    const v = unitView(s, d, i);
    if (v) units.set(u.loc, [...(units.get(u.loc) ?? []), v]);
  });
  return d.map.squares.map((q) => {
    const here = units.get(q.id) ?? [];
    let looseTanks = 0;
    for (const t of s.tanks) if (t.square === q.id && t.unit === null) looseTanks += t.strength;
    return {
      id: q.id,
      terrain: q.terrain,
      row: q.row,
      col: q.col,
      ...(q.alias ? { alias: q.alias } : {}),
      ...(q.label ? { label: q.label } : {}),
      ...(q.exit ? { exit: q.exit } : {}),
      town: q.town === true || q.terrain === 'town',
      vp: q.vp ?? 0,
      deep: q.deep === true,
      sector: q.sector ?? [],
      tokens: (s.tokens[q.id] ?? []).map(tokenView),
      ...(q.id in s.gaps ? { obstacle: s.gaps[q.id] ? ('gap' as const) : ('standing' as const) } : {}),
      units: here,
      looseTanks,
      stackCf: here.reduce((n, u) => n + u.cf, 0),
    };
  });
}

export interface OffMap {
  readonly box: readonly UnitView[];
  readonly eliminated: readonly UnitView[];
  readonly offMap: readonly UnitView[];
}

/** Units not on a square: waiting in the Reinforcement Holding box, eliminated, or drifted off the map. */
export function offMapUnits(s: State, d: GameData): OffMap {
  const box: UnitView[] = [];
  const eliminated: UnitView[] = [];
  const offMap: UnitView[] = [];
  s.units.forEach((u, i) => {
    const v = unitView(s, d, i);
    if (!v) return;
    if (u.loc === BOX) box.push(v);
    else if (u.loc === ELIMINATED) eliminated.push(v);
    else if (u.loc === OFF_MAP) offMap.push(v);
  });
  return { box, eliminated, offMap };
}

export const DIVISION_NAME: Readonly<Record<DivisionId, string>> = {
  '1st': '1st Division',
  '29th': '29th Division',
  rangers: 'Rangers',
};
export const TERRAIN_NAME: Readonly<Record<Terrain, string>> = {
  'reinforcement-sea': 'Reinforcement Sea',
  'second-wave': '2nd Wave Channel',
  'first-wave': '1st Wave Channel',
  beach: 'Beach',
  strongpoint: 'Strongpoint',
  town: 'Town',
  hedgerow: 'Hedgerow',
};

/** One line for a unit, for lists and screen readers. */
export function unitText(u: UnitView): string {
  const bits = [`${u.name} (${DIVISION_NAME[u.division]}, ${u.kind})`, `${u.cf} CF${u.disrupted ? ', disrupted' : ''}`];
  if (u.pinned) bits.push('pinned');
  if (u.tank) bits.push(`Tank +${u.tank}`);
  return bits.join(', ');
}

/** What the square's card adds to its title: exit, VP, town, obstacle, sectors, stack (tokens and units are listed). */
export function squareFacts(q: SquareView): string {
  const bits: string[] = [];
  if (q.town && q.terrain !== 'town') bits.push('a town inside');
  if (q.exit) bits.push(`Beach Exit ${q.exit}`);
  if (q.vp) bits.push(`+${q.vp} VP when cleared`);
  if (q.deep) bits.push('deep penetration row');
  if (q.obstacle) bits.push(q.obstacle === 'gap' ? 'Gap through the obstacles' : 'Beach Obstacle standing');
  if (q.sector.length) bits.push(`${q.sector.join(' and ')} Division sector`);
  if (q.units.length) bits.push(`stack ${q.stackCf} CF`);
  return bits.join(' · ');
}

/** A square described in a sentence: its terrain, what is in it (hidden tokens as hidden). */
export function squareText(q: SquareView): string {
  const bits = [
    `${q.id}${q.label ? ` ${q.label}` : ''}: ${TERRAIN_NAME[q.terrain]}${q.town && q.terrain !== 'town' ? ' with a town' : ''}`,
  ];
  if (q.exit) bits.push(`Exit ${q.exit}`);
  if (q.vp) bits.push(`+${q.vp} VP when cleared`);
  if (q.obstacle) bits.push(q.obstacle === 'gap' ? 'Gap' : 'Beach Obstacle');
  if (q.tokens.length) bits.push(q.tokens.map(tokenText).join(', '));
  if (q.units.length) bits.push(`${q.units.length} unit${q.units.length > 1 ? 's' : ''}, ${q.stackCf} CF`);
  return bits.join('; ');
}

/**
 * A snapshot of the table for one policy decision: per square, the units, their attack strength and who can pay,
 * in flat arrays indexed by square (built once per game data, refilled in one pass over the units). The policy
 * weighs dozens of options per decision, so this keeps each look cheap and allocation-free.
 */
import type { GameData } from '../../game/data.ts';
import { tokenChanges } from '../../game/tokens.ts';
import type { State } from '../../game/types.ts';
import { defenceOf, hiddenMeans } from './odds.ts';

export interface Grid {
  readonly ids: readonly string[];
  readonly index: ReadonlyMap<string, number>;
  readonly adjacent: readonly (readonly number[])[];
  readonly land: Uint8Array;
  readonly beach: Uint8Array;
  /** The beach squares' indexes, in column order. */
  readonly beaches: readonly number[];
  readonly exit: Uint8Array;
  readonly vp: Float64Array;
  /**
   * Per square, refilled by `look` (0 where no unit stands): units present; their CF as stacking counts it; unpinned
   * CF with attached Tanks; flags below.
   */
  readonly units: Float64Array;
  readonly stack: Float64Array;
  readonly cf: Float64Array;
  readonly flags: Uint8Array;
  /** The squares with units, in square order (the first `occupiedCount`), refilled by `look`. */
  readonly occupied: Int32Array;
  occupiedCount: number;
  /** Scratch marks for one search; every user clears what it set. */
  readonly mark: Uint8Array;
  /**
   * Per square, what the policy reads of its German tokens: how many, their expected CF (`defenceOf`) and the VP they
   * bring once cleared (3.2b, 3.2c). Kept from look to look and read again only for the squares whose tokens changed
   * (`tokenChanges`), as a read of the state's tokens by square is a slow lookup; `tokensOf` is the tokens object
   * they were read from and `changesSeen` how many of its changes they include.
   */
  readonly held: Uint8Array;
  readonly defence: Float64Array;
  readonly tokenVp: Float64Array;
  tokensOf: State['tokens'] | undefined;
  changesSeen: number;
  /**
   * Per unit (in the data's order), the square it stood in at the last look and that square's index (-1 off the
   * map): units seldom move between two decisions, so most lookups are one string comparison.
   */
  readonly lastLoc: string[];
  readonly lastSquare: Int32Array;
}

export const DISRUPTED = 1;
export const FIRST = 2;
export const TWENTY_NINTH = 4;
/** A division present (unpinned) whose track still has IP. */
export const CAN_PAY = 8;
export const UNPINNED = 16;

const grids = new WeakMap<GameData, Grid>();

/** The grid last asked for: every decision of a run asks for the same one, spared a WeakMap lookup. */
let last: { readonly d: GameData; readonly g: Grid } | undefined;

function grid(d: GameData): Grid {
  if (last?.d === d) return last.g;
  const hit = grids.get(d);
  if (hit) {
    last = { d, g: hit };
    return hit;
  }
  const ids = d.map.squares.map((q) => q.id);
  const index = new Map(ids.map((id, i) => [id, i]));
  const n = ids.length;
  const g: Grid = {
    ids,
    index,
    adjacent: d.map.squares.map((q) => q.adjacent.map((a) => index.get(a) ?? -1).filter((i) => i >= 0)),
    land: Uint8Array.from(d.map.squares, (q) => (d.map.land.has(q.id) ? 1 : 0)),
    beach: Uint8Array.from(d.map.squares, (q) => (q.terrain === 'beach' ? 1 : 0)),
    beaches: d.map.beaches.map((b) => index.get(b) ?? -1),
    exit: Uint8Array.from(d.map.squares, (q) => (q.exit ? 1 : 0)),
    vp: Float64Array.from(d.map.squares, (q) => q.vp ?? 0),
    units: new Float64Array(n),
    stack: new Float64Array(n),
    cf: new Float64Array(n),
    flags: new Uint8Array(n),
    occupied: new Int32Array(n),
    occupiedCount: 0,
    mark: new Uint8Array(n),
    held: new Uint8Array(n),
    defence: new Float64Array(n),
    tokenVp: new Float64Array(n),
    tokensOf: undefined,
    changesSeen: 0,
    lastLoc: d.units.map(() => ''),
    lastSquare: new Int32Array(d.units.length).fill(-1),
  };
  grids.set(d, g);
  return g;
}

/** The grid refilled for this state. */
export function look(s: State, d: GameData): Grid {
  const g = grid(d);
  // only the squares the last look filled are cleared: units stand in a few of the map's squares
  for (let i = 0; i < g.occupiedCount; i++) {
    const k = g.occupied[i] ?? 0;
    g.units[k] = 0;
    g.stack[k] = 0;
    g.cf[k] = 0;
    g.flags[k] = 0;
  }
  g.occupiedCount = 0;
  const canPay1st = s.ip['1st'] > 0;
  const canPay29th = s.ip['29th'] > 0;
  for (let i = 0; i < s.units.length; i++) {
    const u = s.units[i];
    const x = d.units[i];
    if (!u || !x) continue;
    const k = squareOf(g, i, u.loc);
    if (k < 0) continue;
    if (g.units[k] === 0) occupy(g, k);
    g.units[k] = (g.units[k] ?? 0) + 1;
    const c = u.disrupted ? x.disrupted : x.full;
    g.stack[k] = (g.stack[k] ?? 0) + c;
    if (u.pinned) continue;
    g.cf[k] = (g.cf[k] ?? 0) + c;
    let f = (g.flags[k] ?? 0) | UNPINNED;
    if (u.disrupted) f |= DISRUPTED;
    if (x.division === '1st') f |= FIRST;
    else if (x.division === '29th') f |= TWENTY_NINTH;
    if (x.pool === '1st' ? canPay1st : canPay29th) f |= CAN_PAY;
    g.flags[k] = f;
  }
  for (let j = 0; j < s.tanks.length; j++) {
    const t = s.tanks[j];
    if (!t) continue;
    const i = t.unit === null ? undefined : d.unitIndex.get(t.unit);
    const k = g.index.get(t.square);
    // a Tank moves with its unit, so it stands in an occupied square
    if (i !== undefined && k !== undefined && g.units[k] !== 0 && s.units[i]?.pinned === false)
      g.cf[k] = (g.cf[k] ?? 0) + t.strength;
  }
  readTokens(s, d, g);
  return g;
}

/** The grid's token counts, defence and VP brought up to date with the state's tokens. */
function readTokens(s: State, d: GameData, g: Grid): void {
  const changes = tokenChanges(s);
  if (g.tokensOf !== s.tokens) {
    g.tokensOf = s.tokens;
    g.held.fill(0);
    g.defence.fill(0);
    g.tokenVp.fill(0);
    for (const sq in s.tokens) readSquare(s, d, g, g.index.get(sq));
  } else {
    for (let i = g.changesSeen; i < changes.length; i++) readSquare(s, d, g, g.index.get(changes[i] as string));
  }
  g.changesSeen = changes.length;
}

function readSquare(s: State, d: GameData, g: Grid, k: number | undefined): void {
  if (k === undefined) return;
  const tokens = s.tokens[g.ids[k] as string] ?? [];
  g.held[k] = tokens.length;
  g.defence[k] = defenceOf(tokens, hiddenMeans(d));
  let vp = 0;
  for (let i = 0; i < tokens.length; i++)
    vp += tokens[i]?.pool === 'strongpoint' ? d.scen.vp.strongpoint : d.scen.vp.encounter;
  g.tokenVp[k] = vp;
}

/** Square k added to the occupied squares, in order. */
function occupy(g: Grid, k: number): void {
  const list = g.occupied;
  let j = g.occupiedCount++ - 1;
  while (j >= 0 && (list[j] ?? 0) > k) {
    list[j + 1] = list[j] ?? 0;
    j--;
  }
  list[j + 1] = k;
}

/** The index of the square unit `i` stands in, -1 off the map. */
function squareOf(g: Grid, i: number, loc: string): number {
  if (g.lastLoc[i] !== loc) {
    g.lastLoc[i] = loc;
    g.lastSquare[i] = g.index.get(loc) ?? -1;
  }
  return g.lastSquare[i] ?? -1;
}

/** Whether a unit stands in square k or in a land square next to it (what `hasUnitAtOrNext` asks of the state). */
export function unitAtOrNext(g: Grid, k: number): boolean {
  if (g.units[k] !== 0) return true;
  const next = g.adjacent[k] ?? [];
  for (let i = 0; i < next.length; i++) {
    const n = next[i] ?? 0;
    if (g.land[n] === 1 && g.units[n] !== 0) return true;
  }
  return false;
}

/** Setting up the game (5.0): tokens mixed and placed, units on their start squares, the opening hand. */
import type { Rng } from '../../../engine/index.ts';
import type { GameData } from './data.ts';
import { BOX, type Place, type State, type Token, type UnitState } from './types.ts';

type Face = Pick<Token, 'face' | 'value'>;

/** What setup reads of the game data, worked out once per data: a game's setup runs once, too briefly to be fast. */
interface Layout {
  /** Each pool's token faces, one a token, in table order (5.1). */
  readonly strongpoints: readonly Face[];
  readonly encounters: readonly Face[];
  /** The squares taking an Encounter token, in placement order (5.1c). */
  readonly encounterSquares: readonly string[];
  /** Where each unit starts, in the data's order: its square, or the holding box (5.4). */
  readonly starts: readonly Place[];
}
const layouts = new WeakMap<GameData, Layout>();

function faces(d: GameData, pool: 'strongpoint' | 'encounter'): Face[] {
  const out: Face[] = [];
  for (const k of d.tokenKinds) {
    if (k.pool !== pool || k.face === 'obstacle') continue;
    for (let i = 0; i < k.count; i++) out.push({ face: k.face, value: k.value });
  }
  return out;
}

function layout(d: GameData): Layout {
  const hit = layouts.get(d);
  if (hit) return hit;
  // 5.1c: Encounter tokens in hedgerows, towns and exit squares, the first `count` squares of each kind in map order
  const encounterSquares: string[] = [];
  for (const rule of d.scen.placement.encounters) {
    let placed = 0;
    for (const q of d.map.squares) {
      if (placed === rule.count) break;
      if (rule.where === 'exit' ? q.exit === undefined : q.terrain !== rule.where) continue;
      encounterSquares.push(q.id);
      placed++;
    }
  }
  const starts: Place[] = [];
  for (const u of d.units) starts.push(d.map.byId.has(u.start) ? u.start : BOX);
  const l = { strongpoints: faces(d, 'strongpoint'), encounters: faces(d, 'encounter'), encounterSquares, starts };
  layouts.set(d, l);
  return l;
}

function mix(faces: readonly Face[], pool: 'strongpoint' | 'encounter', rng: Rng, prefix: string): Token[] {
  // pushed, not mapped: see the units below; each token made whole, as a spread is slow until optimized
  const out: Token[] = [];
  for (const t of rng.shuffle(faces))
    out.push({ id: `${prefix}${out.length + 1}`, pool, face: t.face, value: t.value, revealed: false });
  return out;
}

export function setupState(d: GameData, rng: Rng): State {
  const tokens: Record<string, Token[]> = {};
  const put = (sq: string, t: Token | undefined): void => {
    if (!t) return;
    (tokens[sq] ??= []).push(t);
  };
  const l = layout(d);
  // 5.1b: one Strongpoint in each red square
  const sps = mix(l.strongpoints, 'strongpoint', rng, 'sp');
  d.scen.placement.strongpoints.forEach((sq, i) => put(sq, sps[i]));
  // 5.1c: the Encounter tokens
  const encs = mix(l.encounters, 'encounter', rng, 'en');
  l.encounterSquares.forEach((sq, i) => put(sq, encs[i]));
  // 5.1a: one Beach Obstacle per beach square, obstacle side up
  const gaps: Record<string, boolean> = {};
  for (const b of d.map.beaches) gaps[b] = false;
  // 5.4: every unit on its start square (or the holding box), full strength
  // pushed, not mapped: an array built by map once V8 optimizes this function is of another kind than before,
  // and every function that loops over the units would then be compiled again
  const units: UnitState[] = [];
  d.units.forEach((u, i) => units.push({ id: u.id, loc: l.starts[i] ?? BOX, disrupted: false, pinned: false }));
  // 5.5: shuffle, draw three, keep two
  const deck = rng.shuffle(d.cardIds);
  const draw = d.scen.rules.openingDraw.value;
  const opening = deck.slice(0, draw);
  return {
    turn: 1,
    phase: 'opening',
    ip: { '1st': 0, '29th': 0 },
    ep: 0,
    toAssign: 0,
    ipPenaltyNext: 0,
    units,
    tokens,
    gaps,
    tanks: [],
    tanksInSupply: d.scen.rules.tankTokens.value,
    nextTankId: 1,
    deck: deck.slice(draw),
    discards: [],
    hand: [],
    queue: [],
    mods: { drift: 0, landing: 0, engineer: 0 },
    pending: { kind: 'opening', cards: opening },
    attack: null,
    log: [
      {
        text: `German tokens placed face down, units on their start squares; ${draw} cards drawn: keep ${d.scen.rules.openingKeep.value}`,
        source: '5.0',
      },
    ],
    result: null,
  };
}

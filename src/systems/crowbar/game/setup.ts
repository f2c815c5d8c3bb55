import { innerMap, type Rng } from '../../../engine/index.ts';
import { BEACH, CLIFF, colOf, COLS, rowOf, sp } from '../map/grid.ts';
import { addRanger, emptyList, germanAt, hitGerman, placeGerman, indices, removeAt, setRow, told } from './core.ts';
import { combatDice as toldCombat, movementDice } from './told-dice.ts';
import { companyName, germanName, plural, rowName, spaceName, unitName } from './words.ts';
import { land } from './movement.ts';
import { rollSeatOrder } from './coop.ts';
import { Roller } from './roller.ts';
import { noteCombatRoll, noteRoll } from './last-roll.ts';
import { dieFace, type MoveFace, type Rules } from './rules.ts';
import {
  COMPANIES,
  DIE_COLORS,
  type Company,
  type CrowbarState,
  type Hold,
  type DieColor,
  type Mode,
  type Ranger,
  type RolledDie,
} from './types.ts';

/** B) Setup, Operation Flashlamp and the bomb damage assessment; C) the pre-game Invasion Approach. */

/** A new game, set up and waiting for Operation Flashlamp. */
export function newGame(R: Rules, rng: Rng, mode: Mode): CrowbarState {
  const g = emptyState(R, mode);
  // One call site for every step, so V8 inlines none of them here: optimizing this once-a-game function then
  // costs little, where one body holding every step cost 50-90 ms of compiling per simulator thread.
  for (const setup of SETUP_STEPS) setup(g, R, rng);
  return g;
}

/** The state before anything is placed. */
function emptyState(R: Rules, mode: Mode): CrowbarState {
  return {
    v: 1,
    mode,
    phase: 'setup',
    turn: 1,
    time: { day: 1, inc: 1 },
    ca: { number: 1, pos: 0, attacked: [] },
    relief: 0,
    rangers: [],
    germans: [],
    germanPool: { grenadier: [], mg: [] },
    holds: new Array<Hold>(COLS).fill('none'),
    obstacles: [],
    spaceIncoming: [],
    incomingPool: [],
    incomingKinds: incomingKinds(R),
    guns: [],
    commanders: [],
    supplies: [],
    hq: null,
    cards: { draw: [], discard: [], burned: [] },
    chits: { draw: [], aside: [] },
    captures: [],
    losses: { easy: 0, dog: 0, fox: 0 },
    roadblockPulled: { easy: false, dog: false, fox: false },
    onHighway: { easy: 0, dog: 0, fox: 0 },
    activeCompany: null,
    companiesDone: emptyList<Company>('easy'),
    approachDone: [],
    activeCol: null,
    rolled: emptyList<DieColor>('green'),
    rolledFaces: [],
    saved: 0,
    lastStop: false,
    nextId: 1,
    seats: [],
    seatTurn: 0,
    stack: [],
    log: [],
    logOn: true,
    over: null,
    lastRoll: null,
    // Set at the first decision; here from the start, so the state keeps one shape from setup to the end.
    decider: null,
  };
}

/** Marker id -> row key of crowbar.incoming-fire (built by push: see listOf in core.ts). */
function incomingKinds(R: Rules): string[] {
  const out: string[] = [];
  for (const d of R.incoming) out.push(d.key);
  return out;
}

/** B-2 to B-6: LCAs, Ranger units, Commanders, Supplies, Rally Points behind Start. */
function placeRangers(g: CrowbarState, R: Rules): void {
  for (const c of R.map.doc.mapColumns) {
    const r: Ranger = {
      id: g.nextId++,
      col: c.col,
      company: c.company,
      row: 0,
      sp: c.startSp,
      support: c.support,
      kia: false,
      lca: 'ok',
      shaken: false,
      pinned: false,
      rally: 0,
      activated: false,
      heroic: 0,
    };
    addRanger(g, R, r);
    if (c.support) g.supplies.push({ company: c.company, carriedBy: c.col, space: null, used: false, lost: false });
  }
  for (const c of R.map.doc.commanders)
    g.commanders.push({
      id: c.id,
      company: c.company,
      battalion: c.battalion,
      col: c.column,
      used: false,
      returnAt: null,
    });
}

/** B-8: German units, and the Grenadier and MG counters left in the pool. */
function placeGermans(g: CrowbarState, R: Rules, rng: Rng): void {
  const map = R.map;
  const { hka, mg, grenadier, commandType, flakType, hkaPlaces } = germanSetup(R);
  // Each unit and its space in the order of placing, then placed by one call: V8 compiles placeGerman into this
  // once-a-game function once, not once per kind of unit.
  const types: string[] = [];
  const spaces: number[] = [];
  const add = (type: string | undefined, s: number): void => {
    if (!type) return;
    types.push(type);
    spaces.push(s);
  };
  if (map.commandBunker !== null) add(commandType, map.commandBunker);
  const hkaMix = rng.shuffle(hka);
  for (const s of hkaPlaces) add(hkaMix.shift(), s);
  const mgMix = rng.shuffle(mg);
  for (const s of map.mgSpaces) add(mgMix.shift(), s);
  g.germanPool.mg = mgMix;
  g.germanPool.grenadier = rng.shuffle(grenadier);
  for (const s of map.flakSpaces) add(flakType, s);
  for (let i = 0; i < types.length; i++) {
    const s = spaces[i] ?? 0;
    placeGerman(g, R, types[i] as string, colOf(s), rowOf(s), false);
  }
}

/** B-8e: Possible Gun Location? markers, one per star (co-op: per Company pools, R-1). */
function placeGunMarkers(g: CrowbarState, R: Rules, rng: Rng): void {
  if (g.mode === 'coop3' || g.mode === 'coop2') {
    placeCoopGunMarkers(g, R, rng);
    return;
  }
  const mix = rng.shuffle(R.gunMarkers);
  for (const s of R.map.starSpaces)
    for (let i = 0; i < (R.map.stars[s] ?? 0); i++) {
      const kind = mix.shift();
      if (kind) g.guns.push({ id: g.nextId++, kind, space: s, revealed: false });
    }
}

/** B-9: the Incoming Fire! pool; B-11, B-12: Event Cards (top card burned) and the chit cup. */
function shuffleDecks(g: CrowbarState, R: Rules, rng: Rng): void {
  g.incomingPool = rng.shuffle(indices(R.incoming.length));
  g.cards.draw = rng.shuffle(indices(R.cards.length));
  const burned = g.cards.draw.shift();
  if (burned !== undefined) g.cards.burned = [burned];
  g.chits.draw = rng.shuffle(indices(R.chits.length));
}

/** The co-op seats and their columns (R, S). */
function seatPlayers(g: CrowbarState, R: Rules): void {
  if (g.mode === 'coop3') g.seats = COMPANIES.map((c) => ({ id: c, cols: colsOf(R, c) }));
  if (g.mode === 'coop2')
    g.seats = [
      { id: 'easy', cols: [...colsOf(R, 'easy'), 7, 8] },
      { id: 'fox', cols: [...colsOf(R, 'fox'), 5, 6] },
    ];
}

/** Operation Flashlamp (B-9), or first the B-6 option: the stacks may change places (deployment.ts). */
function firstTask(g: CrowbarState, R: Rules, rng: Rng): void {
  if (R.settings['crowbar.freeDeployment'] === true) g.stack.push({ k: 'deploy' });
  else startFlashlamp(g, R, new Roller(rng));
}

/** B) The setup, in the order its steps draw from the generator. */
const SETUP_STEPS: readonly ((g: CrowbarState, R: Rules, rng: Rng) => void)[] = [
  placeRangers,
  placeGermans,
  placeGunMarkers,
  shuffleDecks,
  seatPlayers,
  firstTask,
];

interface GermanSetup {
  readonly hka: readonly string[];
  readonly mg: readonly string[];
  readonly grenadier: readonly string[];
  readonly commandType: string | undefined;
  readonly flakType: string | undefined;
  /** HKA spaces, then the Gun Parks. */
  readonly hkaPlaces: readonly number[];
}
const germanSetups = new WeakMap<Rules, GermanSetup>();

/** The German counter mix and the spaces they start in (B-8), read once per rules context. */
function germanSetup(R: Rules): GermanSetup {
  const hit = germanSetups.get(R);
  if (hit) return hit;
  const hka: string[] = [];
  const mg: string[] = [];
  const grenadier: string[] = [];
  let commandType: string | undefined;
  let flakType: string | undefined;
  for (const t of R.germanTypes.values()) {
    for (let i = 0; i < t.count; i++) {
      if (t.kind === 'hka') hka.push(t.key);
      else if (t.kind === 'mg') mg.push(t.key);
      else if (t.kind === 'grenadier') grenadier.push(t.key);
    }
    if (t.kind === 'command' && commandType === undefined) commandType = t.key;
    if (t.kind === 'flak' && flakType === undefined) flakType = t.key;
  }
  const setup = { hka, mg, grenadier, commandType, flakType, hkaPlaces: [...R.map.hkaSpaces, ...R.map.gunParks] };
  germanSetups.set(R, setup);
  return setup;
}

export function colsOf(R: Rules, company: Company): number[] {
  const z = R.map.doc.companies.find((c) => c.id === company);
  const out: number[] = [];
  if (z) for (let c = z.first; c <= z.last; c++) out.push(c);
  return out;
}

function placeCoopGunMarkers(g: CrowbarState, R: Rules, rng: Rng): void {
  const byKind: Record<string, string[]> = { gun: [], fortune: [], trap: [], nothing: [] };
  for (const key of rng.shuffle(R.gunMarkers)) byKind[R.gunByKey.get(key)?.kind ?? 'nothing']?.push(key);
  for (const company of ['fox', 'dog', 'easy']) {
    const pool = R.map.doc.coop.pools[company];
    if (!pool) continue;
    const mine: string[] = [];
    for (const kind of ['gun', 'nothing', 'trap', 'fortune'] as const)
      for (let i = 0; i < pool[kind]; i++) {
        const k = byKind[kind]?.shift();
        if (k) mine.push(k);
      }
    const mixed = rng.shuffle(mine);
    for (const s of pool.spaces)
      for (let i = 0; i < s.markers; i++) {
        const kind = mixed.shift();
        if (kind) g.guns.push({ id: g.nextId++, kind, space: sp(s.col, s.row), revealed: false });
      }
  }
}

/** B-9 Operation Flashlamp (R-2 and S-2 in co-op): how many markers each player places. */
export function startFlashlamp(g: CrowbarState, R: Rules, roller: Roller): void {
  if (g.mode === 'coop3' || g.mode === 'coop2') {
    const base = g.mode === 'coop3' ? 4 : 6;
    const extras = g.seats.map(() => roller.d6());
    noteCombatRoll(g, 'flashlamp', 'combat', extras, null);
    const counts = extras.map((extra) => base + (extra <= 2 ? 0 : extra <= 4 ? 1 : 2));
    // Pushed in reverse so the first seat places first.
    for (let i = g.seats.length - 1; i >= 0; i--) {
      const seat = g.seats[i];
      if (seat) g.stack.push({ k: 'flashlamp', left: counts[i] ?? base, cols: seat.cols, player: seat.id });
    }
    g.logOn &&
      told(g, {
        text: `Operation Flashlamp: ${base} Incoming Fire! markers for each player, and a Combat Die each for more (3-4 one, 5-6 two)`,
        dice: g.seats.map((seat, i) => toldCombat([extras[i] ?? 1], roller.typed, companyName(seat.id as Company))),
        outcome: g.seats.map((seat, i) => `${companyName(seat.id as Company)} ${counts[i] ?? base}`).join(', '),
        source: g.mode === 'coop3' ? 'R-2' : 'S-2',
      });
    return;
  }
  const die = roller.d6();
  noteCombatRoll(g, 'flashlamp', 'combat', [die], null);
  const n = die + R.k['flashlamp-base'];
  g.logOn &&
    told(g, {
      text: 'Operation Flashlamp: one Combat Die, plus 10',
      dice: [toldCombat([die], roller.typed)],
      modifiers: [{ label: 'base', amount: R.k['flashlamp-base'] }],
      outcome: `${n} Incoming Fire! markers to place, at most ${R.k['flashlamp-per-space']} a space`,
      source: 'B-9',
    });
  g.stack.push({ k: 'flashlamp', left: n, cols: everyColumn(), player: 'rangers' });
}

/** 1 to 12 (see listOf: the list is kept in the state). */
function everyColumn(): number[] {
  const out: number[] = [];
  for (let c = 1; c <= COLS; c++) out.push(c);
  return out;
}

export function flashlampSpaces(g: CrowbarState, R: Rules, cols: readonly number[]): number[] {
  const out: number[] = [];
  const per = R.k['flashlamp-per-space'];
  for (let row = CLIFF; row <= 15; row++)
    for (const col of cols) {
      const s = sp(col, row);
      const onUnit = germanAt(g, s)?.incoming.length ?? 0;
      const lying = g.spaceIncoming.filter((m) => m.space === s).length;
      if (onUnit + lying < per) out.push(s);
    }
  return out;
}

export function placeFlashlamp(g: CrowbarState, R: Rules, roller: Roller, s: number): void {
  const t = g.stack[g.stack.length - 1];
  if (!t || t.k !== 'flashlamp') return;
  const i = g.incomingPool.length ? roller.int(g.incomingPool.length) : -1;
  if (i >= 0) {
    const m = g.incomingPool[i] as number;
    removeAt(g.incomingPool, i);
    const u = germanAt(g, s);
    if (u) u.incoming.push(m);
    else g.spaceIncoming.push({ space: s, marker: m });
  }
  t.left -= 1;
  if (g.logOn) {
    const u = germanAt(g, s);
    told(g, {
      text: `Operation Flashlamp: an Incoming Fire! marker goes face down ${u ? `on the ${germanName(u, R)}` : `in ${spaceName(R, s)}`}`,
      outcome: t.left > 0 ? `${t.left} more to place` : 'the last marker placed',
      source: 'B-9',
    });
  }
  if (t.left <= 0 || !g.incomingPool.length) {
    g.stack.pop();
    let more = false;
    for (const x of g.stack) if (x.k === 'flashlamp') more = true;
    if (!more) {
      bombDamage(g, R);
      startApproach(g);
    }
  }
}

/** B-10: one marker revealed in each Cliff Top space that has any; a Critical Hit collapses the cliff. */
export function bombDamage(g: CrowbarState, R: Rules): void {
  for (let col = 1; col <= COLS; col++) {
    const s = sp(col, CLIFF);
    const u = germanAt(g, s);
    let marker: number | undefined;
    if (u && u.incoming.length) marker = u.incoming.shift();
    else {
      const k = g.spaceIncoming.findIndex((m) => m.space === s);
      if (k >= 0) {
        marker = g.spaceIncoming[k]?.marker;
        removeAt(g.spaceIncoming, k);
      }
    }
    if (marker === undefined) continue;
    const def = R.incomingByKey.get(g.incomingKinds[marker] ?? '');
    g.incomingPool.push(marker);
    if (!def) continue;
    if (g.logOn) {
      const effects = [
        u && def.pin ? 'the unit is Pinned' : '',
        u && def.hits > 0 ? `${plural(def.hits, 'hit')} on the unit` : '',
        def.critical ? 'Critical Hit: the cliff collapses, a Firm Hold below' : '',
      ].filter(Boolean);
      told(g, {
        text: `Bomb damage assessment: a marker ${u ? `on the ${germanName(u, R)}` : `in ${spaceName(R, s)}`} is revealed`,
        outcome: `${def.label}${effects.length ? `: ${effects.join('; ')}` : ''}`,
        source: def.critical ? 'B-10, N-3' : 'B-10',
      });
    }
    if (u && def.pin) u.pinned = true;
    if (u && def.hits > 0) hitGerman(g, R, u, def.hits, null, 'B-10');
    if (def.critical) g.holds[col - 1] = 'firm';
  }
}

function startApproach(g: CrowbarState): void {
  g.phase = 'approach';
  g.stack.push({ k: 'approach-company' });
}

// ---- C) Invasion Approach ----

export function rollApproach(g: CrowbarState, R: Rules, roller: Roller, company: Company): void {
  g.stack.pop();
  const faces = {} as Record<DieColor, number>;
  // Built by push: a map() makes another kind of list once this code is optimized, and noteRoll's compiled code
  // met with it was thrown away.
  const dice: RolledDie[] = [];
  for (const die of DIE_COLORS) {
    faces[die] = roller.die(6);
    dice.push({ die, face: faces[die] });
  }
  noteRoll(g, 'approach', dice, null);
  g.logOn &&
    told(g, {
      text: `Invasion Approach: ${companyName(company)} Company rolls the four Movement Dice`,
      dice: DIE_COLORS.map((die) => movementDice(R, die, faces[die], roller.typed, die)),
      outcome: 'one die for each landing craft',
      source: 'C-1, C-2',
    });
  g.stack.push({ k: 'approach-assign', company, faces });
}

/** The readings of the parts of one face (C-4). */
export function approachParts(f: MoveFace): string[] {
  const parts: string[] = [];
  if (f.card && !f.stop) parts.push('card');
  if (f.stop) parts.push(f.card ? 'stop-card' : 'stop');
  if (f.advance > 0) parts.push(`advance-${Math.min(3, f.advance)}`);
  if (f.hits > 0) parts.push('hit');
  if (f.variable) parts.push('variable');
  if (f.chit !== 'none') parts.push('chit');
  if (f.shaken) parts.push('shaken');
  if (f.rout) parts.push('rout');
  return parts;
}

/** Every order of the four dice, in lexicographic order of DIE_COLORS (built once). */
const ALL_ORDERS: readonly (readonly DieColor[])[] = (() => {
  const out: DieColor[][] = [];
  const permute = (left: DieColor[], acc: DieColor[]): void => {
    if (!left.length) {
      out.push(acc);
      return;
    }
    left.forEach((d, i) => permute([...left.slice(0, i), ...left.slice(i + 1)], [...acc, d]));
  };
  permute([...DIE_COLORS], []);
  return out;
})();

/**
 * Permutations of the four dice over a Company's four columns (in column order); co-op 2 splits Dog (S-3).
 * The arrays are shared: copy one before keeping it.
 */
export function approachOrders(g: CrowbarState, R: Rules, company: Company): readonly (readonly DieColor[])[] {
  if (g.mode === 'coop2' && company === 'dog') {
    const cols = colsOf(R, 'dog');
    return ALL_ORDERS.filter((o) =>
      cols.every((c, i) => (c <= 6 ? ['green', 'black'] : ['yellow', 'red']).includes(o[i] as DieColor)),
    );
  }
  return ALL_ORDERS;
}

interface ApproachEffect {
  readonly sea: number;
  readonly beach: boolean;
  readonly loss: number;
  readonly shaken: boolean;
}
const approachEffects = new WeakMap<Rules, Map<MoveFace, ApproachEffect>>();

/** What one face does to an LCA on the approach: its parts read in the approach table and combined (C-4). */
export function approachEffect(R: Rules, f: MoveFace): ApproachEffect {
  const byFace = innerMap(approachEffects, R);
  const hit = byFace.get(f);
  if (hit) return hit;
  let sea = 0;
  let beach = false;
  let loss = 0;
  let shaken = false;
  for (const p of approachParts(f)) {
    const a = R.approach[p];
    if (!a) continue;
    sea = Math.max(sea, a.sea);
    beach = beach || a.beach;
    loss += a.sp;
    shaken = shaken || a.shaken;
  }
  const effect = { sea, beach, loss, shaken };
  byFace.set(f, effect);
  return effect;
}

export function assignApproach(g: CrowbarState, R: Rules, roller: Roller, order: readonly DieColor[]): void {
  const t = g.stack[g.stack.length - 1];
  if (!t || t.k !== 'approach-assign') return;
  g.stack.pop();
  const cols = colsOf(R, t.company);
  for (let i = 0; i < cols.length; i++) {
    const col = cols[i] as number;
    const die = order[i];
    const r = g.rangers[col - 1];
    if (!die || !r) continue;
    const f = dieFace(R, die, t.faces[die] ?? 1);
    if (!f) continue;
    const { sea, beach, loss, shaken } = approachEffect(R, f);
    const before = g.logOn ? unitName(r, R) : '';
    const row0 = r.row;
    if (loss > 0) {
      r.sp = Math.max(1, r.sp - loss);
      if (r.sp <= R.k['kia-cap']) r.kia = true;
    }
    if (shaken) r.shaken = true;
    setRow(g, R, r, Math.min(BEACH - 1, r.row + sea));
    if (g.logOn) {
      const effects = [
        loss > 0 ? `loses ${loss} SP, now ${r.sp} SP` : '',
        shaken ? 'Shaken' : '',
        beach ? 'lands on Beach 4' : r.row > row0 ? `sails to ${rowName(R, r.row)}` : 'does not move',
      ];
      told(g, {
        text: `Invasion Approach: ${before} takes the ${die} die`,
        dice: [movementDice(R, die, t.faces[die] ?? 1, false, die)],
        outcome: effects.filter(Boolean).join('; '),
        source: 'C-4',
      });
    }
    if (beach) {
      setRow(g, R, r, BEACH);
      land(g, R, roller, r);
    }
  }
  g.approachDone.push(t.company);
  if (g.approachDone.length < COMPANIES.length) g.stack.push({ k: 'approach-company' });
  else {
    g.phase = 'play';
    g.stack.push({ k: 'select' });
    g.logOn && told(g, { text: 'The Invasion Approach is over: turn 1 begins', source: 'C-6, D' });
    if (g.seats.length) rollSeatOrder(g, R, roller);
  }
}

import { apart, BEACH, CLIFF, COLS, colOf, isPrepared, rowOf, sp } from '../map/grid.ts';
import type { Roller } from './roller.ts';
import type { Rules } from './rules.ts';
import type { Company, CrowbarState, German, Ranger, Task } from './types.ts';
import { noteCombatRoll } from './last-roll.ts';
import type { Told } from '../../../engine/index.ts';
import { combatDice as toldCombat } from './told-dice.ts';
import {
  commanderName,
  companyName,
  dayName,
  germanCounter,
  germanName,
  lcaName,
  plural,
  spaceName,
  unitName,
} from './words.ts';

/** Small shared helpers: lookups, hits, elimination, the three tracks, the end of the game. */

/** Records one thing that happened, for the action's words (only while the log is on: callers guard with g.logOn). */
export function told(g: CrowbarState, t: Told): void {
  if (g.logOn) g.log.push(t);
}

/** 0, 1, ... n - 1 (a plain loop: spreading an iterator is slow before the code is optimized). */
export function indices(n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(i);
  return out;
}

/**
 * A copy of `items` (then `last`, if given) built by push, for a list kept in the state. V8 makes a spread or a
 * map() a different kind of array once the code making it is optimized: a list kept in the state would change
 * kind mid-run, and each compiled function reading it would be thrown away and compiled again.
 */
export function listOf<T>(items: readonly T[], last?: T): T[] {
  const out: T[] = [];
  for (let i = 0; i < items.length; i++) out.push(items[i] as T);
  if (last !== undefined) out.push(last);
  return out;
}

/**
 * An empty list for values such as names kept in the state (the Companies done, the dice rolled). V8 takes an
 * empty literal for a list of small integers until a name goes in, so compiled code pushing the first name of each
 * game was thrown away ('not a Smi'); a list that held `sample` is a list of any values from the start.
 */
export function emptyList<T>(sample: T): T[] {
  const out = [sample];
  out.pop();
  return out;
}

/**
 * Takes the item at `i` out of `items`, the later ones moving down one place: splice would also make a list of
 * the item taken, at every German unit eliminated or marker drawn.
 */
export function removeAt<T>(items: T[], i: number): void {
  for (let k = i + 1; k < items.length; k++) items[k - 1] = items[k] as T;
  items.pop();
}

export function top(g: CrowbarState): Task | undefined {
  // Never read past the end: compiled code meeting that for the first time is thrown away.
  const n = g.stack.length;
  return n > 0 ? g.stack[n - 1] : undefined;
}

/**
 * Empties the stack, keeping its array: a fresh `[]` is another kind of array to V8 (no objects in it yet), and
 * each compiled function reading the stack was thrown away and compiled again when it first met one.
 */
export function clearStack(g: CrowbarState): void {
  g.stack.length = 0;
}

export function ranger(g: CrowbarState, col: number): Ranger | null {
  return g.rangers[col - 1] ?? null;
}

export function rangerAt(g: CrowbarState, s: number): Ranger | null {
  const r = g.rangers[colOf(s) - 1];
  return r && r.row === rowOf(s) ? r : null;
}

export function germanAt(g: CrowbarState, s: number): German | undefined {
  const c = colOf(s);
  const r = rowOf(s);
  for (let i = 0; i < g.germans.length; i++) {
    const u = g.germans[i];
    if (u?.col === c && u.row === r) return u;
  }
  return undefined;
}

export function germanById(g: CrowbarState, id: number): German | undefined {
  for (let i = 0; i < g.germans.length; i++) {
    const u = g.germans[i];
    if (u?.id === id) return u;
  }
  return undefined;
}

export function spaceOf(u: { col: number; row: number }): number {
  return sp(u.col, u.row);
}

export { germanName, unitName };

/** SP after the -1 of each face-down Incoming Fire! marker (N-1); `use` picks the MG/FLAK value. */
export function germanSp(u: German, R: Rules, use: 'fire' | 'close'): number {
  const t = R.germanTypes.get(u.type);
  if (!t) return 0;
  const base = use === 'fire' ? (u.reduced ? t.reducedFire : t.fullFire) : u.reduced ? t.reducedClose : t.fullClose;
  return Math.max(0, base - u.incoming.length);
}

export function maxSp(r: Ranger, R: Rules): number {
  return r.support ? R.k['support-max-sp'] : R.k['max-sp'];
}

export function absTime(g: CrowbarState, R: Rules): number {
  return (g.time.day - 1) * R.track.perDay + g.time.inc;
}

export function isNight(g: CrowbarState, R: Rules): boolean {
  return g.time.inc > R.track.daytime;
}

export function onMap(r: Ranger): boolean {
  return r.row >= BEACH;
}

export function companyRangers(g: CrowbarState, company: Company): Ranger[] {
  const out: Ranger[] = [];
  for (const r of g.rangers) if (r && r.company === company) out.push(r);
  return out;
}

export function commandBunkerHeld(g: CrowbarState, R: Rules): boolean {
  const s = R.map.commandBunker;
  return s !== null && !germanAt(g, s) && rangerAt(g, s) !== null;
}

/**
 * Applies hits to a Ranger unit; returns true when it is eliminated. `why` (with its rules `source`) is told
 * with the loss; null when the caller's own words already give the hits. An elimination is always told.
 */
export function hitRanger(
  g: CrowbarState,
  R: Rules,
  roller: Roller,
  r: Ranger,
  n: number,
  why: string | null,
  source?: string,
): boolean {
  if (n <= 0) return false;
  r.sp -= n;
  if (r.sp <= R.k['kia-cap']) r.kia = true;
  if (g.logOn && why !== null && r.sp > 0)
    told(g, {
      text: `${lcaName(r, R)} takes ${plural(n, 'hit')} (${why})`,
      outcome: `down to ${r.sp} SP`,
      ...(source ? { source } : {}),
    });
  if (r.sp <= 0) {
    eliminateRanger(g, R, roller, r, why ?? undefined, source);
    return true;
  }
  return false;
}

export function eliminateRanger(
  g: CrowbarState,
  R: Rules,
  roller: Roller,
  r: Ranger,
  why?: string,
  source?: string,
): void {
  if (standsOnOwnHighway(g, R, r)) addToHighway(g.onHighway, r.company, -1);
  g.rangers[r.col - 1] = null;
  g.losses[r.company] += 1;
  const lost = g.losses.easy + g.losses.dog + g.losses.fox;
  g.logOn &&
    told(g, {
      text: `${lcaName(r, R)} is eliminated${why ? ` (${why})` : ''}`,
      outcome: `${plural(lost, 'Ranger unit')} lost so far`,
      source: source ? `${source}, Q-5` : 'Q-5',
    });
  const atSea = r.row < BEACH;
  for (const s of g.supplies) {
    if (s.carriedBy === r.col) {
      s.carriedBy = null;
      if (atSea) {
        s.lost = true;
        s.space = null;
      } else s.space = sp(r.col, r.row);
    }
  }
  for (const c of g.commanders) {
    if (c.col === r.col && c.returnAt === null) {
      const die = roller.d6();
      noteCombatRoll(g, 'commander-casualty', 'combat', [die], null);
      const back = Math.ceil(die / R.k['commander-casualty-divisor']);
      c.col = null;
      c.returnAt = absTime(g, R) + back;
      g.logOn &&
        told(g, {
          text: `${commanderName(R, c.id)} falls with the unit`,
          dice: [toldCombat([die], roller.typed)],
          outcome: `out for ${plural(back, 'Time Increment')} (half the die, rounded up)`,
          source: 'M-4',
        });
    }
  }
  if (g.activeCol === r.col) g.saved = 0;
}

/**
 * Applies hits to a German unit: the first flips it, the next eliminates it. Returns true when eliminated.
 * `why` is told with a reduction (null: the caller's words give it); an elimination is always told.
 */
export function hitGerman(
  g: CrowbarState,
  R: Rules,
  u: German,
  n: number,
  why: string | null,
  source?: string,
): boolean {
  for (let i = 0; i < n; i++) {
    if (!u.reduced) {
      const before = g.logOn ? germanName(u, R) : '';
      u.reduced = true;
      if (g.logOn && why !== null)
        told(g, {
          text: `${before} is hit (${why})`,
          outcome: `flipped to its reduced side, ${germanCounter(u, R)}`,
          ...(source ? { source } : {}),
        });
    } else {
      eliminateGerman(g, R, u, why ?? undefined, source);
      return true;
    }
  }
  return false;
}

export function eliminateGerman(g: CrowbarState, R: Rules, u: German, why?: string, source?: string): void {
  const name = g.logOn ? germanName(u, R) : '';
  const i = g.germans.indexOf(u);
  if (i >= 0) removeAt(g.germans, i);
  for (const m of u.incoming) g.incomingPool.push(m);
  u.incoming = [];
  g.logOn && told(g, { text: `${name} is eliminated${why ? ` (${why})` : ''}`, ...(source ? { source } : {}) });
}

/** A German unit entering a space wipes out a lone Supplies or Rudder's HQ marker there (G-10, O-9b). */
export function germanEnters(g: CrowbarState, R: Rules, u: German): void {
  const s = sp(u.col, u.row);
  if (rangerAt(g, s)) return;
  for (const sup of g.supplies) {
    if (sup.carriedBy === null && sup.space === s && !sup.lost) {
      sup.lost = true;
      sup.space = null;
      g.logOn &&
        told(g, {
          text: `${companyName(sup.company)} Company's Supplies are lost to the ${germanCounter(u, R)} entering ${spaceName(R, s)}`,
          source: 'G-10',
        });
    }
  }
  if (g.hq === s) {
    g.hq = null;
    g.logOn &&
      told(g, {
        text: `Rudder's HQ in ${spaceName(R, s)} is overrun by the ${germanCounter(u, R)}`,
        outcome: 'it may be established again',
        source: 'G-10, O-9b',
      });
  }
}

export function placeGerman(
  g: CrowbarState,
  R: Rules,
  type: string,
  col: number,
  row: number,
  reduced: boolean,
): German {
  const t = R.germanTypes.get(type);
  const u: German = {
    id: g.nextId++,
    kind: t?.kind ?? 'grenadier',
    type,
    col,
    row,
    reduced,
    pinned: false,
    incoming: [],
  };
  g.germans.push(u);
  germanEnters(g, R, u);
  return u;
}

/** Brings a Ranger unit's Rally Point back with it when it moves behind the marker (G-11d). */
export function dragRally(r: Ranger): void {
  if (r.row >= CLIFF && r.rally > r.row) r.rally = Math.max(CLIFF, r.row);
}

export function gameOver(g: CrowbarState): boolean {
  return g.phase === 'over';
}

// ---- Tracks (H) ----

export function advanceTime(g: CrowbarState, R: Rules, n: number): void {
  for (let i = 0; i < n && !gameOver(g); i++) {
    g.time.inc += 1;
    if (g.time.inc > R.track.perDay && g.time.day < R.track.days) {
      g.time.day += 1;
      g.time.inc = 1;
      g.logOn && told(g, { text: `${dayName(g.time.day)} begins`, source: 'H-1' });
    }
    const now = absTime(g, R);
    for (const c of g.commanders) {
      if (c.returnAt !== null && now >= c.returnAt) {
        c.returnAt = null;
        if (companyRangers(g, c.company).some((r) => r.row >= 0)) g.stack.push({ k: 'attach', commander: c.id });
        else c.returnAt = now + 1;
      }
    }
    if (g.time.day >= R.track.days && g.time.inc >= R.track.lastInc) endGame(g, R, 'time');
  }
}

export function moveRelief(g: CrowbarState, R: Rules, n: number): void {
  if (gameOver(g) || n === 0) return;
  g.relief = Math.max(0, g.relief + n);
  g.logOn &&
    told(g, {
      text: `The Relief Column moves ${plural(n, 'space')}`,
      outcome: `space ${g.relief} of ${R.track.reliefSpaces}`,
      source: 'H-3',
    });
  if (g.relief >= R.track.reliefSpaces) endGame(g, R, 'relief');
}

// ---- Roadblocks (Q-6, P-6) ----

export function roadblockUnits(g: CrowbarState, R: Rules, company: Company): number {
  const hw = R.k['highway-row'];
  let n = 0;
  for (const r of g.rangers) {
    if (!r || r.company !== company || r.row !== hw || R.map.companyOfCol[r.col - 1] !== company) continue;
    let open = true;
    for (const u of g.germans) if (u.col === r.col && u.row >= CLIFF && u.row < hw) open = false;
    if (open) n++;
  }
  return n;
}

/**
 * Whether a Ranger unit on the map stands on its own Company's Highway space, so counts in `g.onHighway`. Every
 * change of a Ranger unit's row goes through setRow, and every unit leaving or joining the map through
 * eliminateRanger or addRanger, which keep that count exact.
 */
function standsOnOwnHighway(g: CrowbarState, R: Rules, r: Ranger): boolean {
  return r.row === R.k['highway-row'] && g.rangers[r.col - 1] === r && R.map.companyOfCol[r.col - 1] === r.company;
}

function addToHighway(h: Record<Company, number>, company: Company, by: number): void {
  if (company === 'easy') h.easy += by;
  else if (company === 'dog') h.dog += by;
  else h.fox += by;
}

/** Moves a Ranger unit to `row` of its column. */
export function setRow(g: CrowbarState, R: Rules, r: Ranger, row: number): void {
  if (standsOnOwnHighway(g, R, r)) addToHighway(g.onHighway, r.company, -1);
  r.row = row;
  if (standsOnOwnHighway(g, R, r)) addToHighway(g.onHighway, r.company, 1);
}

/** Puts a new Ranger unit in its column (K-2e). */
export function addRanger(g: CrowbarState, R: Rules, r: Ranger): void {
  g.rangers[r.col - 1] = r;
  if (standsOnOwnHighway(g, R, r)) addToHighway(g.onHighway, r.company, 1);
}

/**
 * Sets `g.onHighway` from the units, for a state that was not made by this game's own steps (a saved session, a
 * state from an older version).
 */
export function recountHighway(g: CrowbarState, R: Rules): void {
  g.onHighway = countOnHighway(g, R, { easy: 0, dog: 0, fox: 0 }, 0);
}

/** Units holding each Company's Roadblock, in one pass (Q-6). */
export function roadblockCounts(g: CrowbarState, R: Rules): Record<Company, number> {
  return countRoadblocks(g, R, { easy: 0, dog: 0, fox: 0 });
}

/** roadblockCounts into an object the caller owns (the game loop reuses one). */
export function countRoadblocks(g: CrowbarState, R: Rules, out: Record<Company, number>): Record<Company, number> {
  const hw = R.k['highway-row'];
  let blocked = 0;
  for (let i = 0; i < g.germans.length; i++) {
    const u = g.germans[i] as German;
    if (u.row >= CLIFF && u.row < hw) blocked |= 1 << u.col;
  }
  return countOnHighway(g, R, out, blocked);
}

/**
 * Units on their own Company's Highway spaces, per Company, leaving out the columns whose bit is set in `blocked`
 * (a German unit between the Cliff Top and the Highway, Q-6). With none left out, an upper bound of the Roadblock
 * counts that needs no look at the German units.
 */
export function countOnHighway(
  g: CrowbarState,
  R: Rules,
  out: Record<Company, number>,
  blocked: number,
): Record<Company, number> {
  out.easy = 0;
  out.dog = 0;
  out.fox = 0;
  for (let i = 0; i < g.rangers.length; i++) {
    const r = g.rangers[i];
    if (r && standsOnOwnHighway(g, R, r) && !(blocked & (1 << r.col))) addToHighway(out, r.company, 1);
  }
  return out;
}

export function roadblocks(g: CrowbarState, R: Rules): Company[] {
  const n = roadblockCounts(g, R);
  return (['easy', 'dog', 'fox'] as Company[]).filter((c) => n[c] >= R.k['roadblock-units']);
}

/** How many Companies hold a Roadblock (Q-6), without listing them: the final score asks once a game. */
function roadblocksHeld(g: CrowbarState, R: Rules): number {
  const n = roadblockCounts(g, R);
  const need = R.k['roadblock-units'];
  return (n.easy >= need ? 1 : 0) + (n.dog >= need ? 1 : 0) + (n.fox >= need ? 1 : 0);
}

// ---- The end (Q) ----

export function finalScore(
  g: CrowbarState,
  R: Rules,
  reason: 'time' | 'relief' | 'turn-limit',
): { vp: number; breakdown: Record<string, number> } {
  let guns = 0;
  let fortunes = 0;
  let pows = 0;
  for (const cap of g.captures) {
    const d = Math.min(3, Math.max(1, cap.day));
    if (cap.kind === 'gun') guns += R.vp(`gun-day${d}`);
    else if (cap.kind === 'fortune') fortunes += R.vp(`fortune-day${d}`);
    else if (cap.kind === 'pow-full') pows += R.vp('pow-full');
    else pows += R.vp('pow-reduced');
  }
  const lost = g.losses.easy + g.losses.dog + g.losses.fox;
  const casualties = R.vp(`losses-${Math.min(3, lost)}`);
  const rb = roadblocksHeld(g, R);
  const roadblockVp = rb > 0 ? R.vp(`roadblocks-${rb}`) : 0;
  const relief = reason === 'relief' ? 0 : Math.max(0, R.track.reliefSpaces - g.relief) * R.vp('relief-missing');
  const breakdown = { guns, fortunes, pows, casualties, roadblocks: roadblockVp, relief };
  return { vp: guns + fortunes + pows + casualties + roadblockVp + relief, breakdown };
}

export function levelOf(R: Rules, vp: number): string {
  for (const l of R.levels) if ((l.min === null || vp >= l.min) && (l.max === null || vp <= l.max)) return l.label;
  return 'Unrated';
}

/** Co-op (R-9, R-10, S): the team's level from Roadblocks and the Relief Column, then each Company's own VP. */
export function coopScore(
  g: CrowbarState,
  R: Rules,
  reason: 'time' | 'relief' | 'turn-limit',
): { level: string; vp: number; breakdown: Record<string, number> } {
  const held = roadblocksHeld(g, R);
  const relieved = reason === 'relief';
  const level =
    held >= 3
      ? relieved
        ? 'Legendary Ranger Victory'
        : 'Glorious Ranger Victory'
      : held >= 2
        ? relieved
          ? 'Major Ranger Victory'
          : 'Minimum Ranger Victory'
        : 'German Victory';
  const breakdown: Record<string, number> = {};
  for (const c of ['easy', 'dog', 'fox'] as Company[]) {
    let v = c === 'easy' ? R.vp('coop-easy-start') : 0;
    for (const cap of g.captures) {
      if (cap.company !== c) continue;
      const d = Math.min(3, Math.max(1, cap.day));
      v +=
        cap.kind === 'gun'
          ? R.vp(`gun-day${d}`)
          : cap.kind === 'fortune'
            ? R.vp(`fortune-day${d}`)
            : cap.kind === 'pow-full'
              ? R.vp('pow-full')
              : R.vp('pow-reduced');
    }
    const lost = g.losses[c];
    v += lost === 0 ? R.vp('coop-no-loss') : lost === 1 ? R.vp('coop-one-loss') : 0;
    breakdown[c] = v;
  }
  const best = Math.max(...Object.values(breakdown));
  const winners = Object.keys(breakdown).filter((k) => breakdown[k] === best);
  return {
    level:
      level === 'German Victory'
        ? level
        : `${level}; ${winners.join(' and ')} ${winners.length > 1 ? 'share the win' : 'wins'}`,
    vp: best,
    breakdown,
  };
}

export function endGame(g: CrowbarState, R: Rules, reason: 'time' | 'relief' | 'turn-limit'): void {
  if (gameOver(g)) return;
  g.phase = 'over';
  clearStack(g);
  if (g.mode === 'coop3' || g.mode === 'coop2') {
    const s = coopScore(g, R, reason);
    g.over = { reason, vp: s.vp, level: s.level, breakdown: s.breakdown };
    g.logOn && told(g, { text: `Game over: ${endWords(reason)}`, outcome: s.level, source: 'R-10' });
    return;
  }
  const { vp, breakdown } = finalScore(g, R, reason);
  g.over = { reason, vp, level: levelOf(R, vp), breakdown };
  g.logOn && told(g, { text: `Game over: ${endWords(reason)}`, outcome: `${vp} VP, ${g.over.level}`, source: 'Q-8' });
}

function endWords(reason: 'time' | 'relief' | 'turn-limit'): string {
  return reason === 'time'
    ? 'time ran out (June 8, Time Increment 12)'
    : reason === 'relief'
      ? 'the Relief Column arrives'
      : 'the turn limit is reached';
}

export function inColumnRange(col: number): boolean {
  return col >= 1 && col <= COLS;
}

export function adjacentSpaces(s: number): number[] {
  const out: number[] = [];
  const c = colOf(s);
  const r = rowOf(s);
  for (let dr = -1; dr <= 1; dr++) {
    for (let dc = -1; dc <= 1; dc++) {
      if (!dr && !dc) continue;
      const cc = c + dc;
      const rr = r + dr;
      if (cc >= 1 && cc <= COLS && rr >= 0 && rr <= 15) out.push(sp(cc, rr));
    }
  }
  return out;
}

/** Adjacent for Close Combat support: the Cliff Side separates Beach 4 from Cliff Top 5 (J-2 note). */
export function supportAdjacent(a: { col: number; row: number }, b: { col: number; row: number }): boolean {
  if (apart(a, b) !== 1) return false;
  const ra = a.row;
  const rb = b.row;
  return !((ra === BEACH && rb === CLIFF) || (ra === CLIFF && rb === BEACH));
}

export function preparedCover(R: Rules, s: number): boolean {
  return isPrepared(R.map, s);
}

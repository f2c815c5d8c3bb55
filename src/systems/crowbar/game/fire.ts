import {
  BEACH,
  blocksLos,
  CLIFF,
  COLS,
  colOf,
  dist,
  lineNearSpace,
  ROWS,
  rowOf,
  segmentTouches,
  sp,
} from '../map/grid.ts';
import { germanAt, germanSp, hitGerman, hitRanger, isNight, preparedCover, removeAt, told } from './core.ts';
import type { ToldModifier } from '../../../engine/index.ts';
import { hastyFireDice } from '../procedures/hasty-fire.ts';
import { openFireDice, openFirePool, readOpenFire, type OpenFireInputs } from '../procedures/open-fire.ts';
import { combatDice as toldCombat, indicesOf } from './told-dice.ts';
import { combatDiceWords, germanCounter, germanName, plural, spaceName, unitName } from './words.ts';
import type { Roller } from './roller.ts';
import type { Rules } from './rules.ts';
import type { CrowbarState, German, GunMarker, Ranger } from './types.ts';
import { noteCombatRoll } from './last-roll.ts';

/** L) Open Fire!, line of sight, Sweeping MG fire; N) Incoming Fire! markers; K-2a/K-2d Recon and Hasty Fire. */

/**
 * The spaces a line between two space centres touches, endpoints left out (L-2), depend only on how far apart the
 * two are in columns and rows: the line from any space is the line from the first row and column moved along. So
 * each offset is traced once for the whole grid and kept flat: `lineStart[lineKey(dc, dr)]` is 0 for an offset not
 * traced yet, else 1 + the index in `lineCells` of its count of spaces, which follow as (columns, rows) from the firer.
 */
const SPACES = ROWS * COLS;
const lineStart = new Int32Array((2 * COLS - 1) * (2 * ROWS - 1));
const lineCells: number[] = [];

function lineKey(dc: number, dr: number): number {
  return (dr + ROWS - 1) * (2 * COLS - 1) + dc + COLS - 1;
}

/** Where the line of an offset has its count of spaces in `lineCells`. */
function linePath(dc: number, dr: number): number {
  const known = lineStart[lineKey(dc, dr)] as number;
  return known !== 0 ? known - 1 : traceLine(dc, dr);
}

/** Traces the line of an offset into `lineCells` (kept apart: run a few hundred times a run, never compiled hot). */
function traceLine(dc: number, dr: number): number {
  const from = sp(dc >= 0 ? 1 : 1 - dc, dr >= 0 ? 0 : -dr);
  const to = from + dr * COLS + dc;
  const at = lineCells.length;
  lineCells.push(0);
  const c0 = Math.min(colOf(from), colOf(to));
  const c1 = Math.max(colOf(from), colOf(to));
  const r0 = Math.min(rowOf(from), rowOf(to));
  const r1 = Math.max(rowOf(from), rowOf(to));
  for (let r = r0; r <= r1; r++)
    for (let c = c0; c <= c1; c++) {
      const s = sp(c, r);
      if (s !== from && s !== to && lineNearSpace(from, to, s) && segmentTouches(from, to, s))
        lineCells.push(c - colOf(from), r - rowOf(from));
    }
  lineCells[at] = (lineCells.length - at - 1) / 2;
  lineStart[lineKey(dc, dr)] = at + 1;
  return at;
}

/** Per rules context, the spaces whose terrain blocks a line: blocking terrain from the Cliff Top inland (L-2). */
const terrainBlockers = new WeakMap<Rules, Uint8Array>();
/** Those of the rules last asked about, kept in front of the WeakMap (one rules context serves a whole run). */
let lastRules: Rules | undefined;
let lastTerrain: Uint8Array = new Uint8Array(0);

function terrainBlocking(R: Rules): Uint8Array {
  if (R === lastRules) return lastTerrain;
  let out = terrainBlockers.get(R);
  if (!out) {
    out = new Uint8Array(SPACES);
    for (let s = CLIFF * COLS; s < SPACES; s++) if (blocksLos(R.map, s)) out[s] = 1;
    terrainBlockers.set(R, out);
  }
  lastRules = R;
  lastTerrain = out;
  return out;
}

/**
 * The spaces a line may not pass for their terrain or a German unit (filled per batch of lines; the Ranger units,
 * one per column, are looked up as the line is walked).
 */
const blockerBuffer = new Uint8Array(SPACES);
/** Valid until the next call and while no unit moves: callers use it at once and never keep it. */
export function sightBlockers(g: CrowbarState, R: Rules): Uint8Array {
  blockerBuffer.set(terrainBlocking(R));
  for (let i = 0; i < g.germans.length; i++) {
    const u = g.germans[i] as German;
    blockerBuffer[u.row * COLS + u.col - 1] = 1;
  }
  return blockerBuffer;
}

/** Whether `from` sees `to` (L-1, L-2); `blockers` is sightBlockers(g, R) of the current state, made if not given. */
export function hasLos(g: CrowbarState, R: Rules, from: number, to: number, blockers?: Uint8Array): boolean {
  if (from === to) return true;
  // Each space taken apart once: the division and remainder were much of the cost of a short line.
  const fc = colOf(from);
  const fr = rowOf(from);
  const dc = colOf(to) - fc;
  const dr = rowOf(to) - fr;
  const tr = fr + dr;
  if (fr < BEACH || tr < BEACH) return false;
  // Beach 4 sees and is seen only by the Cliff Top 5 space of its own column.
  if (fr === BEACH || tr === BEACH)
    return dc === 0 && ((fr === BEACH && tr === CLIFF) || (fr === CLIFF && tr === BEACH));
  return lineClear(g, R, from, fc, fr, dc, dr, blockers);
}

/**
 * Whether FLAK at `from` sees `to`: as any unit inland, and down its own column to the sea as well (L-1). Kept
 * apart from hasLos, so that a first FLAK fire does not throw away hasLos's compiled code.
 */
function flakHasLos(g: CrowbarState, R: Rules, from: number, to: number, blockers?: Uint8Array): boolean {
  if (from === to) return true;
  const fc = colOf(from);
  const fr = rowOf(from);
  const dc = colOf(to) - fc;
  const dr = rowOf(to) - fr;
  if (dc !== 0 && (fr < CLIFF || fr + dr < CLIFF)) return false;
  return lineClear(g, R, from, fc, fr, dc, dr, blockers);
}

/** Whether a line of `dc` columns and `dr` rows from `from` is clear: always next door, at night only so far (L-2). */
function lineClear(
  g: CrowbarState,
  R: Rules,
  from: number,
  fc: number,
  fr: number,
  dc: number,
  dr: number,
  blockers: Uint8Array | undefined,
): boolean {
  const d = Math.max(Math.abs(dc), Math.abs(dr));
  if (d <= 1) return true;
  if (d > R.k['night-los'] && isNight(g, R)) return false;
  const block = blockers ?? sightBlockers(g, R);
  const at = linePath(dc, dr);
  const end = at + 1 + 2 * (lineCells[at] as number);
  for (let i = at + 1; i < end; i += 2) {
    const c = lineCells[i] as number;
    const r = lineCells[i + 1] as number;
    if (block[from + r * COLS + c] === 1) return false;
    const ranger = g.rangers[fc + c - 1];
    if (ranger && ranger.row === fr + r) return false;
  }
  return true;
}

export interface FireBonus {
  readonly commander: boolean;
  readonly heroic: boolean;
  readonly lowAmmo: boolean;
}

/** The eight bonus combinations, made once: weighing or throwing a fire then makes no object for its bonus. */
const BONUSES: FireBonus[] = [];
for (const commander of [false, true])
  for (const heroic of [false, true])
    for (const lowAmmo of [false, true]) BONUSES.push(Object.freeze({ commander, heroic, lowAmmo }));

export function fireBonus(commander: boolean, heroic: boolean, lowAmmo: boolean): FireBonus {
  return BONUSES[(commander ? 4 : 0) + (heroic ? 2 : 0) + (lowAmmo ? 1 : 0)] as FireBonus;
}

/** The inputs of crowbar.open-fire for a Ranger unit's fire at a German unit now: the game's dice and the odds shown. */
export function rangerFireInputs(R: Rules, r: Ranger, target: German, bonus: FireBonus): OpenFireInputs {
  return fillRangerInputs(blankInputs(), R, r, target, bonus);
}

/** Prepared Cover shields a Ranger target only inland (a bunker on the beach side is no cover for it). */
function rangerCovered(R: Rules, target: Ranger): boolean {
  return target.row >= CLIFF && preparedCover(R, sp(target.col, target.row));
}

type FireInputs = { -readonly [K in keyof OpenFireInputs]: OpenFireInputs[K] };

function blankInputs(): FireInputs {
  return {
    firerSp: 0,
    rangeSpaces: 0,
    firerCommander: false,
    firerHeroic: false,
    targetInPreparedCover: false,
    firerShaken: false,
    lowAmmo: false,
    pinningFire: false,
  };
}

function fillRangerInputs(out: FireInputs, R: Rules, r: Ranger, target: German, bonus: FireBonus): FireInputs {
  const to = sp(target.col, target.row);
  out.firerSp = r.sp;
  out.rangeSpaces = dist(sp(r.col, r.row), to);
  out.firerCommander = bonus.commander;
  out.firerHeroic = bonus.heroic;
  out.targetInPreparedCover = preparedCover(R, to);
  out.firerShaken = r.shaken;
  out.lowAmmo = bonus.lowAmmo;
  out.pinningFire = false;
  return out;
}

/** The inputs of crowbar.open-fire for a German unit's fire at a Ranger unit; an MG or FLAK pins on a half hit (L-4). */
function fillGermanInputs(out: FireInputs, R: Rules, u: German, target: Ranger): FireInputs {
  out.firerSp = germanSp(u, R, 'fire');
  out.rangeSpaces = dist(sp(u.col, u.row), sp(target.col, target.row));
  out.firerCommander = false;
  out.firerHeroic = false;
  out.targetInPreparedCover = rangerCovered(R, target);
  out.firerShaken = false;
  out.lowAmmo = false;
  out.pinningFire = u.kind === 'mg' || u.kind === 'flak';
  return out;
}

/**
 * The inputs the dice counts and the fires below fill and read at once (never kept): counting the dice of every
 * possible target, many times a decision, then makes no object (a tenth of what a simulated game allocated).
 */
const scratchInputs = blankInputs();

/** Open Fire! dice (L-3), counted by the procedure crowbar.open-fire from the modifiers in force. */
export function rangerFireDice(g: CrowbarState, R: Rules, r: Ranger, target: German, bonus: FireBonus): number {
  return openFireDice(fillRangerInputs(scratchInputs, R, r, target, bonus), R.mod);
}

export function germanFireDice(g: CrowbarState, R: Rules, u: German, target: Ranger): number {
  return openFireDice(fillGermanInputs(scratchInputs, R, u, target), R.mod);
}

/** The modifiers of a fire, as told: the procedure's own pool. */
function fireModifiers(R: Rules, i: OpenFireInputs): ToldModifier[] {
  return openFirePool(i, R.ctx).modifiers.map((m) => ({ label: m.label, amount: m.amount }));
}

/** Whether a 6 of MG, FLAK or Support Fire pins too (the setting crowbar.pinOnSix, rules note crowbar-pin-on-hit). */
function sixPin(R: Rules): boolean {
  return R.settings['crowbar.pinOnSix'] === 'pins';
}

/** "3 Combat Dice (half of 9 SP, then modifiers)". */
function poolWords(sp: number, n: number): string {
  return `${combatDiceWords(n)} (half of ${sp} SP, then modifiers)`;
}

/** The outcome of one fire in words (L-4). */
function fireWords(res: { hits: number; halves: number; pinned: boolean }, keepHalves: boolean): string {
  const parts = [res.hits ? plural(res.hits, 'hit') : 'no hit'];
  if (res.halves && keepHalves) parts.push('half a hit kept for the end of the fire');
  if (res.pinned) parts.push('Pinned');
  return parts.join(', ');
}

/** The dice of a fire that counted (a pin, a half hit or a hit). */
function fireDecisive(R: Rules, dice: readonly number[]): number[] {
  return indicesOf(dice, (d) => R.ofResult[d] !== 'miss');
}

/** A Ranger unit fires at a German unit; returns the leftover half hit (0 or 1) for the whole fire. */
export function rangerFires(
  g: CrowbarState,
  R: Rules,
  roller: Roller,
  r: Ranger,
  target: German,
  bonus: FireBonus,
): number {
  const inputs = fillRangerInputs(scratchInputs, R, r, target, bonus);
  const n = openFireDice(inputs, R.mod);
  const dice = roller.dice(n);
  noteCombatRoll(g, 'open-fire', 'ranger', dice, r.col);
  const res = readOpenFire(R.ofResult, dice, inputs.pinningFire, sixPin(R));
  if (g.logOn) {
    told(g, {
      text: `${unitName(r, R)} opens fire on the ${germanName(target, R)}: ${poolWords(r.sp, n)}`,
      dice: [toldCombat(dice, roller.typed, undefined, fireDecisive(R, dice))],
      modifiers: fireModifiers(R, inputs),
      outcome: fireWords(res, true),
      source: 'L-3, L-4',
    });
  }
  if (res.pinned) target.pinned = true;
  if (res.hits > 0) hitGerman(g, R, target, res.hits, 'Open Fire!', 'L-4');
  return res.halves;
}

/** A German unit fires at a Ranger unit (Open Fire! or Sweeping MG); returns the leftover half hit (0 or 1) for the whole fire. */
export function germanFires(g: CrowbarState, R: Rules, roller: Roller, u: German, target: Ranger): number {
  const inputs = fillGermanInputs(scratchInputs, R, u, target);
  const n = openFireDice(inputs, R.mod);
  if (n <= 0) return 0;
  const dice = roller.dice(n);
  noteCombatRoll(g, 'german-fire', 'german', dice, target.col);
  const pinning = inputs.pinningFire;
  const res = readOpenFire(R.ofResult, dice, pinning, sixPin(R));
  const atSea = target.row < BEACH;
  if (g.logOn) {
    const markers = u.incoming.length
      ? ` (${plural(u.incoming.length, 'Incoming Fire! marker')} take ${u.incoming.length} off)`
      : '';
    told(g, {
      text: `The ${germanName(u, R)} fires on ${unitName(target, R)}: ${poolWords(inputs.firerSp, n)}${markers}`,
      dice: [toldCombat(dice, roller.typed, undefined, fireDecisive(R, dice))],
      modifiers: fireModifiers(R, inputs),
      outcome: `${fireWords(res, true)}${res.pinned && atSea ? ' (no Pin at sea)' : ''}${pinning && res.halves ? `; an MG or FLAK pins on a 5${sixPin(R) ? ' or a 6' : ''}` : ''}`,
      source: 'L-3, L-4',
    });
  }
  if (res.pinned && !atSea) target.pinned = true;
  if (res.hits > 0)
    hitRanger(g, R, roller, target, res.hits, g.logOn ? `fire of the ${germanCounter(u, R)}` : '', 'L-4');
  return res.halves;
}

/** Support Fire from off the map: `n` dice at a unit, a 5 also pins (O-4). */
export function supportFire(
  g: CrowbarState,
  R: Rules,
  roller: Roller,
  target: { kind: 'ranger'; r: Ranger } | { kind: 'german'; u: German },
  n: number,
  name: string,
): void {
  const dice = roller.dice(n);
  noteCombatRoll(
    g,
    'support-fire',
    target.kind === 'ranger' ? 'german' : 'ranger',
    dice,
    target.kind === 'ranger' ? target.r.col : null,
  );
  const res = readOpenFire(R.ofResult, dice, true, sixPin(R));
  g.logOn &&
    told(g, {
      text: `${name} on ${target.kind === 'ranger' ? unitName(target.r, R) : `the ${germanName(target.u, R)}`}: ${combatDiceWords(n)}`,
      dice: [toldCombat(dice, roller.typed, undefined, fireDecisive(R, dice))],
      outcome: `${fireWords(res, false)}; Support Fire pins on a 5${sixPin(R) ? ' or a 6' : ''}`,
      source: 'O-4, L-4',
    });
  if (target.kind === 'ranger') {
    if (res.pinned && target.r.row >= BEACH) target.r.pinned = true;
    if (res.hits > 0) hitRanger(g, R, roller, target.r, res.hits, name, 'O-4');
  } else {
    if (res.pinned) target.u.pinned = true;
    if (res.hits > 0) hitGerman(g, R, target.u, res.hits, name, 'O-4');
  }
}

/** Rangers a German unit may fire at: its column (all three for Sweeping MG), in LOS, with dice to throw, east to west. */
export function germanTargets(g: CrowbarState, R: Rules, u: German, sweeping: boolean): Ranger[] {
  if (u.pinned) return [];
  const out: Ranger[] = [];
  const cols = sweeping ? [u.col - 1, u.col, u.col + 1] : [u.col];
  const from = sp(u.col, u.row);
  const blockers = sightBlockers(g, R);
  if (u.kind === 'flak') {
    // FLAK: the closest Ranger unit in its column, even at sea (L-1).
    let best: Ranger | null = null;
    for (const r of g.rangers) {
      if (!r || r.col !== u.col) continue;
      if (!best || Math.abs(r.row - u.row) < Math.abs(best.row - u.row)) best = r;
    }
    if (best && flakHasLos(g, R, from, sp(best.col, best.row), blockers) && germanFireDice(g, R, u, best) > 0)
      out.push(best);
    return out;
  }
  for (let i = 0; i < cols.length; i++) {
    const c = cols[i] as number;
    if (c < 1 || c > COLS) continue;
    const r = g.rangers[c - 1];
    if (!r || r.row < BEACH) continue;
    if (!hasLos(g, R, from, sp(r.col, r.row), blockers)) continue;
    if (germanFireDice(g, R, u, r) <= 0) continue;
    out.push(r);
  }
  return out;
}

// ---- N) Incoming Fire! markers ----

/** Reveals the markers on a German unit or lying in a space, applying each (N-2, N-3). */
export function revealIncoming(g: CrowbarState, R: Rules, s: number, by: Ranger, how: 'recon' | 'enter'): void {
  const u = germanAt(g, s);
  const markers: number[] = [];
  if (u) {
    markers.push(...u.incoming);
    u.incoming = [];
  }
  for (let i = g.spaceIncoming.length - 1; i >= 0; i--) {
    const m = g.spaceIncoming[i];
    if (m && m.space === s) {
      markers.push(m.marker);
      removeAt(g.spaceIncoming, i);
    }
  }
  let criticals = 0;
  let hits = 0;
  let pin = false;
  const labels: string[] = [];
  for (const m of markers) {
    const def = R.incomingByKey.get(g.incomingKinds[m] ?? '');
    if (!def) continue;
    labels.push(def.label);
    hits += def.hits;
    if (def.pin) pin = true;
    if (def.critical) criticals++;
    g.incomingPool.push(m);
  }
  if (!markers.length) return;
  if (g.logOn) {
    const effects = [
      u && hits ? plural(hits, 'hit') : '',
      u && pin ? 'Pinned' : '',
      criticals ? plural(criticals, 'Critical Hit') : '',
    ].filter(Boolean);
    const reason =
      how === 'recon' ? `${unitName(by, R)} makes a Recon-in-Force` : `${unitName(by, R)} enters the space`;
    told(g, {
      text: `${reason}: ${plural(markers.length, 'Incoming Fire! marker')} ${u ? `on the ${germanName(u, R)}` : `in ${spaceName(R, s)}`} turned over`,
      outcome: `${labels.join(', ')}${effects.length ? `: ${effects.join(', ')}` : ''}`,
      source: how === 'recon' ? 'K-2a, N-2' : 'J-1, N-2',
    });
  }
  if (u) {
    if (pin) u.pinned = true;
    if (hits > 0) hitGerman(g, R, u, hits, 'Incoming Fire!', 'N-2');
  }
  for (let i = 0; i < criticals; i++) destroyGunMarker(g, R, s);
}

/** A Critical Hit destroys one Possible Gun Location? marker in the space; guns and prizes score (N-3). */
export function destroyGunMarker(g: CrowbarState, R: Rules, s: number): void {
  let m: GunMarker | undefined;
  for (const x of g.guns)
    if (x.space === s) {
      m = x;
      break;
    }
  if (!m) return;
  g.guns.splice(g.guns.indexOf(m), 1);
  const def = R.gunByKey.get(m.kind);
  if (!def) return;
  const scores = def.kind === 'gun' || def.kind === 'fortune';
  if (def.kind === 'gun' || def.kind === 'fortune')
    g.captures.push({
      kind: def.kind,
      day: g.time.day,
      company: R.map.companyOfCol[colOf(s) - 1] ?? null,
      label: `${def.label} (destroyed)`,
    });
  g.logOn &&
    told(g, {
      text: `Critical Hit: a Possible Gun Location? marker in ${spaceName(R, s)} is destroyed`,
      outcome: `${def.label}${scores ? `: it scores as if captured, ${R.vp(`${def.kind}-day${Math.min(3, Math.max(1, g.time.day))}`)} VP` : ''}`,
      source: 'N-3',
    });
}

/** Hasty Fire (K-2d): half SP in dice, each 5-6 puts a hidden marker on the target. */
export function hastyFire(g: CrowbarState, R: Rules, roller: Roller, r: Ranger, target: German): number {
  const dice = roller.dice(hastyFireDice(r.sp));
  noteCombatRoll(g, 'hasty-fire', 'ranger', dice, r.col);
  const min = R.k['hasty-fire-success'];
  let placed = 0;
  for (let i = 0; i < dice.length; i++) {
    if ((dice[i] as number) >= min) {
      const m = drawIncoming(g, roller);
      if (m !== undefined) {
        target.incoming.push(m);
        placed++;
      }
    }
  }
  g.logOn &&
    told(g, {
      text: `${unitName(r, R)} gives Hasty Fire at the ${germanName(target, R)}: ${combatDiceWords(dice.length)} (half its SP)`,
      dice: [
        toldCombat(
          dice,
          roller.typed,
          undefined,
          indicesOf(dice, (d) => d >= min),
        ),
      ],
      outcome: `${placed ? `${plural(placed, 'Incoming Fire! marker')} face down on it` : 'no marker'}${placed < dice.filter((d) => d >= min).length ? ' (the pool ran out)' : ''}`,
      source: 'K-2d',
    });
  return placed;
}

/** Draws one face-down marker at random from the pool (the pool is a bag: order carries no meaning). */
export function drawIncoming(g: CrowbarState, roller: Roller): number | undefined {
  if (!g.incomingPool.length) return undefined;
  const i = roller.int(g.incomingPool.length);
  const m = g.incomingPool[i] as number;
  removeAt(g.incomingPool, i);
  return m;
}

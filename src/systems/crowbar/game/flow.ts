import { apart, BEACH, CLIFF, COLS, LAST_ROW, sp, zoneOfRow } from '../map/grid.ts';
import {
  absTime,
  advanceTime,
  countRoadblocks,
  dragRally,
  eliminateRanger,
  endGame,
  gameOver,
  germanSp,
  hitGerman,
  hitRanger,
  maxSp,
  moveRelief,
  ranger,
  told,
  top,
  germanAt,
  clearStack,
  setRow,
} from './core.ts';
import { movementDice } from './told-dice.ts';
import { companyName, germanCounter, germanName, lcaName, plural, rowName, timeName, unitName } from './words.ts';
import { stepCloseCombat } from './close-combat.ts';
import { drawCard, moveCounterattack, resolveChit, stepAssault } from './chits.ts';
import { moveOne } from './movement.ts';
import { attachTargets, availableCommander, battalionCommander, commanderById, commandersFor } from './commanders.ts';
import { routeRangerChit } from './coop-chits.ts';
import { rollSeatOrder } from './coop.ts';
import { movementDie, noteRoll } from './last-roll.ts';
import type { Roller } from './roller.ts';
import { dieFace, type MoveFace, type Rules } from './rules.ts';
import type { Commander, Company, CrowbarState, DieColor, German, Ranger, Supplies, Task } from './types.ts';
import { COMPANIES } from './types.ts';
import { isGermanTask, settleDecider } from './versus.ts';
import { settleGerman } from './versus-actions.ts';

/** D) Sequence of play and G) the Movement Dice procedure, with E) Sea and F) Beach exceptions. */

/** Runs automatic steps until a decision is due or the game is over; then settles the Roadblock marker (P-6). */
export function run(g: CrowbarState, R: Rules, roller: Roller): void {
  runLoop(g, R, roller);
  // The loop has settled on a decision; it only needs to run again when the marker moved.
  if (!gameOver(g) && checkRoadblockMarker(g, R, roller)) runLoop(g, R, roller);
  settleDecider(g);
}

function runLoop(g: CrowbarState, R: Rules, roller: Roller): void {
  for (let guard = 0; guard < 100000; guard++) {
    if (gameOver(g)) return;
    const t = top(g);
    if (!t) return;
    // The cases in the order a simulated game meets them most: a switch on strings tests them one by one.
    switch (t.k) {
      case 'result':
        stepResult(g, R, roller, t);
        break;
      case 'unit':
        if (!ranger(g, t.col)) {
          endUnitTask(g, t.col);
          break;
        }
        return;
      case 'select':
        if (normalizeSelect(g, R)) break;
        return;
      case 'spend': {
        const r = ranger(g, t.col);
        // The unit is gone, or nothing is left to spend and no free bonus to use: the step ends by itself.
        if (!r || (t.pool <= 0 && r.heroic <= 0 && !availableCommander(g, r, 'attached'))) {
          g.stack.pop();
          break;
        }
        return;
      }
      case 'fire': {
        const first = t.firers[0];
        if (first === undefined) {
          finishFire(g, R, t.halves);
          g.stack.pop();
          break;
        }
        if (!ranger(g, first)) {
          t.firers.shift();
          break;
        }
        return;
      }
      case 'cc':
        stepCloseCombat(g, R, roller);
        break;
      case 'assault':
        stepAssault(g, R, roller);
        break;
      case 'ranger-chit':
        routeRangerChit(g, R);
        break;
      case 'attach':
        if (settleAttach(g, R, t.commander)) break;
        return;
      default:
        // T: a German decision with one option or none is settled without asking.
        if (g.versus && isGermanTask(t) && settleGerman(g, R, roller, t)) break;
        return;
    }
  }
  throw new Error('crowbar: the game loop did not settle');
}

/**
 * The unit's task on top ends, and its activation with it. One function for every place that does it: code that
 * never ran before V8 compiled its caller (a unit lost) is thrown away when it first runs, a call of a function
 * much less often than a property looked up there.
 */
function endUnitTask(g: CrowbarState, col: number): void {
  g.stack.pop();
  endActivation(g, col);
}

/**
 * A commander with no unit to join goes back to the HQ; returns whether the step ended. Kept out of runLoop: a
 * closure there over the loop's task made V8 allocate a context at every turn of the loop (an eighth of what a
 * simulated game allocated).
 */
function settleAttach(g: CrowbarState, R: Rules, commander: string): boolean {
  const c = commanderById(g, commander);
  if (c && attachTargets(g, c).length) return false;
  if (c) c.returnAt = absTime(g, R) + 1;
  g.stack.pop();
  return true;
}

/** Leftover half hits of one whole fire make whole hits at its end (L-5). */
function finishFire(g: CrowbarState, R: Rules, halves: Record<string, number>): void {
  // The German units in ascending ids (the order of the record's keys: units are listed as placed, ids counting
  // up), without making the list of its keys; a unit eliminated here leaves the list, and the next takes its place.
  for (let i = 0; i < g.germans.length;) {
    const u = g.germans[i];
    if (!u) break;
    const n = halves[u.id] ?? 0;
    const hits = Math.floor(n / 2);
    if (hits > 0) {
      g.logOn &&
        told(g, {
          text: `The half hits left on ${germanName(u, R)} add up`,
          outcome: `${n} half hits make ${plural(hits, 'hit')}`,
          source: 'L-5',
        });
      hitGerman(g, R, u, hits, 'half hits of the whole fire', 'L-5');
    }
    if (i < g.germans.length && g.germans[i] === u) i++;
  }
}

/** P-6: a third unit on a Company's Roadblock pulls the Counterattack marker back; losing it pushes it on. */
const roadblockScratch: Record<Company, number> = { easy: 0, dog: 0, fox: 0 };

/** Returns whether anything changed. */
function checkRoadblockMarker(g: CrowbarState, R: Rules, roller: Roller): boolean {
  if (g.phase !== 'play' && g.phase !== 'end-turn') return false;
  const third = R.k['roadblock-third'];
  const pulled = g.roadblockPulled;
  // Nothing can change while no Company is or could be strong: the units then need no look.
  const most = g.onHighway;
  if (most.easy < third && most.dog < third && most.fox < third && !pulled.easy && !pulled.dog && !pulled.fox)
    return false;
  const counts = countRoadblocks(g, R, roadblockScratch);
  // Read the three Companies by name (in the order of COMPANIES): a lookup by a variable key is slow here.
  const easy = counts.easy >= third;
  const dog = counts.dog >= third;
  const fox = counts.fox >= third;
  if (easy === pulled.easy && dog === pulled.dog && fox === pulled.fox) return false;
  settleRoadblock(g, R, roller, 'easy', easy);
  settleRoadblock(g, R, roller, 'dog', dog);
  settleRoadblock(g, R, roller, 'fox', fox);
  return true;
}

function settleRoadblock(g: CrowbarState, R: Rules, roller: Roller, c: Company, strong: boolean): void {
  if (strong && !g.roadblockPulled[c]) {
    g.roadblockPulled[c] = true;
    if (g.ca.number <= R.track.counterattacks) {
      g.ca.pos = Math.max(0, g.ca.pos - 1);
      g.logOn &&
        told(g, {
          text: `${companyName(c)} Company holds its Roadblock with a third unit`,
          outcome: `German Counterattack marker back one space, to ${g.ca.pos}`,
          source: 'P-6',
        });
    }
  } else if (!strong && g.roadblockPulled[c]) {
    g.roadblockPulled[c] = false;
    g.logOn &&
      told(g, {
        text: `${companyName(c)} Company's Roadblock is down to two units or fewer`,
        outcome: 'German Counterattack marker forward one space',
        source: 'P-6',
      });
    moveCounterattack(g, R, roller, 1);
  }
}

// ---- Selecting Companies and units (D-1, D-2, D-6, D-8) ----

export function unactivated(g: CrowbarState, cols?: readonly number[]): Ranger[] {
  const out: Ranger[] = [];
  for (let i = 0; i < g.rangers.length; i++) {
    const r = g.rangers[i];
    if (r && !r.activated && (!cols || cols.includes(r.col))) out.push(r);
  }
  return out;
}

export function seatCols(g: CrowbarState): number[] | undefined {
  if (!g.seats.length) return undefined;
  return g.seats[g.seatTurn % g.seats.length]?.cols;
}

/** Housekeeping before the select decision; returns true when it changed the stack. */
function anyUnactivated(g: CrowbarState, company?: Company): boolean {
  for (let i = 0; i < g.rangers.length; i++) {
    const r = g.rangers[i];
    if (r && !r.activated && (!company || r.company === company)) return true;
  }
  return false;
}

function normalizeSelect(g: CrowbarState, R: Rules): boolean {
  if (g.phase !== 'play') return false;
  // Solitaire, the usual case: a unit of the active Company still to go settles it in one scan.
  if (!g.seats.length && g.activeCompany && anyUnactivated(g, g.activeCompany)) return false;
  if (!anyUnactivated(g)) {
    startEndTurn(g, R);
    return true;
  }
  if (g.seats.length) {
    // Co-op: skip seats with nothing left to activate (R-4).
    for (let i = 0; i < g.seats.length && !unactivated(g, seatCols(g)).length; i++) g.seatTurn++;
    return false;
  }
  if (g.activeCompany && !anyUnactivated(g, g.activeCompany)) {
    g.companiesDone.push(g.activeCompany);
    g.activeCompany = null;
  }
  return false;
}

/** Whether a Company may be picked next: not done this turn, with a unit still to activate (D-2). */
export function companySelectable(g: CrowbarState, c: Company): boolean {
  return !g.companiesDone.includes(c) && anyUnactivated(g, c);
}

export function selectableCompanies(g: CrowbarState): Company[] {
  const out: Company[] = [];
  for (const c of COMPANIES) if (companySelectable(g, c)) out.push(c);
  return out;
}

/**
 * Empties the dice of the activation in place, item by item: optimized code then keeps each array's room for the
 * next activation's dice (new arrays, or a length set to 0, gave it back and the next die allocated it again:
 * about a tenth of what a simulated game allocated).
 */
function forgetDice(g: CrowbarState): void {
  while (g.rolled.length) g.rolled.pop();
  while (g.rolledFaces.length) g.rolledFaces.pop();
}

type UnitTask = Extract<Task, { k: 'unit' }>;

/**
 * The decision of each column's activated unit, by column (1-12), made once, frozen, and put on the stack each
 * time: a unit task is never changed (its type says so), and apply copies the stack with the state.
 */
const UNIT_TASK: readonly UnitTask[] = unitTasks();

function unitTasks(): UnitTask[] {
  const out: UnitTask[] = [];
  for (let col = 0; col <= COLS; col++) out.push(Object.freeze({ k: 'unit', col }));
  return out;
}

function unitTask(col: number): UnitTask {
  return UNIT_TASK[col] ?? { k: 'unit', col };
}

export function beginActivation(g: CrowbarState, R: Rules, col: number): void {
  const r = ranger(g, col);
  if (!r) return;
  g.activeCol = col;
  forgetDice(g);
  g.saved = 0;
  g.lastStop = false;
  if (!g.seats.length) g.activeCompany = r.company;
  g.logOn && told(g, { text: `${unitName(r, R)} is activated in ${rowName(R, r.row)}`, source: 'D-2' });
  g.stack.push(unitTask(col));
}

export function endActivation(g: CrowbarState, col: number): void {
  const r = ranger(g, col);
  if (r) r.activated = true;
  if (g.activeCol === col) {
    g.activeCol = null;
    forgetDice(g);
    g.saved = 0;
  }
  if (g.seats.length) g.seatTurn++;
}

// ---- Consolidate (G-4) ----

export type ConsolidateOption = 'markers' | 'rally' | 'recover' | 'fallback' | 'hq';

export interface ConsolidateChoice {
  readonly option: ConsolidateOption;
  readonly row?: number;
}

// Each choice is made once and handed out every time (callers only read them): the policy lists them at every
// unit decision.
const MARKERS: ConsolidateChoice = { option: 'markers' };
const RALLY: ConsolidateChoice = { option: 'rally' };
const RECOVER: ConsolidateChoice = { option: 'recover' };
const HQ: ConsolidateChoice = { option: 'hq' };
const FALLBACK: readonly ConsolidateChoice[] = fallbacks();

function fallbacks(): ConsolidateChoice[] {
  const out: ConsolidateChoice[] = [];
  for (let row = 0; row <= LAST_ROW; row++) out.push({ option: 'fallback', row });
  return out;
}

export function consolidateOptions(g: CrowbarState, R: Rules, r: Ranger): ConsolidateChoice[] {
  if (r.row < CLIFF || g.lastStop) return [];
  const out: ConsolidateChoice[] = [];
  if (r.shaken || r.pinned) out.push(MARKERS);
  if (r.rally < r.row) out.push(RALLY);
  const cap = r.kia ? Math.min(R.k['kia-cap'], maxSp(r, R)) : maxSp(r, R);
  if (r.rally === r.row && r.sp < cap) out.push(RECOVER);
  for (let row = CLIFF; row < r.row; row++) {
    const back = FALLBACK[row];
    if (back && !germanAt(g, sp(r.col, row))) out.push(back);
  }
  const rudder = battalionCommander(g);
  // In co-op only the seat whose unit carries Rudder may set up the HQ (R-7).
  if (
    g.hq === null &&
    rudder &&
    rudder.col !== null &&
    rudder.returnAt === null &&
    (!g.seats.length || !!seatCols(g)?.includes(rudder.col))
  )
    out.push(HQ);
  if (!out.length) out.push(RALLY);
  return out;
}

export function consolidate(g: CrowbarState, R: Rules, r: Ranger, option: ConsolidateOption, row?: number): void {
  const before = g.logOn ? unitName(r, R) : '';
  const sp0 = r.sp;
  switch (option) {
    case 'markers':
      r.shaken = false;
      r.pinned = false;
      break;
    case 'rally':
      r.rally = r.row;
      break;
    case 'recover': {
      const cap = r.kia ? Math.min(R.k['kia-cap'], maxSp(r, R)) : maxSp(r, R);
      r.sp = Math.min(cap, r.sp + R.k['recover-sp']);
      break;
    }
    case 'fallback':
      if (row !== undefined) {
        setRow(g, R, r, row);
        dragRally(r);
      }
      break;
    case 'hq':
      g.hq = sp(r.col, r.row);
      break;
  }
  g.logOn &&
    told(g, {
      text: `${before} consolidates: ${consolidateWords(R, r, option, sp0)}`,
      source: CONSOLIDATE_SOURCE[option],
    });
  g.stack.pop();
  endActivation(g, r.col);
}

const CONSOLIDATE_SOURCE: Readonly<Record<ConsolidateOption, string>> = {
  markers: 'G-4a',
  rally: 'G-4b',
  recover: 'G-4c',
  fallback: 'G-4d',
  hq: 'G-4e',
};

/** What a Consolidation did, in words (after it was done). */
function consolidateWords(R: Rules, r: Ranger, option: ConsolidateOption, sp0: number): string {
  switch (option) {
    case 'markers':
      return 'Shaken and Pinned markers removed';
    case 'rally':
      return `its Rally Point comes up to ${rowName(R, r.rally)}`;
    case 'recover': {
      const capped = r.kia && r.sp === R.k['kia-cap'] && r.sp - sp0 < R.k['recover-sp'];
      return `recovers ${r.sp - sp0} SP, now ${r.sp} SP${capped ? ` (no more than ${R.k['kia-cap']} after its KIA casualties)` : ''}`;
    }
    case 'fallback':
      return `falls back to ${rowName(R, r.row)}`;
    case 'hq':
      return `Rudder's HQ is established in ${rowName(R, r.row)}`;
  }
}

// ---- Press Forward (G-5, G-8) ----

export function rerollOptions(g: CrowbarState, r: Ranger): { commanders: string[]; heroic: boolean } {
  const commanders: string[] = [];
  for (const c of commandersFor(g, r, 'near')) commanders.push(c.id);
  return { commanders, heroic: r.heroic > 0 };
}

export function rollDie(g: CrowbarState, R: Rules, roller: Roller, col: number, die: DieColor): void {
  const r = ranger(g, col);
  if (!r) return;
  g.stack.pop(); // the 'unit' decision
  g.rolled.push(die);
  const face = roller.die(6);
  g.rolledFaces.push(face);
  noteRoll(g, 'movement', movementDie(die, face), col);
  g.logOn &&
    told(g, {
      text: `${unitName(r, R)} presses forward with the ${die} Movement Die`,
      dice: [movementDice(R, die, face, roller.typed)],
      source: 'G-5, G-7',
    });
  offerReroll(g, R, r, die, face);
}

export function offerReroll(g: CrowbarState, R: Rules, r: Ranger, die: DieColor, face: number): void {
  if (r.heroic > 0 || availableCommander(g, r, 'near')) g.stack.push({ k: 'reroll', col: r.col, die, face });
  else g.stack.push({ k: 'result', col: r.col, die, face, step: 0, stop: false, ended: false });
}

// ---- Applying a die (G-5 order: hits, advances, combat, chit, card) ----

/** Variable Hits at sea in Sea 2 or 3 go on the LCA (E-3b): it is damaged, or sinks when already damaged. */
export const LCA_DAMAGED = -1;
export const LCA_SINKS = -2;

/** Whether a German unit makes Variable Hits worse: un-Pinned, at least 1 SP, within reach (G-7c). */
function variableThreat(R: Rules, r: Ranger, u: German): boolean {
  // The distance first: most units are out of reach, and their SP (a lookup of their type) need not be read.
  return !u.pinned && apart(u, r) <= R.k['variable-range'] && germanSp(u, R, 'fire') >= 1;
}

/** The hits a threatening unit's kind deals at `d` spaces from the Rally Point (G-7c). */
function variableBy(R: Rules, u: German, d: number): number {
  return u.kind === 'mg' || u.kind === 'flak'
    ? Math.ceil(d / R.k['mg-divisor'])
    : Math.ceil(d / R.k['infantry-divisor']);
}

/** Inland Variable Hits: the worst of the threatening units, at least the minimum (G-7c). */
function variableHits(g: CrowbarState, R: Rules, r: Ranger): number {
  const d = Math.abs(r.row - r.rally);
  let worst = R.k['variable-min'];
  for (let i = 0; i < g.germans.length; i++) {
    const u = g.germans[i] as German;
    if (!variableThreat(R, r, u)) continue;
    const hits = variableBy(R, u, d);
    if (hits > worst) worst = hits;
  }
  return worst;
}

/**
 * What a Variable Hits result does to the unit where it stands: hits on the Ranger unit, or at sea in Sea 2 or
 * Sea 3 LCA_DAMAGED / LCA_SINKS (E-3b, F-3a, G-7c). The reducer and the odds before a die (outlook.ts) both ask.
 */
export function variableResult(g: CrowbarState, R: Rules, r: Ranger): number {
  const zone = zoneOfRow(r.row);
  if (zone === 'sea') return r.row <= 1 ? R.k['sea-variable-hits'] : r.lca === 'ok' ? LCA_DAMAGED : LCA_SINKS;
  if (zone === 'beach') return R.k['beach-variable-hits'];
  return variableHits(g, R, r);
}

/** Why Variable Hits came to so many inland, in words: the worst threatening unit and the Rally Point (G-7c). */
function variableWhy(g: CrowbarState, R: Rules, r: Ranger): string {
  const d = Math.abs(r.row - r.rally);
  let worst: German | undefined;
  for (const u of g.germans)
    if (variableThreat(R, r, u) && (!worst || variableBy(R, u, d) > variableBy(R, worst, d))) worst = u;
  if (!worst) return `Variable Hits: no un-Pinned German unit within ${R.k['variable-range']} spaces`;
  return `Variable Hits: ${germanCounter(worst, R)} within ${R.k['variable-range']} spaces, Rally Point ${plural(d, 'space')} away`;
}

/**
 * Hits a Rout deals (G-7i, F-3b): inland the spaces to the Rally Point (at least 1); on the beach, only when
 * already Shaken; none at sea (E-3c). `shakenBefore`: whether the unit was Shaken before this die.
 */
export function routHits(R: Rules, r: Ranger, shakenBefore: boolean): number {
  const zone = zoneOfRow(r.row);
  if (zone === 'sea') return 0;
  if (zone === 'beach') return shakenBefore ? R.k['beach-rout-hits'] : 0;
  return Math.max(1, Math.abs(r.row - r.rally));
}

type ResultTask = Extract<Task, { k: 'result' }>;

/** Runs the steps of the die on top until one leaves another task above it, or the die is done. */
function stepResult(g: CrowbarState, R: Rules, roller: Roller, t: ResultTask): void {
  const f = dieFace(R, t.die, t.face);
  do {
    const r = ranger(g, t.col);
    if (!r || !f) {
      endUnitTask(g, t.col);
      return;
    }
    resultStep(g, R, roller, t, r, f);
  } while (!gameOver(g) && top(g) === t);
}

function resultStep(g: CrowbarState, R: Rules, roller: Roller, t: ResultTask, r: Ranger, f: MoveFace): void {
  // One function per step, so each compiles small.
  switch (t.step) {
    case 0:
      return resultHits(g, R, roller, t, r, f);
    case 1:
      return resultMorale(g, R, roller, t, r, f, zoneOfRow(r.row));
    case 2:
      return resultAdvances(g, R, roller, t, r, f, zoneOfRow(r.row));
    case 3:
      return resultChit(g, R, roller, t, f);
    case 4:
      return resultCard(g, R, roller, t, f);
    default:
      return resultEnd(g, R, t, f);
  }
}

/** Step 0 of a die: its hits and Variable Hits (sea, beach and inland readings). */
function resultHits(g: CrowbarState, R: Rules, roller: Roller, t: ResultTask, r: Ranger, f: MoveFace): void {
  t.step = 1;
  let dead = false;
  if (f.hits > 0) dead = hitRanger(g, R, roller, r, f.hits, g.logOn ? `${f.label} on the ${t.die} die` : '', 'G-7b');
  if (!dead && f.variable) {
    const v = variableResult(g, R, r);
    if (v === LCA_DAMAGED) {
      r.lca = 'damaged';
      g.logOn &&
        told(g, {
          text: `Variable Hits in ${rowName(R, r.row)}: the landing craft ${lcaName(r, R)} is hit`,
          outcome: 'damaged (no J-Projector launch now)',
          source: 'E-3b',
        });
    } else if (v === LCA_SINKS) {
      g.logOn &&
        told(g, {
          text: `Variable Hits in ${rowName(R, r.row)}: the damaged landing craft ${lcaName(r, R)} is hit again`,
          outcome: 'it sinks with its Rangers',
          source: 'E-3b',
        });
      eliminateRanger(g, R, roller, r);
      dead = true;
    } else {
      const zone = zoneOfRow(r.row);
      const why =
        zone === 'sea'
          ? 'Variable Hits at sea in Start or Sea 1'
          : zone === 'beach'
            ? 'Variable Hits on the beach'
            : g.logOn
              ? variableWhy(g, R, r)
              : '';
      dead = hitRanger(g, R, roller, r, v, why, zone === 'sea' ? 'E-3b' : zone === 'beach' ? 'F-3a' : 'G-7c');
    }
  }
  if (dead) {
    endUnitTask(g, t.col);
  }
}

/** Step 1: Shaken and Rout. */
function resultMorale(
  g: CrowbarState,
  R: Rules,
  roller: Roller,
  t: ResultTask,
  r: Ranger,
  f: MoveFace,
  zone: 'sea' | 'beach' | 'inland',
): void {
  t.step = 2;
  let rout = f.rout;
  const shakenBefore = r.shaken;
  if (f.shaken) {
    if (!r.shaken) {
      r.shaken = true;
      g.logOn && told(g, { text: `${unitName(r, R)} is Shaken`, outcome: 'it may go on rolling', source: 'G-7h' });
    } else {
      rout = true;
      g.logOn && told(g, { text: `${unitName(r, R)} is already Shaken`, outcome: 'it Routs instead', source: 'G-7h' });
    }
  }
  if (!rout) return;
  t.stop = true;
  if (zone === 'sea') {
    if (!r.shaken) {
      r.shaken = true;
      g.logOn &&
        told(g, {
          text: `Rout at sea: the landing craft ${lcaName(r, R)} loses its way`,
          outcome: 'Shaken, and it stops',
          source: 'E-3c',
        });
    } else {
      setRow(g, R, r, 0);
      g.logOn &&
        told(g, {
          text: `Rout at sea: the Shaken landing craft ${lcaName(r, R)} turns back`,
          outcome: 'back to Start, and it stops',
          source: 'E-3c',
        });
    }
    return;
  }
  const hits = routHits(R, r, shakenBefore);
  if (zone === 'beach' && !r.shaken) {
    r.shaken = true;
    g.logOn &&
      told(g, { text: `Rout on the beach: ${unitName(r, R)}`, outcome: 'Shaken, and it stops', source: 'F-3b' });
    return;
  }
  const before = g.logOn ? unitName(r, R) : '';
  if (hitRanger(g, R, roller, r, hits, null, zone === 'beach' ? 'F-3b' : 'G-7i')) {
    endUnitTask(g, t.col);
    return;
  }
  if (zone === 'beach') {
    g.logOn &&
      told(g, {
        text: `Rout on the beach: ${before} is already Shaken`,
        outcome: `${plural(hits, 'hit')}, down to ${r.sp} SP, and it stops`,
        source: 'F-3b',
      });
    return;
  }
  r.shaken = true;
  setRow(g, R, r, Math.max(CLIFF, r.rally));
  g.logOn &&
    told(g, {
      text: `${before} Routs, ${plural(hits, 'space')} from its Rally Point`,
      outcome: `${plural(hits, 'hit')}, down to ${r.sp} SP; Shaken, back to its Rally Point in ${rowName(R, r.row)}, and it stops`,
      source: 'G-7i',
    });
}

/** Step 2: Advances, to spend (or sailed at once at sea). */
function resultAdvances(
  g: CrowbarState,
  R: Rules,
  roller: Roller,
  t: ResultTask,
  r: Ranger,
  f: MoveFace,
  zone: 'sea' | 'beach' | 'inland',
): void {
  t.step = 3;
  if (f.advance <= 0) return;
  if (zone === 'sea') {
    let left = f.advance;
    while (left > 0 && r.row < BEACH && g.rangers[r.col - 1] === r) {
      left--;
      const res = moveOne(g, R, roller, r, 'forward');
      if (res === 'landed') {
        if (R.settings['crowbar.landingContinues'] === false) {
          t.stop = true;
          t.ended = true;
          left = 0;
        }
        break;
      }
    }
    if (left > 0 && r.row === BEACH && g.rangers[r.col - 1] === r)
      g.stack.push({ k: 'spend', col: r.col, pool: left, movementOnly: false, spentAny: false });
    return;
  }
  g.stack.push({ k: 'spend', col: r.col, pool: g.saved + f.advance, movementOnly: false, spentAny: false });
  g.saved = 0;
}

/** Step 3: the Event Chit. */
function resultChit(g: CrowbarState, R: Rules, roller: Roller, t: ResultTask, f: MoveFace): void {
  t.step = 4;
  if (f.chit !== 'none') resolveChit(g, R, roller, f.chit);
}

/** Step 4: the Event Card. */
function resultCard(g: CrowbarState, R: Rules, roller: Roller, t: ResultTask, f: MoveFace): void {
  t.step = 5;
  if (f.card) drawCard(g, R, roller);
}

/** Last: Stop, an exhausted activation, or back to the unit for its next die. */
function resultEnd(g: CrowbarState, R: Rules, t: ResultTask, f: MoveFace): void {
  g.stack.pop();
  const still = ranger(g, t.col);
  if (!still) {
    endActivation(g, t.col);
    return;
  }
  if (t.stop || f.stop) {
    g.lastStop = true;
    if (!t.ended)
      g.logOn &&
        told(g, {
          text: `${unitName(still, R)} stops`,
          outcome: 'its activation is over; saved Advances are lost',
          source: 'G-7f',
        });
    endActivation(g, t.col);
    return;
  }
  if (g.rolled.length >= 4) {
    g.logOn &&
      told(g, {
        text: `${unitName(still, R)} has rolled all four dice without a Stop`,
        outcome: still.shaken ? 'exhausted activation: its Shaken marker comes off' : 'exhausted activation',
        source: 'G-9',
      });
    still.shaken = false;
    endActivation(g, t.col);
    return;
  }
  g.stack.push(unitTask(t.col));
}

// ---- End of the Player Turn (D-8) ----

export function startEndTurn(g: CrowbarState, R: Rules): void {
  clearStack(g);
  g.phase = 'end-turn';
  g.logOn &&
    told(g, {
      text: `End of turn ${g.turn}: the Time Increment marker moves up one`,
      outcome: 'Rally Points and Supplies face up again, German Pinned markers removed',
      source: 'D-8',
    });
  advanceTime(g, R, 1);
  if (gameOver(g)) return;
  for (let i = 0; i < g.rangers.length; i++) {
    const r = g.rangers[i];
    if (r) r.activated = false;
  }
  for (let i = 0; i < g.supplies.length; i++) (g.supplies[i] as Supplies).used = false;
  for (let i = 0; i < g.germans.length; i++) (g.germans[i] as German).pinned = false;
  g.stack.push({ k: 'end-turn' });
}

export function rudderReliefAvailable(g: CrowbarState): boolean {
  const rudder = battalionCommander(g);
  return !!rudder && !rudder.used && rudder.returnAt === null && rudder.col !== null && g.phase === 'end-turn';
}

export function finishEndTurn(g: CrowbarState, R: Rules, roller: Roller): void {
  if ((g.mode === 'coop3' || g.mode === 'coop2') && rudderReliefAvailable(g)) {
    g.logOn &&
      told(g, { text: 'Lt. Col. Rudder was not used this turn: the players move the Relief Column', source: 'R-6' });
    moveRelief(g, R, 1);
    if (gameOver(g)) return;
  }
  for (let i = 0; i < g.commanders.length; i++) (g.commanders[i] as Commander).used = false;
  g.turn += 1;
  if (g.turn > R.k['game-turn-limit']) {
    endGame(g, R, 'turn-limit');
    return;
  }
  g.phase = 'play';
  // Emptied in place: a fresh [] is a list of small integers to V8 until a Company goes in (see emptyList).
  g.companiesDone.length = 0;
  g.activeCompany = null;
  clearStack(g);
  g.stack.push({ k: 'select' });
  g.logOn && told(g, { text: `Turn ${g.turn} begins`, outcome: timeName(g.time.day, g.time.inc), source: 'D' });
  if (g.seats.length) rollSeatOrder(g, R, roller);
}

import { BEACH, CLIFF, sp, zoneOfRow } from './map.ts';
import { absTime, advanceTime, countRoadblocks, dragRally, eliminateRanger, endGame, gameOver, germanById, germanSp, hitGerman, hitRanger, log, maxSp, moveRelief, ranger, top, unitName, germanAt } from './core.ts';
import { stepCloseCombat } from './close-combat.ts';
import { drawCard, moveCounterattack, resolveChit, stepAssault } from './chits.ts';
import { moveOne } from './movement.ts';
import { attachTargets, availableCommander, battalionCommander, commandersFor } from './commanders.ts';
import { routeRangerChit } from './coop-chits.ts';
import { combatDice, movementDie, noteRoll } from './last-roll.ts';
import type { Roller } from './roller.ts';
import { dieFace, type MoveFace, type Rules } from './rules.ts';
import type { Company, CrowbarState, DieColor, Ranger, Task } from './types.ts';
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
    switch (t.k) {
      case 'result':
        stepResult(g, R, roller);
        while (top(g) === t && !gameOver(g)) stepResult(g, R, roller);
        break;
      case 'cc':
        stepCloseCombat(g, R, roller);
        break;
      case 'assault':
        stepAssault(g, R, roller);
        break;
      case 'ranger-chit':
        routeRangerChit(g, R);
        break;
      case 'select':
        if (normalizeSelect(g, R, roller)) break;
        return;
      case 'unit':
        if (!ranger(g, t.col)) {
          g.stack.pop();
          endActivation(g, t.col);
          break;
        }
        return;
      case 'spend': {
        const r = ranger(g, t.col);
        if (!r) {
          g.stack.pop();
          break;
        }
        // Nothing left to spend and no free bonus to use: the step ends by itself.
        if (t.pool <= 0 && r.heroic <= 0 && !availableCommander(g, r, 'attached')) {
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
      case 'attach': {
        const c = g.commanders.find((x) => x.id === t.commander);
        if (!c || !attachTargets(g, c).length) {
          if (c) c.returnAt = absTime(g, R) + 1;
          g.stack.pop();
          break;
        }
        return;
      }
      default:
        // T: a German decision with one option or none is settled without asking.
        if (g.versus && isGermanTask(t) && settleGerman(g, R, roller, t)) break;
        return;
    }
  }
  throw new Error('crowbar: the game loop did not settle');
}

/** Leftover half hits of one whole fire make whole hits at its end (L-5). */
function finishFire(g: CrowbarState, R: Rules, halves: Record<string, number>): void {
  // for-in visits the whole-number keys in the same ascending order as Object.entries, without the pairs.
  for (const id in halves) {
    const n = halves[id] ?? 0;
    const u = germanById(g, Number(id));
    const hits = Math.floor(n / 2);
    if (u && hits > 0) {
      g.logOn && log(g, `Leftover half hits combine into ${hits} hit(s)`);
      hitGerman(g, R, u, hits, 'Open Fire!');
    }
  }
}

/** P-6: a third unit on a Company's Roadblock pulls the Counterattack marker back; losing it pushes it on. */
const roadblockScratch: Record<Company, number> = { easy: 0, dog: 0, fox: 0 };

/** Returns whether anything changed. */
function checkRoadblockMarker(g: CrowbarState, R: Rules, roller: Roller): boolean {
  if (g.phase !== 'play' && g.phase !== 'end-turn') return false;
  const hw = R.k['highway-row'];
  const third = R.k['roadblock-third'];
  const pulled = g.roadblockPulled;
  let onHighway = 0;
  for (const r of g.rangers) if (r && r.row === hw) onHighway++;
  if (onHighway < third && !pulled.easy && !pulled.dog && !pulled.fox) return false;
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
      g.logOn && log(g, `${c} Company holds its Roadblock in strength: Counterattack marker back one space`);
    }
  } else if (!strong && g.roadblockPulled[c]) {
    g.roadblockPulled[c] = false;
    g.logOn && log(g, `${c} Company's Roadblock weakens: Counterattack marker forward one space`);
    moveCounterattack(g, R, roller, 1);
  }
}

// ---- Selecting Companies and units (D-1, D-2, D-6, D-8) ----

export function unactivated(g: CrowbarState, cols?: readonly number[]): Ranger[] {
  const out: Ranger[] = [];
  for (const r of g.rangers) if (r && !r.activated && (!cols || cols.includes(r.col))) out.push(r);
  return out;
}

export function seatCols(g: CrowbarState): number[] | undefined {
  if (!g.seats.length) return undefined;
  return g.seats[g.seatTurn % g.seats.length]?.cols;
}

/** Housekeeping before the select decision; returns true when it changed the stack. */
function anyUnactivated(g: CrowbarState, company?: Company): boolean {
  for (const r of g.rangers) if (r && !r.activated && (!company || r.company === company)) return true;
  return false;
}

function normalizeSelect(g: CrowbarState, R: Rules, roller: Roller): boolean {
  if (g.phase !== 'play') return false;
  // Solitaire, the usual case: a unit of the active Company still to go settles it in one scan.
  if (!g.seats.length && g.activeCompany && anyUnactivated(g, g.activeCompany)) return false;
  if (!anyUnactivated(g)) {
    startEndTurn(g, R, roller);
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

export function beginActivation(g: CrowbarState, R: Rules, col: number): void {
  const r = ranger(g, col);
  if (!r) return;
  g.activeCol = col;
  g.rolled = [];
  g.rolledFaces = [];
  g.saved = 0;
  g.lastStop = false;
  if (!g.seats.length) g.activeCompany = r.company;
  g.logOn && log(g, `Activating ${unitName(r, R)}`);
  g.stack.push({ k: 'unit', col });
}

export function endActivation(g: CrowbarState, col: number): void {
  const r = ranger(g, col);
  if (r) r.activated = true;
  if (g.activeCol === col) {
    g.activeCol = null;
    g.rolled = [];
    g.rolledFaces = [];
    g.saved = 0;
  }
  if (g.seats.length) g.seatTurn++;
}

// ---- Consolidate (G-4) ----

export type ConsolidateOption = 'markers' | 'rally' | 'recover' | 'fallback' | 'hq';

export function consolidateOptions(g: CrowbarState, R: Rules, r: Ranger): { option: ConsolidateOption; row?: number }[] {
  if (r.row < CLIFF || g.lastStop) return [];
  const out: { option: ConsolidateOption; row?: number }[] = [];
  if (r.shaken || r.pinned) out.push({ option: 'markers' });
  if (r.rally < r.row) out.push({ option: 'rally' });
  const cap = r.kia ? Math.min(R.k['kia-cap'], maxSp(r, R)) : maxSp(r, R);
  if (r.rally === r.row && r.sp < cap) out.push({ option: 'recover' });
  for (let row = CLIFF; row < r.row; row++) if (!germanAt(g, sp(r.col, row))) out.push({ option: 'fallback', row });
  const rudder = battalionCommander(g);
  // In co-op only the seat whose unit carries Rudder may set up the HQ (R-7).
  if (g.hq === null && rudder && rudder.col !== null && rudder.returnAt === null && (!g.seats.length || !!seatCols(g)?.includes(rudder.col))) out.push({ option: 'hq' });
  if (!out.length) out.push({ option: 'rally' });
  return out;
}

export function consolidate(g: CrowbarState, R: Rules, r: Ranger, option: ConsolidateOption, row?: number): void {
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
        r.row = row;
        dragRally(r);
      }
      break;
    case 'hq':
      g.hq = sp(r.col, r.row);
      break;
  }
  g.logOn && log(g, `${unitName(r, R)} consolidates (${option}${row !== undefined ? ` to ${R.map.rowLabel[row]}` : ''})`);
  g.stack.pop();
  endActivation(g, r.col);
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
  offerReroll(g, R, r, die, face);
}

export function offerReroll(g: CrowbarState, R: Rules, r: Ranger, die: DieColor, face: number): void {
  const f = dieFace(R, die, face);
  g.logOn && log(g, `${die} die: ${f?.label ?? face}`);
  if (r.heroic > 0 || availableCommander(g, r, 'near')) g.stack.push({ k: 'reroll', col: r.col, die, face });
  else g.stack.push({ k: 'result', col: r.col, die, face, step: 0, stop: false, ended: false });
}

// ---- Applying a die (G-5 order: hits, advances, combat, chit, card) ----

function variableHits(g: CrowbarState, R: Rules, r: Ranger): number {
  const reach = R.k['variable-range'];
  const d = Math.abs(r.row - r.rally);
  let worst = R.k['variable-min'];
  for (const u of g.germans) {
    if (u.pinned || germanSp(u, R, 'fire') < 1) continue;
    if (Math.max(Math.abs(u.col - r.col), Math.abs(u.row - r.row)) > reach) continue;
    const hits = u.kind === 'mg' || u.kind === 'flak' ? Math.ceil(d / R.k['mg-divisor']) : Math.ceil(d / R.k['infantry-divisor']);
    if (hits > worst) worst = hits;
  }
  return Math.max(R.k['variable-min'], worst);
}

function stepResult(g: CrowbarState, R: Rules, roller: Roller): void {
  const t = top(g);
  if (!t || t.k !== 'result') return;
  const r = ranger(g, t.col);
  const f = dieFace(R, t.die, t.face);
  if (!r || !f) {
    g.stack.pop();
    endActivation(g, t.col);
    return;
  }
  const zone = zoneOfRow(r.row);
  // One function per step, so each compiles small.
  switch (t.step) {
    case 0:
      return resultHits(g, R, roller, t, r, f, zone);
    case 1:
      return resultMorale(g, R, roller, t, r, f, zone);
    case 2:
      return resultAdvances(g, R, roller, t, r, f, zone);
    case 3:
      return resultChit(g, R, roller, t, f);
    case 4:
      return resultCard(g, R, roller, t, f);
    default:
      return resultEnd(g, R, t, f);
  }
}

/** Step 0 of a die: its hits and Variable Hits (sea, beach and inland readings). */
function resultHits(g: CrowbarState, R: Rules, roller: Roller, t: Extract<Task, { k: 'result' }>, r: Ranger, f: MoveFace, zone: 'sea' | 'beach' | 'inland'): void {
  t.step = 1;
  let dead = false;
  if (f.hits > 0) dead = hitRanger(g, R, roller, r, f.hits, 'Movement Die');
  if (!dead && f.variable) {
    if (zone === 'sea') {
      if (r.row <= 1) dead = hitRanger(g, R, roller, r, R.k['sea-variable-hits'], 'Variable Hits at sea');
      else if (r.lca === 'ok') {
        r.lca = 'damaged';
        g.logOn && log(g, `The LCA of ${unitName(r, R)} is damaged`);
      } else {
        g.logOn && log(g, `The LCA of column ${r.col} sinks with its Rangers`);
        eliminateRanger(g, R, roller, r);
        dead = true;
      }
    } else if (zone === 'beach') dead = hitRanger(g, R, roller, r, R.k['beach-variable-hits'], 'Variable Hits on the beach');
    else dead = hitRanger(g, R, roller, r, variableHits(g, R, r), 'Variable Hits');
  }
  if (dead) {
    g.stack.pop();
    endActivation(g, t.col);
  }
}

/** Step 1: Shaken and Rout. */
function resultMorale(g: CrowbarState, R: Rules, roller: Roller, t: Extract<Task, { k: 'result' }>, r: Ranger, f: MoveFace, zone: 'sea' | 'beach' | 'inland'): void {
  t.step = 2;
  let rout = f.rout;
  if (f.shaken) {
    if (!r.shaken) {
      r.shaken = true;
      g.logOn && log(g, `${unitName(r, R)} is Shaken`);
    } else rout = true;
  }
  if (rout) {
    t.stop = true;
    if (zone === 'sea') {
      if (!r.shaken) r.shaken = true;
      else {
        r.row = 0;
        g.logOn && log(g, `The LCA of column ${r.col} turns back to Start`);
      }
    } else if (zone === 'beach') {
      if (!r.shaken) r.shaken = true;
      else if (hitRanger(g, R, roller, r, R.k['beach-rout-hits'], 'Rout on the beach')) {
        g.stack.pop();
        endActivation(g, t.col);
        return;
      }
    } else {
      const hits = Math.max(1, Math.abs(r.row - r.rally));
      if (hitRanger(g, R, roller, r, hits, 'Rout')) {
        g.stack.pop();
        endActivation(g, t.col);
        return;
      }
      r.shaken = true;
      r.row = Math.max(CLIFF, r.rally);
      g.logOn && log(g, `${unitName(r, R)} routs back to its Rally Point`);
    }
  }
}

/** Step 2: Advances, to spend (or sailed at once at sea). */
function resultAdvances(g: CrowbarState, R: Rules, roller: Roller, t: Extract<Task, { k: 'result' }>, r: Ranger, f: MoveFace, zone: 'sea' | 'beach' | 'inland'): void {
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
    if (left > 0 && r.row === BEACH && g.rangers[r.col - 1] === r) g.stack.push({ k: 'spend', col: r.col, pool: left, movementOnly: false, spentAny: false });
    return;
  }
  g.stack.push({ k: 'spend', col: r.col, pool: g.saved + f.advance, movementOnly: false, spentAny: false });
  g.saved = 0;
}

/** Step 3: the Event Chit. */
function resultChit(g: CrowbarState, R: Rules, roller: Roller, t: Extract<Task, { k: 'result' }>, f: MoveFace): void {
  t.step = 4;
  if (f.chit !== 'none') resolveChit(g, R, roller, f.chit);
}

/** Step 4: the Event Card. */
function resultCard(g: CrowbarState, R: Rules, roller: Roller, t: Extract<Task, { k: 'result' }>, f: MoveFace): void {
  t.step = 5;
  if (f.card) drawCard(g, R, roller);
}

/** Last: Stop, an exhausted activation, or back to the unit for its next die. */
function resultEnd(g: CrowbarState, R: Rules, t: Extract<Task, { k: 'result' }>, f: MoveFace): void {
  g.stack.pop();
  const still = ranger(g, t.col);
  if (!still) {
    endActivation(g, t.col);
    return;
  }
  if (t.stop || f.stop) {
    g.lastStop = true;
    if (!t.ended) g.logOn && log(g, `${unitName(still, R)} stops`);
    endActivation(g, t.col);
    return;
  }
  if (g.rolled.length >= 4) {
    if (still.shaken) g.logOn && log(g, `Exhausted activation: ${unitName(still, R)} is no longer Shaken`);
    still.shaken = false;
    endActivation(g, t.col);
    return;
  }
  g.stack.push({ k: 'unit', col: t.col });
}


// ---- End of the Player Turn (D-8) ----

export function startEndTurn(g: CrowbarState, R: Rules, roller: Roller): void {
  g.stack = [];
  g.phase = 'end-turn';
  g.logOn && log(g, `End of turn ${g.turn}`);
  advanceTime(g, R, 1);
  if (gameOver(g)) return;
  for (const r of g.rangers) if (r) r.activated = false;
  for (const s of g.supplies) s.used = false;
  for (const u of g.germans) u.pinned = false;
  g.stack.push({ k: 'end-turn' });
}

export function rudderReliefAvailable(g: CrowbarState): boolean {
  const rudder = battalionCommander(g);
  return !!rudder && !rudder.used && rudder.returnAt === null && rudder.col !== null && g.phase === 'end-turn';
}

export function finishEndTurn(g: CrowbarState, R: Rules, roller: Roller): void {
  if ((g.mode === 'coop3' || g.mode === 'coop2') && rudderReliefAvailable(g)) {
    moveRelief(g, R, 1);
    if (gameOver(g)) return;
  }
  for (const c of g.commanders) c.used = false;
  g.turn += 1;
  if (g.turn > R.k['game-turn-limit']) {
    endGame(g, R, 'turn-limit');
    return;
  }
  g.phase = 'play';
  g.companiesDone = [];
  g.activeCompany = null;
  g.stack = [{ k: 'select' }];
  if (g.seats.length) rollSeatOrder(g, roller);
  g.logOn && log(g, `Turn ${g.turn} begins`);
}

/** Co-op order of play: two Combat Dice each, highest first (ties re-rolled), then round the table (R-3). */
export function rollSeatOrder(g: CrowbarState, roller: Roller): void {
  const ring = g.seats.length === 3 ? ['easy', 'fox', 'dog'] : ['easy', 'fox'];
  let best = '';
  for (let tries = 0; tries < 50 && !best; tries++) {
    const faces: number[] = [];
    const rolls = ring.map((id) => {
      const a = roller.d6();
      const b = roller.d6();
      faces.push(a, b);
      return { id, v: a + b };
    });
    noteRoll(g, 'play-order', combatDice('combat', faces), null);
    const hi = Math.max(...rolls.map((x) => x.v));
    const top = rolls.filter((x) => x.v === hi);
    if (top.length === 1) best = top[0]?.id ?? '';
  }
  if (!best) best = ring[0] ?? '';
  const start = ring.indexOf(best);
  const order = ring.map((_, i) => ring[(start + i) % ring.length] as string);
  g.seats = order.map((id) => g.seats.find((s) => s.id === id) ?? { id, cols: [] });
  g.seatTurn = 0;
}

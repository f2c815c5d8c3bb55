import { BEACH, CLIFF, LAST_ROW, sp } from './map.ts';
import { dragRally, eliminateGerman, germanAt, germanById, germanEnters, germanName, germanSp, hitGerman, hitRanger, isNight, log, preparedCover, ranger, rangerAt, supportAdjacent, unitName } from './core.ts';
import { revealIncoming } from './fire.ts';
import { revealGunMarkers } from './movement.ts';
import { availableCommander } from './commanders.ts';
import type { Roller } from './roller.ts';
import type { Rules } from './rules.ts';
import type { CloseCombat, Commander, CrowbarState, German, Ranger } from './types.ts';
import { combatDice, noteRoll } from './last-roll.ts';

/** J) Close Combat: pools, dice, hits, the winner, retreats (with the extra-hit rule and repeated combat), POWs. */

export function startCloseCombat(g: CrowbarState, cc: Omit<CloseCombat, 'rounds'>): void {
  g.stack.push({ k: 'cc', cc: { attacker: cc.attacker, col: cc.col, gid: cc.gid, from: cc.from, crossedCliff: cc.crossedCliff, rounds: 0 } });
}

/** Whether the Ranger side has a bonus to decide on (attached unused Commander, or a Heroic Action marker). */
export function rangerBonusChoice(g: CrowbarState, R: Rules, r: Ranger): { commander: string | null; heroic: boolean } {
  const c = availableCommander(g, r, 'attached');
  return { commander: c?.id ?? null, heroic: r.heroic > 0 };
}

interface SideSupport {
  support: boolean;
  flanked: boolean;
}

/** Whether a supporting unit's row lies behind the combat space's row for flanking. */
function isBehind(textReading: boolean, defenderSide: 'ranger' | 'german', r: number, row: number): boolean {
  // Examples: south of a German defender, north of a Ranger defender. Text: the reverse.
  if (defenderSide === 'german') return textReading ? r < row : r > row;
  return textReading ? r > row : r < row;
}

/** Support (and flank) for one side: friendly un-Pinned, un-Shaken units adjacent to the combat space (J-2c, J-2d). */
function support(g: CrowbarState, R: Rules, side: 'ranger' | 'german', combat: number, row: number, enemySp: number, defenderSide: 'ranger' | 'german', exclude: { col: number; gid: number }): SideSupport {
  let total = 0;
  let behind = false;
  const textReading = R.settings['crowbar.flankRow'] === 'text';
  if (side === 'ranger') {
    for (const r of g.rangers) {
      if (!r || r.col === exclude.col || r.row < BEACH || r.pinned || r.shaken) continue;
      const s = sp(r.col, r.row);
      if (!supportAdjacent(s, combat)) continue;
      total += r.sp;
      if (isBehind(textReading, defenderSide, r.row, row)) behind = true;
    }
  } else {
    for (const u of g.germans) {
      if (u.id === exclude.gid || u.pinned) continue;
      const s = sp(u.col, u.row);
      if (!supportAdjacent(s, combat)) continue;
      total += germanSp(u, R, 'close');
      if (isBehind(textReading, defenderSide, u.row, row)) behind = true;
    }
  }
  const ok = total > 0 && total >= enemySp;
  return { support: ok, flanked: ok && behind };
}

export interface CcSetup {
  attackerSp: number;
  defenderSp: number;
  attackerDice: number;
  defenderDice: number;
  notes: string[];
}

/** One close combat dice modifier: to the attacker ('a') or the defender ('d'), noted when logging. */
function addCcDice(g: CrowbarState, dice: [number, number], notes: string[], side: 'a' | 'd', n: number, why: string): void {
  if (side === 'a') dice[0] += n;
  else dice[1] += n;
  if (g.logOn) notes.push(`${side === 'a' ? 'attacker' : 'defender'} ${n > 0 ? '+' : ''}${n} ${why}`);
}

export function closeCombatSetup(g: CrowbarState, R: Rules, cc: CloseCombat, r: Ranger, u: German): CcSetup {
  const combat = sp(u.col, u.row);
  const rSp = r.sp;
  const gSp = germanSp(u, R, 'close');
  const rangerAttacks = cc.attacker === 'ranger';
  const attackerSp = rangerAttacks ? rSp : gSp;
  const defenderSp = rangerAttacks ? gSp : rSp;
  const defSide = rangerAttacks ? 'german' : 'ranger';
  const exclude = { col: r.col, gid: u.id };
  const att = support(g, R, rangerAttacks ? 'ranger' : 'german', combat, u.row, defenderSp, defSide, exclude);
  const def = support(g, R, rangerAttacks ? 'german' : 'ranger', combat, u.row, attackerSp, defSide, exclude);
  const bonus = R.k['bonus-discount'];
  const notes: string[] = [];
  // [attacker dice, defender dice]; each change noted for the log.
  const dice: [number, number] = [Math.ceil(attackerSp / 2), Math.ceil(defenderSp / 2)];
  const rangerCmd = cc.commander === true;
  const rangerHero = cc.heroic === true;
  if (rangerAttacks) {
    if (rangerCmd) addCcDice(g, dice, notes, 'a', bonus, 'Commander');
    if (rangerHero) addCcDice(g, dice, notes, 'a', 2, 'Heroic Action');
    if (r.shaken) addCcDice(g, dice, notes, 'a', -1, 'Shaken');
  } else {
    if (rangerCmd) addCcDice(g, dice, notes, 'd', bonus, 'Commander');
    if (rangerHero) addCcDice(g, dice, notes, 'd', 2, 'Heroic Action');
    if (isNight(g, R)) addCcDice(g, dice, notes, 'a', 1, 'German night attack');
  }
  if (att.support) addCcDice(g, dice, notes, 'a', 1, 'support');
  if (att.flanked) addCcDice(g, dice, notes, 'a', 1, 'defender flanked');
  if (def.support) addCcDice(g, dice, notes, 'd', 1, 'support');
  if (preparedCover(R, combat) && (rangerAttacks || r.row >= CLIFF)) addCcDice(g, dice, notes, 'd', 1, 'Prepared Cover');
  if (rangerAttacks && cc.crossedCliff) addCcDice(g, dice, notes, 'd', 1, 'attacker crossed the Cliff Side');
  const defPinned = rangerAttacks ? u.pinned : r.pinned;
  const defShaken = rangerAttacks ? false : r.shaken;
  if (R.settings['crowbar.ccPinnedShaken'] === 'each') {
    if (defPinned) addCcDice(g, dice, notes, 'd', -1, 'Pinned');
    if (defShaken) addCcDice(g, dice, notes, 'd', -1, 'Shaken');
  } else if (defPinned || defShaken) addCcDice(g, dice, notes, 'd', -1, 'Pinned or Shaken');
  return { attackerSp, defenderSp, attackerDice: Math.max(0, dice[0]), defenderDice: Math.max(0, dice[1]), notes };
}

function readDice(R: Rules, dice: readonly number[]): { hits: number; morale: number } {
  let six = 0;
  let five = 0;
  let four = 0;
  for (const x of dice) {
    const res = R.ccResult[x];
    if (res === 'hit') six++;
    else if (res === 'half') five++;
    else if (res === 'morale') four++;
  }
  return { hits: six + Math.floor(five / 2), morale: four };
}

/**
 * One step of a close combat task: asks for the Ranger bonus first if there is one, then fights. Pops the task
 * when the combat is over (it may push a new round when a unit could not retreat).
 */
export function stepCloseCombat(g: CrowbarState, R: Rules, roller: Roller): void {
  const task = g.stack[g.stack.length - 1];
  if (!task || task.k !== 'cc') return;
  const cc = task.cc;
  const r = ranger(g, cc.col);
  const u = germanById(g, cc.gid);
  if (!r || !u || r.row !== u.row) {
    g.stack.pop();
    return;
  }
  if (!cc.decided) {
    const b = rangerBonusChoice(g, R, r);
    if (b.commander || b.heroic) {
      g.stack.push({ k: 'cc-bonus', cc });
      return;
    }
    cc.decided = true;
  }
  g.stack.pop();
  fight(g, R, roller, cc, r, u);
}

function fight(g: CrowbarState, R: Rules, roller: Roller, cc: CloseCombat, r: Ranger, u: German): void {
  if (cc.commander) {
    let c: Commander | undefined;
    for (const x of g.commanders) if (x.col === r.col && !x.used && x.returnAt === null) {
      c = x;
      break;
    }
    if (c) c.used = true;
    else cc.commander = false;
  }
  if (cc.heroic) {
    if (r.heroic > 0) r.heroic -= 1;
    else cc.heroic = false;
  }
  const setup = closeCombatSetup(g, R, cc, r, u);
  const aDice = roller.dice(setup.attackerDice);
  const dDice = roller.dice(setup.defenderDice);
  const rangerFirst = cc.attacker === 'ranger';
  noteRoll(g, 'close-combat', combatDice(rangerFirst ? 'german' : 'ranger', dDice, combatDice(rangerFirst ? 'ranger' : 'german', aDice)), cc.col);
  const a = readDice(R, aDice);
  const d = readDice(R, dDice);
  const rangerAttacks = cc.attacker === 'ranger';
  const uWasFull = !u.reduced;
  g.logOn && log(g, `Close Combat: ${rangerAttacks ? unitName(r, R) : germanName(u, R)} attacks ${rangerAttacks ? germanName(u, R) : unitName(r, R)}; attacker ${setup.attackerDice} dice (${aDice.join(',') || '-'}), defender ${setup.defenderDice} dice (${dDice.join(',') || '-'})${setup.notes.length ? ` [${setup.notes.join('; ')}]` : ''}`);
  const hitsOnRanger = rangerAttacks ? d.hits : a.hits;
  const hitsOnGerman = rangerAttacks ? a.hits : d.hits;
  const moraleByRanger = rangerAttacks ? a.morale : d.morale;
  const moraleByGerman = rangerAttacks ? d.morale : a.morale;
  const rDead = hitRanger(g, R, roller, r, hitsOnRanger, 'Close Combat');
  const gDead = hitsOnGerman > 0 ? hitGerman(g, R, u, hitsOnGerman, 'Close Combat') : false;
  if (rDead && gDead) {
    g.logOn && log(g, 'Both units are eliminated: no winner');
    return;
  }
  if (gDead) {
    if (rangerAttacks) {
      if (uWasFull && hitsOnGerman >= 2) g.captures.push({ kind: 'pow-full', day: g.time.day, company: r.company, label: 'POWs (major haul)' });
      else if (!uWasFull) g.captures.push({ kind: 'pow-reduced', day: g.time.day, company: r.company, label: 'POWs (small bag)' });
      rangerWinsSpace(g, R, roller, r);
    }
    return;
  }
  if (rDead) {
    germanEnters(g, R, u);
    return;
  }
  // Both survive: morale losses decide (J-3c, J-3d).
  let loser: 'ranger' | 'german';
  let spaces: number;
  if (moraleByRanger !== moraleByGerman) {
    loser = moraleByRanger > moraleByGerman ? 'german' : 'ranger';
    spaces = Math.abs(moraleByRanger - moraleByGerman);
  } else {
    loser = cc.attacker;
    spaces = 1;
  }
  g.logOn && log(g, `${loser === 'ranger' ? 'The Rangers' : 'The Germans'} lose the combat and retreat ${spaces}`);
  const stuck = loser === 'ranger' ? retreatRanger(g, R, roller, r, spaces, cc) : retreatGerman(g, R, u, spaces);
  if (stuck === 'again') {
    const r2 = ranger(g, cc.col);
    const u2 = germanById(g, cc.gid);
    if (r2 && u2 && r2.row === u2.row && cc.rounds < 20) {
      g.logOn && log(g, 'No room to retreat: the combat is fought again');
      g.stack.push({ k: 'cc', cc: { ...cc, commander: false, heroic: false, decided: false, rounds: cc.rounds + 1 } });
    }
    return;
  }
  if (loser === 'german') {
    const r2 = ranger(g, cc.col);
    if (r2 && rangerAttacks) rangerWinsSpace(g, R, roller, r2);
  } else {
    const u2 = germanById(g, cc.gid);
    if (u2 && !rangerAttacks) germanEnters(g, R, u2);
  }
}

/** A Ranger unit left alone in a space it fought for reveals and claims what is there (I-3, Q-2). */
export function rangerWinsSpace(g: CrowbarState, R: Rules, roller: Roller, r: Ranger): void {
  const s = sp(r.col, r.row);
  if (germanAt(g, s)) return;
  revealGunMarkers(g, R, roller, r, true);
}

/** Ranger retreat north (J-3e). Returns 'again' when it could not move at all and must fight again. */
function retreatRanger(g: CrowbarState, R: Rules, roller: Roller, r: Ranger, spaces: number, cc: CloseCombat): 'moved' | 'again' | 'dead' {
  const floor = cc.attacker === 'ranger' && cc.from === BEACH ? BEACH : CLIFF;
  let moved = 0;
  for (let i = 0; i < spaces; i++) {
    const next = r.row - 1;
    if (next < floor) break;
    if (germanAt(g, sp(r.col, next))) break;
    r.row = next;
    moved++;
  }
  if (r.row >= CLIFF) dragRally(r);
  else r.rally = Math.max(r.rally, 0);
  const extra = spaces - moved;
  if (extra > 0) {
    const dead = hitRanger(g, R, roller, r, extra, 'could not retreat');
    if (dead) return 'dead';
  }
  return moved === 0 ? 'again' : 'moved';
}

/** Another German unit in `u`'s column at `row`. */
function otherGermanAt(g: CrowbarState, u: German, row: number): boolean {
  for (const x of g.germans) if (x !== u && x.col === u.col && x.row === row) return true;
  return false;
}

/** German retreat south (J-3e): past other Germans to an empty space, off the map is elimination. */
function retreatGerman(g: CrowbarState, R: Rules, u: German, spaces: number): 'moved' | 'again' | 'dead' {
  u.pinned = false;
  let row = u.row;
  let moved = 0;
  for (let i = 0; i < spaces; i++) {
    const next = row + 1;
    if (next > LAST_ROW) {
      eliminateGerman(g, R, u, 'retreated off the map');
      return 'dead';
    }
    if (rangerAt(g, sp(u.col, next))) break;
    row = next;
    moved++;
  }
  // Keep going while sharing a space with another German unit.
  while (moved > 0 && otherGermanAt(g, u, row)) {
    const next = row + 1;
    if (next > LAST_ROW) {
      eliminateGerman(g, R, u, 'retreated off the map');
      return 'dead';
    }
    if (rangerAt(g, sp(u.col, next))) {
      row -= 1;
      break;
    }
    row = next;
  }
  u.row = row;
  if (otherGermanAt(g, u, row)) {
    eliminateGerman(g, R, u, 'nowhere to retreat');
    return 'dead';
  }
  const extra = spaces - moved;
  if (extra > 0 && hitGerman(g, R, u, extra, 'could not retreat')) return 'dead';
  if (moved > 0) germanEnters(g, R, u);
  return moved === 0 ? 'again' : 'moved';
}

/** A Ranger unit moves into a German-held space: reveal its markers, then fight (J-1). */
export function rangerAttacks(g: CrowbarState, R: Rules, roller: Roller, r: Ranger, u: German, from: number): void {
  revealIncoming(g, R, sp(u.col, u.row), 'Entering the space');
  if (!germanById(g, u.id)) {
    g.logOn && log(g, 'The defenders were destroyed by the revealed fire: no Close Combat');
    rangerWinsSpace(g, R, roller, r);
    return;
  }
  startCloseCombat(g, { attacker: 'ranger', col: r.col, gid: u.id, from, crossedCliff: from === BEACH && r.row === CLIFF });
}

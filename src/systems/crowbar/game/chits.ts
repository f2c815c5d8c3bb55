import { apart, BEACH, blocksLos, CLIFF, COLS, LAST_ROW, sp } from '../map/grid.ts';
import {
  advanceTime,
  commandBunkerHeld,
  germanAt,
  germanById,
  hitRanger,
  maxSp,
  moveRelief,
  placeGerman,
  rangerAt,
  germanEnters,
  indices,
  listOf,
  told,
} from './core.ts';
import { combatDice as toldCombat } from './told-dice.ts';
import {
  aGerman,
  capital,
  commanderName,
  companyName,
  germanName,
  lcaName,
  plural,
  spaceName,
  timeAt,
  unitName,
} from './words.ts';
import { germanFires, germanTargets, hasLos, sightBlockers, supportFire } from './fire.ts';
import { startCloseCombat } from './close-combat.ts';
import { launchCounterattack } from './counterattacks.ts';
import { commanderReady, commandersFor } from './commanders.ts';
import { currentSeat, seatOfCol } from './coop.ts';
import { noteCombatRoll } from './last-roll.ts';
import { reliefBonus } from './relief.ts';
import type { Roller } from './roller.ts';
import type { ChitDef, Rules } from './rules.ts';
import type { Commander, Company, CrowbarState, German, Ranger, Supplies } from './types.ts';
import { COMPANIES } from './types.ts';
import { askAssault, askCommander, askPatrol, askTie } from './versus-asks.ts';

/** O) Event Chits and H) Event Cards. */

// ---- H) Event Cards ----

export function drawCard(g: CrowbarState, R: Rules, roller: Roller): void {
  if (!g.cards.draw.length) {
    const all = indices(R.cards.length);
    g.cards.draw = roller.rng.shuffle(all);
    g.cards.discard = [];
    const burned = g.cards.draw.shift();
    g.cards.burned = burned === undefined ? [] : [burned];
    g.logOn &&
      told(g, { text: 'The Event Cards run out: all 18 are shuffled and the top card is burned', source: 'H' });
  }
  const i = g.cards.draw.shift();
  if (i === undefined) return;
  g.cards.discard.push(i);
  const card = R.cards[i];
  if (!card) return;
  g.logOn &&
    told(g, {
      text: `Event Card drawn: ${card.label}`,
      outcome: cardWords(g, R, card.track, card.amount, card.amountWithBunker),
      source: card.track === 'time' ? 'H-1' : card.track === 'relief' ? 'H-3' : 'H-2',
    });
  applyCard(g, R, roller, card.track, card.amount, card.amountWithBunker);
}

/** What a card entry will move, in words (before it moves). */
function cardWords(
  g: CrowbarState,
  R: Rules,
  track: 'time' | 'counterattack' | 'relief',
  amount: number,
  amountWithBunker: number,
): string {
  if (track === 'time') return `the Time Increment marker moves ${plural(amount, 'space')}`;
  if (track === 'relief') {
    const bonus = reliefBonus(g, R);
    return `the Relief Column moves ${plural(amount + bonus, 'space')}${bonus ? ' (a Roadblock held in strength adds one)' : ''}`;
  }
  if (g.ca.number > maxCounterattacks(g, R)) return 'every German Counterattack has come: no effect';
  const bunker = commandBunkerHeld(g, R);
  return `the German Counterattack marker moves ${plural(bunker ? amountWithBunker : amount, 'space')}${bunker ? ' (fewer: the Rangers hold the Command Bunker)' : ''}`;
}

export function applyCard(
  g: CrowbarState,
  R: Rules,
  roller: Roller,
  track: 'time' | 'counterattack' | 'relief',
  amount: number,
  amountWithBunker: number,
): void {
  if (track === 'time') advanceTime(g, R, amount);
  else if (track === 'relief') moveRelief(g, R, amount + reliefBonus(g, R));
  else moveCounterattack(g, R, roller, commandBunkerHeld(g, R) ? amountWithBunker : amount);
}

export function moveCounterattack(g: CrowbarState, R: Rules, roller: Roller, n: number): void {
  if (g.ca.number > maxCounterattacks(g, R) || n === 0) return;
  g.ca.pos = Math.max(0, g.ca.pos + n);
  g.logOn &&
    g.ca.pos < R.track.caSpaces &&
    told(g, {
      text: `The German Counterattack marker is now on space ${g.ca.pos} of ${R.track.caSpaces}`,
      source: 'H-2',
    });
  if (g.ca.pos >= R.track.caSpaces) {
    const number = g.ca.number;
    g.ca.number += 1;
    g.ca.pos = 0;
    launchCounterattack(g, R, roller, number);
  }
}

export function maxCounterattacks(g: CrowbarState, R: Rules): number {
  return g.mode === 'coop3' || g.mode === 'coop2' ? Math.min(3, R.track.counterattacks) : R.track.counterattacks;
}

// ---- O) Event Chits ----

export function drawChit(g: CrowbarState, R: Rules, roller: Roller): ChitDef | undefined {
  if (!g.chits.draw.length) {
    g.chits.draw = roller.rng.shuffle(g.chits.aside.length ? g.chits.aside : indices(R.chits.length));
    g.chits.aside = [];
  }
  const i = g.chits.draw.shift();
  if (i === undefined) return undefined;
  if (R.settings['crowbar.chitReturn'] === 'immediately')
    g.chits.draw.splice(roller.int(g.chits.draw.length + 1), 0, i);
  else g.chits.aside.push(i);
  return R.chits[i];
}

export function resolveChit(g: CrowbarState, R: Rules, roller: Roller, side: 'ranger' | 'german', depth = 0): void {
  const chit = drawChit(g, R, roller);
  if (!chit) return;
  if (side === 'ranger') rangerEvent(g, R, roller, chit);
  else germanEvent(g, R, roller, chit, depth);
}

/** The Company a chit names, or null (none, or the player's choice). */
export function companyOf(v: string): Company | null {
  return v === 'easy' || v === 'dog' || v === 'fox' ? v : null;
}

function rangerEvent(g: CrowbarState, R: Rules, roller: Roller, chit: ChitDef): void {
  g.logOn && told(g, { text: 'An Event Chit is drawn, Ranger side', outcome: chit.rangerName, source: 'O-1' });
  if (g.seats.length) {
    // Co-op: coop-chits.ts decides which player enacts it (R-4).
    const drawer = (g.activeCol !== null ? seatOfCol(g, g.activeCol) : undefined) ?? currentSeat(g) ?? '';
    g.stack.push({ k: 'ranger-chit', key: chit.key, drawer });
    return;
  }
  enactRangerChit(g, R, chit);
}

/**
 * A Ranger chit's effect. In co-op `seat` enacts it (R-4): units it moves, fires or reinforces are that seat's
 * own, and any choice it asks for is that seat's.
 */
export function enactRangerChit(
  g: CrowbarState,
  R: Rules,
  chit: ChitDef,
  seat?: { id: string; cols: readonly number[] },
): void {
  const depth = g.stack.length;
  runRangerEffect(g, R, chit, seat?.cols);
  const t = g.stack[g.stack.length - 1];
  if (seat && g.stack.length > depth && t?.k === 'choose') t.seat = seat.id;
}

function runRangerEffect(g: CrowbarState, R: Rules, chit: ChitDef, cols: readonly number[] | undefined): void {
  const company = companyOf(chit.rangerCompany);
  // One small function per effect: each compiles on its own, so a rare effect never forces the others to be
  // recompiled.
  switch (chit.rangerEffect) {
    case 'rangers-forward':
      return rangersForward(g, R, company, cols);
    case 'open-fire':
      return rangerOpenFire(g, R, chit, company, cols);
    case 'heroic-action':
      return heroicAction(g);
    case 'reinforcements':
      return reinforcements(g, R, cols);
    case 'mortar-support':
      return mortarSupport(g);
    case 'naval-support':
      return navalSupport(g, R);
    case 'rally':
      return rallyChit(g, company);
    case 'resupply':
      for (const s of g.supplies) s.used = false;
      g.logOn && told(g, { text: 'Resupply: every used Supplies marker is turned face up again', source: 'O-6' });
      return;
    default:
      return;
  }
}

function rangersForward(g: CrowbarState, R: Rules, company: Company | null, cols: readonly number[] | undefined): void {
  const options: string[] = [];
  for (const c of forwardCandidates(g, company)) if (!cols || cols.includes(c)) options.push(String(c));
  if (options.length) g.stack.push({ k: 'choose', purpose: 'rangers-forward', options: listOf(options, 'none') });
}

function rangerOpenFire(
  g: CrowbarState,
  R: Rules,
  chit: ChitDef,
  company: Company | null,
  cols: readonly number[] | undefined,
): void {
  const lowAmmo = chit.lowAmmo.includes(g.time.day);
  if (company) startCompanyFire(g, R, company, lowAmmo, null, cols);
  else {
    const options: Company[] = [];
    for (const c of COMPANIES) if (hasFirer(g, R, c, cols)) options.push(c);
    if (options.length)
      g.stack.push({
        k: 'choose',
        purpose: 'open-fire-company',
        options: listOf(options, 'none'),
        data: lowAmmo ? 'low' : '',
      });
  }
}

function heroicAction(g: CrowbarState): void {
  // The marker's unit is picked next (choose: heroic-action).
  const options: string[] = [];
  for (const r of g.rangers) if (r) options.push(String(r.col));
  if (options.length) g.stack.push({ k: 'choose', purpose: 'heroic-action', options });
}

function reinforcements(g: CrowbarState, R: Rules, cols: readonly number[] | undefined): void {
  if (g.hq === null) {
    g.logOn &&
      told(g, {
        text: 'Force B & C Reinforcements',
        outcome: "no effect: Rudder's HQ is not established",
        source: 'O-7',
      });
    return;
  }
  const options: string[] = [];
  for (const col of reinforceable(g, R, cols)) options.push(String(col));
  if (!options.length)
    g.logOn &&
      told(g, {
        text: 'Force B & C Reinforcements',
        outcome: 'no effect: no unit inland is below its greatest strength',
        source: 'O-7',
      });
  if (options.length) g.stack.push({ k: 'choose', purpose: 'reinforcements', options: listOf(options, 'none') });
}

function mortarSupport(g: CrowbarState): void {
  if (g.hq === null) {
    g.logOn &&
      told(g, {
        text: 'Mortar/Destroyer Support Fire',
        outcome: "no effect: Rudder's HQ is not established",
        source: 'O-7',
      });
    return;
  }
  const options: string[] = [];
  for (const u of g.germans) if (u.row >= CLIFF) options.push(String(u.id));
  if (options.length) g.stack.push({ k: 'choose', purpose: 'mortar-target', options: listOf(options, 'none') });
}

function navalSupport(g: CrowbarState, R: Rules): void {
  const areas: string[] = [];
  for (const u of g.germans) {
    const a = R.map.area[sp(u.col, u.row)] ?? '';
    if (a !== '' && !areas.includes(a)) areas.push(a);
  }
  areas.sort();
  if (areas.length) g.stack.push({ k: 'choose', purpose: 'naval-area', options: listOf(areas, 'none') });
}

function rallyChit(g: CrowbarState, company: Company | null): void {
  for (const r of g.rangers)
    if (r && (!company || r.company === company)) {
      r.shaken = false;
      r.pinned = false;
    }
  g.logOn &&
    told(g, {
      text: `Rally: ${company ? `${companyName(company)} Company's units` : 'every Ranger unit'} shake off their Shaken and Pinned markers`,
      source: 'O',
    });
}

/** Columns whose unit Force B & C may reinforce: inland and below its SP limit (limited to `cols` if given). */
export function reinforceable(g: CrowbarState, R: Rules, cols?: readonly number[]): number[] {
  const out: number[] = [];
  for (const r of g.rangers)
    if (r && r.row >= CLIFF && r.sp < maxSp(r, R) && (!cols || cols.includes(r.col))) out.push(r.col);
  return out;
}

/** Units a Rangers Forward! chit may move: not the active unit, not Pinned, able to go forward. */
export function forwardCandidates(g: CrowbarState, company: Company | null): number[] {
  const out: number[] = [];
  for (const r of g.rangers) {
    if (!r || r.pinned || r.col === g.activeCol) continue;
    if (company && r.company !== company) continue;
    if (r.row >= LAST_ROW) continue;
    out.push(r.col);
  }
  return out;
}

/** Ranger units of a Company with a German unit in sight and within reach (L-1); `cols` limits the columns. */
export function firers(g: CrowbarState, R: Rules, company: Company, cols?: readonly number[]): number[] {
  const out: number[] = [];
  findFirers(g, R, company, cols, out);
  return out;
}

/** Whether firers() would list any unit, found without listing the others. */
export function hasFirer(g: CrowbarState, R: Rules, company: Company, cols?: readonly number[]): boolean {
  return findFirers(g, R, company, cols, null);
}

/** Puts the Company's units able to fire in `out`, or without `out` stops at the first; whether any was found. */
function findFirers(
  g: CrowbarState,
  R: Rules,
  company: Company,
  cols: readonly number[] | undefined,
  out: number[] | null,
): boolean {
  let found = false;
  // Made at the first German unit within reach: a Company often has none.
  let blockers: Uint8Array | null = null;
  for (let i = 0; i < g.rangers.length; i++) {
    const r = g.rangers[i];
    if (!r || r.company !== company || r.pinned || r.row < BEACH || (cols && !cols.includes(r.col))) continue;
    for (let j = 0; j < g.germans.length; j++) {
      const u = g.germans[j] as German;
      if (!withinReach(r, u)) continue;
      blockers ??= sightBlockers(g, R);
      if (!inSight(g, R, r, u, blockers)) continue;
      if (!out) return true;
      out.push(r.col);
      found = true;
      break;
    }
  }
  return found;
}

/** Whether a German unit is within reach of a unit's fire with every bonus: beyond it no die is left to throw (L-3). */
export function withinReach(r: Ranger, u: German): boolean {
  // (sp + 1) >> 1 is half the SP rounded up, in whole numbers (a division would make a fraction to round).
  return apart(u, r) <= ((r.sp + 1) >> 1) + 2;
}

/** Whether a Ranger unit sees a German unit (L-1), for a unit already known within reach. */
export function inSight(g: CrowbarState, R: Rules, r: Ranger, u: German, blockers: Uint8Array): boolean {
  return hasLos(g, R, sp(r.col, r.row), sp(u.col, u.row), blockers);
}

/**
 * Whether a German unit is a target for a Ranger unit's fire: within reach and in sight (L-1, L-3). `blockers` is
 * sightBlockers(g, R) of the current state.
 */
export function canFireAt(g: CrowbarState, R: Rules, r: Ranger, u: German, blockers: Uint8Array): boolean {
  return withinReach(r, u) && inSight(g, R, r, u, blockers);
}

/** German units in sight and within reach of a Ranger unit's fire. */
export function fireTargets(g: CrowbarState, R: Rules, r: Ranger): German[] {
  const blockers = sightBlockers(g, R);
  const out: German[] = [];
  for (const u of g.germans) if (canFireAt(g, R, r, u, blockers)) out.push(u);
  return out;
}

export function startCompanyFire(
  g: CrowbarState,
  R: Rules,
  company: Company,
  lowAmmo: boolean,
  bonusCommander: string | null,
  cols?: readonly number[],
): void {
  const list = firers(g, R, company, cols);
  if (!list.length) {
    g.logOn &&
      told(g, {
        text: `Open Fire! for ${companyName(company)} Company`,
        outcome: 'no unit has a German unit in sight and range',
        source: 'L-1',
      });
    return;
  }
  g.logOn &&
    told(g, {
      text: `Open Fire! for ${companyName(company)} Company`,
      outcome: `${plural(list.length, 'unit')} may fire${lowAmmo ? '; Low Ammo today' : ''}`,
      source: lowAmmo ? 'L, O-6' : 'L',
    });
  let supplies = false;
  for (let i = 0; i < g.supplies.length; i++) {
    const s = g.supplies[i] as Supplies;
    if (
      s.company === company &&
      !s.lost &&
      !s.used &&
      (s.carriedBy === null ? s.space !== null : (g.rangers[s.carriedBy - 1]?.row ?? -1) >= BEACH)
    ) {
      supplies = true;
      break;
    }
  }
  if (lowAmmo && supplies) g.stack.push({ k: 'low-ammo', company, firers: list, bonusCommander });
  else g.stack.push({ k: 'fire', firers: list, lowAmmo, bonusCommander, halves: {} });
}

function mostAdvanced(g: CrowbarState, company: Company | null, minRow: number): Ranger[] {
  const list: Ranger[] = [];
  for (let i = 0; i < g.rangers.length; i++) {
    const r = g.rangers[i];
    if (r && r.row >= minRow && (!company || r.company === company)) list.push(r);
  }
  return list.sort(forwardFirst);
}

function forwardFirst(a: Ranger, b: Ranger): number {
  return b.row - a.row || a.col - b.col;
}

/** West to east, then down the column: the order the German units of a chit act in. */
function byPlace(a: German, b: German): number {
  return a.col - b.col || a.row - b.row;
}

function takeGrenadier(g: CrowbarState): string | undefined {
  return g.germanPool.grenadier.shift();
}

function germanEvent(g: CrowbarState, R: Rules, roller: Roller, chit: ChitDef, depth: number): void {
  g.logOn && told(g, { text: 'An Event Chit is drawn, German side', outcome: chit.germanName, source: 'O-1' });
  const company = companyOf(chit.germanCompany);
  const dice = R.k['support-fire-dice'];
  switch (chit.germanEffect) {
    case 'patrol':
      return patrol(g, R, company);
    case 'assault':
      return assaultChit(g, R, company);
    case 'buzz-saw':
    case 'concentrated-fire':
      return germanShooting(g, R, roller, chit, company);
    case 'artillery-support':
      return artillerySupport(g, R, roller, dice);
    case 'western-flank-support':
    case 'eastern-flank-support':
      return flankSupport(g, R, roller, chit, dice);
    case 'ambush':
      return ambush(g, R);
    case 'commander-hit':
      return commanderHit(g, R, roller);
    case 'unexpected-obstacle':
      return unexpectedObstacle(g, R);
    case 'ranger-elite':
      if (depth < 3) resolveChit(g, R, roller, 'ranger', depth + 1);
      return;
    case 'mines':
      return mines(g, R, roller);
    default:
      return;
  }
}

/** Ranger units with an empty space just ahead, most advanced first: where a patrol or an Ambush! may appear. */
export function frontTargets(g: CrowbarState, company: Company | null, minRow: number, ahead: number): Ranger[] {
  const list = mostAdvanced(g, company, minRow);
  const out: Ranger[] = [];
  for (let i = 0; i < list.length; i++) {
    const r = list[i] as Ranger;
    const row = r.row + ahead;
    if (row <= LAST_ROW && !rangerAt(g, sp(r.col, row)) && !germanAt(g, sp(r.col, row))) out.push(r);
  }
  return out;
}

function patrol(g: CrowbarState, R: Rules, company: Company | null): void {
  if (!g.germanPool.grenadier.length) return;
  const list = frontTargets(g, company, BEACH, 1);
  const first = list[0];
  if (!first) return;
  if (g.versus && askPatrol(g, list, company)) return;
  patrolAt(g, R, first, takeGrenadier(g) as string);
}

/** A German patrol of the given Grenadier type appears in front of a Ranger unit. */
export function patrolAt(g: CrowbarState, R: Rules, r: Ranger, type: string): void {
  const u = placeGerman(g, R, type, r.col, r.row + 1, false);
  g.logOn &&
    told(g, {
      text: `German Patrol: ${aGerman(u, R)} appears in front of ${unitName(r, R)}`,
      outcome: `in ${spaceName(R, sp(u.col, u.row))}`,
      source: 'O',
    });
}

function assaultChit(g: CrowbarState, R: Rules, company: Company | null): void {
  const units: German[] = [];
  for (const u of g.germans)
    if ((u.kind === 'grenadier' || u.kind === 'mg') && (!company || R.map.companyOfCol[u.col - 1] === company))
      units.push(u);
  units.sort(byPlace);
  const ids: number[] = [];
  for (const u of units) ids.push(u.id);
  if (ids.length) g.stack.push({ k: 'assault', ids });
  else
    g.logOn &&
      told(g, {
        text: 'Assault!',
        outcome: `no Grenadier or MG unit${company ? ` facing ${companyName(company)} Company` : ''} to move`,
        source: 'O-9',
      });
}

function artillerySupport(g: CrowbarState, R: Rules, roller: Roller, dice: number): void {
  const areas = R.map.doc.areas;
  const a = areas[roller.int(areas.length)];
  if (!a) return;
  g.logOn &&
    told(g, {
      text: `German Artillery Support Fire falls on Area ${a.id}, picked at random`,
      outcome: `${dice} Combat Dice at each Ranger unit there`,
      source: 'O-4',
    });
  for (const r of [...g.rangers])
    if (r && R.map.area[sp(r.col, r.row)] === a.id)
      supportFire(g, R, roller, { kind: 'ranger', r }, dice, 'Artillery Support Fire');
}

function ambush(g: CrowbarState, R: Rules): void {
  if (!g.germanPool.grenadier.length) return;
  const list = frontTargets(g, null, CLIFF, R.k['ambush-move']);
  const first = list[0];
  if (!first) return;
  if (g.versus && askTie(g, 'german-ambush', list)) return;
  ambushStrikes(g, R, first);
}

/** A Grenadier from the pool strikes the Ranger unit from the space ahead of it. */
export function ambushStrikes(g: CrowbarState, R: Rules, r: Ranger): void {
  const type = takeGrenadier(g);
  if (!type) return;
  const row = r.row + R.k['ambush-move'];
  const u = placeGerman(g, R, type, r.col, row, false);
  g.logOn &&
    told(g, {
      text: `Ambush! ${capital(aGerman(u, R))} strikes ${unitName(r, R)} from ${spaceName(R, sp(u.col, row))}`,
      outcome: 'a Close Combat, the Germans attacking',
      source: 'O',
    });
  u.row = r.row;
  startCloseCombat(g, { attacker: 'german', col: r.col, gid: u.id, from: row, crossedCliff: false });
}

function commanderHit(g: CrowbarState, R: Rules, roller: Roller): void {
  const roll = roller.d6();
  noteCombatRoll(g, 'commander-hit', 'combat', [roll], null);
  const picked = R.commanderHit[roll];
  let id = picked && picked.commander !== 'choice' ? picked.commander : undefined;
  const who = id
    ? `${commanderName(R, id)}${picked?.provisional ? ' (face reconstructed: the chit card is not in the rules text)' : ''}`
    : g.versus
      ? 'the German player picks'
      : 'one on the map, at random';
  g.logOn &&
    told(g, {
      text: 'Commander Hit: one Combat Die picks the Commander (Commander Hit table)',
      dice: [toldCombat([roll], roller.typed)],
      outcome: who,
      source: 'O',
    });
  const onMap: Commander[] = [];
  for (let i = 0; i < g.commanders.length; i++) {
    const c = g.commanders[i] as Commander;
    if (c.col !== null && c.returnAt === null) onMap.push(c);
  }
  if (
    !id &&
    g.versus &&
    askCommander(
      g,
      roll,
      onMap.map((c) => c.id),
    )
  )
    return;
  if (!id) id = onMap.length ? onMap[roller.int(onMap.length)]?.id : undefined;
  commanderCasualty(g, R, roller, id, roll);
}

/** The Commander hit is out for a die roll's worth of Time Increments (M-4). */
export function commanderCasualty(
  g: CrowbarState,
  R: Rules,
  roller: Roller,
  id: string | undefined,
  roll: number,
): void {
  // No id, no search: comparing the ids with undefined threw commanderHit's compiled code away.
  const c = id === undefined ? undefined : g.commanders.find((x) => x.id === id);
  if (!c || c.col === null || c.returnAt !== null) {
    g.logOn &&
      told(g, {
        text: `Commander Hit on a ${roll}`,
        outcome: `no effect: ${c ? `${commanderName(R, c.id)} is not on the map` : 'no Commander is on the map'}`,
        source: 'O, M-4',
      });
    return;
  }
  const die = roller.d6();
  noteCombatRoll(g, 'commander-casualty', 'combat', [die], null);
  const back = Math.ceil(die / R.k['commander-casualty-divisor']);
  c.col = null;
  c.returnAt = (g.time.day - 1) * R.track.perDay + g.time.inc + back;
  g.logOn &&
    told(g, {
      text: `${commanderName(R, c.id)} is hit: one Combat Die, halved`,
      dice: [toldCombat([die], roller.typed)],
      outcome: `out for ${plural(back, 'Time Increment')}, back at ${timeAt(R, c.returnAt)}`,
      source: 'M-4',
    });
}

function unexpectedObstacle(g: CrowbarState, R: Rules): void {
  const advanced = mostAdvanced(g, null, CLIFF);
  const list: Ranger[] = [];
  for (let i = 0; i < advanced.length; i++) {
    const r = advanced[i] as Ranger;
    if (r.row + 1 <= LAST_ROW && !g.obstacles.includes(sp(r.col, r.row + 1))) list.push(r);
  }
  const first = list[0];
  if (!first || (g.versus && askTie(g, 'german-obstacle', list))) return;
  obstacleAhead(g, R, first);
}

export function obstacleAhead(g: CrowbarState, R: Rules, r: Ranger): void {
  g.obstacles.push(sp(r.col, r.row + 1));
  g.logOn &&
    told(g, {
      text: `Unexpected Obstacle in front of ${unitName(r, R)}`,
      outcome: `an Obstacle marker in ${spaceName(R, sp(r.col, r.row + 1))}: 2 Advances to enter`,
      source: 'O, I-2',
    });
}

function mines(g: CrowbarState, R: Rules, roller: Roller): void {
  let any = false;
  for (const r of [...g.rangers])
    if (r && R.map.terrain[sp(r.col, r.row)] === 'minefield') {
      any = true;
      hitRanger(g, R, roller, r, R.k['mines-hits'], `Mines! in ${spaceName(R, sp(r.col, r.row))}`, 'O');
    }
  if (!any) g.logOn && told(g, { text: 'Mines!', outcome: 'no Ranger unit stands in a Minefield space', source: 'O' });
}

function germanShooting(g: CrowbarState, R: Rules, roller: Roller, chit: ChitDef, company: Company | null): void {
  const shooters: German[] = [];
  for (let i = 0; i < g.germans.length; i++) {
    const u = g.germans[i] as German;
    if (
      (chit.germanEffect === 'concentrated-fire' || u.kind === 'mg') &&
      (!company || R.map.companyOfCol[u.col - 1] === company)
    )
      shooters.push(u);
  }
  shooters.sort(byPlace);
  let fired = false;
  const halves = new Map<Ranger, number>();
  for (const u of shooters) {
    if (!germanById(g, u.id)) continue;
    for (const t of germanTargets(g, R, u, u.kind === 'mg'))
      if (g.rangers[t.col - 1] === t) {
        fired = true;
        const half = germanFires(g, R, roller, u, t);
        if (half > 0) halves.set(t, (halves.get(t) ?? 0) + half);
      }
  }
  if (!fired)
    g.logOn &&
      told(g, {
        text: chit.germanName,
        outcome: 'no German unit has a Ranger unit in sight with a die to throw',
        source: 'L-1, L-3',
      });
  for (const [r, n] of halves) {
    const hits = Math.floor(n / 2);
    if (hits <= 0 || g.rangers[r.col - 1] !== r) continue;
    g.logOn &&
      told(g, {
        text: `The half hits left on ${unitName(r, R)} add up`,
        outcome: `${n} half hits make ${plural(hits, 'hit')}`,
        source: 'L-5',
      });
    hitRanger(g, R, roller, r, hits, 'half hits of the whole fire', 'L-5');
  }
}

function flankSupport(g: CrowbarState, R: Rules, roller: Roller, chit: ChitDef, dice: number): void {
  const width = R.k['flank-fire-columns'];
  const west = chit.germanEffect === 'western-flank-support';
  for (const r of [...g.rangers]) {
    if (!r || r.row < BEACH) continue;
    const inFlank = west ? r.col > COLS - width : r.col <= width;
    if (inFlank)
      supportFire(
        g,
        R,
        roller,
        { kind: 'ranger', r },
        dice,
        west ? 'Western Flank Support Fire' : 'Eastern Flank Support Fire',
      );
  }
}

/** One German unit of an Assault! moves (O-9); returns after a combat starts so that it is fought first. */
export function stepAssault(g: CrowbarState, R: Rules, roller: Roller): void {
  const task = g.stack[g.stack.length - 1];
  if (!task || task.k !== 'assault') return;
  const id = task.ids.shift();
  if (id === undefined) {
    g.stack.pop();
    return;
  }
  const u = germanById(g, id);
  if (!u) return;
  if (u.pinned) {
    // Pinned units called to move stay put and lose the marker (I-5).
    u.pinned = false;
    return;
  }
  if (g.versus && assaultActs(g, R, u) && askAssault(g, R, u)) return;
  assaultMove(g, R, roller, u);
}

/**
 * An MG moves north only when the space in front of it blocks its sight, as far as crowbar.constants
 * assault-mg-move says (one space), through empty spaces and never past Cliff Top 5 (O-9c); the row, or null.
 */
function mgStep(g: CrowbarState, R: Rules, u: German): number | null {
  const front = u.row - 1;
  if (front < CLIFF || !blocksLos(R.map, sp(u.col, front))) return null;
  let to: number | null = null;
  for (let next = front; next >= CLIFF && next >= u.row - R.k['assault-mg-move']; next--) {
    const s = sp(u.col, next);
    if (germanAt(g, s) || rangerAt(g, s)) break;
    to = next;
  }
  return to;
}

/** Where an assaulting Grenadier stops, and the Ranger unit it runs into with the row it attacks from (O-9a-b). */
function grenadierPath(g: CrowbarState, R: Rules, u: German): { to: number; attack: Ranger | null; from: number } {
  let lastEmpty = u.row;
  let row = u.row;
  for (let i = 0; i < R.k['assault-grenadier-move']; i++) {
    const next = row - 1;
    if (next < CLIFF) break;
    const s = sp(u.col, next);
    const r = rangerAt(g, s);
    if (r) return { to: next, attack: r, from: lastEmpty };
    row = next;
    if (!germanAt(g, s)) lastEmpty = next;
  }
  return { to: lastEmpty, attack: null, from: lastEmpty };
}

/** Whether moving this unit would change anything (else the German player is not asked, T-3b). */
export function assaultActs(g: CrowbarState, R: Rules, u: German): boolean {
  if (u.kind === 'mg') return mgStep(g, R, u) !== null;
  const path = grenadierPath(g, R, u);
  const below = g.rangers[u.col - 1];
  return path.attack !== null || path.to !== u.row || (u.row === CLIFF && !!below && below.row === BEACH);
}

/** One Assault! unit moves, attacks, or fires down the cliff (O-9). */
export function assaultMove(g: CrowbarState, R: Rules, roller: Roller, u: German): void {
  if (u.kind === 'mg') {
    const next = mgStep(g, R, u);
    if (next !== null) {
      const from = g.logOn ? germanName(u, R) : '';
      const spaces = u.row - next;
      u.row = next;
      germanEnters(g, R, u);
      g.logOn &&
        told(g, {
          text: `Assault!: the ${from} moves up ${plural(spaces, 'space')} to see`,
          outcome: `now in ${spaceName(R, sp(u.col, u.row))}`,
          source: 'O-9c',
        });
    }
    return;
  }
  const path = grenadierPath(g, R, u);
  if (path.attack) {
    u.row = path.from;
    g.logOn &&
      told(g, {
        text: `Assault!: the ${germanName(u, R)} attacks ${unitName(path.attack, R)}`,
        outcome: 'a Close Combat, the Germans attacking',
        source: 'O-9a, O-9b',
      });
    u.row = path.to;
    startCloseCombat(g, { attacker: 'german', col: path.attack.col, gid: u.id, from: path.from, crossedCliff: false });
    return;
  }
  if (path.to !== u.row) {
    const from = g.logOn ? germanName(u, R) : '';
    u.row = path.to;
    germanEnters(g, R, u);
    g.logOn &&
      told(g, {
        text: `Assault!: the ${from} advances north`,
        outcome: `now in ${spaceName(R, sp(u.col, u.row))}`,
        source: 'O-9a',
      });
  }
  if (u.row === CLIFF) {
    const below = g.rangers[u.col - 1];
    if (below && below.row === BEACH) germanFires(g, R, roller, u, below);
  }
}

/** The Event a choice answers, for "not used". */
const CHOICE_EVENT: Readonly<Record<string, string>> = {
  'rangers-forward': 'Rangers Forward!',
  'open-fire-company': 'The Open Fire! event',
  reinforcements: 'Force B & C Reinforcements',
  'mortar-target': 'Mortar/Destroyer Support Fire',
  'naval-area': 'Naval Support Fire',
};

/** Applies the option picked; `cols`: in co-op, the columns of the player enacting the Event (R-4). */
export function resolveChoice(
  g: CrowbarState,
  R: Rules,
  roller: Roller,
  purpose: string,
  option: string,
  data: string | undefined,
  cols?: readonly number[],
): void {
  if (option === 'none') {
    g.logOn && told(g, { text: `${CHOICE_EVENT[purpose] ?? 'The Event'} is not used`, source: 'O' });
    return;
  }
  switch (purpose) {
    case 'rangers-forward': {
      const col = Number(option);
      const r = g.rangers[col - 1];
      if (r)
        g.logOn &&
          told(g, {
            text: `Rangers Forward!: ${unitName(r, R)} moves out of turn`,
            outcome: `${plural(R.k['rangers-forward-advances'], 'Advance')} to move with`,
            source: 'O',
          });
      g.stack.push({ k: 'spend', col, pool: R.k['rangers-forward-advances'], movementOnly: true, spentAny: false });
      return;
    }
    case 'open-fire-company': {
      const c = companyOf(option);
      if (c) startCompanyFire(g, R, c, data === 'low', null, cols);
      return;
    }
    case 'heroic-action': {
      const r = g.rangers[Number(option) - 1];
      if (r) {
        r.heroic += 1;
        g.logOn && told(g, { text: `A Heroic Action marker goes to ${unitName(r, R)}`, source: 'O-8' });
      }
      return;
    }
    case 'reinforcements': {
      const r = g.rangers[Number(option) - 1];
      if (r) {
        const add = Math.min(R.k['reinforcement-sp'], maxSp(r, R) - r.sp);
        r.sp += add;
        g.logOn &&
          told(g, {
            text: `Force B & C Reinforcements join ${lcaName(r, R)}`,
            outcome: `+${add} SP, now ${r.sp} SP`,
            source: 'O-7',
          });
      }
      return;
    }
    case 'mortar-target': {
      const u = germanById(g, Number(option));
      if (u)
        supportFire(g, R, roller, { kind: 'german', u }, R.k['support-fire-dice'], 'Mortar/Destroyer Support Fire');
      return;
    }
    case 'naval-area': {
      g.logOn &&
        told(g, {
          text: `Naval Support Fire on Area ${option}`,
          outcome: `${R.k['support-fire-dice']} Combat Dice at each German unit there`,
          source: 'O-4',
        });
      for (const u of [...g.germans])
        if (R.map.area[sp(u.col, u.row)] === option && germanById(g, u.id))
          supportFire(g, R, roller, { kind: 'german', u }, R.k['support-fire-dice'], 'Naval Support Fire');
      return;
    }
    default:
      return;
  }
}

export { commanderReady, commandersFor };

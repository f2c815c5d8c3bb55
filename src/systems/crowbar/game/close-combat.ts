import { BEACH, CLIFF, LAST_ROW, sp } from '../map/grid.ts';
import {
  dragRally,
  eliminateGerman,
  germanAt,
  germanById,
  germanEnters,
  germanSp,
  hitGerman,
  hitRanger,
  isNight,
  preparedCover,
  ranger,
  rangerAt,
  setRow,
  supportAdjacent,
  told,
} from './core.ts';
import type { ToldModifier } from '../../../engine/index.ts';
import { closeCombatDice, closeCombatPools, type CloseCombatInputs } from '../procedures/close-combat.ts';
import { countResults, hitsFrom } from '../procedures/combat-dice.ts';
import { combatDice as toldCombat, indicesOf } from './told-dice.ts';
import { combatDiceWords, germanCounter, lcaName, plural, rowName, spaceName, unitName } from './words.ts';
import { revealIncoming } from './fire.ts';
import { revealGunMarkers } from './gun-markers.ts';
import { availableCommander } from './commanders.ts';
import type { Roller } from './roller.ts';
import type { Rules } from './rules.ts';
import type { CloseCombat, Commander, CrowbarState, German, Ranger } from './types.ts';
import { combatDice, noteCombatRoll } from './last-roll.ts';

/** J) Close Combat: pools, dice, hits, the winner, retreats (with the extra-hit rule and repeated combat), POWs. */

export function startCloseCombat(g: CrowbarState, cc: CombatStart): void {
  g.stack.push({ k: 'cc', cc: combat(cc, 0) });
}

type CombatStart = Pick<CloseCombat, 'attacker' | 'col' | 'gid' | 'from' | 'crossedCliff'>;

/**
 * A combat with every field set from the start, always in this order: one shape of object to V8 whatever course
 * the combat takes (fields added on the way made new shapes late in a run, and threw compiled code away).
 */
function combat(cc: CombatStart, rounds: number): CloseCombat {
  return {
    attacker: cc.attacker,
    col: cc.col,
    gid: cc.gid,
    from: cc.from,
    crossedCliff: cc.crossedCliff,
    commander: false,
    heroic: false,
    decided: false,
    rounds,
  };
}

/** Whether the Ranger side has a bonus to decide on (attached unused Commander, or a Heroic Action marker). */
export function rangerBonusChoice(g: CrowbarState, R: Rules, r: Ranger): { commander: string | null; heroic: boolean } {
  const c = availableCommander(g, r, 'attached');
  return { commander: c?.id ?? null, heroic: r.heroic > 0 };
}

interface SideSupport {
  readonly support: boolean;
  readonly flanked: boolean;
}

// The three answers of support(), made once (callers only read them).
const UNSUPPORTED: SideSupport = { support: false, flanked: false };
const SUPPORTED: SideSupport = { support: true, flanked: false };
const FLANKING: SideSupport = { support: true, flanked: true };

/** Whether a supporting unit's row lies behind the combat space's row for flanking. */
function isBehind(textReading: boolean, defenderSide: 'ranger' | 'german', r: number, row: number): boolean {
  // Examples: south of a German defender, north of a Ranger defender. Text: the reverse.
  if (defenderSide === 'german') return textReading ? r < row : r > row;
  return textReading ? r > row : r < row;
}

/**
 * Support (and flank) for one side: friendly un-Pinned, un-Shaken units adjacent to the combat space (J-2c, J-2d),
 * other than the two units fighting (the Ranger unit of `col`, the German unit `gid`).
 */
function support(
  g: CrowbarState,
  R: Rules,
  side: 'ranger' | 'german',
  combat: German,
  enemySp: number,
  defenderSide: 'ranger' | 'german',
  col: number,
  gid: number,
): SideSupport {
  let total = 0;
  let behind = false;
  const textReading = R.settings['crowbar.flankRow'] === 'text';
  if (side === 'ranger') {
    for (let i = 0; i < g.rangers.length; i++) {
      const r = g.rangers[i];
      if (!r || r.col === col || r.row < BEACH || r.pinned || r.shaken) continue;
      if (!supportAdjacent(r, combat)) continue;
      total += r.sp;
      if (isBehind(textReading, defenderSide, r.row, combat.row)) behind = true;
    }
  } else {
    for (let i = 0; i < g.germans.length; i++) {
      const u = g.germans[i] as German;
      if (u.id === gid || u.pinned) continue;
      if (!supportAdjacent(u, combat)) continue;
      total += germanSp(u, R, 'close');
      if (isBehind(textReading, defenderSide, u.row, combat.row)) behind = true;
    }
  }
  if (total <= 0 || total < enemySp) return UNSUPPORTED;
  return behind ? FLANKING : SUPPORTED;
}

/**
 * The inputs of crowbar.close-combat for this combat now (J-2): the game counts its dice from them with the
 * procedure's own closeCombatDice, and the board shows the procedure's odds for them before the roll.
 */
export function closeCombatInputs(g: CrowbarState, R: Rules, cc: CloseCombat, r: Ranger, u: German): CloseCombatInputs {
  const combat = sp(u.col, u.row);
  const rSp = r.sp;
  const gSp = germanSp(u, R, 'close');
  const rangerAttacks = cc.attacker === 'ranger';
  const attackerSp = rangerAttacks ? rSp : gSp;
  const defenderSp = rangerAttacks ? gSp : rSp;
  const defSide = rangerAttacks ? 'german' : 'ranger';
  const att = support(g, R, rangerAttacks ? 'ranger' : 'german', u, defenderSp, defSide, r.col, u.id);
  const def = support(g, R, rangerAttacks ? 'german' : 'ranger', u, attackerSp, defSide, r.col, u.id);
  const rangerCmd = cc.commander === true;
  const rangerHero = cc.heroic === true;
  return {
    attackerSp,
    defenderSp,
    attackerCommander: rangerAttacks && rangerCmd,
    attackerHeroic: rangerAttacks && rangerHero,
    attackerSupport: att.support,
    defenderFlanked: att.flanked,
    germanAttackAtNight: !rangerAttacks && isNight(g, R),
    attackerShaken: rangerAttacks && r.shaken,
    defenderCommander: !rangerAttacks && rangerCmd,
    defenderHeroic: !rangerAttacks && rangerHero,
    defenderSupport: def.support,
    defenderInPreparedCover: preparedCover(R, combat) && (rangerAttacks || r.row >= CLIFF),
    attackerCrossedCliff: rangerAttacks && cc.crossedCliff,
    defenderPinned: rangerAttacks ? u.pinned : r.pinned,
    defenderShaken: !rangerAttacks && r.shaken,
  };
}

/** The modifiers that applied, as told: the procedure's own pools. */
function ccModifiers(R: Rules, i: CloseCombatInputs): ToldModifier[] {
  const { attacker, defender } = closeCombatPools(i, R.ctx);
  return [...attacker.modifiers, ...defender.modifiers].map((m) => ({ label: m.label, amount: m.amount }));
}

/** Hits and morale losses of one side's dice (J-2e). */
function readDice(R: Rules, dice: readonly number[]): { hits: number; morale: number } {
  const n = countResults(R.ccResult, dice);
  return { hits: hitsFrom(n.hit, n.half), morale: n.morale };
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

/** The Commander and Heroic Action a combat's bonus choice asked for, taken now (used, or dropped when gone). */
function takeBonuses(g: CrowbarState, cc: CloseCombat, r: Ranger): void {
  if (cc.commander) {
    let c: Commander | undefined;
    for (const x of g.commanders)
      if (x.col === r.col && !x.used && x.returnAt === null) {
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
}

/** The dice that counted in Close Combat: a morale loss, a half hit or a hit. */
function ccDecisive(R: Rules, dice: readonly number[]): number[] {
  return indicesOf(dice, (d) => R.ccResult[d] !== 'miss');
}

/** The attacker's faces, kept apart from the roller's own list, which the defender's dice then fill. */
const attackerDice: number[] = [];

function fight(g: CrowbarState, R: Rules, roller: Roller, cc: CloseCombat, r: Ranger, u: German): void {
  takeBonuses(g, cc, r);
  const inputs = closeCombatInputs(g, R, cc, r, u);
  const n = closeCombatDice(inputs, R.ctx);
  const aDice = roller.dice(n.attacker, attackerDice);
  const aTyped = roller.typed;
  const dDice = roller.dice(n.defender);
  const rangerFirst = cc.attacker === 'ranger';
  const shown = noteCombatRoll(g, 'close-combat', rangerFirst ? 'ranger' : 'german', aDice, cc.col);
  combatDice(rangerFirst ? 'german' : 'ranger', dDice, shown);
  const a = readDice(R, aDice);
  const d = readDice(R, dDice);
  const rangerAttacks = cc.attacker === 'ranger';
  const uWasFull = !u.reduced;
  const hitsOnRanger = rangerAttacks ? d.hits : a.hits;
  const hitsOnGerman = rangerAttacks ? a.hits : d.hits;
  const moraleByRanger = rangerAttacks ? a.morale : d.morale;
  const moraleByGerman = rangerAttacks ? d.morale : a.morale;
  if (g.logOn) {
    const rName = unitName(r, R);
    const gName = germanCounter(u, R);
    told(g, {
      text: `Close Combat in ${spaceName(R, sp(u.col, u.row))}: ${rangerAttacks ? rName : `the ${gName}`} attacks ${rangerAttacks ? `the ${gName}` : rName}, ${combatDiceWords(n.attacker)} against ${n.defender} (half of ${inputs.attackerSp} and of ${inputs.defenderSp} SP, then modifiers)`,
      dice: [
        toldCombat(aDice, aTyped, rangerAttacks ? 'Rangers' : 'Germans', ccDecisive(R, aDice)),
        toldCombat(
          dDice,
          dDice.length ? roller.typed : aTyped,
          rangerAttacks ? 'Germans' : 'Rangers',
          ccDecisive(R, dDice),
        ),
      ],
      modifiers: ccModifiers(R, inputs),
      outcome: `${plural(hitsOnRanger, 'hit')} on ${lcaName(r, R)}, ${plural(hitsOnGerman, 'hit')} on the ${gName}; morale losses: Rangers ${moraleByRanger}, Germans ${moraleByGerman}`,
      source: 'J-2',
    });
  }
  const rDead = hitRanger(g, R, roller, r, hitsOnRanger, null, 'J-2');
  const gDead = hitsOnGerman > 0 ? hitGerman(g, R, u, hitsOnGerman, null, 'J-2') : false;
  if (rDead && gDead) {
    g.logOn && told(g, { text: 'Both units are eliminated', outcome: 'no winner', source: 'J-3a' });
    return;
  }
  if (gDead) {
    if (rangerAttacks) {
      if (uWasFull && hitsOnGerman >= 2) takePows(g, R, r, 'pow-full');
      else if (!uWasFull) takePows(g, R, r, 'pow-reduced');
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
  if (g.logOn) {
    const who = loser === 'ranger' ? lcaName(r, R) : `The ${germanCounter(u, R)}`;
    const why =
      moraleByRanger !== moraleByGerman
        ? `more morale losses against it: it retreats ${plural(spaces, 'space')} ${loser === 'ranger' ? 'north' : 'south'}`
        : 'both units survive with no one ahead on morale: the attacker falls back';
    told(g, {
      text: `${who} loses the Close Combat`,
      outcome: why,
      source: moraleByRanger !== moraleByGerman ? 'J-3c, J-3e' : 'J-3d',
    });
  }
  const stuck = loser === 'ranger' ? retreatRanger(g, R, roller, r, spaces, cc) : retreatGerman(g, R, u, spaces);
  if (stuck === 'again') {
    const r2 = ranger(g, cc.col);
    const u2 = germanById(g, cc.gid);
    if (r2 && u2 && r2.row === u2.row && cc.rounds < 20) {
      g.logOn &&
        told(g, {
          text: 'No room to retreat at all',
          outcome: 'another Close Combat is fought at once',
          source: 'J-3e',
        });
      g.stack.push({ k: 'cc', cc: combat(cc, cc.rounds + 1) });
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

/** J-3f, Q-4: an attacking Ranger unit that eliminates its defender takes prisoners. */
function takePows(g: CrowbarState, R: Rules, r: Ranger, kind: 'pow-full' | 'pow-reduced'): void {
  g.captures.push({
    kind,
    day: g.time.day,
    company: r.company,
    label: kind === 'pow-full' ? 'POWs (major haul)' : 'POWs (small bag)',
  });
  g.logOn &&
    told(g, {
      text: `${lcaName(r, R)} takes prisoners`,
      outcome: `${kind === 'pow-full' ? 'a major haul' : 'a small bag'} of POWs, ${R.vp(kind)} VP`,
      source: 'J-3f, Q-4',
    });
}

/** A Ranger unit left alone in a space it fought for reveals and claims what is there (I-3, Q-2). */
export function rangerWinsSpace(g: CrowbarState, R: Rules, roller: Roller, r: Ranger): void {
  const s = sp(r.col, r.row);
  if (germanAt(g, s)) return;
  revealGunMarkers(g, R, roller, r, true);
}

/** Ranger retreat north (J-3e). Returns 'again' when it could not move at all and must fight again. */
function retreatRanger(
  g: CrowbarState,
  R: Rules,
  roller: Roller,
  r: Ranger,
  spaces: number,
  cc: CloseCombat,
): 'moved' | 'again' | 'dead' {
  const floor = cc.attacker === 'ranger' && cc.from === BEACH ? BEACH : CLIFF;
  let moved = 0;
  for (let i = 0; i < spaces; i++) {
    const next = r.row - 1;
    if (next < floor) break;
    if (germanAt(g, sp(r.col, next))) break;
    setRow(g, R, r, next);
    moved++;
  }
  if (r.row >= CLIFF) dragRally(r);
  else r.rally = Math.max(r.rally, 0);
  const extra = spaces - moved;
  if (moved > 0)
    g.logOn &&
      told(g, {
        text: `${lcaName(r, R)} retreats ${plural(moved, 'space')} north`,
        outcome: `now in ${rowName(R, r.row)}`,
        source: 'J-3e',
      });
  if (extra > 0) {
    const dead = hitRanger(
      g,
      R,
      roller,
      r,
      extra,
      g.logOn ? `${plural(extra, 'space')} it could not retreat` : '',
      'J-3e',
    );
    if (dead) return 'dead';
  }
  return moved === 0 ? 'again' : 'moved';
}

/** Another German unit in `u`'s column at `row`. */
function otherGermanAt(g: CrowbarState, u: German, row: number): boolean {
  for (let i = 0; i < g.germans.length; i++) {
    const x = g.germans[i] as German;
    if (x !== u && x.col === u.col && x.row === row) return true;
  }
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
      eliminateGerman(g, R, u, 'retreated off the map', 'J-3e');
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
      eliminateGerman(g, R, u, 'retreated off the map', 'J-3e');
      return 'dead';
    }
    if (rangerAt(g, sp(u.col, next))) {
      row -= 1;
      break;
    }
    row = next;
  }
  const from = u.row;
  u.row = row;
  if (otherGermanAt(g, u, row)) {
    eliminateGerman(g, R, u, 'nowhere to retreat', 'J-3e');
    return 'dead';
  }
  if (row !== from)
    g.logOn &&
      told(g, {
        text: `The ${germanCounter(u, R)} retreats ${plural(row - from, 'space')} south`,
        outcome: `now in ${spaceName(R, sp(u.col, u.row))}`,
        source: 'J-3e',
      });
  const extra = spaces - moved;
  if (extra > 0 && hitGerman(g, R, u, extra, g.logOn ? `${plural(extra, 'space')} it could not retreat` : '', 'J-3e'))
    return 'dead';
  if (moved > 0) germanEnters(g, R, u);
  return moved === 0 ? 'again' : 'moved';
}

/** A Ranger unit moves into a German-held space: reveal its markers, then fight (J-1). */
export function rangerAttacks(g: CrowbarState, R: Rules, roller: Roller, r: Ranger, u: German, from: number): void {
  revealIncoming(g, R, sp(u.col, u.row), r, 'enter');
  if (!germanById(g, u.id)) {
    g.logOn &&
      told(g, {
        text: 'The defenders were destroyed by the revealed markers',
        outcome: 'no Close Combat: the Advances paid to enter are spent, any left may still be used',
        source: 'J-1, G-7d',
      });
    rangerWinsSpace(g, R, roller, r);
    return;
  }
  startCloseCombat(g, {
    attacker: 'ranger',
    col: r.col,
    gid: u.id,
    from,
    crossedCliff: from === BEACH && r.row === CLIFF,
  });
}

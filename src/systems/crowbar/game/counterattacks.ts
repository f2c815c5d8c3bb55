import { BEACH, LAST_ROW, sp } from '../map/grid.ts';
import { germanAt, placeGerman, told } from './core.ts';
import { combatDice as toldCombat } from './told-dice.ts';
import { aGerman, companyName, lcaName, spaceName } from './words.ts';
import type { Roller } from './roller.ts';
import type { CounterattackRow, Rules } from './rules.ts';
import { COMPANIES, type Company, type CrowbarState, type Ranger } from './types.ts';
import { askCounterattackForce, askCounterattackTarget } from './versus-asks.ts';
import { noteCombatRoll } from './last-roll.ts';

/** P) German Counterattacks: the target Company, then four units two spaces in front of its Ranger units. */

export function counterattackTarget(g: CrowbarState, R: Rules, roller: Roller, number: number): Company | null {
  const mode = g.mode === 'coop3' || g.mode === 'coop2' ? 'coop' : 'solitaire';
  const rows: CounterattackRow[] = [];
  for (let i = 0; i < R.counterattacks.length; i++) {
    const r = R.counterattacks[i] as CounterattackRow;
    if (r.mode === mode && r.number === number) rows.push(r);
  }
  if (!rows.length) return null;
  const rolled = rows.length > 1 || rows[0]?.min !== 1 || rows[0]?.max !== 6;
  const die = rolled ? roller.d6() : 1;
  if (rolled) noteCombatRoll(g, 'counterattack', 'combat', [die], null);
  const row = rows.find((r) => die >= r.min && die <= r.max) ?? rows[0];
  if (!row) return null;
  if (rolled && g.logOn)
    told(g, {
      text: `German Counterattack ${number}: one Combat Die for its target`,
      dice: [toldCombat([die], roller.typed)],
      outcome: rows.map((x) => `${x.min}-${x.max} ${TARGET_WORDS[x.target] ?? x.target}`).join(', '),
      source: mode === 'coop' ? 'R-8' : 'P-5',
    });
  const remaining: Company[] = [];
  for (const c of COMPANIES) if (!g.ca.attacked.includes(c)) remaining.push(c);
  switch (row.target) {
    case 'easy':
    case 'dog':
    case 'fox':
      return row.target;
    case 'east-remaining':
      return remaining[0] ?? null;
    case 'west-remaining':
      return remaining[remaining.length - 1] ?? null;
    case 'last-remaining':
      return remaining[0] ?? null;
    default:
      return null;
  }
}

const TARGET_WORDS: Readonly<Record<string, string>> = {
  easy: 'Easy Company',
  dog: 'Dog Company',
  fox: 'Fox Company',
  'east-remaining': 'the eastern Company not yet attacked',
  'west-remaining': 'the western Company not yet attacked',
  'last-remaining': 'the Company not yet attacked',
};

export function launchCounterattack(g: CrowbarState, R: Rules, roller: Roller, number: number): void {
  if (g.versus && askCounterattackTarget(g, R, number)) return;
  beginCounterattack(g, R, roller, number, counterattackTarget(g, R, roller, number));
}

/** The Counterattack against its target: in versus the German player picks the force and where it goes (T-4). */
export function beginCounterattack(
  g: CrowbarState,
  R: Rules,
  roller: Roller,
  number: number,
  target: Company | null,
): void {
  g.logOn &&
    told(g, {
      text: `The German Counterattack marker reaches Attack Launched!: Counterattack ${number}`,
      outcome: target
        ? `against ${companyName(target)} Company: three Grenadiers and an MG, two spaces in front of its units`
        : 'no Company left to attack',
      source: 'P-1',
    });
  if (!target) return;
  g.ca.attacked.push(target);
  if (g.versus) {
    askCounterattackForce(g, R, target);
    return;
  }
  const force: string[] = [];
  for (let i = 0; i < R.k['counterattack-units']; i++) {
    const t = g.germanPool.grenadier.shift();
    if (t) force.push(t);
  }
  for (let i = 0; i < R.k['counterattack-mgs']; i++) {
    const t = g.germanPool.mg.shift();
    if (t) force.push(t);
  }
  const shuffled = roller.rng.shuffle(force);
  const zone = R.map.doc.companies.find((c) => c.id === target);
  if (!zone) return;
  const cols: number[] = [];
  for (let c = zone.first; c <= zone.last; c++) cols.push(c);
  // With too few units, the most advanced Ranger units are served first (P-8).
  const rowOfCol = (c: number): number => {
    const r: Ranger | null = g.rangers[c - 1] ?? null;
    return r && r.row >= BEACH ? r.row : -1;
  };
  cols.sort((a, b) => rowOfCol(b) - rowOfCol(a) || a - b);
  for (const col of cols) {
    const type = shuffled.shift();
    if (!type) break;
    const at = counterattackSpace(g, R, col);
    if (!at) {
      const r = g.rangers[col - 1];
      if (r)
        g.logOn &&
          told(g, {
            text: `No Counterattack unit enters in front of ${lcaName(r, R)}`,
            outcome: 'it is beyond the Highway, or there is no room south of it',
            source: 'P-1d',
          });
      returnToPool(g, R, type);
      continue;
    }
    counterattackUnit(g, R, type, col, at);
  }
}

/**
 * Where the Counterattack unit facing a column enters (P-1b-f): two spaces in front of its Ranger unit, or on
 * the Highway when that unit is at sea or gone; past any German unit in the way; reduced south of the Highway.
 * Null when it does not enter at all.
 */
export function counterattackSpace(g: CrowbarState, R: Rules, col: number): { row: number; reduced: boolean } | null {
  const reducedFrom = R.k['counterattack-reduced-row'];
  const r = g.rangers[col - 1];
  let row: number;
  if (!r || r.row < BEACH) row = R.k['highway-row'];
  else if (r.row >= reducedFrom) return null;
  else row = r.row + R.k['counterattack-offset'];
  while (row <= LAST_ROW && (germanAt(g, sp(col, row)) || g.rangers[col - 1]?.row === row)) row++;
  return row > LAST_ROW ? null : { row, reduced: row >= reducedFrom };
}

export function counterattackUnit(
  g: CrowbarState,
  R: Rules,
  type: string,
  col: number,
  at: { row: number; reduced: boolean },
): void {
  const u = placeGerman(g, R, type, col, at.row, at.reduced);
  if (g.logOn) {
    const r = g.rangers[col - 1];
    const facing = r && r.row >= BEACH ? `in front of ${lcaName(r, R)}` : 'on the Highway';
    told(g, {
      text: `Counterattack: ${aGerman(u, R)} enters ${spaceName(R, sp(u.col, u.row))} ${facing}`,
      outcome: at.reduced ? 'reduced side up (south of the Highway)' : 'full strength',
      source: at.reduced ? 'P-1b, P-1c' : r && r.row >= BEACH ? 'P-1b' : 'P-1f',
    });
  }
}

function returnToPool(g: CrowbarState, R: Rules, type: string): void {
  const kind = R.germanTypes.get(type)?.kind;
  if (kind === 'mg') g.germanPool.mg.push(type);
  else g.germanPool.grenadier.push(type);
}

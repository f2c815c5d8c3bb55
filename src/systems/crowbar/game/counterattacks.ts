import { BEACH, LAST_ROW, sp } from './map.ts';
import { germanAt, germanName, log, placeGerman } from './core.ts';
import type { Roller } from './roller.ts';
import type { Rules } from './rules.ts';
import type { Company, CrowbarState, Ranger } from './types.ts';
import { askCounterattackForce, askCounterattackTarget } from './versus-counterattacks.ts';
import { combatDice, noteRoll } from './last-roll.ts';

/** P) German Counterattacks: the target Company, then four units two spaces in front of its Ranger units. */

export function counterattackTarget(g: CrowbarState, R: Rules, roller: Roller, number: number): Company | null {
  const mode = g.mode === 'coop3' || g.mode === 'coop2' ? 'coop' : 'solitaire';
  const rows = R.counterattacks.filter((r) => r.mode === mode && r.number === number);
  if (!rows.length) return null;
  const rolled = rows.length > 1 || rows[0]?.min !== 1 || rows[0]?.max !== 6;
  const die = rolled ? roller.d6() : 1;
  if (rolled) noteRoll(g, 'counterattack', combatDice('combat', [die]), null);
  const row = rows.find((r) => die >= r.min && die <= r.max) ?? rows[0];
  if (!row) return null;
  const remaining = (['easy', 'dog', 'fox'] as Company[]).filter((c) => !g.ca.attacked.includes(c));
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

export function launchCounterattack(g: CrowbarState, R: Rules, roller: Roller, number: number): void {
  if (g.versus && askCounterattackTarget(g, R, number)) return;
  beginCounterattack(g, R, roller, number, counterattackTarget(g, R, roller, number));
}

/** The Counterattack against its target: in versus the German player picks the force and where it goes (T-4). */
export function beginCounterattack(g: CrowbarState, R: Rules, roller: Roller, number: number, target: Company | null): void {
  g.logOn && log(g, `German Counterattack ${number} is launched${target ? ` against ${target} Company` : ''}`);
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
  while (row <= LAST_ROW && (germanAt(g, sp(col, row)) || (g.rangers[col - 1]?.row === row))) row++;
  return row > LAST_ROW ? null : { row, reduced: row >= reducedFrom };
}

export function counterattackUnit(g: CrowbarState, R: Rules, type: string, col: number, at: { row: number; reduced: boolean }): void {
  const u = placeGerman(g, R, type, col, at.row, at.reduced);
  g.logOn && log(g, `Counterattack: ${germanName(u, R)}`);
}

function returnToPool(g: CrowbarState, R: Rules, type: string): void {
  const kind = R.germanTypes.get(type)?.kind;
  if (kind === 'mg') g.germanPool.mg.push(type);
  else g.germanPool.grenadier.push(type);
}

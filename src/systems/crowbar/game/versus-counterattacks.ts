import { beginCounterattack, counterattackSpace, counterattackUnit } from './counterattacks.ts';
import type { CrowbarAction } from './actions.ts';
import type { Roller } from './roller.ts';
import type { Rules } from './rules.ts';
import { COMPANIES, type Company, type CrowbarState, type GermanTask } from './types.ts';
import { germanSeatAgainst } from './versus.ts';
import { told } from './core.ts';
import { companyName } from './words.ts';

/** T-4: the German player picks the Counterattack force from the pool and the Ranger units it faces. */

type TargetTask = Extract<GermanTask, { k: 'german-ca-target' }>;
type ForceTask = Extract<GermanTask, { k: 'german-counterattack' }>;

/**
 * T-4d: in 2-player versus the German player picks the target of the Counterattack that solitaire leaves to
 * a die (the 4th); the co-op based modes keep their own target rolls, which T does not change.
 */
export function askCounterattackTarget(g: CrowbarState, R: Rules, number: number): boolean {
  if (g.versus !== 'versus2') return false;
  const rows = R.counterattacks.filter((r) => r.mode === 'solitaire' && r.number === number);
  const options = COMPANIES.filter((c) => rows.some((r) => r.target === c));
  if (options.length <= 1) return false;
  g.stack.push({ k: 'german-ca-target', seat: 'german', number, options });
  return true;
}

/** T-4a-c: three Grenadiers and one MG (as the tables say), each facing a different unit of the target. */
export function askCounterattackForce(g: CrowbarState, R: Rules, company: Company): void {
  g.stack.push({ k: 'german-counterattack', seat: germanSeatAgainst(g, company), company, grenadiers: R.k['counterattack-units'], mgs: R.k['counterattack-mgs'], cols: [] });
}

export function counterattackChoices(g: CrowbarState, R: Rules, t: TargetTask | ForceTask): CrowbarAction[] {
  if (t.k === 'german-ca-target') return t.options.map((company) => ({ type: 'german-ca-target', company }));
  const types = [...new Set([...(t.grenadiers > 0 ? g.germanPool.grenadier : []), ...(t.mgs > 0 ? g.germanPool.mg : [])])].sort();
  const zone = R.map.doc.companies.find((c) => c.id === t.company);
  const out: CrowbarAction[] = [];
  if (!zone) return out;
  for (let col = zone.first; col <= zone.last; col++) {
    if (t.cols.includes(col) || !counterattackSpace(g, R, col)) continue;
    for (const unit of types) out.push({ type: 'german-counterattack', unit, col });
  }
  return out;
}

export function answerCounterattack(g: CrowbarState, R: Rules, roller: Roller, t: TargetTask | ForceTask, a: CrowbarAction): void {
  if (t.k === 'german-ca-target') {
    g.stack.splice(g.stack.indexOf(t), 1);
    if (a.type === 'german-ca-target') g.logOn && told(g, { text: `The German player aims Counterattack ${t.number} at ${companyName(a.company)} Company`, source: 'T-4d' });
    if (a.type === 'german-ca-target') beginCounterattack(g, R, roller, t.number, a.company);
    return;
  }
  if (a.type !== 'german-counterattack') return;
  const at = counterattackSpace(g, R, a.col);
  const mg = R.germanTypes.get(a.unit)?.kind === 'mg';
  const pool = mg ? g.germanPool.mg : g.germanPool.grenadier;
  const i = pool.indexOf(a.unit);
  if (!at || i < 0) return;
  pool.splice(i, 1);
  if (mg) t.mgs -= 1;
  else t.grenadiers -= 1;
  t.cols.push(a.col);
  counterattackUnit(g, R, a.unit, a.col, at);
}

import { beginCounterattack, counterattackSpace, counterattackUnit } from './counterattacks.ts';
import type { CrowbarAction } from './actions.ts';
import type { Roller } from './roller.ts';
import type { Rules } from './rules.ts';
import type { CrowbarState, GermanTask } from './types.ts';
import { told } from './core.ts';
import { companyName } from './words.ts';

/** T-4: the German player picks the Counterattack force from the pool and the Ranger units it faces. */

type TargetTask = Extract<GermanTask, { k: 'german-ca-target' }>;
type ForceTask = Extract<GermanTask, { k: 'german-counterattack' }>;

export function counterattackChoices(g: CrowbarState, R: Rules, t: TargetTask | ForceTask): CrowbarAction[] {
  if (t.k === 'german-ca-target') return t.options.map((company) => ({ type: 'german-ca-target', company }));
  const types = [
    ...new Set([...(t.grenadiers > 0 ? g.germanPool.grenadier : []), ...(t.mgs > 0 ? g.germanPool.mg : [])]),
  ].sort();
  const zone = R.map.doc.companies.find((c) => c.id === t.company);
  const out: CrowbarAction[] = [];
  if (!zone) return out;
  for (let col = zone.first; col <= zone.last; col++) {
    if (t.cols.includes(col) || !counterattackSpace(g, R, col)) continue;
    for (const unit of types) out.push({ type: 'german-counterattack', unit, col });
  }
  return out;
}

export function answerCounterattack(
  g: CrowbarState,
  R: Rules,
  roller: Roller,
  t: TargetTask | ForceTask,
  a: CrowbarAction,
): void {
  if (t.k === 'german-ca-target') {
    g.stack.splice(g.stack.indexOf(t), 1);
    if (a.type === 'german-ca-target')
      g.logOn &&
        told(g, {
          text: `The German player aims Counterattack ${t.number} at ${companyName(a.company)} Company`,
          source: 'T-4d',
        });
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

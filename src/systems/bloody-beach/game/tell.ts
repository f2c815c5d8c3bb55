import type { Told, ToldBody } from '../../../engine/index.ts';
import { T } from '../procedures/common.ts';
import type { Rules } from './rules.ts';
import type { Action, GameState, UnitState } from './state.ts';
import { calibreOf } from './deployment.ts';

/** What the US reads in place of a face-down position (11.2.2). */
const FACE_DOWN = 'a face-down position';

interface Naming {
  readonly names: ReadonlyMap<string, string>;
  /** Any id of `names` as a whole word, longest first (so "16-1-hq" is not read as "16-1"). */
  readonly pattern: RegExp;
}

const namings = new WeakMap<Rules, Naming>();

/** A coastal position by its counter: "88 mm pillbox 3", "resistance nest 12" (the set-up numbers them, 11.2.2). */
function positionName(rules: Rules, u: UnitState): string | undefined {
  const n = /-(\d+)$/.exec(u.id)?.[1];
  if (!n) return undefined;
  const c = rules.unitType(u.type).class;
  if (c === 'pillbox') return `${calibreOf(u.type) ?? ''} mm pillbox ${n}`.trim();
  if (c === 'nest') return `resistance nest ${n}`;
  return undefined;
}

/** Printed names of everything the log names by id: units, formations, assets, reinforcement groups, landing boxes. */
function naming(rules: Rules, state: GameState): Naming {
  const hit = namings.get(rules);
  if (hit && Object.keys(state.units).every((id) => hit.names.has(id))) return hit;
  const names = new Map<string, string>();
  const sc = rules.scenario;
  for (const f of sc.formations) names.set(f.id, f.name);
  for (const u of sc.units) names.set(u.id, u.name);
  for (const a of sc.assets) names.set(a.id, a.name);
  for (const r of rules.ctx.table(T.reinforcements).rows) names.set(r.key, r.label ?? r.key);
  for (const b of rules.board.doc.landingBoxes) names.set(b.id, b.name);
  for (const r of rules.ctx.table(T.victory).rows) names.set(r.key, r.label ?? r.key);
  for (const u of Object.values(state.units)) if (!names.has(u.id)) names.set(u.id, positionName(rules, u) ?? u.id);
  const ids = [...names.keys()]
    .sort((a, b) => b.length - a.length)
    .map((id) => id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const made = { names, pattern: new RegExp(`(?<![\\w-])(?:${ids.join('|')})(?![\\w-])`, 'g') };
  namings.set(rules, made);
  return made;
}

/** The ids in a sentence replaced by names; the ids in `secret` by what the US reads of a face-down position. */
function named(text: string, n: Naming, secret: ReadonlySet<string> = new Set()): string {
  return text.replace(n.pattern, (id) => (secret.has(id) ? FACE_DOWN : (n.names.get(id) ?? id)));
}

/** A sentence with the ids it names replaced by printed names ("16-1-A in 4409" reads "A/16 in 4409"). */
export function namesIn(rules: Rules, state: GameState, text: string): string {
  return named(text, naming(rules, state));
}

function body(e: ToldBody, n: Naming, typed: boolean, secret?: ReadonlySet<string>): ToldBody {
  return {
    text: named(e.text, n, secret),
    ...(e.dice ? { dice: typed ? e.dice.map((d) => ({ ...d, typed: true })) : e.dice } : {}),
    ...(e.modifiers ? { modifiers: e.modifiers } : {}),
    ...(e.outcome ? { outcome: named(e.outcome, n, secret) } : {}),
    ...(e.source ? { source: e.source } : {}),
    ...(e.sumsUp ? { sumsUp: true } : {}),
  };
}

/**
 * What an action did, one Told per log entry it wrote, with printed names for ids. An entry naming a position
 * still face down after the action is the German player's to read; the US reads it with that position unnamed
 * (11.2.2). Dice typed in with the action are drawn as thrown at the table.
 */
export function tellAction(rules: Rules, before: GameState, after: GameState, action: Action): Told[] {
  const n = naming(rules, after);
  const hidden = new Set(
    Object.values(after.units)
      .filter((u) => u.hidden && u.side === 'german')
      .map((u) => u.id),
  );
  const typed = 'dice' in action && (action.dice?.length ?? 0) > 0;
  return after.log.slice(before.log.length).map((e) => {
    // an entry that keeps its own secret (a placement, 11.2.2) says what the other side reads
    if (e.side !== undefined)
      return { ...body(e, n, typed), side: e.side, ...(e.cover ? { cover: body(e.cover, n, typed, hidden) } : {}) };
    const mentions = [...`${e.text} ${e.outcome ?? ''}`.matchAll(n.pattern)].some((m) => hidden.has(m[0]));
    return mentions ? { ...body(e, n, typed), side: 'german', cover: body(e, n, typed, hidden) } : body(e, n, typed);
  });
}

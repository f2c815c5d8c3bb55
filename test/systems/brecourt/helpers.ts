import {
  makeContext,
  normalizeInputs,
  resolveProcedure,
  stableKey,
  statisticDistribution,
  type AnyProcedure,
  type Face,
  type RulesContext,
  type SettingValue,
} from '../../../src/engine/index.ts';
import { system } from '../../../src/systems/brecourt/index.ts';

/** Settings a new session records (see newSession); left out, a setting plays as in sessions saved before it. */
export const RECORDED = { prisonerEscape: 'germans-move' } as const;

export function ctxWith(settings: Record<string, SettingValue> = {}): RulesContext {
  return makeContext(system.tables, system.settings, { ...RECORDED, ...settings });
}

export function proc(id: string): AnyProcedure {
  const p = system.procedures.find((x) => x.id === id);
  if (!p) throw new Error(`no procedure ${id}`);
  return p;
}

/** Resolves with typed dice (text as at the table) and returns the whole resolution. */
export function roll(
  id: string,
  inputs: Record<string, unknown>,
  dice: string,
  settings: Record<string, SettingValue> = {},
) {
  // No dice at all: leave the dice out (the engine's text parser wants at least one group).
  return resolveProcedure(proc(id), ctxWith(settings), dice.trim() === '' ? { inputs } : { inputs, dice });
}

/** The pool size the procedure asks for, by group. */
export function poolSizes(
  id: string,
  inputs: Record<string, unknown>,
  settings: Record<string, SettingValue> = {},
): Record<string, number> {
  const p = proc(id);
  const ctx = ctxWith(settings);
  return Object.fromEntries(p.dice(normalizeInputs(p.inputs, inputs), ctx).map((g) => [g.name, g.count]));
}

/** Every ordered roll of every group, resolved one by one: the slow, obvious odds. */
export function bruteForceOdds(
  id: string,
  rawInputs: Record<string, unknown>,
  settings: Record<string, SettingValue> = {},
): Map<string, number> {
  const p = proc(id);
  const ctx = ctxWith(settings);
  const inputs = normalizeInputs(p.inputs, rawInputs);
  const groups = p.dice(inputs, ctx);
  const slots: { group: string; faces: readonly Face[] }[] = [];
  for (const g of groups) for (let k = 0; k < g.count; k++) slots.push({ group: g.name, faces: g.die.faces });
  const out = new Map<string, number>();
  const current: Face[] = [];
  // Resolving is the slow part: the same dice in another order are resolved once (each ordering still counted).
  const seen = new Map<string, string>();
  const walk = (i: number, pr: number): void => {
    if (i === slots.length) {
      const r: Record<string, Face[]> = {};
      for (const g of groups) r[g.name] = [];
      slots.forEach((s, k) => (r[s.group] as Face[]).push(current[k] as Face));
      const sortedKey = groups.map((g) => (r[g.name] as Face[]).map(String).sort().join(',')).join(';');
      let key = seen.get(sortedKey);
      if (key === undefined) {
        key = stableKey(p.resolve(inputs, r, ctx).outcome);
        seen.set(sortedKey, key);
      }
      out.set(key, (out.get(key) ?? 0) + pr);
      return;
    }
    const s = slots[i] as { faces: readonly Face[] };
    for (const f of s.faces) {
      current[i] = f;
      walk(i + 1, pr / s.faces.length);
    }
  };
  walk(0, 1);
  return out;
}

export function exactOddsMap(
  id: string,
  rawInputs: Record<string, unknown>,
  settings: Record<string, SettingValue> = {},
): Map<string, number> {
  const p = proc(id);
  const ctx = ctxWith(settings);
  const out = new Map<string, number>();
  for (const o of p.odds(normalizeInputs(p.inputs, rawInputs), ctx))
    out.set(stableKey(o.outcome), (out.get(stableKey(o.outcome)) ?? 0) + o.p);
  return out;
}

/** Odds by resolving once per multiset of every group (the engine's enumeration), for pools too big for brute force. */
export function multisetOdds(
  id: string,
  rawInputs: Record<string, unknown>,
  settings: Record<string, SettingValue> = {},
): Map<string, number> {
  const p = proc(id);
  const ctx = ctxWith(settings);
  const inputs = normalizeInputs(p.inputs, rawInputs);
  const groups = p.dice(inputs, ctx);
  const dist = statisticDistribution(groups, (t) =>
    stableKey(p.resolve(inputs, Object.fromEntries(groups.map((g) => [g.name, t.list(g.name)])), ctx).outcome),
  );
  return new Map(dist);
}

import {
  makeContext,
  resolveProcedure,
  Rng,
  type DiceRoll,
  type RulesContext,
  type SettingValue,
} from '../../../src/engine/index.ts';
import { system } from '../../../src/systems/dday-omaha/index.ts';

/** What a new session records of the settings whose older sessions play another way (`unrecorded`). */
export const RECORDED = { leaderHighTide: 'delayed' } as const;

export function ctx(settings: Readonly<Record<string, SettingValue>> = {}): RulesContext {
  return makeContext(system.tables, system.settings, { ...RECORDED, ...settings });
}

/** Resolves a procedure; a card (or die) it draws is `dice` when given, else drawn from a fixed seed. */
export function run(
  id: string,
  inputs: Record<string, unknown>,
  settings: Record<string, SettingValue> = {},
  dice?: DiceRoll,
) {
  const proc = system.procedures.find((p) => p.id === id);
  if (!proc) throw new Error(`no procedure ${id}`);
  return resolveProcedure(proc, ctx(settings), dice ? { inputs, dice } : { inputs, rng: Rng.fromSeed('run') });
}

export function odds(id: string, inputs: Record<string, unknown>) {
  const proc = system.procedures.find((p) => p.id === id);
  if (!proc) throw new Error(`no procedure ${id}`);
  return proc.odds(inputs as never, ctx());
}

import { makeContext, resolveProcedure, type RulesContext, type SettingValue } from '../../../src/engine/index.ts';
import { system } from '../../../src/systems/dday-omaha/index.ts';

export function ctx(settings: Record<string, SettingValue> = {}): RulesContext {
  return makeContext(system.tables, system.settings, settings);
}

export function run(id: string, inputs: Record<string, unknown>, settings: Record<string, SettingValue> = {}) {
  const proc = system.procedures.find((p) => p.id === id);
  if (!proc) throw new Error(`no procedure ${id}`);
  return resolveProcedure(proc, ctx(settings), { inputs });
}

export function odds(id: string, inputs: Record<string, unknown>) {
  const proc = system.procedures.find((p) => p.id === id);
  if (!proc) throw new Error(`no procedure ${id}`);
  return proc.odds(inputs as never, ctx());
}

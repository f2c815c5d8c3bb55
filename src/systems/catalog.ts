import {
  makeContext,
  type AnyProcedure,
  type Rules,
  type RulesContext,
  type SettingValue,
  type TableOverrides,
} from '../engine/index.ts';
import { isSystemId, loadAllSystems, loadSystem } from './registry.ts';
import type { SystemModule } from './types.ts';

export class UnknownProcedureError extends Error {
  override name = 'UnknownProcedureError';
}

export function systemContext(
  system: SystemModule,
  settings: Readonly<Record<string, SettingValue>> = {},
  overrides?: TableOverrides,
): RulesContext {
  return makeContext(system.tables, system.settings, settings, overrides);
}

/** Finds a procedure by its id `system.name`, loading only that system. */
export async function findProcedure(id: string): Promise<{ system: SystemModule; procedure: AnyProcedure }> {
  const systemId = id.split('.')[0] ?? '';
  if (!isSystemId(systemId))
    throw new UnknownProcedureError(
      `unknown procedure "${id}": no system "${systemId}" (systems: brecourt, crowbar, bloody-omaha, dday-omaha, bloody-beach)`,
    );
  const system = await loadSystem(systemId);
  const procedure = system.procedures.find((p) => p.id === id);
  if (!procedure)
    throw new UnknownProcedureError(`unknown procedure "${id}" (see \`umpire procedures --system ${systemId}\`)`);
  return { system, procedure };
}

export async function allProcedures(): Promise<{ system: SystemModule; procedure: AnyProcedure }[]> {
  return (await loadAllSystems()).flatMap((system) => system.procedures.map((procedure) => ({ system, procedure })));
}

/** What a session needs of its system to resolve, replay and check events. */
export function rulesOf(system: SystemModule): Rules {
  const byId = new Map(system.procedures.map((p) => [p.id, p]));
  return {
    procedure(id) {
      const p = byId.get(id);
      if (!p) throw new UnknownProcedureError(`unknown procedure "${id}" in ${system.info.name}`);
      return p;
    },
    context: (settings, overrides) => systemContext(system, settings, overrides),
    settings: system.settings,
    ...(system.game ? { game: system.game } : {}),
  };
}

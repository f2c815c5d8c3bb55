import { fieldOf, type RulesContext, SchemaError } from '../../../engine/index.ts';
import type { MapDoc } from '../../../systems/bloody-beach/map/types.ts';
import type { SystemModule } from '../../../systems/types.ts';

/**
 * An edited map travels with the session, as the session setting `bloody-beach.map` (the map's JSON text;
 * empty means the shipped map). A setting is recorded in the log as an event, replays with the session,
 * goes out with its export and comes back with its import, so every device that opens the session plays on
 * the same map, and undo restores the map before the edit.
 */
export { MAP_SETTING } from '../../../systems/bloody-beach/game/rules.ts';
import { MAP_SETTING } from '../../../systems/bloody-beach/game/rules.ts';

/** Largest map file accepted (a nine-sheet map in this format is about 60 kB). */
export const MAX_MAP_BYTES = 2_000_000;

export type MapOrigin = 'given' | 'state' | 'session' | 'shipped';

export function shippedMap(system: SystemModule | undefined): MapDoc | undefined {
  return system?.scenarios.find((s) => fieldOf(s, 'kind') === 'map') as MapDoc | undefined;
}

function settingText(ctx: RulesContext | undefined): string {
  if (!ctx) return '';
  try {
    const v = ctx.setting(MAP_SETTING);
    return typeof v === 'string' ? v : '';
  } catch {
    return '';
  }
}

/**
 * The map in force: one given directly (benchmarks, the editor), else one carried in the game state, else the
 * session's edited map, else the shipped schematic. A session map that no longer passes the check falls back to
 * the shipped map, and the reason is returned to be shown.
 */
export function mapInForce(
  system: SystemModule | undefined,
  ctx: RulesContext | undefined,
  state: unknown,
  given?: MapDoc,
): { doc?: MapDoc; origin: MapOrigin; problem?: string } {
  if (given) return { doc: given, origin: 'given' };
  const carried = fieldOf(state, 'map');
  if (fieldOf(carried, 'kind') === 'map') return { doc: carried as MapDoc, origin: 'state' };
  const text = settingText(ctx);
  if (text && system) {
    const r =
      lastParsed?.text === text && lastParsed.system === system
        ? lastParsed.result
        : parseMapText(text, system, 'the session map');
    lastParsed = { text, system, result: r };
    if (r.ok) return { doc: r.doc, origin: 'session' };
    return { doc: shippedMap(system), origin: 'shipped', problem: r.message };
  }
  return { doc: shippedMap(system), origin: 'shipped' };
}

/** The last session map read (the session hands the board a new rules context on every render). */
let lastParsed: { text: string; system: SystemModule; result: ParsedMap } | undefined;

export type ParsedMap = { readonly ok: true; readonly doc: MapDoc } | { readonly ok: false; readonly message: string };

/**
 * Reads a map file: size-capped, JSON-parsed, then checked by the system's own scenario check (grid, codes,
 * terrain keys, every named hex on the map). A bad file gives one sentence naming the problem.
 */
export function parseMapText(text: string, system: SystemModule, file = 'the map file'): ParsedMap {
  if (text.length > MAX_MAP_BYTES)
    return {
      ok: false,
      message: `${file} is too large (${Math.round(text.length / 1000)} kB; the limit is ${MAX_MAP_BYTES / 1000} kB).`,
    };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return { ok: false, message: `${file} is not valid JSON (${e instanceof Error ? e.message : String(e)}).` };
  }
  if (fieldOf(value, 'kind') !== 'map') {
    return { ok: false, message: `${file} is not a Bloody Beach map (its "kind" must be "map").` };
  }
  if (!system.checkScenario) return { ok: false, message: 'This system cannot check maps.' };
  try {
    return { ok: true, doc: system.checkScenario(value, file) as unknown as MapDoc };
  } catch (e) {
    if (e instanceof SchemaError) return { ok: false, message: `${e.message.replace(/\.$/, '')}.` };
    return { ok: false, message: `${file} could not be read: ${e instanceof Error ? e.message : String(e)}.` };
  }
}

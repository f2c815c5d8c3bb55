import { applyOverrides, type TableData, type TableOverrides } from './tables.ts';

export type SettingValue = string | boolean | number;

/** A switch between two playable readings of an ambiguous rule, or any other per-session option. */
export interface SettingDef {
  readonly key: string;
  readonly label: string;
  readonly options: readonly { readonly value: SettingValue; readonly label: string }[];
  readonly default: SettingValue;
  /** The rules note this setting belongs to, if any. */
  readonly note?: string;
  /** Any value is accepted (e.g. an edited map as JSON text), set by an editor of its own, not a switch. */
  readonly freeForm?: boolean;
  /** Chosen when a session is created: the game is set up from it, so it cannot change during play. */
  readonly setup?: boolean;
  /**
   * The value for a session that does not record this setting, when that differs from `default`: a setting added
   * after sessions were saved keeps them playing as they were made.
   */
  readonly unrecorded?: SettingValue;
}

/** A setting's value in force given what a session or the user chose. */
export function settingValue(def: SettingDef, chosen: Readonly<Record<string, SettingValue>>): SettingValue {
  return (Object.hasOwn(chosen, def.key) ? chosen[def.key] : undefined) ?? def.unrecorded ?? def.default;
}

/** What the text says where it is ambiguous, the reading in force, and why. */
export interface RulesNote {
  readonly id: string;
  readonly title: string;
  readonly sections: readonly string[];
  readonly says: string;
  readonly reading: string;
  readonly why: string;
  /** The setting that switches to the other reading, where both are playable. */
  readonly setting?: string;
}

/** What a procedure may read besides its inputs: the tables in force and the session's settings. */
export interface RulesContext {
  table(id: string): TableData;
  setting(key: string): SettingValue;
}

export class UnknownTableError extends Error {
  override name = 'UnknownTableError';
}

export function makeContext(
  tables: readonly TableData[],
  settings: readonly SettingDef[] = [],
  chosen: Readonly<Record<string, SettingValue>> = {},
  overrides?: TableOverrides,
): RulesContext {
  const byId = new Map(tables.map((t) => [t.id, applyOverrides(t, overrides)]));
  // Each setting's value in force, worked out once: the rules ask for them at every roll.
  const values = new Map(settings.map((s) => [s.key, settingValue(s, chosen)]));
  return {
    table(id) {
      const t = byId.get(id);
      if (!t) throw new UnknownTableError(`no table "${id}"`);
      return t;
    },
    setting(key) {
      const value = values.get(key);
      if (value !== undefined) return value;
      const own = Object.hasOwn(chosen, key) ? chosen[key] : undefined;
      if (own !== undefined) return own;
      throw new RangeError(`no setting "${key}"`);
    },
  };
}

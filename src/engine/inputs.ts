import { isRecord, required } from './guards.ts';
import { parseDecimalInt } from './schema.ts';

export type InputValue = boolean | number | string;
export type InputValues = Readonly<Record<string, InputValue>>;

interface InputBase {
  readonly name: string;
  readonly label: string;
  readonly help?: string;
}
export interface BooleanInput extends InputBase {
  readonly type: 'boolean';
  readonly default?: boolean;
}
export interface IntegerInput extends InputBase {
  readonly type: 'integer';
  readonly min: number;
  readonly max: number;
  readonly default?: number;
  readonly unit?: string;
}
export interface ChoiceInput extends InputBase {
  readonly type: 'choice';
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly default?: string;
}
export type InputDef = BooleanInput | IntegerInput | ChoiceInput;

export class InputError extends Error {
  override name = 'InputError';
}

export function defaultValue(def: InputDef): InputValue {
  switch (def.type) {
    case 'boolean':
      return def.default ?? false;
    case 'integer':
      return def.default ?? Math.max(def.min, Math.min(def.max, 0));
    case 'choice':
      return def.default ?? required(def.options[0], `input ${def.name}'s first option`).value;
  }
}

export function defaults(defs: readonly InputDef[]): Record<string, InputValue> {
  return Object.fromEntries(defs.map((d) => [d.name, defaultValue(d)]));
}

function checkValue(def: InputDef, v: unknown): InputValue {
  switch (def.type) {
    case 'boolean':
      if (typeof v === 'boolean') return v;
      if (v === 'true' || v === 1) return true;
      if (v === 'false' || v === 0) return false;
      throw new InputError(`input ${def.name}: expected true or false, got ${JSON.stringify(v)}`);
    case 'integer': {
      const n = typeof v === 'string' ? parseDecimalInt(v) : v;
      if (typeof n !== 'number' || !Number.isInteger(n) || n < def.min || n > def.max) {
        throw new InputError(
          `input ${def.name}: expected a whole number from ${def.min} to ${def.max}, got ${JSON.stringify(v)}`,
        );
      }
      return n;
    }
    case 'choice':
      if (typeof v === 'string' && def.options.some((o) => o.value === v)) return v;
      throw new InputError(
        `input ${def.name}: expected one of ${def.options.map((o) => o.value).join(', ')}, got ${JSON.stringify(v)}`,
      );
  }
}

/** Fills defaults and checks every value; unknown names are an error. */
export function normalizeInputs(defs: readonly InputDef[], raw: unknown): Record<string, InputValue> {
  if (raw === undefined || raw === null) raw = {};
  if (!isRecord(raw))
    throw new InputError(`inputs: expected a JSON object, got ${Array.isArray(raw) ? 'an array' : typeof raw}`);
  const given = raw;
  for (const k of Object.keys(given)) {
    if (!defs.some((d) => d.name === k))
      throw new InputError(
        `input ${k}: not an input of this procedure (its inputs: ${defs.map((d) => d.name).join(', ') || 'none'})`,
      );
  }
  const out: Record<string, InputValue> = {};
  for (const d of defs) out[d.name] = Object.hasOwn(given, d.name) ? checkValue(d, given[d.name]) : defaultValue(d);
  return out;
}

export function describeInput(def: InputDef): {
  name: string;
  type: string;
  range?: [number, number];
  options?: string[];
  default: InputValue;
} {
  const base = { name: def.name, type: def.type, default: defaultValue(def) };
  if (def.type === 'integer') return { ...base, range: [def.min, def.max] };
  if (def.type === 'choice') return { ...base, options: def.options.map((o) => o.value) };
  return base;
}

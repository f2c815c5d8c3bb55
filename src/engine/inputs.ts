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
/**
 * Any number of named options, none included. Its value is the chosen option values in the options' order, joined
 * by commas ('' for none), so it compares, caches and saves as one string; read it with setMembers.
 */
export interface SetInput extends InputBase {
  readonly type: 'set';
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly default?: readonly string[];
}
export type InputDef = BooleanInput | IntegerInput | ChoiceInput | SetInput;

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
    case 'set':
      return checkSet(def, def.default ?? []);
  }
}

/** The option values of a set input's value, in its options' order. */
export function setMembers(value: InputValue): string[] {
  return String(value)
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

/** A set input's value from its option values, as a comma-separated string or a list. */
function checkSet(def: SetInput, v: unknown): string {
  const given: unknown[] | undefined = typeof v === 'string' ? setMembers(v) : Array.isArray(v) ? v : undefined;
  const values = def.options.map((o) => o.value);
  if (!given)
    throw new InputError(
      `input ${def.name}: expected some of ${values.join(', ')} separated by commas, got ${JSON.stringify(v)}`,
    );
  const unknown = given.find((g) => typeof g !== 'string' || !values.includes(g));
  if (unknown !== undefined)
    throw new InputError(
      `input ${def.name}: ${JSON.stringify(unknown)} is not one of its options (${values.join(', ')})`,
    );
  return values.filter((o) => given.includes(o)).join(',');
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
    case 'set':
      return checkSet(def, v);
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
  if (def.type === 'choice' || def.type === 'set') return { ...base, options: def.options.map((o) => o.value) };
  return base;
}

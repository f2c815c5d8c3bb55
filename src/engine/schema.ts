import { isOneOf, isRecord } from './guards.ts';

/**
 * A small schema checker for data files and imports. Each check returns the value typed, or throws a
 * SchemaError naming the path inside the document and what was expected.
 */

/** Text on one line: line breaks and other control characters written as escapes (a message may quote a file). */
export function oneLine(text: string): string {
  return text.replace(
    // eslint-disable-next-line no-control-regex -- control characters are exactly what this escapes
    /[\u0000-\u001f\u007f\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export class SchemaError extends Error {
  override name = 'SchemaError';
  constructor(
    readonly path: string,
    readonly expected: string,
    readonly file?: string,
  ) {
    super(oneLine(`${file ? `${file}: ` : ''}${path.replace(/^\./, '') || '(root)'}: ${expected}`));
  }
  inFile(file: string): SchemaError {
    return new SchemaError(this.path, this.expected, file);
  }
}

export type Check<T> = (value: unknown, path: string) => T;

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** A value as an error message quotes it: strings in quotes and cut at 40 characters, objects by kind. */
export function describeValue(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'string') return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);
  if (typeof v === 'object') return 'an object';
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- arrays and objects were named above
  return String(v);
}

function fail(path: string, expected: string, v: unknown): never {
  throw new SchemaError(path, `expected ${expected}, got ${describeValue(v)}`);
}

export const str =
  (opts: { min?: number; max?: number; pattern?: RegExp } = {}): Check<string> =>
  (v, path) => {
    if (typeof v !== 'string') fail(path, 'a string', v);
    if (opts.min !== undefined && v.length < opts.min) fail(path, `a string of at least ${opts.min} characters`, v);
    if (opts.max !== undefined && v.length > opts.max) fail(path, `a string of at most ${opts.max} characters`, v);
    if (opts.pattern && !opts.pattern.test(v)) fail(path, `a string matching ${opts.pattern}`, v);
    return v;
  };

export const num =
  (opts: { min?: number; max?: number; integer?: boolean } = {}): Check<number> =>
  (v, path) => {
    if (typeof v !== 'number' || !Number.isFinite(v)) fail(path, 'a number', v);
    if (opts.integer && !Number.isInteger(v)) fail(path, 'a whole number', v);
    if (opts.min !== undefined && v < opts.min) fail(path, `a number ≥ ${opts.min}`, v);
    if (opts.max !== undefined && v > opts.max) fail(path, `a number ≤ ${opts.max}`, v);
    return v;
  };

export const int = (opts: { min?: number; max?: number } = {}): Check<number> => num({ ...opts, integer: true });

export const bool: Check<boolean> = (v, path) => (typeof v === 'boolean' ? v : fail(path, 'true or false', v));

export const literal =
  <T extends string | number | boolean>(...values: T[]): Check<T> =>
  (v, path) =>
    isOneOf(values, v) ? v : fail(path, `one of ${values.map((x) => JSON.stringify(x)).join(', ')}`, v);

export const arr =
  <T>(item: Check<T>, opts: { min?: number; max?: number } = {}): Check<T[]> =>
  (v, path) => {
    if (!Array.isArray(v)) fail(path, 'an array', v);
    if (opts.min !== undefined && v.length < opts.min) fail(path, `an array of at least ${opts.min} items`, v);
    if (opts.max !== undefined && v.length > opts.max) fail(path, `an array of at most ${opts.max} items`, v);
    return v.map((x, i) => item(x, `${path}[${i}]`));
  };

/** Array.isArray for a value typed as a list, from input that may not be one: keeps the element type (the built-in narrows a readonly array to any[]). */
export function isList<T>(v: readonly T[] | null | undefined): v is readonly T[] {
  return Array.isArray(v);
}

export const optional =
  <T>(check: Check<T>): Check<T | undefined> =>
  (v, path) =>
    v === undefined ? undefined : check(v, path);

export const nullable =
  <T>(check: Check<T>): Check<T | null> =>
  (v, path) =>
    v === null ? null : check(v, path);

export const union =
  <T>(expected: string, ...checks: Check<T>[]): Check<T> =>
  (v, path) => {
    for (const c of checks) {
      try {
        return c(v, path);
      } catch (e) {
        if (!(e instanceof SchemaError)) throw e;
      }
    }
    return fail(path, expected, v);
  };

/** The checks of a value by its JSON type, as `byType` takes them. */
export interface TypeChecks<T> {
  readonly number?: Check<T>;
  readonly string?: Check<T>;
  readonly boolean?: Check<T>;
  readonly null?: Check<T>;
}

/**
 * A value that may be of several JSON types, each with its own check, chosen by its type: unlike `union`, no
 * alternative is tried and thrown away, so a document of a million cells costs no exception per cell.
 */
export const byType =
  <T>(expected: string, checks: TypeChecks<T>): Check<T> =>
  (v, path) => {
    const check =
      v === null
        ? checks.null
        : typeof v === 'number'
          ? checks.number
          : typeof v === 'string'
            ? checks.string
            : typeof v === 'boolean'
              ? checks.boolean
              : undefined;
    return check ? check(v, path) : fail(path, expected, v);
  };

/** Any JSON value; objects are checked for forbidden keys all the way down. */
export const json: Check<unknown> = (v, path) => {
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return v;
  if (typeof v === 'number') return Number.isFinite(v) ? v : fail(path, 'a finite number', v);
  if (Array.isArray(v)) return v.map((x, i) => json(x, `${path}[${i}]`));
  if (typeof v === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) {
      if (FORBIDDEN_KEYS.has(k)) throw new SchemaError(`${path}.${k}`, 'a reserved key, refused');
      out[k] = json(x, `${path}.${k}`);
    }
    return out;
  }
  return fail(path, 'a JSON value', v);
};

export const record =
  <T>(item: Check<T>): Check<Record<string, T>> =>
  (v, path) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) fail(path, 'an object', v);
    const out: Record<string, T> = {};
    for (const [k, x] of Object.entries(v)) {
      if (FORBIDDEN_KEYS.has(k)) throw new SchemaError(`${path}.${k}`, 'a reserved key, refused');
      out[k] = item(x, `${path}.${k}`);
    }
    return out;
  };

/** Read-only all the way down: what a checked document is to the code that reads it. */
export type Frozen<T> = T extends readonly (infer U)[]
  ? readonly Frozen<U>[]
  : T extends object
    ? { readonly [K in keyof T]: Frozen<T[K]> }
    : T;

/** The type of the value a check accepts, read-only: so a document's type is written once, as its check. */
export type Checked<C> = C extends Check<infer T> ? Frozen<T> : never;

type Shape = Record<string, Check<unknown>>;
type Out<S extends Shape> = { [K in keyof S as undefined extends ReturnType<S[K]> ? never : K]: ReturnType<S[K]> } & {
  [K in keyof S as undefined extends ReturnType<S[K]> ? K : never]?: ReturnType<S[K]>;
};

/** An object with the listed keys; unknown keys are an error unless `open`. */
export const obj =
  <S extends Shape>(shape: S, opts: { open?: boolean } = {}): Check<Out<S>> =>
  (v, path) => {
    if (!isRecord(v)) fail(path, 'an object', v);
    const src = v;
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(src)) {
      if (FORBIDDEN_KEYS.has(k)) throw new SchemaError(`${path}.${k}`, 'a reserved key, refused');
      if (!Object.hasOwn(shape, k)) {
        if (!opts.open)
          throw new SchemaError(`${path}.${k}`, `no such key here (expected ${Object.keys(shape).join(', ')})`);
        out[k] = json(src[k], `${path}.${k}`);
      }
    }
    for (const [k, check] of Object.entries(shape)) {
      const value = check(src[k], `${path}.${k}`);
      if (value !== undefined) out[k] = value;
    }
    return out as Out<S>;
  };

/** Deepest nesting of arrays and objects a data file may have (the checks walk documents recursively). */
export const MAX_JSON_DEPTH = 64;

/** True when `[` and `{` outside strings nest deeper than `limit` (one linear pass, stopping there). */
function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // a backslash: the next character is escaped
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > limit) return true;
    } else if (c === 93 || c === 125) depth--;
  }
  return false;
}

/**
 * Parses JSON text, naming the file and the position of a syntax error. A leading UTF-8 byte-order mark is
 * skipped; nesting deeper than MAX_JSON_DEPTH is refused before parsing, so no check runs out of stack.
 */
export function parseJson(text: string, file: string): unknown {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (nestsDeeperThan(body, MAX_JSON_DEPTH))
    throw new SchemaError(
      '(root)',
      `nested more than ${MAX_JSON_DEPTH} levels deep (arrays and objects inside each other); no Umpire file needs that`,
      file,
    );
  try {
    return JSON.parse(body);
  } catch (e) {
    throw new SchemaError('(root)', `not valid JSON (${e instanceof Error ? e.message : 'unreadable'})`, file);
  }
}

/** A decimal whole number as typed ("12", "-3"): no sign other than a leading minus, no 0x, 0b, exponent or point. */
export function parseDecimalInt(text: string): number | undefined {
  const t = text.trim();
  if (!/^-?\d{1,15}$/.test(t)) return undefined;
  return Number(t);
}

/** A decimal number as typed ("2", "-0.5", "1.25"): no 0x, 0b, exponent, Infinity or NaN. */
export function parseDecimal(text: string): number | undefined {
  const t = text.trim();
  if (!/^-?\d{1,15}(\.\d{1,15})?$/.test(t)) return undefined;
  return Number(t);
}

export function validate<T>(check: Check<T>, value: unknown, file?: string): T {
  try {
    return check(value, '');
  } catch (e) {
    if (e instanceof SchemaError && file) throw e.inFile(file);
    throw e;
  }
}

/**
 * Strict argument reading for the `umpire` command (node:util parseArgs): every flag must be one the command
 * declares, every value flag needs its value, numbers are decimal. Each mistake is one line naming the flag.
 */
import { parseArgs } from 'node:util';
import { fieldOf, parseDecimalInt, parseJson, SchemaError } from '../engine/index.ts';

export class UsageError extends Error {
  override name = 'UsageError';
}

export interface FlagSpec {
  /** A switch (`--pretty`) or a flag with a value (`--seed N`). */
  readonly type: 'boolean' | 'string';
  /** The value's placeholder in help, e.g. `N`. */
  readonly value?: string;
  readonly help: string;
}

export type FlagSpecs = Readonly<Record<string, FlagSpec>>;

export interface ParsedArgs {
  readonly positional: readonly string[];
  readonly flags: Readonly<Record<string, string | boolean | undefined>>;
}

/** Flags every command takes. */
export const COMMON_FLAGS: FlagSpecs = {
  pretty: { type: 'boolean', help: 'indent the JSON output for people' },
  help: { type: 'boolean', help: 'describe the command and its flags' },
};

/** The flag a parseArgs error message names, e.g. `--games` from "Option '--games <value>' argument missing". */
function flagIn(message: string): string {
  return /'(-{1,2}[^' <]+)/.exec(message)?.[1] ?? 'a flag';
}

/** Reads `argv` against the command's flags; unknown flags and missing values are one-line UsageErrors. */
export function readArgs(command: string, argv: readonly string[], specs: FlagSpecs): ParsedArgs {
  const all = { ...COMMON_FLAGS, ...specs };
  const options = Object.fromEntries(Object.entries(all).map(([name, s]) => [name, { type: s.type }]));
  const known = Object.keys(all)
    .map((f) => `--${f}`)
    .join(', ');
  try {
    const { values, positionals } = parseArgs({ args: [...argv], options, allowPositionals: true, strict: true });
    return { positional: positionals, flags: values };
  } catch (e) {
    const code = fieldOf(e, 'code');
    const flag = flagIn(e instanceof Error ? e.message : '');
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION')
      throw new UsageError(`${command}: unknown flag ${flag} (its flags: ${known})`);
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
      const name = flag.replace(/^-+/, '');
      if (all[name]?.type === 'boolean') throw new UsageError(`${command}: ${flag} is a switch and takes no value`);
      throw new UsageError(`${command}: ${flag} needs a value (write ${flag}=VALUE for a value that starts with -)`);
    }
    if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') throw new UsageError(`${command}: unexpected argument`);
    throw e;
  }
}

export function stringFlag(args: ParsedArgs, name: string): string | undefined {
  const v = args.flags[name];
  return typeof v === 'string' ? v : undefined;
}

/** A decimal whole number in [min, max] (no 0x, 0b, exponent or point). */
export function intFlag(args: ParsedArgs, name: string, min: number, max: number): number | undefined {
  const v = stringFlag(args, name);
  if (v === undefined) return undefined;
  const n = parseDecimalInt(v);
  if (n === undefined || n < min || n > max)
    throw new UsageError(
      `--${name}: expected a whole number from ${min} to ${max.toLocaleString('en')}, written in decimal digits, got "${v}"`,
    );
  return n;
}

export function jsonFlag(args: ParsedArgs, name: string): unknown {
  const v = stringFlag(args, name);
  if (v === undefined) return undefined;
  try {
    return parseJson(v, `--${name}`);
  } catch (e) {
    if (e instanceof SchemaError)
      throw new UsageError(`--${name}: ${e.expected.replace(/^not valid JSON/, 'malformed JSON')}`);
    throw e;
  }
}

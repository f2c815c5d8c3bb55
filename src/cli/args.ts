export class UsageError extends Error {
  override name = 'UsageError';
}

export interface ParsedArgs {
  readonly command: string | undefined;
  readonly positional: readonly string[];
  readonly flags: Readonly<Record<string, string | true>>;
}

/** `cmd pos1 pos2 --flag value --switch` with `--flag=value` also accepted. */
export function parseArgs(argv: readonly string[], switches: readonly string[]): ParsedArgs {
  const positional: string[] = [];
  const flags: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    if (a.startsWith('--')) {
      const eq = a.indexOf('=');
      const name = eq > 0 ? a.slice(2, eq) : a.slice(2);
      if (eq > 0) flags[name] = a.slice(eq + 1);
      else if (switches.includes(name)) flags[name] = true;
      else {
        const v = argv[i + 1];
        if (v === undefined) throw new UsageError(`--${name} needs a value`);
        flags[name] = v;
        i++;
      }
    } else positional.push(a);
  }
  const [command, ...rest] = positional;
  return { command, positional: rest, flags };
}

export function stringFlag(args: ParsedArgs, name: string): string | undefined {
  const v = args.flags[name];
  if (v === true) throw new UsageError(`--${name} needs a value`);
  return v;
}

export function intFlag(args: ParsedArgs, name: string, min: number, max: number): number | undefined {
  const v = stringFlag(args, name);
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < min || n > max) throw new UsageError(`--${name}: expected a whole number from ${min} to ${max}, got "${v}"`);
  return n;
}

export function jsonFlag(args: ParsedArgs, name: string): unknown {
  const v = stringFlag(args, name);
  if (v === undefined) return undefined;
  try {
    return JSON.parse(v);
  } catch (e) {
    throw new UsageError(`--${name}: malformed JSON (${(e as Error).message})`);
  }
}

import { COMMON_FLAGS, type FlagSpecs } from './args.ts';
import type { Command } from './command.ts';

function flagLines(flags: FlagSpecs): string[] {
  const all = { ...flags, ...COMMON_FLAGS };
  const rows = Object.entries(all).map(([name, f]) => ({
    left: `--${name}${f.value ? ` ${f.value}` : ''}`,
    help: f.help,
  }));
  const width = Math.max(...rows.map((r) => r.left.length));
  return rows.map((r) => `  ${r.left.padEnd(width)}  ${r.help}`);
}

/** `umpire COMMAND --help`: the usage line, what it does, and each flag. */
export function commandHelp(command: Command): string {
  return [`usage: umpire ${command.usage}`, '', command.summary, '', 'flags:', ...flagLines(command.flags)].join('\n');
}

/** `umpire --help`: every command with its usage and what it does. */
export function overallHelp(commands: Readonly<Record<string, Command>>): string {
  const lines = [
    'usage: umpire COMMAND [flags]   (umpire COMMAND --help for its flags)',
    '',
    'Every command prints JSON on stdout (--pretty for people); an error is one line on stderr.',
    '',
    'commands:',
  ];
  for (const c of Object.values(commands)) lines.push(`  ${c.usage}`, `      ${c.summary}`);
  lines.push(
    '',
    'Numbers are decimal digits (no 0x, 0b or exponent). Files are read only when regular and at most 20 MB.',
  );
  return lines.join('\n');
}

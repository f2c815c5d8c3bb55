/** Runs the `umpire` command in tests: in this process (`umpire`), or as a user would, the built command (`umpireBuilt`). */
import { spawn } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run, type Io } from '../../src/cli/main.ts';

export interface Ran {
  readonly code: number;
  readonly out: string;
  readonly err: string;
}

/** What `umpire validate` prints for the files it accepts. */
export interface Validated {
  readonly valid: readonly { file: string; kind: string; id: string }[];
}

export async function umpire(argv: readonly string[], io: Partial<Io> = {}): Promise<Ran> {
  let out = '';
  let err = '';
  const code = await run(argv, { out: (t) => (out += t), err: (t) => (err += t), ...io });
  return { code, out, err };
}

const bin = fileURLToPath(new URL('../../bin/umpire.js', import.meta.url));

/** `node bin/umpire.js ...argv` (rebuilt first when a source changed), with its exit code and output. */
export function umpireBuilt(argv: readonly string[]): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...argv], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, out, err }));
  });
}

/** A file with this text in a new temporary folder; returns its path. */
export async function tempFile(name: string, text: string): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'umpire-')), name);
  await writeFile(path, text);
  return path;
}

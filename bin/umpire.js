#!/usr/bin/env node
// Runs the built command, dist-cli/umpire.js (`npm ci` builds it through `prepare`). When it is missing, or a
// source it was built from is newer than it, it is rebuilt first, so the command never runs stale code.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const built = join(root, 'dist-cli', 'umpire.js');
const worker = join(root, 'dist-cli', 'simulate-worker.js');
const inputs = join(root, 'dist-cli', 'inputs.json');

function stale() {
  if (!existsSync(built) || !existsSync(worker) || !existsSync(inputs)) return true;
  const at = statSync(built).mtimeMs;
  for (const file of JSON.parse(readFileSync(inputs, 'utf8'))) {
    const path = join(root, file);
    if (!existsSync(path) || statSync(path).mtimeMs > at) return true;
  }
  return false;
}

if (stale()) {
  process.stderr.write('umpire: building the command from its sources…\n');
  try {
    const { buildCli } = await import('../scripts/build-cli.js');
    await buildCli();
  } catch (e) {
    process.stderr.write(
      `umpire: the command could not be built (${e instanceof Error ? e.message.split('\n')[0] : e}); run npm ci first\n`,
    );
    process.exit(1);
  }
}
await import(pathToFileURL(built).href);

// Builds the `umpire` command with esbuild into dist-cli/umpire.js, the entry, dist-cli/simulate-worker.js, the
// entry of simulate's worker threads, and dist-cli/chunks/, one module per system and the code they share, so a
// command loads only the system it names (run by `prepare`, so `npm ci` and `npm install` leave it built;
// bin/umpire.js also rebuilds it when a source it was built from has changed). dist-cli/inputs.json lists those
// sources for that check.
import { mkdirSync, readdirSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const outDir = `${root}dist-cli`;
export const outFile = `${outDir}/umpire.js`;
const workerFile = `${outDir}/simulate-worker.js`;
const chunkDir = `${outDir}/chunks`;
/** Chunks of an earlier build are removed once this old: a command started before the rebuild may still load them. */
const STALE_CHUNK_MS = 60 * 60 * 1000;
export const inputsFile = `${outDir}/inputs.json`;

/**
 * `umpire serve`'s libraries stay out of the bundle and load from node_modules when that command runs:
 * y-leveldb's LevelDB is a native module found beside its package, and the other commands start without them.
 */
const SERVE_PACKAGES = ['@y/websocket-server', 'level', 'qrcode', 'ws', 'y-leveldb', 'yjs'];

export async function buildCli() {
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: root,
    entryPoints: { umpire: 'src/cli/bin.ts', 'simulate-worker': 'src/cli/simulate-worker.ts' },
    bundle: true,
    splitting: true,
    outdir: outDir,
    chunkNames: 'chunks/[name]-[hash]',
    external: SERVE_PACKAGES,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    minifySyntax: true,
    minifyWhitespace: true,
    legalComments: 'none',
    metafile: true,
    write: false,
    logLevel: 'error',
  });
  const files = result.outputFiles ?? [];
  const entries = [workerFile, outFile].map((path) => {
    const entry = files.find((f) => f.path === path);
    if (!entry) throw new Error(`esbuild produced no ${basename(path)}`);
    return entry;
  });
  mkdirSync(chunkDir, { recursive: true });
  // Chunks are named by their content, so they are written before the entries that import them (the command's
  // last), and a command starting meanwhile finds either the old build or the new one whole.
  for (const f of files) if (!entries.includes(f)) writeAside(f.path, f.contents);
  for (const f of entries) writeAside(f.path, f.contents);
  writeFileSync(inputsFile, JSON.stringify(Object.keys(result.metafile.inputs)));
  removeOldChunks(new Set(files.map((f) => basename(f.path))));
}

/** Written aside and renamed, so a command starting meanwhile never reads half a file. */
function writeAside(path, contents) {
  mkdirSync(dirname(path), { recursive: true });
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, contents);
  renameSync(tmp, path);
}

function removeOldChunks(current) {
  for (const name of readdirSync(chunkDir)) {
    const path = `${chunkDir}/${name}`;
    if (!current.has(name) && Date.now() - statSync(path).mtimeMs > STALE_CHUNK_MS) unlinkSync(path);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildCli();

// Builds the `umpire` command into one ES module, dist-cli/umpire.js, with esbuild (run by `prepare`, so
// `npm ci` and `npm install` leave it built; bin/umpire.js also rebuilds it when a source it was built from
// has changed). dist-cli/inputs.json lists those sources for that check.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const outDir = `${root}dist-cli`;
export const outFile = `${outDir}/umpire.js`;
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
    entryPoints: ['src/cli/bin.ts'],
    bundle: true,
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
  mkdirSync(outDir, { recursive: true });
  const code = result.outputFiles?.[0]?.contents;
  if (!code) throw new Error('esbuild produced no output');
  // Written aside and renamed, so a command starting meanwhile never reads half a file.
  const tmp = `${outFile}.${process.pid}.tmp`;
  writeFileSync(tmp, code);
  renameSync(tmp, outFile);
  writeFileSync(inputsFile, JSON.stringify(Object.keys(result.metafile.inputs)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildCli();

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import QRCode from 'qrcode';
import { startServe, type RunningServer } from '../server/serve.ts';

export interface ServeFlags {
  readonly port: number;
  readonly host: string;
  /** The built app; built first when it is the repository's dist/ and missing. */
  readonly app?: string;
  readonly data: string;
}

export interface ServeIo {
  out(text: string): void;
  err(text: string): void;
}

export const DEFAULT_PORT = 4321;
export const DEFAULT_DATA = '.umpire-serve';

/** The repository's root: the nearest folder above this module with the project's package.json. */
function projectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json')) || !existsSync(join(dir, 'index.html'))) {
    const up = dirname(dir);
    if (up === dir) throw new Error('cannot find the Umpire project folder above the command');
    dir = up;
  }
  return dir;
}

/** The app to serve: the folder given, else the project's dist/, built now when it is missing. */
function appFolder(flags: ServeFlags, io: ServeIo): string {
  if (flags.app !== undefined) {
    const dir = resolve(flags.app);
    if (!existsSync(join(dir, 'index.html'))) throw new Error(`--app: ${dir} holds no built app (no index.html)`);
    return dir;
  }
  const root = projectRoot();
  const dir = join(root, 'dist');
  if (!existsSync(join(dir, 'index.html'))) {
    io.err('umpire serve: the app is not built yet; building it (vite build)…');
    // The build's own output goes to stderr: stdout carries only the command's JSON.
    const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: ['ignore', 2, 2], env: { ...process.env, NODE_ENV: 'production' } });
    if (r.status !== 0 || !existsSync(join(dir, 'index.html'))) throw new Error('the app could not be built (see the vite output above)');
  }
  return dir;
}

/** The lines people read on the terminal: where to point each device, a QR code of the first address. */
async function joinText(server: RunningServer, data: string): Promise<string> {
  const first = server.addresses[0] ?? `http://localhost:${server.port}/`;
  const qr = await QRCode.toString(first, { type: 'terminal', small: true, errorCorrectionLevel: 'M' });
  return [
    'Umpire is served on this network. On each device, open:',
    ...server.addresses.map((a) => `  ${a}`),
    '',
    qr,
    `Then open a session on one device and choose "Share this session" in its menu; the others join with its code.`,
    `Shared sessions are kept in ${data}. Stop with Ctrl+C.`,
  ].join('\n');
}

/**
 * Starts the server, prints `{"serving": {...}}` on stdout (the JSON every command prints) and the addresses
 * with a QR code on stderr (for people), and runs until SIGINT or SIGTERM, when it closes cleanly.
 */
export async function serve(flags: ServeFlags, io: ServeIo): Promise<void> {
  const app = appFolder(flags, io);
  const data = resolve(flags.data);
  let server: RunningServer;
  try {
    server = await startServe({ port: flags.port, host: flags.host, appDir: app, dataDir: data });
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'EADDRINUSE') throw new Error(`port ${flags.port} is in use: stop what runs there or give --port`);
    throw e;
  }
  io.out(JSON.stringify({ serving: { port: server.port, addresses: server.addresses, app, data } }));
  io.err(await joinText(server, data));
  await new Promise<void>((done) => {
    const stop = (): void => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      void server.close().then(done);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}

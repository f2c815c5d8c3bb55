import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RunningServer } from '../server/serve.ts';
import { intFlag, stringFlag, UsageError } from './args.ts';
import type { Command, Io } from './command.ts';
import { fieldOf } from '../engine/index.ts';

export interface ServeFlags {
  readonly port: number;
  readonly host: string;
  /** The built app; built first when it is the repository's dist/ and missing. */
  readonly app?: string;
  readonly data: string;
}

const DEFAULT_PORT = 4321;
const DEFAULT_DATA = '.umpire-serve';

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
function appFolder(flags: ServeFlags, io: Io): string {
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
    const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
      cwd: root,
      stdio: ['ignore', 2, 2],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (r.status !== 0 || !existsSync(join(dir, 'index.html')))
      throw new Error('the app could not be built (see the vite output above)');
  }
  return dir;
}

/** The lines people read on the terminal: where to point each device, a QR code of the first address. */
async function joinText(server: RunningServer, data: string): Promise<string> {
  const first = server.addresses[0] ?? `http://localhost:${server.port}/`;
  const { default: QRCode } = await import('qrcode');
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
 * with a QR code on stderr (for people), and runs until SIGINT or SIGTERM, when it closes cleanly. The server
 * and its libraries load only here, so the other commands start without them.
 */
async function serve(flags: ServeFlags, io: Io, pretty: boolean): Promise<{ stopped: { port: number } }> {
  const app = appFolder(flags, io);
  const data = resolve(flags.data);
  const { startServe } = await import('../server/serve.ts');
  let server: RunningServer;
  try {
    server = await startServe({ port: flags.port, host: flags.host, appDir: app, dataDir: data });
  } catch (e) {
    const code = fieldOf(e, 'code');
    if (code === 'EADDRINUSE') throw new Error(`port ${flags.port} is in use: stop what runs there or give --port`);
    throw e;
  }
  io.out(
    JSON.stringify(
      { serving: { port: server.port, addresses: server.addresses, app, data } },
      null,
      pretty ? 2 : undefined,
    ),
  );
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
  return { stopped: { port: server.port } };
}

export const serveCommand: Command = {
  usage: 'serve [--port P] [--host ADDR] [--data DIR] [--app DIR]',
  summary:
    'share sessions between devices on this network: the built app and the Yjs sync backend on one port, the rooms kept in --data; prints {"serving": ...} when it starts (the addresses and a QR code go to stderr) and {"stopped": ...} when Ctrl+C stops it',
  flags: {
    port: { type: 'string', value: 'P', help: `the port (default ${DEFAULT_PORT}; 0 for any free one)` },
    host: {
      type: 'string',
      value: 'ADDR',
      help: 'the address to listen on (default 0.0.0.0, every network of this machine; 127.0.0.1 for this machine only)',
    },
    data: { type: 'string', value: 'DIR', help: `where the shared sessions are kept (default ${DEFAULT_DATA})` },
    app: {
      type: 'string',
      value: 'DIR',
      help: "the built app to serve (default the project's dist/, built when missing)",
    },
  },
  async run(args, io) {
    if (args.positional.length) throw new UsageError(`serve takes no argument, got "${args.positional[0]}"`);
    const app = stringFlag(args, 'app');
    const flags: ServeFlags = {
      port: intFlag(args, 'port', 0, 65535) ?? DEFAULT_PORT,
      host: stringFlag(args, 'host') ?? '0.0.0.0',
      data: stringFlag(args, 'data') ?? DEFAULT_DATA,
      ...(app !== undefined ? { app } : {}),
    };
    return serve(flags, io, args.flags.pretty === true);
  },
};

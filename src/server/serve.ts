import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { joinAddresses } from './addresses.ts';
import { appFiles } from './app-files.ts';
import { attachSyncSocket } from './sync-socket.ts';
import { SYNC_PATH } from '../sync/room-code.ts';

export interface ServeOptions {
  /** 0 for any free port. */
  readonly port: number;
  /** The address to listen on: 0.0.0.0 (every network of this machine) for a club, 127.0.0.1 for tests. */
  readonly host: string;
  /** The built app (index.html and its assets). */
  readonly appDir: string;
  /** Where the shared documents are kept (a LevelDB folder, made when missing). */
  readonly dataDir: string;
}

export interface RunningServer {
  readonly port: number;
  /** The addresses to open on another device, local network first. */
  readonly addresses: readonly string[];
  close(): Promise<void>;
}

/** What the app asks the server it was loaded from: that it can share sessions, and where others reach it. */
export interface SyncInfo {
  readonly app: 'umpire';
  readonly addresses: readonly string[];
}

/**
 * `umpire serve`: the built app and the Yjs websocket backend on one port, so a device that opens the app
 * from here shares sessions through the same origin (the app's content security policy allows no other).
 */
export async function startServe(opts: ServeOptions): Promise<RunningServer> {
  const files = appFiles(opts.appDir);
  let addresses: string[] = [];
  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    if (req.url === `${SYNC_PATH}/info`) {
      const info: SyncInfo = { app: 'umpire', addresses };
      res
        .writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
        .end(JSON.stringify(info));
      return;
    }
    files(req, res).catch((e: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(`The file could not be read (${e instanceof Error ? e.message : String(e)}).\n`);
    });
  };
  const server = createServer(handle);
  const sync = await attachSyncSocket(server, opts.dataDir);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(opts.port, opts.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (e) {
    await sync.close();
    throw e;
  }
  const port = (server.address() as AddressInfo).port;
  addresses = joinAddresses(opts.host, port);
  return {
    port,
    addresses,
    async close() {
      await sync.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

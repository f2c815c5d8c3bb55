import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { WSSharedDoc } from '@y/websocket-server/utils';
import { isRoomCode, SYNC_PATH } from '../sync/room-code.ts';

/**
 * The backend's libraries, loaded when a server starts: the built `umpire` command keeps them out of its bundle
 * (scripts/build-cli.js), and a static import there would load them, LevelDB's native module included, for
 * every command.
 */
async function libraries() {
  const [ws, Y, yLeveldb, level, backend] = await Promise.all([
    import('ws'),
    import('yjs'),
    import('y-leveldb'),
    import('level'),
    import('@y/websocket-server/utils'),
  ]);
  return {
    WebSocketServer: ws.WebSocketServer,
    Y,
    LeveldbPersistence: yLeveldb.LeveldbPersistence,
    Level: level.Level,
    ...backend,
  };
}

/** A shared session's messages are small; a whole log sent at once stays far under this. */
const MAX_MESSAGE_BYTES = 32 * 1024 * 1024;

export interface SyncSocket {
  /** Closes every connection and the database, once every update received has been written. */
  close(): Promise<void>;
}

/** Opens and closes the folder first: y-leveldb only logs a failure to open it (held by another server, say). */
async function checkDataFolder(Level: Awaited<ReturnType<typeof libraries>>['Level'], dataDir: string): Promise<void> {
  const probe = new Level(dataDir);
  try {
    await probe.open();
  } catch (e) {
    const cause = (e as { cause?: { message?: string } }).cause?.message ?? (e as Error).message;
    throw new DataFolderError(
      `${dataDir} cannot be opened (${cause.split('\n')[0]}): another umpire serve may be using it; stop it or give --data`,
    );
  }
  await probe.close();
}

export class DataFolderError extends Error {
  override name = 'DataFolderError';
}

const following = new WeakSet<object>();

/**
 * A device's presence belongs to the connection it last spoke through. The backend gives it only to the
 * connection it first arrived on; a device back from a dropped network reconnects before the server has
 * dropped its old socket, so its presence would stay with that dead socket, and when the device later leaves
 * the others would see it only once the presence lapses (30 s), not at once.
 */
function presenceFollowsConnection(doc: WSSharedDoc): void {
  if (following.has(doc)) return;
  following.add(doc);
  doc.awareness.on('update', ({ added, updated }: { added: number[]; updated: number[] }, origin: unknown) => {
    if (!doc.conns.has(origin)) return;
    for (const id of [...added, ...updated]) {
      for (const [conn, ids] of doc.conns) {
        if (conn === origin) ids.add(id);
        else ids.delete(id);
      }
    }
  });
}

/**
 * The Yjs project's websocket backend (@y/websocket-server) on `server`, at `/sync/<room code>`, keeping every
 * room's document in a LevelDB folder (y-leveldb): each update is written as it arrives, so a server stopped
 * at any moment and started again serves the same documents.
 */
export async function attachSyncSocket(server: Server, dataDir: string): Promise<SyncSocket> {
  const { WebSocketServer, Y, LeveldbPersistence, Level, docs, setPersistence, setupWSConnection } = await libraries();
  await checkDataFolder(Level, dataDir);
  const ldb = new LeveldbPersistence(dataDir);
  /** Reads and writes of the folder under way: closing waits for them, and for any they start. */
  const pending = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>): void => {
    const p = work.finally(() => pending.delete(p));
    pending.add(p);
  };
  const store = (room: string, update: Uint8Array): void => track(ldb.storeUpdate(room, update));
  setPersistence({
    provider: ldb,
    // The server calls this without waiting for it, so a failed read is reported here, not left unhandled.
    bindState: (room, doc) => {
      track(
        ldb.getYDoc(room).then(
          (persisted) => {
            // What arrived while the stored document was read is stored too; from here on every update is.
            store(room, Y.encodeStateAsUpdate(doc));
            doc.on('update', (update: Uint8Array) => store(room, update));
            Y.applyUpdate(doc, Y.encodeStateAsUpdate(persisted));
          },
          (e: unknown) => console.error(`umpire serve: room ${room} could not be read from ${dataDir}: ${String(e)}`),
        ),
      );
    },
    writeState: async () => {
      await Promise.allSettled(pending);
    },
  });

  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const room = path.startsWith(`${SYNC_PATH}/`) ? path.slice(SYNC_PATH.length + 1) : '';
    if (!isRoomCode(room)) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      setupWSConnection(ws, req, { docName: room });
      const doc = docs.get(room);
      if (doc) presenceFollowsConnection(doc);
    });
  };
  server.on('upgrade', onUpgrade);

  return {
    async close() {
      server.off('upgrade', onUpgrade);
      for (const ws of wss.clients) ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      // a room's stored document read late writes what arrived meanwhile: that write is waited for too
      while (pending.size) await Promise.allSettled(pending);
      for (const doc of docs.values()) doc.destroy();
      docs.clear();
      setPersistence(null);
      await ldb.destroy();
    },
  };
}

import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { LeveldbPersistence } from 'y-leveldb';
import { WebsocketProvider } from 'y-websocket';
import { startServe, type RunningServer } from '../../src/server/serve.ts';

const dirs: string[] = [];
const running: RunningServer[] = [];

function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'umpire-serve-'));
  dirs.push(d);
  return d;
}

function appDir(): string {
  const d = tempDir();
  writeFileSync(join(d, 'index.html'), '<!doctype html><title>Umpire</title>');
  mkdirSync(join(d, 'assets'));
  writeFileSync(join(d, 'assets', 'app-1234.js'), 'export {};');
  return d;
}

async function start(app: string, data: string, port = 0): Promise<RunningServer> {
  const s = await startServe({ port, host: '127.0.0.1', appDir: app, dataDir: data });
  running.push(s);
  return s;
}

function get(port: number, path: string): Promise<{ status: number; type: string; body: string; cache: string }> {
  return new Promise((resolve, reject) => {
    // A raw path, as a hostile client would send it (no normalisation by a URL class).
    const req = request({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type: String(res.headers['content-type'] ?? ''),
          body,
          cache: String(res.headers['cache-control'] ?? ''),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** A device's document on the server's room, through the same provider the app uses (ws in place of the browser's WebSocket). */
function device(port: number, room: string): { doc: Y.Doc; provider: WebsocketProvider; synced: Promise<void> } {
  const doc = new Y.Doc();
  const provider = new WebsocketProvider(`ws://127.0.0.1:${port}/sync`, room, doc, {
    WebSocketPolyfill: WebSocket as unknown as typeof globalThis.WebSocket,
    disableBc: true,
  });
  const synced = new Promise<void>((resolve) => provider.once('sync', (s: boolean) => s && resolve()));
  return { doc, provider, synced };
}

function until(check: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const t = setInterval(() => {
      if (check()) {
        clearInterval(t);
        resolve();
      }
    }, 10);
  });
}

afterEach(async () => {
  for (const s of running.splice(0)) await s.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('umpire serve: the built app', () => {
  it("serves the page, assets with their type and caching, and the page for the app's own addresses", async () => {
    const s = await start(appDir(), tempDir());
    const page = await get(s.port, '/');
    expect(page.status).toBe(200);
    expect(page.type).toContain('text/html');
    expect(page.body).toContain('<title>Umpire</title>');
    expect(page.cache).toBe('no-cache');
    const asset = await get(s.port, '/assets/app-1234.js');
    expect(asset.type).toContain('text/javascript');
    expect(asset.cache).toContain('immutable');
    expect((await get(s.port, '/assets/missing.js')).status).toBe(404);
  });

  it('never serves a file outside the app folder', async () => {
    const outside = tempDir();
    writeFileSync(join(outside, 'secret.txt'), 'not for the network');
    const app = join(outside, 'app');
    mkdirSync(app);
    writeFileSync(join(app, 'index.html'), 'app');
    const s = await start(app, tempDir());
    for (const path of ['/../secret.txt', '/..%2Fsecret.txt', '/%2e%2e/secret.txt', '/assets/../../secret.txt']) {
      const r = await get(s.port, path);
      expect(r.body, path).not.toContain('not for the network');
    }
  });

  it('tells the app it can share and where other devices reach it', async () => {
    const s = await start(appDir(), tempDir());
    const info = await get(s.port, '/sync/info');
    expect(JSON.parse(info.body)).toEqual({ app: 'umpire', addresses: [`http://127.0.0.1:${s.port}/`] });
  });
});

describe('umpire serve: the Yjs backend', () => {
  it('syncs two devices in a room and keeps the room on disk across a restart', async () => {
    const app = appDir();
    const data = tempDir();
    const s = await start(app, data);
    const a = device(s.port, 'K7M4QX');
    const b = device(s.port, 'K7M4QX');
    await Promise.all([a.synced, b.synced]);
    a.doc.getMap('events').set('1', { seq: 1, text: 'first' });
    await until(() => b.doc.getMap('events').get('1') !== undefined);
    expect(b.doc.getMap('events').get('1')).toEqual({ seq: 1, text: 'first' });
    a.provider.destroy();
    b.provider.destroy();
    const port = s.port;
    await s.close();
    running.length = 0;

    const again = await start(app, data, port);
    const c = device(again.port, 'K7M4QX');
    await c.synced;
    await until(() => c.doc.getMap('events').get('1') !== undefined);
    expect(c.doc.getMap('events').get('1')).toEqual({ seq: 1, text: 'first' });
    c.provider.destroy();
  });

  it('a server stopped while it still reads a room from disk keeps what the room received meanwhile', async () => {
    const app = appDir();
    const data = tempDir();
    // The room's stored document is read slowly (a busy disk): it is held until the server is asked to stop.
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with .call on the instance
    const read = LeveldbPersistence.prototype.getYDoc;
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    LeveldbPersistence.prototype.getYDoc = async function (this: LeveldbPersistence, room: string) {
      await held;
      return read.call(this, room);
    };
    try {
      const s = await start(app, data);
      const a = device(s.port, 'SWRDQ8');
      await a.synced;
      a.doc.getMap('events').set('1', { seq: 1, text: 'sent while the room was read' });
      await new Promise((r) => setTimeout(r, 100));
      a.provider.destroy();
      const closed = s.close();
      running.length = 0;
      // the read goes on only once the server has had time to stop
      await new Promise((r) => setTimeout(r, 300));
      release();
      await closed;
    } finally {
      LeveldbPersistence.prototype.getYDoc = read;
    }
    const again = await start(app, data);
    const c = device(again.port, 'SWRDQ8');
    await c.synced;
    await new Promise((r) => setTimeout(r, 200));
    expect(c.doc.getMap('events').get('1')).toEqual({ seq: 1, text: 'sent while the room was read' });
    c.provider.destroy();
  });

  it("hands a device's presence to the connection it last spoke through, so its leaving is seen at once", async () => {
    const s = await start(appDir(), tempDir());
    const watcher = device(s.port, 'PRS3NC');
    const first = device(s.port, 'PRS3NC');
    await Promise.all([watcher.synced, first.synced]);
    const id = first.doc.clientID;
    first.provider.awareness.setLocalState({ name: 'tablet' });
    await until(() => watcher.provider.awareness.getStates().has(id));
    // The same device again on a new socket while the server still holds the old one (back from a dropped
    // network): a newer presence through the new socket, which then closes.
    const again = new Y.Doc();
    again.clientID = id;
    const back = new WebsocketProvider(`ws://127.0.0.1:${s.port}/sync`, 'PRS3NC', again, {
      WebSocketPolyfill: WebSocket as unknown as typeof globalThis.WebSocket,
      disableBc: true,
      connect: false,
    });
    back.awareness.setLocalState({ name: 'tablet', links: 2 });
    back.awareness.setLocalState({ name: 'tablet', links: 2, again: true });
    back.connect();
    await until(
      () => (watcher.provider.awareness.getStates().get(id) as { again?: boolean } | undefined)?.again === true,
    );
    // The old socket says nothing more (the network it was on is gone).
    first.provider.awareness.off(
      'update',
      (first.provider as unknown as { _awarenessUpdateHandler: () => void })._awarenessUpdateHandler,
    );
    // Its socket closes with no goodbye, as when the app's tab is closed (a provider's disconnect says one).
    back.shouldConnect = false;
    back.ws?.close();
    await until(() => !watcher.provider.awareness.getStates().has(id));
    back.destroy();
    first.provider.destroy();
    watcher.provider.destroy();
  });

  it('keeps rooms apart and refuses a path that is not a room code', async () => {
    const s = await start(appDir(), tempDir());
    const a = device(s.port, 'AAAAAA');
    const b = device(s.port, 'BBBBBB');
    await Promise.all([a.synced, b.synced]);
    a.doc.getMap('m').set('x', 1);
    await new Promise((r) => setTimeout(r, 200));
    expect(b.doc.getMap('m').get('x')).toBeUndefined();
    a.provider.destroy();
    b.provider.destroy();
    const refused = await new Promise<string>((resolve) => {
      const ws = new WebSocket(`ws://127.0.0.1:${s.port}/sync/../etc`);
      ws.on('open', () => resolve('open'));
      ws.on('error', () => resolve('refused'));
    });
    expect(refused).toBe('refused');
  });
});

/**
 * The IndexedDB database (Dexie 4). Every version ever shipped stays declared here, oldest first, so a
 * browser holding any earlier version upgrades in order; data changes go in that version's `.upgrade()`.
 */
import { Dexie, type EntityTable, type Table } from 'dexie';
import { genesisHash, type Cell, type SessionEvent, type SessionMeta, type SessionState } from '../engine/index.ts';

export const DB_NAME = 'umpire';
export const DB_VERSION = 2;

/** A session's meta as stored (SessionMeta; `headHash` is filled by version 2 for older rows). */
export type StoredSession = SessionMeta;

export type StoredEvent = SessionEvent;

export interface StoredSnapshot {
  readonly sessionId: string;
  readonly seq: number;
  readonly state: SessionState;
}

/** The user's edits of one shipped table: row key -> column key -> value. */
export interface StoredOverride {
  readonly tableId: string;
  readonly rows: Readonly<Record<string, Readonly<Record<string, Cell>>>>;
  readonly updatedAt: string;
}

export type UmpireDB = Dexie & {
  sessions: EntityTable<StoredSession, 'id'>;
  events: EntityTable<StoredEvent, 'id'>;
  snapshots: Table<StoredSnapshot, [string, number]>;
  overrides: EntityTable<StoredOverride, 'tableId'>;
};

export interface DbDeps {
  /** For tests and Node: an IDBFactory (fake-indexeddb) and its key range. Browsers use the globals. */
  readonly indexedDB?: IDBFactory;
  readonly IDBKeyRange?: typeof IDBKeyRange;
}

/**
 * Declares the versions up to `upTo` (the latest by default; tests pass 1 to write a database as version 1
 * did).
 */
export function declareVersions(db: Dexie, upTo: number = DB_VERSION): void {
  // Version 1: the first release.
  db.version(1).stores({
    sessions: 'id, updatedAt',
    events: 'id, &[sessionId+seq]',
    snapshots: '[sessionId+seq]',
    overrides: 'tableId',
  });
  if (upTo < 2) return;
  // Version 2: sessions indexed by system (the home cards count them), and `headHash` on every session (the
  // hash of its last event: lets an import recognise a session already present), filled from the events.
  db.version(2)
    .stores({ sessions: 'id, updatedAt, system' })
    .upgrade(async (tx) => {
      const sessions = tx.table<StoredSession, string>('sessions');
      const events = tx.table<StoredEvent, string>('events');
      const all = await sessions.toArray();
      for (const s of all) {
        if (s.headHash !== undefined) continue;
        const last = await events.where('[sessionId+seq]').between([s.id, Dexie.minKey], [s.id, Dexie.maxKey]).last();
        await sessions.update(s.id, { headHash: last ? last.hash : genesisHash(s) });
      }
    });
}

export function openDatabase(name: string = DB_NAME, deps: DbDeps = {}, upTo: number = DB_VERSION): UmpireDB {
  const opts = deps.indexedDB ? { indexedDB: deps.indexedDB, IDBKeyRange: deps.IDBKeyRange } : undefined;
  const db = new Dexie(name, opts) as UmpireDB;
  declareVersions(db, upTo);
  return db;
}

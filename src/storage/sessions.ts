/**
 * The session store the UI calls: sessions, their event logs, snapshots and the user's table overrides in
 * IndexedDB. Every user action is one transaction, and its promise resolves only once the write has
 * committed (the UI shows a result only after that). Reopening reads the latest snapshot and the events after
 * it, never the whole log. Imports are checked and replayed in full before anything is written.
 *
 * Storage does not import game systems: the caller supplies `rules(system)`.
 */
import { Dexie, liveQuery, type Observable } from 'dexie';
import {
  BACKUP_FORMAT,
  type BackupExport,
  type Cell,
  checkBackupExport,
  checkOverrides,
  checkOverrideValues,
  checkSessionExport,
  type EventRequest,
  fieldOf,
  genesisHash,
  HistoryTooShortError,
  initialState,
  makePack,
  metaAfter,
  newSession,
  nextEvent,
  overridesDiffer,
  overridesFor,
  type Pack,
  packOverrides,
  parseBackupFile,
  parseSessionFile,
  readPackText,
  rechain,
  rechainState,
  replay,
  Replayer,
  ReplayError,
  required,
  type Rules,
  SchemaError,
  SESSION_FORMAT,
  SESSION_SCHEMA_VERSION,
  type SessionEvent,
  type SessionExport,
  type SessionMeta,
  type SessionState,
  sessionStatus,
  type Settings,
  shippedTables,
  stateHash,
  type TableData,
  type TableLookup,
  type TableOverrides,
  type Told,
  validate,
} from '../engine/index.ts';
import type { GameStatus } from '../engine/index.ts';
import { openDatabase, type StoredOverride, type StoredSnapshot, type UmpireDB } from './db.ts';
import { ImportError, isQuotaError, SessionNotFoundError, StaleSessionError, StorageFullError } from './errors.ts';

export { StorageFullError, SessionNotFoundError, ImportError, StaleSessionError } from './errors.ts';

/** Rules of a system (procedures, context, game), supplied by the caller; may load the system lazily. */
export type RulesProvider = (system: string) => Rules | Promise<Rules>;

/** The parts of navigator.storage the store uses (injectable for tests). */
export interface StorageManagerLike {
  persist?(): Promise<boolean>;
  persisted?(): Promise<boolean>;
  estimate?(): Promise<{ usage?: number; quota?: number }>;
}

export interface SessionStoreOptions {
  readonly rules: RulesProvider;
  /** The rules-data version stamped on new sessions and exports. */
  readonly rulesVersion?: string;
  /** Database name (default `umpire`). */
  readonly dbName?: string;
  /** For Node and tests: fake-indexeddb's factory and key range. */
  readonly indexedDB?: IDBFactory;
  readonly IDBKeyRange?: typeof IDBKeyRange;
  /** An already opened database (tests). */
  readonly db?: UmpireDB;
  readonly now?: () => Date;
  /** Ids for sessions and events (default crypto.randomUUID()). */
  readonly newId?: () => string;
  /** Seeds for new sessions (default a random 128-bit hex string). */
  readonly newSeed?: () => string;
  /** navigator.storage by default; null for none. */
  readonly storage?: StorageManagerLike | null;
  /** A snapshot every this many events (default 100). */
  readonly snapshotEvery?: number;
}

export interface CreateOptions {
  /** A fixed seed (for a replayable demo or a test); random by default. */
  readonly seed?: string;
  /** Setup options and readings of ambiguous rules, passed to the game's setup. */
  readonly settings?: Settings;
}

/** A session ready to play: its meta, the state now, the game status, and its latest events. */
export interface OpenedSession {
  readonly meta: SessionMeta;
  readonly state: SessionState;
  readonly status?: GameStatus;
  /** The latest events, oldest first (at most RECENT_EVENTS; page older ones with `events`). */
  readonly recent: readonly SessionEvent[];
}

export interface AppendResult {
  /** The event written for the request (an undo's own event for undo). */
  readonly event: SessionEvent;
  /** Every event written by this call, oldest first: a settings event recording changed table overrides may
   * precede the requested one. */
  readonly written: readonly SessionEvent[];
  readonly meta: SessionMeta;
  readonly state: SessionState;
  readonly status?: GameStatus;
}

export interface EventQuery {
  /** First seq (inclusive, default 1). */
  readonly from?: number;
  /** Last seq (inclusive, default the last). */
  readonly to?: number;
  /** At most this many, counted from the newest when `latest` is set. */
  readonly limit?: number;
  readonly latest?: boolean;
}

export type ImportOutcome = 'imported' | 'copy' | 'unchanged';

export interface ImportResult {
  readonly meta: SessionMeta;
  /** `copy` when the id was taken by a different session (imported under a new id), `unchanged` when the same
   * session was already here. */
  readonly outcome: ImportOutcome;
}

export interface BackupImportResult {
  readonly sessions: readonly ImportResult[];
  /** Tables whose overrides came from the backup (tables already overridden here are left alone). */
  readonly overridesAdded: readonly string[];
}

export interface StorageUsage {
  /** Bytes used by this origin, when the browser says. */
  readonly usage?: number;
  readonly quota?: number;
  /** Whether the browser promised not to evict the data. */
  readonly persisted?: boolean;
}

export interface ImportOptions {
  /** Also adopt the file's table overrides for tables not overridden here (default false; a backup always
   * adds the ones for tables not overridden here). */
  readonly adoptOverrides?: boolean;
  /** Called as the replay goes: events checked so far, out of the total. */
  readonly onProgress?: (done: number, total: number) => void;
  /** Cancels the import (before anything is written): it then fails with ImportError. */
  readonly signal?: AbortSignal;
}

/** Events replayed between two progress reports (and chances to cancel) during an import. */
const IMPORT_BATCH = 250;

export const RECENT_EVENTS = 50;
const DEFAULT_SNAPSHOT_EVERY = 100;

/** A request to append, with the event count it was chosen at and the id its event takes. */
interface AppendRequest {
  readonly request: EventRequest;
  readonly seenSeq: number | undefined;
  readonly eventId: string;
}

/** What an append wrote: its events (oldest first), and the session after them. */
interface Written {
  readonly written: SessionEvent[];
  readonly meta: SessionMeta;
  readonly state: SessionState;
}

/** The session changed in the store since this store last saw it (another tab appended, or a table was edited). */
class CacheOutdated extends Error {
  override name = 'CacheOutdated';
}

interface Cached {
  readonly meta: SessionMeta;
  readonly state: SessionState;
  /** The count of this store's table edits when an append last compared the session's edits with them. */
  readonly tablesChecked?: number;
}

/** A version-4 UUID; randomUUID exists only in secure contexts, so a page served over plain http on a LAN
 * builds one from getRandomValues. */
export function randomId(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  const b = new Uint8Array(16);
  c.getRandomValues(b);
  // version 4 and the RFC 4122 variant, in bytes 6 and 8
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

function randomSeed(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function defaultStorage(): StorageManagerLike | null {
  const nav = (globalThis as { navigator?: { storage?: StorageManagerLike } }).navigator;
  return nav?.storage ?? null;
}

/** How far ahead of this device's clock an imported event may have been recorded (a device set a little fast). */
const FUTURE_SLACK_MS = 24 * 60 * 60 * 1000;

/** The first event recorded more than a day after `now`: its times (a game clock's among them) cannot be right. */
function futureEvent(events: readonly SessionEvent[], now: Date): SessionEvent | undefined {
  return events.find((e) => Date.parse(e.at) > now.getTime() + FUTURE_SLACK_MS);
}

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

export class SessionStore {
  readonly db: UmpireDB;
  private readonly rulesOf: RulesProvider;
  private readonly rulesVersion: string;
  private readonly now: () => Date;
  private readonly newId: () => string;
  private readonly newSeed: () => string;
  private readonly storage: StorageManagerLike | null;
  private readonly snapshotEvery: number;
  private readonly cache = new Map<string, Cached>();
  /** Table edits made through this store (an append after one takes the full path, which records them). */
  private tableEdits = 0;
  private readonly rulesCache = new Map<string, Promise<Rules>>();
  private persistAsked = false;

  constructor(opts: SessionStoreOptions) {
    this.db = opts.db ?? openDatabase(opts.dbName, { indexedDB: opts.indexedDB, IDBKeyRange: opts.IDBKeyRange });
    this.rulesOf = opts.rules;
    this.rulesVersion = opts.rulesVersion ?? '1';
    this.now = opts.now ?? (() => new Date());
    this.newId = opts.newId ?? randomId;
    this.newSeed = opts.newSeed ?? randomSeed;
    this.storage = opts.storage === undefined ? defaultStorage() : opts.storage;
    this.snapshotEvery = opts.snapshotEvery ?? DEFAULT_SNAPSHOT_EVERY;
  }

  close(): void {
    this.db.close();
    this.cache.clear();
  }

  // -------------------------------------------------------------------------------------------------------
  // Sessions

  /** Creates a session (the game set up from a new seed) and saves it. */
  async create(system: string, name: string, options: CreateOptions = {}): Promise<OpenedSession> {
    const rules = await this.rules(system);
    const { meta, state } = newSession(
      {
        id: this.newId(),
        system,
        name: cleanName(name),
        seed: options.seed ?? this.newSeed(),
        rulesVersion: this.rulesVersion,
        settings: options.settings ?? {},
        now: this.now(),
      },
      rules,
    );
    await this.write(['sessions'], async () => {
      await this.db.sessions.add(meta);
    });
    this.cache.set(meta.id, { meta, state });
    this.askPersistenceOnce();
    const status = sessionStatus(rules, state);
    return { meta, state, recent: [], ...(status ? { status } : {}) };
  }

  /** Every session, most recently played first. */
  async list(): Promise<SessionMeta[]> {
    return this.db.sessions.orderBy('updatedAt').reverse().toArray();
  }

  /** The session list as a live query (re-emits on every change, in any tab). */
  liveList(): Observable<SessionMeta[]> {
    return liveQuery(() => this.list());
  }

  async get(id: string): Promise<SessionMeta | undefined> {
    return this.db.sessions.get(id);
  }

  /** Reopens a session from its latest snapshot and the events after it (no full replay). */
  async open(id: string): Promise<OpenedSession> {
    const meta0 = await this.db.sessions.get(id);
    if (!meta0) throw new SessionNotFoundError(id);
    const rules = await this.rules(meta0.system);
    const { meta, state, tail } = await this.db.transaction(
      'r',
      [this.db.sessions, this.db.events, this.db.snapshots],
      async () => {
        const meta = await this.db.sessions.get(id);
        if (!meta) throw new SessionNotFoundError(id);
        // The state this tab already holds for the stored head (another tab's or device's events just written
        // here) spares replaying from the snapshot.
        const held = this.cache.get(id);
        const { state, tail } =
          held && held.state.seq === meta.eventCount && held.state.hash === meta.headHash
            ? { state: held.state, tail: [] }
            : await this.loadState(meta, rules);
        let recent = tail;
        if (recent.length < RECENT_EVENTS && meta.eventCount > recent.length)
          recent = await this.eventsIn(id, { latest: true, limit: RECENT_EVENTS });
        return { meta, state, tail: recent.slice(-RECENT_EVENTS) };
      },
    );
    const held = this.cache.get(id);
    this.cache.set(id, held?.state === state ? { ...held, meta } : { meta, state });
    const recent = tail.some((e) => e.told === undefined) ? await this.tellOldEvents(meta, rules) : tail;
    const status = sessionStatus(rules, state);
    return { meta, state, recent, ...(status ? { status } : {}) };
  }

  /**
   * Words what each event did for a log saved before events carried their words: replays the whole log once
   * (as recorded, the chain still checked) and stores the words beside each event (they are outside the hash).
   * Returns the latest events, now told.
   */
  private async tellOldEvents(meta: SessionMeta, rules: Rules): Promise<SessionEvent[]> {
    const events = await this.eventsIn(meta.id, {});
    const told: SessionEvent[] = [];
    replay(meta, events, rules, undefined, { verify: false, onTold: (e, t) => told.push({ ...e, told: t }) });
    await this.write(['events'], async () => {
      await this.db.events.bulkPut(told);
    });
    return told.slice(-RECENT_EVENTS);
  }

  /** A session's meta as a live query: re-emits when any tab appends to it (undefined once it is deleted). */
  liveSession(id: string): Observable<SessionMeta | undefined> {
    return liveQuery(() => this.db.sessions.get(id));
  }

  /** A page of a session's log, oldest first. */
  async events(id: string, query: EventQuery = {}): Promise<SessionEvent[]> {
    return this.eventsIn(id, query);
  }

  /** The log as a live query, for the log panel (re-emits after every append). */
  liveEvents(id: string, query: EventQuery = { latest: true, limit: RECENT_EVENTS }): Observable<SessionEvent[]> {
    return liveQuery(() => this.eventsIn(id, query));
  }

  /**
   * Resolves a request (a roll, an action, a settings change, an undo) into an event and writes it, with the
   * session's meta and a snapshot when one is due, in ONE transaction. Resolves after the commit. An illegal
   * action throws SessionRequestError; a full disk StorageFullError; a request chosen on a view older than the
   * log (`seenSeq`, the event count the player saw, behind the stored one) StaleSessionError. In each case
   * nothing is written. `eventId` names the requested event (a shared session's request id; by default a new one).
   */
  async append(id: string, request: EventRequest, seenSeq?: number, eventId?: string): Promise<AppendResult> {
    const meta0 = this.cache.get(id)?.meta ?? (await this.db.sessions.get(id));
    if (!meta0) throw new SessionNotFoundError(id);
    const rules = await this.rules(meta0.system);
    const now = this.now();
    const ask: AppendRequest = { request, seenSeq, eventId: eventId ?? this.newId() };
    const result =
      (await this.appendOnCache(id, ask, rules, now)) ??
      (await this.appendFromStore(id, meta0.system, ask, rules, now));
    this.askPersistenceOnce();
    const status = sessionStatus(rules, result.state);
    return {
      event: required(result.written.at(-1), 'the event written'),
      written: result.written,
      meta: result.meta,
      state: result.state,
      ...(status ? { status } : {}),
    };
  }

  /**
   * The common case, in one round trip: the event is computed from the state this store holds for the
   * session, then written together with the reads that check that state is still the stored one (no other
   * tab appended, no table edit since). Requests in a transaction run in order, so the reads see the store
   * before the writes; when they find it changed, the transaction is aborted (nothing written) and undefined
   * tells the caller to take the full path.
   */
  private async appendOnCache(
    id: string,
    { request, seenSeq, eventId }: AppendRequest,
    rules: Rules,
    now: Date,
  ): Promise<Written | undefined> {
    const cached = this.cache.get(id);
    if (
      !cached ||
      cached.tablesChecked !== this.tableEdits ||
      request.kind === 'undo' ||
      (seenSeq !== undefined && seenSeq !== cached.meta.eventCount)
    )
      return undefined;
    const { meta, state: before } = cached;
    let next: { event: SessionEvent; state: SessionState };
    try {
      next = nextEvent(meta, before, request, rules, now, eventId);
    } catch {
      // Refused on this store's state, which may be behind: the full path answers from the stored one.
      return undefined;
    }
    const { event, state } = next;
    const after = metaAfter(meta, state, rules, now);
    const snapshot = state.seq % this.snapshotEvery === 0 ? { sessionId: id, seq: state.seq, state } : undefined;
    try {
      await this.write(['sessions', 'events', 'snapshots', 'overrides'], async () => {
        const checks = Promise.all([
          this.db.sessions.get(id),
          request.kind === 'settings' ? undefined : this.overridesIn(`${meta.system}.`),
        ]);
        const writes = Promise.all([
          this.db.events.add(event),
          this.db.sessions.put(after),
          snapshot ? this.db.snapshots.put(snapshot) : undefined,
        ]);
        // Handled here: when the checks fail, the abort fails the writes too.
        writes.catch(() => undefined);
        const [stored, overrides] = await checks;
        const current =
          stored !== undefined && stored.eventCount === meta.eventCount && stored.headHash === meta.headHash;
        if (!current || (overrides && overridesDiffer(overridesFor(meta.system, overrides), before.overrides)))
          throw new CacheOutdated();
        await writes;
      });
    } catch (e) {
      if (e instanceof CacheOutdated) return undefined;
      throw e;
    }
    this.cache.set(id, { meta: after, state, tablesChecked: this.tableEdits });
    return { written: [event], meta: after, state };
  }

  /** Any request, from the stored session: a settings event first when table edits changed, undo with its history. */
  private async appendFromStore(
    id: string,
    system: string,
    { request, seenSeq, eventId }: AppendRequest,
    rules: Rules,
    now: Date,
  ): Promise<Written> {
    const tableEdits = this.tableEdits;
    return this.write(
      ['sessions', 'events', 'snapshots', 'overrides'],
      async () => {
        // Both reads go out at once (one round trip, not two).
        const wantOverrides = request.kind === 'roll' || request.kind === 'action';
        const [meta, globalOverrides] = await Promise.all([
          this.db.sessions.get(id),
          wantOverrides ? this.overridesIn(`${system}.`) : undefined,
        ]);
        if (!meta) throw new SessionNotFoundError(id);
        if (seenSeq !== undefined && seenSeq !== meta.eventCount) throw new StaleSessionError(seenSeq, meta.eventCount);
        let state = await this.currentState(meta, rules);
        const written: SessionEvent[] = [];
        const snapshots: StoredSnapshot[] = [];
        const push = (r: { event: SessionEvent; state: SessionState }): void => {
          written.push(r.event);
          state = r.state;
          if (state.seq % this.snapshotEvery === 0) snapshots.push({ sessionId: id, seq: state.seq, state });
        };
        // Table overrides changed since the last event: record the ones in force first, so replay sees them.
        if (globalOverrides) {
          const overrides = overridesFor(meta.system, globalOverrides);
          if (overridesDiffer(overrides, state.overrides))
            push(nextEvent(meta, state, { kind: 'settings', overrides }, rules, now, this.newId()));
        }
        if (request.kind === 'undo') {
          push(await this.undoIn(meta, state, rules, now, eventId));
        } else {
          push(nextEvent(meta, state, request, rules, now, eventId));
        }
        const after = metaAfter(meta, state, rules, now);
        await Promise.all([
          this.db.events.bulkAdd(written),
          this.db.sessions.put(after),
          snapshots.length ? this.db.snapshots.bulkPut(snapshots) : undefined,
        ]);
        this.cache.set(id, { meta: after, state, ...(wantOverrides ? { tablesChecked: tableEdits } : {}) });
        return { written, meta: after, state };
      },
      id,
    );
  }

  /** The event with this id, in any session (undefined when none). */
  async findEvent(eventId: string): Promise<SessionEvent | undefined> {
    return this.db.events.get(eventId);
  }

  /**
   * Writes events made on another device (the host of a shared session) that the caller has checked and
   * replayed: `state` is the state after the last of them, `snapshots` the states due for a snapshot among
   * them. The session is added from `meta` when this device has none; otherwise the events must continue its
   * log exactly (ReplayError when they do not). One transaction; returns the session's meta after it.
   */
  async receive(
    meta: SessionMeta,
    events: readonly SessionEvent[],
    state: SessionState,
    snapshots: readonly SessionState[] = [],
  ): Promise<SessionMeta> {
    const rules = await this.rules(meta.system);
    return this.write(
      ['sessions', 'events', 'snapshots'],
      async () => {
        const stored = await this.db.sessions.get(meta.id);
        const base = stored ?? { ...meta, eventCount: 0, headHash: genesisHash(meta) };
        const first = events[0];
        if (first && (first.seq !== base.eventCount + 1 || first.prevHash !== base.headHash)) {
          throw new ReplayError(
            first.seq,
            `does not continue this device's copy of the session, which ends at event ${base.eventCount}`,
          );
        }
        if (state.seq !== base.eventCount + events.length)
          throw new ReplayError(state.seq, 'the state given is not the one after these events');
        const after = metaAfter(base, state, rules, events[events.length - 1]?.at ?? base.updatedAt);
        const due = snapshots
          .filter((s) => s.seq > base.eventCount)
          .map((s) => ({ sessionId: meta.id, seq: s.seq, state: s }));
        await Promise.all([
          events.length ? this.db.events.bulkAdd(events.slice()) : undefined,
          due.length ? this.db.snapshots.bulkPut(due) : undefined,
          this.db.sessions.put(after),
        ]);
        this.cache.set(meta.id, { meta: after, state });
        return after;
      },
      meta.id,
    );
  }

  /** Undoes the latest roll or action not yet undone (an undo event; the dice never rewind). */
  async undo(id: string): Promise<AppendResult> {
    return this.append(id, { kind: 'undo' });
  }

  async rename(id: string, name: string): Promise<SessionMeta> {
    const clean = cleanName(name);
    return this.write(['sessions'], async () => {
      const meta = await this.db.sessions.get(id);
      if (!meta) throw new SessionNotFoundError(id);
      const next = { ...meta, name: clean };
      await this.db.sessions.put(next);
      const c = this.cache.get(id);
      if (c) this.cache.set(id, { ...c, meta: next });
      return next;
    });
  }

  /** A copy of the whole session (log and snapshots) under a new id and new event ids. */
  async duplicate(id: string, name?: string): Promise<SessionMeta> {
    const now = this.now().toISOString();
    return this.write(['sessions', 'events', 'snapshots'], async () => {
      const meta = await this.db.sessions.get(id);
      if (!meta) throw new SessionNotFoundError(id);
      const events = await this.eventsIn(id, {});
      const snaps = await this.snapshotsIn(id);
      const copy = rechain(meta, events, this.newId(), this.newId);
      const newMeta: SessionMeta = {
        ...copy.meta,
        name: cleanName(name ?? `${meta.name} (copy)`),
        createdAt: now,
        updatedAt: now,
      };
      const hashAt = new Map(copy.events.map((e) => [e.seq, e.hash]));
      await this.db.events.bulkAdd(copy.events);
      await this.db.snapshots.bulkAdd(
        snaps.map((s) => ({
          sessionId: newMeta.id,
          seq: s.seq,
          state: rechainState(s.state, copy.idMap, hashAt.get(s.seq) ?? genesisHash(newMeta)),
        })),
      );
      await this.db.sessions.add(newMeta);
      return newMeta;
    });
  }

  /** Deletes a session with its log and snapshots (the UI asks first). */
  async delete(id: string): Promise<void> {
    await this.write(['sessions', 'events', 'snapshots'], async () => {
      await this.db.sessions.delete(id);
      await this.db.events.where('[sessionId+seq]').between([id, Dexie.minKey], [id, Dexie.maxKey]).delete();
      await this.db.snapshots.where('[sessionId+seq]').between([id, Dexie.minKey], [id, Dexie.maxKey]).delete();
    });
    this.cache.delete(id);
  }

  // -------------------------------------------------------------------------------------------------------
  // Export and import

  /** The session as one JSON document (seed, generator, versions, meta, every event, overrides, final state). */
  async exportSession(id: string): Promise<SessionExport> {
    const meta0 = await this.db.sessions.get(id);
    if (!meta0) throw new SessionNotFoundError(id);
    const rules = await this.rules(meta0.system);
    // One read transaction: the log, the state and the meta agree even if another tab is appending.
    return this.db.transaction(
      'r',
      [this.db.sessions, this.db.events, this.db.snapshots, this.db.overrides],
      async () => {
        const meta = await this.db.sessions.get(id);
        if (!meta) throw new SessionNotFoundError(id);
        const { state } = await this.loadState(meta, rules);
        const events = await this.eventsIn(id, {});
        return this.exportOf(meta, events, state, await this.overridesIn(`${meta.system}.`));
      },
    );
  }

  /**
   * Imports a session file (its text, or the parsed value). The file is size-capped, schema-checked and
   * replayed in full first (hash chain, dice, outcomes, final state); a bad file throws ImportError saying
   * what and where, and nothing is written.
   */
  async importSession(input: unknown, file = 'session file', options: ImportOptions = {}): Promise<ImportResult> {
    const x = this.readFile(input, file, 'session');
    await this.checkFileOverrides(x.overrides, '.overrides', file);
    const progress = { done: 0, total: x.events.length, options };
    const prepared = await this.prepareImport(x, file, '', progress);
    const [result] = await this.writeImports([prepared], options.adoptOverrides ? x.overrides : {}, file);
    return result as ImportResult;
  }

  /** Every session and every table override, as one backup document. */
  async exportAll(): Promise<BackupExport> {
    const metas = await this.list();
    const sessions: SessionExport[] = [];
    for (const m of metas) sessions.push(await this.exportSession(m.id));
    return {
      format: BACKUP_FORMAT,
      schemaVersion: SESSION_SCHEMA_VERSION,
      exportedAt: this.now().toISOString(),
      sessions,
      overrides: await this.getOverrides(),
    };
  }

  /**
   * Restores a backup: every session is checked and replayed before anything is written, then all are written
   * in one transaction (sessions already here unchanged are skipped; a different session with a taken id is
   * added as a copy). Table overrides are added only for tables not overridden here.
   */
  async importAll(
    input: unknown,
    file = 'backup file',
    options: Omit<ImportOptions, 'adoptOverrides'> = {},
  ): Promise<BackupImportResult> {
    const x = this.readFile(input, file, 'backup');
    await this.checkFileOverrides(x.overrides, '.overrides', file);
    for (const [i, s] of x.sessions.entries())
      await this.checkFileOverrides(s.overrides, `.sessions[${i}].overrides`, file);
    const prepared: PreparedImport[] = [];
    const progress = { done: 0, total: x.sessions.reduce((n, s) => n + s.events.length, 0), options };
    for (const [i, s] of x.sessions.entries()) {
      prepared.push(await this.prepareImport(s, file, `sessions[${i}] ("${s.meta.name}"): `, progress));
    }
    const added: string[] = [];
    const sessions = await this.writeImports(prepared, x.overrides, file, added);
    return { sessions, overridesAdded: added };
  }

  // -------------------------------------------------------------------------------------------------------
  // Table overrides (global: one set of edits per table id)

  async getOverrides(): Promise<TableOverrides> {
    return this.overridesIn('');
  }

  async getOverride(tableId: string): Promise<StoredOverride['rows'] | undefined> {
    return (await this.db.overrides.get(tableId))?.rows;
  }

  /** Replaces the edits of one table (an empty object restores it); checked as the table editor checks a cell. */
  async setOverride(tableId: string, rows: StoredOverride['rows']): Promise<void> {
    const edit = validate(checkOverrides, { [tableId]: rows }, 'table edit');
    checkOverrideValues(edit, await this.tableLookup(Object.keys(edit)), '', 'table edit');
    const checked = edit[tableId] ?? {};
    this.tableEdits++;
    await this.write(['overrides'], async () => {
      if (Object.keys(checked).length === 0) await this.db.overrides.delete(tableId);
      else await this.db.overrides.put({ tableId, rows: checked, updatedAt: this.now().toISOString() });
    });
  }

  /** Sets one edited value. */
  async setOverrideCell(tableId: string, rowKey: string, column: string, value: Cell): Promise<void> {
    const rows = { ...((await this.getOverride(tableId)) ?? {}) };
    rows[rowKey] = { ...(rows[rowKey] ?? {}), [column]: value };
    await this.setOverride(tableId, rows);
  }

  /** Restores the shipped values: of a whole table, of one row, or of one cell. */
  async restoreOverride(tableId: string, rowKey?: string, column?: string): Promise<void> {
    if (rowKey === undefined) return this.setOverride(tableId, {});
    const rows: Record<string, Readonly<Record<string, Cell>>> = { ...((await this.getOverride(tableId)) ?? {}) };
    if (column === undefined) delete rows[rowKey];
    else {
      const row: Record<string, Cell> = { ...(rows[rowKey] ?? {}) };
      delete row[column];
      if (Object.keys(row).length) rows[rowKey] = row;
      else delete rows[rowKey];
    }
    return this.setOverride(tableId, rows);
  }

  liveOverrides(): Observable<TableOverrides> {
    return liveQuery(() => this.getOverrides());
  }

  /**
   * Installs a pack (its text, or the parsed value): every table in it is checked against the shipped one
   * as the table editor checks a cell, then each table's edits become the pack's corrections, all in one
   * transaction. A bad pack throws ImportError naming the table, row and column; nothing is written.
   * Returns the ids of the tables the pack set.
   */
  async importPack(input: unknown, file = 'pack file'): Promise<string[]> {
    let overrides: TableOverrides;
    try {
      const value = typeof input === 'string' ? readPackText(input, file) : input;
      const tables = fieldOf(value, 'tables');
      const ids = typeof tables === 'object' && tables !== null ? Object.keys(tables) : [];
      overrides = packOverrides(value, await this.tableLookup(ids), file);
    } catch (e) {
      if (e instanceof SchemaError) throw new ImportError(`Cannot import ${e.message}`, file, e);
      throw e;
    }
    const now = this.now().toISOString();
    this.tableEdits++;
    await this.write(['overrides'], async () => {
      for (const [tableId, rows] of Object.entries(overrides)) {
        if (Object.keys(rows).length === 0) await this.db.overrides.delete(tableId);
        else await this.db.overrides.put({ tableId, rows, updatedAt: now });
      }
    });
    return Object.keys(overrides);
  }

  /** This device's corrections as a pack: every edited table (of one system, or of all) with its edits applied. */
  async exportPack(system?: string, title?: string): Promise<Pack> {
    const overrides = await this.overridesIn(system ? `${system}.` : '');
    const lookup = await this.tableLookup(Object.keys(overrides));
    const shipped = Object.keys(overrides)
      .map(lookup)
      .filter((t): t is TableData => t !== undefined);
    return makePack(shipped, overrides, title);
  }

  // -------------------------------------------------------------------------------------------------------
  // Storage of the device

  /** Asks the browser to keep the data (navigator.storage.persist); true when it is persistent. */
  async requestPersistence(): Promise<boolean> {
    const s = this.storage;
    if (!s?.persist) return false;
    try {
      if (s.persisted && (await s.persisted())) return true;
      return await s.persist();
    } catch {
      return false;
    }
  }

  /** Space used and whether it is persistent (navigator.storage.estimate). */
  async usage(): Promise<StorageUsage> {
    const s = this.storage;
    const out: { usage?: number; quota?: number; persisted?: boolean } = {};
    try {
      if (s?.estimate) {
        const e = await s.estimate();
        if (e.usage !== undefined) out.usage = e.usage;
        if (e.quota !== undefined) out.quota = e.quota;
      }
      if (s?.persisted) out.persisted = await s.persisted();
    } catch {
      // The estimate is informative only.
    }
    return out;
  }

  // -------------------------------------------------------------------------------------------------------
  // Internals

  private rules(system: string): Promise<Rules> {
    let p = this.rulesCache.get(system);
    if (!p) {
      p = Promise.resolve().then(() => this.rulesOf(system));
      p.catch(() => this.rulesCache.delete(system));
      this.rulesCache.set(system, p);
    }
    return p;
  }

  /** The shipped tables of the systems these table ids name (ids `system.name`); unknown systems have none. */
  private async tableLookup(tableIds: Iterable<string>): Promise<TableLookup> {
    const bySystem = new Map<string, TableLookup>();
    for (const id of tableIds) {
      const system = id.split('.')[0] ?? '';
      if (bySystem.has(system)) continue;
      try {
        bySystem.set(system, shippedTables(await this.rules(system)));
      } catch {
        bySystem.set(system, () => undefined);
      }
    }
    return (id) => bySystem.get(id.split('.')[0] ?? '')?.(id);
  }

  /** Checks a file's table edits against the shipped tables before anything is written. */
  private async checkFileOverrides(overrides: TableOverrides, path: string, file: string): Promise<void> {
    try {
      checkOverrideValues(overrides, await this.tableLookup(Object.keys(overrides)), path, file);
    } catch (e) {
      if (e instanceof SchemaError) throw new ImportError(`Cannot import ${e.message}`, file, e);
      throw e;
    }
  }

  private askPersistenceOnce(): void {
    if (this.persistAsked) return;
    this.persistAsked = true;
    void this.requestPersistence();
  }

  /** Runs a read-write transaction, turning a quota failure into StorageFullError (the transaction aborted). */
  private async write<T>(
    tables: readonly ('sessions' | 'events' | 'snapshots' | 'overrides')[],
    body: () => Promise<T>,
    sessionId?: string,
  ): Promise<T> {
    try {
      return await this.db.transaction(
        'rw',
        tables.map((t) => this.db.table(t)),
        body,
      );
    } catch (e) {
      if (sessionId !== undefined) this.cache.delete(sessionId);
      if (isQuotaError(e)) throw new StorageFullError(e);
      throw e;
    }
  }

  private async eventsIn(id: string, q: EventQuery): Promise<SessionEvent[]> {
    const from = q.from ?? 1;
    const to = q.to ?? Number.MAX_SAFE_INTEGER;
    let coll = this.db.events.where('[sessionId+seq]').between([id, from], [id, to], true, true);
    if (q.latest) {
      coll = coll.reverse();
      if (q.limit !== undefined) coll = coll.limit(q.limit);
      return (await coll.toArray()).reverse();
    }
    if (q.limit !== undefined) coll = coll.limit(q.limit);
    return coll.toArray();
  }

  private snapshotsIn(id: string): Promise<StoredSnapshot[]> {
    return this.db.snapshots.where('[sessionId+seq]').between([id, Dexie.minKey], [id, Dexie.maxKey]).toArray();
  }

  /** The latest snapshot with seq below `before` (or the initial state). */
  private async snapshotBefore(meta: SessionMeta, rules: Rules, before: number): Promise<SessionState> {
    const snap = await this.db.snapshots
      .where('[sessionId+seq]')
      .between([meta.id, 1], [meta.id, before], true, false)
      .last();
    return snap?.state ?? initialState(meta, rules);
  }

  /** The state now, from the cache when it is current, else from the latest snapshot and the events after it. */
  private async currentState(meta: SessionMeta, rules: Rules): Promise<SessionState> {
    const c = this.cache.get(meta.id);
    if (c && c.state.seq === meta.eventCount && c.state.hash === meta.headHash) return c.state;
    return (await this.loadState(meta, rules)).state;
  }

  /** Snapshot + later events; an undo reaching behind the snapshot sends it to an earlier one. */
  private async loadState(meta: SessionMeta, rules: Rules): Promise<{ state: SessionState; tail: SessionEvent[] }> {
    let before = meta.eventCount + 1;
    for (;;) {
      const base = await this.snapshotBefore(meta, rules, before);
      const tail = await this.eventsIn(meta.id, { from: base.seq + 1 });
      try {
        const state = replay(meta, tail, rules, base, { verify: false });
        if (state.seq !== meta.eventCount)
          throw new ReplayError(
            state.seq + 1,
            `missing: the session records ${meta.eventCount} events, the log ends at ${state.seq}`,
          );
        return { state, tail };
      } catch (e) {
        if (!(e instanceof HistoryTooShortError) || base.seq === 0) throw e;
        before = await this.seqBefore(meta.id, base.seq, e.targetId);
      }
    }
  }

  private async seqBefore(sessionId: string, baseSeq: number, targetId?: string): Promise<number> {
    if (targetId !== undefined) {
      const target = await this.db.events.get(targetId);
      if (target && target.sessionId === sessionId && target.seq <= baseSeq) return target.seq;
    }
    return baseSeq;
  }

  /** The undo event, computed from enough history (earlier snapshots as needed). */
  private async undoIn(
    meta: SessionMeta,
    state: SessionState,
    rules: Rules,
    now: Date,
    eventId: string,
  ): Promise<{ event: SessionEvent; state: SessionState }> {
    let before = state.seq + 1;
    for (;;) {
      const base = await this.snapshotBefore(meta, rules, before);
      const events = await this.eventsIn(meta.id, { from: base.seq + 1, to: state.seq });
      try {
        return nextEvent(meta, state, { kind: 'undo' }, rules, now, eventId, { base, events });
      } catch (e) {
        if (!(e instanceof HistoryTooShortError) || base.seq === 0) throw e;
        before = await this.seqBefore(meta.id, base.seq, e.targetId);
      }
    }
  }

  private async overridesIn(prefix: string): Promise<TableOverrides> {
    const rows = prefix
      ? await this.db.overrides.where('tableId').startsWith(prefix).toArray()
      : await this.db.overrides.toArray();
    const out: Record<string, StoredOverride['rows']> = {};
    for (const r of rows) out[r.tableId] = r.rows;
    return out;
  }

  private exportOf(
    meta: SessionMeta,
    events: readonly SessionEvent[],
    state: SessionState,
    overrides: TableOverrides,
  ): SessionExport {
    return {
      format: SESSION_FORMAT,
      schemaVersion: SESSION_SCHEMA_VERSION,
      rulesVersion: meta.rulesVersion,
      generator: meta.generator,
      seed: meta.seed,
      exportedAt: this.now().toISOString(),
      meta,
      events,
      overrides,
      final: { seq: state.seq, hash: state.hash, stateHash: stateHash(state) },
    };
  }

  private readFile(input: unknown, file: string, kind: 'session'): SessionExport;
  private readFile(input: unknown, file: string, kind: 'backup'): BackupExport;
  private readFile(input: unknown, file: string, kind: 'session' | 'backup'): SessionExport | BackupExport {
    try {
      if (typeof input === 'string')
        return kind === 'session' ? parseSessionFile(input, file) : parseBackupFile(input, file);
      return kind === 'session' ? checkSessionExport(input, file) : checkBackupExport(input, file);
    } catch (e) {
      if (e instanceof SchemaError) throw new ImportError(`Cannot import ${e.message}`, file, e);
      throw e;
    }
  }

  /** Replays a file's log in full from its seed and checks the final state; collects the snapshots. */
  private async prepareImport(
    x: SessionExport,
    file: string,
    where: string,
    progress: ImportProgress,
  ): Promise<PreparedImport> {
    let rules: Rules;
    try {
      rules = await this.rules(x.meta.system);
    } catch (e) {
      throw new ImportError(
        `Cannot import ${file}: ${where}unknown game system "${x.meta.system}" (${message(e)}).`,
        file,
        e,
      );
    }
    const now = this.now();
    const future = futureEvent(x.events, now);
    if (future)
      throw new ImportError(
        `Cannot import ${file}: ${where}event ${future.seq} was recorded at ${future.at}, later than now on this device (${now.toISOString()}); check the date of the device that made it.`,
        file,
      );
    const snapshots: SessionState[] = [];
    // What each event did, in words, made again here: the file's own words are not trusted.
    const told = new Map<string, readonly Told[]>();
    let state: SessionState;
    const cancelled = (): ImportError =>
      new ImportError(`The import of ${file} was cancelled; nothing was changed.`, file);
    try {
      const replayer = new Replayer(x.meta, rules, undefined, {
        snapshotEvery: this.snapshotEvery,
        onSnapshot: (s) => snapshots.push(s),
        onTold: (e, t) => told.set(e.id, t),
      });
      for (let i = 0; i < x.events.length; i += IMPORT_BATCH) {
        if (progress.options.signal?.aborted) throw cancelled();
        const batch = x.events.slice(i, i + IMPORT_BATCH);
        replayer.feed(batch);
        progress.done += batch.length;
        if (progress.options.onProgress || progress.options.signal) {
          progress.options.onProgress?.(progress.done, progress.total);
          // Let the page paint the progress and take a click on "Cancel".
          await new Promise((r) => setTimeout(r, 0));
        }
      }
      if (progress.options.signal?.aborted) throw cancelled();
      state = replayer.state;
    } catch (e) {
      if (e instanceof ImportError) throw e;
      if (e instanceof ReplayError)
        throw new ImportError(`Cannot import ${file}: ${where}event ${e.seq} is wrong: ${e.detail}.`, file, e);
      throw new ImportError(`Cannot import ${file}: ${where}the log does not replay (${message(e)}).`, file, e);
    }
    if (state.hash !== x.final.hash)
      throw new ImportError(
        `Cannot import ${file}: ${where}the log ends with hash ${state.hash.slice(0, 12)}…, but the file records ${x.final.hash.slice(0, 12)}….`,
        file,
      );
    if (stateHash(state) !== x.final.stateHash)
      throw new ImportError(
        `Cannot import ${file}: ${where}replaying the log gives a different final state from the one the file records.`,
        file,
      );
    const meta = metaAfter({ ...x.meta, schemaVersion: SESSION_SCHEMA_VERSION }, state, rules, x.meta.updatedAt);
    return { meta, events: x.events.map((e) => ({ ...e, told: told.get(e.id) ?? [] })), state, snapshots };
  }

  /** Writes prepared imports (and overrides for tables without any here) in one transaction. */
  private async writeImports(
    items: readonly PreparedImport[],
    overrides: TableOverrides,
    file: string,
    added: string[] = [],
  ): Promise<ImportResult[]> {
    try {
      return await this.write(['sessions', 'events', 'snapshots', 'overrides'], async () => {
        const results: ImportResult[] = [];
        for (const item of items) {
          const existing = await this.db.sessions.get(item.meta.id);
          if (existing && existing.headHash === item.meta.headHash && existing.eventCount === item.meta.eventCount) {
            results.push({ meta: existing, outcome: 'unchanged' });
            continue;
          }
          const clash =
            existing !== undefined ||
            (await this.db.events.bulkGet(item.events.map((e) => e.id))).some((e) => e !== undefined);
          let meta = item.meta;
          let events = item.events;
          let snaps = item.snapshots;
          if (clash) {
            const copy = rechain(item.meta, item.events, this.newId(), this.newId);
            const hashAt = new Map(copy.events.map((e) => [e.seq, e.hash]));
            meta = { ...copy.meta, name: cleanName(`${item.meta.name} (imported)`) };
            events = copy.events;
            snaps = item.snapshots.map((s) => rechainState(s, copy.idMap, hashAt.get(s.seq) ?? s.hash));
          }
          await this.db.events.bulkAdd(events.slice());
          await this.db.snapshots.bulkPut(snaps.map((s) => ({ sessionId: meta.id, seq: s.seq, state: s })));
          await this.db.sessions.add(meta);
          results.push({ meta, outcome: clash ? 'copy' : 'imported' });
        }
        const now = this.now().toISOString();
        if (Object.keys(overrides).length) this.tableEdits++;
        for (const [tableId, rows] of Object.entries(overrides)) {
          if (await this.db.overrides.get(tableId)) continue;
          await this.db.overrides.put({ tableId, rows, updatedAt: now });
          added.push(tableId);
        }
        return results;
      });
    } catch (e) {
      if (e instanceof StorageFullError) throw e;
      throw new ImportError(
        `Cannot import ${file}: the database refused it (${message(e)}); nothing was changed.`,
        file,
        e,
      );
    }
  }
}

interface ImportProgress {
  done: number;
  readonly total: number;
  readonly options: Omit<ImportOptions, 'adoptOverrides'>;
}

interface PreparedImport {
  readonly meta: SessionMeta;
  readonly events: readonly SessionEvent[];
  readonly state: SessionState;
  readonly snapshots: readonly SessionState[];
}

function cleanName(name: string): string {
  const n = name.trim().replace(/\s+/g, ' ');
  if (n.length === 0) throw new RangeError('A session needs a name.');
  return n.length > 200 ? n.slice(0, 200) : n;
}

/** The file name an export is saved under: `umpire-<system>-<name>-<date>.json`. */
export function exportFileName(meta: Pick<SessionMeta, 'system' | 'name'>, when: Date = new Date()): string {
  const slug =
    meta.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'session';
  return `umpire-${meta.system}-${slug}-${when.toISOString().slice(0, 10)}.json`;
}

/** The text of an export file. */
export function exportText(x: SessionExport | BackupExport): string {
  return JSON.stringify(x);
}

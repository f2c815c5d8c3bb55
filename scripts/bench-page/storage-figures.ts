/**
 * Benchmark helpers for the storage budgets (DESIGN.md): event append p95 and reopening a 5,000-event
 * session. Plain async functions, callable from a page in headless Chromium (the real measurement) or from
 * Node with fake-indexeddb (a rough one). Each returns `{name, value, unit, budget}` plus details.
 */
import {
  D6,
  defineProcedure,
  exactOdds,
  group,
  makeContext,
  newSession,
  nextEvent,
  Tally,
  type EventRequest,
  type Rules,
  type SessionEvent,
  type SessionState,
} from '../../src/engine/index.ts';
import { openDatabase, type StoredSnapshot } from '../../src/storage/db.ts';
import { SessionStore, type RulesProvider } from '../../src/storage/sessions.ts';

export interface BenchFigure {
  readonly name: string;
  readonly value: number;
  readonly unit: string;
  readonly budget: string;
}

export interface BenchOptions {
  /** Database name (a fresh one by default; it is deleted afterwards). */
  readonly dbName?: string;
  readonly indexedDB?: IDBFactory;
  readonly IDBKeyRange?: typeof IDBKeyRange;
  /** Rules and the request to append; by default a built-in 2d6 procedure needing no game system. */
  readonly rules?: RulesProvider;
  readonly system?: string;
  readonly request?: EventRequest;
}

const benchDice = () => [group('dice', '2d6', D6, 2)];
const bench2d6 = defineProcedure<Record<string, never>, { total: number }>({
  id: 'bench.2d6',
  system: 'bench',
  title: '2d6 (benchmark)',
  source: 'benchmark',
  description: 'Two six-sided dice added.',
  inputs: [],
  outcomeKeys: ['total'],
  tables: [],
  dice: benchDice,
  resolve(_i, roll) {
    const total = Tally.of(benchDice(), roll).sum('dice');
    return { outcome: { total }, summary: `${total}`, modifiers: [], explanation: [`2d6 = ${total}`] };
  },
  odds: () =>
    exactOdds(
      benchDice(),
      (t) => t.sum('dice'),
      (total) => ({ total }),
    ),
});

/** Rules with one procedure, `bench.2d6`, and no game: enough to exercise the log. */
export const benchRules: Rules = {
  procedure(id) {
    if (id !== bench2d6.id) throw new RangeError(`unknown procedure "${id}"`);
    return bench2d6;
  },
  context: (settings, overrides) => makeContext([], [], settings, overrides),
};

function percentile(xs: readonly number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.max(0, Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1))] ?? 0;
}

function storeFor(name: string, opts: BenchOptions): SessionStore {
  return new SessionStore({
    rules: opts.rules ?? (() => benchRules),
    dbName: name,
    ...(opts.indexedDB ? { indexedDB: opts.indexedDB, IDBKeyRange: opts.IDBKeyRange } : {}),
    storage: null,
  });
}

async function drop(name: string, opts: BenchOptions): Promise<void> {
  const db = openDatabase(name, { indexedDB: opts.indexedDB, IDBKeyRange: opts.IDBKeyRange });
  await db.delete();
}

/**
 * Appends `n` events one by one (each its own transaction, awaited to commit, as the UI does) and reports the
 * 95th percentile time of one append, after `warmup` unmeasured ones.
 */
export async function benchSessionAppend(
  opts: BenchOptions & { n?: number; warmup?: number } = {},
): Promise<BenchFigure & { median: number; max: number; samples: number }> {
  const name = opts.dbName ?? `umpire-bench-append-${Date.now()}`;
  const store = storeFor(name, opts);
  const request = opts.request ?? { kind: 'roll', procedure: bench2d6.id };
  const s = await store.create(opts.system ?? 'bench', 'append benchmark', { seed: 'bench' });
  const warmup = opts.warmup ?? 20;
  const n = opts.n ?? 300;
  const times: number[] = [];
  for (let i = 0; i < warmup + n; i++) {
    const t0 = performance.now();
    await store.append(s.meta.id, request);
    if (i >= warmup) times.push(performance.now() - t0);
  }
  store.close();
  await drop(name, opts);
  return {
    name: 'session.append.p95.ms',
    value: percentile(times, 95),
    unit: 'ms',
    budget: '< 10',
    median: percentile(times, 50),
    max: percentile(times, 100),
    samples: times.length,
  };
}

/**
 * Writes a session of `events` events straight to the database (computed by the engine, snapshots every 100,
 * as the store would have written them), then measures a cold reopen: a new store (as after a reload)
 * opening the database and the session from its latest snapshot.
 */
export async function benchSessionReopen(
  opts: BenchOptions & { events?: number; runs?: number } = {},
): Promise<BenchFigure & { runs: number; min: number; events: number }> {
  const name = opts.dbName ?? `umpire-bench-reopen-${Date.now()}`;
  const count = opts.events ?? 5000;
  const id = await writeSyntheticSession(name, count, opts);
  const runs = opts.runs ?? 5;
  const times: number[] = [];
  for (let r = 0; r < runs; r++) {
    const store = storeFor(name, opts);
    const t0 = performance.now();
    const opened = await store.open(id);
    times.push(performance.now() - t0);
    if (opened.meta.eventCount !== count)
      throw new Error(`reopened ${opened.meta.eventCount} events, expected ${count}`);
    store.close();
  }
  await drop(name, opts);
  return {
    name: `session.reopen.${count}.ms`,
    value: percentile(times, 50),
    unit: 'ms',
    budget: '< 200',
    runs,
    min: percentile(times, 0),
    events: count,
  };
}

/** Writes a session of `count` events (rolls, with an undo every 25th) in bulk; returns its id. */
export async function writeSyntheticSession(name: string, count: number, opts: BenchOptions = {}): Promise<string> {
  const rules = await (opts.rules ?? (() => benchRules))(opts.system ?? 'bench');
  const request: EventRequest = opts.request ?? { kind: 'roll', procedure: bench2d6.id };
  const start = Date.UTC(2026, 5, 6, 6, 30);
  let { meta, state } = newSession(
    {
      id: `bench-${count}`,
      system: opts.system ?? 'bench',
      name: `${count} events`,
      seed: 'bench',
      rulesVersion: 'bench',
      now: new Date(start),
    },
    rules,
  );
  const events: SessionEvent[] = [];
  const snapshots: StoredSnapshot[] = [];
  let base: SessionState = state;
  let since: SessionEvent[] = [];
  for (let i = 1; i <= count; i++) {
    const req: EventRequest = i % 25 === 0 ? { kind: 'undo' } : request;
    const r = nextEvent(
      meta,
      state,
      req,
      rules,
      new Date(start + i * 1000),
      `bench-ev-${i}`,
      req.kind === 'undo' ? { base, events: since } : undefined,
    );
    events.push(r.event);
    since.push(r.event);
    state = r.state;
    if (state.seq % 100 === 0) {
      snapshots.push({ sessionId: meta.id, seq: state.seq, state });
      base = state;
      since = [];
    }
  }
  meta = {
    ...meta,
    eventCount: state.seq,
    headHash: state.hash,
    updatedAt: new Date(start + count * 1000).toISOString(),
  };
  const db = openDatabase(name, { indexedDB: opts.indexedDB, IDBKeyRange: opts.IDBKeyRange });
  await db.transaction('rw', [db.sessions, db.events, db.snapshots], async () => {
    await db.events.bulkAdd(events);
    await db.snapshots.bulkAdd(snapshots);
    await db.sessions.put(meta);
  });
  db.close();
  return meta.id;
}

import 'fake-indexeddb/auto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import {
  replay,
  stateHash,
  SessionRequestError,
  type RulesContext,
  type SessionEvent,
  type SessionExport,
} from '../../src/engine/index.ts';
import { openDatabase } from '../../src/storage/db.ts';
import { benchRules, writeSyntheticSession } from '../../scripts/bench-page/storage-figures.ts';
import {
  ImportError,
  SessionStore,
  StorageFullError,
  exportText,
  exportFileName,
  type RulesProvider,
  type StorageManagerLike,
} from '../../src/storage/sessions.ts';
import { counts, EFF, J, makeStore, provider, type CounterState } from './fixtures.ts';

const roll = { kind: 'roll', procedure: J } as const;

describe('SessionStore: what each event did, in words', () => {
  it('stores the words with every event, and makes them again on import instead of trusting the file', async () => {
    const store = makeStore();
    const s = await store.create('crowbar', 'Told', { seed: 'told' });
    await store.append(s.meta.id, roll);
    const drawn = await store.append(s.meta.id, { kind: 'action', action: { type: 'draw' } });
    expect(drawn.event.told?.[0]?.text).toBe('The counter draws a card');
    const exported = await store.exportSession(s.meta.id);
    expect(exported.events.map((e) => e.told?.[0]?.text)).toEqual([expect.any(String), 'The counter draws a card']);
    const forged = { ...exported, events: exported.events.map((e) => ({ ...e, told: [{ text: '<b>forged</b>' }] })) };
    const other = makeStore();
    const imported = await other.importSession(JSON.stringify(forged));
    const events = await other.events(imported.meta.id);
    expect(events.map((e) => e.told?.[0]?.text)).toEqual(exported.events.map((e) => e.told?.[0]?.text));
  });

  it('words the events of a log saved before events carried words, once, when the session is opened', async () => {
    const factory = new IDBFactory();
    const store = makeStore({ factory });
    const s = await store.create('crowbar', 'Old', { seed: 'old' });
    await store.append(s.meta.id, roll);
    await store.append(s.meta.id, { kind: 'action', action: { type: 'end-turn' } });
    const words = (await store.events(s.meta.id)).map((e) => e.told);
    await store.db.events.toCollection().modify((e: SessionEvent & { told?: unknown }) => {
      delete e.told;
    });
    store.close();
    const again = makeStore({ factory });
    const opened = await again.open(s.meta.id);
    expect(opened.recent.map((e) => e.told)).toEqual(words);
    expect((await again.events(s.meta.id)).map((e) => e.told)).toEqual(words);
  });
});

describe('SessionStore: sessions', () => {
  it('creates, lists, appends and reopens a session with the same state', async () => {
    const factory = new IDBFactory();
    const store = makeStore({ factory });
    const s = await store.create('crowbar', '  Pointe du Hoc  ', { seed: 'dday' });
    expect(s.meta.name).toBe('Pointe du Hoc');
    expect(s.meta.eventCount).toBe(0);
    expect(s.status?.turn).toBe(1);
    const a = await store.append(s.meta.id, roll);
    expect(a.event.seq).toBe(1);
    const b = await store.append(s.meta.id, { kind: 'action', action: { type: 'end-turn' } });
    expect(b.meta.eventCount).toBe(2);
    expect(b.meta.status).toEqual({ turn: 2, phase: 'main' });
    expect(b.meta.headHash).toBe(b.state.hash);
    const list = await store.list();
    expect(list.map((m) => m.id)).toEqual([s.meta.id]);
    store.close();
    // A fresh store (a reload): nothing cached.
    const again = makeStore({ factory });
    const opened = await again.open(s.meta.id);
    expect(opened.state).toEqual(b.state);
    expect(opened.recent.map((e) => e.seq)).toEqual([1, 2]);
    expect(opened.status?.turn).toBe(2);
  });

  it('keeps the generator stream across a reload (a reloaded session continues the same dice)', async () => {
    const factory = new IDBFactory();
    const one = makeStore({ factory });
    const s = await one.create('crowbar', 'A', { seed: 'stream' });
    await one.append(s.meta.id, roll);
    one.close();
    const two = makeStore({ factory });
    const second = await two.append(s.meta.id, roll);
    // The same two rolls in one sitting.
    const ref = makeStore();
    const r = await ref.create('crowbar', 'B', { seed: 'stream' });
    await ref.append(r.meta.id, roll);
    const refSecond = await ref.append(r.meta.id, roll);
    const dice = (e: SessionEvent): unknown => (e.body.kind === 'roll' ? e.body.result.pool : null);
    expect(dice(second.event)).toEqual(dice(refSecond.event));
  });

  it('refuses an illegal action and writes nothing', async () => {
    const store = makeStore();
    const s = await store.create('crowbar', 'A', { seed: 'x', settings: { deckSize: 0 } });
    await expect(store.append(s.meta.id, { kind: 'action', action: { type: 'draw' } })).rejects.toThrow(
      SessionRequestError,
    );
    expect((await counts(store)).events).toBe(0);
    expect((await store.get(s.meta.id))?.eventCount).toBe(0);
  });

  it('refuses out-of-range inputs and wrong typed dice, writing nothing', async () => {
    const store = makeStore();
    const s = await store.create('bloody-beach', 'B', { seed: 'in' });
    await expect(store.append(s.meta.id, { kind: 'roll', procedure: EFF, inputs: { rating: 12 } })).rejects.toThrow(
      /input rating: expected a whole number from 0 to 10/,
    );
    await expect(store.append(s.meta.id, { kind: 'roll', procedure: EFF, dice: '11' })).rejects.toThrow(
      /"11" is not a face of the d10/,
    );
    await expect(store.append('nope', roll)).rejects.toThrow(/No saved session has the id "nope"/);
    expect((await counts(store)).events).toBe(0);
    const ok = await store.append(s.meta.id, { kind: 'roll', procedure: EFF, inputs: { rating: 5 }, dice: '5' });
    expect(ok.event.body.kind === 'roll' && ok.event.body.result.outcome).toEqual({ passed: true });
  });

  it('undoes through the store: a reversal is appended, history kept, dice not rewound', async () => {
    const store = makeStore();
    const s = await store.create('crowbar', 'A', { seed: 'undo' });
    const first = await store.append(s.meta.id, roll);
    const undo = await store.undo(s.meta.id);
    expect(undo.event.body).toEqual({ kind: 'undo', target: first.event.id });
    const again = await store.append(s.meta.id, roll);
    expect(again.event.seq).toBe(3);
    expect((await store.events(s.meta.id)).length).toBe(3);
    expect(again.event.prevHash).toBe(undo.event.hash);
    expect(undo.state.rng).toEqual(first.state.rng);
    await expect(store.undo(s.meta.id)).resolves.toBeDefined();
    await expect(store.undo(s.meta.id)).rejects.toThrow(/nothing left to undo/);
  });

  it('undoes actions across snapshots, back to the start, as a full replay would', async () => {
    const factory = new IDBFactory();
    const store = makeStore({ factory, snapshotEvery: 3 });
    const s = await store.create('crowbar', 'A', { seed: 'snap-undo' });
    for (let i = 0; i < 7; i++)
      await store.append(s.meta.id, { kind: 'action', action: i % 2 ? { type: 'roll' } : { type: 'draw' } });
    for (let i = 0; i < 7; i++) await store.undo(s.meta.id);
    const meta = await store.get(s.meta.id);
    expect(meta?.eventCount).toBe(14);
    expect(await store.db.snapshots.count()).toBe(4);
    const fresh = makeStore({ factory, snapshotEvery: 3 });
    const opened = await fresh.open(s.meta.id);
    const full = replay(opened.meta, await fresh.events(s.meta.id), await provider('crowbar'));
    expect(opened.state).toEqual(full);
    const g = opened.state.game as CounterState;
    expect(g.score).toBe(0);
    expect(g.drawn).toEqual([]);
    await expect(fresh.undo(s.meta.id)).rejects.toThrow(/nothing left to undo/);
  });

  it('reopens from the latest snapshot to the same state as a full replay', async () => {
    const factory = new IDBFactory();
    const store = makeStore({ factory });
    const s = await store.create('crowbar', 'Long', { seed: 'long' });
    for (let i = 0; i < 230; i++) {
      const req =
        i % 5 === 0
          ? { kind: 'action' as const, action: { type: 'roll' } }
          : i % 7 === 0
            ? { kind: 'undo' as const }
            : roll;
      await store.append(s.meta.id, req);
    }
    expect(await store.db.snapshots.count()).toBe(2);
    store.close();
    const fresh = makeStore({ factory });
    const opened = await fresh.open(s.meta.id);
    const all = await fresh.events(s.meta.id);
    expect(all.length).toBe(230);
    const full = replay(opened.meta, all, await provider('crowbar'));
    expect(stateHash(opened.state)).toBe(stateHash(full));
    expect(opened.state).toEqual(full);
    expect(opened.recent.length).toBe(50);
    expect(opened.recent[49]?.seq).toBe(230);
    expect((await fresh.events(s.meta.id, { from: 10, to: 12 })).map((e) => e.seq)).toEqual([10, 11, 12]);
    expect((await fresh.events(s.meta.id, { latest: true, limit: 2 })).map((e) => e.seq)).toEqual([229, 230]);
  });

  it('reopens its own log after a procedure changed (new app version), while importing that log is refused', async () => {
    const factory = new IDBFactory();
    const store = makeStore({ factory });
    const s = await store.create('crowbar', 'Old', { seed: 'changed' });
    await store.append(s.meta.id, { kind: 'roll', procedure: J, dice: '6,6' });
    await store.append(s.meta.id, roll);
    await store.append(s.meta.id, { kind: 'action', action: { type: 'draw' } });
    const text = exportText(await store.exportSession(s.meta.id));
    store.close();
    // The J-Projector now reads every roll as no hold, and drawing is no longer allowed.
    const changed: RulesProvider = async (system) => {
      const r = await provider(system);
      return {
        ...r,
        ...(r.game
          ? {
              game: {
                ...r.game,
                check: (st: unknown, a: { type: string }, ctx: RulesContext) =>
                  a.type === 'draw' ? 'no more drawing' : r.game?.check(st, a, ctx),
              },
            }
          : {}),
        procedure(id) {
          const p = r.procedure(id);
          return id === J
            ? { ...p, resolve: (i, dice, ctx) => ({ ...p.resolve(i, dice, ctx), outcome: { hold: 'none' } }) }
            : p;
        },
      };
    };
    const after = makeStore({ factory, rules: changed });
    const opened = await after.open(s.meta.id);
    expect(opened.meta.eventCount).toBe(3);
    expect((opened.state.game as CounterState).drawn.length).toBe(1);
    expect((await after.undo(s.meta.id)).event.seq).toBe(4);
    await expect(after.append(s.meta.id, { kind: 'action', action: { type: 'draw' } })).rejects.toThrow(
      /no more drawing/,
    );
    await expect(makeStore({ rules: changed }).importSession(text, 'old.json')).rejects.toThrow(
      /^Cannot import old\.json: event 1 is wrong: recorded outcome \{"hold":"firm"\}, but the dice give \{"hold":"none"\}/,
    );
  });

  it('renames, duplicates (new ids, same state) and deletes', async () => {
    const store = makeStore({ snapshotEvery: 2 });
    const s = await store.create('crowbar', 'Orig', { seed: 'dup' });
    for (let i = 0; i < 5; i++)
      await store.append(s.meta.id, i === 3 ? { kind: 'undo' } : { kind: 'action', action: { type: 'draw' } });
    const renamed = await store.rename(s.meta.id, 'Renamed');
    expect(renamed.name).toBe('Renamed');
    await expect(store.rename(s.meta.id, '   ')).rejects.toThrow(/needs a name/);
    const copy = await store.duplicate(s.meta.id);
    expect(copy.name).toBe('Renamed (copy)');
    expect(copy.id).not.toBe(s.meta.id);
    const a = await store.open(s.meta.id);
    const b = await store.open(copy.id);
    expect(b.state.game).toEqual(a.state.game);
    expect(b.state.rng).toEqual(a.state.rng);
    const evA = await store.events(s.meta.id);
    const evB = await store.events(copy.id);
    expect(evB.every((e, i) => e.id !== evA[i]?.id)).toBe(true);
    // The copy's log replays on its own and its undo points at its own event.
    expect(replay(b.meta, evB, await provider('crowbar'))).toEqual(b.state);
    await store.append(copy.id, { kind: 'action', action: { type: 'draw' } });
    await store.delete(s.meta.id);
    expect((await store.list()).map((m) => m.id)).toEqual([copy.id]);
    expect(await store.db.events.where('[sessionId+seq]').between([s.meta.id, 0], [s.meta.id, 1e9]).count()).toBe(0);
    expect(await store.db.snapshots.where('[sessionId+seq]').between([s.meta.id, 0], [s.meta.id, 1e9]).count()).toBe(0);
    await expect(store.open(s.meta.id)).rejects.toThrow(/No saved session/);
  });

  it('emits the session list live', async () => {
    // Dexie's live queries observe the global indexedDB (fake-indexeddb/auto here).
    const store = new SessionStore({ rules: provider, dbName: 'live-test', storage: null });
    const seen: number[] = [];
    const sub = store.liveList().subscribe((l) => seen.push(l.length));
    await store.create('crowbar', 'One');
    await store.create('bloody-beach', 'Two');
    for (let waited = 0; seen.at(-1) !== 2 && waited < 2000; waited += 10) await new Promise((r) => setTimeout(r, 10));
    sub.unsubscribe();
    expect(seen.at(-1)).toBe(2);
  });
});

describe('SessionStore: table overrides', () => {
  it('sets, reads and restores overrides, and records them in the log before the next roll', async () => {
    const store = makeStore();
    const s = await store.create('crowbar', 'O', { seed: 'ovr' });
    await store.setOverrideCell('crowbar.j-projector', 'none', 'hold', 'firm');
    await store.setOverrideCell('bloody-beach.efficiency-ratings', '352', 'rating', 3);
    expect(await store.getOverride('crowbar.j-projector')).toEqual({ none: { hold: 'firm' } });
    const r = await store.append(s.meta.id, { kind: 'roll', procedure: J, dice: '1,1' });
    expect(r.written.map((e) => e.body.kind)).toEqual(['settings', 'roll']);
    expect(r.written[0]?.body).toEqual({
      kind: 'settings',
      overrides: { 'crowbar.j-projector': { none: { hold: 'firm' } } },
    });
    expect(r.event.body.kind === 'roll' && r.event.body.result.outcome).toEqual({ hold: 'firm' });
    // No change since: no new settings event.
    const r2 = await store.append(s.meta.id, { kind: 'roll', procedure: J, dice: '1,2' });
    expect(r2.written.length).toBe(1);
    await store.restoreOverride('crowbar.j-projector', 'none', 'hold');
    expect(await store.getOverride('crowbar.j-projector')).toBeUndefined();
    const r3 = await store.append(s.meta.id, { kind: 'roll', procedure: J, dice: '1,1' });
    expect(r3.written.map((e) => e.body.kind)).toEqual(['settings', 'roll']);
    expect(r3.event.body.kind === 'roll' && r3.event.body.result.outcome).toEqual({ hold: 'none' });
    // The whole log still replays (each roll saw the tables in force).
    const opened = await store.open(s.meta.id);
    expect(replay(opened.meta, await store.events(s.meta.id), await provider('crowbar'))).toEqual(opened.state);
    expect(await store.getOverrides()).toEqual({ 'bloody-beach.efficiency-ratings': { '352': { rating: 3 } } });
    await store.restoreOverride('bloody-beach.efficiency-ratings');
    expect(await store.getOverrides()).toEqual({});
    await expect(store.setOverride('crowbar.j-projector', { r: { c: [1] as unknown as number } })).rejects.toThrow(
      /expected a number, string, true\/false or null/,
    );
  });
});

describe('SessionStore: export and import', () => {
  async function sampleSession(store: SessionStore): Promise<string> {
    const s = await store.create('crowbar', 'Export me', { seed: 'exp' });
    await store.setOverrideCell('crowbar.j-projector', 'shaky', 'hold', 'firm');
    await store.append(s.meta.id, roll);
    await store.append(s.meta.id, { kind: 'action', action: { type: 'draw' } });
    await store.append(s.meta.id, { kind: 'roll', procedure: J, dice: '5,5' });
    await store.undo(s.meta.id);
    await store.append(s.meta.id, { kind: 'action', action: { type: 'add', n: 4 } });
    return s.meta.id;
  }

  it('round-trips a session through its JSON file into another device', async () => {
    const store = makeStore();
    const id = await sampleSession(store);
    const x = await store.exportSession(id);
    expect(x.format).toBe('umpire-session');
    expect(x.generator).toBe('sfc32');
    expect(x.seed).toBe('exp');
    expect(x.events.length).toBe(6);
    expect(x.overrides).toEqual({ 'crowbar.j-projector': { shaky: { hold: 'firm' } } });
    const text = exportText(x);
    expect(exportFileName(x.meta, new Date(Date.UTC(2026, 5, 6)))).toBe('umpire-crowbar-export-me-2026-06-06.json');
    const other = makeStore();
    const res = await other.importSession(text, 'exp.json');
    expect(res.outcome).toBe('imported');
    expect(res.meta.id).toBe(id);
    const a = await store.open(id);
    const b = await other.open(id);
    expect(b.state).toEqual(a.state);
    expect(await other.getOverrides()).toEqual({});
    // Importing the same file again changes nothing.
    const again = await other.importSession(text, 'exp.json');
    expect(again.outcome).toBe('unchanged');
    expect((await other.list()).length).toBe(1);
    // The imported session carries on.
    // This device has no table overrides: that change is logged before the next roll (which sees it).
    const next = await other.append(id, roll);
    expect(next.written.map((e) => [e.seq, e.body.kind])).toEqual([
      [7, 'settings'],
      [8, 'roll'],
    ]);
  });

  it('imports a session whose id is taken by a different log as a copy under new ids', async () => {
    const store = makeStore();
    const id = await sampleSession(store);
    const text = exportText(await store.exportSession(id));
    await store.append(id, roll);
    const res = await store.importSession(text, 'old.json', { adoptOverrides: true });
    expect(res.outcome).toBe('copy');
    expect(res.meta.id).not.toBe(id);
    expect(res.meta.name).toBe('Export me (imported)');
    const opened = await store.open(res.meta.id);
    expect(opened.meta.eventCount).toBe(6);
    expect(await store.undo(res.meta.id)).toBeDefined();
  });

  it('refuses corrupt, malformed, oversized and __proto__ files, changing nothing', async () => {
    const store = makeStore();
    const id = await sampleSession(store);
    const x = await store.exportSession(id);
    const other = makeStore();
    await other.create('bloody-beach', 'Mine');
    await other.setOverrideCell('bloody-beach.efficiency-ratings', '352', 'rating', 1);
    const before = await counts(other);
    const listBefore = JSON.stringify(await other.list());
    const refuse = async (input: unknown, pattern: RegExp): Promise<void> => {
      await expect(other.importSession(input, 'bad.json')).rejects.toThrow(ImportError);
      await expect(other.importSession(input, 'bad.json')).rejects.toThrow(pattern);
    };
    await refuse('{"format": "umpire-session", ', /^Cannot import bad\.json: \(root\): not valid JSON/);
    await refuse('[1,2]', /bad\.json: \(root\): expected an object/);
    await refuse(JSON.stringify({ ...x, format: 'other' }), /bad\.json: format: expected one of "umpire-session"/);
    await refuse('"' + 'x'.repeat(32 * 1024 * 1024 + 10) + '"', /bad\.json: \(root\): the file is too large/);
    // A __proto__ key, as JSON.parse keeps it (an own property).
    const withProto = exportText(x).replace('"body":{', '"body":{"__proto__":{"polluted":true},');
    await refuse(withProto, /events\[0\]\.body\.__proto__: .*reserved/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // A wrong field deep inside names its path.
    const badSeq = JSON.parse(exportText(x)) as { events: { seq: unknown }[] };
    (badSeq.events[2] as { seq: unknown }).seq = 'three';
    await refuse(badSeq, /events\[2\]\.seq: expected a number/);
    // A changed outcome (content no longer matches its hash) names the event.
    const tampered = JSON.parse(exportText(x)) as SessionExport;
    expect(tampered.events.map((e) => e.body.kind)).toEqual(['settings', 'roll', 'action', 'roll', 'undo', 'action']);
    const e3 = tampered.events[3] as SessionEvent;
    if (e3.body.kind !== 'roll') throw new Error('fixture');
    (tampered.events as SessionEvent[])[3] = {
      ...e3,
      body: { ...e3.body, result: { ...e3.body.result, outcome: { hold: 'none' } } },
    };
    await refuse(tampered, /^Cannot import bad\.json: event 4 is wrong: its content does not match its hash/);
    // A wrong final state.
    await refuse({ ...x, final: { ...x.final, stateHash: '0'.repeat(64) } }, /different final state/);
    // A file from a newer Umpire, or another generator.
    await refuse({ ...x, schemaVersion: 99 }, /schemaVersion: .*newer Umpire/);
    await refuse({ ...x, generator: 'mt19937' }, /generator: .*"sfc32"/);
    // An unknown game system.
    await refuse({ ...x, meta: { ...x.meta, system: 'chess' } }, /unknown game system "chess"/);
    expect(await counts(other)).toEqual(before);
    expect(JSON.stringify(await other.list())).toBe(listBefore);
  });

  it('reports progress on a long import and can be cancelled with nothing written', async () => {
    const factory = new IDBFactory();
    const id = await writeSyntheticSession('umpire', 600, { indexedDB: factory, IDBKeyRange });
    const source = makeStore({ factory, rules: () => benchRules });
    const text = exportText(await source.exportSession(id));
    const target = makeStore({ rules: () => benchRules });
    const seen: number[] = [];
    const res = await target.importSession(text, 'long.json', { onProgress: (done, total) => seen.push(done / total) });
    expect(res.outcome).toBe('imported');
    expect(seen).toEqual([250 / 600, 500 / 600, 1]);
    expect((await target.open(id)).state).toEqual((await source.open(id)).state);
    expect(await target.db.snapshots.count()).toBe(6);
    const other = makeStore({ rules: () => benchRules });
    const ctl = new AbortController();
    const pending = other.importSession(text, 'long.json', {
      onProgress: (done) => done >= 250 && ctl.abort(),
      signal: ctl.signal,
    });
    await expect(pending).rejects.toThrow(/^The import of long\.json was cancelled; nothing was changed\./);
    expect(await counts(other)).toEqual({ sessions: 0, events: 0, snapshots: 0, overrides: 0 });
  });

  it('backs up everything and restores it into an empty database, refusing a bad backup whole', async () => {
    const store = makeStore();
    await sampleSession(store);
    const b = await store.create('bloody-beach', 'Beach', { seed: 'bb' });
    await store.append(b.meta.id, { kind: 'roll', procedure: EFF, inputs: { rating: 7 } });
    const backup = await store.exportAll();
    expect(backup.sessions.length).toBe(2);
    const other = makeStore();
    const res = await other.importAll(exportText(backup), 'backup.json');
    expect(res.sessions.map((s) => s.outcome)).toEqual(['imported', 'imported']);
    expect(res.overridesAdded).toEqual(['crowbar.j-projector']);
    expect((await other.list()).map((m) => m.name).sort()).toEqual(['Beach', 'Export me']);
    const again = await other.importAll(backup, 'backup.json');
    expect(again.sessions.map((s) => s.outcome)).toEqual(['unchanged', 'unchanged']);
    // One broken session refuses the whole backup.
    const broken = JSON.parse(exportText(backup)) as { sessions: SessionExport[] };
    const s1 = broken.sessions[1] as SessionExport;
    broken.sessions[1] = {
      ...s1,
      events: s1.events.map((e, i) => (i === 0 ? { ...e, at: '2020-01-01T00:00:00.000Z' } : e)),
    };
    const empty = makeStore();
    await expect(empty.importAll(broken, 'b.json')).rejects.toThrow(/sessions\[1\] \(".*"\): event 1 is wrong/);
    expect(await counts(empty)).toEqual({ sessions: 0, events: 0, snapshots: 0, overrides: 0 });
  });
});

describe('SessionStore: device storage', () => {
  it('asks for persistent storage at the first save, once, and reports usage', async () => {
    const calls: string[] = [];
    const storage: StorageManagerLike = {
      persisted: () => {
        calls.push('persisted');
        return Promise.resolve(false);
      },
      persist: () => {
        calls.push('persist');
        return Promise.resolve(true);
      },
      estimate: () => Promise.resolve({ usage: 1234, quota: 10_000 }),
    };
    const store = makeStore({ storage });
    const s = await store.create('crowbar', 'P');
    await store.append(s.meta.id, roll);
    await new Promise((r) => setTimeout(r, 10));
    expect(calls.filter((c) => c === 'persist').length).toBe(1);
    const u = await store.usage();
    expect(u).toEqual({ usage: 1234, quota: 10_000, persisted: false });
    expect(await makeStore({ storage: null }).usage()).toEqual({});
  });

  it('refuses a write when the disk is full, with nothing half-written', async () => {
    const db = openDatabase('umpire', { indexedDB: new IDBFactory(), IDBKeyRange });
    let full = false;
    // Simulate the browser's quota failure on every event write while `full`.
    db.use({
      stack: 'dbcore',
      name: 'quota',
      create: (down) => ({
        ...down,
        table: (name) => {
          const t = down.table(name);
          return {
            ...t,
            mutate: (req) =>
              full && name === 'events'
                ? Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'))
                : t.mutate(req),
          };
        },
      }),
    });
    const store = makeStore({ db });
    const s = await store.create('crowbar', 'Full', { seed: 'full' });
    const ok = await store.append(s.meta.id, roll);
    full = true;
    const before = await counts(store);
    await expect(store.append(s.meta.id, roll)).rejects.toThrow(StorageFullError);
    await expect(store.append(s.meta.id, roll)).rejects.toThrow(
      /^The device is out of storage space, so this was not saved/,
    );
    expect(await counts(store)).toEqual(before);
    expect((await store.get(s.meta.id))?.eventCount).toBe(1);
    full = false;
    // Space freed: the next roll continues the stream where the saved one left it (the refused rolls left no trace).
    const next = await store.append(s.meta.id, roll);
    expect(next.event.seq).toBe(2);
    expect(next.event.prevHash).toBe(ok.event.hash);
    const opened = await store.open(s.meta.id);
    expect(replay(opened.meta, await store.events(s.meta.id), await provider('crowbar'))).toEqual(opened.state);
  });
});

describe('SessionStore: transactions', () => {
  it('writes each user action in exactly one read-write transaction', async () => {
    const db = openDatabase('umpire', { indexedDB: new IDBFactory(), IDBKeyRange });
    const modes: string[] = [];
    db.use({
      stack: 'dbcore',
      name: 'count',
      create: (down) => ({
        ...down,
        transaction: (stores, mode, options) => {
          modes.push(mode);
          return down.transaction(stores, mode, options);
        },
      }),
    });
    const store = makeStore({ db, snapshotEvery: 2 });
    const s = await store.create('crowbar', 'Tx', { seed: 'tx' });
    await store.setOverrideCell('crowbar.j-projector', 'none', 'hold', 'shaky');
    for (const req of [roll, { kind: 'action', action: { type: 'draw' } }, { kind: 'undo' }, roll] as const) {
      modes.length = 0;
      const r = await store.append(s.meta.id, req);
      expect(modes.filter((m) => m === 'readwrite')).toEqual(['readwrite']);
      // Snapshots ride in the same transaction when due.
      if (r.state.seq % 2 === 0)
        expect((await store.db.snapshots.get([s.meta.id, r.state.seq]))?.state).toEqual(r.state);
    }
  });
});

describe('database migrations', () => {
  it('opens a database written by version 1 and finds everything, with headHash filled in', async () => {
    const factory = new IDBFactory();
    // Write with the current store, then strip what version 2 adds, and rewrite as a version-1 database.
    const writer = makeStore({ factory: new IDBFactory() });
    const s = await writer.create('crowbar', 'Old', { seed: 'v1' });
    for (let i = 0; i < 4; i++) await writer.append(s.meta.id, roll);
    const empty = await writer.create('crowbar', 'Empty', { seed: 'v1e' });
    const metas = (await writer.list()).map(({ headHash: _h, ...m }) => m);
    const events = await writer.db.events.toArray();
    const v1 = openDatabase('umpire', { indexedDB: factory, IDBKeyRange }, 1);
    await v1.open();
    expect(v1.verno).toBe(1);
    await v1.sessions.bulkAdd(metas);
    await v1.events.bulkAdd(events);
    await v1.overrides.put({
      tableId: 'crowbar.j-projector',
      rows: { none: { hold: 'shaky' } },
      updatedAt: '2026-06-06T06:30:00.000Z',
    });
    v1.close();

    const store = makeStore({ factory });
    const list = await store.list();
    expect(store.db.verno).toBe(2);
    expect(list.length).toBe(2);
    const old = list.find((m) => m.id === s.meta.id);
    expect(old?.headHash).toBe(events[events.length - 1]?.hash);
    expect(list.find((m) => m.id === empty.meta.id)?.headHash).toBe(empty.meta.headHash);
    expect(await store.db.sessions.where('system').equals('crowbar').count()).toBe(2);
    const opened = await store.open(s.meta.id);
    expect(opened.meta.eventCount).toBe(4);
    expect(await store.getOverrides()).toEqual({ 'crowbar.j-projector': { none: { hold: 'shaky' } } });
    await store.append(s.meta.id, roll);
  });
});

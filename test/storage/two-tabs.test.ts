import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { replay, type SessionMeta } from '../../src/engine/index.ts';
import { StaleSessionError } from '../../src/storage/sessions.ts';
import { counts, J, makeStore, provider } from './fixtures.ts';

const endTurn = { kind: 'action', action: { type: 'end-turn' } } as const;

describe('two tabs on one session', () => {
  it('refuses a request chosen on a view older than the log, writing nothing, and names both event numbers', async () => {
    const factory = new IDBFactory();
    const a = makeStore({ factory });
    const b = makeStore({ factory });
    const s = await a.create('crowbar', 'Shared', { seed: 'tabs' });
    const seenByB = (await b.open(s.meta.id)).meta.eventCount;
    await a.append(s.meta.id, endTurn, 0);
    await a.append(s.meta.id, endTurn, 1);
    const before = await counts(b);
    const err = await b.append(s.meta.id, endTurn, seenByB).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StaleSessionError);
    expect((err as Error).message).toMatch(/it is now at event 2; this screen showed event 0/);
    expect(await counts(b)).toEqual(before);
    // Once B has seen the latest event, its request goes through on top of A's.
    const latest = (await b.open(s.meta.id)).meta.eventCount;
    const r = await b.append(s.meta.id, endTurn, latest);
    expect(r.event.seq).toBe(3);
    expect(r.status?.turn).toBe(4);
  });

  it("tells the other tab's live query of the session about every append", async () => {
    const factory = new IDBFactory();
    const a = makeStore({ factory });
    const b = makeStore({ factory });
    const s = await a.create('crowbar', 'Watched', { seed: 'watch' });
    const seen: (SessionMeta | undefined)[] = [];
    const sub = b.liveSession(s.meta.id).subscribe((m) => seen.push(m));
    await a.append(s.meta.id, endTurn);
    await a.append(s.meta.id, endTurn);
    for (let waited = 0; seen.at(-1)?.eventCount !== 2 && waited < 5000; waited += 10)
      await new Promise((r) => setTimeout(r, 10));
    sub.unsubscribe();
    expect(seen.at(-1)?.eventCount).toBe(2);
    expect(seen.at(-1)?.status?.turn).toBe(3);
  });

  it('never forks the log when two tabs write in turn, each starting from what it last saw', async () => {
    const factory = new IDBFactory();
    const a = makeStore({ factory });
    const b = makeStore({ factory });
    const s = await a.create('crowbar', 'Turns', { seed: 'turns' });
    await b.open(s.meta.id);
    for (let i = 0; i < 6; i++) {
      await a.append(s.meta.id, { kind: 'roll', procedure: J });
      await b.append(s.meta.id, i % 2 ? { kind: 'roll', procedure: J, dice: '6,6' } : endTurn);
    }
    const events = await a.events(s.meta.id);
    expect(events.map((e) => e.seq)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    const opened = await makeStore({ factory }).open(s.meta.id);
    expect(replay(opened.meta, events, await provider('crowbar'))).toEqual(opened.state);
  });

  it("records a table edited in another tab before this tab's next roll, and rolls on it", async () => {
    const factory = new IDBFactory();
    const a = makeStore({ factory });
    const b = makeStore({ factory });
    const s = await a.create('crowbar', 'Edited elsewhere', { seed: 'edit' });
    await a.append(s.meta.id, { kind: 'roll', procedure: J, dice: '1,1' });
    await b.setOverrideCell(J, 'none', 'hold', 'firm');
    const r = await a.append(s.meta.id, { kind: 'roll', procedure: J, dice: '1,1' });
    expect(r.written.map((e) => e.body.kind)).toEqual(['settings', 'roll']);
    expect(r.event.body.kind === 'roll' && r.event.body.result.outcome).toEqual({ hold: 'firm' });
    expect(await counts(a)).toMatchObject({ events: 3 });
  });
});

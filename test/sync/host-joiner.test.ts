import 'fake-indexeddb/auto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { stateHash, type GameAction, type Rules } from '../../src/engine/index.ts';
import { SessionStore } from '../../src/storage/sessions.ts';
import { rulesOf, systemContext } from '../../src/systems/catalog.ts';
import { isSystemId, loadSystem } from '../../src/systems/registry.ts';
import { HostError, HostSync } from '../../src/sync/host.ts';
import { JoinSync, SharedRequestError } from '../../src/sync/joiner.ts';
import { seatOf, type Seat } from '../../src/sync/seats.ts';
import { sharedDoc, type SharedDoc } from '../../src/sync/shared-doc.ts';

async function rules(id: string): Promise<Rules> {
  if (!isSystemId(id)) throw new Error(`no system ${id}`);
  return rulesOf(await loadSystem(id));
}

function device(name: string): SessionStore {
  return new SessionStore({ rules, indexedDB: new IDBFactory(), IDBKeyRange, storage: null, dbName: name });
}

/** Two documents joined as the server joins them: every update of one applied to the other. */
function linkedDocs(): { a: SharedDoc; b: SharedDoc; cut(): void; mend(): void } {
  const da = new Y.Doc();
  const db = new Y.Doc();
  let open = true;
  da.on('update', (u: Uint8Array, origin: unknown) => open && origin !== 'link' && Y.applyUpdate(db, u, 'link'));
  db.on('update', (u: Uint8Array, origin: unknown) => open && origin !== 'link' && Y.applyUpdate(da, u, 'link'));
  return {
    a: sharedDoc(da),
    b: sharedDoc(db),
    cut: () => (open = false),
    mend: () => {
      open = true;
      Y.applyUpdate(db, Y.encodeStateAsUpdate(da, Y.encodeStateVector(db)), 'link');
      Y.applyUpdate(da, Y.encodeStateAsUpdate(db, Y.encodeStateVector(da)), 'link');
    },
  };
}

async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > 20_000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function firstLegal(store: SessionStore, id: string): Promise<GameAction> {
  const opened = await store.open(id);
  const system = await loadSystem('brecourt');
  const action = system.game?.legalActions(opened.state.game, systemContext(system, opened.state.settings))[0];
  if (!action) throw new Error('no legal action');
  return action;
}

const HOST = { id: 'host-device', name: 'Referee tablet' };
const PHONE = { id: 'phone-device', name: 'Phone' };

async function table(seatId = 'us'): Promise<{
  hostStore: SessionStore;
  joinStore: SessionStore;
  host: HostSync;
  joiner: JoinSync;
  id: string;
  docs: ReturnType<typeof linkedDocs>;
}> {
  const hostStore = device(`host-${Math.random()}`);
  const joinStore = device(`join-${Math.random()}`);
  const { meta } = await hostStore.create('brecourt', 'Club night', { seed: 'club-1' });
  await hostStore.append(meta.id, { kind: 'action', action: await firstLegal(hostStore, meta.id) });
  const docs = linkedDocs();
  const host = new HostSync(hostStore, meta.id, docs.a, HOST, rules);
  await host.start();
  const seat = seatOf('brecourt', {}, seatId) as Seat;
  const joiner = new JoinSync(joinStore, docs.b, PHONE, seat, rules);
  await joiner.start();
  return { hostStore, joinStore, host, joiner, id: meta.id, docs };
}

async function sameState(a: SessionStore, b: SessionStore, id: string): Promise<void> {
  const [x, y] = await Promise.all([a.open(id), b.open(id)]);
  expect(y.meta.eventCount).toBe(x.meta.eventCount);
  expect(y.meta.headHash).toBe(x.meta.headHash);
  expect(stateHash(y.state)).toBe(stateHash(x.state));
}

describe('a shared session: host and joiner', () => {
  it('the joiner checks and replays the log the host shared, and its copy ends on the same state', async () => {
    const { hostStore, joinStore, id } = await table();
    await sameState(hostStore, joinStore, id);
    const events = await joinStore.events(id);
    expect(events[0]?.told?.length).toBeGreaterThan(0);
  });

  it("the host's own events reach the joiner", async () => {
    const { hostStore, joinStore, joiner, id } = await table();
    await hostStore.append(id, { kind: 'action', action: await firstLegal(hostStore, id) });
    await until(() => joiner.head === 2, 'the second event on the joiner');
    await sameState(hostStore, joinStore, id);
  });

  it('what the joiner holds for its screen is its stored copy, the state after the last event it checked', async () => {
    const { hostStore, joinStore, joiner, id } = await table();
    await hostStore.append(id, { kind: 'action', action: await firstLegal(hostStore, id) });
    await until(() => joiner.held?.meta.eventCount === 2, 'the second event held on the joiner');
    const held = joiner.held;
    if (!held) throw new Error('the joiner holds nothing');
    const stored = await joinStore.open(id);
    expect(held.meta).toEqual(stored.meta);
    expect(held.state.hash).toBe(stored.meta.headHash);
    expect(stateHash(held.state)).toBe(stateHash(stored.state));
    expect(held.status).toEqual(stored.status);
  });

  it("a joiner's request goes through the host's store and comes back as the event it wrote", async () => {
    const { hostStore, joinStore, joiner, id } = await table();
    const action = await firstLegal(joinStore, id);
    const r = await joiner.append(id, { kind: 'action', action }, 1);
    expect(r.event.seq).toBe(2);
    expect(r.meta.eventCount).toBe(2);
    await sameState(hostStore, joinStore, id);
  });

  it('a request chosen on an old view is refused as stale and explained; nothing is written', async () => {
    const { hostStore, joiner, id } = await table();
    await hostStore.append(id, { kind: 'action', action: await firstLegal(hostStore, id) });
    const stale = joiner.append(id, { kind: 'action', action: await firstLegal(hostStore, id) }, 1);
    await expect(stale).rejects.toThrow(SharedRequestError);
    await expect(stale).rejects.toThrow(/moved on.*event 2.*event 1/);
    expect((await hostStore.get(id))?.eventCount).toBe(2);
  });

  it("an illegal request is refused with the rules' reason", async () => {
    const { hostStore, joiner, id } = await table();
    await expect(joiner.append(id, { kind: 'action', action: { type: 'no-such-thing' } }, 1)).rejects.toThrow(
      /The host refused it/,
    );
    expect((await hostStore.get(id))?.eventCount).toBe(1);
  });

  it('an observer sends nothing, and the host refuses a request that claims the seat anyway', async () => {
    const { hostStore, joiner, id, docs } = await table('observer');
    await expect(joiner.append(id, { kind: 'undo' }, 1)).rejects.toThrow(/Observer seat: it only watches/);
    docs.b.ask({
      id: 'forged-1',
      device: PHONE.id,
      seat: 'observer',
      seenSeq: 1,
      request: { kind: 'undo' },
      at: new Date().toISOString(),
    });
    await until(() => docs.b.reply('forged-1') !== undefined, 'the reply');
    expect(docs.b.reply('forged-1')).toMatchObject({ ok: false, kind: 'refused' });
    expect((await hostStore.get(id))?.eventCount).toBe(1);
  });

  it('a request delivered twice applies once, and both copies get the same answer', async () => {
    const { hostStore, id, docs, host } = await table();
    const action = await firstLegal(hostStore, id);
    const req = {
      id: 'twice-1',
      device: PHONE.id,
      seat: 'us' as const,
      seenSeq: 1,
      request: { kind: 'action' as const, action },
      at: new Date().toISOString(),
    };
    docs.b.ask(req);
    await until(() => docs.b.reply('twice-1') !== undefined, 'the first reply');
    // The same request again: a device that asked again after a reload, or the answer lost with a host restart.
    await host.stop();
    docs.a.doc.getMap('replies').delete('twice-1');
    const again = new HostSync(hostStore, id, docs.a, HOST, rules);
    await again.start();
    await until(() => docs.b.reply('twice-1') !== undefined, 'the second reply');
    expect(docs.b.reply('twice-1')).toEqual({ ok: true, seq: 2 });
    expect((await hostStore.get(id))?.eventCount).toBe(2);
  });

  it('a joiner cut off keeps its copy, and catches up when the link is back', async () => {
    const { hostStore, joinStore, joiner, id, docs } = await table();
    docs.cut();
    await hostStore.append(id, { kind: 'action', action: await firstLegal(hostStore, id) });
    await hostStore.append(id, { kind: 'action', action: await firstLegal(hostStore, id) });
    await new Promise((r) => setTimeout(r, 50));
    expect(joiner.head).toBe(1);
    expect((await joinStore.get(id))?.eventCount).toBe(1);
    docs.mend();
    await until(() => joiner.head === 3, 'the catch-up');
    await sameState(hostStore, joinStore, id);
  });

  it('the host role moves with the log: the new host writes from where the old one stopped', async () => {
    const { hostStore, joinStore, host, joiner, id, docs } = await table();
    await host.handOver({ device: PHONE.id, name: PHONE.name });
    expect(docs.b.host()).toMatchObject({ device: PHONE.id, term: 2, since: 1 });
    joiner.stop();
    const newHost = new HostSync(joinStore, id, docs.b, PHONE, rules);
    await newHost.start();
    const oldHostNowJoined = new JoinSync(hostStore, docs.a, HOST, seatOf('brecourt', {}, 'referee') as Seat, rules);
    await oldHostNowJoined.start();
    const r = await oldHostNowJoined.append(id, { kind: 'action', action: await firstLegal(hostStore, id) }, 1);
    expect(r.event.seq).toBe(2);
    await sameState(hostStore, joinStore, id);
    // The old host cannot take the room back by itself.
    await expect(new HostSync(hostStore, id, docs.a, HOST, rules).start()).rejects.toThrow(HostError);
  });

  it('a device whose copy differs from the shared log keeps it and follows no further', async () => {
    const { hostStore, id, docs } = await table();
    const other = device(`other-${Math.random()}`);
    const exported = await hostStore.exportSession(id);
    await other.importSession(exported);
    // The other device plays on alone: its copy is no longer a start of the shared log.
    await other.append(id, { kind: 'roll', procedure: 'brecourt.wound' });
    await hostStore.append(id, { kind: 'action', action: await firstLegal(hostStore, id) });
    await until(() => docs.b.head() === 2, 'the shared log');
    const j = new JoinSync(other, docs.b, PHONE, seatOf('brecourt', {}, 'us') as Seat, rules);
    await j.start();
    expect(j.problem).toMatch(/differ at event 2/);
    expect((await other.get(id))?.eventCount).toBe(2);
  });

  it('a forged event in the room is refused by the replay, naming it', async () => {
    const { docs } = await table();
    const first = docs.b.event(1) as Record<string, unknown>;
    const forged = { ...first, seq: 2, id: 'forged', prevHash: first.hash };
    docs.b.doc.getMap('events').set('2', forged);
    const j = new JoinSync(device(`late-${Math.random()}`), docs.b, PHONE, seatOf('brecourt', {}, 'us') as Seat, rules);
    await j.start();
    expect(j.problem).toMatch(/event 2 does not check out/);
    expect(j.head).toBe(1);
  });
});

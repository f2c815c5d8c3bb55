import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { LiveQueryController } from '../../../src/ui/controllers/live-query-controller.ts';
import { SessionStore } from '../../../src/storage/sessions.ts';
import { provider } from '../../storage/fixtures.ts';

class FakeHost implements ReactiveControllerHost {
  controllers: ReactiveController[] = [];
  updates = 0;
  addController(c: ReactiveController): void {
    this.controllers.push(c);
  }
  removeController(c: ReactiveController): void {
    this.controllers = this.controllers.filter((x) => x !== c);
  }
  requestUpdate(): void {
    this.updates++;
  }
  get updateComplete(): Promise<boolean> {
    return Promise.resolve(true);
  }
  connect(): void {
    for (const c of this.controllers) c.hostConnected?.();
  }
  disconnect(): void {
    for (const c of this.controllers) c.hostDisconnected?.();
  }
}

const tick = (ms = 40): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Waits until `cond` holds (live queries emit asynchronously), failing after two seconds. */
async function until(cond: () => boolean): Promise<void> {
  for (let waited = 0; !cond(); waited += 10) {
    if (waited > 2000) throw new Error('timed out waiting for the live query');
    await tick(10);
  }
}

describe('LiveQueryController', () => {
  it('follows the session list while connected, and stops when disconnected', async () => {
    const store = new SessionStore({ rules: provider, dbName: 'lqc', storage: null });
    const host = new FakeHost();
    const list = new LiveQueryController<unknown[] | number>(host, () => store.list());
    expect(host.controllers).toContain(list);
    host.connect();
    await until(() => list.settled);
    expect(list.value).toEqual([]);
    expect(list.settled).toBe(true);
    await store.create('crowbar', 'First');
    await until(() => (list.value as unknown[]).length === 1);
    expect((list.value as { name: string }[]).map((m) => m.name)).toEqual(['First']);
    const updates = host.updates;
    host.disconnect();
    await store.create('crowbar', 'Second');
    await tick();
    expect(host.updates).toBe(updates);
    expect((list.value as unknown[]).length).toBe(1);
    // A new query on reconnect.
    list.setQuery(() => store.list().then((l) => l.length));
    host.connect();
    await until(() => list.value === 2);
    expect(list.value).toBe(2);
    host.disconnect();
  });

  it('keeps the error of a failing query', async () => {
    const host = new FakeHost();
    const c = new LiveQueryController<number>(host, () => Promise.reject(new Error('boom')));
    host.connect();
    await until(() => c.settled);
    expect((c.error as Error).message).toBe('boom');
    host.disconnect();
  });
});

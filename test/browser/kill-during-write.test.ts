import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { eventHash, genesisHash, replay, type SessionEvent, type SessionMeta } from '../../src/engine/index.ts';
import { rulesOf } from '../../src/systems/catalog.ts';
import { loadSystem } from '../../src/systems/registry.ts';
import { openProcedure, startSession, useBrowser } from './browser.ts';

const { base, newPage } = useBrowser();

interface Stored {
  readonly sessions: SessionMeta[];
  readonly events: SessionEvent[];
  readonly snapshots: { sessionId: string; seq: number }[];
}

/** Everything in the app's database, read with the bare IndexedDB API (not through the app). */
function readDatabase(page: Page): Promise<Stored> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const r = indexedDB.open('umpire');
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error ?? new Error('the database did not open'));
    });
    const all = <T>(name: string): Promise<T[]> =>
      new Promise((resolve, reject) => {
        const r = db.transaction(name).objectStore(name).getAll();
        r.onsuccess = () => resolve(r.result as T[]);
        r.onerror = () => reject(r.error ?? new Error(`${name} could not be read`));
      });
    const out = {
      sessions: await all<SessionMeta>('sessions'),
      events: await all<SessionEvent>('events'),
      snapshots: await all<{ sessionId: string; seq: number }>('snapshots'),
    };
    db.close();
    return out;
  });
}

describe('killing the page in the middle of a write', () => {
  it('leaves each session whole: its meta, its log and its snapshots agree, the chain holds and the log replays', async () => {
    const { context, page, errors } = await newPage();
    await page.goto(base);
    await startSession(page, 'Crowbar!');
    await openProcedure(page, 'J-Projector launch');
    await page.getByRole('button', { name: /^Roll/ }).first().click();
    await page.locator('umpire-result-card .summary').waitFor();
    const url = page.url();
    await page.close();
    // Each round: open the session, press Roll, and end the page a few milliseconds later (closed, or its
    // renderer crashed outright), at delays that land before, during and after the write.
    for (let round = 0; round < 12; round++) {
      const p = await context.newPage();
      p.on('pageerror', (e) => errors.push(e.message));
      await p.goto(url);
      await openProcedure(p, 'J-Projector launch');
      const roll = p.getByRole('button', { name: /^Roll/ }).first();
      await roll.click({ noWaitAfter: true });
      if (round % 4 !== 0) await p.waitForTimeout((round % 4) * 4);
      if (round % 2 === 0) await p.close({ runBeforeUnload: false });
      else {
        const cdp = await context.newCDPSession(p);
        const crashed = p.waitForEvent('crash');
        // The renderer dies before it can answer, so the command's own reply never comes.
        void cdp.send('Page.crash').catch(() => undefined);
        await crashed;
        await p.close();
      }
    }
    const check = await context.newPage();
    await check.goto(base);
    const stored = await readDatabase(check);
    expect(stored.sessions).toHaveLength(1);
    const meta = stored.sessions[0] as SessionMeta;
    const events = stored.events.filter((e) => e.sessionId === meta.id).sort((x, y) => x.seq - y.seq);
    expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i + 1));
    expect(meta.eventCount).toBe(events.length);
    expect(events.length).toBeGreaterThanOrEqual(1);
    let prev = genesisHash(meta);
    for (const e of events) {
      expect(e.prevHash).toBe(prev);
      expect(eventHash(e)).toBe(e.hash);
      prev = e.hash;
    }
    expect(meta.headHash).toBe(prev);
    for (const s of stored.snapshots) expect(s.seq).toBeLessThanOrEqual(meta.eventCount);
    // Every event replays from the seed to the state the app reopens.
    const state = replay(meta, events, rulesOf(await loadSystem('crowbar')));
    expect(state.seq).toBe(meta.eventCount);
    await check.goto(url);
    await check
      .locator('umpire-session-log h2 .muted')
      .getByText(`(${meta.eventCount} event${meta.eventCount === 1 ? '' : 's'})`)
      .waitFor({ state: 'attached' });
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);
});

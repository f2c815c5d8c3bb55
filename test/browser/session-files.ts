import type { Page } from 'playwright-core';
import {
  newSession,
  nextEvent,
  stateHash,
  SESSION_FORMAT,
  SESSION_SCHEMA_VERSION,
  type SessionEvent,
  type SessionExport,
  type SessionMeta,
  type SessionState,
} from '../../src/engine/index.ts';
import { loadSystem } from '../../src/systems/registry.ts';
import { rulesOf } from '../../src/systems/catalog.ts';

/** A Crowbar! session of `count` J-Projector rolls, exported as the app would export it (the seed is the id). */
export async function crowbarSessionFile(opts: {
  id: string;
  name: string;
  count: number;
  start: number;
}): Promise<SessionExport> {
  const { id, name, count, start } = opts;
  const rules = rulesOf(await loadSystem('crowbar'));
  const s = newSession({ id, system: 'crowbar', name, seed: id, rulesVersion: '1', now: new Date(start) }, rules);
  let state = s.state;
  const events: SessionEvent[] = [];
  for (let i = 1; i <= count; i++) {
    const r = nextEvent(
      s.meta,
      state,
      { kind: 'roll', procedure: 'crowbar.j-projector', inputs: {} },
      rules,
      new Date(start + i * 1000),
      `${id}-${i}`,
    );
    events.push(r.event);
    state = r.state;
  }
  const meta = {
    ...s.meta,
    eventCount: state.seq,
    headHash: state.hash,
    updatedAt: new Date(start + count * 1000).toISOString(),
  };
  return sessionExportOf(meta, events, state);
}

/** A session as the app exports it: its meta, its events and the state they end on, with no table edits. */
export function sessionExportOf(
  meta: SessionMeta,
  events: readonly SessionEvent[],
  state: SessionState,
): SessionExport {
  return {
    format: SESSION_FORMAT,
    schemaVersion: SESSION_SCHEMA_VERSION,
    rulesVersion: meta.rulesVersion,
    generator: meta.generator,
    seed: meta.seed,
    exportedAt: meta.updatedAt,
    meta,
    events: [...events],
    overrides: {},
    final: { seq: state.seq, hash: state.hash, stateHash: stateHash(state) },
  };
}

/** What the page's database holds: each session's name and event count, and the number of events stored. */
export async function stored(page: Page): Promise<{ sessions: string[]; events: number }> {
  return page.evaluate(
    () =>
      new Promise<{ sessions: string[]; events: number }>((resolve, reject) => {
        const open = indexedDB.open('umpire');
        open.onerror = () => reject(open.error ?? new Error('the database did not open'));
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['sessions', 'events'], 'readonly');
          const all = tx.objectStore('sessions').getAll();
          const count = tx.objectStore('events').count();
          tx.oncomplete = () => {
            db.close();
            resolve({
              sessions: (all.result as { name: string; eventCount: number }[])
                .map((m) => `${m.name}: ${m.eventCount}`)
                .sort(),
              events: count.result,
            });
          };
          tx.onerror = () => reject(tx.error ?? new Error('the read failed'));
        };
      }),
  );
}

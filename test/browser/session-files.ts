import type { Page } from 'playwright-core';
import {
  newSession,
  nextEvent,
  stateHash,
  SESSION_FORMAT,
  SESSION_SCHEMA_VERSION,
  type EventRequest,
  type NewSessionOptions,
  type Rules,
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
  const rolls = Array.from({ length: count }, (_, i) => ({
    request: { kind: 'roll', procedure: 'crowbar.j-projector', inputs: {} } as const,
    at: new Date(start + (i + 1) * 1000),
  }));
  return playedSessionFile(
    { id, system: 'crowbar', name, seed: id, rulesVersion: '1', now: new Date(start) },
    rules,
    rolls,
  );
}

/**
 * A new session with these requests played in order, each recorded at its moment (event ids `ID-1`, `ID-2`, …),
 * exported as the app would export it, last updated at `updatedAt` (by default the last request's moment).
 */
export function playedSessionFile(
  start: NewSessionOptions,
  rules: Rules,
  requests: readonly { request: EventRequest; at: Date }[],
  updatedAt = requests.at(-1)?.at ?? new Date(start.now),
): SessionExport {
  const s = newSession(start, rules);
  let state = s.state;
  const events: SessionEvent[] = [];
  for (const [i, { request, at }] of requests.entries()) {
    const r = nextEvent(s.meta, state, request, rules, at, `${start.id}-${i + 1}`);
    events.push(r.event);
    state = r.state;
  }
  const meta = { ...s.meta, eventCount: state.seq, headHash: state.hash, updatedAt: updatedAt.toISOString() };
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

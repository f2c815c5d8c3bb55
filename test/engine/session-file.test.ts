import { describe, expect, it } from 'vitest';
import {
  checkBackupExport,
  checkSessionExport,
  initialState,
  newSession,
  nextEvent,
  parseImportFile,
  parseSessionFile,
  SchemaError,
  stateHash,
  type SessionEvent,
  type SessionExport,
  type SessionState,
} from '../../src/engine/index.ts';
import { crowbarWithGame, J } from '../storage/fixtures.ts';

async function sample(): Promise<SessionExport> {
  const rules = await crowbarWithGame();
  const { meta } = newSession(
    { id: 'file-1', system: 'crowbar', name: 'File', seed: 'f', rulesVersion: '1', now: '2026-06-06T06:30:00.000Z' },
    rules,
  );
  let state: SessionState = initialState(meta, rules);
  const events: SessionEvent[] = [];
  const reqs = [
    { kind: 'roll', procedure: J },
    { kind: 'roll', procedure: J, dice: '2,3' },
    { kind: 'action', action: { type: 'draw' } },
    { kind: 'settings', settings: { variant: 'b' } },
  ] as const;
  reqs.forEach((req, i) => {
    const r = nextEvent(meta, state, req, rules, `2026-06-06T06:3${i}:00.000Z`, `e${i + 1}`);
    events.push(r.event);
    state = r.state;
  });
  return {
    format: 'umpire-session',
    schemaVersion: 1,
    rulesVersion: '1',
    generator: 'sfc32',
    seed: 'f',
    exportedAt: '2026-06-06T07:00:00.000Z',
    meta: { ...meta, eventCount: 4, headHash: state.hash },
    events,
    overrides: {},
    final: { seq: 4, hash: state.hash, stateHash: stateHash(state) },
  };
}

function errorOf(f: () => unknown): SchemaError {
  try {
    f();
  } catch (e) {
    if (e instanceof SchemaError) return e;
    throw e;
  }
  throw new Error('expected a SchemaError');
}

describe('session files', () => {
  it('accepts a well-formed export, as text or value', async () => {
    const x = await sample();
    expect(checkSessionExport(JSON.parse(JSON.stringify(x)), 'a.json').events.length).toBe(4);
    expect(parseSessionFile(JSON.stringify(x), 'a.json').meta.id).toBe('file-1');
    expect(parseImportFile(JSON.stringify(x), 'a.json').kind).toBe('session');
  });

  it('names the file and the path of a wrong field', async () => {
    const x = JSON.parse(JSON.stringify(await sample())) as {
      events: { body: { result: { pool: { values: unknown }[] } } }[];
    };
    (x.events[0]?.body.result.pool[0] as { values: unknown }).values = [1, {}];
    const e = errorOf(() => checkSessionExport(x, 'b.json'));
    expect(e.message).toMatch(/^b\.json: events\[0\]\.body\.result\.pool\[0\]\.values\[1\]: expected a die face/);
  });

  it('refuses an unknown event kind, an unknown key, and a reserved key anywhere', async () => {
    const x = await sample();
    const kind = { ...x, events: x.events.map((e, i) => (i === 2 ? { ...e, body: { kind: 'teleport' } } : e)) };
    expect(errorOf(() => checkSessionExport(kind, 'c.json')).message).toMatch(
      /events\[2\]\.body\.kind: expected "roll", "action", "undo" or "settings", got "teleport"/,
    );
    expect(errorOf(() => checkSessionExport({ ...x, extra: 1 }, 'c.json')).message).toMatch(
      /c\.json: extra: no such key here/,
    );
    const proto = JSON.stringify(x).replace(
      '"action":{"type":"draw"',
      '"action":{"type":"draw","constructor":{"prototype":{}}',
    );
    expect(proto).toContain('constructor');
    expect(errorOf(() => parseSessionFile(proto, 'c.json')).message).toMatch(
      /events\[2\]\.body\.action\.constructor: .*reserved/,
    );
  });

  it('checks the header against the log: counts, order, ids, seed', async () => {
    const x = await sample();
    expect(errorOf(() => checkSessionExport({ ...x, meta: { ...x.meta, eventCount: 3 } }, 'd.json')).message).toMatch(
      /meta\.eventCount: 4 \(the number of events in the file\), got 3/,
    );
    expect(
      errorOf(() => checkSessionExport({ ...x, events: [x.events[1], x.events[0], ...x.events.slice(2)] }, 'd.json'))
        .message,
    ).toMatch(/d\.json: events: events out of order: event 2 comes before event 1$/);
    const dupId = x.events.map((e, i) => (i === 1 ? { ...e, id: x.events[0]?.id } : e));
    expect(errorOf(() => checkSessionExport({ ...x, events: dupId }, 'd.json')).message).toMatch(
      /events: events 1 and 2 have the same id/,
    );
    expect(errorOf(() => checkSessionExport({ ...x, seed: 'g' }, 'd.json')).message).toMatch(
      /meta\.seed: the same seed/,
    );
    expect(
      errorOf(() =>
        checkSessionExport(
          { ...x, events: x.events.map((e) => ({ ...e, rngAfter: { ...e.rngAfter, a: -1 } })) },
          'd.json',
        ),
      ).message,
    ).toMatch(/events\[0\]\.rngAfter\.a: expected a number ≥ 0/);
  });

  it('names a deleted, duplicated or moved event, and a shared id, by event number (not by place in the file)', async () => {
    const x = await sample();
    const [e1, e2, e3, e4] = x.events as [SessionEvent, SessionEvent, SessionEvent, SessionEvent];
    const problem = (events: SessionEvent[]): string =>
      errorOf(() => checkSessionExport({ ...x, events }, 'd.json')).message;
    expect(problem([e1, e3, e4])).toBe('d.json: events: event 2 is missing (the log goes from event 1 to event 3)');
    expect(problem([e2, e3, e4])).toBe('d.json: events: event 1 is missing (the log goes from its start to event 2)');
    expect(problem([e1, e2, e3])).toBe(
      'd.json: events: event 4 is missing: the file records 4 events, but the log ends at event 3',
    );
    expect(problem([e1, e2, e2, e3, e4])).toBe('d.json: events: event 2 appears twice');
    expect(problem([e1, e3, e2, e4])).toBe('d.json: events: events out of order: event 3 comes before event 2');
    expect(problem([e1, e2, e3, { ...e4, id: e2.id }])).toBe(
      `d.json: events: events 2 and 4 have the same id "${e2.id}" (every event has its own)`,
    );
    // A deleted event with the header's counts rewritten to match is still named by its number.
    const renumbered = {
      ...x,
      meta: { ...x.meta, eventCount: 3 },
      final: { ...x.final, seq: 3 },
      events: [e1, e2, e4],
    };
    expect(errorOf(() => checkSessionExport(renumbered, 'd.json')).message).toBe(
      'd.json: events: event 3 is missing (the log goes from event 2 to event 4)',
    );
  });

  it('refuses a file from a newer Umpire as such, even when its shape has grown', async () => {
    const x = await sample();
    expect(errorOf(() => checkSessionExport({ ...x, schemaVersion: 2, newField: true }, 'n.json')).message).toMatch(
      /^n\.json: schemaVersion: a version up to 1, got 2 \(this file comes from a newer Umpire/,
    );
  });

  it('caps the size of the text before parsing it', () => {
    const big = `{"format":"umpire-session","pad":"${'x'.repeat(32 * 1024 * 1024)}"}`;
    expect(errorOf(() => parseSessionFile(big, 'big.json')).message).toMatch(
      /^big\.json: \(root\): the file is too large \(32\.0 MB; at most 32 MB\)/,
    );
    expect(errorOf(() => parseImportFile(big, 'big.json')).message).toMatch(/too large/);
  });

  it('tells a backup from a session file, and refuses other JSON', async () => {
    const x = await sample();
    const backup = {
      format: 'umpire-backup',
      schemaVersion: 1,
      exportedAt: '2026-06-06T07:00:00.000Z',
      sessions: [x],
      overrides: { 'crowbar.j-projector': { none: { hold: 'firm' } } },
    };
    expect(parseImportFile(JSON.stringify(backup), 'b.json').kind).toBe('backup');
    expect(errorOf(() => checkBackupExport({ ...backup, sessions: [x, x] }, 'b.json')).message).toMatch(
      /sessions\[1\]\.meta\.id: a session id not used twice/,
    );
    expect(
      errorOf(() => checkBackupExport({ ...backup, sessions: [{ ...x, generator: 'mt' }] }, 'b.json')).message,
    ).toMatch(/sessions\[0\]\.generator/);
    expect(errorOf(() => parseImportFile('{"format":"zip"}', 'z.json')).message).toMatch(
      /z\.json: format: "umpire-session" or "umpire-backup"/,
    );
  });
});

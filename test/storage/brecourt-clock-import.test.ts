import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { rechain, type SessionEvent, type SessionExport } from '../../src/engine/index.ts';
import { exportText } from '../../src/storage/sessions.ts';
import { playedSessionFile } from '../browser/session-files.ts';
import { makeStore, systemRules } from './fixtures.ts';

const T0 = Date.parse('2026-06-06T09:00:00Z');
const MIN = 60_000;
const DAY = 24 * 60 * MIN;
/** This device's clock at the import. */
const NOW = () => new Date(T0 + 4 * DAY);

/** A clock action the board sends, and when its event is recorded. */
interface Step {
  readonly type: 'clock-start' | 'clock-pause' | 'next-step';
  readonly at: number;
  readonly recorded: number;
}

/**
 * A Brécourt session file as a forger would make it: the log's hash chain and final state computed again, so that
 * only the clock times are wrong.
 */
async function brecourtFile(steps: readonly Step[]): Promise<SessionExport> {
  const played = steps.map((step) => ({
    request: {
      kind: 'action',
      action:
        step.type === 'next-step' ? { type: step.type, at: step.at, skip: true } : { type: step.type, at: step.at },
    } as const,
    at: new Date(step.recorded),
  }));
  const file = playedSessionFile(
    { id: 'brecourt-clock', system: 'brecourt', name: 'Clock', seed: 'clock', rulesVersion: '1', now: new Date(T0) },
    await systemRules('brecourt'),
    played,
    new Date(T0 + 10 * MIN),
  );
  return JSON.parse(exportText(file)) as SessionExport;
}

/** The same file with one action's time changed (the chain sealed again; the final state no longer matters). */
function withActionTime(file: SessionExport, seq: number, at: unknown): SessionExport {
  const events = file.events.map((e) =>
    e.seq === seq && e.body.kind === 'action' ? { ...e, body: { ...e.body, action: { ...e.body.action, at } } } : e,
  ) as SessionEvent[];
  const sealed = rechain(
    file.meta,
    events,
    file.meta.id,
    (
      (n) => () =>
        `f${++n}`
    )(0),
  );
  return { ...file, meta: sealed.meta, events: sealed.events };
}

const GOOD: readonly Step[] = [
  { type: 'clock-start', at: T0, recorded: T0 },
  { type: 'next-step', at: T0 + MIN, recorded: T0 + MIN },
  // The tablet slept for three days; the referee left that time out (the pause goes back to its last look).
  { type: 'clock-pause', at: T0 + 2 * MIN, recorded: T0 + 3 * DAY },
];

describe('an imported Brécourt session with absurd clock times', () => {
  it('imports a good file, with a pause that leaves out the time the tablet slept', async () => {
    const store = makeStore({ rules: systemRules, now: NOW });
    const { outcome } = await store.importSession(await brecourtFile(GOOD), 'good.json');
    expect(outcome).toBe('imported');
  });

  it.each([
    [
      'a start in the future',
      () => brecourtFile([{ type: 'clock-start', at: T0 + 5 * 60 * MIN, recorded: T0 }, ...GOOD.slice(1)]),
      /^Cannot import bad\.json: event 1 is wrong: its clock time \(2026-06-06 14:00 UTC\) is after the moment the event was recorded \(2026-06-06 09:00 UTC\)\.$/,
    ],
    [
      'a negative time',
      async () => withActionTime(await brecourtFile(GOOD), 2, -5 * MIN),
      /^Cannot import bad\.json: event 2 is wrong: the action is not one this game knows \(at: expected a number ≥ 0, got -300000\)\.$/,
    ],
    [
      'a time that is not a number',
      async () => withActionTime(await brecourtFile(GOOD), 2, 'NaN'),
      /^Cannot import bad\.json: event 2 is wrong: the action is not one this game knows \(at: expected a number, got "NaN"\)\.$/,
    ],
    [
      'a pause longer than the game',
      () =>
        brecourtFile([
          GOOD[0]!,
          GOOD[1]!,
          { type: 'clock-pause', at: T0 + 2 * MIN, recorded: T0 + 2 * MIN },
          { type: 'clock-start', at: T0 + 9 * 60 * MIN, recorded: T0 + 3 * MIN },
        ]),
      /^Cannot import bad\.json: event 4 is wrong: its clock time \(2026-06-06 18:00 UTC\) is after the moment the event was recorded \(2026-06-06 09:03 UTC\)\.$/,
    ],
    [
      'events recorded in the future',
      () => brecourtFile(GOOD.map((s) => ({ ...s, at: s.at + 400 * DAY, recorded: s.recorded + 400 * DAY }))),
      /^Cannot import bad\.json: event 1 was recorded at 2027-07-11T09:00:00\.000Z, later than now on this device \(2026-06-10T09:00:00\.000Z\); check the date of the device that made it\.$/,
    ],
  ])('%s', async (_, make, message) => {
    const store = makeStore({ rules: systemRules, now: NOW });
    await store.create('brecourt', 'Already here', { seed: 'here' });
    await expect(store.importSession(await make(), 'bad.json')).rejects.toThrow(message);
    expect((await store.list()).map((m) => m.name)).toEqual(['Already here']);
  });
});

import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  eventHash,
  genesisHash,
  HistoryTooShortError,
  initialState,
  newSession,
  nextEvent,
  rechain,
  replay,
  ReplayError,
  Rng,
  SessionRequestError,
  sha256Hex,
  stateHash,
  type EventRequest,
  type Rules,
  type SessionEvent,
  type SessionMeta,
  type SessionState,
  type Told,
} from '../../src/engine/index.ts';
import {
  concealingGame,
  counterGame,
  crowbarWithGame,
  EFF,
  J,
  systemRules,
  type CounterState,
} from '../storage/fixtures.ts';

describe('sha256', () => {
  it('gives the FIPS 180-2 digests of "abc", "" and the 448-bit message', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('agrees with node:crypto at every padding boundary and on UTF-8 text', () => {
    for (const len of [1, 55, 56, 57, 63, 64, 65, 119, 120, 128, 1000]) {
      const s = 'x'.repeat(len);
      expect(sha256Hex(s)).toBe(createHash('sha256').update(s).digest('hex'));
    }
    const text = 'Brécourt → ≥ 3 dés 🎲';
    expect(sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
  });
});

let counter = 0;
const ids = (): string => `ev-${++counter}`;
const T0 = Date.UTC(2026, 5, 6, 6, 30);
const at = (i: number): string => new Date(T0 + i * 1000).toISOString();

function start(rules: Rules, seed = 'omaha', settings = {}): { meta: SessionMeta; state: SessionState } {
  return newSession(
    { id: `s-${seed}`, system: 'crowbar', name: 'Test', seed, rulesVersion: '1', settings, now: at(0) },
    rules,
  );
}

/** Appends requests in order, returning every event and the final state. */
function run(
  rules: Rules,
  meta: SessionMeta,
  state: SessionState,
  requests: readonly EventRequest[],
  events: SessionEvent[] = [],
): { state: SessionState; events: SessionEvent[] } {
  let s = state;
  for (const req of requests) {
    const r = nextEvent(
      meta,
      s,
      req,
      rules,
      at(events.length + 1),
      ids(),
      req.kind === 'undo' ? { base: initialState(meta, rules), events } : undefined,
    );
    events.push(r.event);
    s = r.state;
  }
  return { state: s, events };
}

const roll: EventRequest = { kind: 'roll', procedure: J };

/** Re-seals an event after a change (as a forger would), keeping the chain link to its predecessor. */
function reseal(e: SessionEvent, change: (e: SessionEvent) => SessionEvent): SessionEvent {
  const changed = change(e);
  const { hash: _h, ...rest } = changed;
  return { ...changed, hash: eventHash(rest) };
}

describe('session event log', () => {
  it('chains every event to the one before it, starting from the genesis hash', async () => {
    const rules = await crowbarWithGame();
    const { meta, state } = start(rules);
    const { events } = run(rules, meta, state, [roll, { kind: 'action', action: { type: 'draw' } }, roll]);
    expect(events.map((e) => e.seq)).toEqual([1, 2, 3]);
    expect(events[0]?.prevHash).toBe(genesisHash(meta));
    expect(events[1]?.prevHash).toBe(events[0]?.hash);
    expect(events[2]?.prevHash).toBe(events[1]?.hash);
    for (const e of events) expect(e.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(events.map((e) => e.id)).size).toBe(3);
  });

  it('replays from the seed to the identical state', async () => {
    const rules = await crowbarWithGame();
    const { meta, state } = start(rules, 'pointe-du-hoc');
    const reqs: EventRequest[] = [
      roll,
      { kind: 'action', action: { type: 'roll' } },
      { kind: 'action', action: { type: 'draw' } },
      roll,
      { kind: 'action', action: { type: 'end-turn' } },
      roll,
    ];
    const live = run(rules, meta, state, reqs);
    const again = replay(meta, live.events, rules);
    expect(again).toEqual(live.state);
    expect(stateHash(again)).toBe(stateHash(live.state));
    // The state survives a JSON round trip unchanged (as in an export).
    const fromJson = replay(
      JSON.parse(JSON.stringify(meta)) as SessionMeta,
      JSON.parse(JSON.stringify(live.events)) as SessionEvent[],
      rules,
    );
    expect(stateHash(fromJson)).toBe(stateHash(live.state));
  });

  it('gives the same dice for the same seed, and different dice for another seed', async () => {
    const rules = await crowbarWithGame();
    const dice = (seed: string): string => {
      const { meta, state } = start(rules, seed);
      return JSON.stringify(
        run(rules, meta, state, Array(8).fill(roll)).events.map((e) =>
          e.body.kind === 'roll' ? e.body.result.pool[0]?.values : null,
        ),
      );
    };
    expect(dice('a')).toBe(dice('a'));
    expect(dice('a')).not.toBe(dice('b'));
  });

  it('takes the dice of rolls from the seeded generator, moving it forward', async () => {
    const rules = await crowbarWithGame();
    const { meta, state } = start(rules, 'fwd');
    const { events } = run(rules, meta, state, [roll]);
    const e = events[0] as SessionEvent;
    const rng = Rng.fromState(state.rng);
    const expected = [rng.int(6) + 1, rng.int(6) + 1];
    expect(e.body.kind === 'roll' && e.body.result.pool[0]?.values).toEqual(expected);
    expect(e.body.kind === 'roll' && e.body.dice).toBe(undefined);
    expect(e.rngAfter).toEqual(rng.state());
  });

  it('records typed dice as given, without moving the generator', async () => {
    const rules = await crowbarWithGame();
    const { meta, state } = start(rules);
    const { events, state: after } = run(rules, meta, state, [
      { kind: 'roll', procedure: J, dice: '6,6' },
      { kind: 'roll', procedure: J, dice: { dice: [1, 2] } },
    ]);
    const [a, b] = events as [SessionEvent, SessionEvent];
    expect(a.body.kind === 'roll' && a.body.dice).toEqual({ dice: [6, 6] });
    expect(a.body.kind === 'roll' && a.body.result.outcome).toEqual({ hold: 'firm' });
    expect(b.body.kind === 'roll' && b.body.result.outcome).toEqual({ hold: 'none' });
    expect(after.rng).toEqual(state.rng);
    expect(replay(meta, events, rules)).toEqual(after);
  });

  it('reads a typed 0 on the d10 as 10 (bloody-beach efficiency check)', async () => {
    const rules = await systemRules('bloody-beach');
    const meta = newSession(
      { id: 's-bb', system: 'bloody-beach', name: 'BB', seed: 'bb', rulesVersion: '1', now: at(0) },
      rules,
    ).meta;
    const state = initialState(meta, rules);
    const r = nextEvent(
      meta,
      state,
      { kind: 'roll', procedure: EFF, inputs: { rating: 9 }, dice: '0' },
      rules,
      at(1),
      'bb-1',
    );
    expect(r.event.body.kind === 'roll' && r.event.body.dice).toEqual({ die: [10] });
    expect(r.event.body.kind === 'roll' && r.event.body.result.outcome).toEqual({ passed: false });
    expect(r.event.body.kind === 'roll' && r.event.body.inputs).toEqual({ rating: 9 });
    expect(replay(meta, [r.event], rules)).toEqual(r.state);
    expect(() =>
      nextEvent(meta, state, { kind: 'roll', procedure: EFF, inputs: { rating: 11 } }, rules, at(1), 'bb-2'),
    ).toThrow(/input rating: expected a whole number from 0 to 10, got 11/);
  });

  it('refuses typed dice of the wrong count or face, recording nothing', async () => {
    const rules = await crowbarWithGame();
    const { meta, state } = start(rules);
    expect(() => nextEvent(meta, state, { kind: 'roll', procedure: J, dice: '6' }, rules, at(1), 'x')).toThrow(
      /expected 2 d6s, got 1/,
    );
    expect(() => nextEvent(meta, state, { kind: 'roll', procedure: J, dice: '6,7' }, rules, at(1), 'x')).toThrow(
      /"7" is not a face/,
    );
    expect(() => nextEvent(meta, state, { kind: 'roll', procedure: 'crowbar.nope' }, rules, at(1), 'x')).toThrow(
      /unknown procedure/,
    );
  });

  it('refuses an illegal action with the reason, leaving the state as it was', async () => {
    const rules = await crowbarWithGame();
    const { meta, state } = start(rules, 'x', { deckSize: 1 });
    const { state: s1 } = run(rules, meta, state, [{ kind: 'action', action: { type: 'draw' } }]);
    const before = JSON.stringify(s1);
    expect(() => nextEvent(meta, s1, { kind: 'action', action: { type: 'draw' } }, rules, at(2), 'x')).toThrow(
      SessionRequestError,
    );
    expect(() => nextEvent(meta, s1, { kind: 'action', action: { type: 'draw' } }, rules, at(2), 'x')).toThrow(
      /"draw" is not allowed now: the deck is empty/,
    );
    expect(() => nextEvent(meta, s1, { kind: 'action', action: { type: 'fly' } }, rules, at(2), 'x')).toThrow(
      /not one this game knows/,
    );
    expect(JSON.stringify(s1)).toBe(before);
  });

  it('applies settings changes to later events (the context each event sees)', async () => {
    const rules = await crowbarWithGame();
    const { meta, state } = start(rules);
    const { state: s1, events } = run(rules, meta, state, [{ kind: 'settings', settings: { noAdds: true } }]);
    expect(() => nextEvent(meta, s1, { kind: 'action', action: { type: 'add', n: 2 } }, rules, at(9), 'x')).toThrow(
      /adding is switched off/,
    );
    expect(replay(meta, events, rules).settings).toEqual({ noAdds: true });
  });

  it('uses the table overrides recorded in the log', async () => {
    const rules = await crowbarWithGame();
    const { meta, state } = start(rules);
    // Every sum from 2 to 8 now reads a firm hold.
    const overrides = { 'crowbar.j-projector': { none: { hold: 'firm' } } };
    const { events, state: after } = run(rules, meta, state, [
      { kind: 'settings', overrides },
      { kind: 'roll', procedure: J, dice: '1,1' },
    ]);
    expect(events[1]?.body.kind === 'roll' && events[1].body.result.outcome).toEqual({ hold: 'firm' });
    expect(replay(meta, events, rules)).toEqual(after);
    // Without the override event the same roll no longer replays.
    const forged = rechain(
      meta,
      [events[1] as SessionEvent].map((e) => ({ ...e, seq: 1 })),
      meta.id,
      ids,
    ).events;
    expect(() => replay(meta, forged, rules)).toThrow(
      /event 1: recorded outcome \{"hold":"firm"\}, but the dice give \{"hold":"none"\}/,
    );
  });
});

describe('what each event did, in words (told)', () => {
  it('words a roll with who rolled for what, its dice, the result and the section; typed dice say so', async () => {
    const rules = await crowbarWithGame();
    const { meta, state } = start(rules);
    const { events } = run(rules, meta, state, [
      { kind: 'roll', procedure: J, about: 'Dog Company fires its J-Projector' },
      { kind: 'roll', procedure: J, dice: '6,5' },
    ]);
    const [first, typed] = events.map((e) => e.told?.[0]);
    const faces = events[0]?.body.kind === 'roll' ? events[0].body.result.pool.flatMap((p) => p.values) : [];
    expect(first?.text).toBe('Dog Company fires its J-Projector');
    expect(first?.dice?.flatMap((d) => d.values)).toEqual(faces);
    expect(first?.outcome).toBe(events[0]?.body.kind === 'roll' ? events[0].body.result.summary : 'a roll');
    expect(first?.source).toBe(rules.procedure(J).source);
    expect(typed?.text).toBe(rules.procedure(J).title);
    expect(typed?.dice?.[0]).toMatchObject({ values: [6, 5], typed: true });
  });

  it('words an action through the game, a settings change by its label, and an undo by what it took back', async () => {
    const rules = {
      ...(await crowbarWithGame()),
      settings: [
        {
          key: 'noAdds',
          label: 'Adding points',
          default: false,
          options: [
            { value: false, label: 'allowed' },
            { value: true, label: 'switched off' },
          ],
        },
      ],
    };
    const { meta, state } = start(rules);
    const { events } = run(rules, meta, state, [
      { kind: 'action', action: { type: 'roll' } },
      { kind: 'undo' },
      { kind: 'settings', settings: { noAdds: true } },
    ]);
    const [rolled, undone, setting] = events.map((e) => e.told ?? []) as [Told[], Told[], Told[]];
    expect(rolled[0]?.text).toBe('The counter rolls');
    expect(rolled[0]?.dice?.[0]?.values).toHaveLength(1);
    expect(undone[0]?.text).toMatch(/^Undone: The counter rolls: rolled \d; \d points$/);
    expect(setting[0]?.text).toBe('Adding points set to switched off');
  });

  it('replay tells each event again in the same words (what an import stores)', async () => {
    const rules = await crowbarWithGame();
    const { meta, state } = start(rules);
    const live = run(rules, meta, state, [roll, { kind: 'action', action: { type: 'draw' } }, { kind: 'undo' }, roll]);
    const told: unknown[] = [];
    replay(meta, live.events, rules, undefined, { onTold: (_e, t) => told.push(t) });
    expect(told).toEqual(live.events.map((e) => e.told));
  });
});

describe('undo', () => {
  it('never rewinds the dice: undo then roll again throws new dice, and the log keeps both', async () => {
    const rules = await crowbarWithGame();
    const { meta, state } = start(rules, 'no-rewind');
    const { events, state: after } = run(rules, meta, state, [roll, { kind: 'undo' }, roll]);
    const [first, undo, second] = events as [SessionEvent, SessionEvent, SessionEvent];
    expect(undo.body).toEqual({ kind: 'undo', target: first.id });
    expect(undo.rngAfter).toEqual(first.rngAfter);
    // The second roll continues the stream: exactly the dice a session that never undid would roll second.
    const plain = run(rules, meta, state, [roll, roll]).events;
    const dice = (e: SessionEvent | undefined): unknown =>
      e?.body.kind === 'roll' ? e.body.result.pool[0]?.values : undefined;
    expect(dice(second)).toEqual(dice(plain[1]));
    expect(second.rngAfter).toEqual(plain[1]?.rngAfter);
    expect(after.undone).toEqual([first.id]);
    expect(replay(meta, events, rules)).toEqual(after);
  });

  it('reverses the latest action not yet undone, one at a time, keeping the generator forward', async () => {
    const rules = await crowbarWithGame();
    const { meta, state } = start(rules, 'undo-actions');
    const s0 = state.game as CounterState;
    const { events, state: after } = run(rules, meta, state, [
      { kind: 'action', action: { type: 'add', n: 3 } },
      { kind: 'action', action: { type: 'roll' } },
      { kind: 'action', action: { type: 'draw' } },
      { kind: 'undo' },
      { kind: 'undo' },
    ]);
    const g = after.game as CounterState;
    expect(g.score).toBe(3);
    expect(g.rolls).toEqual([]);
    expect(g.deck).toEqual(s0.deck);
    expect(after.undone).toEqual([events[2]?.id, events[1]?.id]);
    // The generator stays where the roll action left it.
    expect(after.rng).toEqual(events[1]?.rngAfter);
    expect(replay(meta, events, rules)).toEqual(after);
  });

  it('does not reveal the hidden deck: the undo event names only its target', async () => {
    const rules = await crowbarWithGame();
    const { meta, state } = start(rules, 'hidden');
    const { events } = run(rules, meta, state, [{ kind: 'action', action: { type: 'draw' } }, { kind: 'undo' }]);
    expect(Object.keys(events[1]?.body ?? {}).sort()).toEqual(['kind', 'target']);
  });

  it('lets the game hide again what an undone draw showed, with the generator moving forward', async () => {
    const rules: Rules = { ...(await crowbarWithGame()), game: concealingGame };
    const { meta, state } = start(rules, 'peek');
    const deck = (state.game as CounterState).deck;
    const { events, state: after } = run(rules, meta, state, [
      { kind: 'action', action: { type: 'draw' } },
      { kind: 'undo' },
    ]);
    const g = after.game as CounterState;
    expect(g.drawn).toEqual([]);
    expect([...g.deck].sort((a, b) => a - b)).toEqual([...deck].sort((a, b) => a - b));
    expect(g.deck).not.toEqual(deck);
    expect(events[1]?.rngAfter).not.toEqual(events[0]?.rngAfter);
    expect(replay(meta, events, rules)).toEqual(after);
    // Without the hook the same log does not replay: the generator after the undo differs.
    expect(() => replay(meta, events, { ...rules, game: counterGame })).toThrow(
      /^event 2: the generator after the undo differs/,
    );
  });

  it('says when there is nothing left to undo', async () => {
    const rules = await crowbarWithGame();
    const { meta, state } = start(rules);
    const { events, state: s } = run(rules, meta, state, [roll, { kind: 'undo' }]);
    expect(() =>
      nextEvent(meta, s, { kind: 'undo' }, rules, at(5), 'x', { base: initialState(meta, rules), events }),
    ).toThrow(/nothing left to undo/);
    expect(() => nextEvent(meta, s, { kind: 'undo' }, rules, at(5), 'x')).toThrow(HistoryTooShortError);
  });

  it('asks for earlier history when the snapshot given is later than the event to undo', async () => {
    const rules = await crowbarWithGame();
    const { meta, state } = start(rules);
    const { events, state: s } = run(rules, meta, state, [roll, roll]);
    // A "snapshot" at event 2: nothing after it to undo.
    expect(() => nextEvent(meta, s, { kind: 'undo' }, rules, at(5), 'x', { base: s, events: [] })).toThrow(
      HistoryTooShortError,
    );
    // From the state after event 1, event 2 is undoable.
    const mid = replay(meta, events.slice(0, 1), rules);
    const r = nextEvent(meta, s, { kind: 'undo' }, rules, at(5), 'x', { base: mid, events: events.slice(1) });
    expect(r.event.body).toEqual({ kind: 'undo', target: events[1]?.id });
  });
});

describe('replay refuses a changed log, naming the event', () => {
  async function log(): Promise<{ rules: Rules; meta: SessionMeta; events: SessionEvent[] }> {
    const rules = await systemRules('crowbar');
    const meta = newSession(
      { id: 's-t', system: 'crowbar', name: 'T', seed: 'tamper', rulesVersion: '1', now: at(0) },
      rules,
    ).meta;
    const reqs: EventRequest[] = [roll, roll, { kind: 'roll', procedure: J, dice: '3,4' }, roll, roll];
    return { rules, meta, events: run(rules, meta, initialState(meta, rules), reqs).events };
  }

  it('an edited event no longer matches its hash', async () => {
    const { rules, meta, events } = await log();
    const bad = events.slice();
    const e3 = bad[2] as SessionEvent;
    bad[2] = { ...e3, body: { ...e3.body, dice: { dice: [6, 6] } } as SessionEvent['body'] };
    expect(() => replay(meta, bad, rules)).toThrow(ReplayError);
    try {
      replay(meta, bad, rules);
    } catch (e) {
      expect((e as ReplayError).seq).toBe(3);
      expect((e as ReplayError).message).toMatch(/^event 3: its content does not match its hash/);
    }
  });

  it('a re-hashed edit breaks the link to the next event', async () => {
    const { rules, meta, events } = await log();
    const bad = events.slice();
    bad[1] = reseal(bad[1] as SessionEvent, (e) => ({ ...e, at: at(99) }));
    expect(() => replay(meta, bad, rules)).toThrow(/^event 3: its previous-hash does not match event 2/);
  });

  it('a forged chain with other dice fails the re-roll from the seed', async () => {
    const { rules, meta, events } = await log();
    const e2 = events[1] as SessionEvent;
    if (e2.body.kind !== 'roll') throw new Error('fixture');
    const body = e2.body;
    const forged = [
      events[0] as SessionEvent,
      {
        ...e2,
        body: {
          ...body,
          result: {
            ...body.result,
            pool: body.result.pool.map((p) => ({ ...p, values: [6, 6] })),
            outcome: { hold: 'firm' },
          },
        },
      },
      ...events.slice(2),
    ];
    const rechained = rechain(meta, forged, meta.id, ids).events;
    expect(() => replay(meta, rechained, rules)).toThrow(/^event 2: recorded dice dice:6,6, but the seed gives dice:/);
  });

  it('a forged outcome of typed dice fails the re-resolution', async () => {
    const { rules, meta, events } = await log();
    const e3 = events[2] as SessionEvent;
    if (e3.body.kind !== 'roll') throw new Error('fixture');
    const forged = events.slice();
    forged[2] = { ...e3, body: { ...e3.body, result: { ...e3.body.result, outcome: { hold: 'firm' } } } };
    expect(() => replay(meta, rechain(meta, forged, meta.id, ids).events, rules)).toThrow(
      /^event 3: recorded outcome \{"hold":"firm"\}, but the dice give \{"hold":"none"\}/,
    );
  });

  it('a removed event, a reordered log and another seed are each caught', async () => {
    const { rules, meta, events } = await log();
    expect(() => replay(meta, [...events.slice(0, 2), ...events.slice(3)], rules)).toThrow(
      /^event 4: out of order: expected event 3/,
    );
    expect(() => replay({ ...meta, seed: 'other' }, events, rules)).toThrow(
      /^event 1: does not start this session's hash chain/,
    );
  });

  it('typed dice rewritten with the outcome and the chain recomputed replay: the chain cannot witness typed dice', async () => {
    // The limit the README and the import dialog state: the chain has no key, and typed dice have no witness
    // but the table. Generator rolls are re-derived from the seed, so the same rewrite of one is caught above.
    const { rules, meta, events } = await log();
    const typed = events[2] as SessionEvent;
    if (typed.body.kind !== 'roll') throw new Error('fixture');
    const rewritten = nextEvent(
      meta,
      replay(meta, events.slice(0, 2), rules),
      { kind: 'roll', procedure: J, dice: '6,6' },
      rules,
      typed.at,
      typed.id,
    ).event;
    const forged = rechain(meta, [...events.slice(0, 2), rewritten, ...events.slice(3)], meta.id, ids).events;
    expect(() => replay(meta, forged, rules)).not.toThrow();
    expect(forged[2]?.body.kind === 'roll' && forged[2].body.result.outcome).toEqual({ hold: 'firm' });
  });

  it('table edits in a settings event are checked as the table editor checks them', async () => {
    const rules = await systemRules('crowbar');
    const { meta, state } = start(rules);
    const overrides = { 'crowbar.j-projector': { none: { hold: '<b>Firm</b>' } } };
    // nextEvent (the app's own writes) trusts the editor's check; replay of a file does not.
    const { events } = run(rules, meta, state, [roll, { kind: 'settings', overrides }]);
    expect(() => replay(meta, events, rules)).toThrow(
      'event 2: its table edits are not valid: table crowbar.j-projector (J-Projector launch), row "none", column "hold": expected one of none, shaky, firm, got "<b>Firm</b>"',
    );
    const unknown = run(rules, meta, state, [
      { kind: 'settings', overrides: { 'crowbar.j-projector': { sometimes: { min: 3 } } } },
    ]).events;
    expect(() => replay(meta, unknown, rules)).toThrow(
      /^event 1: its table edits are not valid: table crowbar\.j-projector \(J-Projector launch\) has no row "sometimes"/,
    );
    // The device reopening its own log (verify off) does not re-check.
    expect(() => replay(meta, events, rules, undefined, { verify: false })).not.toThrow();
  });

  it('a different procedure result (other system rules) is caught', async () => {
    const { meta, events } = await log();
    const other = await systemRules('bloody-beach');
    expect(() => replay(meta, events, other)).toThrow(/^event 1: unknown procedure "crowbar.j-projector"/);
    expect(EFF).toContain('bloody-beach');
  });
});

import { describe, expect, it } from 'vitest';
import { isRoomCode, newRoomCode, parseRoomCode, showRoomCode, type RoomCode } from '../../src/sync/room-code.ts';
import { seatsFor } from '../../src/sync/seats.ts';
import { refusal } from '../../src/sync/request-check.ts';
import type { SharingStatus } from '../../src/sync/session-sync.ts';
import { statusWords } from '../../src/ui/sync/status-words.ts';
import { rulesOf } from '../../src/systems/catalog.ts';
import { loadSystem } from '../../src/systems/registry.ts';
import type { SessionMeta } from '../../src/engine/index.ts';

describe('room codes', () => {
  it('are six characters without look-alikes, typed in any case with or without the dash', () => {
    for (let i = 0; i < 200; i++) {
      const c = newRoomCode();
      expect(c).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
      expect(isRoomCode(c)).toBe(true);
      expect(parseRoomCode(showRoomCode(c).toLowerCase())).toBe(c);
    }
    expect(showRoomCode('K7M4QX' as RoomCode)).toBe('K7M-4QX');
    expect(parseRoomCode(' k7m 4qx ')).toBe('K7M4QX');
  });

  it('say what is wrong with a bad one', () => {
    expect(parseRoomCode('K7M4Q')).toEqual<{ error: unknown }>({ error: expect.stringMatching(/6 characters.*has 5/) });
    expect(parseRoomCode('K7M4Q0')).toEqual<{ error: unknown }>({ error: expect.stringMatching(/no "0"/) });
    expect(isRoomCode('../etc')).toBe(false);
    expect(isRoomCode('k7m4qx')).toBe(false);
  });
});

describe('seats', () => {
  it('are the ones each system has: a referee at Brécourt, both sides in a versus game, an observer everywhere', () => {
    expect(seatsFor('brecourt', {}).map((s) => s.id)).toEqual(['referee', 'us', 'observer']);
    expect(seatsFor('crowbar', { mode: 'solitaire' }).map((s) => s.id)).toEqual(['us', 'observer']);
    expect(seatsFor('crowbar', { mode: 'versus2' }).map((s) => s.id)).toEqual(['us', 'german', 'observer']);
    expect(seatsFor('crowbar', { mode: 'notsocoop3' }).map((s) => s.id)).toEqual(['us', 'observer']);
    expect(seatsFor('bloody-beach', {}).find((s) => s.id === 'german')?.side).toBe('german');
    for (const system of ['brecourt', 'crowbar', 'bloody-beach', 'bloody-omaha', 'dday-omaha']) {
      expect(seatsFor(system, {}).find((s) => s.id === 'observer')?.acts).toBe(false);
    }
  });
});

describe("the host's own refusals", () => {
  it('turn down an observer, table edits and setup settings, and leave the rest to the rules', async () => {
    const system = await loadSystem('crowbar');
    const rules = rulesOf(system);
    const meta = { system: 'crowbar', settings: { mode: 'versus2' } } as unknown as SessionMeta;
    expect(refusal(meta, rules, 'observer', { kind: 'undo' })).toMatch(/only watches/);
    expect(refusal(meta, rules, 'captain', { kind: 'undo' })).toMatch(/no "captain" seat/);
    expect(refusal(meta, rules, 'us', { kind: 'settings', overrides: {} })).toMatch(/Table edits stay on the device/);
    expect(refusal(meta, rules, 'us', { kind: 'settings', settings: { mode: 'solitaire' } })).toMatch(
      /chosen when the session was set up/,
    );
    expect(refusal(meta, rules, 'us', { kind: 'settings', settings: { 'no-such': 1 } })).toMatch(
      /no setting "no-such"/,
    );
    const reading = system.settings.find((s) => !s.setup && !s.freeForm);
    if (!reading) throw new Error('crowbar has a reading to switch');
    expect(refusal(meta, rules, 'us', { kind: 'settings', settings: { [reading.key]: 'not-an-option' } })).toMatch(
      /not one of the choices/,
    );
    expect(
      refusal(meta, rules, 'us', { kind: 'settings', settings: { [reading.key]: reading.options[0]?.value ?? '' } }),
    ).toBeUndefined();
    expect(refusal(meta, rules, 'german', { kind: 'action', action: { type: 'anything' } })).toBeUndefined();
  });
});

describe('the status in words', () => {
  const base: SharingStatus = {
    room: 'K7M4QX' as RoomCode,
    role: 'joined',
    seat: { id: 'us', label: 'US player', does: '', side: 'us', acts: true },
    link: 'online',
    synced: true,
    host: { device: 'h', name: 'Referee tablet', term: 1, since: 0 },
    hostHere: true,
    waiting: 0,
    head: 12,
    roomHead: 12,
    devices: [
      { device: 'h', name: 'Referee tablet', seat: 'referee', role: 'host' },
      { device: 'me', name: 'Phone', seat: 'us', role: 'joined' },
    ],
  };

  it('tells each state apart, the most pressing first', () => {
    expect(statusWords(base)).toMatchObject({ short: 'Joined · US player', tone: 'ok' });
    expect(statusWords({ ...base, link: 'offline', synced: false })).toMatchObject({
      short: 'Offline · event 12',
      tone: 'warn',
    });
    expect(statusWords({ ...base, link: 'offline', synced: false }).long).toMatch(/may be stale/);
    expect(statusWords({ ...base, hostHere: false })).toMatchObject({ short: 'Host gone · waiting', tone: 'warn' });
    expect(statusWords({ ...base, hostHere: false }).long).toMatch(/Referee tablet has left/);
    expect(statusWords({ ...base, waiting: 1 })).toMatchObject({ short: 'Waiting for the host…' });
    expect(statusWords({ ...base, head: 10 })).toMatchObject({ short: 'Catching up · 10 of 12' });
    expect(statusWords({ ...base, problem: 'The shared log differs.' })).toMatchObject({
      short: 'Sharing stopped',
      tone: 'error',
    });
    expect(statusWords({ ...base, role: 'host' })).toMatchObject({ short: 'Host · K7M-4QX · 1 joined' });
    expect(statusWords({ ...base, role: 'host', link: 'offline' })).toMatchObject({ short: 'Host · offline' });
  });
});

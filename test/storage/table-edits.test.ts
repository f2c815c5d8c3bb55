import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { rechain, type BackupExport, type SessionEvent, type SessionExport } from '../../src/engine/index.ts';
import { exportText, ImportError } from '../../src/storage/sessions.ts';
import { jsonAs } from '../json.ts';
import { counts, idMaker, J, makeStore } from './fixtures.ts';

const markup = '<img src=x onerror=alert(1)>';

/** A device with one session of two rolls and one table edit, and its backup. */
async function deviceWithBackup(): Promise<{ backup: BackupExport; session: SessionExport }> {
  const store = makeStore();
  const s = await store.create('crowbar', 'Edits', { seed: 'edits' });
  await store.setOverrideCell(J, 'shaky', 'hold', 'firm');
  await store.append(s.meta.id, { kind: 'roll', procedure: J, dice: '5,5' });
  await store.append(s.meta.id, { kind: 'roll', procedure: J });
  const backup = jsonAs<BackupExport>(exportText(await store.exportAll()));
  return { backup, session: await store.exportSession(s.meta.id) };
}

describe('table edits from files are checked as the table editor checks them', () => {
  it('refuses a backup whose table edits name a bad value, an unknown table or an unknown row, writing nothing', async () => {
    const { backup } = await deviceWithBackup();
    const cases: [object, RegExp][] = [
      [
        { [J]: { firm: { hold: markup } } },
        /row "firm", column "hold": expected one of none, shaky, firm, got "<img src=x onerror=alert\(1\)>"/,
      ],
      [{ [J]: { none: { max: 'abc', min: 99 } } }, /row "none", column "max": expected a number, got "abc"/],
      [{ 'crowbar.nothing': { none: { min: 2 } } }, /there is no table "crowbar\.nothing" in Umpire/],
      [{ [J]: { maybe: { min: 2 } } }, /has no row "maybe"/],
    ];
    for (const [overrides, message] of cases) {
      const device = makeStore();
      await device.create('bloody-beach', 'Already here');
      const before = await counts(device);
      const err = await device.importAll({ ...backup, overrides }, 'backup.json').catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ImportError);
      expect((err as Error).message).toMatch(
        /^Cannot import backup\.json: overrides: table |^Cannot import backup\.json: overrides: there is no table/,
      );
      expect((err as Error).message).toMatch(message);
      expect(await counts(device)).toEqual(before);
    }
  });

  it('refuses a session whose log carries a bad table edit, naming the event, and one whose export-time edits are bad', async () => {
    const { session } = await deviceWithBackup();
    const settings = session.events[0] as SessionEvent;
    expect(settings.body.kind).toBe('settings');
    const forged = session.events.map((e, i) =>
      i === 0 ? { ...e, body: { kind: 'settings' as const, overrides: { [J]: { shaky: { hold: markup } } } } } : e,
    );
    const events = rechain(session.meta, forged, session.meta.id, idMaker('f')).events;
    const device = makeStore();
    await expect(device.importSession({ ...session, events }, 's.json')).rejects.toThrow(
      /^Cannot import s\.json: event 1 is wrong: its table edits are not valid: table crowbar\.j-projector \(J-Projector launch\), row "shaky", column "hold"/,
    );
    await expect(
      device.importSession({ ...session, overrides: { [J]: { shaky: { min: 'x' } } } }, 's.json'),
    ).rejects.toThrow(
      /^Cannot import s\.json: overrides: table crowbar\.j-projector .*row "shaky", column "min": expected a number, got "x"/,
    );
    expect(await counts(device)).toEqual({ sessions: 0, events: 0, snapshots: 0, overrides: 0 });
  });

  it('refuses an edit in the app that the editor would refuse, keeping the edits there were', async () => {
    const store = makeStore();
    await store.setOverrideCell(J, 'none', 'max', 7);
    await expect(store.setOverrideCell(J, 'none', 'min', 99)).rejects.toThrow(
      /column "min": expected a number ≤ 12, got 99/,
    );
    await expect(store.setOverrideCell(J, 'nobody', 'min', 3)).rejects.toThrow(/has no row "nobody"/);
    await expect(store.setOverrideCell('crowbar.missing', 'none', 'min', 3)).rejects.toThrow(
      /there is no table "crowbar\.missing"/,
    );
    expect(await store.getOverrides()).toEqual({ [J]: { none: { max: 7 } } });
  });
});

describe('packs in the store', () => {
  it("exports a system's corrections as a pack and installs it on another device, where rolls use it", async () => {
    const owner = makeStore();
    await owner.setOverrideCell(J, 'none', 'max', 7);
    await owner.setOverrideCell(J, 'shaky', 'min', 8);
    await owner.setOverrideCell('bloody-beach.efficiency-ratings', '352', 'rating', 5);
    const pack = await owner.exportPack('crowbar', 'Club corrections');
    expect(pack.title).toBe('Club corrections');
    expect(Object.keys(pack.tables)).toEqual([J]);
    const club = makeStore();
    await club.setOverrideCell(J, 'firm', 'min', 11);
    expect(await club.importPack(JSON.stringify(pack), 'club.json')).toEqual([J]);
    // The pack sets the table's corrections: those made here before are replaced by the pack's.
    expect(await club.getOverrides()).toEqual({ [J]: { none: { max: 7 }, shaky: { min: 8 } } });
    const s = await club.create('crowbar', 'With the pack');
    const r = await club.append(s.meta.id, { kind: 'roll', procedure: J, dice: '4,4' });
    expect(r.event.body.kind === 'roll' && r.event.body.result.outcome).toEqual({ hold: 'shaky' });
  });

  it('installs nothing from a pack with one bad entry, and names its table, row and column', async () => {
    const owner = makeStore();
    await owner.setOverrideCell(J, 'none', 'max', 7);
    await owner.setOverrideCell('crowbar.grappling', 'firm', 'min', 11);
    const pack = await owner.exportPack();
    const grappling = pack.tables['crowbar.grappling'];
    expect(grappling?.rows[2]?.key).toBe('firm');
    const rows = grappling?.rows.map((r, i) => (i === 2 ? { ...r, values: { ...r.values, hold: markup } } : r));
    const club = makeStore();
    await club.setOverrideCell(J, 'firm', 'min', 11);
    const before = await club.getOverrides();
    const bad = { ...pack, tables: { ...pack.tables, 'crowbar.grappling': { ...grappling, rows } } };
    await expect(club.importPack(bad, 'club.json')).rejects.toThrow(
      /^Cannot import club\.json: tables\.crowbar\.grappling\.rows\[2\]\.values\.hold: row "firm", column "hold": expected one of none, shaky, firm/,
    );
    expect(await club.getOverrides()).toEqual(before);
  });
});

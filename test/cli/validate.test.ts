import 'fake-indexeddb/auto';
import { execFileSync } from 'node:child_process';
import { mkdtemp, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rechain, type BackupExport, type SessionEvent, type TableData } from '../../src/engine/index.ts';
import { exportText } from '../../src/storage/sessions.ts';
import { jsonAs, shippedTable } from '../json.ts';
import { idMaker, J, makeStore, systemRules } from '../storage/fixtures.ts';
import { tempFile, umpire, type Validated } from './umpire.ts';

const j = (): Promise<TableData> => shippedTable('crowbar', 'j-projector');

describe('umpire validate reads only what it should', () => {
  it('refuses a device, a folder and a FIFO without reading them, and a file over 20 MB before reading it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'umpire-'));
    const fifo = join(dir, 'pipe.json');
    execFileSync('mkfifo', [fifo]);
    const big = join(dir, 'big.json');
    await writeFile(big, '');
    await truncate(big, 21 * 1024 * 1024);
    const cases: [string, string][] = [
      ['/dev/urandom', 'umpire: /dev/urandom: not a regular file (a device, pipe or folder is not read)'],
      [dir, `umpire: ${dir}: not a regular file (a device, pipe or folder is not read)`],
      [fifo, `umpire: ${fifo}: not a regular file (a device, pipe or folder is not read)`],
      [big, `umpire: ${big}: 21.0 MB, larger than the 20 MB an Umpire file may be`],
      [join(dir, 'absent.json'), `umpire: ${join(dir, 'absent.json')}: cannot read (ENOENT)`],
    ];
    for (const [file, message] of cases) {
      const r = await umpire(['validate', file]);
      expect(r.code).not.toBe(0);
      expect(r.err).toBe(message);
    }
  });

  it('names the file of JSON nested too deep, and accepts a table saved with a byte-order mark', async () => {
    const deep = await tempFile('deep.json', `${'['.repeat(2000)}${']'.repeat(2000)}`);
    expect((await umpire(['validate', deep])).err).toBe(
      `umpire: ${deep}: (root): nested more than 64 levels deep (arrays and objects inside each other); no Umpire file needs that`,
    );
    const bom = await tempFile('bom.json', `\uFEFF${JSON.stringify(await j())}`);
    const r = await umpire(['validate', bom]);
    expect(r.err).toBe('');
    expect(jsonAs<Validated>(r.out).valid[0]).toMatchObject({ kind: 'table', id: 'crowbar.j-projector' });
  });

  it('checks a 20 MB table of 20,000 options (in linear time: this took minutes when the check was quadratic)', async () => {
    const options = Array.from({ length: 20_000 }, (_, i) => `option-${i}`);
    const rows = Array.from({ length: 330_000 }, (_, i) => ({
      key: `r${i}`,
      values: { a: options[i % options.length], n: i },
    }));
    const table = {
      id: 'crowbar.big',
      system: 'crowbar',
      title: 'Big',
      source: 'X',
      columns: [
        { key: 'a', label: 'A', type: 'string', options },
        { key: 'n', label: 'N', type: 'number' },
      ],
      rows,
    };
    const file = await tempFile('big-table.json', JSON.stringify(table));
    const r = await umpire(['validate', file]);
    expect(r.err).toBe('');
    expect(jsonAs<Validated>(r.out).valid[0]).toMatchObject({ kind: 'table', id: 'crowbar.big' });
  });
});

describe('umpire validate checks table edits as the table editor does', () => {
  it('validates a pack, and names table, row and column in a bad one', async () => {
    const table = await j();
    const good = await tempFile(
      'pack.json',
      JSON.stringify({ kind: 'umpire-pack', title: 'Club', tables: { [J]: table } }),
    );
    expect(jsonAs<Validated>((await umpire(['validate', good])).out).valid[0]).toEqual({
      file: good,
      kind: 'pack',
      id: '1 tables',
    });
    const rows = table.rows.map((r) => (r.key === 'none' ? { ...r, values: { ...r.values, max: 'abc' } } : r));
    const bad = await tempFile(
      'pack.json',
      JSON.stringify({ kind: 'umpire-pack', tables: { [J]: { ...table, rows } } }),
    );
    const r = await umpire(['validate', bad]);
    expect(r.code).not.toBe(0);
    expect(r.err).toBe(
      `umpire: ${bad}: tables.crowbar.j-projector.rows[0].values.max: row "none", column "max": expected a number, got "abc"`,
    );
    const unknown = await tempFile(
      'pack.json',
      JSON.stringify({ kind: 'umpire-pack', tables: { 'crowbar.nothing': { ...table, id: 'crowbar.nothing' } } }),
    );
    expect((await umpire(['validate', unknown])).err).toBe(
      `umpire: ${unknown}: tables.crowbar.nothing: a table Umpire ships (a pack corrects values; it cannot add tables)`,
    );
  });

  it('refuses a backup with a bad table edit and a session whose log carries one', async () => {
    const store = makeStore({ rules: systemRules });
    const s = await store.create('crowbar', 'Edits', { seed: 'v' });
    await store.setOverrideCell(J, 'shaky', 'hold', 'firm');
    await store.append(s.meta.id, { kind: 'roll', procedure: J, dice: '6,6' });
    const backup = jsonAs<BackupExport>(exportText(await store.exportAll()));
    expect((await umpire(['validate', await tempFile('b.json', JSON.stringify(backup))])).code).toBe(0);
    const badBackup = await tempFile(
      'b.json',
      JSON.stringify({ ...backup, overrides: { [J]: { none: { max: 'abc', min: 99 } } } }),
    );
    expect((await umpire(['validate', badBackup])).err).toBe(
      `umpire: ${badBackup}: overrides: table crowbar.j-projector (J-Projector launch), row "none", column "max": expected a number, got "abc"`,
    );
    const x = await store.exportSession(s.meta.id);
    const forged = x.events.map((e, i) =>
      i === 0
        ? { ...e, body: { kind: 'settings' as const, overrides: { [J]: { firm: { hold: '<script>x</script>' } } } } }
        : e,
    );
    const events: SessionEvent[] = rechain(x.meta, forged, x.meta.id, idMaker('f')).events;
    const badSession = await tempFile('s.json', JSON.stringify({ ...x, events }));
    expect((await umpire(['validate', badSession])).err).toMatch(
      /^umpire: .*s\.json: session "Edits": event 1 is wrong: its table edits are not valid: table crowbar\.j-projector \(J-Projector launch\), row "firm", column "hold": expected one of none, shaky, firm/,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { parseCell } from '../../src/ui/tables/parse-cell.ts';
import { percent, signed } from '../../src/ui/procedure/format.ts';
import { parseRoute, routeHash, type Route } from '../../src/ui/router.ts';
import { SchemaError, type TableColumn } from '../../src/engine/index.ts';
import { ImportError, StorageFullError } from '../../src/storage/errors.ts';
import {
  bytes,
  cancelMessage,
  packMessage,
  refusalMessage,
  storageFullMessage,
  storageLine,
  typedDiceNote,
} from '../../src/ui/home/messages.ts';

describe('table cells typed in the tables view', () => {
  const num: TableColumn = { key: 'max', label: 'Sum to', type: 'number', min: 2, max: 12 };
  const hold: TableColumn = { key: 'hold', label: 'Hold', type: 'string', options: ['none', 'shaky', 'firm'] };
  const flag: TableColumn = { key: 'f', label: 'Flag', type: 'boolean' };

  it('reads numbers within the column range, and empty as no value', () => {
    expect(parseCell(num, ' 9 ')).toBe(9);
    expect(parseCell(num, '')).toBeNull();
  });
  it('refuses text in a number column and numbers out of range, in one sentence', () => {
    expect(() => parseCell(num, 'abc')).toThrow('"abc" is not a number');
    for (const t of ['0x7', '0b11', '7e0']) expect(() => parseCell(num, t)).toThrow(`"${t}" is not a number`);
    expect(() => parseCell(num, '13')).toThrow(/≤ 12/);
    expect(() => parseCell(num, '1')).toThrow(/≥ 2/);
  });
  it('keeps a string column to its options', () => {
    expect(parseCell(hold, 'firm')).toBe('firm');
    expect(() => parseCell(hold, 'solid')).toThrow(/one of none, shaky, firm/);
  });
  it('reads yes and no for true and false', () => {
    expect(parseCell(flag, 'yes')).toBe(true);
    expect(parseCell(flag, 'No')).toBe(false);
    expect(() => parseCell(flag, 'maybe')).toThrow('expected yes or no');
  });
});

describe('numbers as the panel prints them', () => {
  it('percentages', () => {
    expect(percent(1)).toBe('100%');
    expect(percent(0)).toBe('0%');
    expect(percent(0.7222222)).toBe('72.2%');
    expect(percent(0.0004)).toBe('<0.1%');
    expect(percent(0.9995)).toBe('>99.9%');
  });
  it('signed modifiers', () => {
    expect(signed(2)).toBe('+2');
    expect(signed(-1)).toBe('−1');
    expect(signed(0)).toBe('±0');
  });
});

describe('routes in the location hash', () => {
  it('round-trip every screen', () => {
    const routes: Route[] = [
      { name: 'home' },
      { name: 'settings' },
      { name: 'session', id: 'a b/c' },
      { name: 'session', id: 'x', sub: 'notes' },
      { name: 'session', id: 'x', sub: 'help' },
      { name: 'tables', system: 'crowbar' },
      { name: 'tables', system: 'crowbar', table: 'crowbar.j-projector' },
    ];
    for (const r of routes) expect(parseRoute(routeHash(r))).toEqual(r);
  });
  it('falls back to home for anything unknown', () => {
    expect(parseRoute('#/nowhere')).toEqual({ name: 'home' });
    expect(parseRoute('')).toEqual({ name: 'home' });
  });
});

describe('what an import says when it ends', () => {
  it('a refused file: one sentence naming the file, the fault, and that nothing changed', () => {
    const e = new ImportError(
      'Cannot import a.json: event 12 is wrong: its content does not match its hash (the event was changed).',
      'a.json',
    );
    expect(refusalMessage(e, 'a.json')).toBe(
      'a.json was not imported, and nothing was changed: event 12 is wrong: its content does not match its hash (the event was changed).',
    );
  });
  it('a file that is not an Umpire file, or not JSON', () => {
    expect(refusalMessage(new SchemaError('.format', 'expected "umpire-session"', 'b.json'), 'b.json')).toBe(
      'b.json was not imported, and nothing was changed: it is not an Umpire session, backup or pack file.',
    );
    expect(
      refusalMessage(new SchemaError('(root)', 'not valid JSON (Unexpected end of JSON input)', 'b.json'), 'b.json'),
    ).toBe('b.json was not imported, and nothing was changed: not valid JSON (Unexpected end of JSON input).');
    expect(refusalMessage(new SchemaError('.events[3].seq', 'expected a number, got "x"', 'b.json'), 'b.json')).toBe(
      'b.json was not imported, and nothing was changed: at events[3].seq, expected a number, got "x".',
    );
  });
  it('a full disk says what to do', () => {
    expect(refusalMessage(new StorageFullError(), 'c.json')).toBe(
      'The device is out of storage space, so c.json was not imported and nothing saved was lost: free some space, or export and delete old sessions, then try again.',
    );
  });
  it('a cancelled import', () => {
    expect(cancelMessage('d.json', 0)).toBe('Import of d.json cancelled: nothing from it was saved.');
    expect(cancelMessage('d.json', 2)).toBe(
      'Import of d.json cancelled: nothing from it was saved (the 2 files before it were imported).',
    );
  });
});

describe('what an import says about typed dice and packs', () => {
  const roll = (dice?: Record<string, number[]>) => ({ body: { kind: 'roll', ...(dice ? { dice } : {}) } });
  it('names how many rolls had dice typed in, which the file cannot prove', () => {
    const events = (list: ReturnType<typeof roll>[]) => ({ events: list }) as never;
    expect(typedDiceNote([events([roll(), roll()])])).toBe('');
    expect(typedDiceNote([events([roll({ d: [6, 6] }), roll()])])).toBe(
      ' One roll was typed in at the table: the file cannot prove its dice, only the players who saw them can.',
    );
    expect(typedDiceNote([events([roll({ d: [1] })]), events([roll({ d: [2] }), roll({ d: [3] })])])).toBe(
      ' 3 rolls were typed in at the table: the file cannot prove their dice, only the players who saw them can.',
    );
  });
  it('says how many tables a pack set', () => {
    expect(packMessage('club.json', 1)).toBe('Pack club.json installed: one table now uses its corrections.');
    expect(packMessage('club.json', 4)).toBe('Pack club.json installed: 4 tables now use its corrections.');
  });
});

describe('the storage line and a full disk on the home screen', () => {
  it('says what was not done, that nothing was lost, and what to do, in one sentence', () => {
    const m = storageFullMessage({ kind: 'duplicate', name: 'Night drop' });
    expect(m).toBe(
      'The device is out of storage space, so the copy of "Night drop" was not made and nothing saved was lost: free some space, or export and delete old sessions, then try again.',
    );
    expect(m.match(/[.!?](\s+[A-Z]|$)/g)?.length).toBe(1);
    expect(storageFullMessage({ kind: 'new', system: 'Crowbar!' })).toContain(
      'so the new Crowbar! session was not created and nothing saved was lost',
    );
    expect(storageFullMessage({ kind: 'rename', name: 'A' })).toContain('"A" was not renamed');
    expect(storageFullMessage({ kind: 'delete', name: 'A' })).toContain('"A" was not deleted');
  });
  it('space used, of the quota when known, and persistence', () => {
    expect(storageLine({ usage: 3_250_000, quota: 10 * 1024 ** 3, persisted: true })).toEqual({
      used: '3.1 MB used of 10.0 GB',
      persistent: true,
    });
    expect(storageLine({ usage: 2048 })).toEqual({ used: '2 kB used', persistent: false });
    expect(storageLine({})).toEqual({ used: 'Space used unknown', persistent: false });
    expect(bytes(512)).toBe('512 B');
    expect(bytes(undefined)).toBe('unknown');
  });
});

import { describe, expect, it } from 'vitest';
import {
  checkOverrideValues,
  makePack,
  packOverrides,
  readPackText,
  SchemaError,
  type TableData,
  type TableLookup,
  type TableOverrides,
} from '../../src/engine/index.ts';
import { loadSystem } from '../../src/systems/registry.ts';

async function crowbarTables(): Promise<{ tables: readonly TableData[]; lookup: TableLookup }> {
  const tables = (await loadSystem('crowbar')).tables;
  const byId = new Map(tables.map((t) => [t.id, t]));
  return { tables, lookup: (id) => byId.get(id) };
}

function problem(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (e instanceof SchemaError) return e.message;
    throw e;
  }
  return 'no problem';
}

describe('table edits are checked as the table editor checks a cell', () => {
  it('accepts edits of shipped tables within their columns', async () => {
    const { lookup } = await crowbarTables();
    expect(
      problem(() =>
        checkOverrideValues(
          { 'crowbar.j-projector': { none: { max: 7, hold: 'none' }, shaky: { min: 8 } } },
          lookup,
          '.overrides',
          'b.json',
        ),
      ),
    ).toBe('no problem');
  });

  it('names the table, row and column of each kind of fault', async () => {
    const { lookup } = await crowbarTables();
    const check = (o: TableOverrides): string => problem(() => checkOverrideValues(o, lookup, '.overrides', 'b.json'));
    // The cases of issue 14: a markup string as an outcome, a text and an out-of-range number as sums.
    expect(check({ 'crowbar.j-projector': { firm: { hold: '<img src=x onerror=alert(1)>' } } })).toBe(
      'b.json: overrides: table crowbar.j-projector (J-Projector launch), row "firm", column "hold": expected one of none, shaky, firm, got "<img src=x onerror=alert(1)>"',
    );
    expect(check({ 'crowbar.j-projector': { none: { max: 'abc' } } })).toBe(
      'b.json: overrides: table crowbar.j-projector (J-Projector launch), row "none", column "max": expected a number, got "abc"',
    );
    expect(check({ 'crowbar.j-projector': { none: { min: 99 } } })).toBe(
      'b.json: overrides: table crowbar.j-projector (J-Projector launch), row "none", column "min": expected a number ≤ 12, got 99',
    );
    expect(check({ 'crowbar.nothing': { none: { min: 2 } } })).toBe(
      'b.json: overrides: there is no table "crowbar.nothing" in Umpire',
    );
    expect(check({ 'crowbar.j-projector': { maybe: { min: 2 } } })).toBe(
      'b.json: overrides: table crowbar.j-projector (J-Projector launch) has no row "maybe"',
    );
    expect(check({ 'crowbar.j-projector': { none: { colour: 2 } } })).toBe(
      'b.json: overrides: table crowbar.j-projector (J-Projector launch), row "none": no column "colour" (columns: min, max, hold)',
    );
  });
});

describe('packs', () => {
  it('round-trips the corrections it was made from, keeping only values that differ from the shipped ones', async () => {
    const { tables, lookup } = await crowbarTables();
    const overrides = { 'crowbar.j-projector': { none: { max: 7 }, shaky: { min: 8 } } };
    const pack = makePack(tables, overrides, 'Club corrections');
    expect(Object.keys(pack.tables)).toEqual(['crowbar.j-projector']);
    expect(pack.tables['crowbar.j-projector']?.rows.find((r) => r.key === 'none')?.values).toEqual({
      min: 2,
      max: 7,
      hold: 'none',
    });
    expect(packOverrides(JSON.parse(JSON.stringify(pack)), lookup, 'p.json')).toEqual(overrides);
  });

  it('reads a pack that lists only the rows it corrects, with a byte-order mark', async () => {
    const { tables, lookup } = await crowbarTables();
    const shipped = tables.find((t) => t.id === 'crowbar.j-projector') as TableData;
    const pack = {
      kind: 'umpire-pack',
      tables: {
        [shipped.id]: { ...shipped, rows: [{ ...shipped.rows[2], values: { min: 11, max: 12, hold: 'firm' } }] },
      },
    };
    expect(packOverrides(readPackText(`\uFEFF${JSON.stringify(pack)}`, 'p.json'), lookup, 'p.json')).toEqual({
      'crowbar.j-projector': { firm: { min: 11 } },
    });
  });

  it('refuses, naming table, row and column, what the editor would refuse', async () => {
    const { tables, lookup } = await crowbarTables();
    const shipped = tables.find((t) => t.id === 'crowbar.j-projector') as TableData;
    const withRow = (row: object): unknown => ({
      kind: 'umpire-pack',
      tables: { [shipped.id]: { ...shipped, rows: [row] } },
    });
    const read = (v: unknown): string => problem(() => packOverrides(v, lookup, 'p.json'));
    expect(read(withRow({ key: 'none', values: { min: 2, max: 'abc', hold: 'none' } }))).toBe(
      'p.json: tables.crowbar.j-projector.rows[0].values.max: row "none", column "max": expected a number, got "abc"',
    );
    expect(read(withRow({ key: 'none', values: { min: 99 } }))).toBe(
      'p.json: tables.crowbar.j-projector.rows[0].values.min: row "none", column "min": expected a number ≤ 12, got 99',
    );
    expect(read(withRow({ key: 'sometimes', values: { min: 3 } }))).toBe(
      'p.json: tables.crowbar.j-projector: table crowbar.j-projector (J-Projector launch) has no row "sometimes"',
    );
    // A pack table that widens a column cannot widen what the app accepts.
    const widened = {
      ...shipped,
      columns: shipped.columns.map((c) => (c.key === 'hold' ? { ...c, options: [...(c.options ?? []), 'glued'] } : c)),
      rows: [{ key: 'firm', values: { hold: 'glued' } }],
    };
    expect(read({ kind: 'umpire-pack', tables: { [shipped.id]: widened } })).toBe(
      'p.json: tables.crowbar.j-projector: table crowbar.j-projector (J-Projector launch), row "firm", column "hold": expected one of none, shaky, firm, got "glued"',
    );
    expect(read({ kind: 'umpire-pack', tables: { 'crowbar.extra': { ...shipped, id: 'crowbar.extra' } } })).toBe(
      'p.json: tables.crowbar.extra: a table Umpire ships (a pack corrects values; it cannot add tables)',
    );
    expect(read({ kind: 'umpire-pack', tables: { 'crowbar.grappling': shipped } })).toBe(
      'p.json: tables.crowbar.grappling.id: "crowbar.grappling" (the key it is filed under), got "crowbar.j-projector"',
    );
    expect(read({ kind: 'umpire-pack', tables: {}, maps: {} })).toMatch(/^p\.json: maps: no such key here/);
    expect(read(JSON.parse(`{"kind":"umpire-pack","tables":{"__proto__":${JSON.stringify(shipped)}}}`))).toBe(
      'p.json: tables.__proto__: a reserved key, refused',
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  arr,
  int,
  MAX_JSON_DEPTH,
  obj,
  optional,
  parseDecimal,
  parseDecimalInt,
  parseJson,
  SchemaError,
  str,
  validate,
  validateTable,
} from '../../src/engine/index.ts';

const goodTable = {
  id: 'x.t',
  system: 'x',
  title: 'T',
  source: '1.1',
  columns: [{ key: 'n', label: 'N', type: 'number', min: 0, max: 6 }],
  rows: [{ key: 'a', values: { n: 3 } }],
};

describe('schema', () => {
  it('names the path and what was expected', () => {
    const check = obj({ rows: arr(obj({ n: int({ min: 0 }), label: optional(str()) })) });
    expect(() => validate(check, { rows: [{ n: 1 }, { n: -2 }] }, 'f.json')).toThrow(
      'f.json: rows[1].n: expected a number ≥ 0, got -2',
    );
  });

  it('refuses __proto__ keys', () => {
    const value: unknown = JSON.parse('{"rows": [], "__proto__": {"polluted": true}}');
    expect(() => validate(obj({ rows: arr(int()) }), value)).toThrow(/__proto__: a reserved key, refused/);
  });

  it('reports malformed JSON with the file name', () => {
    expect(() => parseJson('{"a": ', 'bad.json')).toThrow(SchemaError);
    expect(() => parseJson('{"a": ', 'bad.json')).toThrow(/^bad\.json: \(root\): not valid JSON/);
  });
});

describe('tables', () => {
  it('accepts a sourced table', () => {
    expect(validateTable(goodTable).rows).toHaveLength(1);
  });

  it('demands a source or provisional with a note on every row', () => {
    const { source: _, ...unsourced } = goodTable;
    expect(() => validateTable(unsourced, 't.json')).toThrow(
      't.json: rows[0]: a "source" (the rules section) or "provisional": true with a note',
    );
    expect(() => validateTable({ ...unsourced, provisional: true }, 't.json')).toThrow(
      /provisional table needs a note/,
    );
    expect(validateTable({ ...unsourced, provisional: true, note: 'not printed' }).provisional).toBe(true);
  });

  it('checks cells against their column', () => {
    const bad = { ...goodTable, rows: [{ key: 'a', values: { n: 9 } }] };
    expect(() => validateTable(bad, 't.json')).toThrow(
      't.json: rows[0].values.n: row "a", column "n": expected a number ≤ 6, got 9',
    );
    const unknown = { ...goodTable, rows: [{ key: 'a', values: { m: 1 } }] };
    expect(() => validateTable(unknown)).toThrow(/no column "m"/);
  });

  it('refuses duplicate row keys', () => {
    expect(() =>
      validateTable({
        ...goodTable,
        rows: [
          { key: 'a', values: {} },
          { key: 'a', values: {} },
        ],
      }),
    ).toThrow(/appears twice/);
  });
});

describe('hostile text', () => {
  it('accepts a UTF-8 byte-order mark before the JSON', () => {
    expect(parseJson('\uFEFF{"a":1}', 'bom.json')).toEqual({ a: 1 });
  });

  it('refuses nesting deeper than the limit before parsing, naming the file', () => {
    const deep = `${'['.repeat(2000)}${']'.repeat(2000)}`;
    expect(() => parseJson(deep, 'deep.json')).toThrow(
      `deep.json: (root): nested more than ${MAX_JSON_DEPTH} levels deep`,
    );
    // Brackets inside strings do not count, escaped quotes included.
    expect(parseJson(`{"a":"\\"${'['.repeat(500)}"}`, 'ok.json')).toEqual({ a: `"${'['.repeat(500)}` });
    const atLimit = `${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`;
    expect(() => parseJson(atLimit, 'limit.json')).not.toThrow();
  });

  it('reads decimal numbers only', () => {
    for (const t of ['0x7', '0b111', '7e0', '0o7', '+7', '7.', '.5', 'Infinity', 'NaN', '', '1_000', '७']) {
      expect(parseDecimalInt(t), t).toBeUndefined();
    }
    expect(parseDecimalInt(' 12 ')).toBe(12);
    expect(parseDecimalInt('-3')).toBe(-3);
    expect(parseDecimal('-0.5')).toBe(-0.5);
    expect(parseDecimal('1e3')).toBeUndefined();
  });
});

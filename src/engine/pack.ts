/**
 * A pack: an owner's corrections of the shipped tables, in one file to keep and share.
 *
 *   {"kind": "umpire-pack", "title": "...", "tables": {"<table id>": <a table in the format of tables/>}}
 *
 * A pack table is the shipped table with corrected values (it may list only the rows it corrects). It is held
 * to the table editor's rules: the table, each row and each column must be ones Umpire ships, and each value
 * must have the shipped column's type, range and options; a pack cannot add rows, columns or tables. What a
 * pack stands for is the values that differ from the shipped ones (table overrides). Maps and scenario data
 * are not in packs yet: a key other than these is refused, so a later pack is never half-read.
 */
import { isRecord, required } from './guards.ts';
import { json, literal, obj, optional, parseJson, record, SchemaError, str, validate } from './schema.ts';
import {
  applyOverrides,
  checkOverrideValues,
  validateTable,
  type Cell,
  type TableData,
  type TableLookup,
  type TableOverrides,
} from './tables.ts';

export const PACK_KIND = 'umpire-pack';
/** Largest pack file read (characters). */
export const MAX_PACK_FILE_CHARS = 20 * 1024 * 1024;

export interface Pack {
  readonly kind: typeof PACK_KIND;
  readonly title?: string;
  readonly tables: Readonly<Record<string, TableData>>;
}

const packShape = obj({
  $schema: optional(str()),
  kind: literal(PACK_KIND),
  title: optional(str({ max: 200 })),
  tables: record(json),
});

/** The pack's tables, each checked as a table document and against the table Umpire ships. */
function checkTables(tables: Readonly<Record<string, unknown>>, lookup: TableLookup, file: string): TableData[] {
  return Object.entries(tables).map(([id, value]) => {
    const at = `.tables.${id}`;
    let table: TableData;
    try {
      table = validateTable(value);
    } catch (e) {
      throw e instanceof SchemaError ? new SchemaError(`${at}${e.path}`, e.expected, file) : e;
    }
    if (table.id !== id)
      throw new SchemaError(`${at}.id`, `"${id}" (the key it is filed under), got "${table.id}"`, file);
    const shipped = lookup(id);
    if (!shipped)
      throw new SchemaError(at, 'a table Umpire ships (a pack corrects values; it cannot add tables)', file);
    if (table.system !== shipped.system)
      throw new SchemaError(`${at}.system`, `"${shipped.system}", got "${table.system}"`, file);
    return table;
  });
}

/** The values of a pack table that differ from the shipped ones. */
function changedValues(table: TableData, shipped: TableData): Record<string, Record<string, Cell>> {
  const rows: Record<string, Record<string, Cell>> = {};
  const shippedRows = new Map(shipped.rows.map((r) => [r.key, r]));
  for (const row of table.rows) {
    const before = shippedRows.get(row.key)?.values ?? {};
    for (const [column, v] of Object.entries(row.values)) {
      if (Object.hasOwn(before, column) && before[column] === v) continue;
      (rows[row.key] ??= {})[column] = v;
    }
  }
  return rows;
}

/**
 * Checks a parsed pack and returns the table overrides it stands for (the values that differ from the
 * shipped ones). Throws SchemaError naming the file, the table, the row and the column of the first fault;
 * the caller writes nothing unless the whole pack passes.
 */
export function packOverrides(value: unknown, lookup: TableLookup, file: string): TableOverrides {
  const pack = validate(packShape, value, file);
  const tables = checkTables(pack.tables, lookup, file);
  const overrides: Record<string, Record<string, Record<string, Cell>>> = {};
  for (const table of tables) {
    const rows: Record<string, Record<string, Cell>> = {};
    for (const row of table.rows) rows[row.key] = { ...row.values };
    // Rows, columns and values are held to the shipped table exactly as an edit in the app would be.
    checkOverrideValues({ [table.id]: rows }, lookup, `.tables.${table.id}`, file);
    overrides[table.id] = changedValues(table, required(lookup(table.id), `table ${table.id}`));
  }
  return overrides;
}

/** Reads a pack file's text (size cap, then JSON); packOverrides checks what it holds. */
export function readPackText(text: string, file: string): unknown {
  if (text.length > MAX_PACK_FILE_CHARS)
    throw new SchemaError(
      '(root)',
      `the file is too large (${(text.length / 1048576).toFixed(1)} MB; a pack is at most ${MAX_PACK_FILE_CHARS / 1048576} MB)`,
      file,
    );
  return parseJson(text, file);
}

/** True for a parsed document that says it is a pack (then packOverrides checks it). */
export function isPackDocument(value: unknown): boolean {
  return isRecord(value) && value.kind === PACK_KIND;
}

/** A pack of every corrected table: each is the shipped table with the corrections applied. */
export function makePack(shipped: readonly TableData[], overrides: TableOverrides, title?: string): Pack {
  const tables: Record<string, TableData> = {};
  for (const t of shipped) {
    const rows = overrides[t.id];
    if (rows && Object.keys(rows).length > 0) tables[t.id] = applyOverrides(t, overrides);
  }
  return { kind: PACK_KIND, ...(title ? { title } : {}), tables };
}

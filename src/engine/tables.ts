import { isOneOf } from './guards.ts';
import {
  arr,
  bool,
  byType,
  describeValue,
  literal,
  num,
  obj,
  optional,
  record,
  SchemaError,
  str,
  validate,
  type Check,
  type Checked,
} from './schema.ts';

/** One value of a table: printed in the rules (with its section) or provisional (with a note). */
export type Cell = number | string | boolean | null;

/** The user's replacements: table id -> row key -> column key -> value. */
export type TableOverrides = Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, Cell>>>>>>;

const ID = /^[a-z0-9][a-z0-9.-]*$/;

const cell: Check<Cell> = byType<Cell>('a number, string, true/false or null', {
  number: num(),
  string: str(),
  boolean: bool,
  null: () => null,
});

const columnCheck = obj({
  key: str({ pattern: /^[A-Za-z0-9_+-]+$/ }),
  label: str({ min: 1 }),
  type: literal('number', 'string', 'boolean'),
  min: optional(num()),
  max: optional(num()),
  options: optional(arr(str())),
});

const rowCheck = obj({
  key: str({ min: 1 }),
  label: optional(str()),
  values: record(cell),
  source: optional(str({ min: 1 })),
  provisional: optional(bool),
  note: optional(str({ min: 1 })),
});

const tableShape = obj({
  $schema: optional(str()),
  id: str({ pattern: ID }),
  system: str({ pattern: ID }),
  title: str({ min: 1 }),
  description: optional(str()),
  /** Section of the rules the table is printed in; rows inherit it. */
  source: optional(str({ min: 1 })),
  /** The whole table is not printed in the rules text; rows inherit it (with a note saying what is missing). */
  provisional: optional(bool),
  note: optional(str({ min: 1 })),
  /** Why no procedure or game step reads this table: it is shown for reference only (an owner's edit changes nothing). */
  referenceOnly: optional(str({ min: 1 })),
  columns: arr(columnCheck, { min: 1 }),
  rows: arr(rowCheck),
});

// The types are the checks' own, so a field added to one is in the other.
export type TableColumn = Checked<typeof columnCheck>;
/** One row: printed in the rules (with its section) or provisional (with a note). */
export type TableRow = Checked<typeof rowCheck>;
export type TableData = Checked<typeof tableShape>;

/** Lists at most a dozen options in a message (a column may have thousands). */
function listOptions(options: readonly string[]): string {
  return options.length > 12 ? `${options.slice(0, 12).join(', ')}… (${options.length} options)` : options.join(', ');
}

/**
 * A column's check of one value (its type, range and options), compiled once so a table of many rows or many
 * options is checked in linear time: returns what is wrong, or undefined when the value fits. Null (an empty
 * cell) always fits, as in the table editor.
 */
export function columnChecker(column: TableColumn): (value: Cell) => string | undefined {
  const options = column.options ? new Set(column.options) : undefined;
  return (value) => {
    if (value === null) return undefined;
    switch (column.type) {
      case 'number':
        if (typeof value !== 'number' || !Number.isFinite(value))
          return `expected a number, got ${describeValue(value)}`;
        if (column.min !== undefined && value < column.min) return `expected a number ≥ ${column.min}, got ${value}`;
        if (column.max !== undefined && value > column.max) return `expected a number ≤ ${column.max}, got ${value}`;
        return undefined;
      case 'boolean':
        return typeof value === 'boolean' ? undefined : `expected true or false, got ${describeValue(value)}`;
      case 'string':
        if (typeof value !== 'string') return `expected text, got ${describeValue(value)}`;
        if (options && column.options && !options.has(value))
          return `expected one of ${listOptions(column.options)}, got ${describeValue(value)}`;
        return undefined;
    }
  };
}

/** Checks one value against its column; throws SchemaError at `path` naming the column. */
export function checkCellValue(column: TableColumn, value: Cell, path: string): void {
  const problem = columnChecker(column)(value);
  if (problem) throw new SchemaError(path, `column ${column.key}: ${problem}`);
}

/** Checks a table document: shape, unique row keys, cell types, and provenance of every row (linear in its size). */
export function validateTable(value: unknown, file?: string): TableData {
  const t: TableData = validate(tableShape, value, file);
  const at = (path: string, expected: string): SchemaError => new SchemaError(path, expected, file);
  if (t.provisional && !t.note) throw at('.note', 'a provisional table needs a note saying what is missing');
  const checkers = new Map(t.columns.map((c) => [c.key, columnChecker(c)]));
  const keys = new Set<string>();
  t.rows.forEach((row, i) => {
    const path = `.rows[${i}]`;
    if (keys.has(row.key)) throw at(`${path}.key`, `row key "${row.key}" appears twice`);
    keys.add(row.key);
    const provisional = row.provisional ?? t.provisional ?? false;
    if (!provisional && !(row.source ?? t.source))
      throw at(path, 'a "source" (the rules section) or "provisional": true with a note');
    if (row.provisional && !row.note && !t.note) throw at(`${path}.note`, 'a provisional row needs a note');
    for (const [k, v] of Object.entries(row.values)) {
      const check = checkers.get(k);
      if (!check)
        throw at(`${path}.values.${k}`, `no column "${k}" (columns: ${t.columns.map((c) => c.key).join(', ')})`);
      const problem = check(v);
      if (problem) throw at(`${path}.values.${k}`, `row "${row.key}", column "${k}": ${problem}`);
    }
  });
  return t;
}

/** The shipped table with this id, or undefined when the app has none. */
export type TableLookup = (id: string) => TableData | undefined;

/**
 * Checks table overrides (from a backup, a session's log, a pack or the editor) exactly as the table editor
 * checks an edit: the table and the row exist, the column is one of the table's, and the value has the
 * column's type, range and options. Throws SchemaError at `path`, naming the table, the row and the column.
 */
export function checkOverrideValues(overrides: TableOverrides, lookup: TableLookup, path: string, file?: string): void {
  for (const [tableId, rows] of Object.entries(overrides)) {
    const fail = (what: string): never => {
      throw new SchemaError(path, what, file);
    };
    const table = lookup(tableId) ?? fail(`there is no table ${describeValue(tableId)} in Umpire`);
    const rowKeys = new Set(table.rows.map((r) => r.key));
    const checkers = new Map(table.columns.map((c) => [c.key, columnChecker(c)]));
    const name = `table ${tableId} (${table.title})`;
    for (const [rowKey, values] of Object.entries(rows)) {
      if (!rowKeys.has(rowKey)) fail(`${name} has no row ${describeValue(rowKey)}`);
      for (const [column, v] of Object.entries(values)) {
        const check =
          checkers.get(column) ??
          fail(
            `${name}, row "${rowKey}": no column ${describeValue(column)} (columns: ${table.columns.map((c) => c.key).join(', ')})`,
          );
        const problem = check(v);
        if (problem) fail(`${name}, row "${rowKey}", column "${column}": ${problem}`);
      }
    }
  }
}

export function isProvisional(table: TableData, row: TableRow): boolean {
  return row.provisional ?? table.provisional ?? false;
}

export function rowSource(table: TableData, row: TableRow): string | undefined {
  return row.source ?? table.source;
}

/** The table with the user's overrides applied; unknown rows or columns in overrides are ignored. */
export function applyOverrides(table: TableData, overrides: TableOverrides | undefined): TableData {
  const mine = overrides?.[table.id];
  if (!mine) return table;
  return {
    ...table,
    rows: table.rows.map((row) => {
      const changes = mine[row.key];
      if (!changes) return row;
      const values: Record<string, Cell> = { ...row.values };
      for (const [k, v] of Object.entries(changes)) if (table.columns.some((c) => c.key === k)) values[k] = v;
      return { ...row, values };
    }),
  };
}

export class TableLookupError extends Error {
  override name = 'TableLookupError';
}

export function findRow(table: TableData, key: string): TableRow {
  const row = table.rows.find((r) => r.key === key);
  if (!row) throw new TableLookupError(`table ${table.id}: no row "${key}"`);
  return row;
}

export function cellValue(table: TableData, rowKey: string, column: string): Cell {
  const row = findRow(table, rowKey);
  const value = Object.hasOwn(row.values, column) ? row.values[column] : undefined;
  if (value === undefined)
    throw new TableLookupError(`table ${table.id}: row "${rowKey}" has no value in column "${column}"`);
  return value;
}

export function numberCell(table: TableData, rowKey: string, column: string): number {
  const v = cellValue(table, rowKey, column);
  if (typeof v !== 'number')
    throw new TableLookupError(`table ${table.id}: row "${rowKey}" column "${column}" is not a number`);
  return v;
}

export function stringCell(table: TableData, rowKey: string, column: string): string {
  const v = cellValue(table, rowKey, column);
  if (typeof v !== 'string')
    throw new TableLookupError(`table ${table.id}: row "${rowKey}" column "${column}" is not text`);
  return v;
}

/** A text cell that must read one of `options` (a table's closed list of results), typed as that option. */
export function choiceCell<T extends string>(
  table: TableData,
  rowKey: string,
  column: string,
  options: readonly T[],
): T {
  const v = stringCell(table, rowKey, column);
  if (!isOneOf(options, v))
    throw new TableLookupError(
      `table ${table.id}: row "${rowKey}" column "${column}" reads "${v}", not one of ${options.join(', ')}`,
    );
  return v;
}

/** The row whose [min, max] range (inclusive, either end open when null/missing) holds the value. */
export function rangeRow(table: TableData, value: number, minCol = 'min', maxCol = 'max'): TableRow {
  const row = table.rows.find((r) => {
    const lo = r.values[minCol];
    const hi = r.values[maxCol];
    return (typeof lo !== 'number' || value >= lo) && (typeof hi !== 'number' || value <= hi);
  });
  if (!row) throw new TableLookupError(`table ${table.id}: no row covers ${value}`);
  return row;
}

/** Where a result was read: shown in explanations and used to open the table at that cell. */
export interface TableCellRef {
  readonly table: string;
  readonly row: string;
  readonly column?: string;
}

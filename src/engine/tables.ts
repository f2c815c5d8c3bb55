import { arr, bool, literal, nullable, num, obj, optional, record, SchemaError, str, union, validate, type Check } from './schema.ts';

/** One value of a table: printed in the rules (with its section) or provisional (with a note). */
export type Cell = number | string | boolean | null;

export interface TableColumn {
  readonly key: string;
  readonly label: string;
  readonly type: 'number' | 'string' | 'boolean';
  readonly min?: number;
  readonly max?: number;
  readonly options?: readonly string[];
}

export interface TableRow {
  readonly key: string;
  readonly label?: string;
  readonly values: Readonly<Record<string, Cell>>;
  readonly source?: string;
  readonly provisional?: boolean;
  readonly note?: string;
}

export interface TableData {
  readonly id: string;
  readonly system: string;
  readonly title: string;
  readonly description?: string;
  /** Section of the rules the table is printed in; rows inherit it. */
  readonly source?: string;
  /** The whole table is not printed in the rules text; rows inherit it. */
  readonly provisional?: boolean;
  readonly note?: string;
  readonly columns: readonly TableColumn[];
  readonly rows: readonly TableRow[];
}

/** The user's replacements: table id -> row key -> column key -> value. */
export type TableOverrides = Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, Cell>>>>>>;

const ID = /^[a-z0-9][a-z0-9.-]*$/;

const cell: Check<Cell> = union<Cell>('a number, string, true/false or null', nullable(num()), str(), bool);

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
  source: optional(str({ min: 1 })),
  provisional: optional(bool),
  note: optional(str({ min: 1 })),
  columns: arr(columnCheck, { min: 1 }),
  rows: arr(rowCheck),
});

export function checkCellValue(column: TableColumn, value: Cell, path: string): void {
  if (value === null) return;
  if (column.type === 'number') {
    if (typeof value !== 'number') throw new SchemaError(path, `expected a number for column ${column.key}, got ${JSON.stringify(value)}`);
    if (column.min !== undefined && value < column.min) throw new SchemaError(path, `expected a number ≥ ${column.min}, got ${value}`);
    if (column.max !== undefined && value > column.max) throw new SchemaError(path, `expected a number ≤ ${column.max}, got ${value}`);
  } else if (column.type === 'boolean') {
    if (typeof value !== 'boolean') throw new SchemaError(path, `expected true or false for column ${column.key}, got ${JSON.stringify(value)}`);
  } else {
    if (typeof value !== 'string') throw new SchemaError(path, `expected a string for column ${column.key}, got ${JSON.stringify(value)}`);
    if (column.options && !column.options.includes(value)) throw new SchemaError(path, `expected one of ${column.options.join(', ')}, got "${value}"`);
  }
}

/** Checks a table document: shape, unique row keys, cell types, and provenance of every row. */
export function validateTable(value: unknown, file?: string): TableData {
  const t = validate(tableShape, value, file) as TableData;
  const at = (path: string, expected: string): SchemaError => new SchemaError(path, expected, file);
  if (t.provisional && !t.note) throw at('.note', 'a provisional table needs a note saying what is missing');
  const keys = new Set<string>();
  t.rows.forEach((row, i) => {
    const path = `.rows[${i}]`;
    if (keys.has(row.key)) throw at(`${path}.key`, `row key "${row.key}" appears twice`);
    keys.add(row.key);
    const provisional = row.provisional ?? t.provisional ?? false;
    if (!provisional && !(row.source ?? t.source)) throw at(path, 'a "source" (the rules section) or "provisional": true with a note');
    if (row.provisional && !row.note && !t.note) throw at(`${path}.note`, 'a provisional row needs a note');
    for (const [k, v] of Object.entries(row.values)) {
      const col = t.columns.find((c) => c.key === k);
      if (!col) throw at(`${path}.values.${k}`, `no column "${k}" (columns: ${t.columns.map((c) => c.key).join(', ')})`);
      try {
        checkCellValue(col, v, `${path}.values.${k}`);
      } catch (e) {
        throw e instanceof SchemaError ? e.inFile(file ?? '') : e;
      }
    }
  });
  return t;
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
  if (!(column in row.values)) throw new TableLookupError(`table ${table.id}: row "${rowKey}" has no value in column "${column}"`);
  return row.values[column] as Cell;
}

export function numberCell(table: TableData, rowKey: string, column: string): number {
  const v = cellValue(table, rowKey, column);
  if (typeof v !== 'number') throw new TableLookupError(`table ${table.id}: row "${rowKey}" column "${column}" is not a number`);
  return v;
}

export function stringCell(table: TableData, rowKey: string, column: string): string {
  const v = cellValue(table, rowKey, column);
  if (typeof v !== 'string') throw new TableLookupError(`table ${table.id}: row "${rowKey}" column "${column}" is not text`);
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

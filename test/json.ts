/** JSON read back in tests, typed without `any`. */
import { readFile } from 'node:fs/promises';
import { validateTable, type TableData } from '../src/engine/index.ts';

/**
 * JSON text (the app's own output) as the shape the test expects of it: the assertions that read it are the
 * check, so a value of another shape fails there.
 */
export function jsonAs<T>(text: string): T {
  return JSON.parse(text) as T;
}

/** A table Umpire ships, read from tables/ and checked as the app checks it. */
export async function shippedTable(system: string, name: string): Promise<TableData> {
  const file = `tables/${system}/${name}.json`;
  return validateTable(JSON.parse(await readFile(file, 'utf8')), file);
}

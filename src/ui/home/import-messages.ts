/** The sentences an import ends with (pure, so they are unit-tested). */
import { StorageFullError } from '../../storage/errors.ts';
import { SchemaError } from '../../engine/schema.ts';

function text(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** The reason a file was refused, without the "Cannot import <file>:" the storage message starts with. */
export function refusalReason(e: unknown, file: string): string {
  const inner = typeof e === 'object' && e !== null && 'inner' in e ? (e as { inner?: unknown }).inner : undefined;
  const schema = e instanceof SchemaError ? e : inner instanceof SchemaError ? inner : undefined;
  if (schema?.path === '.format') return 'it is not an Umpire session or backup file';
  if (schema && schema.path !== '(root)') return `at ${schema.path.replace(/^\./, '')}, ${schema.expected.replace(/[.\s]+$/, '')}`;
  let m = text(e).trim();
  for (const prefix of [`Cannot import ${file}: `, `${file}: `, '(root): ']) if (m.startsWith(prefix)) m = m.slice(prefix.length);
  return m.replace(/[.\s]+$/, '');
}

/** One sentence for a file that was not imported: what was wrong, and that nothing here changed. */
export function refusalMessage(e: unknown, file: string): string {
  if (e instanceof StorageFullError) return `${file} was not imported, and nothing was changed: the device is out of storage space (free some space, or export and delete old sessions, then try again).`;
  return `${file} was not imported, and nothing was changed: ${refusalReason(e, file)}.`;
}

/** One sentence for a cancelled import (`importedBefore`: files of the same drop already imported). */
export function cancelMessage(file: string, importedBefore: number): string {
  const before = importedBefore === 0 ? '' : ` (the ${importedBefore === 1 ? 'file' : `${importedBefore} files`} before it ${importedBefore === 1 ? 'was' : 'were'} imported)`;
  return `Import of ${file} cancelled: nothing from it was saved${before}.`;
}

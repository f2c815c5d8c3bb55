/** The sentences the home screen ends an import or a refused change with (pure, so they are unit-tested). */
import { StorageFullError } from '../../storage/errors.ts';
import { fieldOf } from '../../engine/guards.ts';
import { SchemaError } from '../../engine/schema.ts';
import type { SessionExport } from '../../engine/session-file.ts';

/**
 * What checking an imported session proves, and what it cannot: said where files are imported (home) and in
 * the README. Keep the three in step.
 */
export const IMPORT_PROOF = {
  proves:
    "Every event must carry the SHA-256 hash of the one before it, and every roll the app threw is thrown again from the session's seed and must give the same dice and result. That catches a damaged file and any edit that leaves the chain alone, and no one can change a thrown roll.",
  cannot:
    'The chain has no key: someone who rewrites dice typed in from the table and recomputes every hash makes a file that checks out. Typed dice have no witness but the people at the table.',
} as const;

/** A sentence for imported sessions holding rolls typed in at the table (their dice are taken as recorded). */
export function typedDiceNote(sessions: readonly Pick<SessionExport, 'events'>[]): string {
  let typed = 0;
  for (const s of sessions) for (const e of s.events) if (e.body.kind === 'roll' && e.body.dice !== undefined) typed++;
  if (typed === 0) return '';
  return ` ${typed === 1 ? 'One roll was' : `${typed} rolls were`} typed in at the table: the file cannot prove ${typed === 1 ? 'its dice' : 'their dice'}, only the players who saw them can.`;
}

/** One sentence for an installed pack. */
export function packMessage(file: string, tables: number): string {
  return `Pack ${file} installed: ${tables === 1 ? 'one table' : `${tables} tables`} now use${tables === 1 ? 's' : ''} its corrections.`;
}

function text(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** The reason a file was refused, without the "Cannot import <file>:" the storage message starts with. */
export function refusalReason(e: unknown, file: string): string {
  const inner = fieldOf(e, 'inner');
  const schema = e instanceof SchemaError ? e : inner instanceof SchemaError ? inner : undefined;
  if (schema?.path === '.format') return 'it is not an Umpire session, backup or pack file';
  if (schema && schema.path !== '(root)')
    return `at ${schema.path.replace(/^\./, '')}, ${schema.expected.replace(/[.\s]+$/, '')}`;
  let m = text(e).trim();
  for (const prefix of [`Cannot import ${file}: `, `${file}: `, '(root): '])
    if (m.startsWith(prefix)) m = m.slice(prefix.length);
  return m.replace(/[.\s]+$/, '');
}

/** One sentence for a file that was not imported: what was wrong, and that nothing here changed. */
export function refusalMessage(e: unknown, file: string): string {
  if (e instanceof StorageFullError) return storageFullMessage({ kind: 'import', file });
  return `${file} was not imported, and nothing was changed: ${refusalReason(e, file)}.`;
}

/** One sentence for a cancelled import (`importedBefore`: files of the same drop already imported). */
export function cancelMessage(file: string, importedBefore: number): string {
  const before =
    importedBefore === 0
      ? ''
      : ` (the ${importedBefore === 1 ? 'file' : `${importedBefore} files`} before it ${importedBefore === 1 ? 'was' : 'were'} imported)`;
  return `Import of ${file} cancelled: nothing from it was saved${before}.`;
}

/** What was refused for lack of space, as the end of "… was not saved". */
export type RefusedChange =
  | { kind: 'new'; system: string }
  | { kind: 'rename' | 'duplicate' | 'delete'; name: string }
  | { kind: 'import'; file: string };

/** One sentence when the device is out of space: what was not done, that nothing was lost, and what to do. */
export function storageFullMessage(change: RefusedChange): string {
  return `The device is out of storage space, so ${refusedWhat(change)} and nothing saved was lost: free some space, or export and delete old sessions, then try again.`;
}

function refusedWhat(change: RefusedChange): string {
  switch (change.kind) {
    case 'new':
      return `the new ${change.system} session was not created`;
    case 'rename':
      return `"${change.name}" was not renamed`;
    case 'duplicate':
      return `the copy of "${change.name}" was not made`;
    case 'delete':
      return `"${change.name}" was not deleted`;
    case 'import':
      return `${change.file} was not imported`;
  }
}

/** "3.1 MB" */
export function bytes(n: number | undefined): string {
  if (n === undefined) return 'unknown';
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(0)} kB`;
  if (n < 1024 ** 3) return `${(n / 1024 / 1024).toFixed(1)} MB`;
  return `${(n / 1024 ** 3).toFixed(1)} GB`;
}

/** The storage line: space used (of the quota, when known) and whether the browser promised to keep it. */
export function storageLine(u: { usage?: number; quota?: number; persisted?: boolean }): {
  used: string;
  persistent: boolean;
} {
  const used =
    u.usage === undefined ? 'Space used unknown' : `${bytes(u.usage)} used${u.quota ? ` of ${bytes(u.quota)}` : ''}`;
  return { used, persistent: u.persisted === true };
}

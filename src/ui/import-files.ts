import { parseImportFile, MAX_BACKUP_FILE_CHARS } from '../engine/index.ts';
import { StorageFullError } from '../storage/index.ts';
import { store } from './store.ts';
import { cancelMessage, packMessage, refusalMessage, typedDiceNote } from './home/messages.ts';
import { importState, mountImportProgress, type ImportJob } from './home/import-progress.ts';

export { importState } from './home/import-progress.ts';
export { cancelMessage, refusalMessage, refusalReason } from './home/messages.ts';

export interface ImportFilesResult {
  /** One sentence per file saying what happened. */
  readonly messages: string[];
  /** Some file was refused (a cancelled import is not a failure). */
  readonly failed: boolean;
  /** The person cancelled: the file being imported was not saved, and the ones after it were not read. */
  readonly cancelled: boolean;
  /** Some file was refused for lack of space on the device. */
  readonly storageFull: boolean;
  readonly lastId?: string;
}

/**
 * Imports session, backup or pack files (picked or dropped). Each file is checked and replayed before anything is
 * written, with its progress in `importState` (shown by <umpire-import-progress>) and a Cancel that stops it
 * before anything is written; a bad file changes nothing. Returns one sentence per file saying what happened.
 */
export async function importFiles(files: Iterable<File>): Promise<ImportFilesResult> {
  const list = [...files];
  if (importState.running)
    return {
      messages: ['Another import is still running: wait for it to finish, or cancel it, then try again.'],
      failed: true,
      cancelled: false,
      storageFull: false,
    };
  mountImportProgress();
  const signal = importState.begin();
  const messages: string[] = [];
  let failed = false;
  let cancelledAt: File | undefined;
  let lastId: string | undefined;
  let imported = 0;
  let storageFull = false;
  try {
    for (const [i, f] of list.entries()) {
      const base: ImportJob = {
        file: f.name,
        index: i + 1,
        count: list.length,
        done: 0,
        total: 0,
        saving: false,
        cancelled: false,
      };
      importState.set(base);
      const onProgress = (done: number, total: number): void => {
        importState.set({
          ...base,
          done,
          total,
          saving: done >= total,
          cancelled: importState.job?.cancelled ?? false,
        });
      };
      try {
        if (f.size > MAX_BACKUP_FILE_CHARS)
          throw new Error(`the file is too large to be an Umpire file (${Math.round(f.size / 1024 / 1024)} MB)`);
        const text = await f.text();
        if (signal.aborted) throw signal.reason;
        const parsed = parseImportFile(text, f.name);
        const options = { onProgress, signal };
        if (parsed.kind === 'pack') {
          const tables = await store.importPack(parsed.value, f.name);
          imported++;
          messages.push(packMessage(f.name, tables.length));
        } else if (parsed.kind === 'session') {
          const r = await store.importSession(parsed.file, f.name, options);
          lastId = r.meta.id;
          imported++;
          messages.push(
            (r.outcome === 'unchanged'
              ? `"${r.meta.name}" is already here, unchanged.`
              : r.outcome === 'copy'
                ? `Imported "${r.meta.name}" as a copy (a different session had its id).`
                : `Imported "${r.meta.name}".`) + typedDiceNote([parsed.file]),
          );
        } else {
          const r = await store.importAll(parsed.file, f.name, options);
          const added = r.sessions.filter((s) => s.outcome !== 'unchanged').length;
          imported++;
          messages.push(
            `Backup ${f.name}: ${added} session${added === 1 ? '' : 's'} imported, ${r.sessions.length - added} already here${r.overridesAdded.length ? `, ${r.overridesAdded.length} table edit${r.overridesAdded.length === 1 ? '' : 's'} added` : ''}.${typedDiceNote(parsed.file.sessions)}`,
          );
        }
      } catch (e) {
        if (signal.aborted) {
          cancelledAt = f;
          messages.push(cancelMessage(f.name, imported));
          break;
        }
        failed = true;
        if (e instanceof StorageFullError) storageFull = true;
        messages.push(refusalMessage(e, f.name));
      }
    }
  } finally {
    importState.end();
  }
  return { messages, failed, cancelled: cancelledAt !== undefined, storageFull, ...(lastId ? { lastId } : {}) };
}

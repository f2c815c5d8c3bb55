import { parseImportFile, MAX_BACKUP_FILE_CHARS } from '../engine/index.ts';
import { store, errorText } from './store.ts';

/**
 * Imports session or backup files (picked or dropped). Each file is checked and replayed before anything is
 * written; a bad file changes nothing. Returns one sentence per file saying what happened.
 */
export async function importFiles(files: Iterable<File>): Promise<{ messages: string[]; failed: boolean; lastId?: string }> {
  const messages: string[] = [];
  let failed = false;
  let lastId: string | undefined;
  for (const f of files) {
    try {
      if (f.size > MAX_BACKUP_FILE_CHARS) throw new Error(`${f.name} is too large to be an Umpire file (${Math.round(f.size / 1024 / 1024)} MB).`);
      const text = await f.text();
      const parsed = parseImportFile(text, f.name);
      if (parsed.kind === 'session') {
        const r = await store.importSession(text, f.name);
        lastId = r.meta.id;
        messages.push(
          r.outcome === 'unchanged'
            ? `"${r.meta.name}" is already here, unchanged.`
            : r.outcome === 'copy'
              ? `Imported "${r.meta.name}" as a copy (a different session had its id).`
              : `Imported "${r.meta.name}".`,
        );
      } else {
        const r = await store.importAll(text, f.name);
        const added = r.sessions.filter((s) => s.outcome !== 'unchanged').length;
        messages.push(`Backup ${f.name}: ${added} session${added === 1 ? '' : 's'} imported, ${r.sessions.length - added} already here${r.overridesAdded.length ? `, ${r.overridesAdded.length} table edits added` : ''}.`);
      }
    } catch (e) {
      failed = true;
      messages.push(`${f.name} was not imported: ${errorText(e)}`);
    }
  }
  return { messages, failed, ...(lastId ? { lastId } : {}) };
}

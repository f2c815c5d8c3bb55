import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import { UsageError } from './args.ts';
import { fieldOf } from '../engine/index.ts';

/** Largest file `umpire` reads (tables, scenarios, packs, sessions and backups alike). */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;

function errno(e: unknown): string {
  const code = fieldOf(e, 'code');
  return typeof code === 'string' ? code : 'unreadable';
}

/**
 * Reads a data file as UTF-8 text. Only a regular file is read (never a device, a FIFO or a directory, which
 * could block or never end), and its size is checked before a byte is read.
 */
export async function readDataFile(file: string, maxBytes = MAX_FILE_BYTES): Promise<string> {
  let handle;
  try {
    // Non-blocking, so opening a FIFO returns at once (and is then refused) instead of waiting for a writer.
    handle = await open(file, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (e) {
    throw new UsageError(`${file}: cannot read (${errno(e)})`);
  }
  try {
    const info = await handle.stat();
    if (!info.isFile()) throw new UsageError(`${file}: not a regular file (a device, pipe or folder is not read)`);
    if (info.size > maxBytes)
      throw new UsageError(
        `${file}: ${(info.size / 1048576).toFixed(1)} MB, larger than the ${maxBytes / 1048576} MB an Umpire file may be`,
      );
    return await handle.readFile('utf8');
  } catch (e) {
    if (e instanceof UsageError) throw e;
    throw new UsageError(`${file}: cannot read (${errno(e)})`);
  } finally {
    await handle.close();
  }
}

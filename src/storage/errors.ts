import { oneLine } from '../engine/schema.ts';
import { fieldOf } from '../engine/guards.ts';

/** Errors the storage layer raises for the UI to show (each message is one sentence the user can act on). */

/** The device refused the write for lack of space; the transaction was aborted, so nothing was half-written. */
export class StorageFullError extends Error {
  override name = 'StorageFullError';
  constructor(readonly inner?: unknown) {
    super(
      'The device is out of storage space, so this was not saved: free some space or export and delete old sessions, then try again.',
    );
  }
}

export class SessionNotFoundError extends Error {
  override name = 'SessionNotFoundError';
  constructor(readonly sessionId: string) {
    super(`No saved session has the id "${sessionId}" (it may have been deleted in another tab).`);
  }
}

/**
 * The request was chosen on a view of the session that is no longer the latest (another tab or device added
 * events since): it was refused, and nothing was written. The view should reload the session and let the
 * player choose again.
 */
export class StaleSessionError extends Error {
  override name = 'StaleSessionError';
  constructor(
    readonly seenSeq: number,
    readonly currentSeq: number,
  ) {
    super(
      `This session changed in another tab or window (it is now at event ${currentSeq}; this screen showed event ${seenSeq}), so that was not done: the screen now shows the latest state, check it and try again.`,
    );
  }
}

/** A file could not be imported; nothing was stored. The message names the file, and the event or path. */
export class ImportError extends Error {
  override name = 'ImportError';
  constructor(
    message: string,
    readonly file: string,
    readonly inner?: unknown,
  ) {
    super(oneLine(message));
  }
}

function errorName(e: unknown): string | undefined {
  return typeof e === 'object' && e !== null && 'name' in e ? String(e.name) : undefined;
}

/** True for a quota failure, however wrapped (Dexie puts the DOMException in `inner`). */
export function isQuotaError(e: unknown): boolean {
  for (let x: unknown = e, depth = 0; x && depth < 5; depth++) {
    const n = errorName(x);
    if (n === 'QuotaExceededError' || n === 'NS_ERROR_DOM_QUOTA_REACHED') return true;
    x = fieldOf(x, 'inner') ?? fieldOf(x, 'cause');
  }
  return false;
}

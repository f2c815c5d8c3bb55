/**
 * What this device keeps beside a session's log in localStorage: things of the screen, not of the game (the map's
 * view, the procedure open in the drawer, a Brécourt roll being set up), so that closing the browser loses none of
 * them. Each key of the kind ends in `.SESSION_ID`.
 */

/** The value kept under `key`; null when there is none or the storage is blocked. */
export function readKept(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Keeps `value` under `key` (null forgets it); a full or blocked storage loses only that, never the game. */
export function writeKept(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Nothing of the game is kept here.
  }
}

const procedureKey = (sessionId: string): string => `umpire.procedure.${sessionId}`;

/** The procedure left open in the session's drawer, if any. */
export const keptProcedure = (sessionId: string): string | null => readKept(procedureKey(sessionId));

/** Keeps the procedure open in the session's drawer ('' when the drawer is closed). */
export const keepProcedure = (sessionId: string, procedure: string): void =>
  writeKept(procedureKey(sessionId), procedure || null);

/** Forgets all this device kept for a session once the session is deleted. */
export function forgetSession(
  sessionId: string,
  store: Pick<Storage, 'length' | 'key' | 'removeItem'> = localStorage,
): void {
  try {
    const keys: string[] = [];
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key?.startsWith('umpire.') && key.endsWith(`.${sessionId}`)) keys.push(key);
    }
    for (const key of keys) store.removeItem(key);
  } catch {
    // Blocked storage: nothing of it was kept.
  }
}

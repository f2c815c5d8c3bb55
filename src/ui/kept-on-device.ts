/**
 * What this device keeps beside a session's log in localStorage: things of the screen, not of the game (the map's
 * view, the procedure open in the drawer, a Brécourt roll being set up), so that closing the browser loses none of
 * them. Each key of the kind ends in `.SESSION_ID`.
 */

const PROCEDURE = 'umpire.procedure.';

/** The procedure left open in the session's drawer, if any. */
export function keptProcedure(sessionId: string): string | null {
  try {
    return localStorage.getItem(`${PROCEDURE}${sessionId}`);
  } catch {
    return null;
  }
}

/** Keeps the procedure open in the session's drawer ('' when the drawer is closed). */
export function keepProcedure(sessionId: string, procedure: string): void {
  try {
    if (procedure) localStorage.setItem(`${PROCEDURE}${sessionId}`, procedure);
    else localStorage.removeItem(`${PROCEDURE}${sessionId}`);
  } catch {
    // A full or blocked storage only loses which procedure was open, never the game.
  }
}

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

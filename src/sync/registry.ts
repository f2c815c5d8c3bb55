/**
 * Which sessions this device shares or has joined, in localStorage (every tab of the app reads the same).
 * Tiny and free of the sync libraries: the session screen reads it to know whether to load the sharing code.
 */
import type { SeatId } from './seats.ts';

export interface SharedRecord {
  readonly sessionId: string;
  /** The room's code (see room-code.ts). */
  readonly room: string;
  /** What this device was last: the writer of the log, or a device that joined it. The shared document's host
   * record is the truth; this only says which code to load and how to start. */
  readonly role: 'host' | 'joined';
  readonly seat: SeatId;
}

const PREFIX = 'umpire.shared.';

export function sharedRecord(sessionId: string): SharedRecord | undefined {
  try {
    const raw = localStorage.getItem(PREFIX + sessionId);
    if (!raw) return undefined;
    const r = JSON.parse(raw) as Partial<SharedRecord>;
    if (
      r.sessionId !== sessionId ||
      typeof r.room !== 'string' ||
      (r.role !== 'host' && r.role !== 'joined') ||
      typeof r.seat !== 'string'
    )
      return undefined;
    return r as SharedRecord;
  } catch {
    return undefined;
  }
}

export function saveSharedRecord(r: SharedRecord): void {
  localStorage.setItem(PREFIX + r.sessionId, JSON.stringify(r));
}

export function forgetSharedRecord(sessionId: string): void {
  localStorage.removeItem(PREFIX + sessionId);
}

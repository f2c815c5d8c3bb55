import { isRecord } from '../../engine/index.ts';
import { readKept, writeKept } from '../kept-on-device.ts';

/**
 * Where a board's map was zoomed and panned, kept per session on this device (localStorage: a view is not part
 * of the game, so it stays out of the log), so a reload comes back to the same view.
 */
export interface SavedView {
  readonly k: number;
  readonly x: number;
  readonly y: number;
}

const key = (sessionId: string): string => `umpire.view.${sessionId}`;

const isFiniteNumber = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

function isView(v: unknown): v is SavedView {
  if (!isRecord(v)) return false;
  const { k, x, y } = v;
  return isFiniteNumber(k) && isFiniteNumber(x) && isFiniteNumber(y) && k > 0;
}

/** The view saved for the session, if any (a damaged entry counts as none). */
export function loadView(sessionId: string): SavedView | undefined {
  if (!sessionId) return undefined;
  try {
    const v: unknown = JSON.parse(readKept(key(sessionId)) ?? 'null');
    return isView(v) ? v : undefined;
  } catch {
    return undefined;
  }
}

export function saveView(sessionId: string, view: SavedView): void {
  if (sessionId) writeKept(key(sessionId), JSON.stringify({ k: view.k, x: view.x, y: view.y }));
}

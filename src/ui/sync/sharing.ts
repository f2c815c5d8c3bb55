/**
 * The shared sessions running on this device, one SessionSharing each, kept for as long as the app is open
 * (a host keeps answering while its screen shows something else). Loaded only once a session is shared.
 */
import { sharedRecord } from '../../sync/registry.ts';
import { parseRoomCode, type RoomCode } from '../../sync/room-code.ts';
import { SessionSharing } from '../../sync/session-sync.ts';
import type { SeatId } from '../../sync/seats.ts';
import { rules, store } from '../store.ts';
import { fieldOf } from '../../engine/index.ts';

const deps = { store, rules };
const running = new Map<string, Promise<SessionSharing>>();

/** The sharing of this session, picked up from the last time when this device shared or joined it. */
export function sharingOf(sessionId: string): Promise<SessionSharing> | undefined {
  const found = running.get(sessionId);
  if (found) return found;
  const r = sharedRecord(sessionId);
  const room = r ? parseRoomCode(r.room) : undefined;
  if (!r || typeof room !== 'string') return undefined;
  const p = SessionSharing.resume(deps, room, sessionId, r.seat);
  p.catch(() => running.delete(sessionId));
  running.set(sessionId, p);
  return p;
}

/** Shares a session of this device: a new room, this device its host. */
export function startSharing(sessionId: string, seat: SeatId): Promise<SessionSharing> {
  const p = SessionSharing.share(deps, sessionId, seat);
  p.catch(() => running.delete(sessionId));
  running.set(sessionId, p);
  return p;
}

/** Opens a room to join it (the session is known once the room has said). */
export function openRoom(room: RoomCode): Promise<SessionSharing> {
  return SessionSharing.open(deps, room);
}

/** Keeps a sharing joined from the join screen, for the session screen to find. */
export function keepJoined(sharing: SessionSharing): void {
  if (sharing.sessionId) running.set(sharing.sessionId, Promise.resolve(sharing));
}

/** What the server that served the app says about sharing, or why sharing is not possible from here. */
export async function serverAddresses(): Promise<readonly string[] | { readonly error: string }> {
  const notHere =
    'Sharing needs the app opened from `umpire serve` on this network: run `npx umpire serve` on a laptop, open the address it prints on this device, and share from there.';
  try {
    const res = await fetch('/sync/info', { cache: 'no-store' });
    if (!res.ok) return { error: notHere };
    const info: unknown = await res.json();
    const addresses = fieldOf(info, 'addresses');
    if (fieldOf(info, 'app') !== 'umpire' || !Array.isArray(addresses)) return { error: notHere };
    return addresses.filter((a): a is string => typeof a === 'string');
  } catch {
    return { error: notHere };
  }
}

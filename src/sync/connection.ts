/**
 * One device's link to a room: the shared Y.Doc, kept in this browser by y-indexeddb (a device that drops off
 * keeps what it had and what it asked) and synced through y-websocket with the `umpire serve` that served the
 * app (the same origin: the content security policy allows no other). Presence (who is here, in which seat,
 * and whether the host is) travels as Yjs awareness, which the server drops as soon as a device disconnects.
 */
import * as Y from 'yjs';
import { WebsocketProvider } from 'y-websocket';
import { IndexeddbPersistence } from 'y-indexeddb';
import { SYNC_PATH, type RoomCode } from './room-code.ts';
import { sharedDoc, type SharedDoc } from './shared-doc.ts';
import type { SeatId } from './seats.ts';

export interface Presence {
  readonly device: string;
  readonly name: string;
  readonly seat: SeatId;
  readonly role: 'host' | 'joined';
}

export type LinkState = 'connecting' | 'online' | 'offline';

/** The websocket address of the sync backend on the origin that served the app. */
export function syncUrl(): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${SYNC_PATH}`;
}

function asPresence(v: unknown): Presence | undefined {
  if (typeof v !== 'object' || v === null) return undefined;
  const p = v as Partial<Presence>;
  return typeof p.device === 'string' &&
    typeof p.name === 'string' &&
    typeof p.seat === 'string' &&
    (p.role === 'host' || p.role === 'joined')
    ? (p as Presence)
    : undefined;
}

export class RoomConnection {
  readonly doc = new Y.Doc();
  readonly shared: SharedDoc = sharedDoc(this.doc);
  private readonly local: IndexeddbPersistence;
  private readonly provider: WebsocketProvider;
  private readonly listeners = new Set<() => void>();
  /** How many times this device has connected to the room, and the same count last heard from each other device. */
  private links = 0;
  private readonly seenLinks = new Map<number, unknown>();
  /** Whether the server's copy has been merged since the link last came up. */
  synced = false;
  link: LinkState = 'connecting';

  private constructor(readonly room: RoomCode) {
    this.local = new IndexeddbPersistence(`umpire-room-${room}`, this.doc);
    this.provider = new WebsocketProvider(syncUrl(), room, this.doc, { connect: navigator.onLine !== false });
    this.provider.on('status', ({ status }) => {
      this.link =
        status === 'connected'
          ? 'online'
          : status === 'connecting' && navigator.onLine !== false
            ? 'connecting'
            : 'offline';
      if (status !== 'connected') this.synced = false;
      else {
        this.links++;
        this.announce();
      }
      this.changed();
    });
    this.provider.on('sync', (synced: boolean) => {
      this.synced = synced;
      this.changed();
    });
    this.provider.awareness.on('change', ({ added, updated }: { added: number[]; updated: number[] }) => {
      if ([...added, ...updated].some((id) => this.cameBack(id))) this.announce();
      this.changed();
    });
    this.doc.on('afterTransaction', () => this.changed());
    // A device that loses its network says so at once (a socket can take many seconds to notice) and tries
    // again when the network is back.
    window.addEventListener('offline', this.onOffline);
    window.addEventListener('online', this.onOnline);
  }

  /** Opens the room, resolving once this device's own copy of it is loaded (before the server answers). */
  static async open(room: RoomCode): Promise<RoomConnection> {
    const c = new RoomConnection(room);
    await c.local.whenSynced;
    return c;
  }

  private readonly onOffline = (): void => {
    this.provider.disconnect();
    this.link = 'offline';
    this.synced = false;
    this.changed();
  };

  private readonly onOnline = (): void => {
    this.provider.connect();
  };

  /**
   * Says again who this device is, with a newer clock and the count of its connections. Yjs awareness ignores a
   * state no newer than the last one it saw from a device, even after it dropped that device on a disconnect;
   * so a device (re)connecting says so, every device seeing a device arrive or come back (its count changed)
   * says itself again, and each sees the others at once rather than at their next renewal, up to 15 s later.
   */
  private announce(): void {
    const mine = this.provider.awareness.getLocalState();
    if (mine) this.provider.awareness.setLocalState({ ...mine, links: this.links });
  }

  /** Whether another device has just arrived or connected again since this one last heard of it. */
  private cameBack(id: number): boolean {
    if (id === this.doc.clientID) return false;
    const links = (this.provider.awareness.getStates().get(id) as { links?: unknown } | undefined)?.links;
    if (this.seenLinks.get(id) === links) return false;
    this.seenLinks.set(id, links);
    return true;
  }

  setPresence(p: Presence): void {
    this.provider.awareness.setLocalState({ ...p, links: this.links });
  }

  /** Every device in the room now, this one included. */
  presences(): Presence[] {
    const out: Presence[] = [];
    for (const v of this.provider.awareness.getStates().values()) {
      const p = asPresence(v);
      if (p) out.push(p);
    }
    return out;
  }

  /** Calls `f` after any change: the document, the link, or who is here. */
  onChange(f: () => void): () => void {
    this.listeners.add(f);
    return () => this.listeners.delete(f);
  }

  private changed(): void {
    for (const f of this.listeners) f();
  }

  async close(): Promise<void> {
    window.removeEventListener('offline', this.onOffline);
    window.removeEventListener('online', this.onOnline);
    this.listeners.clear();
    this.provider.destroy();
    await this.local.destroy();
    this.doc.destroy();
  }
}

/**
 * One shared session on this device, as host or as joiner, for as long as the app runs: the room's
 * connection, the host's or the joiner's work, the switch between the two when the host role moves, and the
 * status the screens show. The session screen writes through `append` (a joiner's requests go to the host; the
 * host writes to its own store, which the HostSync publishes).
 */
import type { EventRequest, SessionMeta } from '../engine/index.ts';
import type { AppendResult, RulesProvider, SessionStore } from '../storage/index.ts';
import { RoomConnection, type LinkState, type Presence } from './connection.ts';
import { thisDevice, type Device } from './device.ts';
import { HostSync } from './host.ts';
import { JoinSync, type HeldSession } from './joiner.ts';
import { saveSharedRecord } from './registry.ts';
import { newRoomCode, type RoomCode } from './room-code.ts';
import { seatOf, type Seat, type SeatId } from './seats.ts';
import type { HostRecord } from './shared-doc.ts';

export interface SharingStatus {
  readonly room: RoomCode;
  readonly role: 'host' | 'joined';
  readonly seat: Seat;
  readonly link: LinkState;
  /** The server's copy merged since the link came up. */
  readonly synced: boolean;
  readonly host?: HostRecord;
  /** Whether the host's device is in the room now. */
  readonly hostHere: boolean;
  /** Requests this device sent that the host has not answered. */
  readonly waiting: number;
  /** Events this device holds, and events the room holds. */
  readonly head: number;
  readonly roomHead: number;
  /** Every device in the room now, this one included. */
  readonly devices: readonly Presence[];
  readonly problem?: string;
}

export interface SharingDeps {
  readonly store: SessionStore;
  readonly rules: RulesProvider;
}

export class SessionSharing {
  private host?: HostSync;
  private joiner?: JoinSync;
  private readonly listeners = new Set<() => void>();
  private switching = false;
  private problem?: string;
  readonly device: Device = thisDevice();

  private constructor(
    private readonly deps: SharingDeps,
    private readonly conn: RoomConnection,
    public sessionId: string | undefined,
    public seat: Seat,
  ) {
    conn.onChange(() => {
      this.switchRoleIfDue();
      this.changed();
    });
  }

  /** Shares a session of this device in a new room, this device its host in `seat`. */
  static async share(deps: SharingDeps, sessionId: string, seatId: SeatId): Promise<SessionSharing> {
    const meta = await deps.store.get(sessionId);
    if (!meta) throw new Error('This session is no longer on this device.');
    const seat = seatOf(meta.system, meta.settings, seatId);
    if (!seat) throw new Error(`There is no "${seatId}" seat at this game.`);
    const s = new SessionSharing(deps, await RoomConnection.open(newRoomCode()), sessionId, seat);
    await s.becomeHost();
    return s;
  }

  /** Opens a room to join it: resolves once the room is open (its session may not be known yet: see `known`). */
  static async open(deps: SharingDeps, room: RoomCode): Promise<SessionSharing> {
    const conn = await RoomConnection.open(room);
    return new SessionSharing(deps, conn, undefined, { id: 'observer', label: 'Observer', does: '', acts: false });
  }

  /** Picks up a session this device shared or joined before (after a reload), in the role the room says. */
  static async resume(deps: SharingDeps, room: RoomCode, sessionId: string, seatId: SeatId): Promise<SessionSharing> {
    const meta = await deps.store.get(sessionId);
    const s = new SessionSharing(deps, await RoomConnection.open(room), sessionId, {
      id: 'observer',
      label: 'Observer',
      does: '',
      acts: false,
    });
    if (meta) s.seat = seatOf(meta.system, meta.settings, seatId) ?? s.seat;
    if (s.conn.shared.host()?.device === s.device.id) await s.becomeHost();
    else await s.becomeJoiner();
    return s;
  }

  /** The room's session as the host shared it (undefined until the room has said). */
  roomSession(): SessionMeta | undefined {
    return this.conn.shared.meta();
  }

  /** Takes a seat and follows the room as a joiner; resolves once the log the room holds is checked and stored. */
  async join(seatId: SeatId): Promise<void> {
    const meta = this.conn.shared.meta();
    if (!meta) throw new Error('The room has no session yet.');
    const seat = seatOf(meta.system, meta.settings, seatId);
    if (!seat) throw new Error(`There is no "${seatId}" seat at this game.`);
    this.seat = seat;
    this.sessionId = meta.id;
    await this.becomeJoiner();
    const problem = this.joiner?.problem;
    if (problem) throw new Error(problem);
  }

  get room(): RoomCode {
    return this.conn.room;
  }

  get role(): 'host' | 'joined' {
    return this.host ? 'host' : 'joined';
  }

  status(): SharingStatus {
    const host = this.conn.shared.host();
    const devices = this.conn.presences();
    const problem = this.problem ?? this.host?.problem ?? this.joiner?.problem;
    return {
      room: this.conn.room,
      role: this.role,
      seat: this.seat,
      link: this.conn.link,
      synced: this.conn.synced,
      ...(host ? { host } : {}),
      hostHere: host !== undefined && devices.some((d) => d.device === host.device),
      waiting: this.joiner?.waiting ?? 0,
      head: this.joiner?.head ?? this.conn.shared.head(),
      roomHead: this.conn.shared.head(),
      devices,
      ...(problem ? { problem } : {}),
    };
  }

  /** On a joined device, the session after the last events it checked and stored (the host's screen has its own). */
  held(): HeldSession | undefined {
    return this.joiner?.held;
  }

  onChange(f: () => void): () => void {
    this.listeners.add(f);
    return () => this.listeners.delete(f);
  }

  /** The session screen's write: the host's own store, or a request to the host. */
  async append(id: string, request: EventRequest, seenSeq?: number): Promise<AppendResult> {
    if (this.joiner) return this.joiner.append(id, request, seenSeq);
    const result = await this.deps.store.append(id, request, seenSeq);
    this.host?.publishWritten(result.written);
    return result;
  }

  /** Hands the host role to a device in the room; this device then follows as a joiner in its seat. */
  async handOver(to: Presence): Promise<void> {
    if (!this.host) throw new Error('Only the host can hand the host role over.');
    this.switching = true;
    try {
      await this.host.handOver(to);
      this.host = undefined;
      await this.becomeJoiner();
    } finally {
      this.switching = false;
    }
  }

  async close(): Promise<void> {
    this.listeners.clear();
    await this.host?.stop();
    this.joiner?.stop();
    await this.conn.close();
  }

  private async becomeHost(): Promise<void> {
    const id = this.sessionId as string;
    this.joiner?.stop();
    this.joiner = undefined;
    const host = new HostSync(this.deps.store, id, this.conn.shared, this.device, this.deps.rules, () =>
      this.changed(),
    );
    await host.start();
    this.host = host;
    this.remember();
  }

  private async becomeJoiner(): Promise<void> {
    const joiner = new JoinSync(this.deps.store, this.conn.shared, this.device, this.seat, this.deps.rules, () => {
      this.switchRoleIfDue();
      this.changed();
    });
    this.joiner = joiner;
    await joiner.start();
    this.remember();
  }

  /** A joiner named host takes over once it holds the log up to where the old host stopped. */
  private switchRoleIfDue(): void {
    const h = this.conn.shared.host();
    const j = this.joiner;
    if (this.switching || !j || !h || h.device !== this.device.id || j.head < h.since || j.problem) return;
    this.switching = true;
    this.becomeHost()
      .catch((e: unknown) => (this.problem = e instanceof Error ? e.message : String(e)))
      .finally(() => {
        this.switching = false;
        this.changed();
      });
  }

  private remember(): void {
    if (!this.sessionId) return;
    saveSharedRecord({ sessionId: this.sessionId, room: this.conn.room, role: this.role, seat: this.seat.id });
    this.conn.setPresence({ device: this.device.id, name: this.device.name, seat: this.seat.id, role: this.role });
    this.changed();
  }

  private changed(): void {
    for (const f of this.listeners) f();
  }
}

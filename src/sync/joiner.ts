/**
 * A device that joined a shared session: it never writes the log. It checks every event the host published
 * (shape, hash chain, and a full replay from the seed: dice, outcomes, legality) before anything reaches its
 * own IndexedDB copy, which the session screen shows like any other session; and it sends its requests to the
 * host, each with an id and the event count it was chosen at, and waits for the answer.
 */
import {
  checkEvent,
  checkMeta,
  Replayer,
  sessionStatus,
  validate,
  type EventRequest,
  type Rules,
  type SessionEvent,
  type SessionMeta,
  type SessionState,
  type Told,
} from '../engine/index.ts';
import { randomId, type AppendResult, type RulesProvider, type SessionStore } from '../storage/index.ts';
import type { Device } from './device.ts';
import type { Seat } from './seats.ts';
import type { SharedDoc, SyncReply } from './shared-doc.ts';

/** The host refused a request, or the game had moved on when it arrived: the message says which and why. */
export class SharedRequestError extends Error {
  override name = 'SharedRequestError';
  constructor(
    message: string,
    readonly kind: 'stale' | 'refused',
  ) {
    super(message);
  }
}

/** How many events a snapshot is written after (the store's own spacing). */
const SNAPSHOT_EVERY = 100;

/** The session as this device holds it after the events it last checked and stored. */
export type HeldSession = Pick<AppendResult, 'meta' | 'state' | 'status'>;

interface Pending {
  readonly resolve: (r: AppendResult) => void;
  readonly reject: (e: Error) => void;
}

export class JoinSync {
  private replayer?: Replayer;
  private meta?: SessionMeta;
  private rulesNow?: Rules;
  /** The last event this device's IndexedDB copy holds (-1 until read). */
  private stored = -1;
  private storedHash?: string;
  private snapshots: SessionState[] = [];
  private readonly told = new Map<string, readonly Told[]>();
  private readonly pending = new Map<string, Pending>();
  private chain: Promise<unknown> = Promise.resolve();
  private unwatch?: () => void;
  /** Why this device stopped following the log, in a sentence (nothing after the last good event is shown). */
  problem?: string;
  /**
   * The session after the last events checked and stored here, for the session screen to show at once (reading
   * it back from the store would cost it two more round trips to IndexedDB).
   */
  held?: HeldSession;

  constructor(
    private readonly store: SessionStore,
    private readonly shared: SharedDoc,
    private readonly device: Device,
    readonly seat: Seat,
    private readonly rules: RulesProvider,
    private readonly onUpdate: () => void = () => {},
  ) {}

  /** Follows the room from now on; resolves once what the room already holds is checked and stored. */
  async start(): Promise<void> {
    this.unwatch = this.shared.onChange(() => this.follow());
    this.follow();
    await this.chain;
  }

  stop(): void {
    this.unwatch?.();
    for (const p of this.pending.values())
      p.reject(
        new SharedRequestError('This device stopped following the shared session before the host answered.', 'refused'),
      );
    this.pending.clear();
  }

  /** The session's id, once the room has told it. */
  get sessionId(): string | undefined {
    return this.meta?.id;
  }

  /** The events checked and stored on this device. */
  get head(): number {
    return Math.max(this.stored, 0);
  }

  /** Requests sent and not yet answered. */
  get waiting(): number {
    return this.pending.size;
  }

  /**
   * Sends a request to the host, as the session screen's store.append would write it; resolves with the event
   * once it is checked and stored here, or rejects with SharedRequestError saying why the host did not do it.
   */
  append(_sessionId: string, request: EventRequest, seenSeq?: number): Promise<AppendResult> {
    if (!this.seat.acts)
      return Promise.reject(
        new SharedRequestError(
          `This device has the ${this.seat.label} seat: it only watches and sends nothing.`,
          'refused',
        ),
      );
    const id = randomId();
    return new Promise<AppendResult>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.shared.ask({
        id,
        device: this.device.id,
        seat: this.seat.id,
        seenSeq: seenSeq ?? this.head,
        request: JSON.parse(JSON.stringify(request)) as EventRequest,
        at: new Date().toISOString(),
      });
      this.onUpdate();
    });
  }

  private follow(): void {
    this.chain = this.chain
      .then(() => this.catchUp())
      .then(() => this.answerPending())
      .catch((e: unknown) => {
        this.problem = e instanceof Error ? e.message : String(e);
        this.unwatch?.();
      })
      .finally(() => this.onUpdate());
  }

  /** Checks and replays the events the room holds after the last one replayed, then stores the new ones. */
  private async catchUp(): Promise<void> {
    if (this.problem) return;
    if (!this.replayer) {
      const raw = this.shared.meta();
      if (!raw) return;
      const meta = validate(checkMeta, raw, 'the shared session');
      const rules = await this.rules(meta.system);
      const stored = await this.store.get(meta.id);
      if (stored?.system !== undefined && stored.system !== meta.system)
        throw new Error(`This device holds a session with the same id for another game (${stored.system}).`);
      this.meta = meta;
      this.rulesNow = rules;
      this.stored = stored?.eventCount ?? 0;
      this.storedHash = stored?.headHash;
      this.replayer = new Replayer(meta, rules, undefined, {
        snapshotEvery: SNAPSHOT_EVERY,
        onSnapshot: (s) => this.snapshots.push(s),
        onTold: (e, t) => this.told.set(e.id, t),
      });
    }
    const r = this.replayer;
    const fresh: SessionEvent[] = [];
    let fault: Error | undefined;
    for (const raw of this.shared.eventsFrom(r.state.seq + 1)) {
      const seq = r.state.seq + 1;
      try {
        r.apply(validate(checkEvent, raw, `the shared log's event ${seq}`));
      } catch (err) {
        fault = new Error(
          `The shared log's event ${seq} does not check out (${err instanceof Error ? err.message : String(err)}): nothing after event ${seq - 1} is shown.`,
        );
        break;
      }
      if (seq === this.stored && this.storedHash !== undefined && r.state.hash !== this.storedHash) {
        throw new Error(
          `This device's copy of the session and the shared log differ at event ${seq}: it keeps its copy and follows no further.`,
        );
      }
      const e = raw as SessionEvent;
      if (seq > this.stored) fresh.push({ ...e, told: this.told.get(e.id) ?? [] });
    }
    this.told.clear();
    // The events that checked out are kept, even when a later one did not; a log with none yet still makes
    // the session on this device, for the session screen to open.
    if (fresh.length > 0 || this.storedHash === undefined) await this.keep(fresh, r.state);
    if (fault) throw fault;
  }

  private async keep(fresh: readonly SessionEvent[], state: SessionState): Promise<void> {
    const after = await this.store.receive(this.meta as SessionMeta, fresh, state, this.snapshots);
    this.snapshots = [];
    this.stored = after.eventCount;
    this.storedHash = after.headHash;
    const status = this.rulesNow && sessionStatus(this.rulesNow, state);
    this.held = { meta: after, state, ...(status ? { status } : {}) };
  }

  /** Settles the requests the host has answered, once the events they wrote are stored here. */
  private async answerPending(): Promise<void> {
    for (const [id, p] of [...this.pending]) {
      const reply: SyncReply | undefined = this.shared.reply(id);
      if (!reply) continue;
      if (!reply.ok) {
        this.pending.delete(id);
        p.reject(new SharedRequestError(reply.message, reply.kind));
        continue;
      }
      if (reply.seq > this.stored) continue;
      this.pending.delete(id);
      const [event, meta] = await Promise.all([this.store.findEvent(id), this.store.get(this.meta?.id ?? '')]);
      const state = this.replayer?.state;
      if (!event || !meta || !state || !this.rulesNow) {
        p.reject(new SharedRequestError('The host applied it, but its event is not on this device.', 'refused'));
        continue;
      }
      const status = sessionStatus(this.rulesNow, state);
      p.resolve({ event, written: [event], meta, state, ...(status ? { status } : {}) });
    }
  }
}

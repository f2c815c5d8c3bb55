/**
 * The host of a shared session: the only device that writes its log. Its own requests and the other devices'
 * go through the same store.append (the same legality checks, the same generator), are written to its
 * IndexedDB first, and then published to the shared document with the answer to the request.
 */
import { liveQuery, type Subscription } from 'dexie';
import type { SessionEvent, SessionMeta } from '../engine/index.ts';
import { StaleSessionError, type RulesProvider, type SessionStore } from '../storage/index.ts';
import type { Device } from './device.ts';
import { refusal } from './request-check.ts';
import type { HostRecord, SharedDoc, SyncReply, SyncRequest } from './shared-doc.ts';

/** Why this device cannot host the room as it stands. */
export class HostError extends Error {
  override name = 'HostError';
}

/** The session's meta as shared: what a joiner needs to replay the log from its seed (no head, no status). */
function sharedMeta(m: SessionMeta): SessionMeta {
  const { status: _s, headHash: _h, ...rest } = m;
  return { ...rest, eventCount: 0 };
}

export class HostSync {
  private published = 0;
  private readonly answering = new Set<string>();
  private chain: Promise<unknown> = Promise.resolve();
  private stopped = false;
  private unwatchDoc?: () => void;
  private stored?: Subscription;
  /** What went wrong while serving the room, in a sentence (the status chip shows it). */
  problem?: string;

  constructor(
    private readonly store: SessionStore,
    private readonly sessionId: string,
    private readonly shared: SharedDoc,
    private readonly device: Device,
    private readonly rules: RulesProvider,
    private readonly onUpdate: () => void = () => {},
  ) {}

  /**
   * Takes the room: the session and the host record when the room is new, then the events the room lacks.
   * Throws HostError when the room holds another session, names another host, or holds a log this device's
   * copy does not match or lacks.
   */
  async start(): Promise<void> {
    const meta = await this.store.get(this.sessionId);
    if (!meta) throw new HostError('This session is no longer on this device.');
    const roomMeta = this.shared.meta();
    if (roomMeta && roomMeta.id !== meta.id)
      throw new HostError(`This room already shares another session ("${roomMeta.name}").`);
    const host = this.shared.host();
    if (host && host.device !== this.device.id) throw new HostError(`${host.name} is the host of this session now.`);
    await this.checkRoomLog(meta);
    const record: HostRecord = host ?? {
      device: this.device.id,
      name: this.device.name,
      term: 1,
      since: meta.eventCount,
    };
    this.shared.publish({ ...(roomMeta ? {} : { meta: sharedMeta(meta) }), host: record });
    this.published = this.shared.head();
    await this.publishFrom(meta.eventCount);
    this.unwatchDoc = this.shared.onChange(() => this.answerRequests());
    this.stored = liveQuery(() => this.store.get(this.sessionId)).subscribe({
      next: (m) => {
        if (m) this.queue(() => this.publishFrom(m.eventCount));
      },
      error: (e: unknown) => this.fail(e),
    });
    this.answerRequests();
  }

  /** Stops serving the room (requests are left for the next host). Resolves once the work under way is done. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.unwatchDoc?.();
    this.stored?.unsubscribe();
    await this.chain;
  }

  /**
   * Hands the host role to another device: stops answering, publishes the whole log, then names it host from
   * the log's current length. The other device takes over once it holds that much; this one then follows.
   */
  async handOver(to: { readonly device: string; readonly name: string }): Promise<void> {
    await this.stop();
    const meta = await this.store.get(this.sessionId);
    if (!meta) throw new HostError('This session is no longer on this device.');
    this.stopped = false;
    await this.publishFrom(meta.eventCount);
    this.stopped = true;
    const term = (this.shared.host()?.term ?? 0) + 1;
    this.shared.publish({ host: { device: to.device, name: to.name, term, since: meta.eventCount } });
  }

  /** The room's log must be this device's log or a start of it: the same hash at the last event both hold. */
  private async checkRoomLog(meta: SessionMeta): Promise<void> {
    const roomHead = this.shared.head();
    if (roomHead > meta.eventCount)
      throw new HostError(
        `The shared log has ${roomHead} events and this device only ${meta.eventCount}: it cannot write the log.`,
      );
    if (roomHead === 0) return;
    const [mine] = await this.store.events(this.sessionId, { from: roomHead, to: roomHead });
    const theirs = this.shared.event(roomHead) as Partial<SessionEvent> | undefined;
    if (!mine || theirs?.hash !== mine.hash)
      throw new HostError(
        `The shared log and this device's copy differ at event ${roomHead}: the room holds another history of this session.`,
      );
  }

  private queue(work: () => Promise<void>): void {
    this.chain = this.chain.then(work).catch((e: unknown) => this.fail(e));
  }

  private fail(e: unknown): void {
    this.problem = e instanceof Error ? e.message : String(e);
    this.onUpdate();
  }

  /**
   * Publishes what this device's own screen just wrote, at once (without waiting for the stored log to say
   * so); events out of turn are left to the catch-up from the store.
   */
  publishWritten(events: readonly SessionEvent[]): void {
    if (this.stopped || events[0]?.seq !== this.published + 1) return;
    this.shared.publish({ events });
    this.published = events[events.length - 1]?.seq ?? this.published;
    this.onUpdate();
  }

  /** Publishes the stored events after the last one published, up to `upTo`. */
  private async publishFrom(upTo: number, replies: Readonly<Record<string, SyncReply>> = {}): Promise<void> {
    if (this.stopped) return;
    const events =
      upTo > this.published ? await this.store.events(this.sessionId, { from: this.published + 1, to: upTo }) : [];
    this.shared.publish({ events, replies });
    const last = events[events.length - 1];
    if (last) this.published = last.seq;
    this.onUpdate();
  }

  private answerRequests(): void {
    if (this.stopped) return;
    for (const r of this.shared.requests()) {
      if (this.answering.has(r.id) || this.shared.reply(r.id)) continue;
      this.answering.add(r.id);
      this.queue(() => this.answer(r));
    }
  }

  /** Applies one request at most once and publishes the answer with the events it wrote. */
  private async answer(r: SyncRequest): Promise<void> {
    if (this.stopped) {
      this.answering.delete(r.id);
      return;
    }
    const done = await this.store.findEvent(r.id);
    if (done && done.sessionId === this.sessionId)
      return this.publishFrom(done.seq, { [r.id]: { ok: true, seq: done.seq } });
    const meta = await this.store.get(this.sessionId);
    if (!meta) return;
    const why = refusal(meta, await this.rules(meta.system), r.seat, r.request);
    if (why !== undefined)
      return this.publishFrom(this.published, { [r.id]: { ok: false, kind: 'refused', message: why } });
    try {
      const result = await this.store.append(this.sessionId, r.request, r.seenSeq, r.id);
      await this.publishFrom(result.meta.eventCount, { [r.id]: { ok: true, seq: result.event.seq } });
    } catch (e) {
      if (e instanceof StaleSessionError) {
        const message = `The game moved on before this reached the host (it is at event ${e.currentSeq}; this screen showed event ${e.seenSeq}), so it was not done: look again and choose anew.`;
        return this.publishFrom(this.published, { [r.id]: { ok: false, kind: 'stale', message } });
      }
      // The rules' refusal (an illegal action, inputs out of range, nothing to undo) or the host's disk: either
      // way nothing was written, and the device that asked is told why.
      const why = e instanceof Error ? e.message : String(e);
      return this.publishFrom(this.published, {
        [r.id]: { ok: false, kind: 'refused', message: `The host refused it: ${why}` },
      });
    }
  }
}

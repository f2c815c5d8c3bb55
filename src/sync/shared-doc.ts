/**
 * The shape of a shared session's Yjs document, and typed access to it. Four maps:
 *
 * - `session`: `meta` (the session as the host shared it) and `host` (which device writes the log).
 * - `events`: the log, keyed by seq ("1", "2", ...), written only by the host, each event exactly as stored
 *   on the host (with its hash chain). Keyed by seq, not appended to a list, so the same event published
 *   twice (a host reconnecting) is one entry, and a second writer could never make two logs of it.
 * - `requests`: what the other devices ask for, keyed by the request's id.
 * - `replies`: the host's answer to each request, keyed by the same id.
 *
 * Everything read from the document came from another device: it is checked before use (requests here,
 * events by the replay that every joiner runs).
 */
import type * as Y from 'yjs';
import type { EventRequest, SessionEvent, SessionMeta } from '../engine/index.ts';
import type { SeatId } from './seats.ts';

/** The device that writes the log, since which event, and how many times the role has moved (`term`). */
export interface HostRecord {
  readonly device: string;
  readonly name: string;
  readonly term: number;
  /** The log's length when this device became host: it writes only once it holds that much. */
  readonly since: number;
}

/** A request from a device that is not the host: the request, the event count it was chosen at, who sent it. */
export interface SyncRequest {
  readonly id: string;
  readonly device: string;
  readonly seat: SeatId;
  readonly seenSeq: number;
  readonly request: EventRequest;
  readonly at: string;
}

export type SyncReply =
  | { readonly ok: true; readonly seq: number }
  | { readonly ok: false; readonly kind: 'stale' | 'refused'; readonly message: string };

export interface SharedDoc {
  readonly doc: Y.Doc;
  meta(): SessionMeta | undefined;
  host(): HostRecord | undefined;
  /** The events from `from` on, as long as they follow each other without a gap. */
  eventsFrom(from: number): unknown[];
  /** The highest seq such that every event up to it is present. */
  head(): number;
  event(seq: number): unknown;
  requests(): SyncRequest[];
  reply(id: string): SyncReply | undefined;
  /** Host only: the session, the host record and events, in one transaction. */
  publish(parts: {
    meta?: SessionMeta;
    host?: HostRecord;
    events?: readonly SessionEvent[];
    replies?: Readonly<Record<string, SyncReply>>;
  }): void;
  /** A device's request. */
  ask(req: SyncRequest): void;
  /** Calls `f` after every change made by anyone (local or remote); returns the unsubscribe. */
  onChange(f: () => void): () => void;
}

const REQUEST_KINDS = new Set(['roll', 'action', 'undo', 'settings']);

/** A request as read from the document, or undefined when it is not one (another version, or tampered). */
function asRequest(id: string, v: unknown): SyncRequest | undefined {
  if (typeof v !== 'object' || v === null) return undefined;
  const r = v as Partial<SyncRequest>;
  const req = r.request as { kind?: unknown } | undefined;
  if (
    r.id !== id ||
    typeof r.device !== 'string' ||
    typeof r.seat !== 'string' ||
    typeof r.seenSeq !== 'number' ||
    typeof r.at !== 'string'
  )
    return undefined;
  if (typeof req !== 'object' || req === null || typeof req.kind !== 'string' || !REQUEST_KINDS.has(req.kind))
    return undefined;
  return r as SyncRequest;
}

function asReply(v: unknown): SyncReply | undefined {
  if (typeof v !== 'object' || v === null) return undefined;
  const r = v as { ok?: unknown; seq?: unknown; kind?: unknown; message?: unknown };
  if (r.ok === true && typeof r.seq === 'number') return { ok: true, seq: r.seq };
  if (r.ok === false && (r.kind === 'stale' || r.kind === 'refused') && typeof r.message === 'string')
    return { ok: false, kind: r.kind, message: r.message };
  return undefined;
}

function asHost(v: unknown): HostRecord | undefined {
  if (typeof v !== 'object' || v === null) return undefined;
  const h = v as Partial<HostRecord>;
  return typeof h.device === 'string' &&
    typeof h.name === 'string' &&
    typeof h.term === 'number' &&
    typeof h.since === 'number'
    ? (h as HostRecord)
    : undefined;
}

export function sharedDoc(doc: Y.Doc): SharedDoc {
  const session = doc.getMap<unknown>('session');
  const events = doc.getMap<unknown>('events');
  const requests = doc.getMap<unknown>('requests');
  const replies = doc.getMap<unknown>('replies');
  const head = (): number => {
    let n = 0;
    while (events.has(String(n + 1))) n++;
    return n;
  };
  return {
    doc,
    meta: () => {
      const m = session.get('meta');
      return typeof m === 'object' && m !== null && typeof (m as { id?: unknown }).id === 'string'
        ? (m as SessionMeta)
        : undefined;
    },
    host: () => asHost(session.get('host')),
    eventsFrom(from) {
      const out: unknown[] = [];
      for (let seq = from; events.has(String(seq)); seq++) out.push(events.get(String(seq)));
      return out;
    },
    head,
    event: (seq) => events.get(String(seq)),
    requests() {
      const out: SyncRequest[] = [];
      requests.forEach((v, id) => {
        const r = asRequest(id, v);
        if (r) out.push(r);
      });
      return out.sort((a, b) => a.at.localeCompare(b.at));
    },
    reply: (id) => asReply(replies.get(id)),
    publish(parts) {
      doc.transact(() => {
        if (parts.meta) session.set('meta', parts.meta);
        if (parts.host) session.set('host', parts.host);
        for (const e of parts.events ?? []) events.set(String(e.seq), e);
        for (const [id, r] of Object.entries(parts.replies ?? {})) replies.set(id, r);
      });
    },
    ask(req) {
      requests.set(req.id, req);
    },
    onChange(f) {
      const handler = (): void => f();
      doc.on('afterTransaction', handler);
      return () => doc.off('afterTransaction', handler);
    },
  };
}

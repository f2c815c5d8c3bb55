/**
 * The UI's single door to saved sessions. Until src/storage lands this keeps sessions in memory for the visit;
 * it is replaced by the Dexie-backed SessionStore without changing the elements that use it.
 */
import type { SystemId } from '../systems/types.ts';

export interface SessionSummary {
  readonly id: string;
  readonly system: SystemId;
  readonly name: string;
  readonly createdAt: number;
  readonly updatedAt: number;
  readonly events: number;
  /** "Turn 3 - Movement" when the game is kept whole. */
  readonly status?: string;
}

type Listener = () => void;
const sessions = new Map<string, SessionSummary>();
const listeners = new Set<Listener>();

function changed(): void {
  for (const l of listeners) l();
}

export const data = {
  async list(): Promise<SessionSummary[]> {
    return [...sessions.values()].sort((a, b) => b.updatedAt - a.updatedAt);
  },
  async create(system: SystemId, name: string): Promise<SessionSummary> {
    const now = Date.now();
    const s: SessionSummary = { id: crypto.randomUUID(), system, name, createdAt: now, updatedAt: now, events: 0 };
    sessions.set(s.id, s);
    changed();
    return s;
  },
  subscribe(l: Listener): () => void {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};

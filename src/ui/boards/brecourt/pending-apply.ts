import type { ResolvedRoll, SessionEvent } from '../../../engine/index.ts';
import type { Binding } from './binding.ts';

/**
 * The Apply under a roll survives a reload: the board keeps the figures it bound a procedure to (in
 * sessionStorage, per session), and the roll itself is read back from the session's log. Both are needed: the
 * log's roll does not know the figures, and the figures alone do not know the dice.
 */
export interface SavedBinding {
  readonly binding: Binding;
  /** When the board opened the procedure (ms since the epoch): only a roll made since then belongs to it. */
  readonly openedAt: number;
}

/** A roll made for the bound figures and not yet applied. */
export interface PendingApply {
  readonly binding: Binding;
  readonly result: ResolvedRoll;
  readonly rollId: string;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function pendingKey(sessionId: string): string {
  return `umpire.brecourt.binding.${sessionId}`;
}

export function saveBinding(storage: Store, sessionId: string, saved: SavedBinding): void {
  try {
    storage.setItem(pendingKey(sessionId), JSON.stringify(saved));
  } catch {
    // A full or refused storage only loses the Apply after a reload; the game itself is in the log.
  }
}

export function clearBinding(storage: Store, sessionId: string): void {
  try {
    storage.removeItem(pendingKey(sessionId));
  } catch {
    // As above.
  }
}

const isId = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 80;

/** The saved binding, or undefined when there is none or it is not one (storage is the user's to edit). */
export function loadBinding(storage: Store, sessionId: string): SavedBinding | undefined {
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(pendingKey(sessionId)) ?? 'null');
  } catch {
    return undefined;
  }
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { binding, openedAt } = raw as Record<string, unknown>;
  if (typeof openedAt !== 'number' || !Number.isFinite(openedAt) || typeof binding !== 'object' || binding === null) return undefined;
  const b = binding as Record<string, unknown>;
  if (!isId(b.procedure) || !b.procedure.startsWith('brecourt.')) return undefined;
  if (b.actor !== undefined && !isId(b.actor)) return undefined;
  if (b.grenade !== undefined && !isId(b.grenade)) return undefined;
  if (b.gun !== undefined && !isId(b.gun)) return undefined;
  if (b.targets !== undefined && !(Array.isArray(b.targets) && b.targets.length <= 40 && b.targets.every(isId))) return undefined;
  const out: Binding = {
    procedure: b.procedure,
    ...(b.actor !== undefined ? { actor: b.actor } : {}),
    ...(b.targets !== undefined ? { targets: [...(b.targets as string[])] } : {}),
    ...(b.grenade !== undefined ? { grenade: b.grenade } : {}),
    ...(b.gun !== undefined ? { gun: b.gun } : {}),
  };
  return { binding: out, openedAt };
}

/**
 * The roll still waiting for its Apply, read from the session's events (in log order): the latest live roll is
 * of the bound procedure, made since the board opened it, and no live resolve of that procedure came after it
 * (that would be its Apply). A roll of another procedure since then means the referee moved on, as the
 * session's own Apply does.
 */
export function pendingFrom(events: readonly SessionEvent[], saved: SavedBinding): PendingApply | undefined {
  const undone = new Set<string>();
  for (const e of events) if (e.body.kind === 'undo') undone.add(e.body.target);
  let pending: PendingApply | undefined;
  for (const e of events) {
    if (undone.has(e.id)) continue;
    const body = e.body;
    if (body.kind === 'roll') {
      const at = Date.parse(e.at);
      pending = body.procedure === saved.binding.procedure && at >= saved.openedAt ? { binding: saved.binding, result: body.result, rollId: e.id } : undefined;
    } else if (body.kind === 'action' && pending) {
      const a = body.action as { type?: unknown; procedure?: unknown };
      if (a.type === 'resolve' && a.procedure === saved.binding.procedure) pending = undefined;
    }
  }
  return pending;
}

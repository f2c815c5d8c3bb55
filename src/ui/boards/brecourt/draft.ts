import { fieldOf, isOneOf, isRecord, type InputValue } from '../../../engine/index.ts';
import type { BrecourtState } from '../../../systems/brecourt/game/types.ts';
import type { Pick, PickKind } from './figure-acts.ts';
import type { Facts } from './roll-model.ts';

/**
 * What the referee is in the middle of on the board (the figure selected, the roll being set up and what the
 * table told it): kept per session on this device, so a look at a table and back, a reload or the browser closed loses nothing. The
 * rolls themselves are the game's; this is only the choosing.
 */
export interface Draft {
  readonly selected: string;
  readonly pick?: Pick;
  readonly facts: Facts;
}

/** The part of Web Storage a draft needs. */
interface Store {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const KINDS: readonly PickKind[] = ['fire', 'us-grenade', 'hand-to-hand', 'caught', 'demolition', 'check'];

export function draftKey(sessionId: string): string {
  return `umpire.brecourt.draft.${sessionId}`;
}

export function saveDraft(storage: Store, sessionId: string, draft: Draft): void {
  try {
    storage.setItem(draftKey(sessionId), JSON.stringify(draft));
  } catch {
    // A full or refused storage only loses the choosing in progress, never the game.
  }
}

const isId = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 80;
const isValue = (v: unknown): v is InputValue =>
  typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && v.length <= 80);

function readPick(v: unknown): Pick | undefined {
  if (!isRecord(v)) return undefined;
  const { kind, procedure, targets, actor, grenade, gun } = v;
  if (!isOneOf(KINDS, kind) || !isId(procedure) || !procedure.startsWith('brecourt.')) return undefined;
  if (!Array.isArray(targets) || targets.length > 40 || !targets.every(isId)) return undefined;
  if (![actor, grenade, gun].every((id) => id === undefined || isId(id))) return undefined;
  return {
    kind,
    procedure,
    targets: [...targets],
    ...(isId(actor) ? { actor } : {}),
    ...(isId(grenade) ? { grenade } : {}),
    ...(isId(gun) ? { gun } : {}),
  };
}

/** The saved draft, or undefined when there is none or it is not one (storage is the user's to edit). */
export function loadDraft(storage: Store, sessionId: string): Draft | undefined {
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(draftKey(sessionId)) ?? 'null');
  } catch {
    return undefined;
  }
  if (typeof raw !== 'object' || raw === null) return undefined;
  const pickValue = fieldOf(raw, 'pick');
  const factsValue = fieldOf(raw, 'facts');
  const selected = fieldOf(raw, 'selected');
  const pick = pickValue === undefined ? undefined : readPick(pickValue);
  const facts =
    typeof factsValue === 'object' && factsValue !== null
      ? Object.fromEntries(Object.entries(factsValue).filter(([k, v]) => k.length <= 40 && isValue(v)))
      : {};
  return { selected: isId(selected) ? selected : '', ...(pick ? { pick } : {}), facts };
}

/** The draft with whatever the game no longer has (a figure removed, a grenade gone off) let go. */
export function draftFor(state: BrecourtState, draft: Draft): Draft {
  const has = (id: string): boolean => state.figures.some((f) => f.id === id);
  const p = draft.pick;
  const pickOk =
    p &&
    (!p.actor || has(p.actor)) &&
    p.targets.every(has) &&
    (!p.grenade || state.grenades.some((g) => g.id === p.grenade)) &&
    (!p.gun || state.howitzers.some((h) => h.id === p.gun));
  return {
    selected: has(draft.selected) ? draft.selected : '',
    ...(pickOk ? { pick: p } : {}),
    facts: pickOk ? draft.facts : {},
  };
}

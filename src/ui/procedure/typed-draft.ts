import { fieldOf, isRecord, type DiceGroup, type Face } from '../../engine/index.ts';

/** The part of sessionStorage the typed dice need. */
export interface TypedStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const KEY = 'umpire.typed-dice';

/**
 * The dice typed in so far for one roll being set up (`roll` names it), kept in this tab so that a reload in the
 * middle of typing them loses none. One roll at a time: typing another replaces it, rolling clears it.
 */
export function saveTyped(store: TypedStore, roll: string, typed: Readonly<Record<string, readonly Face[]>>): void {
  try {
    store.setItem(KEY, JSON.stringify({ roll, typed }));
  } catch {
    // A full or refused storage only loses the dice typed so far, never the game.
  }
}

export function clearTyped(store: TypedStore): void {
  try {
    store.removeItem(KEY);
  } catch {
    // Nothing kept, nothing lost.
  }
}

/**
 * The dice kept for `roll`, each group held to its count and its die's faces (the storage is the user's to edit);
 * undefined when none were kept for this roll.
 */
export function loadTyped(
  store: TypedStore,
  roll: string,
  groups: readonly DiceGroup[],
): Record<string, Face[]> | undefined {
  let raw: unknown;
  try {
    raw = JSON.parse(store.getItem(KEY) ?? 'null');
  } catch {
    return undefined;
  }
  const typed = fieldOf(raw, 'typed');
  if (fieldOf(raw, 'roll') !== roll || !isRecord(typed)) return undefined;
  const out: Record<string, Face[]> = {};
  for (const g of groups) {
    const values = fieldOf(typed, g.name);
    if (!Array.isArray(values)) continue;
    const faces = values.flatMap((v) => g.die.faces.filter((f) => f === v).slice(0, 1));
    out[g.name] = faces.slice(0, g.count);
  }
  return out;
}

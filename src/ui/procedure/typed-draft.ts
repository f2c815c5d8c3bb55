import {
  fieldOf,
  isRecord,
  normalizeInputs,
  stableKey,
  type DiceGroup,
  type Face,
  type InputDef,
  type InputValues,
} from '../../engine/index.ts';

/** The part of Web Storage the typed dice need. */
export interface TypedStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const KEY = 'umpire.typed-dice';

/**
 * The dice typed in so far for one roll being set up (`roll` names it), kept on this device so that a reload, or the
 * browser closed, in the middle of typing them loses none. One roll at a time: typing another replaces it.
 */
function saveTyped(
  store: TypedStore,
  roll: string,
  typed: Readonly<Record<string, readonly Face[]>>,
  inputs?: InputValues,
): void {
  try {
    store.setItem(KEY, JSON.stringify({ roll, typed, ...(inputs ? { inputs } : {}) }));
  } catch {
    // A full or refused storage only loses the dice typed so far, never the game.
  }
}

/** Drops the dice kept for `roll`; those of another roll, typed since, stay. */
function dropTyped(store: TypedStore, roll: string): void {
  try {
    if (fieldOf(JSON.parse(store.getItem(KEY) ?? 'null'), 'roll') === roll) store.removeItem(KEY);
  } catch {
    // Unreadable or refused: nothing this roll could get back.
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

/**
 * The roll a procedure opened in the panel sets up: the procedure with its inputs and the dice these throw. The dice
 * typed for it belong to it alone: another procedure, or any input changed, is another roll.
 */
export function panelRoll(procedure: string, inputs: InputValues, groups: readonly DiceGroup[]): string {
  const dice = groups.map((g) => `${g.count}x${g.name}`).join(',');
  return `${panelPrefix(procedure)}${stableKey(inputs)}|${dice}`;
}

const panelPrefix = (procedure: string): string => `panel|${procedure}|`;

/**
 * The inputs the panel had when dice were typed for `procedure` in `view` and kept, checked against its inputs (the
 * storage is the user's to edit): a reload sets the procedure up as it was, so the dice kept find their roll again.
 */
export function keptPanelInputs(
  store: TypedStore,
  view: string,
  procedure: string,
  defs: readonly InputDef[],
): InputValues | undefined {
  try {
    const raw: unknown = JSON.parse(store.getItem(KEY) ?? 'null');
    const roll = fieldOf(raw, 'roll');
    if (typeof roll !== 'string' || !roll.startsWith(`${view}|${panelPrefix(procedure)}`)) return undefined;
    return normalizeInputs(defs, fieldOf(raw, 'inputs'));
  } catch {
    return undefined;
  }
}

/**
 * The life of the dice typed on one roll card (or in the procedure panel). They are kept while the card shows its roll, through a reload or a
 * look at another screen (the same roll set up again in the same view gets them back), and dropped once the roll
 * is done with: rolled or left to Umpire, another roll taken up by the card, or the card let go by its board while
 * the view stays on screen (cancelled, another choice made, the step it belonged to over or undone).
 */
export class TypedDraft {
  /** The roll shown, in its view ('' when none). */
  private name = '';
  private view = '';

  constructor(private readonly store: TypedStore) {}

  /** Whether the card shows this roll already: its dice stand. */
  shows(view: string, roll: string): boolean {
    return this.name === `${view}|${roll}`;
  }

  /** The card shows `roll` in `view` now, dropping the dice of the one before: the dice kept for it, if any. */
  takeUp(view: string, roll: string, groups: readonly DiceGroup[]): Record<string, Face[]> | undefined {
    this.drop();
    this.name = `${view}|${roll}`;
    this.view = view;
    return loadTyped(this.store, this.name, groups);
  }

  /** The dice typed so far for the roll shown (and the inputs that set it up, for the procedure panel). */
  type(typed: Readonly<Record<string, readonly Face[]>>, inputs?: InputValues): void {
    if (this.name) saveTyped(this.store, this.name, typed, inputs);
  }

  /** The roll is done with (rolled, left to Umpire, let go): its dice are dropped. */
  drop(): void {
    if (this.name) dropTyped(this.store, this.name);
    this.name = '';
  }

  /**
   * The card has left the page with `viewNow` on screen: its board let it go (true, the dice dropped) when that
   * is still its view; else the view went with it (another screen, the page closing) and the dice are kept.
   */
  left(viewNow: string): boolean {
    if (!this.name || viewNow !== this.view) return false;
    this.drop();
    return true;
  }
}

/**
 * How a result reaches the people at the table: one sentence per thing that happened, with who did what, the
 * dice as thrown, the modifiers that applied, the outcome and the rules section. The same Told is drawn in the
 * log, in the "What just happened" recap, read to screen readers (`toldText`) and written into an export.
 *
 * A game that keeps secrets marks a Told with the `side` that may read it and gives the other sides a `cover`
 * (or nothing): `toldFor` picks what a viewer may see.
 */
import type { DieSpec, Face } from './dice.ts';
import type { ResolvedRoll } from './procedure.ts';

/** Dice thrown for one purpose (one group), drawn as dice. */
export interface ToldDice {
  /** What the dice were for, when a sentence has several groups ("attacker", "German"); printed before them. */
  readonly label?: string;
  readonly die: Pick<DieSpec, 'id' | 'label' | 'faces'> & Partial<Pick<DieSpec, 'faceLabels'>>;
  readonly values: readonly Face[];
  /** Indices (into `values`) of the dice that decided the result. */
  readonly decisive?: readonly number[];
  /** Typed in from dice thrown at the table rather than rolled by Umpire. */
  readonly typed?: boolean;
}

/** A modifier that applied, e.g. "under 12 in." +1 (to the pool or to the roll). */
export interface ToldModifier {
  readonly label: string;
  readonly amount: number;
}

export interface ToldBody {
  /** Who did what, in words: "Winters fires his rifle at the crewman of gun 2". No ids, no keys. */
  readonly text: string;
  readonly dice?: readonly ToldDice[];
  readonly modifiers?: readonly ToldModifier[];
  /** The outcome in a few words: "kill and 1 suppression". */
  readonly outcome?: string;
  /** The rules section that decided it: "US Sheet: Firing", "11.2.3". */
  readonly source?: string;
  /** The line sums up an event of many rolls (a wave of landings): it leads the event's one-line brief. */
  readonly sumsUp?: boolean;
}

export interface Told extends ToldBody {
  /** When set, only this side may read the sentence; other viewers read `cover`, or nothing. */
  readonly side?: string;
  readonly cover?: ToldBody;
}

/** What `viewer` may read of a Told: the whole of it, its cover, or nothing. No viewer sees only public text. */
export function toldFor(t: Told, viewer?: string): ToldBody | undefined {
  if (t.side === undefined || t.side === viewer) return t;
  return t.cover;
}

/** The faces as words, "5 and 6" or "5, 5 and 6"; symbol faces by their labels. */
export function facesText(dice: ToldDice): string {
  const words = dice.values.map((f) => (typeof f === 'string' ? (dice.die.faceLabels?.[f] ?? f) : String(f)));
  if (words.length <= 1) return words[0] ?? 'no dice';
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

/** One modifier in words: "under 12 in. +1". */
export function modifierText(m: ToldModifier): string {
  return `${m.label} ${signed(m.amount)}`;
}

/** A card drawn and read as a die (its die is labelled "card"): the words say card, not dice. */
export function isCard(d: ToldDice): boolean {
  return d.die.label === 'card';
}

/** The dice of a Told in words: "rolled 5 and 6 on 2d6", "typed in attacker 3, 4; defender 6", "card drawn C". */
export function diceText(dice: readonly ToldDice[]): string {
  if (dice.length === 0) return '';
  const typed = dice.every((d) => d.typed);
  const verb = dice.every(isCard) ? (typed ? 'card drawn' : 'card dealt') : typed ? 'dice thrown' : 'rolled';
  const groups = dice.map((d) => `${d.label ? `${d.label} ` : ''}${facesText(d)}`);
  return `${verb} ${groups.join('; ')}`;
}

/**
 * The whole sentence as plain text, for screen readers and exports:
 * "Winters fires at the crewman of gun 2: rolled 5 and 6, under 12 in. +1: kill (US Sheet: Firing)."
 */
export function toldText(t: ToldBody): string {
  const parts: string[] = [];
  if (t.dice?.length) parts.push(diceText(t.dice));
  if (t.modifiers?.length) parts.push(t.modifiers.map(modifierText).join(', '));
  if (t.outcome) parts.push(t.outcome);
  const head = t.text.replace(/[.:\s]+$/, '');
  const body = parts.length ? `${head}: ${parts.join('; ')}` : head;
  return `${body}${t.source ? ` (${t.source})` : ''}.`;
}

/** Plain Tolds from a game's plain log lines (for a game still writing its log as text). */
export function toldLines(lines: readonly string[]): Told[] {
  return lines.map((text) => ({ text }));
}

/** A resolved roll as told: `text` (who rolled for what), the dice thrown by group (deciding ones marked), the modifiers, the summary. */
export function rollToldOf(r: ResolvedRoll, text: string, typed: boolean, source?: string): Told {
  const thrown = r.pool.filter((p) => p.values.length > 0);
  return {
    text,
    dice: thrown.map((p) => ({
      ...(thrown.length > 1 ? { label: p.label } : {}),
      die: { id: p.die, label: p.die, faces: p.faces },
      values: p.values,
      ...(r.decisive?.[p.group] ? { decisive: r.decisive[p.group] } : {}),
      ...(typed ? { typed: true } : {}),
    })),
    modifiers: r.modifiers.map((m) => ({ label: m.label, amount: m.amount })),
    outcome: r.summary,
    ...(source !== undefined ? { source } : {}),
  };
}

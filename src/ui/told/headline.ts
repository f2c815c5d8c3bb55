import { isCard, type ToldBody, type ToldDice } from '../../engine/index.ts';

/**
 * Which of an event's told lines leads the one-line "Just now": a line that sums up the whole event, else the first
 * roll (the dice the table watched), else the first line with an outcome. Undefined when no line has any of
 * these: the event is told as it stands.
 */
export function headlineIndex(told: readonly ToldBody[]): number | undefined {
  const summary = told.findIndex((t) => t.sumsUp === true);
  if (summary >= 0) return summary;
  const rolled = told.findIndex((t) => (t.dice?.length ?? 0) > 0);
  if (rolled >= 0) return rolled;
  const decided = told.findIndex((t) => t.outcome !== undefined && t.outcome !== '');
  return decided >= 0 ? decided : undefined;
}

/** The event's lines in the order the brief form tells them: the headline first, the others as they came. */
export function briefOrder(told: readonly ToldBody[]): { head?: ToldBody; rest: readonly ToldBody[] } {
  const i = headlineIndex(told);
  if (i === undefined) return { rest: told };
  return { head: told[i], rest: told.filter((_, j) => j !== i) };
}

/**
 * The head's outcome as the one line shows it: where no dice come before it, it opens the line, so its first letter
 * is a capital (systems write outcomes to follow an arrow or a dash, in lower case).
 */
export function headOutcome(head: ToldBody): string {
  const outcome = head.outcome ?? '';
  return head.dice?.length ? outcome : outcome.charAt(0).toUpperCase() + outcome.slice(1);
}

/** How a group typed in from the table is marked: "drawn" for a card, "thrown" for dice; '' when Umpire rolled it. */
export function typedMark(d: ToldDice): string {
  if (!d.typed) return '';
  return isCard(d) ? 'drawn' : 'thrown';
}

/** The typed-in marks of one roll's groups in the brief form: said once, after its last group, not once a group. */
export function rollMarks(dice: readonly ToldDice[]): string[] {
  const once = [...new Set(dice.map(typedMark).filter((m) => m !== ''))].join(' and ');
  return dice.map((_, i) => (i === dice.length - 1 ? once : ''));
}

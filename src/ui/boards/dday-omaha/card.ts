import type { Card } from '../../../systems/dday-omaha/rules/german-action.ts';
import type { GameState } from '../../../systems/dday-omaha/game/state.ts';
import type { GermanCard, Question, Walk } from '../../../systems/dday-omaha/game/walk-types.ts';

/** The German card as the player taps it in, before it is entered, and the walk's open questions. Pure. */

export type ColorMark = 'off' | 'single' | 'double';

export interface CardDraft {
  readonly action: Card | null;
  readonly colors: Readonly<Record<string, ColorMark>>;
  readonly symbols: readonly string[];
  readonly armorBonus: boolean;
  readonly leaderBonus: boolean;
  readonly artillery: {
    readonly caliber: '75' | '88';
    readonly value: number;
    readonly symbols: readonly string[];
  } | null;
}

export const EMPTY_DRAFT: CardDraft = {
  action: null,
  colors: {},
  symbols: [],
  armorBonus: false,
  leaderBonus: false,
  artillery: null,
};

/** The colours and symbols a card can show: the scenario's lists, plus any the state uses that they lack. */
export function cardVocabulary(
  s: Pick<GameState, 'positions' | 'units'>,
  scenario?: { readonly [key: string]: unknown },
): { colors: string[]; symbols: string[] } {
  const list = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
  const colors = [...new Set([...list(scenario?.colors), ...s.positions.map((p) => p.color)])];
  const symbols = [...new Set([...list(scenario?.symbols), ...s.units.map((u) => u.symbol).filter(Boolean)])];
  return { colors, symbols };
}

export function toggled<T>(list: readonly T[], x: T): T[] {
  return list.includes(x) ? list.filter((y) => y !== x) : [...list, x];
}

/** The card to enter, or undefined while no action letter is chosen. Colours keep the vocabulary's order. */
export function cardFromDraft(d: CardDraft, colorOrder: readonly string[]): GermanCard | undefined {
  if (!d.action) return undefined;
  const colors = colorOrder
    .filter((c) => (d.colors[c] ?? 'off') !== 'off')
    .map((color) => ({ color, double: d.colors[color] === 'double' }));
  const artillery =
    d.artillery && d.action === 'A'
      ? { caliber: d.artillery.caliber, value: d.artillery.value, symbols: [...d.artillery.symbols] }
      : null;
  return {
    action: d.action,
    colors,
    symbols: [...d.symbols],
    armorBonus: d.armorBonus,
    leaderBonus: d.leaderBonus,
    artillery,
  };
}

/** The questions still without an answer. */
export function openQuestions(w: Walk): Question[] {
  return w.questions.filter((q) => !w.answers[q.id]);
}

/** The answer in force for a question: the player's, or the walk's provisional first options. */
export function answerOf(w: Walk, q: Question): readonly string[] {
  return w.answers[q.id] ?? [];
}

/**
 * Tapping an option of a question: with one pick it is the answer; with more, it is added or removed from the
 * draft, and the answer is ready when the draft holds exactly `pick` options.
 */
export function tapOption(q: Question, draft: readonly string[], option: string): { draft: string[]; ready: boolean } {
  if (q.pick === 1) return { draft: [option], ready: true };
  const next = draft.includes(option)
    ? draft.filter((x) => x !== option)
    : draft.length < q.pick
      ? [...draft, option]
      : [...draft];
  return { draft: next, ready: next.length === q.pick };
}

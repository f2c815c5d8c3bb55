import { D10, type Modifier, type Told, type ToldBody, type ToldDice } from '../../../engine/index.ts';

/**
 * One entry of the game's log: a Told whose text still names units, formations, assets and reinforcement groups
 * by their ids ("16-1-E fires at pillbox-3"); `tell` (game/tell.ts) turns them into printed names and hides what
 * the US may not read. Hexes are printed numbers already.
 */
export type LogEntry = Told;

const SECTION = /\s*\((\d+(?:\.\d+)+[^()]*)\)\s*$/;

/** A plain entry; a closing "(4.3.4)" becomes its section. */
export function said(text: string, more: Omit<ToldBody, 'text'> = {}): LogEntry {
  const m = more.source === undefined ? SECTION.exec(text) : null;
  const section = m?.[1];
  return m && section !== undefined
    ? { ...more, text: text.slice(0, m.index), source: section.trim() }
    : { ...more, text };
}

/** Naval and air support points by their names (5.4, 5.5). */
export const SHIPS: Readonly<Record<string, string>> = {
  dd: 'destroyer',
  cl: 'light cruiser',
  bb: 'battleship',
  air: 'air',
};

/** d10s as the log draws them, one group per purpose ("fire", "morale"). */
export function d10(values: readonly number[], label?: string): ToldDice {
  return { die: { id: D10.id, label: D10.label, faces: D10.faces }, values: [...values], ...(label ? { label } : {}) };
}

/** A roll: who rolled for what, the d10s, the modifiers that applied, the outcome and the section. */
export function rolled(
  text: string,
  dice: readonly ToldDice[],
  outcome: string,
  source: string,
  modifiers: readonly Modifier[] = [],
): LogEntry {
  return {
    text,
    dice,
    outcome,
    source,
    ...(modifiers.length ? { modifiers: modifiers.map((m) => ({ label: m.label, amount: m.amount })) } : {}),
  };
}

/** The plain sentence of an entry, ids and all (tests and the simulator's traces read it). */
export function entryText(e: LogEntry): string {
  const dice = e.dice?.map((d) => `${d.label ? `${d.label} ` : ''}d10 ${d.values.join(', ')}`).join('; ');
  const mods = e.modifiers?.map((m) => `${m.label} ${m.amount > 0 ? '+' : ''}${m.amount}`).join(', ');
  return (
    [e.text, dice, mods, e.outcome].filter((x) => x !== undefined && x !== '').join(': ') +
    (e.source ? ` (${e.source})` : '')
  );
}

/**
 * What an action did, in words: the game pushes one Told per thing that happened onto `state.log` as it
 * happens (the choice, each roll with its dice and DRMs, each result, with its section). Names are the printed
 * ones: units as on their counters, squares by their map IDs, cards by their titles.
 */
import type { Told } from '../../../engine/index.ts';
import type { IpPool } from '../scenario.ts';
import type { GameData } from './data.ts';
import type { State } from './types.ts';

/** States the simulator plays without words: nobody reads them, and making them would cost it its speed. */
const hushed = new WeakSet<State>();

export function hush(s: State): void {
  hushed.add(s);
}

/** Whether what happens to this state is told (everywhere but in the simulator). */
export function heard(s: State): boolean {
  return !hushed.has(s);
}

/** Words, or how to make them: a template is passed as a function, so that a hushed game never builds it. */
export type Words = string | (() => string);

const made = (w: Words): string => (typeof w === 'string' ? w : w());

export function say(s: State, text: Words, source?: string, outcome?: Words): void {
  if (hushed.has(s)) return;
  const t: Told = outcome === undefined ? { text: made(text) } : { text: made(text), outcome: made(outcome) };
  s.log.push(source === undefined ? t : { ...t, source });
}

/**
 * A line that sums up a wave of rolls, put ahead of the rolls told since `at` (the log's length when the wave
 * began): it leads the event's one-line "Just now".
 */
export function sumUp(s: State, at: number, text: string, source: string, outcome: string): void {
  if (hushed.has(s)) return;
  s.log.splice(at, 0, { text, outcome, source, sumsUp: true });
}

export function unitName(d: GameData, id: string): string {
  const i = d.unitIndex.get(id);
  return (i === undefined ? undefined : d.units[i]?.name) ?? 'a unit';
}

/** "A/116 and E/116", "A/116, E/116 and 1/116". */
export function unitNames(d: GameData, ids: readonly string[]): string {
  return listed(ids.map((id) => unitName(d, id)));
}

export function listed(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? 'nobody';
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

export function division(p: IpPool): string {
  return `the ${p} Division`;
}

/** A square by its map ID, with its beach's name where it has one: "B03 (Easy Red east)". */
export function squareName(d: GameData, id: string): string {
  const label = d.map.byId.get(id)?.label;
  return label ? `${id} (${label.replace(/[()]/g, '')})` : id;
}

export function cardName(d: GameData, id: string): string {
  return `"${d.cards.get(id)?.name ?? 'a card'}"`;
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

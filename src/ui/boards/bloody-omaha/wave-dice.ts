/** A wave rolled with dice thrown at the table: its step, its units in order, the die typed for each (null: Umpire's). */
export interface SentWave {
  /** The turn and phase it was rolled in ("2 landing"): a drift's dice never stand for the landing's. */
  readonly step: string;
  readonly units: readonly string[];
  readonly dice: readonly (number | null)[];
}

/** The turn and phase a wave is rolled in, as a `SentWave` keeps it. */
export function stepKey(s: { readonly turn: number; readonly phase: string }): string {
  return `${s.turn} ${s.phase}`;
}

/**
 * The dice thrown for the units a wave left still to go when it stopped part-way (an over-stacked beach square
 * waits for the player's choice, 6.4b): those of the units left, in their order, when the queue left in the same
 * step is the end of the wave sent; none otherwise.
 */
export function diceLeft(sent: SentWave | undefined, step: string, queue: readonly string[]): (number | null)[] {
  if (!sent || sent.step !== step || queue.length === 0 || queue.length >= sent.units.length) return [];
  const from = sent.units.length - queue.length;
  if (queue.some((u, i) => sent.units[from + i] !== u)) return [];
  return sent.dice.slice(from, from + queue.length);
}

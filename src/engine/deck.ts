import type { Rng } from './rng.ts';

/**
 * A deck of cards or a cup of chits: a hidden draw pile in the order the seeded generator gave it, a discard
 * pile, and cards set aside (burnt, or out of play). Pure: every operation returns a new deck.
 */
export interface Deck<T> {
  readonly drawPile: readonly T[];
  readonly discards: readonly T[];
  readonly removed: readonly T[];
}

export function newDeck<T>(items: readonly T[], rng: Rng): Deck<T> {
  return { drawPile: rng.shuffle(items), discards: [], removed: [] };
}

export class EmptyDeckError extends Error {
  override name = 'EmptyDeckError';
}

export function draw<T>(deck: Deck<T>): { item: T; deck: Deck<T> } {
  const [item, ...rest] = deck.drawPile;
  if (item === undefined) throw new EmptyDeckError('the deck is empty');
  return { item, deck: { ...deck, drawPile: rest } };
}

export function discard<T>(deck: Deck<T>, item: T): Deck<T> {
  return { ...deck, discards: [...deck.discards, item] };
}

/** Takes the top card out of the game unseen. */
export function burn<T>(deck: Deck<T>): Deck<T> {
  const { item, deck: rest } = draw(deck);
  return { ...rest, removed: [...rest.removed, item] };
}

/** Puts a drawn item back and mixes the pile again (a chit returned to the cup). */
export function returnAndMix<T>(deck: Deck<T>, item: T, rng: Rng): Deck<T> {
  return { ...deck, drawPile: rng.shuffle([...deck.drawPile, item]) };
}

/** Mixes the discards with what is left into a new draw pile. */
export function reshuffle<T>(deck: Deck<T>, rng: Rng): Deck<T> {
  return { drawPile: rng.shuffle([...deck.drawPile, ...deck.discards]), discards: [], removed: deck.removed };
}

import { describe, expect, it } from 'vitest';
import { burn, discard, draw, EmptyDeckError, newDeck, reshuffle, returnAndMix, Rng } from '../../src/engine/index.ts';

describe('decks and cups', () => {
  it('draws without replacement in a seeded order', () => {
    const items = ['a', 'b', 'c', 'd', 'e'];
    const d1 = newDeck(items, Rng.fromSeed(7));
    const d2 = newDeck(items, Rng.fromSeed(7));
    expect(d1.drawPile).toEqual(d2.drawPile);
    expect([...d1.drawPile].sort()).toEqual(items);
    const { item, deck } = draw(d1);
    expect(deck.drawPile).not.toContain(item);
    expect(deck.drawPile).toHaveLength(4);
  });

  it('burns, discards, reshuffles and returns a chit to the cup', () => {
    const rng = Rng.fromSeed(1);
    let deck = newDeck([1, 2, 3, 4], rng);
    deck = burn(deck);
    expect(deck.removed).toHaveLength(1);
    const drawn = draw(deck);
    deck = discard(drawn.deck, drawn.item);
    expect(deck.discards).toEqual([drawn.item]);
    deck = reshuffle(deck, rng);
    expect(deck.drawPile).toHaveLength(3);
    expect(deck.discards).toHaveLength(0);
    const chit = draw(deck);
    expect(returnAndMix(chit.deck, chit.item, rng).drawPile).toHaveLength(3);
  });

  it('says when the deck is empty', () => {
    expect(() => draw({ drawPile: [], discards: [], removed: [] })).toThrow(EmptyDeckError);
  });
});

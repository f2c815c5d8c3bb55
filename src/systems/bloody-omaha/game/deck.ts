/** The card deck (5.5, 6.1, 14.0): draws reshuffle the discards when the deck runs out. */
import type { Rng } from '../../../engine/index.ts';
import type { GameData } from './data.ts';
import { cardName, say } from './say.ts';
import type { State } from './types.ts';

export function drawCard(s: State, d: GameData, rng: Rng): string | undefined {
  if (s.deck.length === 0 && s.discards.length > 0) {
    s.deck = rng.shuffle(s.discards);
    s.discards = [];
    say(s, 'The deck is empty: the discards are shuffled into a new deck', '6.1');
  }
  const card = s.deck.shift();
  if (card === undefined) {
    say(s, 'No card is left to draw: the deck and the discards are empty', '14.0');
    return undefined;
  }
  s.hand.push(card);
  say(s, () => `The player draws ${cardName(d, card)}`, s.phase === 'card-draw' ? '6.1' : '14.0');
  return card;
}

export function canDraw(s: State): boolean {
  return s.deck.length > 0 || s.discards.length > 0;
}

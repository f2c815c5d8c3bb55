/** The card deck (5.5, 6.1, 14.0): draws reshuffle the discards when the deck runs out. */
import type { Rng } from '../../../engine/index.ts';
import type { GameData } from './data.ts';
import type { State } from './types.ts';

export function drawCard(s: State, d: GameData, rng: Rng): string | undefined {
  if (s.deck.length === 0 && s.discards.length > 0) {
    s.deck = rng.shuffle(s.discards);
    s.discards = [];
    s.log.push('Deck empty: discards reshuffled (6.1)');
  }
  const card = s.deck.shift();
  if (card === undefined) {
    s.log.push('No card left to draw');
    return undefined;
  }
  s.hand.push(card);
  s.log.push(`Drew "${d.cards.get(card)?.name ?? card}"`);
  return card;
}

export function canDraw(s: State): boolean {
  return s.deck.length > 0 || s.discards.length > 0;
}

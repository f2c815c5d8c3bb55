import { describe, expect, it } from 'vitest';
import { cardFromDraft, cardText, cardVocabulary, EMPTY_DRAFT, nextColorMark, openQuestions, tapOption, toggled } from '../../../src/ui/boards/dday-omaha/card.ts';
import { play } from './helpers.ts';

describe('the German card as tapped in', () => {
  it('is not ready until the action letter is chosen', () => {
    expect(cardFromDraft(EMPTY_DRAFT, ['white'])).toBeUndefined();
  });

  it('keeps the colours in the scenario order, single or double, and drops the artillery line off an A card', () => {
    const draft = { ...EMPTY_DRAFT, action: 'F' as const, colors: { brown: 'double' as const, white: 'single' as const, grey: 'off' as const }, symbols: ['foot'], artillery: { caliber: '75' as const, value: 2, symbols: ['foot'] } };
    expect(cardFromDraft(draft, ['white', 'grey', 'brown'])).toEqual({
      action: 'F', colors: [{ color: 'white', double: false }, { color: 'brown', double: true }], symbols: ['foot'], armorBonus: false, leaderBonus: false, artillery: null,
    });
    expect(cardFromDraft({ ...draft, action: 'A' }, ['white'])?.artillery).toEqual({ caliber: '75', value: 2, symbols: ['foot'] });
  });

  it('cycles a colour off, single, double and back with one tap each', () => {
    expect([nextColorMark(undefined), nextColorMark('single'), nextColorMark('double')]).toEqual(['single', 'double', 'off']);
    expect(toggled(['a', 'b'], 'a')).toEqual(['b']);
    expect(toggled(['a'], 'b')).toEqual(['a', 'b']);
  });

  it('takes its colours and symbols from the scenario, adding any the state uses', () => {
    const s = play([]);
    const v = cardVocabulary(s, { colors: ['white', 'grey', 'brown'], symbols: ['foot', 'armor', 'gun'] });
    expect(v.colors).toEqual(['white', 'grey', 'brown']);
    expect(v.symbols).toEqual(['foot', 'armor', 'gun']);
    expect(cardVocabulary(s).colors.sort()).toEqual(['brown', 'grey', 'white']);
  });

  it('reads back in words', () => {
    expect(cardText({ action: 'A', colors: [{ color: 'grey', double: true }], symbols: [], armorBonus: true, leaderBonus: false, artillery: { caliber: '88', value: 3, symbols: ['gun'] } }))
      .toBe('A · grey ×2 · no symbol · armor bonus · artillery 88 mm value 3 on gun');
  });
});

describe('questions of the walk', () => {
  const q1 = { id: 'q1', prompt: 'choose 1', options: ['A', 'B'], pick: 1 };
  const q2 = { id: 'q2', prompt: 'choose 2', options: ['A', 'B', 'C'], pick: 2 };

  it('answers a pick-one with one tap', () => {
    expect(tapOption(q1, [], 'B')).toEqual({ draft: ['B'], ready: true });
  });

  it('collects a pick-two until two are chosen; a tap again takes one back; a third is refused', () => {
    expect(tapOption(q2, [], 'A')).toEqual({ draft: ['A'], ready: false });
    expect(tapOption(q2, ['A'], 'A')).toEqual({ draft: [], ready: false });
    expect(tapOption(q2, ['A'], 'C')).toEqual({ draft: ['A', 'C'], ready: true });
    expect(tapOption(q2, ['A', 'C'], 'B')).toEqual({ draft: ['A', 'C'], ready: true });
  });

  it('lists only the questions still open', () => {
    const w = { card: { action: 'F' as const, colors: [], symbols: [], armorBonus: false, leaderBonus: false, artillery: null }, steps: [], questions: [q1, q2], answers: { q1: ['A'] } };
    expect(openQuestions(w).map((q) => q.id)).toEqual(['q2']);
  });
});

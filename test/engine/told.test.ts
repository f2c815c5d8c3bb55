import { describe, expect, it } from 'vitest';
import { D6, diceText, toldFor, toldText, type Told } from '../../src/engine/index.ts';

const fire: Told = {
  text: 'Winters fires his rifle at the crewman of gun 2',
  dice: [{ die: D6, values: [5, 6], decisive: [1] }],
  modifiers: [
    { label: 'under 12 in.', amount: 1 },
    { label: 'suppressed', amount: -1 },
  ],
  outcome: 'kill',
  source: 'US Sheet: Firing',
};

describe('told: one sentence for what happened', () => {
  it('words who, what, the dice, the modifiers, the outcome and the section in one sentence', () => {
    expect(toldText(fire)).toBe(
      'Winters fires his rifle at the crewman of gun 2: rolled 5 and 6; under 12 in. +1, suppressed -1; kill (US Sheet: Firing).',
    );
  });

  it('names the groups of a roll with several, and says when the dice were thrown at the table', () => {
    const text = diceText([
      { label: 'attacker', die: D6, values: [1, 2, 4], typed: true },
      { label: 'defender', die: D6, values: [6], typed: true },
    ]);
    expect(text).toBe('dice thrown attacker 1, 2 and 4; defender 6');
  });

  it('words symbol faces by their labels', () => {
    const die = { id: 'green', label: 'green Movement Die', faces: ['R', 'X'], faceLabels: { R: 'Rope', X: 'Blank' } };
    expect(diceText([{ die, values: ['R', 'X'] }])).toBe('rolled Rope and Blank');
  });

  it('says card, not dice, for a card drawn and read as a die', () => {
    const die = { id: 'card-landing', label: 'card', faces: ['A', 'B'] };
    expect(diceText([{ die, values: ['B'], typed: true }])).toBe('card drawn B');
    expect(diceText([{ die, values: ['A'] }])).toBe('card dealt A');
  });

  it('leaves nothing dangling when there is only a sentence', () => {
    expect(toldText({ text: 'The turn ends.' })).toBe('The turn ends.');
  });

  it('tells a secret to its side only: the other side and the public read the cover, or nothing', () => {
    const secret: Told = {
      text: 'Gun Found! at column 7, row 14',
      side: 'german',
      cover: { text: 'A marker is placed face down' },
    };
    expect(toldFor(secret, 'german')?.text).toMatch(/column 7/);
    expect(toldFor(secret, 'ranger')?.text).toBe('A marker is placed face down');
    expect(toldFor(secret)?.text).toBe('A marker is placed face down');
    expect(toldFor({ ...secret, cover: undefined }, 'ranger')).toBeUndefined();
    expect(toldFor(fire, 'ranger')).toBe(fire);
  });
});

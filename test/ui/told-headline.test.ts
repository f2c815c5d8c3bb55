import { describe, expect, it } from 'vitest';
import { D6, type ToldBody, type ToldDice } from '../../src/engine/index.ts';
import { briefOrder, headlineIndex, headOutcome, rollMarks } from '../../src/ui/told/headline.ts';

const die = { id: D6.id, label: D6.label, faces: D6.faces };
const climb: ToldBody = { text: 'Dog Support climbs the cliff', outcome: 'its Rally Point comes up with it' };
const combat: ToldBody = {
  text: 'Close Combat: Dog Support attacks the MG 5/3',
  dice: [{ die, values: [6, 5] }],
  outcome: '1 hit on Dog Support',
};
const retreat: ToldBody = { text: 'Dog Support retreats 1 space north', outcome: 'now in Beach 4' };

describe('the headline of an event told in one line', () => {
  it('is its first roll, even after a line that only has an outcome', () => {
    expect(headlineIndex([climb, combat, retreat])).toBe(1);
    expect(briefOrder([climb, combat, retreat])).toEqual({ head: combat, rest: [climb, retreat] });
  });

  it('is a line that sums up the event, before any roll', () => {
    const wave: ToldBody = { text: 'A wave of 2 lands', outcome: '1 landed, 1 delayed', sumsUp: true };
    expect(headlineIndex([combat, retreat, wave])).toBe(2);
    expect(briefOrder([wave, combat, retreat])).toEqual({ head: wave, rest: [combat, retreat] });
  });

  it('is the first line with an outcome where nothing was rolled', () => {
    expect(headlineIndex([{ text: 'Step 3 of 7' }, retreat])).toBe(1);
  });

  it('is nothing where no line has dice or an outcome: the event is told as it stands', () => {
    const plain = [{ text: 'Step 3 of 7' }, { text: 'Moved on', outcome: '' }];
    expect(headlineIndex(plain)).toBeUndefined();
    expect(briefOrder(plain)).toEqual({ rest: plain });
  });
});

describe('the outcome at the head of the one line', () => {
  it('opens the line with a capital where nothing was rolled', () => {
    expect(headOutcome(retreat)).toBe('Now in Beach 4');
  });

  it('is left as written after the dice it follows', () => {
    expect(headOutcome({ ...combat, outcome: 'one hit' })).toBe('one hit');
  });
});

describe('the typed-in mark of a roll told in one line', () => {
  const test: ToldDice = { label: '1d6 test', die, values: [1], typed: true };
  const fate: ToldDice = { label: 'surrender-or-run d6', die, values: [2], typed: true };

  it('says "thrown" once, after the last group, for dice typed in group by group', () => {
    expect(rollMarks([test, fate])).toEqual(['', 'thrown']);
    expect(rollMarks([test])).toEqual(['thrown']);
  });

  it('says nothing for dice Umpire rolled, and "drawn" for a card', () => {
    expect(
      rollMarks([
        { ...test, typed: false },
        { ...fate, typed: false },
      ]),
    ).toEqual(['', '']);
    const card: ToldDice = { die: { ...die, label: 'card' }, values: [3], typed: true };
    expect(rollMarks([card, fate])).toEqual(['', 'drawn and thrown']);
  });
});

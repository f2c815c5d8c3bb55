import { describe, expect, it } from 'vitest';
import { diceLeft, type SentWave } from '../../../src/ui/boards/bloody-omaha/wave-dice.ts';

describe('the dice thrown for a wave that stopped part-way (6.4b)', () => {
  const sent: SentWave = {
    step: '2 landing',
    units: ['3/16', '2/16', '3/116', '2/116', '1/116'],
    dice: [1, 1, 1, null, 4],
  };

  it('keeps the dice of the units left to land, in their order', () => {
    expect(diceLeft(sent, '2 landing', ['2/116', '1/116'])).toEqual([null, 4]);
    expect(diceLeft(sent, '2 landing', ['3/116', '2/116', '1/116'])).toEqual([1, null, 4]);
  });

  it('keeps none for another step, another queue, a whole wave again, or nothing sent', () => {
    expect(diceLeft(sent, '2 drift', ['2/116', '1/116'])).toEqual([]);
    expect(diceLeft(sent, '2 landing', ['1/116', '2/116'])).toEqual([]);
    expect(diceLeft(sent, '2 landing', sent.units)).toEqual([]);
    expect(diceLeft(undefined, '2 landing', ['1/116'])).toEqual([]);
  });
});

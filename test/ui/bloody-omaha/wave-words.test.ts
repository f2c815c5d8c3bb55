import { describe, expect, it } from 'vitest';
import { waveButtonText } from '../../../src/ui/boards/bloody-omaha/wave-words.ts';

describe('the words of the button that rolls a wave (Drift 6.3, Landing 6.4)', () => {
  it('counts a wave of several units', () => {
    expect(waveButtonText(false, ['A/116', 'E/16', 'F/16'])).toBe('Land for all 3');
    expect(waveButtonText(true, ['A/116', 'E/16'])).toBe('Roll drift for all 2');
  });

  it('names the unit of a wave of one instead of saying "all 1"', () => {
    expect(waveButtonText(false, ['A/116'])).toBe('Land A/116');
    expect(waveButtonText(true, ['C/2 Rngr'])).toBe('Roll drift for C/2 Rngr');
  });
});

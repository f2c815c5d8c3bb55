import { describe, expect, it } from 'vitest';
import { gameStatus } from '../../../src/systems/bloody-beach/game/status.ts';
import { scene } from './scene.ts';

describe('5.1 the initiative roll is asked for in words', () => {
  it('says what the Initiative Modifier marker adds, and to whom, instead of a bare number', () => {
    const prompt = (marker: number) => gameStatus(scene({}, { initiative: null, marker })).prompts[0];
    expect(prompt(0)).toBe('Roll initiative: a d10 each side, no modifier yet (5.1)');
    expect(prompt(2)).toBe('Roll initiative: a d10 each side, +2 to the US roll from the Initiative Modifier (5.1)');
    expect(prompt(-1)).toBe(
      'Roll initiative: a d10 each side, +1 to the German roll from the Initiative Modifier (5.1)',
    );
  });
});

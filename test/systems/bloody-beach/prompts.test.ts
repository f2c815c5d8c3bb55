import { describe, expect, it } from 'vitest';
import { gameStatus } from '../../../src/systems/bloody-beach/game/status.ts';
import { initiativeRoll } from '../../../src/systems/bloody-beach/procedures/initiative.ts';
import { ctx, scene } from './scene.ts';

describe('5.1, 9.1 what is due is asked for in words', () => {
  it('says what the Initiative Modifier marker adds, and to whom, instead of a bare number', () => {
    const prompt = (marker: number) => gameStatus(scene({}, { initiative: null, marker })).prompts[0];
    expect(prompt(0)).toBe('Roll initiative: a d10 each side, no modifier yet (5.1)');
    expect(prompt(2)).toBe('Roll initiative: a d10 each side, +2 to the US roll from the Initiative Modifier (5.1)');
    expect(prompt(-1)).toBe(
      'Roll initiative: a d10 each side, +1 to the German roll from the Initiative Modifier (5.1)',
    );
  });

  it('names the odds of each result by who wins and what the marker then gives, not by the marker space', () => {
    const labels = initiativeRoll
      .odds({ marker: 0, usOnMapSupply: 0, germanOnMapSupply: 0 }, ctx)
      .map((o) => initiativeRoll.label?.(o.outcome));
    expect(labels).toContain('US wins; +1 to the German next time');
    expect(labels).toContain('German wins; +1 to the US next time');
  });

  it('offers the German player no wave to land: only the US lands (9.1)', () => {
    const prompt = (initiative: 'us' | 'german') => gameStatus(scene({}, { initiative })).prompts[0];
    expect(prompt('us')).toMatch(/^US player: .*land a wave/);
    expect(prompt('german')).toBe('German player: activate a formation, roll reinforcements, or pass');
  });
});

import { describe, expect, it } from 'vitest';
import recorded from '../fixtures/simulate/games.json';
import { playFixtureGames, SIMULATED, GAMES_PER_POLICY } from '../fixtures/simulate/games.ts';

/**
 * The simulators play the very games they played when the fixture was recorded (session 27, before the work on
 * their speed): the same result and the same dice, drawn to the same place in the stream, for each seed.
 */
describe('simulated games are the recorded games', () => {
  for (const system of SIMULATED) {
    it(`${system}: ${GAMES_PER_POLICY} games of each policy end as recorded`, async () => {
      const played = await playFixtureGames(system);
      expect(played).toHaveLength(recorded[system].length);
      for (let i = 0; i < played.length; i++) expect(played[i], recorded[system][i]?.seed).toEqual(recorded[system][i]);
    });
  }
});

import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/index.ts';
import { hasUnitAtOrNext } from '../../../src/systems/bloody-omaha/game/actions.ts';
import { look, unitAtOrNext } from '../../../src/systems/bloody-omaha/sim/policy/board.ts';
import { playOne } from '../../../src/systems/bloody-omaha/sim/simulator.ts';
import { ctx, data } from './helpers.ts';

describe("the policy's grid answers as the rules do", () => {
  it('a unit in or next to a square: unitAtOrNext equals hasUnitAtOrNext for every square, before every action', () => {
    const differ: string[] = [];
    let asked = 0;
    let yes = 0;
    for (let game = 0; game < 10; game++)
      playOne(Rng.fromSeed(`board:${game}`), 'assault', ctx, false, (a, s) => {
        const g = look(s, data);
        for (let k = 0; k < g.ids.length; k++) {
          const sq = g.ids[k] as string;
          const rules = hasUnitAtOrNext(s, data, sq);
          asked++;
          if (rules) yes++;
          if (unitAtOrNext(g, k) !== rules) differ.push(`game ${game} before ${a.type}: ${sq}`);
        }
      });
    expect(differ.slice(0, 5)).toEqual([]);
    expect(yes).toBeGreaterThan(asked / 20);
  });
});

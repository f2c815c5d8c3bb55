import { describe, expect, it } from 'vitest';
import { startCloseCombat } from '../../../src/systems/crowbar/game/close-combat.ts';
import { listOf, top } from '../../../src/systems/crowbar/game/core.ts';
import { beginActivation, endActivation, rollDie } from '../../../src/systems/crowbar/game/flow.ts';
import { newGame } from '../../../src/systems/crowbar/game/setup.ts';
import { playOne } from '../../../src/systems/crowbar/sim/simulator.ts';
import { Rng } from '../../../src/engine/index.ts';
import { Roller } from '../../../src/systems/crowbar/game/roller.ts';
import type { CloseCombat } from '../../../src/systems/crowbar/game/types.ts';
import { blankGame, put, R } from './helpers.ts';

/**
 * The simulator plays thousands of games on code V8 has compiled for the shapes it met; a record or list that
 * changes shape late in a run throws that code away. These hold the rules to one shape each.
 */
describe('state records keep one shape', () => {
  it('a Close Combat has its bonus choices set (not yet made) from the start, so deciding them adds no field', () => {
    const { g } = blankGame('shape');
    startCloseCombat(g, { attacker: 'german', col: 3, gid: 7, from: 7, crossedCliff: false });
    const t = top(g);
    const cc = t?.k === 'cc' ? t.cc : undefined;
    const keys: (keyof CloseCombat)[] = [
      'attacker',
      'col',
      'gid',
      'from',
      'crossedCliff',
      'commander',
      'heroic',
      'decided',
      'rounds',
    ];
    expect(cc && Object.keys(cc)).toEqual(keys);
    expect(cc).toMatchObject({ commander: false, heroic: false, decided: false, rounds: 0 });
  });

  it('a new game has every field of the state from the start: playing it to the end adds none', () => {
    const fresh = newGame(R, Rng.fromSeed('shape-state'), 'solitaire');
    const { state } = playOne(Rng.fromSeed('shape-state'), 'cautious');
    expect(state.phase).toBe('over');
    expect(Object.keys(state)).toEqual(Object.keys(fresh));
  });

  it('listOf copies a list and adds the last option', () => {
    const options = ['3', '4'];
    const out = listOf(options, 'none');
    expect(out).toEqual(['3', '4', 'none']);
    expect(out).not.toBe(options);
    expect(listOf(options)).toEqual(['3', '4']);
  });

  it('the dice of an activation are emptied in place: one array for them the whole game, keeping its room', () => {
    const { g, rng } = blankGame('shape-dice');
    put(g, 2, 6);
    put(g, 3, 6);
    const { rolled, rolledFaces } = g;
    beginActivation(g, R, 2);
    rollDie(g, R, new Roller(rng, [3]), 2, 'green');
    expect(g.rolled).toEqual(['green']);
    expect(g.rolledFaces).toEqual([3]);
    endActivation(g, 2);
    beginActivation(g, R, 3);
    expect(g.rolled).toBe(rolled);
    expect(g.rolledFaces).toBe(rolledFaces);
    expect(g.rolled).toEqual([]);
    expect(g.rolledFaces).toEqual([]);
  });
});

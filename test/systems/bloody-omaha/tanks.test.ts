import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/index.ts';
import { rollFor } from '../../../src/systems/bloody-omaha/game/game.ts';
import { applyInPlace, checkAction } from '../../../src/systems/bloody-omaha/game/reducer.ts';
import type { Action, State } from '../../../src/systems/bloody-omaha/game/types.ts';
import { blank, ctx, data, place, play, said, token } from './helpers.ts';

/** E/16 with a +1 Tank and F/16 on B03 (a Gap), attacking a 6-CF Strongpoint in S03 that eliminates E/16. */
function tankLeftBehind(): State {
  const s = blank(5);
  place(s, 'E/16', 'B03');
  place(s, 'F/16', 'B03');
  s.gaps.B03 = true;
  s.gaps.B02 = true;
  s.tanks = [{ id: 'tank1', strength: 1, square: 'B03', unit: 'E/16' }];
  s.tokens.S03 = [token('number', 6, 'strongpoint', true)];
  return play(s, [
    { type: 'attack', target: 'S03', from: ['B03'] },
    { type: 'roll-attack', dice: [6] },
    { type: 'choose-unit', unit: 'E/16' },
  ]);
}

describe('9.1c a Tank left behind', () => {
  it('9.1c: when its unit is eliminated the Tank stays in the square and moves with nobody', () => {
    const s = tankLeftBehind();
    expect(s.units.find((u) => u.id === 'E/16')?.loc).toBe('eliminated');
    expect(s.tanks).toEqual([{ id: 'tank1', strength: 1, square: 'B03', unit: null }]);
    const moved = play(s, [{ type: 'move', from: 'B03', moves: [{ unit: 'F/16', to: 'B02' }] }]);
    expect(moved.tanks[0]).toMatchObject({ square: 'B03', unit: null });
  });

  it('9.1c: a unit left in the square does not take it up by itself: the Tank adds nothing to its attack', () => {
    const s = tankLeftBehind();
    const again = play(s, [{ type: 'attack', target: 'S03', from: ['B03'] }]);
    expect(rollFor(again, { type: 'roll-attack' }, ctx)?.inputs).toMatchObject({ unitsCf: 2, tanks: 0 });
  });

  it('9.1c: a unit that moves into the square picks the Tank up and carries it on', () => {
    const s = tankLeftBehind();
    place(s, 'L/16', 'B02');
    const t = play(s, [{ type: 'move', from: 'B02', moves: [{ unit: 'L/16', to: 'B03' }] }]);
    expect(t.tanks[0]).toMatchObject({ square: 'B03', unit: 'L/16' });
    expect(said(t)).toMatch(/L\/16 picks up the \+1 Tank left in B03 \(9\.1c\)/);
    const on = play(t, [{ type: 'move', from: 'B03', moves: [{ unit: 'L/16', to: 'B02' }] }]);
    expect(on.tanks[0]).toMatchObject({ square: 'B02', unit: 'L/16' });
  });

  it('9.1c and 11.6: or an IP transfers it along a clear path to a unit in another square', () => {
    const s = tankLeftBehind();
    place(s, 'L/16', 'B02');
    const t = play(s, [{ type: 'transfer-tank', tank: 'tank1', unit: 'L/16' }]);
    expect(t.tanks[0]).toMatchObject({ square: 'B02', unit: 'L/16' });
    expect(t.ip['1st'] + t.ip['29th']).toBe(s.ip['1st'] + s.ip['29th'] - 1);
  });

  it('9.1c: an IP also hands it to the unit that stayed in its square', () => {
    const s = tankLeftBehind();
    const t = play(s, [{ type: 'transfer-tank', tank: 'tank1', unit: 'F/16' }]);
    expect(t.tanks[0]).toMatchObject({ square: 'B03', unit: 'F/16' });
  });
});

describe('Tank records in the simulator', () => {
  /** Plays in place, as the simulator does, with every Tank record frozen: changing one in place throws. */
  function playFrozen(s: State, actions: readonly Action[]): State {
    const rng = Rng.fromSeed('frozen');
    for (const a of actions) {
      for (const t of s.tanks) Object.freeze(t);
      const why = checkAction(s, data, ctx, a);
      if (why) throw new Error(`${a.type} illegal: ${why}`);
      applyInPlace(s, data, ctx, rng, a);
    }
    return s;
  }

  it('a Tank that moves, loses its unit or a step, or is picked up or transferred gets a new record', () => {
    const s = blank(5);
    place(s, 'E/16', 'B03');
    place(s, 'F/16', 'B03');
    place(s, 'L/16', 'B02');
    s.gaps.B03 = true;
    s.gaps.B02 = true;
    s.tanks = [{ id: 'tank1', strength: 2, square: 'B03', unit: 'E/16' }];
    s.tokens.S03 = [token('stug', null, 'strongpoint'), token('number', 6, 'strongpoint', true)];
    playFrozen(s, [
      { type: 'attack', target: 'S03', from: ['B03'] },
      { type: 'continue-attack' },
      { type: 'roll-attack', dice: [6] },
      { type: 'choose-unit', unit: 'E/16' },
    ]);
    expect(s.tanks).toEqual([{ id: 'tank1', strength: 1, square: 'B03', unit: null }]);
    playFrozen(s, [{ type: 'move', from: 'B02', moves: [{ unit: 'L/16', to: 'B03' }] }]);
    expect(s.tanks[0]).toMatchObject({ square: 'B03', unit: 'L/16' });
    playFrozen(s, [{ type: 'move', from: 'B03', moves: [{ unit: 'L/16', to: 'B02' }] }]);
    expect(s.tanks[0]).toMatchObject({ square: 'B02', unit: 'L/16' });
    playFrozen(s, [{ type: 'transfer-tank', tank: 'tank1', unit: 'F/16' }]);
    expect(s.tanks[0]).toMatchObject({ square: 'B03', unit: 'F/16' });
  });
});

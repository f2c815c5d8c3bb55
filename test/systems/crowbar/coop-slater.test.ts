import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/index.ts';
import { legalActions, why } from '../../../src/systems/crowbar/game/legal.ts';
import { rangerSeatNow } from '../../../src/systems/crowbar/game/coop.ts';
import type { CrowbarState, Mode } from '../../../src/systems/crowbar/game/types.ts';
import { act, emptiedGame, put, R, said } from './helpers.ts';

/** A co-op game at its End Turn Phase, battlefield emptied. */
function endTurn(mode: Mode, seed: string): { g: CrowbarState; rng: Rng } {
  const { g, rng } = emptiedGame(mode, seed);
  g.phase = 'end-turn';
  g.stack = [{ k: 'end-turn' }];
  return { g, rng };
}

function slaterCol(g: CrowbarState): number | null {
  return g.commanders.find((c) => c.company === 'dog' && !c.battalion)?.col ?? null;
}

function attachCols(g: CrowbarState, commander: string): number[] {
  return legalActions(g, R).flatMap((a) => (a.type === 'attach' && a.commander === commander ? [a.col] : []));
}

describe('S-8 2-player co-op Slater hand-off', () => {
  it('S-8: before his hand-off Slater may join any Dog unit, of either player, and no other', () => {
    const { g } = endTurn('coop2', 's8-a');
    expect(slaterCol(g)).toBe(5);
    expect(attachCols(g, 'slater').sort((a, b) => a - b)).toEqual([6, 7, 8]);
    expect(legalActions(g, R).some((a) => a.type === 'slater-handoff')).toBe(false);
  });

  it('S-8: the first End Turn with Slater inland asks the players who takes him, and nothing else', () => {
    const { g } = endTurn('coop2', 's8-b');
    put(g, 5, 6);
    const legal = legalActions(g, R);
    expect(legal.every((a) => a.type === 'slater-handoff')).toBe(true);
    expect(legal.map((a) => (a.type === 'slater-handoff' ? a.to : '')).sort()).toEqual(['easy', 'fox', 'roll']);
    expect(why(g, R, { type: 'end-turn' })).toMatch(/not a choice/);
  });

  it("S-8: handed to the Easy player, Slater leaves Fox's Dog column for one of Easy's own Dog units, and stays with them", () => {
    const { g, rng } = endTurn('coop2', 's8-c');
    put(g, 5, 6);
    put(g, 7, 5);
    put(g, 8, 5);
    act(g, rng, { type: 'slater-handoff', to: 'easy' });
    expect(g.slaterSeat).toBe('easy');
    expect(said(g)).toContain('Capt. Slater goes to the Easy Company player (S-8).');
    expect(rangerSeatNow(g)).toBe('easy');
    expect(g.decider).toEqual({ side: 'ranger', seat: 'easy' });
    expect(attachCols(g, 'slater')).toEqual([7, 8]);
    act(g, rng, { type: 'attach', commander: 'slater', col: 8 });
    expect(slaterCol(g)).toBe(8);
    // Later End Turns: no new hand-off, and Slater may only move between Easy's two Dog units.
    g.phase = 'end-turn';
    g.stack = [{ k: 'end-turn' }];
    expect(legalActions(g, R).some((a) => a.type === 'slater-handoff')).toBe(false);
    expect(attachCols(g, 'slater')).toEqual([7]);
  });

  it('S-8: a hand-off by the dice goes to the higher two-dice total', () => {
    const { g, rng } = endTurn('coop2', 's8-d');
    put(g, 5, 6);
    const first = g.seats[0]?.id;
    const second = g.seats[1]?.id;
    act(g, rng, { type: 'slater-handoff', to: 'roll', dice: [2, 1, 5, 4] });
    expect(g.slaterSeat).toBe(second);
    expect(first).not.toBe(second);
    expect(g.lastRoll).toMatchObject({
      for: 'handoff',
      dice: [
        { die: 'combat', face: 2 },
        { die: 'combat', face: 1 },
        { die: 'combat', face: 5 },
        { die: 'combat', face: 4 },
      ],
    });
  });

  it('S-8 with R-7: when both are due, Rudder is settled first, then Slater', () => {
    const { g, rng } = endTurn('coop2', 's8-e');
    put(g, 5, 6);
    put(g, 3, 6);
    expect(legalActions(g, R).every((a) => a.type === 'rudder-handoff')).toBe(true);
    act(g, rng, { type: 'rudder-handoff', to: 'easy' });
    expect(legalActions(g, R).every((a) => a.type === 'slater-handoff')).toBe(true);
    act(g, rng, { type: 'slater-handoff', to: 'fox' });
    // Slater is already with a Fox-seat Dog unit (column 5): no attach is asked.
    expect(slaterCol(g)).toBe(5);
    expect(legalActions(g, R).some((a) => a.type === 'end-turn')).toBe(true);
  });

  it('S-8 applies to 2-player co-op only: in 3-player co-op Slater stays with the Dog player', () => {
    const { g } = endTurn('coop3', 's8-f');
    put(g, 5, 6);
    expect(legalActions(g, R).some((a) => a.type === 'slater-handoff')).toBe(false);
    expect(attachCols(g, 'slater').sort((a, b) => a - b)).toEqual([6, 7, 8]);
  });
});

import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/index.ts';
import { newGame } from '../../../src/systems/crowbar/game/setup.ts';
import { legalActions, why } from '../../../src/systems/crowbar/game/legal.ts';
import { consolidateOptions } from '../../../src/systems/crowbar/game/flow.ts';
import { crowbarGame } from '../../../src/systems/crowbar/game/index.ts';
import type { CrowbarState } from '../../../src/systems/crowbar/game/types.ts';
import { act, emptiedGame, ctx, put, R } from './helpers.ts';

/** A 3-player co-op game at its End Turn Phase, battlefield emptied. */
function coopEndTurn(seed: string): { g: CrowbarState; rng: Rng } {
  const { g, rng } = emptiedGame('coop3', seed);
  g.phase = 'end-turn';
  g.stack = [{ k: 'end-turn' }];
  return { g, rng };
}

function rudderCol(g: CrowbarState): number | null {
  return g.commanders.find((c) => c.battalion)?.col ?? null;
}

function colsOf(g: CrowbarState, seat: string): number[] {
  return g.seats.find((s) => s.id === seat)?.cols ?? [];
}

describe('R-7 co-op Rudder hand-off', () => {
  it('R-7: Rudder stays with Easy while his unit is short of the Inland Zone', () => {
    const { g } = coopEndTurn('r7-a');
    const col = rudderCol(g);
    expect(col).not.toBeNull();
    expect(colsOf(g, 'easy')).toContain(col);
    put(g, col ?? 0, 4);
    const legal = legalActions(g, R);
    expect(legal.some((a) => a.type === 'rudder-handoff')).toBe(false);
    const rudderMoves = legal.filter((a) => a.type === 'attach' && a.commander === 'rudder');
    expect(rudderMoves.length).toBeGreaterThan(0);
    for (const a of rudderMoves) if (a.type === 'attach') expect(colsOf(g, 'easy')).toContain(a.col);
  });

  it('R-7: the first End Turn with Rudder inland demands the hand-off before anything else', () => {
    const { g } = coopEndTurn('r7-b');
    put(g, rudderCol(g) ?? 0, 6);
    const legal = legalActions(g, R);
    expect(legal.every((a) => a.type === 'rudder-handoff')).toBe(true);
    expect(legal.map((a) => (a.type === 'rudder-handoff' ? a.to : '')).sort()).toEqual(['dog', 'easy', 'fox', 'roll']);
    expect(why(g, R, { type: 'end-turn' })).toMatch(/not a choice/);
    expect(crowbarGame.check(g, { type: 'rudder-handoff', to: 'nobody' }, ctx())).toBeTruthy();
  });

  it('R-7: handing Rudder to Fox by agreement makes that player attach him to a Fox unit', () => {
    const { g, rng } = coopEndTurn('r7-c');
    put(g, rudderCol(g) ?? 0, 6);
    for (const c of colsOf(g, 'fox')) put(g, c, 5);
    act(g, rng, { type: 'rudder-handoff', to: 'fox' });
    expect(g.rudderSeat).toBe('fox');
    const legal = legalActions(g, R);
    expect(legal.length).toBeGreaterThan(0);
    expect(
      legal.every((a) => a.type === 'attach' && a.commander === 'rudder' && colsOf(g, 'fox').includes(a.col)),
    ).toBe(true);
    const first = legal[0];
    if (!first) throw new Error('no attach choice');
    act(g, rng, first);
    expect(colsOf(g, 'fox')).toContain(rudderCol(g));
    // Settled once: later End Turns offer no new hand-off.
    g.phase = 'end-turn';
    g.stack = [{ k: 'end-turn' }];
    expect(legalActions(g, R).some((a) => a.type === 'rudder-handoff')).toBe(false);
  });

  it('R-7: a dice hand-off goes to the single highest two-dice total', () => {
    const { g, rng } = coopEndTurn('r7-d');
    put(g, rudderCol(g) ?? 0, 6);
    // Seat order easy, dog, fox: 1+1, 6+6, 2+2 -> dog wins.
    const ids = g.seats.map((s) => s.id);
    const faces: Record<string, [number, number]> = { easy: [1, 1], dog: [6, 6], fox: [2, 2] };
    const dice = ids.flatMap((id) => faces[id] ?? [1, 1]);
    act(g, rng, { type: 'rudder-handoff', to: 'roll', dice });
    expect(g.rudderSeat).toBe('dog');
  });

  it('R-7 with S-8: in 2-player co-op Rudder keeps to Easy Company units, not the Dog columns of the Easy seat', () => {
    const rng = Rng.fromSeed('r7-f');
    const g = newGame(R, rng, 'coop2');
    g.phase = 'end-turn';
    g.stack = [{ k: 'end-turn' }];
    const cols = legalActions(g, R).flatMap((a) => (a.type === 'attach' && a.commander === 'rudder' ? [a.col] : []));
    expect(cols.length).toBeGreaterThan(0);
    for (const c of cols) expect(g.rangers[c - 1]?.company).toBe('easy');
  });

  it('R-7: only the seat whose unit carries Rudder may set up the HQ', () => {
    const { g } = coopEndTurn('r7-e');
    const col = rudderCol(g) ?? 0;
    const easyUnit = put(g, col, 6);
    const foxCol = colsOf(g, 'fox')[0] ?? 0;
    const foxUnit = put(g, foxCol, 6);
    g.phase = 'play';
    g.lastStop = false;
    g.seatTurn = g.seats.findIndex((s) => s.id === 'easy');
    expect(consolidateOptions(g, R, easyUnit).some((o) => o.option === 'hq')).toBe(true);
    g.seatTurn = g.seats.findIndex((s) => s.id === 'fox');
    expect(consolidateOptions(g, R, foxUnit).some((o) => o.option === 'hq')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { BoardData } from '../../../src/ui/boards/bloody-beach/board-data.ts';
import { GameMoves } from '../../../src/ui/boards/bloody-beach/game-moves.ts';
import { SessionReader } from '../../../src/ui/boards/bloody-beach/session-reader.ts';
import { smallArmsTargets } from '../../../src/ui/boards/bloody-beach/zones.ts';
import { ctx, system } from './helpers.ts';

describe('what the units may do on the board', () => {
  const session = new SessionReader(() => ({ system, ctx }));
  const data = new BoardData(session);
  data.syncMap(system, ctx, undefined, undefined, undefined);
  data.syncCounters(undefined, false);
  const moves = new GameMoves(data, session, () => system);

  it("the scenario's printed set-up is no game: no legal actions, no offers, no road bonus", () => {
    expect(data.fromScenario).toBe(true);
    expect(moves.playing).toBe(false);
    expect(moves.legal()).toEqual([]);
    const unit = data.counters.find((c) => c.side === 'german' && c.firepower > 0);
    expect(unit).toBeDefined();
    if (!unit) return;
    expect(moves.offers(unit, 'german', undefined, undefined, undefined)).toEqual([]);
    expect(moves.roadBonus(unit)).toBeUndefined();
  });

  it("without a game, a unit's targets come from the small arms fire rules", () => {
    const unit = data.counters.find((c) => c.side === 'german' && c.firepower > 0);
    if (!unit) return;
    const board = data.board;
    if (!board) return;
    expect([...moves.targetsOf(unit, 'german')]).toEqual(
      smallArmsTargets(unit, data.counters, board, 'german').map((c) => c.id),
    );
  });
});

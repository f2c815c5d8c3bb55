import { makeContext, Rng, type RulesContext } from '../../../src/engine/index.ts';
import { gameData, type GameData } from '../../../src/systems/bloody-omaha/game/data.ts';
import { check, newGame } from '../../../src/systems/bloody-omaha/game/game.ts';
import { legalActions } from '../../../src/systems/bloody-omaha/game/legal.ts';
import { BOX, type Action, type State, type Token } from '../../../src/systems/bloody-omaha/game/types.ts';
import { system } from '../../../src/systems/bloody-omaha/index.ts';

export const ctx: RulesContext = makeContext(system.tables, system.settings);
export const data: GameData = gameData(ctx);

export function fresh(seed = 'board'): State {
  return newGame(Rng.fromSeed(seed), ctx);
}

/** The Activation Phase of a chosen turn, every unit in the box, no token: a table to set up by hand. */
export function blank(turn = 3): State {
  const s = fresh('blank');
  s.turn = turn;
  s.phase = 'activation';
  s.pending = null;
  s.tokens = {};
  s.hand = [];
  s.ip = { '1st': 5, '29th': 5 };
  s.ep = 5;
  for (const u of s.units) u.loc = BOX;
  return s;
}

export function place(s: State, unit: string, loc: string, disrupted = false, pinned = false): void {
  const u = s.units.find((x) => x.id === unit);
  if (!u) throw new Error(`no unit ${unit}`);
  u.loc = loc;
  u.disrupted = disrupted;
  u.pinned = pinned;
}

let n = 0;
export function token(face: Token['face'], value: number | null = null, pool: Token['pool'] = 'encounter', revealed = false): Token {
  return { id: `t${++n}`, pool, face, value, revealed };
}

export const legal = (s: State): Action[] => legalActions(s, data, ctx);
export const checker = (s: State) => (a: Action): string | undefined => check(s, a, ctx);

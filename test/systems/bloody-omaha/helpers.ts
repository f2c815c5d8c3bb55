import { makeContext, Rng, toldText, type RulesContext, type SettingValue } from '../../../src/engine/index.ts';
import { gameData, type GameData } from '../../../src/systems/bloody-omaha/game/data.ts';
import { apply, check, newGame } from '../../../src/systems/bloody-omaha/game/game.ts';
import { BOX, type Action, type State, type Token } from '../../../src/systems/bloody-omaha/game/types.ts';
import { system } from '../../../src/systems/bloody-omaha/index.ts';

export function context(chosen: Record<string, SettingValue> = {}): RulesContext {
  return makeContext(system.tables, system.settings, chosen);
}

export const ctx = context();
export const data: GameData = gameData(ctx);

/** A game in its Activation Phase with every unit in the box, no German token and no hand: a blank table to set up. */
export function blank(turn = 3): State {
  const s = newGame(Rng.fromSeed('blank'), ctx);
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

export function place(s: State, unit: string, loc: string, disrupted = false): void {
  const u = s.units.find((x) => x.id === unit);
  if (!u) throw new Error(`no unit ${unit}`);
  u.loc = loc;
  u.disrupted = disrupted;
}

let tokenId = 0;
export function token(
  face: Token['face'],
  value: number | null = null,
  pool: Token['pool'] = 'encounter',
  revealed = false,
): Token {
  return { id: `t${++tokenId}`, pool, face, value, revealed };
}

/** Dice that always give these faces, in order (for rules that roll inside apply without typed dice). */
export function loadedRng(): Rng {
  return Rng.fromSeed('loaded');
}

/** Applies actions in order, failing with the reason if one is illegal. */
export function play(s: State, actions: readonly Action[], rng: Rng = Rng.fromSeed('play')): State {
  let cur = s;
  for (const a of actions) {
    const why = check(cur, a, ctx);
    if (why) throw new Error(`${a.type} illegal: ${why}`);
    cur = apply(cur, a, rng, ctx);
  }
  return cur;
}

/** The 10.0 example: 1/16 (6 CF) has just landed safely on B04 beside 2/16 (3 CF), over the limit of 6. */
export function overstackedOnB04(): State {
  const s = blank(5);
  s.phase = 'card-draw';
  place(s, '2/16', 'B04');
  place(s, '1/16', 'C04');
  return play(s, [
    { type: 'draw-card' },
    { type: 'assign-ip', first: 0 },
    { type: 'drift', unit: '1/16', dice: [1] },
    { type: 'land', unit: '1/16', dice: [2] },
  ]);
}

export function unitAt(s: State, id: string): { loc: string; disrupted: boolean; pinned: boolean } {
  const u = s.units.find((x) => x.id === id);
  if (!u) throw new Error(`no unit ${id}`);
  return u;
}

/** What the last action told, as plain sentences. */
export function said(s: State): string {
  return s.log.map(toldText).join(' ');
}

import { expect } from 'vitest';
import { Rng } from '../../../src/engine/index.ts';
import { omahaTyped } from '../../../src/systems/dday-omaha/index.ts';
import type { Action } from '../../../src/systems/dday-omaha/game/actions.ts';
import type { GameState, Position, Unit } from '../../../src/systems/dday-omaha/game/state.ts';
import type { GermanCard } from '../../../src/systems/dday-omaha/game/walk-types.ts';
import type { Intensity } from '../../../src/systems/dday-omaha/rules/units.ts';
import { ctx } from './helpers.ts';

/** The game, its map, and small builders for scenes placed on the reconstructed map. */
export const game = omahaTyped;
export const W = game.world;
export const C = ctx();

/** Plays actions from a new game, failing on any the game refuses. */
export function play(
  actions: readonly Action[],
  options: Record<string, boolean> = {},
  seed = 'omaha',
  c = C,
): GameState {
  const rng = Rng.fromSeed(seed);
  let s = game.setup(options, rng, c);
  for (const a of actions) {
    const why = game.check(s, a, c);
    if (why) throw new Error(`${a.type}: ${why}`);
    s = game.apply(s, a, rng, c);
    expect(game.parseAction(JSON.parse(JSON.stringify(a)))).toEqual(a);
  }
  return s;
}

export function step(s: GameState, a: Action, c = C): GameState {
  const why = game.check(s, a, c);
  if (why) throw new Error(`${a.type}: ${why}`);
  return game.apply(s, a, Rng.fromSeed('step'), c);
}

export const at = (id: string, hex: string, patch: Extract<Action, { type: 'set-unit' }>['patch'] = {}): Action => ({
  type: 'set-unit',
  id,
  patch: { where: 'map', hex, ...patch },
});
export const inBox = (id: string, box: string): Action => ({ type: 'set-unit', id, patch: { where: 'box', box } });
export const setPos = (id: string, patch: Extract<Action, { type: 'set-position' }>['patch']): Action => ({
  type: 'set-position',
  id,
  patch,
});

export const card = (
  action: GermanCard['action'],
  colors: string[],
  symbols: string[],
  extra: Partial<GermanCard> = {},
): Action => ({
  type: 'enter-card',
  card: {
    action,
    colors: colors.map((color) => ({ color, double: false })),
    symbols,
    armorBonus: false,
    leaderBonus: false,
    artillery: null,
    ...extra,
  },
});

/** From the landing phase to the US actions phase with a card that activates nobody. */
export const toUs: Action[] = [{ type: 'next-phase' }, card('F', [], []), { type: 'apply-german' }];
/** A whole turn with nothing done. */
export const quietTurn: Action[] = [...toUs, { type: 'next-phase' }];

/** Every unit not named is taken out of the game, so turns can pass without landing anyone. */
export function only(...keep: string[]): Action[] {
  return play([])
    .units.filter((u) => !keep.includes(u.id))
    .map((u) => ({ type: 'set-unit', id: u.id, patch: { where: 'removed' } }));
}

/** `n` whole turns with nothing done. */
export function turns(n: number): Action[] {
  return Array.from({ length: n }, () => quietTurn).flat();
}

/** Hexes where the position fires at that intensity and none of `others` fires at all. */
export function fofHexes(position: string, intensity: Intensity, others: readonly string[] = []): string[] {
  return [...W.map.fieldOfFire(position)]
    .filter(([h, i]) => i === intensity && others.every((o) => o === position || !W.map.fieldOfFire(o).has(h)))
    .map(([h]) => h)
    .sort();
}

/** Positions of these colours in the scenario. */
export function colored(...colors: string[]): string[] {
  return play([])
    .positions.filter((p) => colors.includes(p.color))
    .map((p) => p.id);
}

export const unit = (s: GameState, id: string): Unit => s.units.find((u) => u.id === id) as Unit;
export const pos = (s: GameState, id: string): Position => s.positions.find((p) => p.id === id) as Position;
export const told = (s: GameState): string => s.lastReport.map((t) => `${t.text}: ${t.outcome ?? ''}`).join('\n');

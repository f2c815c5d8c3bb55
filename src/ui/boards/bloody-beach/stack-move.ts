import { hexKey } from '../../../boards/hex/index.ts';
import type { GameAction } from '../../../systems/types.ts';
import type { CounterView } from './counters.ts';

type Rec = Readonly<Record<string, unknown>>;

/** The ids a move action moves: its unit, then the units moving with it (7.2.2). */
function moved(a: GameAction): string[] {
  const r = a as Rec;
  if (a.type !== 'move' || typeof r.unit !== 'string') return [];
  return [r.unit, ...(Array.isArray(r.with) ? r.with.filter((x): x is string => typeof x === 'string') : [])];
}

/**
 * The stack a unit may move with, leader first, or undefined when it moves alone. Once the unit is activated
 * in a kept game, the game's own stack move says who goes together (units that started the activation in the
 * hex, or that have moved as one so far); before that, or without a game, the preview takes every unit in the
 * hex that can move.
 */
export function stackMates(unit: CounterView, counters: readonly CounterView[], legal: readonly GameAction[] | undefined, canMove: (c: CounterView) => boolean): string[] | undefined {
  if (legal && unit.activated) {
    for (const a of legal) {
      const ids = moved(a);
      if (ids.length > 1 && ids.includes(unit.id)) return ids;
    }
    return undefined;
  }
  const here = counters.filter((c) => c.side === unit.side && hexKey(c.hex) === hexKey(unit.hex) && canMove(c));
  if (here.length < 2 || !here.some((c) => c.id === unit.id)) return undefined;
  return [unit.id, ...here.filter((c) => c.id !== unit.id).map((c) => c.id)];
}

/** The move action for a unit or a stack (leader first) into a hex. */
export function moveAction(units: readonly string[], to: string): GameAction {
  const [unit, ...rest] = units;
  return { type: 'move', unit, to, ...(rest.length > 0 ? { with: rest } : {}) } as GameAction;
}

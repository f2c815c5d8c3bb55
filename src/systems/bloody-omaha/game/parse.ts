/** Reads an action from an untrusted file (a saved session), naming the path of anything wrong. */
import { arr, int, literal, nullable, obj, optional, str, validate, type Check } from '../../../engine/index.ts';
import type { IpPool } from '../scenario.ts';
import type { Action } from './types.ts';

const pool = literal<IpPool>('1st', '29th');
const dice = optional(arr(int({ min: 1, max: 6 }), { max: 2 }));
const waveDice = optional(arr(nullable(int({ min: 1, max: 6 })), { max: 40 }));
const payIp = optional(obj({ '1st': optional(int({ min: 0 })), '29th': optional(int({ min: 0 })) }));
const id = str({ min: 1, max: 40 });

const shapes: Record<Action['type'], Check<unknown>> = {
  'keep-cards': obj({ type: literal('keep-cards'), discard: id }),
  'draw-card': obj({ type: literal('draw-card'), pay: optional(pool) }),
  'assign-ip': obj({ type: literal('assign-ip'), first: int({ min: 0, max: 100 }) }),
  drift: obj({ type: literal('drift'), unit: id, dice }),
  'drift-all': obj({ type: literal('drift-all'), dice: waveDice }),
  land: obj({ type: literal('land'), unit: id, dice }),
  'land-all': obj({ type: literal('land-all'), dice: waveDice }),
  overstack: obj({ type: literal('overstack'), choice: literal('disrupt', 'shift', 'eliminate'), to: optional(id) }),
  'roll-event-location': obj({ type: literal('roll-event-location'), dice }),
  'choose-event-square': obj({ type: literal('choose-event-square'), square: id }),
  'roll-event': obj({ type: literal('roll-event'), dice }),
  'accept-event': obj({ type: literal('accept-event') }),
  'choose-unit': obj({ type: literal('choose-unit'), unit: id }),
  move: obj({
    type: literal('move'),
    from: id,
    moves: arr(obj({ unit: id, to: id }), { min: 1, max: 40 }),
    pay: optional(pool),
  }),
  probe: obj({ type: literal('probe'), target: id, pay: optional(pool) }),
  attack: obj({
    type: literal('attack'),
    target: id,
    from: arr(id, { min: 1, max: 4 }),
    pay: optional(arr(pool, { max: 4 })),
  }),
  'continue-attack': obj({ type: literal('continue-attack') }),
  'cancel-attack': obj({ type: literal('cancel-attack') }),
  'mine-push': obj({ type: literal('mine-push'), dice }),
  'mine-engineer': obj({ type: literal('mine-engineer'), eps: int({ min: 1, max: 100 }), payIp, dice }),
  'roll-attack': obj({ type: literal('roll-attack'), dice }),
  advance: obj({ type: literal('advance'), units: arr(id, { max: 40 }) }),
  engineer: obj({ type: literal('engineer'), square: id, eps: int({ min: 1, max: 100 }), payIp, dice }),
  undisrupt: obj({ type: literal('undisrupt'), unit: id }),
  'return-unit': obj({ type: literal('return-unit'), unit: id, to: id }),
  'transfer-tank': obj({ type: literal('transfer-tank'), tank: id, unit: id, pay: optional(pool) }),
  reinforce: obj({ type: literal('reinforce'), unit: id, to: id }),
  'play-card': obj({
    type: literal('play-card'),
    card: id,
    option: literal('a', 'b'),
    division: optional(pool),
    unit: optional(id),
    square: optional(id),
  }),
  'end-turn': obj({ type: literal('end-turn') }),
};

export function parseAction(value: unknown): Action {
  const type =
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as { type?: unknown }).type
      : undefined;
  if (typeof type !== 'string' || !(type in shapes))
    throw new Error(`type: expected one of ${Object.keys(shapes).join(', ')}, got ${JSON.stringify(type)}`);
  return validate(shapes[type as Action['type']], value) as Action;
}

import { arr, int, literal, obj, optional, str, validate } from '../../../engine/index.ts';
import { ACTION_TYPES, type Action } from './state.ts';

const dice = optional(arr(int({ min: 0, max: 10 }), { max: 200 }));
const shapes: Record<Action['type'], ReturnType<typeof obj>> = {
  'allot-supply': obj({ type: literal('allot-supply'), formation: str({ min: 1 }), points: int({ min: 1, max: 99 }) }),
  'end-planning': obj({ type: literal('end-planning') }),
  'land-first-wave': obj({ type: literal('land-first-wave'), dice }),
  initiative: obj({ type: literal('initiative'), dice }),
  pass: obj({ type: literal('pass') }),
  activate: obj({ type: literal('activate'), formation: str({ min: 1 }), dice }),
  'land-wave': obj({ type: literal('land-wave'), formation: str({ min: 1 }), dice }),
  move: obj({ type: literal('move'), unit: str({ min: 1 }), to: str({ pattern: /^\d{4,5}$/ }) }),
  fire: obj({ type: literal('fire'), unit: str({ min: 1 }), target: str({ min: 1 }), dice }),
  unpin: obj({ type: literal('unpin'), unit: str({ min: 1 }), dice }),
  reinforce: obj({ type: literal('reinforce'), dice }),
  'end-activation': obj({ type: literal('end-activation') }),
};

/** Checks an action read from an untrusted file. */
export function parseAction(value: unknown): Action {
  const type = validate(obj({ type: literal(...ACTION_TYPES) }, { open: true }), value).type as Action['type'];
  return validate(shapes[type], value) as unknown as Action;
}

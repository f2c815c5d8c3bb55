import { arr, bool, int, literal, obj, optional, str, validate } from '../../../engine/index.ts';
import { ACTION_TYPES, type Action } from './state.ts';

const hex = str({ pattern: /^\d{4,5}$/ });
const dice = optional(arr(int({ min: 0, max: 10 }), { max: 200 }));
const shapes: Record<Action['type'], ReturnType<typeof obj>> = {
  'allot-supply': obj({ type: literal('allot-supply'), formation: str({ min: 1 }), points: int({ min: 1, max: 99 }) }),
  'end-planning': obj({ type: literal('end-planning') }),
  'land-first-wave': obj({ type: literal('land-first-wave'), dice }),
  initiative: obj({ type: literal('initiative'), dice }),
  pass: obj({ type: literal('pass') }),
  activate: obj({
    type: literal('activate'),
    formation: str({ min: 1 }),
    cutoff: optional(bool),
    pool: optional(str({ min: 1 })),
    dice,
  }),
  'land-wave': obj({ type: literal('land-wave'), formation: str({ min: 1 }), dice }),
  'land-rangers': obj({
    type: literal('land-rangers'),
    formation: str({ min: 1 }),
    box: str({ min: 1 }),
    pool: optional(str({ min: 1 })),
    dice,
  }),
  'send-supply': obj({ type: literal('send-supply'), to: str({ min: 1 }), points: int({ min: 1, max: 99 }), dice }),
  'assign-asset': obj({ type: literal('assign-asset'), asset: str({ min: 1 }), unit: str({ min: 1 }) }),
  'transfer-asset': obj({ type: literal('transfer-asset'), asset: str({ min: 1 }), to: str({ min: 1 }), dice }),
  move: obj({
    type: literal('move'),
    unit: str({ min: 1 }),
    to: hex,
    with: optional(arr(str({ min: 1 }), { max: 12 })),
    dice,
  }),
  fire: obj({
    type: literal('fire'),
    unit: str({ min: 1 }),
    target: str({ min: 1 }),
    weapon: optional(literal('small-arms', 'anti-tank')),
    dice,
  }),
  'reaction-fire': obj({ type: literal('reaction-fire'), unit: str({ min: 1 }), target: str({ min: 1 }), dice }),
  'end-reaction': obj({ type: literal('end-reaction') }),
  'close-combat': obj({ type: literal('close-combat'), units: arr(str({ min: 1 }), { min: 1, max: 12 }), hex, dice }),
  unpin: obj({ type: literal('unpin'), unit: str({ min: 1 }), dice }),
  'naval-fire': obj({ type: literal('naval-fire'), ship: literal('dd', 'cl', 'bb'), target: str({ min: 1 }), dice }),
  'air-strike': obj({ type: literal('air-strike'), formation: str({ min: 1 }), dice }),
  'battery-fire': obj({ type: literal('battery-fire'), ship: literal('dd', 'cl'), dice }),
  reinforce: obj({ type: literal('reinforce'), dice }),
  'end-activation': obj({ type: literal('end-activation') }),
  'displace-hq': obj({ type: literal('displace-hq'), unit: str({ min: 1 }), to: hex }),
  'reinforcement-entry': obj({ type: literal('reinforcement-entry'), to: hex }),
  'overstack-loss': obj({ type: literal('overstack-loss'), unit: str({ min: 1 }) }),
  retreat: obj({ type: literal('retreat'), unit: str({ min: 1 }), to: hex }),
  'landing-hex': obj({ type: literal('landing-hex'), unit: str({ min: 1 }), to: hex, dice }),
  'place-defence': obj({
    type: literal('place-defence'),
    unit: str({ min: 1 }),
    to: hex,
    facing: int({ min: 0, max: 5 }),
  }),
  'declare-asset': obj({ type: literal('declare-asset'), asset: str({ min: 1 }), to: str({ min: 1 }), dice }),
};

/** Checks an action read from an untrusted file. */
export function parseAction(value: unknown): Action {
  const type = validate(obj({ type: literal(...ACTION_TYPES) }, { open: true }), value).type;
  return validate(shapes[type], value) as unknown as Action;
}

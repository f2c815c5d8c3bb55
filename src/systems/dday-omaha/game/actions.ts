import { arr, bool, int, literal, nullable, obj, optional, SchemaError, str, union, type Check } from '../../../engine/index.ts';
import type { PoolName } from '../rules/priority.ts';
import type { Intensity } from '../rules/units.ts';
import type { GermanCard } from './walk-types.ts';

export type PositionPatch = Partial<{
  occupied: boolean; units: number; revealed: boolean; disrupted: boolean; depth: number; inCommunication: boolean; usInside: boolean;
  vp: boolean; caliber: 'none' | '50' | '75' | '88'; color: string; from352: boolean; advanceTo: string | null; buildings: boolean;
}>;
export type UnitPatch = Partial<{
  steps: number; symbol: string; disrupted: boolean; hero: 'none' | 'hero' | 'inspired'; climb: 'none' | 'climb' | 'climb-cliff'; flipped: boolean;
  where: 'due' | 'box' | 'map' | 'eliminated' | 'catastrophic' | 'removed'; box: string | null; hex: string | null; terrain: string; type: 'hq' | 'command-post';
}>;

export type Action =
  | { type: 'set-position'; id: string; patch: PositionPatch }
  | { type: 'set-fof'; position: string; unit: string; intensity: Intensity | null; range: number }
  | { type: 'set-near'; position: string; unit: string; range: number | null; mortar: boolean }
  | { type: 'set-unit'; id: string; patch: UnitPatch }
  | { type: 'set-pool'; pool: PoolName; count: number }
  | { type: 'land'; unit: string; letter: 'A' | 'B' | 'C' | 'D'; box: string; rangerDrift?: number }
  | { type: 'enter-card'; card: GermanCard }
  | { type: 'answer'; question: string; choice: string[] }
  | { type: 'apply-german' }
  | { type: 'cancel-card' }
  | { type: 'attack-result'; position: string; effects: string[]; attackers: string[] }
  | { type: 'barrage-result'; position: string; disrupted: boolean; removeDepth: boolean }
  | { type: 'next-phase' }
  | { type: 'mine'; unit: string; victim?: string }
  | { type: 'drift-with'; leader: string; unit: string }
  | { type: 'kampfgruppe-meyer' }
  | { type: 'event-reinforcement'; sector: 'east' | 'west' };

const idStr = str({ min: 1, max: 40 });
const positionPatch = obj({
  occupied: optional(bool), units: optional(int({ min: 0, max: 2 })), revealed: optional(bool), disrupted: optional(bool), depth: optional(int({ min: 0, max: 4 })),
  inCommunication: optional(bool), usInside: optional(bool), vp: optional(bool), caliber: optional(literal('none', '50', '75', '88')), color: optional(str({ min: 1, max: 20 })),
  from352: optional(bool), advanceTo: optional(nullable(idStr)), buildings: optional(bool),
});
const unitPatch = obj({
  steps: optional(int({ min: 0, max: 4 })), symbol: optional(str({ max: 20 })), disrupted: optional(bool), hero: optional(literal('none', 'hero', 'inspired')),
  climb: optional(literal('none', 'climb', 'climb-cliff')), flipped: optional(bool), where: optional(literal('due', 'box', 'map', 'eliminated', 'catastrophic', 'removed')),
  box: optional(nullable(idStr)), hex: optional(nullable(str({ max: 40 }))), terrain: optional(str({ max: 30 })), type: optional(literal('hq', 'command-post')),
});
const cardCheck = obj({
  action: literal('F', 'R', 'M', 'P', 'A'),
  colors: arr(obj({ color: str({ min: 1, max: 20 }), double: bool }), { max: 12 }),
  symbols: arr(str({ min: 1, max: 20 }), { max: 12 }),
  armorBonus: bool,
  leaderBonus: bool,
  artillery: nullable(obj({ caliber: literal('75', '88'), value: int({ min: 0, max: 20 }), symbols: arr(str({ min: 1, max: 20 }), { max: 12 }) })),
});

const checks: Record<Action['type'], Check<unknown>> = {
  'set-position': obj({ type: literal('set-position'), id: idStr, patch: positionPatch }),
  'set-fof': obj({ type: literal('set-fof'), position: idStr, unit: idStr, intensity: nullable(literal('intense', 'steady', 'sporadic')), range: int({ min: 0, max: 20 }) }),
  'set-near': obj({ type: literal('set-near'), position: idStr, unit: idStr, range: nullable(int({ min: 0, max: 20 })), mortar: bool }),
  'set-unit': obj({ type: literal('set-unit'), id: idStr, patch: unitPatch }),
  'set-pool': obj({ type: literal('set-pool'), pool: literal('wn', 'tactical', 'building', 'mobile', 'division'), count: int({ min: 0, max: 99 }) }),
  land: obj({ type: literal('land'), unit: idStr, letter: literal('A', 'B', 'C', 'D'), box: idStr, rangerDrift: optional(int({ min: 0, max: 4 })) }),
  'enter-card': obj({ type: literal('enter-card'), card: cardCheck }),
  answer: obj({ type: literal('answer'), question: str({ min: 1, max: 80 }), choice: arr(idStr, { max: 12 }) }),
  'apply-german': obj({ type: literal('apply-german') }),
  'cancel-card': obj({ type: literal('cancel-card') }),
  'attack-result': obj({ type: literal('attack-result'), position: idStr, effects: arr(literal('us-disrupted', 'german-depth', 'unreveal', 'german-disrupted', 'defeated', 'remove-depth', 'adj-step-for-depth', 'none'), { max: 4 }), attackers: arr(idStr, { max: 12 }) }),
  'barrage-result': obj({ type: literal('barrage-result'), position: idStr, disrupted: bool, removeDepth: bool }),
  'next-phase': obj({ type: literal('next-phase') }),
  mine: obj({ type: literal('mine'), unit: idStr, victim: optional(idStr) }),
  'drift-with': obj({ type: literal('drift-with'), leader: idStr, unit: idStr }),
  'kampfgruppe-meyer': obj({ type: literal('kampfgruppe-meyer') }),
  'event-reinforcement': obj({ type: literal('event-reinforcement'), sector: literal('east', 'west') }),
};

/** Checks an action read from an untrusted file, naming the path of any error. */
export function parseAction(value: unknown): Action {
  const t = typeof value === 'object' && value !== null ? (value as Record<string, unknown>).type : undefined;
  const check = typeof t === 'string' ? checks[t as Action['type']] : undefined;
  if (!check) throw new SchemaError('.type', `one of ${Object.keys(checks).join(', ')}`);
  return union<unknown>('an action', check)(value, '') as Action;
}

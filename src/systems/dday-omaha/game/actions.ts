import {
  arr,
  bool,
  int,
  literal,
  nullable,
  num,
  obj,
  optional,
  record,
  SchemaError,
  str,
  union,
  type Check,
  type DiceRoll,
  type Face,
} from '../../../engine/index.ts';
import type { PoolName } from '../rules/priority.ts';
import type { ClimbMarker, HeroMark } from '../rules/units.ts';
import type { GermanCard } from './walk-types.ts';

export type PositionPatch = Partial<{
  occupied: boolean;
  units: number;
  revealed: boolean;
  disrupted: boolean;
  depth: number;
  depthRevealed: boolean;
  vp: boolean;
  caliber: 'none' | '50' | '75' | '88';
  color: string;
  from352: boolean;
  advanceTo: string | null;
  buildings: boolean;
}>;
export type UnitPatch = Partial<{
  steps: number;
  symbol: string;
  disrupted: boolean;
  hero: HeroMark;
  climb: ClimbMarker;
  flipped: boolean;
  where: 'due' | 'box' | 'map' | 'eliminated' | 'catastrophic' | 'removed';
  box: string | null;
  hex: string | null;
  type: 'hq' | 'command-post';
}>;

/** What a Hero next to the target gives an attack (6.2): +1, or one weapon (not FL). */
export type HeroUse = {
  readonly unit: string;
  /** 'bonus' for the +1, else the weapon it lends. */ readonly use: string;
};

export type Action =
  // Corrections by hand (the player's table is the truth).
  | { type: 'set-position'; id: string; patch: PositionPatch }
  | { type: 'set-unit'; id: string; patch: UnitPatch }
  | { type: 'set-pool'; pool: PoolName; count: number }
  // Landing phase (1, 9.1, 9.2).
  | { type: 'land'; unit: string; box: string; rangerDrift?: number; dice?: DiceRoll }
  | { type: 'land-wave'; landings: { unit: string; box: string }[] }
  | { type: 'delay'; unit: string; turn: number }
  | { type: 'mine'; victim: string }
  | { type: 'drift-with'; leader: string; unit: string }
  // German phase (2-5).
  | { type: 'enter-card'; card: GermanCard }
  | { type: 'answer'; question: string; choice: string[] }
  | { type: 'apply-german' }
  | { type: 'cancel-card' }
  | { type: 'kampfgruppe-meyer' }
  | { type: 'event-reinforcement'; sector: 'east' | 'west' }
  | { type: 'depth-marker' }
  // US actions phase (6-7).
  | { type: 'move'; units: string[]; path: string[]; onLoss?: 'go' | 'stay'; dice?: DiceRoll }
  | { type: 'climb'; unit: string; cross: boolean }
  | { type: 'remove-marker'; unit: string; marker: 'disrupted' | 'climb' }
  | { type: 'attack'; position: string; units: string[]; hero?: HeroUse; naval?: 'bonus' | 'weapons' }
  | { type: 'barrage'; unit: string; position: string; dice?: DiceRoll }
  | { type: 'naval-barrage'; unit: string; position: string }
  | { type: 'clear-obstacle'; hex: string }
  | { type: 'eliminate'; unit: string }
  | { type: 'next-phase' };

const idStr = str({ min: 1, max: 40 });
const hexId = str({ pattern: /^\d{4}$/ });
const dice: Check<DiceRoll> = record(arr(union<Face>('a face', num(), str({ min: 1, max: 20 })), { max: 12 }));
const positionPatch = obj({
  occupied: optional(bool),
  units: optional(int({ min: 0, max: 2 })),
  revealed: optional(bool),
  disrupted: optional(bool),
  depth: optional(int({ min: 0, max: 4 })),
  depthRevealed: optional(bool),
  vp: optional(bool),
  caliber: optional(literal('none', '50', '75', '88')),
  color: optional(str({ min: 1, max: 20 })),
  from352: optional(bool),
  advanceTo: optional(nullable(idStr)),
  buildings: optional(bool),
});
const unitPatch = obj({
  steps: optional(int({ min: 0, max: 4 })),
  symbol: optional(str({ max: 20 })),
  disrupted: optional(bool),
  hero: optional(literal('none', 'hero', 'inspired')),
  climb: optional(literal('none', 'climb', 'climb-cliff')),
  flipped: optional(bool),
  where: optional(literal('due', 'box', 'map', 'eliminated', 'catastrophic', 'removed')),
  box: optional(nullable(idStr)),
  hex: optional(nullable(hexId)),
  type: optional(literal('hq', 'command-post')),
});
const cardCheck = obj({
  action: literal('F', 'R', 'M', 'P', 'A'),
  colors: arr(obj({ color: str({ min: 1, max: 20 }), double: bool }), { max: 12 }),
  symbols: arr(str({ min: 1, max: 20 }), { max: 12 }),
  armorBonus: bool,
  leaderBonus: bool,
  artillery: nullable(
    obj({
      caliber: literal('75', '88'),
      value: int({ min: 0, max: 20 }),
      symbols: arr(str({ min: 1, max: 20 }), { max: 12 }),
    }),
  ),
});

const checks: Record<Action['type'], Check<unknown>> = {
  'set-position': obj({ type: literal('set-position'), id: idStr, patch: positionPatch }),
  'set-unit': obj({ type: literal('set-unit'), id: idStr, patch: unitPatch }),
  'set-pool': obj({
    type: literal('set-pool'),
    pool: literal('wn', 'tactical', 'building', 'mobile', 'division'),
    count: int({ min: 0, max: 99 }),
  }),
  land: obj({
    type: literal('land'),
    unit: idStr,
    box: idStr,
    rangerDrift: optional(int({ min: 0, max: 4 })),
    dice: optional(dice),
  }),
  'land-wave': obj({
    type: literal('land-wave'),
    landings: arr(obj({ unit: idStr, box: idStr }), { min: 1, max: 40 }),
  }),
  delay: obj({ type: literal('delay'), unit: idStr, turn: int({ min: 1, max: 32 }) }),
  mine: obj({ type: literal('mine'), victim: idStr }),
  'drift-with': obj({ type: literal('drift-with'), leader: idStr, unit: idStr }),
  'enter-card': obj({ type: literal('enter-card'), card: cardCheck }),
  answer: obj({ type: literal('answer'), question: str({ min: 1, max: 80 }), choice: arr(idStr, { max: 12 }) }),
  'apply-german': obj({ type: literal('apply-german') }),
  'cancel-card': obj({ type: literal('cancel-card') }),
  'kampfgruppe-meyer': obj({ type: literal('kampfgruppe-meyer') }),
  'event-reinforcement': obj({ type: literal('event-reinforcement'), sector: literal('east', 'west') }),
  'depth-marker': obj({ type: literal('depth-marker') }),
  move: obj({
    type: literal('move'),
    units: arr(idStr, { min: 1, max: 2 }),
    path: arr(hexId, { min: 1, max: 4 }),
    onLoss: optional(literal('go', 'stay')),
    dice: optional(dice),
  }),
  climb: obj({ type: literal('climb'), unit: idStr, cross: bool }),
  'remove-marker': obj({ type: literal('remove-marker'), unit: idStr, marker: literal('disrupted', 'climb') }),
  attack: obj({
    type: literal('attack'),
    position: idStr,
    units: arr(idStr, { min: 1, max: 12 }),
    hero: optional(obj({ unit: idStr, use: str({ min: 2, max: 5 }) })),
    naval: optional(literal('bonus', 'weapons')),
  }),
  barrage: obj({ type: literal('barrage'), unit: idStr, position: idStr, dice: optional(dice) }),
  'naval-barrage': obj({ type: literal('naval-barrage'), unit: idStr, position: idStr }),
  'clear-obstacle': obj({ type: literal('clear-obstacle'), hex: hexId }),
  eliminate: obj({ type: literal('eliminate'), unit: idStr }),
  'next-phase': obj({ type: literal('next-phase') }),
};

/** Checks an action read from an untrusted file, naming the path of any error. */
export function parseAction(value: unknown): Action {
  const t = typeof value === 'object' && value !== null ? (value as Record<string, unknown>).type : undefined;
  const check = typeof t === 'string' ? checks[t as Action['type']] : undefined;
  if (!check) throw new SchemaError('.type', `one of ${Object.keys(checks).join(', ')}`);
  return union<unknown>('an action', check)(value, '') as Action;
}

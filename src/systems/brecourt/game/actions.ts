import {
  isRecord,
  arr,
  bool,
  int,
  json,
  literal,
  num,
  obj,
  optional,
  record,
  SchemaError,
  str,
  union,
  validate,
  type Face,
  type InputValue,
} from '../../../engine/index.ts';
import { LOCATIONS, WEAPONS, type Location, type Side, type Weapon } from '../scenario.ts';
import {
  FIGURE_STATUSES,
  HOWITZER_STATUSES,
  type Effect,
  type EffectKind,
  type FigureStatus,
  type HowitzerStatus,
  type MoveMode,
} from './types.ts';

export interface NewFigure {
  readonly id?: string;
  readonly name: string;
  readonly side: Side;
  readonly weapon: Weapon;
  readonly role?: string;
  readonly location?: Location;
  readonly grenades?: number;
  readonly fallschirmjager?: boolean;
  readonly explosives?: boolean;
  readonly team?: string;
  readonly gun?: string;
}

export interface FigurePatch {
  readonly wounds?: number;
  readonly suppression?: number;
  readonly prone?: boolean;
  readonly stunned?: boolean;
  readonly status?: FigureStatus;
  readonly location?: Location;
  readonly grenades?: number;
  readonly weapon?: Weapon;
  readonly explosives?: boolean;
}

export type DiceSource = 'typed' | 'rolled';

/** Every action carries an optional time (ms since the epoch, from the device) that drives the game clock. */
interface Timed {
  readonly at?: number;
}

export type BrecourtAction =
  | (Timed & { readonly type: 'next-step'; readonly skip?: boolean })
  | (Timed & { readonly type: 'clock-start' | 'clock-pause' | 'clock-check'; readonly at: number })
  | (Timed & { readonly type: 'end-game' })
  | (Timed & {
      /** `roll` keeps a result that lands on figures waiting for the referee; `resolve` applies it at once. */
      readonly type: 'roll' | 'resolve';
      readonly procedure: string;
      readonly inputs?: Readonly<Record<string, InputValue>>;
      /** Dice thrown at the table; without them the game's rng rolls. */
      readonly dice?: string | Readonly<Record<string, readonly Face[]>>;
      /**
       * Where the carried dice came from: thrown at the table and typed in, or rolled by the app before the action
       * was sent. Without it, carried dice count as typed (and no dice means the game's rng rolls).
       */
      readonly diceSource?: DiceSource;
      readonly actor?: string;
      readonly targets?: readonly string[];
      readonly grenade?: string;
      readonly gun?: string;
    })
  | (Timed & { readonly type: 'apply-roll' | 'dismiss-roll' })
  | (Timed & { readonly type: 'apply'; readonly effects: readonly Effect[]; readonly note?: string })
  | (Timed & { readonly type: 'set-move'; readonly figure: string; readonly mode: MoveMode })
  | (Timed & { readonly type: 'throw-grenade'; readonly thrower: string; readonly note?: string })
  | (Timed & { readonly type: 'guard'; readonly guard: string | null; readonly prisoners: readonly string[] })
  | (Timed & { readonly type: 'escape'; readonly figure: string })
  | (Timed & { readonly type: 'germans-aware' })
  | (Timed & { readonly type: 'howitzers-fire'; readonly guns: readonly string[] })
  | (Timed & { readonly type: 'howitzer-status'; readonly gun: string; readonly status: HowitzerStatus })
  | (Timed & { readonly type: 'reinforce'; readonly group: 'fallschirmjager' | 'spiers' })
  | (Timed & { readonly type: 'add-figure'; readonly figure: NewFigure })
  | (Timed & { readonly type: 'rename-figure'; readonly figure: string; readonly name: string })
  | (Timed & { readonly type: 'remove-figure'; readonly figure: string })
  | (Timed & { readonly type: 'edit-figure'; readonly figure: string; readonly patch: FigurePatch });

const at = optional(num({ min: 0 }));
const id = str({ min: 1, max: 80 });
const EFFECTS: EffectKind[] = [
  'kill',
  'suppress',
  'wound',
  'wound-roll',
  'surrender',
  'run',
  'stun',
  'prone',
  'stand',
  'unsuppress',
];
const faceCheck = union<Face>('a die face', num(), str({ max: 20 }));

const rollShape = (type: 'roll' | 'resolve') =>
  obj({
    type: literal(type),
    at,
    procedure: str({ pattern: /^brecourt\.[a-z0-9-]+$/ }),
    inputs: optional(record(union<InputValue>('true/false, a number or text', bool, num(), str({ max: 80 })))),
    dice: optional(union<unknown>('dice as text or by group', str({ max: 400 }), record(arr(faceCheck, { max: 40 })))),
    diceSource: optional(literal('typed', 'rolled')),
    actor: optional(id),
    targets: optional(arr(id, { max: 40 })),
    grenade: optional(id),
    gun: optional(id),
  });

const SHAPES: Record<string, (v: unknown, path: string) => unknown> = {
  'next-step': obj({ type: literal('next-step'), at, skip: optional(bool) }),
  'clock-start': obj({ type: literal('clock-start'), at: num({ min: 0 }) }),
  'clock-pause': obj({ type: literal('clock-pause'), at: num({ min: 0 }) }),
  'clock-check': obj({ type: literal('clock-check'), at: num({ min: 0 }) }),
  'end-game': obj({ type: literal('end-game'), at }),
  roll: rollShape('roll'),
  resolve: rollShape('resolve'),
  'apply-roll': obj({ type: literal('apply-roll'), at }),
  'dismiss-roll': obj({ type: literal('dismiss-roll'), at }),
  apply: obj({
    type: literal('apply'),
    at,
    effects: arr(obj({ figure: id, effect: literal(...EFFECTS) }), { min: 1, max: 60 }),
    note: optional(str({ max: 200 })),
  }),
  'set-move': obj({
    type: literal('set-move'),
    at,
    figure: id,
    mode: literal('none', 'normal', 'fast', 'move-and-fire', 'sneak'),
  }),
  'throw-grenade': obj({ type: literal('throw-grenade'), at, thrower: id, note: optional(str({ max: 200 })) }),
  guard: obj({
    type: literal('guard'),
    at,
    guard: (v, p) => (v === null ? null : id(v, p)),
    prisoners: arr(id, { max: 20 }),
  }),
  escape: obj({ type: literal('escape'), at, figure: id }),
  'germans-aware': obj({ type: literal('germans-aware'), at }),
  'howitzers-fire': obj({ type: literal('howitzers-fire'), at, guns: arr(id, { min: 1, max: 8 }) }),
  'howitzer-status': obj({
    type: literal('howitzer-status'),
    at,
    gun: id,
    status: literal(...HOWITZER_STATUSES),
  }),
  reinforce: obj({ type: literal('reinforce'), at, group: literal('fallschirmjager', 'spiers') }),
  'add-figure': obj({
    type: literal('add-figure'),
    at,
    figure: obj({
      id: optional(str({ pattern: /^[a-z0-9][a-z0-9-]*$/, max: 40 })),
      name: str({ min: 1, max: 80 }),
      side: literal('us', 'german'),
      weapon: literal(...WEAPONS),
      role: optional(str({ min: 1, max: 40 })),
      location: optional(literal(...LOCATIONS)),
      grenades: optional(int({ min: 0, max: 10 })),
      fallschirmjager: optional(bool),
      explosives: optional(bool),
      team: optional(id),
      gun: optional(id),
    }),
  }),
  'rename-figure': obj({ type: literal('rename-figure'), at, figure: id, name: str({ min: 1, max: 80 }) }),
  'remove-figure': obj({ type: literal('remove-figure'), at, figure: id }),
  'edit-figure': obj({
    type: literal('edit-figure'),
    at,
    figure: id,
    patch: obj({
      wounds: optional(int({ min: 0, max: 3 })),
      suppression: optional(int({ min: 0, max: 20 })),
      prone: optional(bool),
      stunned: optional(bool),
      status: optional(literal(...FIGURE_STATUSES)),
      location: optional(literal(...LOCATIONS)),
      grenades: optional(int({ min: 0, max: 10 })),
      weapon: optional(literal(...WEAPONS)),
      explosives: optional(bool),
    }),
  }),
};

export const ACTION_TYPES = Object.keys(SHAPES);

/** Checks an action read from a file, naming the path of any error. */
export function parseAction(value: unknown): BrecourtAction {
  const v = json(value, '');
  if (!isRecord(v)) throw new SchemaError('', 'an action object with a "type"');
  const type = v.type;
  const shape = typeof type === 'string' ? SHAPES[type] : undefined;
  if (!shape) throw new SchemaError('.type', `one of ${ACTION_TYPES.join(', ')}`);
  const action = validate(shape, v) as BrecourtAction;
  // Typed dice are dice the action carries: "typed" with none would claim dice nobody entered.
  if (
    (action.type === 'roll' || action.type === 'resolve') &&
    action.diceSource === 'typed' &&
    action.dice === undefined
  )
    throw new SchemaError('diceSource', '"rolled" or left out when the action carries no dice');
  return action;
}

import { arr, bool, int, literal, obj, optional, str, type Check } from '../../../engine/index.ts';

/**
 * Every player decision is one of these plain objects, checked by its shape when it comes from outside (a session
 * file, the log); the action types are derived from the shapes, so the two cannot drift apart. `dice` carries dice
 * thrown at the table (1-6 each), used first.
 */

const die = int({ min: 1, max: 6 });
const dice = optional(arr(die, { max: 60 }));
const company = literal('easy', 'dog', 'fox');
const color = literal('green', 'yellow', 'red', 'black');
const col = int({ min: 1, max: 12 });
const row = int({ min: 0, max: 15 });

export const ACTION_SHAPES = {
  'place-flashlamp': obj({ type: literal('place-flashlamp'), col, row }),
  'approach-company': obj({ type: literal('approach-company'), company, dice }),
  'approach-assign': obj({ type: literal('approach-assign'), order: arr(color, { min: 4, max: 4 }), dice }),
  'select-company': obj({ type: literal('select-company'), company }),
  activate: obj({ type: literal('activate'), col }),
  'order-fire': obj({ type: literal('order-fire'), commander: str({ min: 1, max: 40 }) }),
  'rudder-chit': obj({ type: literal('rudder-chit') }),
  'commander-rally': obj({ type: literal('commander-rally'), commander: str({ min: 1, max: 40 }), col }),
  'heroic-rally': obj({ type: literal('heroic-rally'), col }),
  consolidate: obj({
    type: literal('consolidate'),
    option: literal('markers', 'rally', 'recover', 'fallback', 'hq'),
    row: optional(row),
  }),
  roll: obj({ type: literal('roll'), die: color, dice }),
  reroll: obj({
    type: literal('reroll'),
    by: literal('commander', 'heroic'),
    commander: optional(str({ min: 1, max: 40 })),
    dice,
  }),
  accept: obj({ type: literal('accept'), dice }),
  move: obj({
    type: literal('move'),
    dir: literal('forward', 'back'),
    bonus: optional(literal('commander', 'heroic')),
    dice,
  }),
  special: obj({
    type: literal('special'),
    action: literal('recon', 'grapple', 'regroup-shaken', 'regroup-pinned', 'hasty', 'redeploy'),
    space: optional(int({ min: 0, max: 191 })),
    gid: optional(int({ min: 0 })),
    col: optional(col),
    row: optional(row),
    sp: optional(int({ min: 1, max: 10 })),
    bonus: optional(literal('commander')),
    dice,
  }),
  supplies: obj({ type: literal('supplies'), do: literal('drop', 'pick-up') }),
  'end-advances': obj({ type: literal('end-advances'), dice }),
  'cc-bonus': obj({ type: literal('cc-bonus'), commander: bool, heroic: bool, dice }),
  'use-supplies': obj({ type: literal('use-supplies'), use: bool }),
  fire: obj({
    type: literal('fire'),
    target: (v: unknown, path: string) => (v === null ? null : int({ min: 0 })(v, path)),
    heroic: optional(bool),
    commander: optional(bool),
    dice,
  }),
  choose: obj({ type: literal('choose'), option: str({ min: 1, max: 40 }), dice }),
  attach: obj({ type: literal('attach'), commander: str({ min: 1, max: 40 }), col }),
  'rudder-relief': obj({ type: literal('rudder-relief') }),
  /** Co-op R-7: hand Rudder to a seat by agreement, or `roll` to settle it with the dice. */
  'rudder-handoff': obj({ type: literal('rudder-handoff'), to: str({ min: 1, max: 40 }), dice }),
  /** 2-player co-op S-8: the same hand-off for Slater, who then joins a Dog unit of that seat. */
  'slater-handoff': obj({ type: literal('slater-handoff'), to: str({ min: 1, max: 40 }), dice }),
  /** Co-op R-4: a "player's choice" Ranger chit kept (`to` the drawer), given to another seat, or 'decline'd. */
  'give-chit': obj({ type: literal('give-chit'), to: str({ min: 1, max: 40 }) }),
  /** B-6 option: swap two landing-craft stacks (LCA, Ranger unit, Commander, Supplies) of one Company. */
  'deploy-swap': obj({ type: literal('deploy-swap'), a: col, b: col }),
  /** B-6 option: deployment done; Operation Flashlamp follows (its die may be typed in). */
  'deploy-done': obj({ type: literal('deploy-done'), dice }),
  'end-turn': obj({ type: literal('end-turn'), dice }),
  // T) The German player's decisions (see versus.ts).
  'german-deploy': obj({ type: literal('german-deploy'), unit: str({ min: 1, max: 40 }), col, row }),
  /** `marker` is an index into the secret hand, so the action (and the session log) never names the marker. */
  'german-place-marker': obj({ type: literal('german-place-marker'), marker: int({ min: 0, max: 19 }), col, row }),
  'german-ambush': obj({ type: literal('german-ambush'), col, dice }),
  'german-obstacle': obj({ type: literal('german-obstacle'), col, dice }),
  'german-patrol': obj({ type: literal('german-patrol'), unit: str({ min: 1, max: 40 }), col, dice }),
  'german-assault': obj({ type: literal('german-assault'), gid: int({ min: 0 }), go: bool, dice }),
  'german-commander-hit': obj({ type: literal('german-commander-hit'), commander: str({ min: 1, max: 40 }), dice }),
  'german-ca-target': obj({ type: literal('german-ca-target'), company, dice }),
  'german-counterattack': obj({ type: literal('german-counterattack'), unit: str({ min: 1, max: 40 }), col, dice }),
} satisfies Record<string, Check<{ type: string }>>;

type Shapes = typeof ACTION_SHAPES;
export type CrowbarAction = { [K in keyof Shapes]: ReturnType<Shapes[K]> }[keyof Shapes];

/** T) The German player's decisions. */
export type GermanAction = Extract<CrowbarAction, { type: `german-${string}` }>;

export type ActionType = CrowbarAction['type'];

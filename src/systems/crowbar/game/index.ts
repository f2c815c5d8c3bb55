import { arr, bool, int, literal, obj, optional, str, validate, type Check, type Rng, type RulesContext, type SettingValue } from '../../../engine/index.ts';
import type { GameDefinition } from '../../types.ts';
import type { CrowbarAction } from './actions.ts';
import { legalActions, step, why } from './legal.ts';
import { run } from './flow.ts';
import { Roller } from './roller.ts';
import { rulesFor } from './rules.ts';
import type { CrowbarState, Mode, VersusMode } from './types.ts';
import { newModeGame } from './versus-setup.ts';
import { crowbarStatus } from './status.ts';
import { absTime, roadblocks } from './core.ts';
import { tell } from './describe.ts';
import { rollFor } from './roll-for.ts';

export type { CrowbarAction } from './actions.ts';
export type { CrowbarState } from './types.ts';

/** Session modes: solitaire, co-op (R, S) and the versus modes of T. */
export const MODES: readonly (Mode | VersusMode)[] = ['solitaire', 'coop3', 'coop2', 'versus2', 'versus3', 'versus4', 'notsocoop3'];

export function clone(g: CrowbarState): CrowbarState {
  return structuredClone(g);
}

const die = int({ min: 1, max: 6 });
const dice = optional(arr(die, { max: 60 }));
const company = literal('easy', 'dog', 'fox');
const color = literal('green', 'yellow', 'red', 'black');
const col = int({ min: 1, max: 12 });
const row = int({ min: 0, max: 15 });

const shapes: Record<string, Check<unknown>> = {
  'place-flashlamp': obj({ type: literal('place-flashlamp'), col, row }),
  'approach-company': obj({ type: literal('approach-company'), company, dice }),
  'approach-assign': obj({ type: literal('approach-assign'), order: arr(color, { min: 4, max: 4 }), dice }),
  'select-company': obj({ type: literal('select-company'), company }),
  activate: obj({ type: literal('activate'), col }),
  'order-fire': obj({ type: literal('order-fire'), commander: str({ min: 1, max: 40 }) }),
  'rudder-chit': obj({ type: literal('rudder-chit') }),
  'commander-rally': obj({ type: literal('commander-rally'), commander: str({ min: 1, max: 40 }), col }),
  'heroic-rally': obj({ type: literal('heroic-rally'), col }),
  consolidate: obj({ type: literal('consolidate'), option: literal('markers', 'rally', 'recover', 'fallback', 'hq'), row: optional(row) }),
  roll: obj({ type: literal('roll'), die: color, dice }),
  reroll: obj({ type: literal('reroll'), by: literal('commander', 'heroic'), commander: optional(str({ min: 1, max: 40 })), dice }),
  accept: obj({ type: literal('accept'), dice }),
  move: obj({ type: literal('move'), dir: literal('forward', 'back'), bonus: optional(literal('commander', 'heroic')), dice }),
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
  fire: obj({ type: literal('fire'), target: (v: unknown, path: string) => (v === null ? null : int({ min: 0 })(v, path)), heroic: optional(bool), commander: optional(bool), dice }),
  choose: obj({ type: literal('choose'), option: str({ min: 1, max: 40 }), dice }),
  attach: obj({ type: literal('attach'), commander: str({ min: 1, max: 40 }), col }),
  'rudder-relief': obj({ type: literal('rudder-relief') }),
  'rudder-handoff': obj({ type: literal('rudder-handoff'), to: str({ min: 1, max: 40 }), dice }),
  'slater-handoff': obj({ type: literal('slater-handoff'), to: str({ min: 1, max: 40 }), dice }),
  'give-chit': obj({ type: literal('give-chit'), to: str({ min: 1, max: 40 }) }),
  'deploy-swap': obj({ type: literal('deploy-swap'), a: col, b: col }),
  'deploy-done': obj({ type: literal('deploy-done'), dice }),
  'end-turn': obj({ type: literal('end-turn'), dice }),
  'german-deploy': obj({ type: literal('german-deploy'), unit: str({ min: 1, max: 40 }), col, row }),
  'german-place-marker': obj({ type: literal('german-place-marker'), marker: int({ min: 0, max: 19 }), col, row }),
  'german-ambush': obj({ type: literal('german-ambush'), col, dice }),
  'german-obstacle': obj({ type: literal('german-obstacle'), col, dice }),
  'german-patrol': obj({ type: literal('german-patrol'), unit: str({ min: 1, max: 40 }), col, dice }),
  'german-assault': obj({ type: literal('german-assault'), gid: int({ min: 0 }), go: bool, dice }),
  'german-commander-hit': obj({ type: literal('german-commander-hit'), commander: str({ min: 1, max: 40 }), dice }),
  'german-ca-target': obj({ type: literal('german-ca-target'), company, dice }),
  'german-counterattack': obj({ type: literal('german-counterattack'), unit: str({ min: 1, max: 40 }), col, dice }),
};

export function parseCrowbarAction(value: unknown): CrowbarAction {
  const type = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>).type : undefined;
  const shape = typeof type === 'string' ? shapes[type] : undefined;
  if (!shape) throw new TypeError(`action.type: expected one of ${Object.keys(shapes).join(', ')}, got ${JSON.stringify(type)}`);
  return validate(shape, value, 'action') as CrowbarAction;
}

export const crowbarGame: GameDefinition<CrowbarState, CrowbarAction> = {
  setup(options: Readonly<Record<string, SettingValue>>, rng: Rng, ctx: RulesContext): CrowbarState {
    const R = rulesFor(ctx);
    const m = options.mode;
    const mode = typeof m === 'string' && (MODES as readonly string[]).includes(m) ? (m as Mode | VersusMode) : 'solitaire';
    const g = newModeGame(R, rng, mode);
    run(g, R, new Roller(rng));
    return g;
  },
  check(state, action, ctx) {
    return why(state, rulesFor(ctx), action);
  },
  apply(state, action, rng, ctx) {
    const R = rulesFor(ctx);
    const problem = why(state, R, action);
    if (problem) throw new RangeError(`illegal action: ${problem}`);
    // The log holds what this action does, and only that: the session keeps the words of every event.
    const g = clone({ ...state, log: [] });
    step(g, R, new Roller(rng, (action as { dice?: number[] }).dice ?? []), action);
    return g;
  },
  legalActions(state, ctx) {
    return legalActions(state, rulesFor(ctx));
  },
  status: crowbarStatus,
  parseAction: parseCrowbarAction,
  tell,
  rollFor(state, action, ctx) {
    return rollFor(state, rulesFor(ctx), action);
  },
};

export { absTime, crowbarStatus, roadblocks };

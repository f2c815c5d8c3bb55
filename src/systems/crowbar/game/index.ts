import { validate, type Check, type Rng, type RulesContext, type SettingValue } from '../../../engine/index.ts';
import type { GameDefinition } from '../../types.ts';
import { ACTION_SHAPES, type CrowbarAction } from './actions.ts';
import { legalActions, step, why } from './legal.ts';
import { run } from './flow.ts';
import { Roller } from './roller.ts';
import { rulesFor } from './rules.ts';
import type { CrowbarState, Mode, VersusMode } from './types.ts';
import { newModeGame } from './versus-setup.ts';
import { crowbarStatus } from './status.ts';
import { absTime, recountHighway, roadblocks } from './core.ts';
import { tell } from './describe.ts';
import { rollFor } from './roll-for.ts';

export type { CrowbarAction } from './actions.ts';
export type { CrowbarState } from './types.ts';

/** Session modes: solitaire, co-op (R, S) and the versus modes of T. */
export const MODES: readonly (Mode | VersusMode)[] = [
  'solitaire',
  'coop3',
  'coop2',
  'versus2',
  'versus3',
  'versus4',
  'notsocoop3',
];

export function clone(g: CrowbarState): CrowbarState {
  return structuredClone(g);
}

/** The shapes by type, each checking one kind of action. */
const SHAPES: Readonly<Record<string, Check<CrowbarAction>>> = ACTION_SHAPES;

export function parseCrowbarAction(value: unknown): CrowbarAction {
  const type =
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>).type
      : undefined;
  const shape = typeof type === 'string' && Object.hasOwn(SHAPES, type) ? SHAPES[type] : undefined;
  if (!shape)
    throw new TypeError(`action.type: expected one of ${Object.keys(SHAPES).join(', ')}, got ${JSON.stringify(type)}`);
  return validate(shape, value, 'action');
}

export const crowbarGame: GameDefinition<CrowbarState, CrowbarAction> = {
  setup(options: Readonly<Record<string, SettingValue>>, rng: Rng, ctx: RulesContext): CrowbarState {
    const R = rulesFor(ctx);
    const m = options.mode;
    const mode =
      typeof m === 'string' && (MODES as readonly string[]).includes(m) ? (m as Mode | VersusMode) : 'solitaire';
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
    recountHighway(g, R);
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

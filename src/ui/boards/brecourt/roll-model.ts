import {
  type AnyProcedure,
  type DiceRoll,
  type Face,
  firstFaceRoll,
  type InputDef,
  type InputValue,
  type InputValues,
  type Modifier,
  Rng,
  type RollPreview,
  type RulesContext,
} from '../../../engine/index.ts';
import type { BrecourtAction } from '../../../systems/brecourt/game/actions.ts';
import { figureById } from '../../../systems/brecourt/game/figures.ts';
import { coverOf, suggestInputs } from '../../../systems/brecourt/game/suggest.ts';
import type { BrecourtState } from '../../../systems/brecourt/game/types.ts';
import { sixIsNear } from '../../../systems/brecourt/procedures/grenades.ts';
import { sideInches, twelveIsClose } from '../../../systems/brecourt/settings.ts';
import { rule, T } from '../../../systems/brecourt/tables.ts';
import type { AnyGame, GameDefinition } from '../../../systems/types.ts';
import { defaultValue, errorMessage } from '../../../engine/index.ts';

export type BrecourtGame = GameDefinition<BrecourtState, BrecourtAction>;

/** The system's game with its own state and action types back (the registry erases them). */
export function typedGame(game: AnyGame): BrecourtGame {
  return game as unknown as BrecourtGame;
}

/** A roll the board is setting up: which procedure, who rolls, at whom (and the grenade or gun). */
export interface RollTarget {
  readonly procedure: string;
  readonly actor?: string;
  readonly targets?: readonly string[];
  readonly grenade?: string;
  readonly gun?: string;
}

/** What the referee tells the board from the table (measured distances, cover seen): input name -> value. */
export type Facts = Readonly<Record<string, InputValue>>;

/**
 * The inputs of each procedure that only the table can tell (a tape measure, the referee's eye); every other
 * input comes from the figures.
 */
const TABLE_FACTS: Readonly<Record<string, readonly string[]>> = {
  'brecourt.us-fire': ['rangeInches', 'cover', 'liptonInTree'],
  'brecourt.german-fire': ['rangeInches', 'targetInOpen', 'targetProneInCover'],
  'brecourt.german-morale': ['rangeInches', 'friendliesWithin3', 'enemyWithin6'],
  'brecourt.us-grenade-scatter': ['aimInches'],
  'brecourt.howitzer-destruction': ['wholeMoveAdjacent'],
};

/** A distance the referee measures only against one edge: which side of it the figure is. */
export interface BandFact {
  readonly kind: 'band';
  readonly input: InputDef;
  readonly edge: number;
  /** A distance exactly on the edge counts on the near side. */
  readonly edgeIsNear: boolean;
  readonly near: { readonly label: string; readonly inches: number };
  readonly far: { readonly label: string; readonly inches: number };
}

/** A fact the table tells, with the value the figures suggest (none: the referee must say). */
export interface TableFact {
  readonly kind: 'band' | 'input';
  readonly input: InputDef;
  readonly suggested?: InputValue;
  readonly band?: BandFact;
  /** The roll waits for this fact. */
  readonly required: boolean;
  /** Why it is needed, in a few words, when required. */
  readonly ask?: string;
}

function band(input: InputDef, edge: number, edgeIsNear: boolean, words: { near: string; far: string }): BandFact {
  return {
    kind: 'band',
    input,
    edge,
    edgeIsNear,
    near: {
      label: edgeIsNear ? `${words.near} ${edge}"` : `Under ${edge}"`,
      inches: sideInches(true, edge, edgeIsNear),
    },
    far: {
      label: edgeIsNear ? `${words.far} ${edge}"` : `${edge}" or more`,
      inches: sideInches(false, edge, edgeIsNear),
    },
  };
}

/** The facts this roll asks of the table, each with what the figures suggest and whether the roll waits for it. */
export function tableFacts(proc: AnyProcedure, r: RollTarget, state: BrecourtState, ctx: RulesContext): TableFact[] {
  const fromFigures = suggestInputs(state, proc.id, ctx, r.actor, r.targets ?? []);
  const first = r.targets?.[0] ? figureById(state, r.targets[0]) : undefined;
  const unseen = first ? coverOf(first, ctx) === 'unseen' : false;
  const actor = r.actor ? figureById(state, r.actor) : undefined;
  const out: TableFact[] = [];
  for (const name of TABLE_FACTS[proc.id] ?? []) {
    const input = proc.inputs.find((d) => d.name === name);
    if (!input) continue;
    const given = fromFigures[name];
    if (name === 'rangeInches') {
      const weapons = ctx.table(proc.id === 'brecourt.us-fire' ? T.usWeapons : T.germanWeapons);
      if (
        proc.id !== 'brecourt.german-morale' &&
        weapons.rows.find((w) => w.key === fromFigures.weapon)?.values.closeRangeBonus !== true
      )
        continue;
      const b = band(input, rule(ctx.table(T.rules), 'range-band'), twelveIsClose(ctx), { near: 'Up to', far: 'Over' });
      out.push({
        kind: 'band',
        input,
        band: b,
        ...(given !== undefined ? { suggested: given } : {}),
        required: given === undefined,
        ask: 'measure the range',
      });
    } else if (name === 'aimInches') {
      const b = band(input, rule(ctx.table(T.rules), 'grenade-near-band'), sixIsNear(ctx), {
        near: 'Up to',
        far: 'Over',
      });
      out.push({ kind: 'band', input, band: b, required: true, ask: 'measure to the point of aim' });
    } else if (name !== 'liptonInTree' || (actor && /Lipton/.test(actor.name))) {
      const needsCover = unseen && given === undefined && (name === 'cover' || name === 'targetInOpen');
      const shown =
        given ??
        (input.type === 'boolean'
          ? false
          : input.type === 'integer'
            ? (input.default ?? input.min ?? 0)
            : input.type === 'choice'
              ? (input.default ?? input.options?.[0]?.value)
              : defaultValue(input));
      out.push({
        kind: 'input',
        input,
        ...(needsCover || shown === undefined ? {} : { suggested: shown }),
        required: needsCover,
        ...(needsCover ? { ask: 'say how the target is seen (not at all while sneaking in a trench)' } : {}),
      });
    }
  }
  return out;
}

/** The game action for this roll with the facts the referee set and, when thrown at the table, the dice. */
export function rollAction(r: RollTarget, facts: Facts, dice?: DiceRoll, at?: number): BrecourtAction {
  return {
    type: 'roll',
    ...(at !== undefined ? { at } : {}),
    procedure: r.procedure,
    ...(Object.keys(facts).length ? { inputs: { ...facts } } : {}),
    ...(dice ? { dice: dice as Readonly<Record<string, readonly Face[]>>, diceSource: 'typed' as const } : {}),
    ...(r.actor ? { actor: r.actor } : {}),
    ...(r.targets?.length ? { targets: [...r.targets] } : {}),
    ...(r.grenade ? { grenade: r.grenade } : {}),
    ...(r.gun ? { gun: r.gun } : {}),
  };
}

/** The roll the game will make for this action: odds, about, or why it may not be made. */
export function previewRoll(
  game: BrecourtGame,
  state: BrecourtState,
  action: BrecourtAction,
  ctx: RulesContext,
): { preview?: RollPreview; why?: string } {
  const why = game.check(state, action, ctx);
  const preview = game.rollFor?.(state, action, ctx);
  return { ...(preview ? { preview } : {}), ...(why ? { why } : {}) };
}

/** The pool's modifiers under these inputs, read from a resolution with every die on its first face. */
export function modifiersOf(proc: AnyProcedure, inputs: InputValues, ctx: RulesContext): readonly Modifier[] {
  try {
    return proc.resolve(inputs, firstFaceRoll(proc.dice(inputs, ctx)), ctx).modifiers;
  } catch {
    return [];
  }
}

/**
 * A roll whose dice come to none under these inputs (a grenade that catches nobody): its one result, in words. A
 * procedure that never throws dice (a demolition charge) keeps its odds and Resolve.
 */
export function certainResult(
  proc: AnyProcedure,
  inputs: InputValues,
  ctx: RulesContext,
): { summary: string; words: string } | undefined {
  const groups = proc.dice(inputs, ctx);
  if (groups.length === 0 || groups.some((g) => g.count > 0)) return undefined;
  const r = proc.resolve(inputs, firstFaceRoll(groups), ctx);
  return { summary: r.summary, words: r.explanation.join('; ') };
}

/** What applying the waiting roll would do, read by running the game on a copy, or why it cannot be applied. */
export function applyPreview(
  game: BrecourtGame,
  state: BrecourtState,
  ctx: RulesContext,
): { lines: string[]; why?: string } {
  const action: BrecourtAction = { type: 'apply-roll' };
  const why = game.check(state, action, ctx);
  if (why) return { lines: [], why };
  try {
    // The roll itself is told again first, with its dice: the button says only what lands on whom.
    const said = game.apply(state, action, Rng.fromSeed(0), ctx).said;
    return { lines: said.filter((t) => !t.dice?.length).map((t) => t.text) };
  } catch (e) {
    return { lines: [], why: errorMessage(e) };
  }
}

/** The Apply button's words: what lands on whom, in a line. */
export function applyLabel(preview: { lines: string[]; why?: string }): string {
  if (preview.why) return `Cannot apply: ${preview.why}`;
  return preview.lines.length ? `Apply: ${preview.lines.join('; ')}` : 'Apply';
}

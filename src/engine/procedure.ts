import { checkRoll, parseDiceText, rollGroups, type DiceGroup, type DiceRoll, type Face } from './dice.ts';
import type { RulesContext } from './context.ts';
import { describeInput, normalizeInputs, type InputDef, type InputValues } from './inputs.ts';
import type { Modifier } from './modifiers.ts';
import type { OutcomeProbability } from './odds.ts';
import type { Rng } from './rng.ts';
import type { TableCellRef } from './tables.ts';

export type Outcome = Readonly<Record<string, unknown>>;

export interface Resolution<O extends Outcome = Outcome> {
  readonly outcome: O;
  /** The result in a few words, e.g. "KILL and 1 suppression". */
  readonly summary: string;
  readonly modifiers: readonly Modifier[];
  /** One line per step of the reasoning: the pool, the dice that counted, the table cell. */
  readonly explanation: readonly string[];
  readonly cell?: TableCellRef;
  /** Indices of the dice that decided the result, by group (highlighted in the UI). */
  readonly decisive?: Readonly<Record<string, readonly number[]>>;
}

/**
 * One rules step that can be resolved. `I` is the typed view of its inputs (checked against `inputs`
 * before any call), `O` its outcome.
 */
export interface ProcedureDefinition<I extends InputValues = InputValues, O extends Outcome = Outcome> {
  /** `system.name`, e.g. `brecourt.us-fire`. */
  readonly id: string;
  readonly system: string;
  readonly title: string;
  /** The rules section, e.g. "US Sheet: Firing". */
  readonly source: string;
  readonly description: string;
  readonly inputs: readonly InputDef[];
  readonly outcomeKeys: readonly string[];
  /** Ids of the tables it reads (opened from the procedure panel). */
  readonly tables: readonly string[];
  dice(inputs: I, ctx: RulesContext): DiceGroup[];
  resolve(inputs: I, roll: DiceRoll, ctx: RulesContext): Resolution<O>;
  odds(inputs: I, ctx: RulesContext): OutcomeProbability<O>[];
  /** Short label of an outcome for the odds chart; defaults to a compact rendering. */
  label?(outcome: O): string;
}

/** Erases the typed inputs and outcome so definitions of different procedures fit one list. */
export type AnyProcedure = ProcedureDefinition<InputValues, Outcome>;

export function defineProcedure<I extends InputValues, O extends Outcome>(
  def: ProcedureDefinition<I, O>,
): AnyProcedure {
  return def;
}

export interface PoolEntry {
  readonly group: string;
  readonly label: string;
  readonly count: number;
  readonly die: string;
  readonly faces: readonly Face[];
  readonly values: readonly Face[];
  readonly optional?: boolean;
}

export interface ResolvedRoll {
  readonly procedure: string;
  readonly inputs: InputValues;
  readonly diceSource: 'typed' | 'rolled';
  readonly pool: readonly PoolEntry[];
  readonly modifiers: readonly Modifier[];
  readonly outcome: Outcome;
  readonly summary: string;
  readonly explanation: readonly string[];
  readonly cell?: TableCellRef;
  readonly decisive?: Readonly<Record<string, readonly number[]>>;
}

export interface ResolveRequest {
  readonly inputs?: unknown;
  /** Dice thrown at the table, as text (`1,2,6` or `a:1,2;b:6`) or by group. */
  readonly dice?: string | DiceRoll;
  /** Used when no dice are given. */
  readonly rng?: Rng;
}

export function resolveProcedure(proc: AnyProcedure, ctx: RulesContext, req: ResolveRequest): ResolvedRoll {
  const inputs = normalizeInputs(proc.inputs, req.inputs);
  const groups = proc.dice(inputs, ctx);
  let roll: DiceRoll;
  if (req.dice !== undefined)
    roll = typeof req.dice === 'string' ? parseDiceText(req.dice, groups) : checkRoll(req.dice, groups);
  else if (req.rng) roll = owedOnly(proc, inputs, ctx, groups, rollGroups(groups, req.rng));
  else if (groups.every((g) => g.count === 0)) roll = {};
  else throw new RangeError(`${proc.id} rolls dice: give the dice thrown or a seed`);
  const r = proc.resolve(inputs, roll, ctx);
  return {
    procedure: proc.id,
    inputs,
    diceSource: req.dice !== undefined ? 'typed' : 'rolled',
    pool: groups.map((g) => ({
      group: g.name,
      label: g.label,
      count: g.count,
      die: g.die.label,
      faces: g.die.faces,
      values: roll[g.name] ?? [],
      ...(g.optional ? { optional: true } : {}),
    })),
    modifiers: r.modifiers,
    outcome: r.outcome,
    summary: r.summary,
    explanation: r.explanation,
    ...(r.cell ? { cell: r.cell } : {}),
    ...(r.decisive ? { decisive: r.decisive } : {}),
  };
}

/**
 * A roll Umpire threw, less its optional groups when the result does not read them: at the table such a die is
 * thrown only when owed, so it is neither shown nor told. The dice are still drawn from the generator, so a seeded
 * game throws the same dice as before.
 */
function owedOnly(
  proc: AnyProcedure,
  inputs: InputValues,
  ctx: RulesContext,
  groups: readonly DiceGroup[],
  roll: DiceRoll,
): DiceRoll {
  const optional = groups.filter((g) => g.optional && (roll[g.name]?.length ?? 0) > 0);
  if (optional.length === 0) return roll;
  const required: Record<string, readonly Face[]> = { ...roll };
  for (const g of optional) delete required[g.name];
  try {
    proc.resolve(inputs, required, ctx);
    return required;
  } catch {
    // the result reads an optional group (or fails for a reason the whole roll will show again)
    return roll;
  }
}

export function procedureOdds(
  proc: AnyProcedure,
  ctx: RulesContext,
  rawInputs: unknown,
): { procedure: string; inputs: InputValues; outcomes: OutcomeProbability<Outcome>[] } {
  const inputs = normalizeInputs(proc.inputs, rawInputs);
  return { procedure: proc.id, inputs, outcomes: proc.odds(inputs, ctx) };
}

export function describeProcedure(proc: AnyProcedure, ctx: RulesContext): Record<string, unknown> {
  return {
    id: proc.id,
    system: proc.system,
    title: proc.title,
    source: proc.source,
    inputs: proc.inputs.map(describeInput),
    outcomeKeys: proc.outcomeKeys,
    tables: proc.tables,
    dice: proc.dice(normalizeInputs(proc.inputs, {}), ctx).map((g) => ({
      group: g.name,
      label: g.label,
      die: g.die.label,
      count: g.count,
      ...(g.optional ? { optional: true, note: g.note } : {}),
    })),
  };
}

/** The procedure's own short label of an outcome, or the compact default. */
export function outcomeLabel(p: AnyProcedure, o: Outcome): string {
  return p.label ? p.label(o) : defaultOutcomeLabel(o);
}

/** A compact label for an outcome: "kill, 1 suppression" style from its keys. */
export function defaultOutcomeLabel(o: Outcome): string {
  return Object.entries(o)
    .map(([key, v]) => {
      const k = keyWords(key);
      return typeof v === 'boolean'
        ? v
          ? k
          : `no ${k}`
        : Array.isArray(v)
          ? v.length
            ? v.map((x) => keyWords(String(x))).join(' → ')
            : 'nothing'
          : key === 'result' || key === 'hold'
            ? keyWords(String(v))
            : `${k} ${String(v)}`;
    })
    .join(', ');
}

/** A key in words, for where a procedure or a game gives no label of its own: "revertToHq" reads "revert to hq". */
export function keyWords(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_+/g, ' ')
    .toLowerCase();
}

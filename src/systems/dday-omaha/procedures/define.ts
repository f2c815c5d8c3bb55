import {
  defineProcedure,
  type AnyProcedure,
  type InputDef,
  type InputValues,
  type Modifier,
  type Outcome,
  type RulesContext,
  type TableCellRef,
} from '../../../engine/index.ts';
import { certain, noDice } from './certain.ts';

export interface Computed<O> {
  readonly outcome: O;
  readonly summary: string;
  readonly why: readonly string[];
  readonly cell?: TableCellRef;
  readonly modifiers?: readonly Modifier[];
}

/** A procedure of this game: no dice, one certain outcome computed from the inputs and the tables. */
export function tableProcedure<I extends InputValues, O extends Outcome>(def: {
  name: string;
  title: string;
  source: string;
  description: string;
  inputs: readonly InputDef[];
  outcomeKeys: readonly string[];
  tables: readonly string[];
  compute: (inputs: I, ctx: RulesContext) => Computed<O>;
  label?: (o: O) => string;
}): AnyProcedure {
  return defineProcedure<I, O>({
    id: `dday-omaha.${def.name}`,
    system: 'dday-omaha',
    title: def.title,
    source: def.source,
    description: def.description,
    inputs: def.inputs,
    outcomeKeys: def.outcomeKeys,
    tables: def.tables,
    dice: noDice,
    resolve(inputs, _roll, ctx) {
      const c = def.compute(inputs, ctx);
      return {
        outcome: c.outcome,
        summary: c.summary,
        modifiers: c.modifiers ?? [],
        explanation: c.why,
        ...(c.cell ? { cell: c.cell } : {}),
      };
    },
    odds(inputs, ctx) {
      return certain(def.compute(inputs, ctx).outcome);
    },
    ...(def.label ? { label: def.label } : {}),
  });
}

export const bool = (name: string, label: string, help?: string): InputDef => ({
  name,
  label,
  type: 'boolean',
  ...(help ? { help } : {}),
});
export const int = (name: string, label: string, min: number, max: number, dflt?: number, unit?: string): InputDef => ({
  name,
  label,
  type: 'integer',
  min,
  max,
  ...(dflt !== undefined ? { default: dflt } : {}),
  ...(unit ? { unit } : {}),
});
export const choice = (
  name: string,
  label: string,
  values: readonly (string | readonly [string, string])[],
  dflt?: string,
): InputDef => ({
  name,
  label,
  type: 'choice',
  options: values.map((v) =>
    typeof v === 'string'
      ? { value: v, label: v.replace(/-/g, ' ').replace(/\+/g, ' and ') }
      : { value: v[0], label: v[1] },
  ),
  ...(dflt !== undefined ? { default: dflt } : {}),
});
export const extInput = bool('extended', 'Extended game (turns 17-32)');

import {
  type ProcedureDefinition,
  defineProcedure,
  exactOdds,
  modify,
  type RulesContext,
} from '../../../engine/index.ts';
import { describeMods, engineerLookup, engineerModifiers, type EngineerResult } from '../rules/lookups.ts';
import { scenario } from '../scenario.ts';
import { T } from '../tables.ts';
import { cardDrmInput, d6, oneDie, SYSTEM, turnInput } from './common.ts';

type I = { target: 'mine' | 'obstacle'; eps: number; turn: number; cardDrm: number };
type O = { result: EngineerResult };

const NATURAL_FAILURE = scenario.rules.engineerNaturalFailure.value;

function engineerMods(i: I, ctx: RulesContext) {
  return engineerModifiers(ctx, i.eps, i.turn, i.target, i.cardDrm);
}

export const engineerRoll: ProcedureDefinition<I, O> = {
  id: 'bloody-omaha.engineer',
  system: SYSTEM,
  title: 'Engineer clearing',
  source: '8.2c, 8.5, 11.4',
  description:
    'EPs (each paid with 1 IP) try to lift a Mine Field or open a Gap: one d6 with DRMs, a natural 6 always fails.',
  inputs: [
    {
      name: 'target',
      label: 'Target',
      type: 'choice',
      default: 'obstacle',
      options: [
        { value: 'obstacle', label: 'Beach Obstacle' },
        { value: 'mine', label: 'Mine Field' },
      ],
    },
    { name: 'eps', label: 'EPs used', type: 'integer', min: 1, max: 100, default: 1 },
    turnInput,
    cardDrmInput('engineer'),
  ],
  outcomeKeys: ['result'],
  tables: [T.engineer, T.engineerDrms, T.landingDrms],
  dice: () => oneDie(),
  resolve(i, roll, ctx) {
    const die = d6(roll);
    const m = engineerMods(i, ctx);
    const v = modify(die, m);
    const { result, row } = engineerLookup(ctx, die, v.value, NATURAL_FAILURE);
    const text =
      result === 'removed'
        ? i.target === 'obstacle'
          ? 'Gap opened'
          : 'Mine Field removed'
        : row
          ? 'Failure'
          : `Failure: a natural ${die} always fails (8.2c)`;
    return {
      outcome: { result },
      summary: text,
      modifiers: m,
      explanation: [
        `d6 ${die}; ${describeMods(m)}; modified ${v.value}`,
        row ? `Engineer Table row "${row.label ?? row.key}"` : `A natural ${die} always fails (8.2c)`,
      ],
      ...(row ? { cell: { table: T.engineer, row: row.key, column: 'result' } } : {}),
      decisive: { die: [0] },
    };
  },
  odds(i, ctx) {
    const m = engineerMods(i, ctx);
    return exactOdds(
      oneDie(),
      (t) => t.sum('die'),
      (d) => ({ result: engineerLookup(ctx, d, modify(d, m).value, NATURAL_FAILURE).result }),
    );
  },
  label: (o) => (o.result === 'removed' ? 'Removed' : 'Failure'),
};

export const engineer = defineProcedure(engineerRoll);

import { defineProcedure, type DiceRoll, exactOdds, modify, type RulesContext } from '../../../engine/index.ts';
import { describeMods, engineerLookup, engineerModifiers, type EngineerResult } from '../rules/lookups.ts';
import { scenario } from '../scenario.ts';
import { T } from '../tables.ts';
import { cardDrmInput, d6, fits, type GameProcedure, netDrm, oneDie, SYSTEM, turnInput } from './common.ts';

type I = { target: 'mine' | 'obstacle'; eps: number; turn: number; cardDrm: number };
type O = { result: EngineerResult };

const NATURAL_FAILURE = scenario.rules.engineerNaturalFailure.value;

function engineerMods(i: I, ctx: RulesContext) {
  return engineerModifiers(ctx, i.eps, i.turn, i.target, i.cardDrm);
}

const drms = new WeakMap<RulesContext, Map<number, number>>();

/** The net Engineer DRM alone (see netDrm). */
function drm(i: I, ctx: RulesContext): number {
  const key =
    fits(i.eps, 16) && fits(i.turn, 16) && fits(i.cardDrm, 16)
      ? ((i.eps * 16 + i.turn) * 16 + i.cardDrm) * 2 + (i.target === 'obstacle' ? 1 : 0)
      : undefined;
  return netDrm(drms, ctx, key, () => engineerMods(i, ctx));
}

/** The roll worked out, for resolve: the die, the DRMs, the modified value, the table's row. */
function work(i: I, roll: DiceRoll, ctx: RulesContext) {
  const die = d6(roll);
  const m = engineerMods(i, ctx);
  const value = modify(die, m).value;
  const { result, row } = engineerLookup(ctx, die, value, NATURAL_FAILURE);
  return { die, m, value, result, row };
}

export const engineerRoll: GameProcedure<I, O> = {
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
    const { die, m, value, result, row } = work(i, roll, ctx);
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
        `d6 ${die}; ${describeMods(m)}; modified ${value}`,
        row ? `Engineer Table row "${row.label ?? row.key}"` : `A natural ${die} always fails (8.2c)`,
      ],
      ...(row ? { cell: { table: T.engineer, row: row.key, column: 'result' } } : {}),
      decisive: { die: [0] },
    };
  },
  outcome: (i, roll, ctx) => {
    const die = d6(roll);
    return { result: engineerLookup(ctx, die, die + drm(i, ctx), NATURAL_FAILURE).result };
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

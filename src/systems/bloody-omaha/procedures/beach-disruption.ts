import { defineProcedure, type DiceRoll, exactOdds, modify, type RulesContext } from '../../../engine/index.ts';
import { beachLookup, describeMods, landingModifiers, type BeachResult } from '../rules/lookups.ts';
import { T } from '../tables.ts';
import { cardDrmInput, d6, fits, type GameProcedure, netDrm, oneDie, SYSTEM, turnInput } from './common.ts';

type I = { turn: number; gap: boolean; cardDrm: number };
type O = { result: BeachResult };

export const RESULT_TEXT: Record<BeachResult, string> = {
  ip: 'IP +1 to the division',
  ne: 'No effect',
  disrupted: 'Unit disrupted',
  eliminated: 'Unit eliminated',
};
const RESULT_SHORT: Record<BeachResult, string> = {
  ip: 'IP +1',
  ne: 'No effect',
  disrupted: 'Disrupted',
  eliminated: 'Eliminated',
};

/** The roll worked out, for resolve and outcome alike: the die, the DRMs, the modified value, the table's row. */
function work({ turn, gap, cardDrm }: I, roll: DiceRoll, ctx: RulesContext) {
  const die = d6(roll);
  const mods = landingModifiers(ctx, turn, gap, cardDrm);
  const value = modify(die, mods).value;
  const { result, row } = beachLookup(ctx, value);
  return { die, mods, value, result, row };
}

const drms = new WeakMap<RulesContext, Map<number, number>>();

/** The net Landing DRM alone (see netDrm). */
function drm({ turn, gap, cardDrm }: I, ctx: RulesContext): number {
  const key = fits(turn, 16) && fits(cardDrm, 16) ? (turn * 16 + cardDrm) * 2 + (gap ? 1 : 0) : undefined;
  return netDrm(drms, ctx, key, () => landingModifiers(ctx, turn, gap, cardDrm));
}

export const beachRoll: GameProcedure<I, O> = {
  id: 'bloody-omaha.beach-disruption',
  system: SYSTEM,
  title: 'Beach Disruption',
  source: '6.4',
  description: 'One d6 with Landing DRMs as each unit comes ashore: IP +1, no effect, disrupted or eliminated.',
  inputs: [turnInput, { name: 'gap', label: 'Beach square shows a Gap', type: 'boolean' }, cardDrmInput('landing')],
  outcomeKeys: ['result'],
  tables: [T.beach, T.landingDrms],
  dice: () => oneDie(),
  resolve(i, roll, ctx) {
    const { die, mods, value, result, row } = work(i, roll, ctx);
    return {
      outcome: { result },
      summary: RESULT_TEXT[result],
      modifiers: mods,
      explanation: [
        `d6 ${die}; ${describeMods(mods)}; modified ${value}`,
        `Beach Disruption Table row "${row.label ?? row.key}" (6.4a)`,
      ],
      cell: { table: T.beach, row: row.key, column: 'result' },
      decisive: { die: [0] },
    };
  },
  outcome: (i, roll, ctx) => ({ result: beachLookup(ctx, d6(roll) + drm(i, ctx)).result }),
  odds({ turn, gap, cardDrm }, ctx) {
    const mods = landingModifiers(ctx, turn, gap, cardDrm);
    return exactOdds(
      oneDie(),
      (t) => modify(t.sum('die'), mods).value,
      (m) => ({ result: beachLookup(ctx, m).result }),
    );
  },
  label: (o) => RESULT_SHORT[o.result],
};

export const beachDisruption = defineProcedure(beachRoll);

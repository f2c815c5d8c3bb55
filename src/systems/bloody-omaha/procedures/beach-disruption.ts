import { type ProcedureDefinition, defineProcedure, exactOdds, modify } from '../../../engine/index.ts';
import { beachLookup, describeMods, landingModifiers, type BeachResult } from '../rules/lookups.ts';
import { T } from '../tables.ts';
import { cardDrmInput, d6, oneDie, SYSTEM, turnInput } from './common.ts';

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

export const beachRoll: ProcedureDefinition<I, O> = {
  id: 'bloody-omaha.beach-disruption',
  system: SYSTEM,
  title: 'Beach Disruption',
  source: '6.4',
  description: 'One d6 with Landing DRMs as each unit comes ashore: IP +1, no effect, disrupted or eliminated.',
  inputs: [turnInput, { name: 'gap', label: 'Beach square shows a Gap', type: 'boolean' }, cardDrmInput('landing')],
  outcomeKeys: ['result'],
  tables: [T.beach, T.landingDrms],
  dice: () => oneDie(),
  resolve({ turn, gap, cardDrm }, roll, ctx) {
    const die = d6(roll);
    const mods = landingModifiers(ctx, turn, gap, cardDrm);
    const v = modify(die, mods);
    const { result, row } = beachLookup(ctx, v.value);
    return {
      outcome: { result },
      summary: RESULT_TEXT[result],
      modifiers: mods,
      explanation: [
        `d6 ${die}; ${describeMods(mods)}; modified ${v.value}`,
        `Beach Disruption Table row "${row.label ?? row.key}" (6.4a)`,
      ],
      cell: { table: T.beach, row: row.key, column: 'result' },
      decisive: { die: [0] },
    };
  },
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

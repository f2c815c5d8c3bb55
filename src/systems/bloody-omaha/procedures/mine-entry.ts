import { defineProcedure, exactOdds } from '../../../engine/index.ts';
import { mineLookup } from '../rules/lookups.ts';
import { T } from '../tables.ts';
import { d6, type GameProcedure, oneDie, SYSTEM } from './common.ts';

export const mineRoll: GameProcedure<Record<string, never>, { hit: boolean }> = {
  id: 'bloody-omaha.mine-entry',
  system: SYSTEM,
  title: 'Pushing through a Mine Field',
  source: '8.2b',
  description:
    'The mine is lifted and one d6 is thrown: on 4-6 one unit is disrupted (eliminated if already disrupted).',
  inputs: [],
  outcomeKeys: ['hit'],
  tables: [T.mineEntry],
  dice: () => oneDie(),
  resolve(_i, roll, ctx) {
    const die = d6(roll);
    const { hit, row } = mineLookup(ctx, die);
    return {
      outcome: { hit },
      summary: hit ? 'One unit disrupted' : 'No effect',
      modifiers: [],
      explanation: [`d6 ${die}: ${row.label ?? row.key} (8.2b)`],
      cell: { table: T.mineEntry, row: row.key, column: 'hit' },
      decisive: { die: [0] },
    };
  },
  outcome: (_i, roll, ctx) => ({ hit: mineLookup(ctx, d6(roll)).hit }),
  odds(_i, ctx) {
    return exactOdds(
      oneDie(),
      (t) => t.sum('die'),
      (d) => ({ hit: mineLookup(ctx, d).hit }),
    );
  },
  label: (o) => (o.hit ? 'Unit hit' : 'No effect'),
};

export const mineEntry = defineProcedure(mineRoll);

import { defineProcedure, exactOdds, modifier, numberCell, Tally, type DiceGroup } from '../../../engine/index.ts';
import { d10, SYSTEM, T } from './common.ts';

interface AirInputs {
  targetSupply: number;
  coastalGroup: boolean;
  [k: string]: number | string | boolean;
}
const one = (): DiceGroup[] => [d10('die', 'Interdiction die')];

export const airInterdiction = defineProcedure<AirInputs, { supplyLost: number }>({
  id: 'bloody-beach.air-interdiction',
  system: SYSTEM,
  title: 'Air interdiction',
  source: '5.5',
  description:
    "One air point against an on-map enemy HQ: its marker's firepower less one d10; a positive difference is the supply the HQ loses (no more than it has). Not against the Coastal Defense Group.",
  inputs: [
    { name: 'targetSupply', label: "Target HQ's supply", type: 'integer', min: 0, max: 60, default: 5 },
    { name: 'coastalGroup', label: 'Target is the Coastal Defense Group', type: 'boolean' },
  ],
  outcomeKeys: ['supplyLost'],
  tables: [T.support],
  dice: (i) => [d10('die', 'Interdiction die', !i.coastalGroup, 'Not rolled against the Coastal Defense Group')],
  resolve(i, roll, ctx) {
    if (i.coastalGroup)
      return {
        outcome: { supplyLost: 0 },
        summary: 'NOT A TARGET',
        modifiers: [],
        explanation: ['The Coastal Defense Group has no HQ to attack (5.5.4)'],
      };
    const fp = numberCell(ctx.table(T.support), 'air', 'firepower');
    const die = Tally.of(one(), roll).sum('die');
    const lost = Math.min(Math.max(0, fp - die), i.targetSupply);
    return {
      outcome: { supplyLost: lost },
      summary: lost ? `${lost} SUPPLY DESTROYED` : 'NO EFFECT',
      modifiers: [modifier('Air marker firepower', fp, '5.5.3'), modifier('Die', -die, '5.5.3')],
      explanation: [
        `Firepower ${fp} - d10 ${die} = ${fp - die}`,
        fp - die > 0
          ? `${lost} supply lost${lost < fp - die ? ' (no more than the HQ holds)' : ''}`
          : 'Not positive: no effect',
      ],
      cell: { table: T.support, row: 'air', column: 'firepower' },
      decisive: { die: [0] },
    };
  },
  odds(i, ctx) {
    if (i.coastalGroup) return [{ outcome: { supplyLost: 0 }, p: 1 }];
    const fp = numberCell(ctx.table(T.support), 'air', 'firepower');
    return exactOdds(
      one(),
      (t) => t.sum('die'),
      (die) => ({ supplyLost: Math.min(Math.max(0, fp - die), i.targetSupply) }),
    );
  },
  label: (o) => `${o.supplyLost} lost`,
});

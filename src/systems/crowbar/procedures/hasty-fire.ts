import { D6, defineProcedure, exactOdds, group, Tally, type DiceGroup } from '../../../engine/index.ts';
import { halfUp } from './combat-dice.ts';

const TABLE = 'crowbar.constants';

function successFrom(ctx: { table: (id: string) => { rows: readonly { key: string; values: Readonly<Record<string, unknown>> }[] } }): number {
  const row = ctx.table(TABLE).rows.find((r) => r.key === 'hasty-fire-success');
  return typeof row?.values.value === 'number' ? row.values.value : 5;
}

const dice = (i: { firerSp: number }): DiceGroup[] => [group('dice', 'Combat Dice', D6, halfUp(i.firerSp))];

export const hastyFire = defineProcedure<{ firerSp: number }, { markers: number }>({
  id: 'crowbar.hasty-fire',
  system: 'crowbar',
  title: 'Hasty Fire',
  source: 'K-2d',
  description: 'Half the firer SP in Combat Dice at an adjacent German unit; each 5 or 6 puts one hidden Incoming Fire! marker on it.',
  inputs: [{ name: 'firerSp', label: 'Firer SP', type: 'integer', min: 1, max: 10, default: 10 }],
  outcomeKeys: ['markers'],
  tables: [TABLE],
  dice,
  resolve(i, roll, ctx) {
    const min = successFrom(ctx);
    const t = Tally.of(dice(i), roll);
    const markers = t.countWhere('dice', (f) => Number(f) >= min);
    return {
      outcome: { markers },
      summary: `${markers} Incoming Fire! marker${markers === 1 ? '' : 's'}`,
      modifiers: [],
      explanation: [`Half of ${i.firerSp} SP rounded up = ${halfUp(i.firerSp)} dice (K-2d)`, `Each die of ${min} or more places a marker: ${markers}`],
      decisive: { dice: (roll.dice ?? []).flatMap((f, k) => (Number(f) >= min ? [k] : [])) },
    };
  },
  odds(i, ctx) {
    const min = successFrom(ctx);
    return exactOdds(dice(i), (t) => t.countWhere('dice', (f) => Number(f) >= min), (markers) => ({ markers }));
  },
  label: (o) => `${o.markers} marker${o.markers === 1 ? '' : 's'}`,
});

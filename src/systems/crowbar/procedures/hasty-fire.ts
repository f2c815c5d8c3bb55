import {
  D6,
  defineProcedure,
  exactOdds,
  group,
  numberCell,
  Tally,
  type DiceGroup,
  type RulesContext,
} from '../../../engine/index.ts';
import { halfUp } from './combat-dice.ts';

const TABLE = 'crowbar.constants';

/** The lowest die that places a marker (crowbar.constants hasty-fire-success). */
function successFrom(ctx: RulesContext): number {
  return numberCell(ctx.table(TABLE), 'hasty-fire-success', 'value');
}

/** Combat Dice of a Hasty Fire: half the firer's SP rounded up (K-2d). */
export function hastyFireDice(firerSp: number): number {
  return halfUp(firerSp);
}

const dice = (i: { firerSp: number }): DiceGroup[] => [group('dice', 'Combat Dice', D6, hastyFireDice(i.firerSp))];

export const hastyFire = defineProcedure<{ firerSp: number }, { markers: number }>({
  id: 'crowbar.hasty-fire',
  system: 'crowbar',
  title: 'Hasty Fire',
  source: 'K-2d',
  description:
    'Half the firer SP in Combat Dice at an adjacent German unit; each 5 or 6 puts one hidden Incoming Fire! marker on it.',
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
      explanation: [
        `Half of ${i.firerSp} SP rounded up = ${hastyFireDice(i.firerSp)} dice (K-2d)`,
        `Each die of ${min} or more places a marker: ${markers}`,
      ],
      decisive: { dice: (roll.dice ?? []).flatMap((f, k) => (Number(f) >= min ? [k] : [])) },
    };
  },
  odds(i, ctx) {
    const min = successFrom(ctx);
    return exactOdds(
      dice(i),
      (t) => t.countWhere('dice', (f) => Number(f) >= min),
      (markers) => ({ markers }),
    );
  },
  label: (o) => `${o.markers} marker${o.markers === 1 ? '' : 's'}`,
});

import { defineProcedure, exactOdds, modifier, numberCell, Tally, type DiceGroup } from '../../../engine/index.ts';
import { clamp, constant, d10, diffKey, diffRange, SYSTEM, T } from './common.ts';

type Firer = 'infantry' | 'other' | 'pillbox';
interface Inputs {
  antiTank: number;
  armor: number;
  firer: Firer;
  rangeHexes: number;
  targetOnBeach: boolean;
  [k: string]: number | string | boolean;
}

/** The farthest an anti-tank shot reaches (2.3.5): infantry 1, others 2, pillboxes rating + 1 at beach hexes. */
export function antiTankRange(
  ctx: Parameters<typeof constant>[0],
  firer: Firer,
  antiTank: number,
  targetOnBeach: boolean,
): number {
  if (firer === 'infantry') return constant(ctx, 'infantry-anti-tank-range');
  if (firer === 'pillbox' && targetOnBeach)
    return Math.max(constant(ctx, 'anti-tank-range'), antiTank + constant(ctx, 'pillbox-range-bonus'));
  return constant(ctx, 'anti-tank-range');
}

const dice = (): DiceGroup[] => [d10('die', 'Anti-tank die')];

export const antiTankFire = defineProcedure<Inputs, { inRange: boolean; steps: number }>({
  id: 'bloody-beach.anti-tank-fire',
  system: SYSTEM,
  title: 'Anti-Tank Fire',
  source: '8.2, 2.3.5',
  description:
    "Anti-tank rating less the target's armor, one d10 on the Anti-Tank table: the steps the target loses. Vehicles can only be hurt this way; pillboxes by either kind of fire.",
  inputs: [
    { name: 'antiTank', label: "Firer's anti-tank rating", type: 'integer', min: 0, max: 10, default: 4 },
    { name: 'armor', label: "Target's armor", type: 'integer', min: 0, max: 10, default: 3 },
    {
      name: 'firer',
      label: 'Firer',
      type: 'choice',
      options: [
        { value: 'infantry', label: 'Infantry' },
        { value: 'other', label: 'Vehicle or other unit' },
        { value: 'pillbox', label: 'Pillbox' },
      ],
      default: 'other',
    },
    { name: 'rangeHexes', label: 'Range (hexes)', type: 'integer', min: 1, max: 12, default: 1 },
    { name: 'targetOnBeach', label: 'Target on a beach hex', type: 'boolean' },
  ],
  outcomeKeys: ['inRange', 'steps'],
  tables: [T.antiTank, T.constants],
  dice: (i, ctx) => [
    d10(
      'die',
      'Anti-tank die',
      i.rangeHexes <= antiTankRange(ctx, i.firer, i.antiTank, i.targetOnBeach),
      'Not rolled when the target is out of range',
    ),
  ],
  resolve(i, roll, ctx) {
    const reach = antiTankRange(ctx, i.firer, i.antiTank, i.targetOnBeach);
    if (i.rangeHexes > reach)
      return {
        outcome: { inRange: false, steps: 0 },
        summary: 'OUT OF RANGE',
        modifiers: [],
        explanation: [`Range ${i.rangeHexes} is beyond this firer's ${reach} (2.3.5)`],
      };
    const table = ctx.table(T.antiTank);
    const [lo, hi] = diffRange(table);
    const diff = clamp(i.antiTank - i.armor, lo, hi);
    const die = Tally.of(dice(), roll).sum('die');
    const steps = numberCell(table, String(die), diffKey(diff));
    return {
      outcome: { inRange: true, steps },
      summary: steps ? `${steps} STEP${steps > 1 ? 'S' : ''} LOST` : 'NO EFFECT',
      modifiers: [modifier('Anti-tank', i.antiTank, '8.2.3'), modifier('Armor', -i.armor, '8.2.3')],
      explanation: [
        `Anti-tank ${i.antiTank} - armor ${i.armor} = ${i.antiTank - i.armor}${diff !== i.antiTank - i.armor ? ` (column ${diff}, the table's end)` : ''}`,
        `d10 ${die}: ${steps} step${steps === 1 ? '' : 's'} lost (Anti-Tank table)`,
      ],
      cell: { table: T.antiTank, row: String(die), column: diffKey(diff) },
      decisive: { die: [0] },
    };
  },
  odds(i, ctx) {
    if (i.rangeHexes > antiTankRange(ctx, i.firer, i.antiTank, i.targetOnBeach))
      return [{ outcome: { inRange: false, steps: 0 }, p: 1 }];
    const table = ctx.table(T.antiTank);
    const [lo, hi] = diffRange(table);
    const diff = clamp(i.antiTank - i.armor, lo, hi);
    return exactOdds(
      dice(),
      (t) => t.sum('die'),
      (die) => ({ inRange: true, steps: numberCell(table, String(die), diffKey(diff)) }),
    );
  },
  label: (o) => (o.inRange ? `${o.steps} step${o.steps === 1 ? '' : 's'}` : 'out of range'),
});

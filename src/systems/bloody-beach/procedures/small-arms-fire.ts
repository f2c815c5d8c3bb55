import { defineProcedure, modifier, Tally, type DiceGroup, type Modifier } from '../../../engine/index.ts';
import { d10, SYSTEM, T } from './common.ts';
import {
  applyFireResult,
  fireLabel,
  fireSummary,
  moraleDieOwed,
  readSmallArms,
  smallArmsOdds,
  fireTarget,
  targetInputDefs,
  type FireOutcome,
  type TargetInputs,
} from './small-arms-core.ts';

export interface SmallArmsInputs extends TargetInputs {
  firepower: number;
  assetFirepower: number;
  reaction: boolean;
  [k: string]: number | string | boolean;
}

const dice = (): DiceGroup[] => [
  d10('fire', 'Fire die'),
  {
    ...d10('morale', "Target's morale die"),
    optional: true,
    note: 'Owed for a P on an unpinned unit, an M, or step losses, unless the target is an HQ',
  },
];

function resolveWith(
  i: SmallArmsInputs,
  fireDie: number,
  moraleDie: number | undefined,
  ctx: Parameters<typeof readSmallArms>[0],
) {
  const fp = i.firepower + i.assetFirepower;
  const read = readSmallArms(ctx, fp, fireDie, i.terrain);
  const special = fireDie === 10;
  const applied = applyFireResult(ctx, read.result, fireTarget(i), moraleDie, special);
  return { read, special, applied, fp };
}

/** Whether the fire die calls for the target's morale die (the optional group). */
export function smallArmsMoraleOwed(
  ctx: Parameters<typeof readSmallArms>[0],
  i: SmallArmsInputs,
  fireDie: number,
): boolean {
  return moraleDieOwed(ctx, i.firepower + i.assetFirepower, i.terrain, fireTarget(i), fireDie);
}

export const smallArmsFire = defineProcedure<SmallArmsInputs, FireOutcome>({
  id: 'bloody-beach.small-arms-fire',
  system: SYSTEM,
  title: 'Small Arms Fire',
  source: '8.1, 8.3, 8.4',
  description:
    "Fire on an adjacent enemy in the firer's zone (also reaction fire): d10 with the target's terrain against firepower plus one unused asset; then the target's morale die when owed. A natural 10 also draws a Special Hit.",
  inputs: [
    { name: 'firepower', label: "Firer's firepower", type: 'integer', min: 0, max: 20, default: 4 },
    {
      name: 'assetFirepower',
      label: 'Unused asset stacked with the firer',
      type: 'integer',
      min: 0,
      max: 12,
      default: 0,
    },
    ...targetInputDefs('beach', 6),
    { name: 'reaction', label: 'Reaction fire on a moving unit', type: 'boolean' },
  ],
  outcomeKeys: ['result', 'steps', 'pinned', 'retreat', 'specialHit', 'displaceHq', 'stopsMovement'],
  tables: [T.smallArms, T.terrain, T.specialHits],
  dice,
  resolve(i, roll, ctx) {
    const t = Tally.of(dice(), roll);
    const fireDie = t.sum('fire');
    const owedFirst = smallArmsMoraleOwed(ctx, i, fireDie);
    if (owedFirst && !t.has('morale'))
      throw new RangeError("dice group morale: the result calls for the target's morale check, so 1 d10 is owed");
    const { read, special, applied, fp } = resolveWith(i, fireDie, owedFirst ? t.sum('morale') : undefined, ctx);
    const mods: Modifier[] = [
      modifier('Firer', i.firepower, '2.3.5'),
      ...(i.assetFirepower ? [modifier('Unused asset', i.assetFirepower, '8.1.2')] : []),
      ...read.modifiers,
      ...applied.modifiers,
    ];
    const outcome = { ...applied.outcome, stopsMovement: i.reaction && applied.outcome.stopsMovement };
    return {
      outcome,
      summary: fireSummary(outcome),
      modifiers: mods,
      explanation: [
        `Firepower ${i.firepower}${i.assetFirepower ? ` + asset ${i.assetFirepower}` : ''} = ${fp} (column ${read.column})`,
        `d10 ${fireDie}${read.drm ? ` ${read.drm > 0 ? '+' : '-'} ${Math.abs(read.drm)} terrain` : ''} = row ${read.row}: result ${read.result} (Small Arms table)`,
        ...applied.lines,
        ...(special ? ['Natural 10: draw a Special Hit marker from the cup (8.4.1)'] : []),
        ...(i.reaction
          ? [
              outcome.stopsMovement
                ? 'Reaction fire: the mover stops, pinned, its activation over (6.2.1, 7.1.3)'
                : 'Reaction fire: the mover may go on',
            ]
          : []),
      ],
      cell: read.cell,
      decisive: { fire: [0], ...(owedFirst ? { morale: [0] } : {}) },
    };
  },
  odds(i, ctx) {
    return smallArmsOdds(ctx, i.firepower + i.assetFirepower, i.terrain, fireTarget(i), true).map((x) => ({
      outcome: { ...x.outcome, stopsMovement: i.reaction && x.outcome.stopsMovement },
      p: x.p,
    }));
  },
  label: fireLabel,
});

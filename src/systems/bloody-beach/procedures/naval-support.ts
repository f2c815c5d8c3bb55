import { defineProcedure, modifier, numberCell, Tally, type DiceGroup } from '../../../engine/index.ts';
import { constant, d10, SYSTEM, T } from './common.ts';
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

type Ship = 'dd' | 'cl' | 'bb';
export interface NavalInputs extends TargetInputs {
  ship: Ship;
  hexesFromBeach: number;
  hexesFromFriendlyUnit: number;
  [k: string]: number | string | boolean;
}
type Outcome = FireOutcome & { inRange: boolean };

/** A ship that cannot reach or see the target does not fire. */
const OUT_OF_RANGE: Outcome = {
  inRange: false,
  result: '-',
  steps: 0,
  pinned: false,
  retreat: false,
  specialHit: false,
  displaceHq: false,
  stopsMovement: false,
};

const dice = (owed = true): DiceGroup[] => [
  d10('fire', 'Fire die', owed, 'Not rolled when the target is out of range'),
  {
    ...d10('morale', "Target's morale die"),
    optional: true,
    note: 'Owed when the result calls for a morale or pin check (not for an HQ)',
  },
];

function range(i: NavalInputs, ctx: Parameters<typeof constant>[0]): { ok: boolean; why: string } {
  const reach = constant(ctx, `naval-range-${i.ship}`);
  const spot = constant(ctx, 'naval-spotting-range');
  if (i.hexesFromBeach > reach)
    return {
      ok: false,
      why: `${i.hexesFromBeach} hexes from a beach hex is beyond the ${reach} of this ship type (5.4.4)`,
    };
  if (i.hexesFromFriendlyUnit > spot)
    return { ok: false, why: `the target must be within ${spot} hexes of a friendly ground unit (5.4.6)` };
  return { ok: true, why: `within ${reach} hexes of a beach hex and ${spot} of a friendly unit` };
}

/** Whether the fire die calls for the target's morale die (the optional group). */
export function navalMoraleOwed(ctx: Parameters<typeof constant>[0], i: NavalInputs, fireDie: number): boolean {
  return moraleDieOwed(ctx, numberCell(ctx.table(T.support), i.ship, 'firepower'), i.terrain, fireTarget(i), fireDie);
}

export const navalSupport = defineProcedure<NavalInputs, Outcome>({
  id: 'bloody-beach.naval-support',
  system: SYSTEM,
  title: 'Naval Support fire',
  source: '5.4, 8.1.3, 8.4.2',
  description:
    'One ship point fires alone on one hex, on the Small Arms table with its marker firepower; no Special Hits.',
  inputs: [
    {
      name: 'ship',
      label: 'Ship type',
      type: 'choice',
      options: [
        { value: 'dd', label: 'Destroyer (DD)' },
        { value: 'cl', label: 'Light cruiser (CL)' },
        { value: 'bb', label: 'Battleship (BB)' },
      ],
      default: 'dd',
    },
    {
      name: 'hexesFromBeach',
      label: 'Target hexes from the nearest beach hex',
      type: 'integer',
      min: 0,
      max: 99,
      default: 3,
    },
    {
      name: 'hexesFromFriendlyUnit',
      label: 'Target hexes from the nearest friendly ground unit',
      type: 'integer',
      min: 1,
      max: 99,
      default: 1,
    },
    ...targetInputDefs('bocage', 7),
  ],
  outcomeKeys: ['inRange', 'result', 'steps', 'pinned', 'retreat', 'specialHit', 'displaceHq', 'stopsMovement'],
  tables: [T.support, T.smallArms, T.constants, T.terrain],
  dice: (i, ctx) => dice(range(i, ctx).ok),
  resolve(i, roll, ctx) {
    const r = range(i, ctx);
    const fp = numberCell(ctx.table(T.support), i.ship, 'firepower');
    if (!r.ok)
      return {
        outcome: OUT_OF_RANGE,
        summary: 'OUT OF RANGE',
        modifiers: [],
        explanation: [`Cannot fire: ${r.why}`],
      };
    const t = Tally.of(dice(), roll);
    const die = t.sum('fire');
    const read = readSmallArms(ctx, fp, die, i.terrain);
    const owed = navalMoraleOwed(ctx, i, die);
    if (owed && !t.has('morale'))
      throw new RangeError("dice group morale: the result calls for the target's morale check, so 1 d10 is owed");
    const a = applyFireResult(ctx, read.result, fireTarget(i), owed ? t.sum('morale') : undefined, false);
    const outcome = { inRange: true, ...a.outcome };
    return {
      outcome,
      summary: fireSummary(outcome),
      modifiers: [modifier(`${i.ship.toUpperCase()} marker firepower`, fp, '5.4.5'), ...read.modifiers, ...a.modifiers],
      explanation: [
        `In range: ${r.why}`,
        `Firepower ${fp}: d10 ${die}${read.drm ? ` ${read.drm > 0 ? '+' : '-'} ${Math.abs(read.drm)} terrain` : ''} = row ${read.row}: ${read.result}`,
        ...a.lines,
        ...(die === 10 ? ['A natural 10 draws no Special Hit for naval fire (8.4.2)'] : []),
      ],
      cell: read.cell,
      decisive: { fire: [0], ...(owed ? { morale: [0] } : {}) },
    };
  },
  odds(i, ctx) {
    const r = range(i, ctx);
    if (!r.ok) return [{ outcome: OUT_OF_RANGE, p: 1 }];
    const fp = numberCell(ctx.table(T.support), i.ship, 'firepower');
    return smallArmsOdds(ctx, fp, i.terrain, fireTarget(i), false).map((x) => ({
      outcome: { inRange: true, ...x.outcome },
      p: x.p,
    }));
  },
  label: (o) => (o.inRange ? fireLabel(o) : 'out of range'),
});

import { atMost, defineProcedure, exactOdds, Tally, type DiceGroup } from '../../../engine/index.ts';
import { constant, d10, SYSTEM, T } from './common.ts';

const RATING = { name: 'rating', label: 'Efficiency Rating', type: 'integer', min: 0, max: 10, default: 6 } as const;
const LOC = {
  name: 'lineOfCommunications',
  label: 'Line of Communications traced',
  type: 'boolean',
  default: true,
} as const;

function check(rating: number, die: number): string {
  return `d10 ${die} ${die <= rating ? '≤' : '>'} rating ${rating}: ${die <= rating ? 'passed' : 'failed'}`;
}

interface SupplyInputs {
  rating: number;
  points: number;
  lineOfCommunications: boolean;
  [k: string]: number | string | boolean;
}

export const supplyTransfer = defineProcedure<SupplyInputs, { transferred: number }>({
  id: 'bloody-beach.supply-transfer',
  system: SYSTEM,
  title: 'Supply distribution',
  source: '4.2.2, 3.2.4',
  description:
    "A Division HQ sends supply to a Regiment HQ it can trace a line of communications to: the receiving regiment's efficiency check moves the points, a failure leaves them with the division.",
  inputs: [
    { ...RATING, label: "Receiving regiment's Efficiency Rating" },
    { name: 'points', label: 'Supply points sent', type: 'integer', min: 1, max: 40, default: 2 },
    LOC,
  ],
  outcomeKeys: ['transferred'],
  tables: [],
  dice: (i) => [d10('die', 'Efficiency die', i.lineOfCommunications, 'Not rolled without a line of communications')],
  resolve(i, roll) {
    if (!i.lineOfCommunications)
      return {
        outcome: { transferred: 0 },
        summary: 'NO LINE OF COMMUNICATIONS',
        modifiers: [],
        explanation: ['No line of communications from the division to the regiment: nothing can be sent (4.2.2)'],
      };
    const die = Tally.of([d10('die', '')], roll).sum('die');
    const ok = atMost(die, i.rating);
    return {
      outcome: { transferred: ok ? i.points : 0 },
      summary: ok ? `${i.points} SUPPLY TRANSFERRED` : 'STAYS WITH THE DIVISION',
      modifiers: [],
      explanation: [
        check(i.rating, die),
        ok ? `${i.points} points move to the regiment` : 'The points stay in the division pool (4.2.2)',
      ],
      decisive: { die: [0] },
    };
  },
  odds(i) {
    if (!i.lineOfCommunications) return [{ outcome: { transferred: 0 }, p: 1 }];
    return exactOdds(
      [d10('die', '')],
      (t) => t.sum('die'),
      (die) => ({ transferred: atMost(die, i.rating) ? i.points : 0 }),
    );
  },
  label: (o) => (o.transferred ? `${o.transferred} transferred` : 'none transferred'),
});

interface RatingInputs {
  rating: number;
  [k: string]: number | string | boolean;
}
const one = (): DiceGroup[] => [d10('die', 'Efficiency die')];

export const assetRecovery = defineProcedure<RatingInputs, { recovered: boolean }>({
  id: 'bloody-beach.asset-recovery',
  system: SYSTEM,
  title: 'Asset recovery',
  source: '2.5.4',
  description:
    "At the start of its regiment's activation, a Used asset turns back to its unused side on a d10 at most the regiment's rating.",
  inputs: [{ ...RATING, label: "Regiment's Efficiency Rating" }],
  outcomeKeys: ['recovered'],
  tables: [],
  dice: one,
  resolve(i, roll) {
    const die = Tally.of(one(), roll).sum('die');
    const ok = atMost(die, i.rating);
    return {
      outcome: { recovered: ok },
      summary: ok ? 'RECOVERED' : 'STILL USED',
      modifiers: [],
      explanation: [check(i.rating, die), ok ? 'The asset is flipped to its unused side' : 'The asset stays used'],
      decisive: { die: [0] },
    };
  },
  odds: (i) =>
    exactOdds(
      one(),
      (t) => t.sum('die'),
      (die) => ({ recovered: atMost(die, i.rating) }),
    ),
  label: (o) => (o.recovered ? 'recovered' : 'still used'),
});

interface AssetInputs {
  rating: number;
  lineOfCommunications: boolean;
  [k: string]: number | string | boolean;
}

export const assetTransfer = defineProcedure<AssetInputs, { assigned: boolean }>({
  id: 'bloody-beach.asset-transfer',
  system: SYSTEM,
  title: 'Division asset to a regiment',
  source: '4.4.4',
  description:
    "A division's asset goes to a regiment that traces a line of communications to the division and passes an efficiency check; it arrives Used.",
  inputs: [{ ...RATING, label: "Regiment's Efficiency Rating" }, LOC],
  outcomeKeys: ['assigned'],
  tables: [],
  dice: (i) => [d10('die', 'Efficiency die', i.lineOfCommunications, 'Not rolled without a line of communications')],
  resolve(i, roll) {
    if (!i.lineOfCommunications)
      return {
        outcome: { assigned: false },
        summary: 'NO LINE OF COMMUNICATIONS',
        modifiers: [],
        explanation: ['The regiment cannot trace to the division (4.4.4)'],
      };
    const die = Tally.of(one(), roll).sum('die');
    const ok = atMost(die, i.rating);
    return {
      outcome: { assigned: ok },
      summary: ok ? 'ASSIGNED (USED SIDE UP)' : 'STAYS WITH THE DIVISION',
      modifiers: [],
      explanation: [
        check(i.rating, die),
        ok ? "Placed in the regiment's asset box, Used side up" : 'The asset stays in the division pool',
      ],
      decisive: { die: [0] },
    };
  },
  odds(i) {
    if (!i.lineOfCommunications) return [{ outcome: { assigned: false }, p: 1 }];
    return exactOdds(
      one(),
      (t) => t.sum('die'),
      (die) => ({ assigned: atMost(die, i.rating) }),
    );
  },
  label: (o) => (o.assigned ? 'assigned' : 'not assigned'),
});

interface NoSupplyInputs {
  rating: number;
  failedThisTurn: boolean;
  supplyLeft: number;
  [k: string]: number | string | boolean;
}

export const activateWithoutSupply = defineProcedure<NoSupplyInputs, { activates: boolean; rating: number }>({
  id: 'bloody-beach.activate-without-supply',
  system: SYSTEM,
  title: 'Activation without supply',
  source: '5.2.4, 5.2.5, 4.6.3',
  description:
    'A regiment (or the Coastal Defense Group) with an empty pool may try an efficiency check: pass and it activates; fail and its rating drops by one for good and it may not try again this turn.',
  inputs: [
    RATING,
    { name: 'supplyLeft', label: 'Supply points left in its pool', type: 'integer', min: 0, max: 40, default: 0 },
    { name: 'failedThisTurn', label: 'Already failed this turn', type: 'boolean' },
  ],
  outcomeKeys: ['activates', 'rating'],
  tables: [],
  dice: (i) => [
    d10(
      'die',
      'Efficiency die',
      i.supplyLeft === 0 && !i.failedThisTurn,
      'Not rolled while supply remains or after a failure this turn',
    ),
  ],
  resolve(i, roll) {
    if (i.supplyLeft > 0)
      return {
        outcome: { activates: false, rating: i.rating },
        summary: 'MUST SPEND SUPPLY',
        modifiers: [],
        explanation: ['With supply left in its pool the regiment must spend it to activate (5.2.5)'],
      };
    if (i.failedThisTurn)
      return {
        outcome: { activates: false, rating: i.rating },
        summary: 'NO FURTHER ATTEMPT THIS TURN',
        modifiers: [],
        explanation: ['It already failed this turn (5.2.4)'],
      };
    const die = Tally.of(one(), roll).sum('die');
    const ok = atMost(die, i.rating);
    return {
      outcome: { activates: ok, rating: ok ? i.rating : Math.max(0, i.rating - 1) },
      summary: ok ? 'ACTIVATES' : `FAILS, RATING ${Math.max(0, i.rating - 1)}`,
      modifiers: [],
      explanation: [
        check(i.rating, die),
        ok
          ? 'Activates; cut-off units may not (5.2.5)'
          : 'Efficiency Rating reduced by one for the rest of the game (5.2.4)',
      ],
      decisive: { die: [0] },
    };
  },
  odds(i) {
    if (i.supplyLeft > 0 || i.failedThisTurn) return [{ outcome: { activates: false, rating: i.rating }, p: 1 }];
    return exactOdds(
      one(),
      (t) => t.sum('die'),
      (die) =>
        atMost(die, i.rating)
          ? { activates: true, rating: i.rating }
          : { activates: false, rating: Math.max(0, i.rating - 1) },
    );
  },
  label: (o) => (o.activates ? 'activates' : `fails (rating ${o.rating})`),
});

type Kind = 'regiment' | 'independent' | 'coastal' | 'first-landing' | 'reinforcing-landing';
interface CostInputs {
  kind: Kind;
  poolSupply: number;
  cutOffUnits: boolean;
  lineToDivision: boolean;
  [k: string]: number | string | boolean;
}
type CostOutcome = {
  allowed: boolean;
  supplyCost: number;
  pool: 'regiment' | 'division' | 'coastal' | 'none';
  efficiencyCheck: boolean;
  cutOffActivate: boolean;
};

export const activationCost = defineProcedure<CostInputs, CostOutcome>({
  id: 'bloody-beach.activation-cost',
  system: SYSTEM,
  title: 'Activation cost',
  source: '3.2.4, 5.2, 4.6, 9.1',
  description:
    'What an activation costs and from which pool: a regiment 1 from its own pool (plus 1 for all its cut-off units), an independent battalion 1 from a division pool, the Coastal Defense Group 1 from its pool; without supply, an efficiency check instead.',
  inputs: [
    {
      name: 'kind',
      label: 'What activates',
      type: 'choice',
      options: [
        { value: 'regiment', label: 'Regiment' },
        { value: 'independent', label: 'Independent battalion' },
        { value: 'coastal', label: 'Coastal Defense Group' },
        { value: 'first-landing', label: 'First US landing (turn 1)' },
        { value: 'reinforcing-landing', label: 'Reinforcing regiment landing' },
      ],
      default: 'regiment',
    },
    { name: 'poolSupply', label: 'Supply in the paying pool', type: 'integer', min: 0, max: 60, default: 2 },
    { name: 'cutOffUnits', label: 'Also activate units that cannot trace to their HQ', type: 'boolean' },
    { name: 'lineToDivision', label: 'Battalion traces a line to a division HQ', type: 'boolean', default: true },
  ],
  outcomeKeys: ['allowed', 'supplyCost', 'pool', 'efficiencyCheck', 'cutOffActivate'],
  tables: [T.constants],
  dice: () => [],
  resolve(i, _roll, ctx) {
    const unit = constant(ctx, 'unit-activation-cost');
    const cut = constant(ctx, 'cutoff-activation-cost');
    let o: CostOutcome;
    let why: string;
    switch (i.kind) {
      case 'first-landing':
        o = { allowed: true, supplyCost: 0, pool: 'none', efficiencyCheck: false, cutOffActivate: false };
        why = 'The first landing of turn 1 costs nothing (9.1.3)';
        break;
      case 'reinforcing-landing':
        o = { allowed: true, supplyCost: 0, pool: 'none', efficiencyCheck: false, cutOffActivate: false };
        why = `A reinforcing regiment has ${constant(ctx, 'landing-supply-reinforcing-regiment')} free point to activate for its landing (4.3.5)`;
        break;
      case 'independent':
        o = {
          allowed: i.lineToDivision && i.poolSupply >= unit,
          supplyCost: unit,
          pool: 'division',
          efficiencyCheck: false,
          cutOffActivate: false,
        };
        why = !i.lineToDivision
          ? 'No unit of the battalion traces to a division HQ (5.2.6)'
          : i.poolSupply < unit
            ? 'The division pool is empty; a battalion never draws on a regiment (5.2.6)'
            : `${unit} from the division pool; only units tracing to the division activate (5.2.6)`;
        break;
      default: {
        const pool = i.kind === 'coastal' ? 'coastal' : 'regiment';
        if (i.poolSupply === 0) {
          o = { allowed: true, supplyCost: 0, pool, efficiencyCheck: true, cutOffActivate: false };
          why = `Empty pool: an efficiency check instead; cut-off units stay put (5.2.4-5.2.5${i.kind === 'coastal' ? ', 4.6.3' : ''})`;
        } else {
          const extra = i.cutOffUnits && i.kind === 'regiment' && i.poolSupply >= unit + cut;
          o = {
            allowed: true,
            supplyCost: unit + (extra ? cut : 0),
            pool,
            efficiencyCheck: false,
            cutOffActivate: i.kind === 'coastal' || extra,
          };
          why =
            i.kind === 'coastal'
              ? `${unit} from the Coastal Defense pool; no line of communications needed (4.6.2, 4.6.4)`
              : `${unit} from the regiment's pool${extra ? ` + ${cut} for all its cut-off units (5.2.3)` : i.cutOffUnits ? '; not enough left for the cut-off units' : ''}`;
        }
      }
    }
    return {
      outcome: o,
      summary: o.allowed ? (o.efficiencyCheck ? 'EFFICIENCY CHECK' : `${o.supplyCost} SUPPLY`) : 'CANNOT ACTIVATE',
      modifiers: [],
      explanation: [why],
    };
  },
  odds(i, ctx) {
    return [{ outcome: this.resolve(i, {}, ctx).outcome, p: 1 }];
  },
  label: (o) =>
    o.allowed ? (o.efficiencyCheck ? 'efficiency check' : `${o.supplyCost} supply from ${o.pool}`) : 'cannot activate',
});

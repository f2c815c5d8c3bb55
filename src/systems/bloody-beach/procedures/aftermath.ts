import { defineProcedure } from '../../../engine/index.ts';
import { SYSTEM } from './common.ts';

interface RetreatInputs {
  onPartialBeach: boolean;
  pathOpen: boolean;
  intoOverstack: boolean;
  pillboxOrNest: boolean;
  [k: string]: number | string | boolean;
}
type RetreatOutcome = { retreats: boolean; extraSteps: number; eliminated: boolean };

/** A one-hex retreat (8.3.5, 4.6.6). */
export function retreat(i: RetreatInputs): { outcome: RetreatOutcome; why: string } {
  if (i.pillboxOrNest)
    return {
      outcome: { retreats: false, extraSteps: 0, eliminated: true },
      why: 'Pillboxes and resistance nests forced to retreat are eliminated (4.6.6)',
    };
  if (i.onPartialBeach)
    return {
      outcome: { retreats: false, extraSteps: 1, eliminated: false },
      why: 'A unit on a partial beach hex does not retreat; it loses one step instead (8.3.5)',
    };
  if (!i.pathOpen)
    return {
      outcome: { retreats: false, extraSteps: 1, eliminated: false },
      why: 'No hex to retreat into: one more step lost (8.3.5)',
    };
  if (i.intoOverstack)
    return {
      outcome: { retreats: true, extraSteps: 1, eliminated: false },
      why: 'Retreats into an overstacked hex: one more step lost; enemy zones there may reaction fire (8.3.5)',
    };
  return {
    outcome: { retreats: true, extraSteps: 0, eliminated: false },
    why: 'Retreats one hex toward its HQ, away from the firer where possible (8.3.5)',
  };
}

export const retreatProcedure = defineProcedure<RetreatInputs, RetreatOutcome>({
  id: 'bloody-beach.retreat',
  system: SYSTEM,
  title: 'Retreat',
  source: '8.3.5, 4.6.6',
  description:
    'A unit that fails its morale after step losses retreats one hex toward its HQ, away from the enemy; partial beach, no way out or overstacking cost a step.',
  inputs: [
    { name: 'onPartialBeach', label: 'On a partial beach hex', type: 'boolean' },
    { name: 'pathOpen', label: 'A hex to retreat into exists', type: 'boolean', default: true },
    { name: 'intoOverstack', label: 'That hex would be overstacked', type: 'boolean' },
    { name: 'pillboxOrNest', label: 'Pillbox or resistance nest', type: 'boolean' },
  ],
  outcomeKeys: ['retreats', 'extraSteps', 'eliminated'],
  tables: [],
  dice: () => [],
  resolve(i) {
    const r = retreat(i);
    return {
      outcome: r.outcome,
      summary: r.outcome.eliminated
        ? 'ELIMINATED'
        : r.outcome.retreats
          ? `RETREATS${r.outcome.extraSteps ? ', 1 STEP' : ''}`
          : '1 STEP INSTEAD',
      modifiers: [],
      explanation: [r.why],
    };
  },
  odds: (i) => [{ outcome: retreat(i).outcome, p: 1 }],
  label: (o) => (o.eliminated ? 'eliminated' : o.retreats ? 'retreats' : 'step instead'),
});

interface DisplaceInputs {
  safeHexReachable: boolean;
  assetsStacked: number;
  supplyHeld: number;
  regimentHq: boolean;
  [k: string]: number | string | boolean;
}
type DisplaceOutcome = {
  eliminated: boolean;
  assetsUsed: number;
  assetsLost: number;
  supplyLost: number;
  battalionsIndependent: boolean;
};

export function displace(i: DisplaceInputs): { outcome: DisplaceOutcome; lines: string[] } {
  if (!i.safeHexReachable) {
    return {
      outcome: {
        eliminated: true,
        assetsUsed: 0,
        assetsLost: i.assetsStacked,
        supplyLost: i.supplyHeld,
        battalionsIndependent: i.regimentHq,
      },
      lines: [
        'No hex out of enemy fire zones next to or with a subordinate unit: the HQ is eliminated (2.4.6)',
        ...(i.regimentHq
          ? ['Its battalions become independent for the rest of the game, and its assets are lost (2.4.6)']
          : []),
      ],
    };
  }
  return {
    outcome: {
      eliminated: false,
      assetsUsed: i.assetsStacked,
      assetsLost: 0,
      supplyLost: i.supplyHeld,
      battalionsIndependent: false,
    },
    lines: [
      'The HQ moves until it is out of enemy fire zones and with or next to a subordinate unit (2.4.5)',
      `${i.assetsStacked} stacked asset${i.assetsStacked === 1 ? ' becomes' : 's become'} Used for the turn; ${i.supplyHeld} supply point${i.supplyHeld === 1 ? '' : 's'} lost`,
    ],
  };
}

export const hqDisplacement = defineProcedure<DisplaceInputs, DisplaceOutcome>({
  id: 'bloody-beach.hq-displacement',
  system: SYSTEM,
  title: 'HQ displacement',
  source: '2.4.5, 2.4.6, 6.2.2',
  description:
    'An HQ hit by a result calling for morale or steps moves away instead; its stacked assets become Used and its supply is lost. An HQ with nowhere to go is eliminated. Pillbox zones count only next to the HQ.',
  inputs: [
    {
      name: 'safeHexReachable',
      label: 'A hex out of enemy zones, with or next to a subordinate, can be reached',
      type: 'boolean',
      default: true,
    },
    { name: 'assetsStacked', label: 'Assets stacked with the HQ', type: 'integer', min: 0, max: 12, default: 0 },
    { name: 'supplyHeld', label: 'Supply points held by the HQ', type: 'integer', min: 0, max: 60, default: 0 },
    { name: 'regimentHq', label: 'Regiment HQ (not division)', type: 'boolean', default: true },
  ],
  outcomeKeys: ['eliminated', 'assetsUsed', 'assetsLost', 'supplyLost', 'battalionsIndependent'],
  tables: [],
  dice: () => [],
  resolve(i) {
    const r = displace(i);
    return {
      outcome: r.outcome,
      summary: r.outcome.eliminated ? 'HQ ELIMINATED' : 'HQ DISPLACES',
      modifiers: [],
      explanation: r.lines,
    };
  },
  odds: (i) => [{ outcome: displace(i).outcome, p: 1 }],
  label: (o) => (o.eliminated ? 'eliminated' : 'displaces'),
});

import {
  defineProcedure,
  exactOutcomeOdds,
  modifier,
  numberCell,
  Tally,
  type DiceGroup,
  type Modifier,
  type RulesContext,
} from '../../../engine/index.ts';
import { constant, d10, SYSTEM, T } from './common.ts';

export type LandingKind = 'dd-tank' | 'tank' | 'infantry' | 'asset' | 'hq';
/** The order units leave a landing box (9.1.7). */
export const LANDING_ORDER: readonly LandingKind[] = ['dd-tank', 'tank', 'infantry', 'asset', 'hq'];

interface Inputs {
  kind: LandingKind;
  morale: number;
  hqRating: number;
  noGermansNearCliffs: boolean;
  pointeDuHoc: boolean;
  [k: string]: number | string | boolean;
}
export type LandingOutcome = { steps: number; eliminated: boolean; pinned: boolean; drift: number };

/** Whether the landing die and the drift die are owed (9.2, 9.3). */
export function landingDice(i: Inputs): { check: boolean; drift: boolean } {
  const check =
    i.kind === 'asset' ||
    i.kind === 'dd-tank' ||
    ((i.kind === 'infantry' || i.kind === 'tank') && !i.noGermansNearCliffs);
  const drift = i.kind !== 'dd-tank' && i.kind !== 'asset' && !i.pointeDuHoc;
  return { check, drift };
}

const groups = (i: Inputs): DiceGroup[] => {
  const owed = landingDice(i);
  return [
    d10('landing', 'Landing check die', owed.check, 'Not rolled by HQs, nor under the cliff exemption (9.2.6-9.2.7)'),
    d10('drift', 'Drift die', owed.drift, 'Not rolled by DD tanks, assets, or at Pointe du Hoc (9.2.4, 9.3.4)'),
  ];
};

export function land(
  ctx: RulesContext,
  i: Inputs,
  check: number | undefined,
  driftDie: number | undefined,
): { outcome: LandingOutcome; lines: string[]; mods: Modifier[] } {
  const lines: string[] = [];
  const mods: Modifier[] = [];
  let steps = 0;
  let eliminated = false;
  let pinned = i.kind === 'infantry';
  const owed = landingDice(i);
  if (i.kind === 'hq') lines.push('HQs make no landing check (9.2.6)');
  else if (i.kind === 'asset') {
    const die = check as number;
    eliminated = die > i.hqRating;
    lines.push(
      `Asset: d10 ${die} against its regiment's rating ${i.hqRating}: ${eliminated ? 'lost (9.2.5)' : 'lands, Used side up under its HQ (9.5.2)'}`,
    );
  } else if (i.kind === 'dd-tank') {
    const plus = constant(ctx, 'dd-landing-modifier');
    mods.push(modifier('DD tank', plus, '9.2.4'));
    const total = (check as number) + plus;
    eliminated = total > i.morale;
    steps = eliminated ? 0 : 1;
    lines.push(
      `DD tank: d10 ${check} + ${plus} = ${total} against morale ${i.morale}: ${eliminated ? 'swamped, eliminated' : 'reaches shore reduced one step'} (9.2.4)`,
    );
  } else if (!owed.check) {
    lines.push(
      `No German unit next to a cliff or steep slope within ${constant(ctx, 'cliff-exemption-radius')} hexes: no landing check${pinned ? ', but pinned' : ''} (9.2.7)`,
    );
  } else {
    const die = check as number;
    const failed = die > i.morale;
    steps = failed ? 1 : 0;
    lines.push(
      `${i.kind === 'tank' ? 'Vehicle' : 'Infantry'}: d10 ${die} against morale ${i.morale}: ${failed ? 'one step lost' : 'no loss'}${pinned ? ', pinned' : ''} (${i.kind === 'tank' ? '9.2.3' : '9.2.2'})`,
    );
  }
  let drift = 0;
  if (owed.drift && !eliminated) {
    drift = numberCell(ctx.table(T.drift), String(driftDie), 'shift');
    lines.push(
      `Drift d10 ${driftDie}: ${drift === 0 ? 'lands where designated' : `${Math.abs(drift)} hex${Math.abs(drift) > 1 ? 'es' : ''} ${drift > 0 ? 'east' : 'west'}`} (9.3.1); German pillboxes whose zone it is in may react (9.3.3)`,
    );
  }
  return { outcome: { steps, eliminated, pinned: pinned && !eliminated, drift }, lines, mods };
}

export const landing = defineProcedure<Inputs, LandingOutcome>({
  id: 'bloody-beach.landing',
  system: SYSTEM,
  title: 'Amphibious landing',
  source: '9.2, 9.3',
  description:
    'One unit lands from its box (box order: DD tanks, tanks, other combat units, assets, HQs): landing check, then drift along the beach.',
  inputs: [
    {
      name: 'kind',
      label: 'Unit landing',
      type: 'choice',
      options: [
        { value: 'dd-tank', label: 'DD tank' },
        { value: 'tank', label: 'Tank or other vehicle' },
        { value: 'infantry', label: 'Infantry or Rangers' },
        { value: 'asset', label: 'Artillery asset' },
        { value: 'hq', label: 'HQ' },
      ],
      default: 'infantry',
    },
    { name: 'morale', label: 'Morale', type: 'integer', min: 0, max: 10, default: 6 },
    { name: 'hqRating', label: "Asset's regiment Efficiency Rating", type: 'integer', min: 0, max: 10, default: 7 },
    {
      name: 'noGermansNearCliffs',
      label: 'No German unit next to a cliff or steep slope within 5 hexes',
      type: 'boolean',
    },
    { name: 'pointeDuHoc', label: 'Landing at Pointe du Hoc', type: 'boolean' },
  ],
  outcomeKeys: ['steps', 'eliminated', 'pinned', 'drift'],
  tables: [T.drift, T.constants],
  dice: groups,
  resolve(i, roll, ctx) {
    const t = Tally.of(groups(i), roll);
    const owed = landingDice(i);
    const r = land(ctx, i, owed.check ? t.sum('landing') : undefined, owed.drift ? t.sum('drift') : undefined);
    const o = r.outcome;
    return {
      outcome: o,
      summary: o.eliminated
        ? 'ELIMINATED'
        : [
            o.steps ? `${o.steps} STEP LOST` : 'LANDS',
            o.pinned ? 'PINNED' : '',
            o.drift ? `DRIFTS ${Math.abs(o.drift)} ${o.drift > 0 ? 'E' : 'W'}` : '',
          ]
            .filter(Boolean)
            .join(', '),
      modifiers: r.mods,
      explanation: r.lines,
      ...(owed.drift ? { cell: { table: T.drift, row: String(t.sum('drift')), column: 'shift' } } : {}),
      decisive: { ...(owed.check ? { landing: [0] } : {}), ...(owed.drift ? { drift: [0] } : {}) },
    };
  },
  odds(i, ctx) {
    const owed = landingDice(i);
    return exactOutcomeOdds(
      [d10('landing', ''), d10('drift', '')],
      (t) => land(ctx, i, owed.check ? t.sum('landing') : undefined, owed.drift ? t.sum('drift') : undefined).outcome,
    );
  },
  label: (o) =>
    o.eliminated
      ? 'eliminated'
      : `${o.steps ? '1 step' : 'no loss'}${o.drift ? `, drift ${o.drift > 0 ? '+' : ''}${o.drift}` : ''}`,
});

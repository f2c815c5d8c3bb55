import { defineProcedure, type DiceRoll, exactOdds, modify, type RulesContext } from '../../../engine/index.ts';
import {
  attackLookup,
  attackModifiers,
  describeMods,
  type AttackResult,
  type ZeroCfReading,
} from '../rules/lookups.ts';
import { ZERO_CF_SETTING } from '../rules-notes.ts';
import { T } from '../tables.ts';
import { cardDrmInput, d6, fits, type GameProcedure, netDrm, oneDie, SYSTEM, turnInput } from './common.ts';

type I = {
  unitsCf: number;
  tanks: number;
  cardCf: number;
  defenderCf: number;
  anyDisrupted: boolean;
  mixed: boolean;
  turn: number;
  cardDrm: number;
};
type O = { result: AttackResult };

export const ATTACK_TEXT: Record<AttackResult, string> = {
  S: 'Success',
  'S-1D': 'Success, one unit disrupted',
  'F-1D': 'Failure, one unit disrupted',
  'F-1E': 'Failure, one unit eliminated',
};

/** The odds chart's few words for each result, after its printed code: what the code means, not only who holds. */
const ATTACK_SHORT: Record<AttackResult, string> = {
  S: 'cleared',
  'S-1D': 'cleared, 1 disrupted',
  'F-1D': 'held, 1 disrupted',
  'F-1E': 'held, 1 eliminated',
};

export function zeroCfReading(ctx: RulesContext): ZeroCfReading {
  return ctx.setting(ZERO_CF_SETTING) === 'add' ? 'add' : 'replace';
}

function mods(i: I, ctx: RulesContext) {
  const attackerCf = i.unitsCf + i.tanks + i.cardCf;
  return {
    attackerCf,
    mods: attackModifiers(
      ctx,
      {
        attackerCf,
        defenderCf: i.defenderCf,
        anyDisrupted: i.anyDisrupted,
        mixed: i.mixed,
        turn: i.turn,
        cardDrm: i.cardDrm,
      },
      zeroCfReading(ctx),
    ),
  };
}

const drms = new WeakMap<RulesContext, Map<number, number>>();

/** The net Attack DRM alone (see netDrm); CF counts in half points. */
function drm(i: I, ctx: RulesContext): number {
  const attacker = (i.unitsCf + i.tanks + i.cardCf) * 2;
  const defender = i.defenderCf * 2;
  const key =
    fits(attacker, 256) && fits(defender, 256) && fits(i.turn, 16) && fits(i.cardDrm, 16)
      ? ((((attacker * 256 + defender) * 16 + i.turn) * 16 + i.cardDrm) * 2 + (i.anyDisrupted ? 1 : 0)) * 2 +
        (i.mixed ? 1 : 0)
      : undefined;
  return netDrm(drms, ctx, key, () => mods(i, ctx).mods);
}

/** The roll worked out, for resolve: the die, the DRMs, the modified value, the table's row. */
function work(i: I, roll: DiceRoll, ctx: RulesContext) {
  const die = d6(roll);
  const { attackerCf, mods: m } = mods(i, ctx);
  const value = modify(die, m).value;
  const { result, row } = attackLookup(ctx, value);
  return { die, attackerCf, m, value, result, row };
}

export const attackRoll: GameProcedure<I, O> = {
  id: 'bloody-omaha.attack',
  system: SYSTEM,
  title: 'Attack',
  source: '13.0',
  description:
    'One d6 plus the net DRM: odds, disrupted attackers, mixed divisions, the turn and cards; lower is better.',
  inputs: [
    { name: 'unitsCf', label: 'Attacking units CF', type: 'integer', min: 0, max: 60, default: 6 },
    {
      name: 'tanks',
      label: 'Tank tokens with the attackers',
      type: 'integer',
      min: 0,
      max: 6,
      default: 0,
      help: 'Added to the attack CF (9.1a)',
    },
    { name: 'cardCf', label: 'Combat card CF', type: 'integer', min: 0, max: 10, default: 0 },
    {
      name: 'defenderCf',
      label: 'German CF (numerical tokens together)',
      type: 'integer',
      min: 0,
      max: 30,
      default: 4,
    },
    { name: 'anyDisrupted', label: 'An attacking unit is disrupted', type: 'boolean' },
    {
      name: 'mixed',
      label: 'Units of both the 1st and 29th take part',
      type: 'boolean',
      help: 'Rangers do not count (13.4d)',
    },
    turnInput,
    cardDrmInput('combat'),
  ],
  outcomeKeys: ['result'],
  tables: [T.attack, T.attackDrms],
  dice: () => oneDie(),
  resolve(i, roll, ctx) {
    const { die, attackerCf, m, value, result, row } = work(i, roll, ctx);
    return {
      outcome: { result },
      summary: `${ATTACK_TEXT[result]} (${result})`,
      modifiers: m,
      explanation: [
        `Attack CF ${attackerCf} (units ${i.unitsCf}, tanks ${i.tanks}, cards ${i.cardCf}: 13.2) against German CF ${i.defenderCf} (13.3)`,
        `d6 ${die}; ${describeMods(m)}; modified ${value}`,
        `Attack Table row "${row.label ?? row.key}" (13.5)`,
      ],
      cell: { table: T.attack, row: row.key, column: 'result' },
      decisive: { die: [0] },
    };
  },
  outcome: (i, roll, ctx) => ({ result: attackLookup(ctx, d6(roll) + drm(i, ctx)).result }),
  odds(i, ctx) {
    const { mods: m } = mods(i, ctx);
    return exactOdds(
      oneDie(),
      (t) => modify(t.sum('die'), m).value,
      (x) => ({ result: attackLookup(ctx, x).result }),
    );
  },
  label: (o) => `${o.result}: ${ATTACK_SHORT[o.result]}`,
};

export const attack = defineProcedure(attackRoll);

import {
  classifyGroups,
  classifyRoll,
  defineProcedure,
  Tally,
  type DiceGroup,
  type InputDef,
  type RulesContext,
} from '../../../engine/index.ts';
import {
  CC_DICE,
  combatGroup,
  decisiveIndices,
  describePool,
  faceClassifier,
  hitsOf,
  modifierDice,
  MODIFIERS,
  once,
  pool,
  poolCount,
  sideDistribution,
  type Pool,
  type PoolTerm,
} from './combat-dice.ts';

export interface CloseCombatInputs {
  readonly attackerSp: number;
  readonly defenderSp: number;
  readonly attackerCommander: boolean;
  readonly attackerHeroic: boolean;
  readonly attackerSupport: boolean;
  readonly defenderFlanked: boolean;
  readonly germanAttackAtNight: boolean;
  readonly attackerShaken: boolean;
  readonly defenderCommander: boolean;
  readonly defenderHeroic: boolean;
  readonly defenderSupport: boolean;
  readonly defenderInPreparedCover: boolean;
  readonly attackerCrossedCliff: boolean;
  readonly defenderPinned: boolean;
  readonly defenderShaken: boolean;
  readonly [key: string]: number | boolean;
}

export interface CloseCombatOutcome {
  readonly hitsOnAttacker: number;
  readonly hitsOnDefender: number;
  readonly moraleLossesByAttacker: number;
  readonly moraleLossesByDefender: number;
  readonly [key: string]: number;
}

const flag = (name: string, label: string, help?: string): InputDef => ({
  name,
  label,
  type: 'boolean',
  ...(help ? { help } : {}),
});

const INPUTS: InputDef[] = [
  {
    name: 'attackerSp',
    label: 'Attacker SP',
    type: 'integer',
    min: 0,
    max: 10,
    default: 10,
    help: 'After any Incoming Fire! markers (-1 SP each).',
  },
  {
    name: 'defenderSp',
    label: 'Defender SP',
    type: 'integer',
    min: 0,
    max: 10,
    default: 4,
    help: 'For MG and FLAK units, the Close Combat value (right of the slash).',
  },
  flag('attackerCommander', 'Attacker uses attached Commander'),
  flag('attackerHeroic', 'Attacker uses Heroic Action'),
  flag(
    'attackerSupport',
    'Attacker support',
    'Friendly un-Pinned, un-Shaken units adjacent to the combat space total at least the defender SP.',
  ),
  flag('defenderFlanked', 'Defender flanked', 'A qualifying supporter sits in a row behind the defender.'),
  flag('germanAttackAtNight', 'German attacking at night'),
  flag('attackerShaken', 'Attacker Shaken'),
  flag('defenderCommander', 'Defender uses attached Commander'),
  flag('defenderHeroic', 'Defender uses Heroic Action'),
  flag(
    'defenderSupport',
    'Defender support',
    'Friendly un-Pinned, un-Shaken units adjacent to the combat space total at least the attacker SP.',
  ),
  flag('defenderInPreparedCover', 'Defender in Prepared Cover'),
  flag('attackerCrossedCliff', 'Attacker crossed the Cliff Side'),
  flag('defenderPinned', 'Defender Pinned'),
  flag('defenderShaken', 'Defender Shaken'),
];

/** Whether Pinned and Shaken each cost the defender a die, or one die between them (rules note crowbar-cc-pinned-shaken). */
function separatePenalties(ctx: RulesContext): boolean {
  try {
    return ctx.setting('crowbar.ccPinnedShaken') === 'each';
  } catch {
    return false;
  }
}

/** The modifiers an attacker may draw (J-2c, J-2d). */
const ATTACKER_TERMS: readonly PoolTerm<CloseCombatInputs>[] = [
  ['cc-attacker-commander', (i) => once(i.attackerCommander)],
  ['cc-attacker-support', (i) => once(i.attackerSupport)],
  ['cc-defender-flanked', (i) => once(i.defenderFlanked)],
  ['cc-german-night-attack', (i) => once(i.germanAttackAtNight)],
  ['cc-attacker-heroic', (i) => once(i.attackerHeroic)],
  ['cc-attacker-shaken', (i) => once(i.attackerShaken)],
];

const DEFENDER_TERMS: readonly PoolTerm<CloseCombatInputs>[] = [
  ['cc-defender-commander', (i) => once(i.defenderCommander)],
  ['cc-defender-support', (i) => once(i.defenderSupport)],
  ['cc-defender-prepared-cover', (i) => once(i.defenderInPreparedCover)],
  ['cc-attacker-crossed-cliff', (i) => once(i.attackerCrossedCliff)],
  ['cc-defender-heroic', (i) => once(i.defenderHeroic)],
];
const DEFENDER_TERMS_EACH: readonly PoolTerm<CloseCombatInputs>[] = [
  ...DEFENDER_TERMS,
  ['cc-defender-pinned-or-shaken', (i) => once(i.defenderPinned) + once(i.defenderShaken)],
];
const DEFENDER_TERMS_ONE: readonly PoolTerm<CloseCombatInputs>[] = [
  ...DEFENDER_TERMS,
  ['cc-defender-pinned-or-shaken', (i) => once(i.defenderPinned || i.defenderShaken)],
];

/**
 * The modifiers a defender may draw (J-2c, J-2d); `each`: Pinned and Shaken each cost the defender a die, else
 * one die between them (rules note crowbar-cc-pinned-shaken).
 */
function defenderTerms(each: boolean): readonly PoolTerm<CloseCombatInputs>[] {
  return each ? DEFENDER_TERMS_EACH : DEFENDER_TERMS_ONE;
}

export function closeCombatPools(i: CloseCombatInputs, ctx: RulesContext): { attacker: Pool; defender: Pool } {
  return {
    attacker: pool(ctx, i.attackerSp, ATTACKER_TERMS, i),
    defender: pool(ctx, i.defenderSp, defenderTerms(separatePenalties(ctx)), i),
  };
}

/** The Combat Dice of each side, without the words: what the game throws. */
export function closeCombatDice(i: CloseCombatInputs, ctx: RulesContext): { attacker: number; defender: number } {
  const dice = modifierDice(ctx);
  return {
    attacker: poolCount(dice, i.attackerSp, ATTACKER_TERMS, i),
    defender: poolCount(dice, i.defenderSp, defenderTerms(separatePenalties(ctx)), i),
  };
}

function dice(i: CloseCombatInputs, ctx: RulesContext): DiceGroup[] {
  const { attacker, defender } = closeCombatPools(i, ctx);
  return [
    combatGroup('attacker', 'Attacker Combat Dice', attacker.count),
    combatGroup('defender', 'Defender Combat Dice', defender.count),
  ];
}

/** Hits and morale losses of one side, packed as hits * 100 + morale so one number carries both. */
const sideStat =
  (name: string) =>
  (t: Tally): number =>
    hitsOf(t, name) * 100 + t.count(name, 'morale');

export const closeCombat = defineProcedure<CloseCombatInputs, CloseCombatOutcome>({
  id: 'crowbar.close-combat',
  system: 'crowbar',
  title: 'Close Combat',
  source: 'J-2',
  description:
    'Both sides throw half their SP in Combat Dice, adjusted; 6 hits, two 5s make a hit, 4 is a morale loss.',
  inputs: INPUTS,
  outcomeKeys: ['hitsOnAttacker', 'hitsOnDefender', 'moraleLossesByAttacker', 'moraleLossesByDefender'],
  tables: [CC_DICE, MODIFIERS],
  dice,
  resolve(i, roll, ctx) {
    const { attacker, defender } = closeCombatPools(i, ctx);
    const classOf = faceClassifier(ctx, CC_DICE);
    const groups = classifyGroups(dice(i, ctx), { attacker: classOf, defender: classOf });
    const t = Tally.of(groups, classifyRoll(roll, { attacker: classOf, defender: classOf }));
    const outcome: CloseCombatOutcome = {
      hitsOnAttacker: hitsOf(t, 'defender'),
      hitsOnDefender: hitsOf(t, 'attacker'),
      moraleLossesByAttacker: t.count('attacker', 'morale'),
      moraleLossesByDefender: t.count('defender', 'morale'),
    };
    const decided = ['morale', 'half', 'hit'];
    return {
      outcome,
      summary: `${outcome.hitsOnDefender} hit${outcome.hitsOnDefender === 1 ? '' : 's'} on the defender, ${outcome.hitsOnAttacker} on the attacker; morale losses ${outcome.moraleLossesByAttacker} to ${outcome.moraleLossesByDefender}`,
      modifiers: [
        ...attacker.modifiers.map((m) => ({ ...m, label: `Attacker: ${m.label}` })),
        ...defender.modifiers.map((m) => ({ ...m, label: `Defender: ${m.label}` })),
      ],
      explanation: [
        describePool('Attacker', i.attackerSp, attacker),
        describePool('Defender', i.defenderSp, defender),
        `Attacker threw ${(roll.attacker ?? []).join(', ') || 'no dice'}: ${t.count('attacker', 'hit')} six(es), ${t.count('attacker', 'half')} five(s), ${t.count('attacker', 'morale')} four(s) (J-2e)`,
        `Defender threw ${(roll.defender ?? []).join(', ') || 'no dice'}: ${t.count('defender', 'hit')} six(es), ${t.count('defender', 'half')} five(s), ${t.count('defender', 'morale')} four(s) (J-2e)`,
        'Two half hits make one hit; a lone half hit is lost (J-2e).',
      ],
      cell: { table: CC_DICE, row: '6', column: 'result' },
      decisive: {
        attacker: decisiveIndices(roll.attacker, classOf, decided),
        defender: decisiveIndices(roll.defender, classOf, decided),
      },
    };
  },
  odds(i, ctx) {
    const groups = dice(i, ctx);
    const classOf = faceClassifier(ctx, CC_DICE);
    const [ag, dg] = groups as [DiceGroup, DiceGroup];
    const a = sideDistribution(ag, classOf, sideStat('attacker'));
    const d = sideDistribution(dg, classOf, sideStat('defender'));
    const out: { outcome: CloseCombatOutcome; p: number }[] = [];
    const sortedA = [...a].sort(([x], [y]) => x - y);
    const sortedD = [...d].sort(([x], [y]) => x - y);
    for (const [sa, pa] of sortedA) {
      for (const [sd, pd] of sortedD) {
        out.push({
          outcome: {
            hitsOnAttacker: Math.floor(sd / 100),
            hitsOnDefender: Math.floor(sa / 100),
            moraleLossesByAttacker: sa % 100,
            moraleLossesByDefender: sd % 100,
          },
          p: pa * pd,
        });
      }
    }
    return out;
  },
  label: (o) =>
    `${o.hitsOnDefender}/${o.hitsOnAttacker} hits, ${o.moraleLossesByAttacker}/${o.moraleLossesByDefender} morale`,
});

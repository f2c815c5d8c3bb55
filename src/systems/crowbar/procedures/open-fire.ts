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
  combatGroup,
  countResults,
  decisiveIndices,
  describePool,
  faceClassifier,
  faceResults,
  hitsFrom,
  hitsOf,
  MODIFIERS,
  OF_DICE,
  once,
  pool,
  poolCount,
  sideDistribution,
  type ModifierDice,
  type Pool,
  type PoolTerm,
} from './combat-dice.ts';

export interface OpenFireInputs {
  readonly firerSp: number;
  readonly rangeSpaces: number;
  readonly firerCommander: boolean;
  readonly firerHeroic: boolean;
  readonly targetInPreparedCover: boolean;
  readonly firerShaken: boolean;
  readonly lowAmmo: boolean;
  readonly pinningFire: boolean;
  readonly [key: string]: number | boolean;
}

export interface OpenFireOutcome {
  readonly hits: number;
  readonly pinned: boolean;
  readonly [key: string]: number | boolean;
}

const INPUTS: InputDef[] = [
  {
    name: 'firerSp',
    label: 'Firer SP',
    type: 'integer',
    min: 0,
    max: 10,
    default: 10,
    help: 'For MG and FLAK units the fire value (left of the slash), less one per Incoming Fire! marker.',
  },
  {
    name: 'rangeSpaces',
    label: 'Range',
    type: 'integer',
    min: 0,
    max: 15,
    default: 1,
    unit: 'spaces',
    help: '1 = adjacent; each space costs a die.',
  },
  { name: 'firerCommander', label: 'Firer uses attached Commander', type: 'boolean' },
  { name: 'firerHeroic', label: 'Firer uses Heroic Action', type: 'boolean' },
  { name: 'targetInPreparedCover', label: 'Target in Prepared Cover', type: 'boolean' },
  { name: 'firerShaken', label: 'Firer Shaken', type: 'boolean' },
  { name: 'lowAmmo', label: 'Low Ammo, no Supplies used', type: 'boolean' },
  {
    name: 'pinningFire',
    label: 'MG, FLAK or Support Fire',
    type: 'boolean',
    help: 'A 5 then pins as well as counting half a hit (and a 6 too, with the other reading of L-4).',
  },
];

/** The rows of crowbar.combat-modifiers a fire may draw (L-3). */
const OPEN_FIRE_TERMS: readonly PoolTerm<OpenFireInputs>[] = [
  ['of-commander', (i) => once(i.firerCommander)],
  ['of-heroic', (i) => once(i.firerHeroic)],
  ['of-range', (i) => Math.max(0, i.rangeSpaces)],
  ['of-prepared-cover', (i) => once(i.targetInPreparedCover)],
  ['of-shaken', (i) => once(i.firerShaken)],
  ['of-low-ammo', (i) => once(i.lowAmmo)],
];

export function openFirePool(i: OpenFireInputs, ctx: RulesContext): Pool {
  return pool(ctx, i.firerSp, OPEN_FIRE_TERMS, i);
}

/** The Combat Dice of a fire, without the words: what the game throws (`dice` from modifierDice). */
export function openFireDice(i: OpenFireInputs, dice: ModifierDice): number {
  return poolCount(dice, i.firerSp, OPEN_FIRE_TERMS, i);
}

function dice(i: OpenFireInputs, ctx: RulesContext): DiceGroup[] {
  return [combatGroup('dice', 'Combat Dice', openFirePool(i, ctx).count)];
}

/** Whether a 6 of MG, FLAK or Support Fire pins as well as hitting (rules note crowbar-pin-on-hit). */
export function sixPins(ctx: RulesContext): boolean {
  return ctx.setting('crowbar.pinOnSix') === 'pins';
}

/** Whether a fire pins: a pin result, or from an MG, FLAK or Support Fire a half hit (and a hit, by `six`) (L-4). */
function pins(pin: number, half: number, hit: number, pinning: boolean, six: boolean): boolean {
  return pin > 0 || (pinning && (half > 0 || (six && hit > 0)));
}

/**
 * A fire's thrown dice read (L-4): whole hits, the half hit left over (0 or 1, which the game keeps for the end of
 * a fire, L-5), and whether the target is pinned. `results` from faceResults of crowbar.open-fire-dice.
 */
export function readOpenFire(
  results: readonly string[],
  dice: readonly number[],
  pinning: boolean,
  six: boolean,
): { hits: number; halves: number; pinned: boolean } {
  const n = countResults(results, dice);
  return { hits: hitsFrom(n.hit, n.half), halves: n.half % 2, pinned: pins(n.pin, n.half, n.hit, pinning, six) };
}

/** Hits * 10 + pinned flag: one number carrying the whole outcome. */
const stat =
  (pinning: boolean, six: boolean) =>
  (t: Tally): number =>
    hitsOf(t, 'dice') * 10 +
    (pins(t.count('dice', 'pin'), t.count('dice', 'half'), t.count('dice', 'hit'), pinning, six) ? 1 : 0);

export const openFire = defineProcedure<OpenFireInputs, OpenFireOutcome>({
  id: 'crowbar.open-fire',
  system: 'crowbar',
  title: 'Open Fire!',
  source: 'L',
  description: 'Half the firer SP in Combat Dice, one fewer per space of range; 6 hits, two 5s make a hit, 4 pins.',
  inputs: INPUTS,
  outcomeKeys: ['hits', 'pinned'],
  tables: [OF_DICE, MODIFIERS],
  dice,
  resolve(i, roll, ctx) {
    const p = openFirePool(i, ctx);
    const classOf = faceClassifier(ctx, OF_DICE);
    const t = Tally.of(classifyGroups(dice(i, ctx), { dice: classOf }), classifyRoll(roll, { dice: classOf }));
    const read = readOpenFire(faceResults(ctx, OF_DICE), (roll.dice ?? []).map(Number), i.pinningFire, sixPins(ctx));
    const outcome: OpenFireOutcome = { hits: read.hits, pinned: read.pinned };
    return {
      outcome,
      summary: `${outcome.hits} hit${outcome.hits === 1 ? '' : 's'}${outcome.pinned ? ', target Pinned' : ''}`,
      modifiers: p.modifiers,
      explanation: [
        describePool('Firer', i.firerSp, p),
        `Threw ${(roll.dice ?? []).join(', ') || 'no dice'}: ${t.count('dice', 'hit')} six(es), ${t.count('dice', 'half')} five(s), ${t.count('dice', 'pin')} four(s) (L-4)`,
        i.pinningFire
          ? `MG, FLAK or Support Fire: a 5${sixPins(ctx) ? ' or a 6' : ''} pins as well (L-4).`
          : 'A 5 is half a hit; two make one hit, one alone misses (L-4).',
      ],
      cell: { table: OF_DICE, row: '6', column: 'result' },
      decisive: { dice: decisiveIndices(roll.dice, classOf, ['pin', 'half', 'hit']) },
    };
  },
  odds(i, ctx) {
    const [g] = dice(i, ctx) as [DiceGroup];
    const dist = sideDistribution(g, faceClassifier(ctx, OF_DICE), stat(i.pinningFire, sixPins(ctx)));
    return [...dist]
      .sort(([a], [b]) => a - b)
      .map(([s, p]) => ({ outcome: { hits: Math.floor(s / 10), pinned: s % 10 === 1 }, p }));
  },
  label: (o) => `${o.hits} hit${o.hits === 1 ? '' : 's'}${o.pinned ? ' + pin' : ''}`,
});

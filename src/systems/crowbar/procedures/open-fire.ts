import { classifyGroups, classifyRoll, defineProcedure, Tally, type DiceGroup, type InputDef, type RulesContext } from '../../../engine/index.ts';
import { combatGroup, decisiveIndices, describePool, faceClassifier, hitsOf, MODIFIERS, OF_DICE, pool, sideDistribution, type Pool } from './combat-dice.ts';

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
  { name: 'firerSp', label: 'Firer SP', type: 'integer', min: 0, max: 10, default: 10, help: 'For MG and FLAK units the fire value (left of the slash), less one per Incoming Fire! marker.' },
  { name: 'rangeSpaces', label: 'Range', type: 'integer', min: 0, max: 15, default: 1, unit: 'spaces', help: '1 = adjacent; each space costs a die.' },
  { name: 'firerCommander', label: 'Firer uses attached Commander', type: 'boolean' },
  { name: 'firerHeroic', label: 'Firer uses Heroic Action', type: 'boolean' },
  { name: 'targetInPreparedCover', label: 'Target in Prepared Cover', type: 'boolean' },
  { name: 'firerShaken', label: 'Firer Shaken', type: 'boolean' },
  { name: 'lowAmmo', label: 'Low Ammo, no Supplies used', type: 'boolean' },
  { name: 'pinningFire', label: 'MG, FLAK or Support Fire', type: 'boolean', help: 'A 5 then pins as well as counting half a hit (and a 6 too, with the other reading of L-4).' },
];

export function openFirePool(i: OpenFireInputs, ctx: RulesContext): Pool {
  return pool(ctx, i.firerSp, [
    [i.firerCommander, 'of-commander'],
    [i.firerHeroic, 'of-heroic'],
    [i.rangeSpaces > 0, 'of-range', i.rangeSpaces],
    [i.targetInPreparedCover, 'of-prepared-cover'],
    [i.firerShaken, 'of-shaken'],
    [i.lowAmmo, 'of-low-ammo'],
  ]);
}

function dice(i: OpenFireInputs, ctx: RulesContext): DiceGroup[] {
  return [combatGroup('dice', 'Combat Dice', openFirePool(i, ctx).count)];
}

/** Whether a 6 of MG, FLAK or Support Fire pins as well as hitting (rules note crowbar-pin-on-hit). */
export function sixPins(ctx: RulesContext): boolean {
  return ctx.setting('crowbar.pinOnSix') === 'pins';
}

/** Hits * 10 + pinned flag: one number carrying the whole outcome. */
const stat = (pinning: boolean, six: boolean) => (t: Tally): number =>
  hitsOf(t, 'dice') * 10 + (t.count('dice', 'pin') > 0 || (pinning && (t.count('dice', 'half') > 0 || (six && t.count('dice', 'hit') > 0))) ? 1 : 0);

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
    const s = stat(i.pinningFire, sixPins(ctx))(t);
    const outcome: OpenFireOutcome = { hits: Math.floor(s / 10), pinned: s % 10 === 1 };
    return {
      outcome,
      summary: `${outcome.hits} hit${outcome.hits === 1 ? '' : 's'}${outcome.pinned ? ', target Pinned' : ''}`,
      modifiers: p.modifiers,
      explanation: [
        describePool('Firer', i.firerSp, p),
        `Threw ${(roll.dice ?? []).join(', ') || 'no dice'}: ${t.count('dice', 'hit')} six(es), ${t.count('dice', 'half')} five(s), ${t.count('dice', 'pin')} four(s) (L-4)`,
        i.pinningFire ? `MG, FLAK or Support Fire: a 5${sixPins(ctx) ? ' or a 6' : ''} pins as well (L-4).` : 'A 5 is half a hit; two make one hit, one alone misses (L-4).',
      ],
      cell: { table: OF_DICE, row: '6', column: 'result' },
      decisive: { dice: decisiveIndices(roll.dice, classOf, ['pin', 'half', 'hit']) },
    };
  },
  odds(i, ctx) {
    const [g] = dice(i, ctx) as [DiceGroup];
    const dist = sideDistribution(g, faceClassifier(ctx, OF_DICE), stat(i.pinningFire, sixPins(ctx)));
    return [...dist].sort(([a], [b]) => a - b).map(([s, p]) => ({ outcome: { hits: Math.floor(s / 10), pinned: s % 10 === 1 }, p }));
  },
  label: (o) => `${o.hits} hit${o.hits === 1 ? '' : 's'}${o.pinned ? ' + pin' : ''}`,
});

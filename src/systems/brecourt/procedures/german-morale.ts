import {
  D6,
  defineProcedure,
  exactOutcomeOdds,
  group,
  numberCell,
  owedDice,
  stringCell,
  Tally,
  type DiceGroup,
  type Modifier,
  type Resolution,
  type RulesContext,
} from '../../../engine/index.ts';
import { settingString, within12 } from '../settings.ts';
import { listDice } from './sets.ts';
import { rowModifier, rule, sourceOf, T } from '../tables.ts';

export type MoraleInputs = {
  suppressionMarkers: number;
  rangeInches: number;
  friendliesWithin3: number;
  fallschirmjager: boolean;
  enemyWithin6: boolean;
  sawFriendRunOrKilled: boolean;
};
export type MoraleOutcome = { passed: boolean; result: 'holds' | 'surrenders' | 'runs' };

/** Test dice, modifiers (by the reading in force) and whether a failure throws the surrender-or-run die. */
export function moraleSetup(
  i: MoraleInputs,
  ctx: RulesContext,
): {
  band: 'within-12' | 'over-12';
  testDice: number;
  modifiers: Modifier[];
  total: number;
  failureDie: boolean;
  surrenderMax: number;
} {
  const rules = ctx.table(T.rules);
  const close = within12(ctx, i.rangeInches, rule(rules, 'range-band'));
  const band = close ? 'within-12' : 'over-12';
  const morale = ctx.table(T.morale);
  const mods = ctx.table(T.moraleModifiers);
  const reading = settingString(ctx, 'moraleReading') === 'examples' ? 'examples' : 'table';
  const out: Modifier[] = [];
  const m = (key: string, times = 1, label?: string): void => {
    const row = mods.rows.find((r) => r.key === key);
    const r = row ? stringCell(mods, key, 'reading') : 'both';
    if (r !== 'both' && r !== reading) return;
    out.push(rowModifier(mods, key, 'amount', times, label));
  };
  if (i.friendliesWithin3 > 0)
    m('friend-within-3', i.friendliesWithin3, `Friendly figures within 3" (${i.friendliesWithin3})`);
  if (i.fallschirmjager) m('fallschirmjager');
  if (!close) m('enemy-over-12');
  else m('enemy-within-12');
  if (i.enemyWithin6) m('enemy-within-6');
  if (i.sawFriendRunOrKilled) m('saw-run-or-killed');
  return {
    band,
    testDice: numberCell(morale, band, 'testDice'),
    modifiers: out,
    total: out.reduce((s, x) => s + x.amount, 0),
    failureDie: morale.rows.find((r) => r.key === band)?.values.failureDie === true,
    surrenderMax: numberCell(morale, band, 'surrenderMax'),
  };
}

/** The test dice, then the surrender-or-run die. */
const dice = (i: MoraleInputs, ctx: RulesContext): [DiceGroup, DiceGroup] => {
  const s = moraleSetup(i, ctx);
  return [
    group('test', `${s.testDice}d6 test`, D6, s.testDice),
    group('outcome', 'surrender-or-run d6', D6, s.failureDie ? 1 : 0, {
      optional: true,
      note: 'Thrown only when the test fails within 12" of the firer: low surrenders, high runs.',
    }),
  ];
};

export const germanMorale = defineProcedure<MoraleInputs, MoraleOutcome>({
  id: 'brecourt.german-morale',
  system: 'brecourt',
  title: 'German morale',
  source: 'German Sheet: German Morale',
  description:
    'A suppressed German tests: modified roll must beat its suppression markers, else it surrenders or runs.',
  inputs: [
    { name: 'suppressionMarkers', label: 'Suppression markers', type: 'integer', min: 0, max: 20 },
    {
      name: 'rangeInches',
      label: 'Range from the firer',
      type: 'integer',
      min: 0,
      max: 120,
      unit: 'in',
      help: 'Within 12": one die; beyond: two dice.',
    },
    { name: 'friendliesWithin3', label: 'Friendly figures within 3"', type: 'integer', min: 0, max: 12 },
    { name: 'fallschirmjager', label: 'Fallschirmjäger', type: 'boolean' },
    { name: 'enemyWithin6', label: 'Enemy within 6"', type: 'boolean' },
    { name: 'sawFriendRunOrKilled', label: 'Saw a friend run or die this turn', type: 'boolean' },
  ],
  outcomeKeys: ['passed', 'result'],
  tables: [T.morale, T.moraleModifiers],
  dice,
  resolve(i, roll, ctx): Resolution<MoraleOutcome> {
    const s = moraleSetup(i, ctx);
    const groups = dice(i, ctx);
    const t = Tally.of(groups, roll);
    const sum = t.sum('test');
    const total = sum + s.total;
    const passed = total > i.suppressionMarkers;
    const explanation = [
      `${s.band === 'within-12' ? 'Within' : 'Over'} 12" of the firer: ${s.testDice}d6 (${sourceOf(ctx.table(T.morale), s.band)})`,
      `Modifiers: ${s.modifiers.length ? s.modifiers.map((m) => `${m.label} ${m.amount >= 0 ? '+' : ''}${m.amount}`).join(', ') : 'none'} = ${s.total >= 0 ? '+' : ''}${s.total}${settingString(ctx, 'moraleReading') === 'examples' ? ' (examples reading)' : ''}`,
      `Rolled ${listDice(roll.test ?? [])} = ${sum}, modified ${total} against ${i.suppressionMarkers} marker${i.suppressionMarkers === 1 ? '' : 's'}: ${passed ? 'greater, the figure holds' : 'not greater, the test fails'}`,
    ];
    if (passed) {
      return {
        outcome: { passed, result: 'holds' },
        summary: 'Holds',
        modifiers: s.modifiers,
        explanation,
        decisive: { test: (roll.test ?? []).map((_, k) => k) },
      };
    }
    if (!s.failureDie) {
      explanation.push(
        'Failed beyond 12": the figure runs (from a trench toward the tree line; from the tree line off the table).',
      );
      return {
        outcome: { passed, result: 'runs' },
        summary: 'Fails: RUNS',
        modifiers: s.modifiers,
        explanation,
        cell: { table: T.morale, row: s.band, column: 'failureDie' },
      };
    }
    const groupDef = groups[1];
    const die = Number(owedDice(roll, groupDef, 'the test failed within 12"')[0]);
    const result = die <= s.surrenderMax ? 'surrenders' : 'runs';
    explanation.push(
      `Failure die ${die}: 1-${s.surrenderMax} surrenders, ${s.surrenderMax + 1}-6 runs: ${result === 'surrenders' ? 'SURRENDERS' : 'RUNS (from a trench toward the tree line; from the tree line off the table)'}`,
    );
    return {
      outcome: { passed, result },
      summary: `Fails: ${result === 'surrenders' ? 'SURRENDERS' : 'RUNS'}`,
      modifiers: s.modifiers,
      explanation,
      cell: { table: T.morale, row: s.band, column: 'surrenderMax' },
      decisive: { outcome: [0] },
    };
  },
  odds(i, ctx) {
    const s = moraleSetup(i, ctx);
    return exactOutcomeOdds(dice(i, ctx), (t): MoraleOutcome => {
      if (t.sum('test') + s.total > i.suppressionMarkers) return { passed: true, result: 'holds' };
      if (!s.failureDie) return { passed: false, result: 'runs' };
      return { passed: false, result: t.sum('outcome') <= s.surrenderMax ? 'surrenders' : 'runs' };
    });
  },
  label: (o) => o.result,
});

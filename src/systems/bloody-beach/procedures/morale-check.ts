import {
  defineProcedure,
  exactOdds,
  Tally,
  type DiceGroup,
  type DiceRoll,
  type RulesContext,
} from '../../../engine/index.ts';
import { d10, SYSTEM, T, TERRAIN_OPTIONS } from './common.ts';
import { moraleTest, type MoraleTest } from './morale.ts';

interface Inputs {
  morale: number;
  hits: number;
  terrain: string;
  withTerrain: boolean;
  specialPenalty: number;
  [k: string]: number | string | boolean;
}
const dice = (): DiceGroup[] => [d10('die', 'Morale die')];
const inputs = [
  { name: 'morale', label: 'Morale (current side)', type: 'integer', min: 0, max: 10, default: 6 },
  { name: 'hits', label: 'Hit markers', type: 'integer', min: 0, max: 2, default: 0 },
  { name: 'terrain', label: 'Terrain the unit is in', type: 'choice', options: TERRAIN_OPTIONS, default: 'clear' },
  {
    name: 'specialPenalty',
    label: 'Morale penalty of a Special Hit marker',
    type: 'integer',
    min: 0,
    max: 3,
    default: 0,
  },
] as const;

/** The unit's test against one die: the morale check (terrain per the rule) and the unpin roll share it. */
function test(i: Inputs, ctx: RulesContext, die: number, withTerrain: boolean, what?: string): MoraleTest {
  const subject = { morale: i.morale, hits: i.hits, terrain: i.terrain, penalty: i.specialPenalty };
  return moraleTest(ctx, subject, die, withTerrain, what);
}

/** A rolled test with what the panel shows of it. */
function rolled(i: Inputs, roll: DiceRoll, ctx: RulesContext, withTerrain: boolean, what?: string) {
  const m = test(i, ctx, Tally.of(dice(), roll).sum('die'), withTerrain, what);
  return { passed: m.passed, shown: { modifiers: m.modifiers, explanation: [m.line], decisive: { die: [0] } } };
}

/** The chance of passing, over the ten faces. */
function passOdds<O>(i: Inputs, ctx: RulesContext, withTerrain: boolean, outcome: (passed: boolean) => O) {
  return exactOdds(
    dice(),
    (t) => t.sum('die'),
    (die) => outcome(test(i, ctx, die, withTerrain).passed),
  );
}

export const moraleCheck = defineProcedure<Inputs, { passed: boolean }>({
  id: 'bloody-beach.morale-check',
  system: SYSTEM,
  title: 'Morale Check',
  source: '8.3.3, 8.3.4',
  description:
    'One d10, plus the terrain modifier when the rule applies it, at most the morale less one per Hit marker passes.',
  inputs: [
    ...inputs,
    { name: 'withTerrain', label: 'Terrain modifies this check (not for a P result)', type: 'boolean', default: true },
  ],
  outcomeKeys: ['passed'],
  tables: [T.terrain],
  dice,
  resolve(i, roll, ctx) {
    const { passed, shown } = rolled(i, roll, ctx, i.withTerrain);
    return { outcome: { passed }, summary: passed ? 'PASSED' : 'FAILED', ...shown };
  },
  odds: (i, ctx) => passOdds(i, ctx, i.withTerrain, (passed) => ({ passed })),
  label: (o) => (o.passed ? 'passed' : 'failed'),
});

export const unpin = defineProcedure<Inputs, { unpinned: boolean }>({
  id: 'bloody-beach.unpin',
  system: SYSTEM,
  title: 'Unpin',
  source: '8.3.2, 5.3.4',
  description:
    'An activated pinned unit that was not pinned this activation rolls one d10 with the terrain modifier against its morale (less Hit markers).',
  inputs: [...inputs],
  outcomeKeys: ['unpinned'],
  tables: [T.terrain],
  dice,
  resolve(i, roll, ctx) {
    const { passed, shown } = rolled(i, roll, ctx, true, 'Unpin roll');
    return { outcome: { unpinned: passed }, summary: passed ? 'UNPINNED' : 'STILL PINNED', ...shown };
  },
  odds: (i, ctx) => passOdds(i, ctx, true, (unpinned) => ({ unpinned })),
  label: (o) => (o.unpinned ? 'unpinned' : 'still pinned'),
});

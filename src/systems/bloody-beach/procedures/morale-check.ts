import { defineProcedure, exactOdds, Tally, type DiceGroup } from '../../../engine/index.ts';
import { d10, SYSTEM, T, TERRAIN_OPTIONS } from './common.ts';
import { moraleTest } from './morale.ts';

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
    const die = Tally.of(dice(), roll).sum('die');
    const m = moraleTest(
      ctx,
      { morale: i.morale, hits: i.hits, terrain: i.terrain, penalty: i.specialPenalty },
      die,
      i.withTerrain,
    );
    return {
      outcome: { passed: m.passed },
      summary: m.passed ? 'PASSED' : 'FAILED',
      modifiers: m.modifiers,
      explanation: [m.line],
      decisive: { die: [0] },
    };
  },
  odds(i, ctx) {
    return exactOdds(
      dice(),
      (t) => t.sum('die'),
      (die) => ({
        passed: moraleTest(
          ctx,
          { morale: i.morale, hits: i.hits, terrain: i.terrain, penalty: i.specialPenalty },
          die,
          i.withTerrain,
        ).passed,
      }),
    );
  },
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
    const die = Tally.of(dice(), roll).sum('die');
    const m = moraleTest(
      ctx,
      { morale: i.morale, hits: i.hits, terrain: i.terrain, penalty: i.specialPenalty },
      die,
      true,
      'Unpin roll',
    );
    return {
      outcome: { unpinned: m.passed },
      summary: m.passed ? 'UNPINNED' : 'STILL PINNED',
      modifiers: m.modifiers,
      explanation: [m.line],
      decisive: { die: [0] },
    };
  },
  odds(i, ctx) {
    return exactOdds(
      dice(),
      (t) => t.sum('die'),
      (die) => ({
        unpinned: moraleTest(
          ctx,
          { morale: i.morale, hits: i.hits, terrain: i.terrain, penalty: i.specialPenalty },
          die,
          true,
        ).passed,
      }),
    );
  },
  label: (o) => (o.unpinned ? 'unpinned' : 'still pinned'),
});

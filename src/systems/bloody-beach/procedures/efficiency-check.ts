import { atMost, D10, defineProcedure, exactOdds, group, Tally, type DiceGroup } from '../../../engine/index.ts';

const dice = (): DiceGroup[] => [group('die', 'd10', D10, 1)];

export const efficiencyCheck = defineProcedure<{ rating: number }, { passed: boolean }>({
  id: 'bloody-beach.efficiency-check',
  system: 'bloody-beach',
  title: 'Efficiency Check',
  source: '2.2',
  description: "One d10 (0 reads 10) against an HQ's Efficiency Rating: at most the rating passes.",
  inputs: [{ name: 'rating', label: 'Efficiency Rating', type: 'integer', min: 0, max: 10, default: 6 }],
  outcomeKeys: ['passed'],
  tables: ['bloody-beach.efficiency-ratings'],
  dice,
  resolve({ rating }, roll) {
    const die = Tally.of(dice(), roll).sum('die');
    const passed = atMost(die, rating);
    return {
      outcome: { passed },
      summary: passed ? 'PASSED' : 'FAILED',
      modifiers: [],
      explanation: [
        `Rolled ${die} against a rating of ${rating}: ${passed ? 'at most the rating, so the check passes' : 'above the rating, so the check fails'} (2.2)`,
      ],
      decisive: { die: [0] },
    };
  },
  odds({ rating }) {
    return exactOdds(
      dice(),
      (t) => t.sum('die'),
      (die) => ({ passed: atMost(die, rating) }),
    );
  },
  label: (o) => (o.passed ? 'passed' : 'failed'),
});

import { AVERAGE_DIE, defineProcedure, exactOdds, group, Tally, type DiceGroup } from '../../../engine/index.ts';
import { rule, T } from '../tables.ts';

type Inputs = { fromTurn: number };
const dice = (): DiceGroup[] => [group('die', 'average die', AVERAGE_DIE, 1)];

export const artilleryTimer = defineProcedure<Inputs, { nextFireTurn: number }>({
  id: 'brecourt.artillery-timer',
  system: 'brecourt',
  title: 'Artillery timing (optional rule)',
  source: 'German Sheet: Artillery Fire (optional)',
  description: 'One average die (2,3,3,4,4,5): the howitzers next fire that many turns on (from turn 0 at the start).',
  inputs: [{ name: 'fromTurn', label: 'Turn rolled (0 before the game)', type: 'integer', min: 0, max: 20 }],
  outcomeKeys: ['nextFireTurn'],
  tables: [T.rules],
  dice,
  resolve(i, roll, ctx) {
    const die = Tally.of(dice(), roll).sum('die');
    const nextFireTurn = i.fromTurn + die;
    const last = rule(ctx.table(T.rules), 'last-turn');
    return {
      outcome: { nextFireTurn },
      summary: nextFireTurn > last ? 'No more firing before the end' : `Guns fire on turn ${nextFireTurn}`,
      modifiers: [],
      explanation: [
        `Average die ${die}: ${die} turns after turn ${i.fromTurn}`,
        `Each crewed gun whose crew did not use small arms that turn fires and scores 1 for the Germans`,
      ],
      decisive: { die: [0] },
    };
  },
  odds(i) {
    return exactOdds(
      dice(),
      (t) => t.sum('die'),
      (d) => ({ nextFireTurn: i.fromTurn + d }),
    );
  },
  label: (o) => `turn ${o.nextFireTurn}`,
});

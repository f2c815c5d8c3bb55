import { D6, defineProcedure, exactOdds, group, type DiceGroup } from '../../../engine/index.ts';
import { locationLookup } from '../rules/lookups.ts';
import { T } from '../tables.ts';
import { d6, type GameProcedure, SYSTEM, turnInput } from './common.ts';

type I = { turn: number };
type O = { square: string };

const FIRST = group('first', 'First die (row)', D6, 1);
const SECOND = group('second', 'Second die (column)', D6, 1);
/** One list for all, like `oneDie`. */
const BOTH: DiceGroup[] = [FIRST, SECOND];
const dice = (): DiceGroup[] => BOTH;

export const locationRoll: GameProcedure<I, O> = {
  id: 'bloody-omaha.event-location',
  system: SYSTEM,
  title: 'Random Event Location',
  source: '6.5',
  description:
    'Two d6 in order: the first picks the row (T1-T4 or T5-T10 rows), the second the column; the cell names the square.',
  inputs: [turnInput],
  outcomeKeys: ['square'],
  tables: [T.location],
  dice,
  resolve({ turn }, roll, ctx) {
    const first = d6(roll, 'first');
    const second = d6(roll, 'second');
    const { square, row, column } = locationLookup(ctx, turn, first, second);
    return {
      outcome: { square },
      summary: `Random Event in ${square}`,
      modifiers: [],
      explanation: [
        `Turn ${turn} uses the ${turn <= 4 ? 'T1-T4' : 'T5-T10'} rows (6.5b-c)`,
        `First die ${first} gives the row, second die ${second} the column (6.5d): ${square}`,
        'If no US unit is there, the nearest one is struck (6.5f)',
      ],
      cell: { table: T.location, row, column },
      decisive: { first: [0], second: [0] },
    };
  },
  outcome: ({ turn }, roll, ctx) => ({
    square: locationLookup(ctx, turn, d6(roll, 'first'), d6(roll, 'second')).square,
  }),
  odds({ turn }, ctx) {
    return exactOdds(
      dice(),
      (t) => locationLookup(ctx, turn, t.sum('first'), t.sum('second')).square,
      (square) => ({ square }),
    );
  },
  label: (o) => o.square,
};

export const eventLocation = defineProcedure(locationRoll);

import {
  D6,
  defineProcedure,
  exactOdds,
  group,
  numberCell,
  Tally,
  type DiceGroup,
  type RulesContext,
} from '../../../engine/index.ts';
import { settingString } from '../settings.ts';
import { listDice } from './sets.ts';
import { T } from '../tables.ts';

type Inputs = { windowTurn: number };
export type ConfusionResult = 'fires-on-friends' | 'fires-as-aimed' | 'no-roll';
const CONFUSION_WORDS: Record<ConfusionResult, string> = {
  'fires-on-friends': 'fires on friends',
  'fires-as-aimed': 'fires as aimed',
  'no-roll': 'no roll owed',
};

/** The row of the confusion table in force (two or three dice, by the setting). */
export function confusionRow(ctx: RulesContext): '2d6' | '3d6' {
  return settingString(ctx, 'confusionDice') === '2d6' ? '2d6' : '3d6';
}

function setup(i: Inputs, ctx: RulesContext): { key: string; dice: number; turns: number; owed: boolean } {
  const key = confusionRow(ctx);
  const table = ctx.table(T.confusion);
  const turns = numberCell(table, key, 'turns');
  const owed = i.windowTurn >= 1 && i.windowTurn <= turns;
  return { key, dice: owed ? numberCell(table, key, 'dice') : 0, turns, owed };
}

const dice = (i: Inputs, ctx: RulesContext): DiceGroup[] => [group('dice', 'confusion d6', D6, setup(i, ctx).dice)];

function anyPair(t: Tally): boolean {
  for (let f = 1; f <= 6; f++) if (t.count('dice', f) >= 2) return true;
  return false;
}

export const mg42Confusion = defineProcedure<Inputs, { result: ConfusionResult }>({
  id: 'brecourt.mg42-confusion',
  system: 'brecourt',
  title: 'MG42 confusion',
  source: 'German Sheet: German Confusion roll',
  description: 'Early in the fight each MG42 about to fire rolls: any pair and it rakes the nearest friendly figures.',
  inputs: [
    {
      name: 'windowTurn',
      label: 'Turn of the confusion period',
      type: 'integer',
      min: 0,
      max: 20,
      default: 1,
      help: '1 for the first turn of the period (see the confusion-window setting); 0 before it starts.',
    },
  ],
  outcomeKeys: ['result'],
  tables: [T.confusion],
  dice,
  resolve(i, roll, ctx) {
    const s = setup(i, ctx);
    if (!s.owed) {
      return {
        outcome: { result: 'no-roll' },
        summary: 'No confusion roll',
        modifiers: [],
        explanation: [`Turn ${i.windowTurn} is outside the ${s.turns}-turn confusion period: the gun fires as aimed`],
      };
    }
    const t = Tally.of(dice(i, ctx), roll);
    const confused = anyPair(t);
    const pairFace = [1, 2, 3, 4, 5, 6].find((f) => t.count('dice', f) >= 2);
    return {
      outcome: { result: confused ? 'fires-on-friends' : 'fires-as-aimed' },
      summary: confused ? 'CONFUSED: fires on the nearest friends' : 'Fires as aimed',
      modifiers: [],
      explanation: [
        `Turn ${i.windowTurn} of ${s.turns}: ${s.dice}d6 (setting ${s.key})`,
        `Rolled ${listDice(roll.dice ?? [])}: ${confused ? `a pair of ${pairFace}s, the gun fires on the nearest friendly figures` : 'no pair'}`,
      ],
      cell: { table: T.confusion, row: s.key, column: 'dice' },
      decisive: { dice: (roll.dice ?? []).flatMap((v, k) => (v === pairFace ? [k] : [])) },
    };
  },
  odds(i, ctx) {
    if (!setup(i, ctx).owed) return [{ outcome: { result: 'no-roll' }, p: 1 }];
    return exactOdds(
      dice(i, ctx),
      (t) => (anyPair(t) ? 1 : 0),
      (c) => ({ result: c ? 'fires-on-friends' : 'fires-as-aimed' }),
    );
  },
  label: (o) => CONFUSION_WORDS[o.result],
});

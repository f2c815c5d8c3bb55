import {
  D6,
  defineProcedure,
  exactOdds,
  group,
  modifier,
  numberCell,
  owedDice,
  choiceCell,
  stringCell,
  Tally,
  type DiceGroup,
  type Modifier,
  type RulesContext,
} from '../../../engine/index.ts';
import { listDice } from './sets.ts';
import { sourceOf, T } from '../tables.ts';
import { WOUND_RESULTS, woundRow, type WoundResult } from './wound.ts';

type Inputs = { paratroopers: number; usDeductions: number; germanDeductions: number };
export type HandToHandResult =
  | 'german-killed'
  | 'german-surrenders'
  | 'paratrooper-killed'
  | 'paratrooper-wounded'
  | 'paratrooper-suppressed'
  | 'continue';
const HAND_TO_HAND_WORDS: Record<HandToHandResult, string> = {
  'german-killed': 'German killed',
  'german-surrenders': 'German surrenders',
  'paratrooper-killed': 'paratrooper killed',
  'paratrooper-wounded': 'paratrooper wounded',
  'paratrooper-suppressed': 'paratrooper suppressed',
  continue: 'fight goes on',
};
export type HandToHandOutcome = { winner: 'us' | 'german' | 'draw'; result: HandToHandResult };

const rowKey = (i: Inputs): string => (i.paratroopers >= 2 ? 'two-on-one' : 'one-on-one');

/** The US dice, the German dice, the German's fate die and the wound table's dice. */
function dice(i: Inputs, ctx: RulesContext): [DiceGroup, DiceGroup, DiceGroup, DiceGroup] {
  const t = ctx.table(T.handToHand);
  const key = rowKey(i);
  const woundTable = stringCell(t, key, 'germanWins') === 'wound-table';
  return [
    group('us', 'US d6', D6, numberCell(t, key, 'usDice')),
    group('german', 'German d6', D6, numberCell(t, key, 'germanDice')),
    group('after', 'German fate d6', D6, 1, {
      optional: true,
      note: 'Owed when the paratroopers win: low kills the German, high wounds him and he surrenders.',
    }),
    group('wound', 'wound table 3d6', D6, woundTable ? 3 : 0, {
      optional: true,
      note: 'Owed when the German wins one against one: the paratrooper rolls on the wound table.',
    }),
  ];
}

function deductions(i: Inputs, ctx: RulesContext): { us: Modifier[]; german: Modifier[] } {
  const src = sourceOf(ctx.table(T.handToHand), rowKey(i));
  return {
    us: i.usDeductions ? [modifier(`Paratrooper wounds and markers (${i.usDeductions})`, -i.usDeductions, src)] : [],
    german: i.germanDeductions
      ? [modifier(`German suppression markers (${i.germanDeductions})`, -i.germanDeductions, src)]
      : [],
  };
}

function afterResult(die: number, killedMax: number): HandToHandResult {
  return die <= killedMax ? 'german-killed' : 'german-surrenders';
}

function germanWinResult(kind: string, wound: WoundResult | undefined): HandToHandResult {
  if (kind !== 'wound-table') return 'paratrooper-killed';
  return wound === 'killed'
    ? 'paratrooper-killed'
    : wound === 'wounded'
      ? 'paratrooper-wounded'
      : 'paratrooper-suppressed';
}

export const handToHand = defineProcedure<Inputs, HandToHandOutcome>({
  id: 'brecourt.hand-to-hand',
  system: 'brecourt',
  title: 'Hand to hand',
  source: 'US Sheet: Hand to Hand',
  description:
    'Paratroopers 2d6 (4d6 for two) against the German 1d6, less a point per wound and marker; highest wins.',
  inputs: [
    { name: 'paratroopers', label: 'Paratroopers in contact', type: 'integer', min: 1, max: 2, default: 1 },
    { name: 'usDeductions', label: 'Their wounds + suppression markers', type: 'integer', min: 0, max: 8 },
    { name: 'germanDeductions', label: 'German suppression markers', type: 'integer', min: 0, max: 12 },
  ],
  outcomeKeys: ['winner', 'result'],
  tables: [T.handToHand, T.wound],
  dice,
  resolve(i, roll, ctx) {
    const table = ctx.table(T.handToHand);
    const key = rowKey(i);
    const groups = dice(i, ctx);
    const t = Tally.of(groups, roll);
    const d = deductions(i, ctx);
    const us = t.sum('us') - i.usDeductions;
    const german = t.sum('german') - i.germanDeductions;
    const lines = [
      `${table.rows.find((r) => r.key === key)?.label ?? key}`,
      `US ${listDice(roll.us ?? [])} = ${t.sum('us')}${i.usDeductions ? ` - ${i.usDeductions} = ${us}` : ''}; German ${listDice(roll.german ?? [])} = ${t.sum('german')}${i.germanDeductions ? ` - ${i.germanDeductions} = ${german}` : ''}`,
    ];
    const modifiers = [...d.us, ...d.german];
    if (us > german) {
      const die = Number(owedDice(roll, groups[2], 'the paratroopers won')[0]);
      const killedMax = numberCell(table, key, 'killedMax');
      const result = afterResult(die, killedMax);
      lines.push(
        `Paratroopers win; fate die ${die}: 1-${killedMax} the German dies, ${killedMax + 1}-6 he is wounded and surrenders`,
      );
      return {
        outcome: { winner: 'us', result },
        summary: result === 'german-killed' ? 'US win: German KILLED' : 'US win: German wounded, SURRENDERS',
        modifiers,
        explanation: lines,
        cell: { table: T.handToHand, row: key, column: 'killedMax' },
        decisive: { after: [0] },
      };
    }
    if (german > us) {
      const kind = stringCell(table, key, 'germanWins');
      let wound: WoundResult | undefined;
      if (kind === 'wound-table') {
        const w = owedDice(roll, groups[3], 'the German won one against one');
        const size = Tally.of([groups[3]], { wound: w }).largestSet('wound').size;
        const wt = ctx.table(T.wound);
        wound = choiceCell(wt, woundRow(wt, size), 'result', WOUND_RESULTS);
        lines.push(`German wins; wound table ${listDice(w)}: ${wound}`);
      } else lines.push('German wins against two: one paratrooper is killed');
      const result = germanWinResult(kind, wound);
      return {
        outcome: { winner: 'german', result },
        summary: `German wins: ${result.replace('paratrooper-', 'paratrooper ')}`,
        modifiers,
        explanation: lines,
        cell: { table: T.handToHand, row: key, column: 'germanWins' },
      };
    }
    const draw = stringCell(table, key, 'draw');
    const result: HandToHandResult = draw === 'continue' ? 'continue' : 'paratrooper-wounded';
    lines.push(
      draw === 'continue' ? 'Draw: the fight goes on next turn' : 'Draw against two: one paratrooper is wounded',
    );
    return {
      outcome: { winner: 'draw', result },
      summary: draw === 'continue' ? 'Draw: fight on next turn' : 'Draw: one paratrooper wounded',
      modifiers,
      explanation: lines,
      cell: { table: T.handToHand, row: key, column: 'draw' },
    };
  },
  odds(i, ctx) {
    const table = ctx.table(T.handToHand);
    const key = rowKey(i);
    const groups = dice(i, ctx);
    const contest = exactOdds(
      groups.slice(0, 2),
      (t) => Math.sign(t.sum('us') - i.usDeductions - (t.sum('german') - i.germanDeductions)),
      (s) => s,
    );
    const killedMax = numberCell(table, key, 'killedMax');
    const pKilled = Math.max(0, Math.min(6, killedMax)) / 6;
    const kind = stringCell(table, key, 'germanWins');
    const wt = ctx.table(T.wound);
    const woundOdds = exactOdds(
      [group('wound', '3d6', D6, 3)],
      (t) => t.largestSet('wound').size,
      (size) => choiceCell(wt, woundRow(wt, size), 'result', WOUND_RESULTS),
    );
    const out = new Map<string, { outcome: HandToHandOutcome; p: number }>();
    const add = (o: HandToHandOutcome, p: number): void => {
      if (p <= 0) return;
      const k = `${o.winner}/${o.result}`;
      const prev = out.get(k);
      if (prev) prev.p += p;
      else out.set(k, { outcome: o, p });
    };
    for (const { outcome: s, p } of contest) {
      if (s > 0) {
        add({ winner: 'us', result: 'german-killed' }, p * pKilled);
        add({ winner: 'us', result: 'german-surrenders' }, p * (1 - pKilled));
      } else if (s < 0) {
        if (kind === 'wound-table')
          for (const w of woundOdds) add({ winner: 'german', result: germanWinResult(kind, w.outcome) }, p * w.p);
        else add({ winner: 'german', result: 'paratrooper-killed' }, p);
      } else
        add(
          {
            winner: 'draw',
            result: stringCell(table, key, 'draw') === 'continue' ? 'continue' : 'paratrooper-wounded',
          },
          p,
        );
    }
    return [...out.values()];
  },
  label: (o) => HAND_TO_HAND_WORDS[o.result],
});

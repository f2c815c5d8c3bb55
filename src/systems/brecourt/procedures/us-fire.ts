import {
  D6,
  D6_FACES,
  defineProcedure,
  foldFaces,
  foldFacesDistribution,
  group,
  modify,
  numberCell,
  Tally,
  type DiceGroup,
  type FaceStep,
  type Modifier,
  type RulesContext,
  type TableData,
} from '../../../engine/index.ts';
import { settingString, within12 } from '../settings.ts';
import { d6Counts, indicesOf, listDice, setRowKey, setValue } from './sets.ts';
import { rowModifier, rule, T } from '../tables.ts';
import { poolLine, rangeInput, templateModifiers, weaponHas } from './fire-pool.ts';

export type UsWeapon = 'rifle' | 'carbine' | 'smg' | '30cal';
export type Cover = 'open' | 'light' | 'hard';

export type UsFireInputs = {
  weapon: UsWeapon;
  cover: Cover;
  rangeInches: number;
  firerSuppressed: boolean;
  firerWounds: number;
  moved: boolean;
  liptonInTree: boolean;
  figuresInTemplate: number;
};

export type UsFireOutcome = { kill: boolean; suppressions: number };

/** The pool: basic dice of the weapon, then each modifier with its section. */
export function usFirePool(i: UsFireInputs, ctx: RulesContext): { dice: number; base: number; modifiers: Modifier[] } {
  const weapons = ctx.table(T.usWeapons);
  const mods = ctx.table(T.usFireModifiers);
  const band = rule(ctx.table(T.rules), 'range-band');
  const base = numberCell(weapons, i.weapon, 'dice');
  const out = templateModifiers(weapons, i.weapon, i.figuresInTemplate);
  const m = (key: string, times = 1, label?: string): void => {
    out.push(rowModifier(mods, key, 'dice', times, label));
  };
  if (i.firerSuppressed) m('firer-suppressed');
  if (i.firerWounds > 0) m('wound', i.firerWounds, `Firer's wounds (${i.firerWounds})`);
  if (i.moved) m('moved');
  if (weaponHas(weapons, i.weapon, 'closeRangeBonus') && within12(ctx, i.rangeInches, band)) m('under-12');
  if (i.cover === 'open' && settingString(ctx, 'openTargetDie') !== 'examples') m('open');
  if (i.liptonInTree) m('lipton-tree');
  const v = modify(base, out, { min: 0 });
  return { dice: v.value, base, modifiers: out };
}

interface Scored {
  kill: boolean;
  suppressions: number;
  killFace?: number;
  lines: string[];
  suppressFaces: number[];
}

/** Reads a roll: a pair or more of a kill face kills (one kill a shot); each set of a suppress face suppresses by its size. */
function score(counts: readonly number[], killMax: number, sets: TableData, explain: boolean): Scored {
  let kill = false;
  let killFace: number | undefined;
  let suppressions = 0;
  const lines: string[] = [];
  const suppressFaces: number[] = [];
  for (let f = 1; f <= 6; f++) {
    const c = counts[f] ?? 0;
    if (c < 2) continue;
    if (f <= killMax) {
      if (!kill) killFace = f;
      kill = true;
      if (explain) lines.push(`${c} × ${f}: a kill face paired, KILL${c > 2 ? ' (still one kill: one a shot)' : ''}`);
    } else {
      const s = setValue(sets, c, 'usSuppressions');
      suppressions += s;
      suppressFaces.push(f);
      if (explain)
        lines.push(
          `${c} × ${f}: a suppress face, ${s} suppression${s === 1 ? '' : 's'} (sets table row "${setRowKey(sets, c) ?? ''}")`,
        );
    }
  }
  return { kill, suppressions, ...(killFace !== undefined ? { killFace } : {}), lines, suppressFaces };
}

/** One face's part of the result, shared by resolve and odds: acc is 1000 for a kill plus the suppressions. */
function usStep(killMax: number, sets: TableData, n: number): FaceStep {
  const supp = Array.from({ length: n + 1 }, (_, c) => setValue(sets, c, 'usSuppressions'));
  return (acc, face, count) => {
    if (count < 2) return acc;
    if (face <= killMax) return acc >= 1000 ? acc : acc + 1000;
    return acc + (supp[count] ?? 0);
  };
}

function decodeUs(k: number): UsFireOutcome {
  return { kill: k >= 1000, suppressions: k % 1000 };
}

const dice = (i: UsFireInputs, ctx: RulesContext): DiceGroup[] => [
  group('pool', 'd6 pool', D6, usFirePool(i, ctx).dice),
];

export const usFire = defineProcedure<UsFireInputs, UsFireOutcome>({
  id: 'brecourt.us-fire',
  system: 'brecourt',
  title: 'US fire',
  source: 'US Sheet: Firing',
  description: 'A paratrooper or team fires: d6 pool by weapon and modifiers; pairs read against the cover row.',
  inputs: [
    {
      name: 'weapon',
      label: 'Weapon',
      type: 'choice',
      options: [
        { value: 'rifle', label: 'Rifle' },
        { value: 'carbine', label: 'Carbine' },
        { value: 'smg', label: 'SMG' },
        { value: '30cal', label: '.30 cal' },
      ],
      default: 'rifle',
    },
    {
      name: 'cover',
      label: 'Target cover',
      type: 'choice',
      options: [
        { value: 'open', label: 'In the open' },
        { value: 'light', label: 'Light cover' },
        { value: 'hard', label: 'Hard cover' },
      ],
      default: 'open',
    },
    rangeInput('.30 cal'),
    { name: 'firerSuppressed', label: 'Firer suppressed', type: 'boolean' },
    { name: 'firerWounds', label: 'Firer wounds', type: 'integer', min: 0, max: 2 },
    { name: 'moved', label: 'Moved and fired', type: 'boolean' },
    { name: 'liptonInTree', label: 'Lipton firing from the tree', type: 'boolean' },
    {
      name: 'figuresInTemplate',
      label: 'Figures in the template',
      type: 'integer',
      min: 0,
      max: 12,
      help: 'SMG and .30 cal: one die more per figure.',
    },
  ],
  outcomeKeys: ['kill', 'suppressions'],
  tables: [T.usWeapons, T.usFireModifiers, T.usFireResults, T.sets],
  dice,
  resolve(i, roll, ctx) {
    const pool = usFirePool(i, ctx);
    const results = ctx.table(T.usFireResults);
    const killMax = numberCell(results, i.cover, 'killMax');
    const groups = dice(i, ctx);
    const t = Tally.of(groups, roll);
    const counts = d6Counts(t, 'pool');
    const s = score(counts, killMax, ctx.table(T.sets), true);
    const outcome = decodeUs(foldFaces(counts.slice(1), D6_FACES, usStep(killMax, ctx.table(T.sets), pool.dice)));
    const values = roll.pool ?? [];
    const explanation = [
      poolLine(ctx.table(T.usWeapons), i.weapon, pool.base, pool.modifiers, pool.dice),
      `Rolled: ${listDice(values)}`,
      `Cover row "${i.cover}": pairs of 1-${killMax} kill, pairs of ${killMax + 1}-6 suppress`,
      ...s.lines,
    ];
    if (pool.dice < 2) explanation.push('Fewer than two dice: no pair can come up, the shot has no effect.');
    else if (!s.kill && s.suppressions === 0) explanation.push('No pair: no effect.');
    if (s.kill && s.suppressions > 0) {
      explanation.push(
        i.weapon === 'smg' || i.weapon === '30cal'
          ? 'The kill lands on one figure; the suppressions go on figures in the template.'
          : 'The target is killed; the suppressions matter only if the kill is not applied.',
      );
    } else if (s.suppressions > 0 && (i.weapon === 'smg' || i.weapon === '30cal'))
      explanation.push('Suppressions may be spread over figures in the template.');
    const summary = s.kill
      ? `KILL${s.suppressions ? ` and ${s.suppressions} suppression${s.suppressions === 1 ? '' : 's'}` : ''}`
      : s.suppressions
        ? `${s.suppressions} suppression${s.suppressions === 1 ? '' : 's'}`
        : 'No effect';
    const decisiveFaces = new Set<number>([...(s.killFace !== undefined ? [s.killFace] : []), ...s.suppressFaces]);
    return {
      outcome,
      summary,
      modifiers: pool.modifiers,
      explanation,
      cell: { table: T.usFireResults, row: i.cover, column: 'killMax' },
      decisive: { pool: indicesOf(values, decisiveFaces) },
    };
  },
  odds(i, ctx) {
    const n = usFirePool(i, ctx).dice;
    const step = usStep(numberCell(ctx.table(T.usFireResults), i.cover, 'killMax'), ctx.table(T.sets), n);
    return [...foldFacesDistribution(n, D6_FACES, step)]
      .sort(([a], [b]) => a - b)
      .map(([k, p]) => ({ outcome: decodeUs(k), p }));
  },
  label: (o) =>
    o.kill
      ? `kill${o.suppressions ? ` + ${o.suppressions} supp.` : ''}`
      : o.suppressions
        ? `${o.suppressions} supp.`
        : 'no effect',
});

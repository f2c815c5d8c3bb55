import {
  choiceCell,
  D6,
  D6_FACES,
  defineProcedure,
  type DiceGroup,
  exactOdds,
  type FaceStep,
  foldFacesDistribution,
  group,
  type Modifier,
  numberCell,
  required,
  type RulesContext,
  Tally,
} from '../../../engine/index.ts';
import { settingString, within12 } from '../settings.ts';
import { indicesOf, listDice } from './sets.ts';
import { rowModifier, rule, sourceOf, T } from '../tables.ts';
import { poolLine, rangeInput, templateModifiers, weaponHas } from './fire-pool.ts';

export type GermanWeapon = 'rifle' | 'smg' | 'assault-rifle' | 'mg42';
export type GermanFireResult = 'wound' | 'suppressed' | 'none' | 'cannot-fire';
const GERMAN_FIRE_WORDS: Record<GermanFireResult, string> = {
  wound: 'wound',
  suppressed: 'suppressed',
  none: 'no effect',
  'cannot-fire': 'cannot fire',
};

export type GermanFireInputs = {
  weapon: GermanWeapon;
  rangeInches: number;
  targetInOpen: boolean;
  targetProneInCover: boolean;
  firerSuppressionMarkers: number;
  mg42NoLoader: boolean;
  movedAndFired: boolean;
  fallschirmjager: boolean;
  figuresInTemplate: number;
};
export type GermanFireOutcome = { result: GermanFireResult };

export interface GermanPool {
  plain: number;
  odd: number;
  base: number;
  total: number;
  modifiers: Modifier[];
  cannotFire: boolean;
  why?: string;
}

/** The German pool: the weapon's plain and odd dice, each modifier, and the "cannot fire" floor. */
export function germanFirePool(i: GermanFireInputs, ctx: RulesContext): GermanPool {
  const weapons = ctx.table(T.germanWeapons);
  const mods = ctx.table(T.germanFireModifiers);
  const band = rule(ctx.table(T.rules), 'range-band');
  const plainBase = numberCell(weapons, i.weapon, 'plain');
  const oddBase = numberCell(weapons, i.weapon, 'odd');
  const out = templateModifiers(weapons, i.weapon, i.figuresInTemplate);
  const m = (key: string, times = 1, label?: string): void => {
    out.push(rowModifier(mods, key, 'dice', times, label));
  };
  if (weaponHas(weapons, i.weapon, 'closeRangeBonus') && within12(ctx, i.rangeInches, band)) m('under-12');
  if (i.targetInOpen) m('open');
  if (i.targetProneInCover) m('prone-in-cover');
  if (i.firerSuppressionMarkers > 0)
    m(
      'firer-suppressed',
      i.firerSuppressionMarkers,
      `Firer suppressed (${i.firerSuppressionMarkers} marker${i.firerSuppressionMarkers === 1 ? '' : 's'})`,
    );
  if (i.weapon === 'mg42' && i.mg42NoLoader) m('mg42-no-loader');
  if (i.movedAndFired && i.fallschirmjager) m('moved');
  const base = plainBase + oddBase;
  const total = base + out.reduce((s, x) => s + x.amount, 0);
  const floor = numberCell(mods, 'floor', 'dice');
  const why =
    i.movedAndFired && !i.fallschirmjager
      ? 'Only Fallschirmjäger may move and fire (Additional rules).'
      : total <= floor
        ? `Modifiers leave ${total} dice: ${floor} or fewer cannot fire (${sourceOf(mods, 'floor')}).`
        : undefined;
  if (why !== undefined) return { plain: 0, odd: 0, base, total, modifiers: out, cannotFire: true, why };
  let odd = oddBase;
  if (odd > 0 && total < base && settingString(ctx, 'rifleOddDie') === 'dropped-first')
    odd = Math.max(0, odd - (base - total));
  return { plain: total - odd, odd, base, total, modifiers: out, cannotFire: false };
}

const dice = (i: GermanFireInputs, ctx: RulesContext): DiceGroup[] => {
  const p = germanFirePool(i, ctx);
  return [
    group('plain', 'plain d6', D6, p.plain),
    group('odd', 'odd-coloured d6', D6, p.odd, {
      note: 'The German rifle’s odd-coloured die: counts towards three alike, never towards a pair.',
    }),
  ];
};

/** A row of the German results table: this many equal dice (the odd die counting or not) give this result. */
interface ResultRule {
  readonly key: string;
  readonly label: string;
  readonly size: number;
  readonly oddCounts: boolean;
  readonly result: Exclude<GermanFireResult, 'none' | 'cannot-fire'>;
}

/** What a row of the results table can give. */
const RULE_RESULTS = ['wound', 'suppressed'] as const;

/** The results table's rows in its order, the first that matches deciding. */
function resultRules(ctx: RulesContext): ResultRule[] {
  const t = ctx.table(T.germanFireResults);
  return t.rows.map((r) => ({
    key: r.key,
    label: r.label ?? r.key,
    size: numberCell(t, r.key, 'size'),
    oddCounts: r.values.oddDieCounts === true,
    result: choiceCell(t, r.key, 'result', RULE_RESULTS),
  }));
}

/** The first rule the dice meet, with the face that met it. */
function read(t: Tally, rules: readonly ResultRule[]): { rule?: ResultRule; face: number } {
  const plain = t.counts[0] ?? [];
  const odd = t.counts[1] ?? [];
  for (const rule of rules) {
    for (let f = 6; f >= 1; f--) {
      if ((plain[f - 1] ?? 0) + (rule.oddCounts ? (odd[f - 1] ?? 0) : 0) >= rule.size) return { rule, face: f };
    }
  }
  return { face: 0 };
}

/** One face's part, with the odd die showing `oddFace` (0 when there is none): the best rule met so far, as rules.length - index (0 none). */
function germanStep(oddFace: number, rules: readonly ResultRule[]): FaceStep {
  return (acc, face, plain) => {
    let k = 0;
    for (const r of rules) {
      if (plain + (r.oddCounts && face === oddFace ? 1 : 0) >= r.size) return Math.max(acc, rules.length - k);
      k++;
    }
    return acc;
  };
}

function decode(code: number, rules: readonly ResultRule[]): GermanFireResult {
  return code === 0 ? 'none' : required(rules[rules.length - code], 'the result rule of a code').result;
}

export const germanFire = defineProcedure<GermanFireInputs, GermanFireOutcome>({
  id: 'brecourt.german-fire',
  system: 'brecourt',
  title: 'German fire',
  source: 'German Sheet: Firing',
  description: 'A German figure fires: three alike wounds (roll the wound table), a plain pair suppresses.',
  inputs: [
    {
      name: 'weapon',
      label: 'Weapon',
      type: 'choice',
      options: [
        { value: 'rifle', label: 'Rifle (2 + odd-coloured die)' },
        { value: 'smg', label: 'SMG' },
        { value: 'assault-rifle', label: 'Assault rifle' },
        { value: 'mg42', label: 'MG42' },
      ],
      default: 'rifle',
    },
    rangeInput('MG42'),
    { name: 'targetInOpen', label: 'Target in the open', type: 'boolean' },
    { name: 'targetProneInCover', label: 'Target prone in cover', type: 'boolean' },
    { name: 'firerSuppressionMarkers', label: 'Suppression markers on the firer', type: 'integer', min: 0, max: 12 },
    { name: 'mg42NoLoader', label: 'MG42 without a loader', type: 'boolean' },
    { name: 'movedAndFired', label: 'Moved and fired', type: 'boolean', help: 'Only Fallschirmjäger may.' },
    { name: 'fallschirmjager', label: 'Fallschirmjäger', type: 'boolean' },
    { name: 'figuresInTemplate', label: 'Figures in the template (MG42)', type: 'integer', min: 0, max: 12 },
  ],
  outcomeKeys: ['result'],
  tables: [T.germanWeapons, T.germanFireModifiers, T.germanFireResults],
  dice,
  resolve(i, roll, ctx) {
    const pool = germanFirePool(i, ctx);
    const shownPool = poolLine(ctx.table(T.germanWeapons), i.weapon, pool.base, pool.modifiers, pool.total);
    if (pool.cannotFire) {
      return {
        outcome: { result: 'cannot-fire' },
        summary: 'Cannot fire',
        modifiers: pool.modifiers,
        explanation: [shownPool, pool.why ?? ''],
        cell: { table: T.germanFireModifiers, row: 'floor' },
      };
    }
    const rules = resultRules(ctx);
    const r = read(Tally.of(dice(i, ctx), roll), rules);
    const result: GermanFireResult = r.rule?.result ?? 'none';
    const explanation = [
      `${shownPool}${pool.odd ? ` (${pool.plain} plain + ${pool.odd} odd-coloured)` : ''}`,
      `Rolled: plain ${listDice(roll.plain ?? [])}${pool.odd ? `; odd-coloured ${listDice(roll.odd ?? [])}` : ''}`,
    ];
    if (r.rule)
      explanation.push(
        `${r.rule.label}, ${r.face}s${r.rule.oddCounts && pool.odd ? ' (the odd-coloured die may count)' : ' (plain dice only)'}: ${result === 'wound' ? 'WOUND, roll the wound table' : result.toUpperCase()}`,
      );
    else
      explanation.push(
        pool.odd
          ? 'No set the table counts (the odd-coloured die helps only three alike): no effect'
          : 'No pair: no effect',
      );
    const counted = new Set([r.face]);
    return {
      outcome: { result },
      summary:
        result === 'wound' ? 'WOUND: roll the wound table' : result === 'suppressed' ? 'Suppressed' : 'No effect',
      modifiers: pool.modifiers,
      explanation,
      ...(r.rule ? { cell: { table: T.germanFireResults, row: r.rule.key, column: 'result' } } : {}),
      decisive: r.rule
        ? { plain: indicesOf(roll.plain, counted), ...(r.rule.oddCounts ? { odd: indicesOf(roll.odd, counted) } : {}) }
        : {},
    };
  },
  odds(i, ctx) {
    const pool = germanFirePool(i, ctx);
    if (pool.cannotFire) return [{ outcome: { result: 'cannot-fire' }, p: 1 }];
    const rules = resultRules(ctx);
    if (pool.odd > 1)
      return exactOdds(
        dice(i, ctx),
        (t) => read(t, rules).rule?.result ?? 'none',
        (result) => ({ result }),
      );
    const total = new Map<number, number>();
    const oddFaces = pool.odd === 0 ? [0] : D6_FACES;
    for (const o of oddFaces) {
      for (const [code, p] of foldFacesDistribution(pool.plain, D6_FACES, germanStep(o, rules)))
        total.set(code, (total.get(code) ?? 0) + p / oddFaces.length);
    }
    const merged = new Map<GermanFireResult, number>();
    for (const [code, p] of total) merged.set(decode(code, rules), (merged.get(decode(code, rules)) ?? 0) + p);
    return [...merged].map(([result, p]) => ({ outcome: { result }, p }));
  },
  label: (o) => GERMAN_FIRE_WORDS[o.result],
});

import {
  D6,
  D6_FACES,
  defineProcedure,
  exactOdds,
  foldFacesDistribution,
  group,
  modifier,
  numberCell,
  Tally,
  type DiceGroup,
  type FaceStep,
  type Modifier,
  type RulesContext,
} from '../../../engine/index.ts';
import { settingString, within12 } from '../settings.ts';
import { indicesOf, listDice } from '../sets.ts';
import { rule, sourceOf, T } from '../tables.ts';

export type GermanWeapon = 'rifle' | 'smg' | 'assault-rifle' | 'mg42';
export type GermanFireResult = 'wound' | 'suppressed' | 'none' | 'cannot-fire';

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
  const out: Modifier[] = [];
  const m = (key: string, times = 1, label?: string): void => {
    out.push(modifier(label ?? (mods.rows.find((r) => r.key === key)?.label ?? key), numberCell(mods, key, 'dice') * times, sourceOf(mods, key)));
  };
  const row = weapons.rows.find((r) => r.key === i.weapon);
  if (row?.values.perFigureInTemplate === true && i.figuresInTemplate > 0) {
    out.push(modifier(`Figures in the template (${i.figuresInTemplate})`, i.figuresInTemplate, sourceOf(weapons, i.weapon)));
  }
  if (row?.values.closeRangeBonus === true && within12(ctx, i.rangeInches, band)) m('under-12');
  if (i.targetInOpen) m('open');
  if (i.targetProneInCover) m('prone-in-cover');
  if (i.firerSuppressionMarkers > 0) m('firer-suppressed', i.firerSuppressionMarkers, `Firer suppressed (${i.firerSuppressionMarkers} marker${i.firerSuppressionMarkers === 1 ? '' : 's'})`);
  if (i.weapon === 'mg42' && i.mg42NoLoader) m('mg42-no-loader');
  if (i.movedAndFired && i.fallschirmjager) m('moved');
  const base = plainBase + oddBase;
  const total = base + out.reduce((s, x) => s + x.amount, 0);
  const floor = numberCell(mods, 'floor', 'dice');
  if (i.movedAndFired && !i.fallschirmjager) {
    return { plain: 0, odd: 0, base, total, modifiers: out, cannotFire: true, why: 'Only Fallschirmjäger may move and fire (Additional rules).' };
  }
  if (total <= floor) {
    return { plain: 0, odd: 0, base, total, modifiers: out, cannotFire: true, why: `Modifiers leave ${total} dice: ${floor} or fewer cannot fire (${sourceOf(mods, 'floor')}).` };
  }
  let odd = oddBase;
  if (odd > 0 && total < base && settingString(ctx, 'rifleOddDie') === 'dropped-first') odd = Math.max(0, odd - (base - total));
  return { plain: total - odd, odd, base, total, modifiers: out, cannotFire: false };
}

const dice = (i: GermanFireInputs, ctx: RulesContext): DiceGroup[] => {
  const p = germanFirePool(i, ctx);
  return [
    group('plain', 'plain d6', D6, p.plain),
    group('odd', 'odd-coloured d6', D6, p.odd, { note: 'The German rifle’s odd-coloured die: counts towards three alike, never towards a pair.' }),
  ];
};

/** Largest set counting the odd die, and the largest set among plain dice only. */
function read(t: Tally): { withOdd: number; plainOnly: number; tripleFace: number; pairFace: number } {
  let withOdd = 0;
  let plainOnly = 0;
  let tripleFace = 0;
  let pairFace = 0;
  const plain = t.counts[0] as number[];
  const odd = t.counts[1] as number[];
  for (let f = 1; f <= 6; f++) {
    const p = plain[f - 1] as number;
    const o = odd[f - 1] as number;
    if (p + o > withOdd) withOdd = p + o;
    if (p + o >= 3) tripleFace = f;
    if (p > plainOnly) plainOnly = p;
    if (p >= 2) pairFace = f;
  }
  return { withOdd, plainOnly, tripleFace, pairFace };
}

const CODES: readonly GermanFireResult[] = ['none', 'suppressed', 'wound'];

/** One face's part, with the odd die showing `oddFace` (0 when there is none): 2 wound, 1 suppressed, 0 nothing. */
function germanStep(oddFace: number): FaceStep {
  return (acc, face, plain) => {
    if (plain + (face === oddFace ? 1 : 0) >= 3) return 2;
    return plain >= 2 && acc < 1 ? 1 : acc;
  };
}

function resultOf(withOdd: number, plainOnly: number): GermanFireResult {
  if (withOdd >= 3) return 'wound';
  if (plainOnly >= 2) return 'suppressed';
  return 'none';
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
    { name: 'rangeInches', label: 'Range', type: 'integer', min: 0, max: 120, unit: 'in', help: 'Under 12" adds a die (not the MG42).' },
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
    const weaponLabel = ctx.table(T.germanWeapons).rows.find((r) => r.key === i.weapon)?.label ?? i.weapon;
    const poolLine = `Pool: ${weaponLabel} ${pool.base}${pool.modifiers.map((m) => `, ${m.label} ${m.amount >= 0 ? '+' : ''}${m.amount}`).join('')} = ${pool.total} dice`;
    if (pool.cannotFire) {
      return {
        outcome: { result: 'cannot-fire' },
        summary: 'Cannot fire',
        modifiers: pool.modifiers,
        explanation: [poolLine, pool.why ?? ''],
        cell: { table: T.germanFireModifiers, row: 'floor' },
      };
    }
    const t = Tally.of(dice(i, ctx), roll);
    const r = read(t);
    const result = resultOf(r.withOdd, r.plainOnly);
    const explanation = [
      `${poolLine}${pool.odd ? ` (${pool.plain} plain + ${pool.odd} odd-coloured)` : ''}`,
      `Rolled: plain ${listDice(roll.plain ?? [])}${pool.odd ? `; odd-coloured ${listDice(roll.odd ?? [])}` : ''}`,
    ];
    if (result === 'wound') explanation.push(`Three or more ${r.tripleFace}s${pool.odd ? ' (the odd die may count here)' : ''}: WOUND, roll the wound table`);
    else if (result === 'suppressed') explanation.push(`A pair of ${r.pairFace}s among the plain dice: SUPPRESSED`);
    else explanation.push(pool.odd && r.withOdd === 2 ? 'Only a pair made with the odd-coloured die, which does not count for pairs: no effect' : 'No pair: no effect');
    const face = result === 'wound' ? r.tripleFace : r.pairFace;
    return {
      outcome: { result },
      summary: result === 'wound' ? 'WOUND: roll the wound table' : result === 'suppressed' ? 'Suppressed' : 'No effect',
      modifiers: pool.modifiers,
      explanation,
      ...(result === 'none' ? {} : { cell: { table: T.germanFireResults, row: result === 'wound' ? 'three' : 'pair', column: 'result' } }),
      decisive: result === 'none' ? {} : { plain: indicesOf(roll.plain, new Set([face])), ...(result === 'wound' ? { odd: indicesOf(roll.odd, new Set([face])) } : {}) },
    };
  },
  odds(i, ctx) {
    const pool = germanFirePool(i, ctx);
    if (pool.cannotFire) return [{ outcome: { result: 'cannot-fire' }, p: 1 }];
    if (pool.odd > 1) {
      return exactOdds(dice(i, ctx), (t) => { const r = read(t); return resultOf(r.withOdd, r.plainOnly); }, (result) => ({ result }));
    }
    const total = new Map<number, number>();
    const oddFaces = pool.odd === 0 ? [0] : D6_FACES;
    for (const o of oddFaces) {
      for (const [code, p] of foldFacesDistribution(pool.plain, D6_FACES, germanStep(o))) total.set(code, (total.get(code) ?? 0) + p / oddFaces.length);
    }
    return [...total].sort(([a], [b]) => a - b).map(([code, p]) => ({ outcome: { result: CODES[code] as GermanFireResult }, p }));
  },
  label: (o) => o.result,
});

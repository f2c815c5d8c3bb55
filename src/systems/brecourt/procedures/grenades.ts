import {
  D6,
  D6_FACES,
  defineProcedure,
  exactOdds,
  foldFacesDistribution,
  group,
  modifier,
  numberCell,
  choiceCell,
  Tally,
  type DiceGroup,
  type Modifier,
  type RulesContext,
  type TableData,
} from '../../../engine/index.ts';
import { nearSide, settingString } from '../settings.ts';
import { d6Counts, indicesOf, listDice, setRowKey, setValue } from './sets.ts';
import { rule, sourceOf, T } from '../tables.ts';

// ---------------------------------------------------------------- US grenade scatter

const LANDINGS = ['on-target', 'long', 'short'] as const;
export type Landing = (typeof LANDINGS)[number];
type ScatterInputs = { aimInches: number };
type ScatterOutcome = { landing: Landing; offsetInches: number };

/** Whether an aim exactly on the scatter table's band edge reads the near column (the grenadeSixInches setting). */
export function sixIsNear(ctx: RulesContext): boolean {
  return settingString(ctx, 'grenadeSixInches') !== 'far';
}

/** Which column of the scatter table an aim distance uses (exactly on the edge per the setting). */
export function scatterBand(aimInches: number, ctx: RulesContext): 'near' | 'far' {
  return nearSide(aimInches, rule(ctx.table(T.rules), 'grenade-near-band'), sixIsNear(ctx)) ? 'near' : 'far';
}

function scatterRow(table: TableData, band: string, die: number): string {
  const row = table.rows.find(
    (r) => r.values.band === band && numberCell(table, r.key, 'min') <= die && die <= numberCell(table, r.key, 'max'),
  );
  if (!row) throw new RangeError(`${table.id}: no row for ${band} and ${die}`);
  return row.key;
}

const scatterDice = (): DiceGroup[] => [group('die', 'd6', D6, 1)];

export const usGrenadeScatter = defineProcedure<ScatterInputs, ScatterOutcome>({
  id: 'brecourt.us-grenade-scatter',
  system: 'brecourt',
  title: 'US grenade throw (scatter)',
  source: 'US Sheet: Grenades',
  description: 'One d6 read in the column of the aim distance: on target, long or short.',
  inputs: [
    {
      name: 'aimInches',
      label: 'Distance to the point of aim',
      type: 'integer',
      min: 1,
      max: 12,
      default: 6,
      unit: 'in',
    },
  ],
  outcomeKeys: ['landing', 'offsetInches'],
  tables: [T.grenadeScatter],
  dice: scatterDice,
  resolve(i, roll, ctx) {
    const table = ctx.table(T.grenadeScatter);
    const band = scatterBand(i.aimInches, ctx);
    const die = Tally.of(scatterDice(), roll).sum('die');
    const key = scatterRow(table, band, die);
    const landing = choiceCell(table, key, 'landing', LANDINGS);
    const offsetInches = numberCell(table, key, 'offsetInches');
    const max = rule(ctx.table(T.rules), 'us-grenade-range');
    return {
      outcome: { landing, offsetInches },
      summary: landing === 'on-target' ? 'On target' : `${offsetInches}" ${landing}`,
      modifiers: [],
      explanation: [
        `Aimed ${i.aimInches}" (at most ${max}"): the ${band === 'near' ? 'near' : 'far'} column (${table.rows.find((r) => r.values.band === band)?.label?.replace(/:.*/, '') ?? band})`,
        `Rolled ${die}: ${table.rows.find((r) => r.key === key)?.label ?? key}${landing === 'on-target' ? '' : `, ${offsetInches}" ${landing}`}`,
        'Place the template where it lands; a grenade landing outside a trench spares figures inside it.',
      ],
      cell: { table: T.grenadeScatter, row: key, column: 'landing' },
      decisive: { die: [0] },
    };
  },
  odds(i, ctx) {
    const table = ctx.table(T.grenadeScatter);
    const band = scatterBand(i.aimInches, ctx);
    return exactOdds(
      scatterDice(),
      (t) => scatterRow(table, band, t.sum('die')),
      (key) => ({
        landing: choiceCell(table, key, 'landing', LANDINGS),
        offsetInches: numberCell(table, key, 'offsetInches'),
      }),
    );
  },
  label: (o) => (o.landing === 'on-target' ? 'on target' : `${o.offsetInches}" ${o.landing}`),
});

// ---------------------------------------------------------------- blast pools

function blastPool(
  ctx: RulesContext,
  side: 'us' | 'german',
  figures: number,
): { dice: number; modifiers: Modifier[]; line: string } {
  const t = ctx.table(T.grenadeBlast);
  const base = numberCell(t, side, 'baseDice');
  const perFigure = numberCell(t, side, 'perFigure');
  const dice = base + perFigure * figures;
  return {
    dice,
    modifiers: [modifier(`Figures in the area (${figures})`, perFigure * figures, sourceOf(t, side))],
    line: `Pool: ${base} + ${perFigure} per figure × ${figures} = ${dice} dice`,
  };
}

type BlastInputs = { figuresInArea: number };

/** With nobody under the template the dice could wound, kill or suppress nobody, so none are rolled. */
const NOBODY_CAUGHT = 'Nobody is in the blast area: the grenade goes off and hurts nobody, so no dice are rolled';

function blastDice(side: 'us' | 'german', i: BlastInputs, ctx: RulesContext): DiceGroup[] {
  return [group('pool', 'd6 pool', D6, i.figuresInArea > 0 ? blastPool(ctx, side, i.figuresInArea).dice : 0)];
}

/** The chance of each number of casualties: what each face's count of dice gives, summed, at most the figures there. */
function casualtyOdds(dice: number, perFace: (count: number) => number, figures: number): [number, number][] {
  const out = new Map<number, number>();
  for (const [k, p] of foldFacesDistribution(dice, D6_FACES, (acc, _f, c) => acc + perFace(c))) {
    const capped = Math.min(k, figures);
    out.set(capped, (out.get(capped) ?? 0) + p);
  }
  return [...out].sort(([a], [b]) => a - b);
}

const usBlastDice = (i: BlastInputs, ctx: RulesContext): DiceGroup[] => blastDice('us', i, ctx);

export const usGrenadeBlast = defineProcedure<BlastInputs, { kills: number }>({
  id: 'brecourt.us-grenade-blast',
  system: 'brecourt',
  title: 'US grenade blast',
  source: 'US Sheet: Blast Effect',
  description:
    'Two dice plus one per figure under the template: pairs kill, bigger sets kill more; survivors are stunned.',
  inputs: [
    {
      name: 'figuresInArea',
      label: 'Figures in the blast area',
      type: 'integer',
      min: 0,
      max: 12,
      help: 'Count only figures the blast reaches (not those in a trench when it lands outside).',
    },
  ],
  outcomeKeys: ['kills'],
  tables: [T.grenadeBlast, T.sets],
  dice: usBlastDice,
  resolve(i, roll, ctx) {
    const cell = { table: T.grenadeBlast, row: 'us', column: 'baseDice' };
    if (i.figuresInArea === 0)
      return { outcome: { kills: 0 }, summary: 'Nobody caught', modifiers: [], explanation: [NOBODY_CAUGHT], cell };
    const pool = blastPool(ctx, 'us', i.figuresInArea);
    const sets = ctx.table(T.sets);
    const counts = d6Counts(Tally.of(usBlastDice(i, ctx), roll), 'pool');
    const lines: string[] = [];
    let raw = 0;
    const faces = new Set<number>();
    for (let f = 1; f <= 6; f++) {
      const c = counts[f] ?? 0;
      const k = setValue(sets, c, 'grenadeKills');
      if (k > 0) {
        raw += k;
        faces.add(f);
        lines.push(`${c} × ${f}: ${k} kill${k === 1 ? '' : 's'} (sets table row "${setRowKey(sets, c) ?? ''}")`);
      }
    }
    const kills = Math.min(raw, i.figuresInArea);
    const stunned = i.figuresInArea - kills;
    return {
      outcome: { kills },
      summary: `${kills} killed${stunned ? `, ${stunned} stunned` : ''}`,
      modifiers: pool.modifiers,
      explanation: [
        pool.line,
        `Rolled ${listDice(roll.pool ?? [])}`,
        ...(lines.length ? lines : ['No pair: nobody killed']),
        ...(raw > i.figuresInArea ? [`The dice give ${raw} kills but only ${i.figuresInArea} figures are there`] : []),
        ...(stunned
          ? [
              `${stunned} survivor${stunned === 1 ? '' : 's'} stunned: out of action to the next US turn, then suppressed for the German turn`,
            ]
          : []),
      ],
      cell,
      decisive: { pool: indicesOf(roll.pool, faces) },
    };
  },
  odds(i, ctx) {
    const n = blastPool(ctx, 'us', i.figuresInArea).dice;
    const sets = ctx.table(T.sets);
    const kills = Array.from({ length: n + 1 }, (_, c) => setValue(sets, c, 'grenadeKills'));
    return casualtyOdds(n, (c) => kills[c] ?? 0, i.figuresInArea).map(([kills, p]) => ({ outcome: { kills }, p }));
  },
  label: (o) => `${o.kills} killed`,
});

// ---------------------------------------------------------------- German grenade blast

/** German blast: each face showing a pair or more wounds one figure; the rest are suppressed. */
function germanWounds(t: Tally, figures: number): number {
  let pairs = 0;
  for (const n of t.counts[0] ?? []) if (n >= 2) pairs++;
  return Math.min(pairs, figures);
}

const germanBlastDice = (i: BlastInputs, ctx: RulesContext): DiceGroup[] => blastDice('german', i, ctx);

export const germanGrenadeBlast = defineProcedure<BlastInputs, { wounds: number; suppressed: number }>({
  id: 'brecourt.german-grenade-blast',
  system: 'brecourt',
  title: 'German grenade blast',
  source: 'German Sheet: Grenades',
  description:
    'Goes off after the US move: two dice plus one per figure; each pair wounds a figure, the rest are suppressed.',
  inputs: [
    {
      name: 'figuresInArea',
      label: 'Paratroopers in the blast area',
      type: 'integer',
      min: 0,
      max: 12,
      help: 'Figures that did not get clear during their move.',
    },
  ],
  outcomeKeys: ['wounds', 'suppressed'],
  tables: [T.grenadeBlast],
  dice: germanBlastDice,
  resolve(i, roll, ctx) {
    const cell = { table: T.grenadeBlast, row: 'german', column: 'baseDice' };
    if (i.figuresInArea === 0)
      return {
        outcome: { wounds: 0, suppressed: 0 },
        summary: 'Nobody caught',
        modifiers: [],
        explanation: [NOBODY_CAUGHT],
        cell,
      };
    const pool = blastPool(ctx, 'german', i.figuresInArea);
    const t = Tally.of(germanBlastDice(i, ctx), roll);
    const wounds = germanWounds(t, i.figuresInArea);
    const pairFaces = new Set<number>();
    for (let f = 1; f <= 6; f++) if (t.count('pool', f) >= 2) pairFaces.add(f);
    const suppressed = i.figuresInArea - wounds;
    const direct = settingString(ctx, 'germanGrenadeWound') === 'direct';
    return {
      outcome: { wounds, suppressed },
      summary: `${wounds} wounded, ${suppressed} suppressed`,
      modifiers: pool.modifiers,
      explanation: [
        pool.line,
        `Rolled ${listDice(roll.pool ?? [])}`,
        pairFaces.size
          ? `Faces paired: ${[...pairFaces].join(', ')}: one wound each${pairFaces.size > i.figuresInArea ? `, at most ${i.figuresInArea}` : ''}`
          : 'No pair: nobody wounded',
        wounds
          ? direct
            ? 'Each wounded figure takes one wound (setting)'
            : 'Each wounded figure rolls on the wound table'
          : '',
        suppressed ? `${suppressed} other figure${suppressed === 1 ? '' : 's'} suppressed` : '',
      ].filter((x) => x !== ''),
      cell,
      decisive: { pool: indicesOf(roll.pool, pairFaces) },
    };
  },
  odds(i, ctx) {
    const n = blastPool(ctx, 'german', i.figuresInArea).dice;
    return casualtyOdds(n, (c) => (c >= 2 ? 1 : 0), i.figuresInArea).map(([wounds, p]) => ({
      outcome: { wounds, suppressed: i.figuresInArea - wounds },
      p,
    }));
  },
  label: (o) => `${o.wounds} wounded, ${o.suppressed} suppressed`,
});

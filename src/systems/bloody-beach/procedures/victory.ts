import { defineProcedure, type RulesContext } from '../../../engine/index.ts';
import { constant, SYSTEM, T } from './common.ts';

interface Inputs {
  usVillages: number;
  usTowns: number;
  germanVillages: number;
  germanTowns: number;
  noUsBeachheads: boolean;
  usTookAllThreeTowns: boolean;
  [k: string]: number | string | boolean;
}
type Outcome = { level: string; usPoints: number; germanPoints: number; automatic: boolean };

/** The level for a US:German ratio from the victory table (10.1.2). */
export function victoryLevel(
  ctx: RulesContext,
  us: number,
  german: number,
): { key: string; label: string; ratio: number } {
  const ratio = german === 0 ? (us === 0 ? 1 : Number.POSITIVE_INFINITY) : us / german;
  const table = ctx.table(T.victory);
  for (const row of table.rows) {
    const upTo = row.values.upTo;
    const inclusive = row.values.inclusive === true;
    if (typeof upTo !== 'number' || (inclusive ? ratio <= upTo : ratio < upTo))
      return { key: row.key, label: row.label ?? row.key, ratio };
  }
  const last = table.rows[table.rows.length - 1];
  return { key: last?.key ?? 'draw', label: last?.label ?? 'Draw', ratio };
}

export function victory(ctx: RulesContext, i: Inputs): { outcome: Outcome; lines: string[] } {
  const v = constant(ctx, 'village-points');
  const t = constant(ctx, 'town-points');
  const us = i.usVillages * v + i.usTowns * t;
  const german = i.germanVillages * v + i.germanTowns * t;
  if (i.noUsBeachheads)
    return {
      outcome: { level: 'german-major', usPoints: us, germanPoints: german, automatic: true },
      lines: [
        'No US beachhead marker on the map after the first US activation: automatic German Major Victory (10.2.1)',
      ],
    };
  if (i.usTookAllThreeTowns)
    return {
      outcome: { level: 'us-major', usPoints: us, germanPoints: german, automatic: true },
      lines: [
        'US units last moved through every hex of Trévières, Grandcamp les Bains and Tour-en-Bessin: automatic US Major Victory (10.2.2)',
      ],
    };
  const r = victoryLevel(ctx, us, german);
  return {
    outcome: { level: r.key, usPoints: us, germanPoints: german, automatic: false },
    lines: [
      `US ${i.usVillages} village hexes x ${v} + ${i.usTowns} town hexes x ${t} = ${us}`,
      `German ${i.germanVillages} x ${v} + ${i.germanTowns} x ${t} = ${german}`,
      `Ratio ${Number.isFinite(r.ratio) ? r.ratio.toFixed(2) : 'no German points'}: ${r.label} (10.1.2)`,
    ],
  };
}

export const victoryProcedure = defineProcedure<Inputs, Outcome>({
  id: 'bloody-beach.victory',
  system: SYSTEM,
  title: 'Victory',
  source: '10.1, 10.2',
  description:
    'Village hexes score 1 and town hexes 3 for the side holding them; the ratio of US to German points gives the level. Automatic victories override it.',
  inputs: [
    { name: 'usVillages', label: 'Village hexes held by the US', type: 'integer', min: 0, max: 99, default: 0 },
    { name: 'usTowns', label: 'Town hexes held by the US', type: 'integer', min: 0, max: 99, default: 0 },
    {
      name: 'germanVillages',
      label: 'Village hexes held by the Germans',
      type: 'integer',
      min: 0,
      max: 99,
      default: 0,
    },
    { name: 'germanTowns', label: 'Town hexes held by the Germans', type: 'integer', min: 0, max: 99, default: 0 },
    { name: 'noUsBeachheads', label: 'No US beachhead on the map (after the first US activation)', type: 'boolean' },
    {
      name: 'usTookAllThreeTowns',
      label: 'US last through every hex of Trévières, Grandcamp and Tour-en-Bessin',
      type: 'boolean',
    },
  ],
  outcomeKeys: ['level', 'usPoints', 'germanPoints', 'automatic'],
  tables: [T.victory, T.constants],
  dice: () => [],
  resolve(i, _roll, ctx) {
    const r = victory(ctx, i);
    const label = ctx.table(T.victory).rows.find((x) => x.key === r.outcome.level)?.label ?? r.outcome.level;
    return {
      outcome: r.outcome,
      summary: label.toUpperCase(),
      modifiers: [],
      explanation: r.lines,
      cell: { table: T.victory, row: r.outcome.level },
    };
  },
  odds: (i, ctx) => [{ outcome: victory(ctx, i).outcome, p: 1 }],
  label: (o) => o.level,
});

interface SupplyInputs {
  division: 'us-1' | 'us-29' | 'german-352';
  beachheadsTraced: number;
  [k: string]: number | string | boolean;
}

export const turnTwoSupply = defineProcedure<SupplyInputs, { added: number }>({
  id: 'bloody-beach.turn-two-supply',
  system: SYSTEM,
  title: 'Turn 2 supply',
  source: '4.3.2, 4.3.3',
  description:
    'On turn 2 the 352nd gets 15 points; each US division gets 4 for each of its beachhead markers on a beach hex that its HQ traces a line of communications to.',
  inputs: [
    {
      name: 'division',
      label: 'Division',
      type: 'choice',
      options: [
        { value: 'us-1', label: 'US 1st Infantry' },
        { value: 'us-29', label: 'US 29th Infantry' },
        { value: 'german-352', label: 'German 352nd' },
      ],
      default: 'us-1',
    },
    {
      name: 'beachheadsTraced',
      label: 'Its beachheads on beach hexes, traced to its HQ',
      type: 'integer',
      min: 0,
      max: 20,
      default: 0,
    },
  ],
  outcomeKeys: ['added'],
  tables: [T.constants],
  dice: () => [],
  resolve(i, _roll, ctx) {
    const added =
      i.division === 'german-352'
        ? constant(ctx, 'turn2-supply-german-352')
        : i.beachheadsTraced * constant(ctx, 'turn2-supply-us-per-beachhead');
    return {
      outcome: { added },
      summary: `+${added} SUPPLY`,
      modifiers: [],
      explanation: [
        i.division === 'german-352'
          ? `The 352nd adds ${added} (4.3.2)`
          : `${i.beachheadsTraced} beachheads x ${constant(ctx, 'turn2-supply-us-per-beachhead')} = ${added} (4.3.3)`,
      ],
    };
  },
  odds: (i, ctx) => [{ outcome: turnTwoSupply_added(i, ctx), p: 1 }],
  label: (o) => `+${o.added}`,
});

function turnTwoSupply_added(i: SupplyInputs, ctx: RulesContext): { added: number } {
  return {
    added:
      i.division === 'german-352'
        ? constant(ctx, 'turn2-supply-german-352')
        : i.beachheadsTraced * constant(ctx, 'turn2-supply-us-per-beachhead'),
  };
}

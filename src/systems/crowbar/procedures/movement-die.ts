import {
  defineProcedure,
  exactOutcomeOdds,
  group,
  type DiceGroup,
  type DieSpec,
  type RulesContext,
  type TableData,
} from '../../../engine/index.ts';

type Color = 'green' | 'yellow' | 'red' | 'black';
const TABLE = 'crowbar.movement-dice';

/** A Movement Die as a custom DieSpec whose faces are the rows of crowbar.movement-dice. */
export function movementDieSpec(table: TableData, color: Color): DieSpec {
  const rows = table.rows
    .filter((r) => r.values.die === color)
    .sort((a, b) => Number(a.values.face) - Number(b.values.face));
  const faceLabels: Record<string, string> = {};
  const faces = rows.map((r) => {
    faceLabels[r.key] = faceWords(r.values);
    return r.key;
  });
  return { id: `movement-${color}`, label: `${color} Movement Die`, faces, faceLabels };
}

const dice = (i: { die: string }, ctx: RulesContext): DiceGroup[] => [
  group('die', `${i.die} Movement Die`, movementDieSpec(ctx.table(TABLE), i.die as Color), 1),
];

/**
 * A face in words from what its row says it does ("1 Hit / Advance 1", "Stop Activation / Draw Event Card"), so
 * an owner's correction of a face is what the odds and the game say; the shipped rows read as their printed labels.
 */
export function faceWords(v: Readonly<Record<string, unknown>>): string {
  const parts: string[] = [];
  const hits = typeof v.hits === 'number' ? v.hits : 0;
  if (v.variable === true) parts.push('Variable Hits');
  else if (hits > 0) parts.push(`${hits} Hit${hits === 1 ? '' : 's'}`);
  if (v.stop === true) parts.push('Stop Activation');
  if (v.shaken === true) parts.push('Shaken');
  if (v.rout === true) parts.push('Routed');
  if (typeof v.advance === 'number' && v.advance > 0) parts.push(`Advance ${v.advance}`);
  if (v.chit === 'ranger') parts.push('Ranger Chit');
  else if (v.chit === 'german') parts.push('German Chit');
  if (v.card === true) parts.push(parts.length ? 'Draw Event Card' : 'No Effect / Draw Event Card');
  return parts.join(' / ') || 'No Effect';
}

function read(ctx: RulesContext, key: string): { result: string; provisional: boolean } {
  const t = ctx.table(TABLE);
  const row = t.rows.find((r) => r.key === key);
  return { result: row ? faceWords(row.values) : key, provisional: row?.provisional ?? t.provisional ?? false };
}

export const movementDie = defineProcedure<{ die: string }, { result: string; provisional: boolean }>({
  id: 'crowbar.movement-die',
  system: 'crowbar',
  title: 'Movement Die',
  source: 'G-6, G-7',
  description: 'One coloured Movement Die; its face is applied hits first, then Advances, combat, chit and card (G-5).',
  inputs: [
    {
      name: 'die',
      label: 'Die',
      type: 'choice',
      options: [
        { value: 'green', label: 'Green (safe)' },
        { value: 'yellow', label: 'Yellow (normal)' },
        { value: 'red', label: 'Red (risky)' },
        { value: 'black', label: 'Black (dangerous)' },
      ],
      default: 'green',
    },
  ],
  outcomeKeys: ['result', 'provisional'],
  tables: [TABLE],
  dice,
  resolve(i, roll, ctx) {
    const key = String(roll.die?.[0] ?? '');
    const o = read(ctx, key);
    return {
      outcome: o,
      summary: o.result,
      modifiers: [],
      explanation: [
        `${i.die} die shows ${o.result}${o.provisional ? ' (a face the text does not show: provisional)' : ''}`,
      ],
      cell: { table: TABLE, row: key },
      decisive: { die: [0] },
    };
  },
  odds(i, ctx) {
    return exactOutcomeOdds(dice(i, ctx), (t) => read(ctx, String(t.list('die')[0] ?? '')));
  },
  label: (o) => o.result,
});

import { defineProcedure, type DiceRoll, exactOdds, modify, type RulesContext } from '../../../engine/index.ts';
import { describeMods, driftLookup, driftModifiers } from '../rules/lookups.ts';
import { T } from '../tables.ts';
import { cardDrmInput, d6, type GameProcedure, oneDie, SYSTEM } from './common.ts';

type I = { cardDrm: number };
type O = { shift: number };

/** The roll worked out, for resolve and outcome alike: the die, the DRMs, the modified value, the table's row. */
function work({ cardDrm }: I, roll: DiceRoll, ctx: RulesContext) {
  const die = d6(roll);
  const mods = driftModifiers(cardDrm);
  const value = modify(die, mods).value;
  const { shift, row } = driftLookup(ctx, value);
  return { die, mods, value, shift, row };
}

export const driftRoll: GameProcedure<I, O> = {
  id: 'bloody-omaha.drift',
  system: SYSTEM,
  title: 'Drift',
  source: '6.3',
  description:
    'One d6 per unit in a First Wave square: it stays, or slides one or two squares to its left (off the map beyond the edge).',
  inputs: [cardDrmInput('drift')],
  outcomeKeys: ['shift'],
  tables: [T.drift],
  dice: () => oneDie(),
  resolve(i, roll, ctx) {
    const { die, mods, value, shift, row } = work(i, roll, ctx);
    return {
      outcome: { shift },
      summary: shift === 0 ? 'No drift' : `Drifts ${shift} square${shift > 1 ? 's' : ''} left`,
      modifiers: mods,
      explanation: [
        `d6 ${die}; ${describeMods(mods)}; modified ${value}`,
        `Drift Table row "${row.label ?? row.key}": shift ${shift} (6.3)`,
      ],
      cell: { table: T.drift, row: row.key, column: 'shift' },
      decisive: { die: [0] },
    };
  },
  outcome: (i, roll, ctx) => ({ shift: work(i, roll, ctx).shift }),
  odds({ cardDrm }, ctx) {
    const mods = driftModifiers(cardDrm);
    return exactOdds(
      oneDie(),
      (t) => modify(t.sum('die'), mods).value,
      (m) => ({ shift: driftLookup(ctx, m).shift }),
    );
  },
  label: (o) => (o.shift === 0 ? 'no drift' : `${o.shift} left`),
};

export const drift = defineProcedure(driftRoll);

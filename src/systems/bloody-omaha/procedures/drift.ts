import { type ProcedureDefinition, defineProcedure, exactOdds, modify } from '../../../engine/index.ts';
import { describeMods, driftLookup, driftModifiers } from '../rules/lookups.ts';
import { T } from '../tables.ts';
import { cardDrmInput, d6, oneDie, SYSTEM } from './common.ts';

type I = { cardDrm: number };
type O = { shift: number };

export const driftRoll: ProcedureDefinition<I, O> = {
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
  resolve({ cardDrm }, roll, ctx) {
    const die = d6(roll);
    const mods = driftModifiers(cardDrm);
    const v = modify(die, mods);
    const { shift, row } = driftLookup(ctx, v.value);
    return {
      outcome: { shift },
      summary: shift === 0 ? 'No drift' : `Drifts ${shift} square${shift > 1 ? 's' : ''} left`,
      modifiers: mods,
      explanation: [
        `d6 ${die}; ${describeMods(mods)}; modified ${v.value}`,
        `Drift Table row "${row.label ?? row.key}": shift ${shift} (6.3)`,
      ],
      cell: { table: T.drift, row: row.key, column: 'shift' },
      decisive: { die: [0] },
    };
  },
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

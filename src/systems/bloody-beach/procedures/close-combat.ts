import { defineProcedure, exactOdds, modifier, stringCell, Tally, type DiceGroup } from '../../../engine/index.ts';
import { clamp, d10, diffKey, diffRange, SYSTEM, T } from './common.ts';

interface Inputs {
  attackerMorale: number;
  defenderMorale: number;
  defenderCannotRetreat: boolean;
  defenderIsPillboxOrNest: boolean;
  [k: string]: number | string | boolean;
}
type Outcome = {
  result: string;
  attackerSteps: number;
  defenderSteps: number;
  defenderRetreats: boolean;
  defenderEliminated: boolean;
  attackersAdvance: boolean;
};
const dice = (): DiceGroup[] => [d10('die', 'Close combat die')];

/** Decodes a Close Combat cell: A1/A2 attacker losses, EX one each, R defender retreats, D1R/D2R losses and retreat. */
export function decodeCloseCombat(code: string): { attacker: number; defender: number; retreat: boolean } {
  if (code === 'EX') return { attacker: 1, defender: 1, retreat: false };
  if (code === 'R') return { attacker: 0, defender: 0, retreat: true };
  const m = /^([AD])(\d)(R?)$/.exec(code);
  if (!m) return { attacker: 0, defender: 0, retreat: false };
  return m[1] === 'A'
    ? { attacker: Number(m[2]), defender: 0, retreat: false }
    : { attacker: 0, defender: Number(m[2]), retreat: m[3] === 'R' };
}

function outcomeOf(code: string, i: Inputs): Outcome {
  const d = decodeCloseCombat(code);
  let defenderSteps = d.defender;
  let eliminated = false;
  if (d.retreat && i.defenderIsPillboxOrNest)
    eliminated = true; // 4.6.6
  else if (d.retreat && i.defenderCannotRetreat) defenderSteps += 1; // 8.3.5
  const vacated = d.retreat || eliminated;
  return {
    result: code,
    attackerSteps: d.attacker,
    defenderSteps,
    defenderRetreats: d.retreat && !eliminated && !i.defenderCannotRetreat,
    defenderEliminated: eliminated,
    attackersAdvance: vacated,
  };
}

export const closeCombat = defineProcedure<Inputs, Outcome>({
  id: 'bloody-beach.close-combat',
  system: SYSTEM,
  title: 'Close Combat',
  source: '8.5',
  description:
    "Units that began the activation adjacent move into the enemy hex: attacker's morale less the defender's, one d10 on the Close Combat table. If the hex empties, every attacker must advance.",
  inputs: [
    { name: 'attackerMorale', label: "Attacker's morale", type: 'integer', min: 0, max: 10, default: 6 },
    { name: 'defenderMorale', label: "Defender's morale", type: 'integer', min: 0, max: 10, default: 6 },
    { name: 'defenderCannotRetreat', label: 'Defender cannot retreat (partial beach, blocked)', type: 'boolean' },
    { name: 'defenderIsPillboxOrNest', label: 'Defender is a pillbox or resistance nest', type: 'boolean' },
  ],
  outcomeKeys: [
    'result',
    'attackerSteps',
    'defenderSteps',
    'defenderRetreats',
    'defenderEliminated',
    'attackersAdvance',
  ],
  tables: [T.closeCombat],
  dice,
  resolve(i, roll, ctx) {
    const table = ctx.table(T.closeCombat);
    const [lo, hi] = diffRange(table);
    const raw = i.attackerMorale - i.defenderMorale;
    const diff = clamp(raw, lo, hi);
    const die = Tally.of(dice(), roll).sum('die');
    const code = stringCell(table, String(die), diffKey(diff));
    const o = outcomeOf(code, i);
    const parts = [
      o.attackerSteps ? `attacker loses ${o.attackerSteps}` : '',
      o.defenderSteps ? `defender loses ${o.defenderSteps}` : '',
      o.defenderEliminated ? 'defender eliminated (cannot retreat, 4.6.6)' : '',
      o.defenderRetreats ? 'defender retreats' : '',
      o.attackersAdvance ? 'attackers advance (8.5.3)' : '',
    ].filter(Boolean);
    return {
      outcome: o,
      summary: code,
      modifiers: [
        modifier("Attacker's morale", i.attackerMorale, '8.5.2'),
        modifier("Defender's morale", -i.defenderMorale, '8.5.2'),
      ],
      explanation: [
        `Morale ${i.attackerMorale} - ${i.defenderMorale} = ${raw}${diff !== raw ? ` (column ${diff})` : ''}`,
        `d10 ${die}: ${code} (Close Combat table)`,
        parts.join('; ') || 'no effect',
        ...(i.defenderCannotRetreat && decodeCloseCombat(code).retreat && !i.defenderIsPillboxOrNest
          ? ['It cannot retreat, so it loses one step more (8.3.5)']
          : []),
      ],
      cell: { table: T.closeCombat, row: String(die), column: diffKey(diff) },
      decisive: { die: [0] },
    };
  },
  odds(i, ctx) {
    const table = ctx.table(T.closeCombat);
    const [lo, hi] = diffRange(table);
    const diff = clamp(i.attackerMorale - i.defenderMorale, lo, hi);
    return exactOdds(
      dice(),
      (t) => t.sum('die'),
      (die) => outcomeOf(stringCell(table, String(die), diffKey(diff)), i),
    );
  },
  label: (o) => o.result,
});

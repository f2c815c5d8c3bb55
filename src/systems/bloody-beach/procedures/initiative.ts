import { defineProcedure, modifier, Tally, type DiceGroup, type Modifier } from '../../../engine/index.ts';
import { d10, SYSTEM } from './common.ts';

interface Inputs {
  marker: number;
  usOnMapSupply: number;
  germanOnMapSupply: number;
  [k: string]: number | string | boolean;
}
export type InitiativeOutcome = {
  winner: 'us' | 'german' | 'none';
  phaseEnds: boolean;
  /** Where the Initiative Modifier marker stands after the roll: positive favours the US, negative the Germans. */
  marker: number;
};

const dice = (): DiceGroup[] => [
  d10('us', 'US initiative die'),
  d10('german', 'German initiative die'),
  {
    ...d10('end', 'Tie: end-of-phase die'),
    optional: true,
    note: 'Owed only when the two unmodified dice are equal; thrown by the side with less supply on its on-map HQs',
  },
];

/** Initiative (5.1, 5.6.2) from the dice; `end` is read only on an unmodified tie. */
export function initiative(
  i: Inputs,
  us: number,
  german: number,
  end: number | undefined,
): { outcome: InitiativeOutcome; lines: string[]; mods: Modifier[] } {
  const mods: Modifier[] = [];
  if (i.marker > 0) mods.push(modifier('Initiative marker (US side up)', i.marker, '5.1.2'));
  if (i.marker < 0) mods.push(modifier('Initiative marker (German side up)', -i.marker, '5.1.2'));
  if (us === german) {
    const low = Math.min(i.usOnMapSupply, i.germanOnMapSupply);
    const who =
      i.usOnMapSupply < i.germanOnMapSupply
        ? 'US'
        : i.germanOnMapSupply < i.usOnMapSupply
          ? 'German'
          : 'either (equal supply)';
    if (end === undefined)
      throw new RangeError('dice group end: the initiative dice tied, so 1 d10 is owed for the end-of-phase check');
    const ends = end > low;
    return {
      outcome: { winner: 'none', phaseEnds: ends, marker: i.marker },
      lines: [
        `Tie on the unmodified dice (${us}): ${who} player rolls against on-map supply ${low}`,
        `d10 ${end} ${ends ? `> ${low}: the Action Phase ends (5.6.2)` : `≤ ${low}: the phase goes on; roll initiative again`}`,
      ],
      mods,
    };
  }
  const u = us + Math.max(0, i.marker);
  const g = german + Math.max(0, -i.marker);
  if (u === g)
    return {
      outcome: { winner: 'none', phaseEnds: false, marker: i.marker },
      lines: [
        `US ${us}${i.marker > 0 ? ` + ${i.marker} = ${u}` : ''} vs German ${german}${i.marker < 0 ? ` + ${-i.marker} = ${g}` : ''}: modified totals equal, roll again`,
      ],
      mods,
    };
  const winner = u > g ? 'us' : 'german';
  const marker = winner === 'us' ? i.marker - 1 : i.marker + 1;
  return {
    outcome: { winner, phaseEnds: false, marker },
    lines: [
      `US ${us}${i.marker > 0 ? ` + ${i.marker} = ${u}` : ''} vs German ${german}${i.marker < 0 ? ` + ${-i.marker} = ${g}` : ''}: ${winner === 'us' ? 'US' : 'German'} player has the initiative`,
      `The marker moves one space toward the loser: ${describeMarker(marker)} (5.1.2)`,
    ],
    mods,
  };
}

/** What the Initiative Modifier marker at `m` adds, and to whose roll: "+2 to the US"; '' at 0 (5.1.2). */
function markerGives(m: number): string {
  return m === 0 ? '' : `+${Math.abs(m)} to the ${m > 0 ? 'US' : 'German'}`;
}

/** What the Initiative Modifier marker adds to the next roll, in words (5.1.2). */
export function initiativeEdge(m: number): string {
  return m === 0 ? 'no modifier yet' : `${markerGives(m)} roll from the Initiative Modifier`;
}

export function describeMarker(m: number): string {
  return m === 0 ? '0' : m > 0 ? `US +${m}` : `German +${-m}`;
}

export const initiativeRoll = defineProcedure<Inputs, InitiativeOutcome>({
  id: 'bloody-beach.initiative',
  system: SYSTEM,
  title: 'Initiative',
  source: '5.1, 5.6.2',
  description:
    'Each side rolls a d10; the Initiative Modifier marker adds to the side it favours; higher wins and the marker moves one space toward the loser. Equal unmodified dice may end the Action Phase.',
  inputs: [
    {
      name: 'marker',
      label: 'Initiative marker (+ favours US, - favours Germans)',
      type: 'integer',
      min: -9,
      max: 9,
      default: 0,
    },
    { name: 'usOnMapSupply', label: 'US supply on on-map HQs', type: 'integer', min: 0, max: 99, default: 20 },
    { name: 'germanOnMapSupply', label: 'German supply on on-map HQs', type: 'integer', min: 0, max: 99, default: 20 },
  ],
  outcomeKeys: ['winner', 'phaseEnds', 'marker'],
  tables: [],
  dice,
  resolve(i, roll) {
    const t = Tally.of(dice(), roll);
    const us = t.sum('us');
    const german = t.sum('german');
    const r = initiative(i, us, german, us === german ? (t.has('end') ? t.sum('end') : undefined) : undefined);
    const o = r.outcome;
    const decisive: Record<string, number[]> =
      us === german ? { us: [0], german: [0], end: [0] } : { us: [0], german: [0] };
    return {
      outcome: o,
      summary: o.phaseEnds
        ? 'ACTION PHASE ENDS'
        : o.winner === 'none'
          ? 'ROLL AGAIN'
          : `${o.winner === 'us' ? 'US' : 'GERMAN'} INITIATIVE`,
      modifiers: r.mods,
      explanation: r.lines,
      decisive,
    };
  },
  odds(i) {
    // every pair of dice, and the end die only where the pair ties (each case through the same rule as resolve)
    const byKey = new Map<string, { outcome: InitiativeOutcome; p: number }>();
    const add = (o: InitiativeOutcome, p: number) => {
      const k = `${o.winner}|${o.phaseEnds}|${o.marker}`;
      const prev = byKey.get(k);
      if (prev) prev.p += p;
      else byKey.set(k, { outcome: o, p });
    };
    for (let us = 1; us <= 10; us++) {
      for (let german = 1; german <= 10; german++) {
        if (us !== german) add(initiative(i, us, german, undefined).outcome, 0.01);
        else for (let end = 1; end <= 10; end++) add(initiative(i, us, german, end).outcome, 0.001);
      }
    }
    return [...byKey.values()];
  },
  label: (o) =>
    o.phaseEnds
      ? 'phase ends'
      : o.winner === 'none'
        ? 'roll again'
        : `${o.winner === 'us' ? 'US' : 'German'} wins; ${markerGives(o.marker) || 'no modifier'} next time`,
});

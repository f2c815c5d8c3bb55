import {
  atMost,
  defineProcedure,
  dN,
  exactOdds,
  group,
  numberCell,
  stringCell,
  Tally,
  type DiceGroup,
  type TableRow,
} from '../../../engine/index.ts';
import { constant, d10, SYSTEM, T } from './common.ts';
import reinforcementsJson from '../../../../tables/bloody-beach/german-reinforcements.json';

const one = (label: string): DiceGroup[] => [d10('die', label)];

export const pointeDuHocBattery = defineProcedure<Record<string, never>, { present: boolean }>({
  id: 'bloody-beach.pointe-du-hoc-battery',
  system: SYSTEM,
  title: 'Is the Pointe du Hoc battery there?',
  source: '11.3.2',
  description:
    'The first time a US unit moves next to hex 2003 the German player rolls: 1-3 the 155 mm battery is in place; otherwise it was moved inland and the counter turns to its resistance nest side.',
  inputs: [],
  outcomeKeys: ['present'],
  tables: [T.constants],
  dice: () => one('Battery die'),
  resolve(_i, roll, ctx) {
    const die = Tally.of(one(''), roll).sum('die');
    const max = constant(ctx, 'pointe-du-hoc-battery-present');
    const present = atMost(die, max);
    return {
      outcome: { present },
      summary: present ? 'BATTERY IN PLACE' : 'GUNS GONE: RESISTANCE NEST',
      modifiers: [],
      explanation: [
        `d10 ${die}: ${present ? `1-${max}, the guns are there` : `over ${max}, the guns were moved back; flip to the resistance nest side`} (11.3.2)`,
      ],
      decisive: { die: [0] },
    };
  },
  odds: (_i, ctx) =>
    exactOdds(
      one(''),
      (t) => t.sum('die'),
      (die) => ({ present: atMost(die, constant(ctx, 'pointe-du-hoc-battery-present')) }),
    ),
  label: (o) => (o.present ? 'battery there' : 'resistance nest'),
});

interface BatteryInputs {
  antiTank: number;
  target: 'dd' | 'cl';
  firingOnRangers: boolean;
  [k: string]: number | string | boolean;
}

export const batteryFire = defineProcedure<BatteryInputs, { shipLost: boolean }>({
  id: 'bloody-beach.battery-fire',
  system: SYSTEM,
  title: 'Pointe du Hoc battery fires on a ship',
  source: '11.3.3, 11.3.4',
  description:
    'When activated, a battery in place may shoot at one destroyer or light cruiser point: a d10 under its anti-tank value removes that ship for the rest of the game. It can never fire on the Rangers.',
  inputs: [
    { name: 'antiTank', label: "Battery's anti-tank value", type: 'integer', min: 0, max: 11, default: 7 },
    {
      name: 'target',
      label: 'Ship point',
      type: 'choice',
      options: [
        { value: 'dd', label: 'Destroyer (DD)' },
        { value: 'cl', label: 'Light cruiser (CL)' },
      ],
      default: 'dd',
    },
    { name: 'firingOnRangers', label: 'Target is a Ranger unit instead', type: 'boolean' },
  ],
  outcomeKeys: ['shipLost'],
  tables: [],
  dice: (i) => [d10('die', 'Battery die', !i.firingOnRangers, 'Not rolled: the battery may not fire on Rangers')],
  resolve(i, roll) {
    if (i.firingOnRangers)
      return {
        outcome: { shipLost: false },
        summary: 'CANNOT FIRE ON RANGERS',
        modifiers: [],
        explanation: ['The guns could not depress onto the Rangers below the cliff (11.3.4)'],
      };
    const die = Tally.of(one(''), roll).sum('die');
    const hit = die < i.antiTank;
    return {
      outcome: { shipLost: hit },
      summary: hit ? `${i.target.toUpperCase()} POINT LOST FOR GOOD` : 'MISS',
      modifiers: [],
      explanation: [
        `d10 ${die} ${hit ? '<' : '≥'} anti-tank ${i.antiTank}: ${hit ? 'one ship damaged or sunk; lower its points for turn 2 as well' : 'no hit'} (11.3.3)`,
      ],
      decisive: { die: [0] },
    };
  },
  odds(i) {
    if (i.firingOnRangers) return [{ outcome: { shipLost: false }, p: 1 }];
    return exactOdds(
      one(''),
      (t) => t.sum('die'),
      (die) => ({ shipLost: die < i.antiTank }),
    );
  },
  label: (o) => (o.shipLost ? 'ship lost' : 'miss'),
});

type SpecialOutcome = { marker: number; extraSteps: number; pin: boolean; moralePenalty: number; stays: boolean };
const cup = (): DiceGroup[] => [group('marker', 'Marker drawn (1-20)', dN(20), 1)];

function specialOf(row: TableRow | undefined, n: number): SpecialOutcome {
  const v = row?.values ?? {};
  return {
    marker: n,
    extraSteps: typeof v.extraSteps === 'number' ? v.extraSteps : 0,
    pin: v.pin === true,
    moralePenalty: typeof v.moralePenalty === 'number' ? v.moralePenalty : 0,
    stays: v.stays === true,
  };
}

export const specialHit = defineProcedure<Record<string, never>, SpecialOutcome>({
  id: 'bloody-beach.special-hit',
  system: SYSTEM,
  title: 'Special Hit',
  source: '8.4',
  description:
    'A natural 10 in small arms fire (not naval) draws one of the twenty Special Hit markers from the cup; a second marker on the same unit replaces the first. The roll stands for a draw from a full cup.',
  inputs: [],
  outcomeKeys: ['marker', 'extraSteps', 'pin', 'moralePenalty', 'stays'],
  tables: [T.specialHits],
  dice: cup,
  resolve(_i, roll, ctx) {
    const n = Tally.of(cup(), roll).sum('marker');
    const table = ctx.table(T.specialHits);
    const row = table.rows.find((r) => r.key === String(n));
    const o = specialOf(row, n);
    return {
      outcome: o,
      summary: (row?.label ?? `Marker ${n}`).toUpperCase(),
      modifiers: [],
      explanation: [
        `Marker ${n}: ${row?.label ?? ''}: ${stringCell(table, String(n), 'effect')}`,
        o.stays
          ? 'It stays on the unit; back in the cup when the unit or effect is gone (8.4.1)'
          : 'It goes back in the cup at once',
      ],
      cell: { table: T.specialHits, row: String(n) },
      decisive: { marker: [0] },
    };
  },
  odds(_i, ctx) {
    const table = ctx.table(T.specialHits);
    return exactOdds(
      cup(),
      (t) => t.sum('marker'),
      (n) =>
        specialOf(
          table.rows.find((r) => r.key === String(n)),
          n,
        ),
    );
  },
  label: (o) => `marker ${o.marker}`,
});

interface ReinfInputs {
  group: string;
  turn: number;
  [k: string]: number | string | boolean;
}
type ReinfOutcome = { arrives: boolean; lostForGood: boolean; tooEarly: boolean };

const GROUPS = (reinforcementsJson.rows as { key: string; label: string }[]).map((r) => ({
  value: r.key,
  label: r.label,
}));

export const germanReinforcement = defineProcedure<ReinfInputs, ReinfOutcome>({
  id: 'bloody-beach.german-reinforcement',
  system: SYSTEM,
  title: 'German reinforcement roll',
  source: '11.4',
  description:
    'When he wins the initiative the German player may roll for the next group on the table: at most its number and it enters at its hex (or the next edge road hex if that is held or under US fire). A natural 10 removes it for good, except the 352nd Division HQ group.',
  inputs: [
    {
      name: 'group',
      label: 'Next group on the table (row key)',
      type: 'choice',
      options: GROUPS,
      default: GROUPS[0]?.value ?? '',
    },
    { name: 'turn', label: 'Game turn', type: 'integer', min: 1, max: 2, default: 1 },
  ],
  outcomeKeys: ['arrives', 'lostForGood', 'tooEarly'],
  tables: [T.reinforcements],
  dice: (i, ctx) => [
    d10(
      'die',
      'Reinforcement die',
      !(ctx.table(T.reinforcements).rows.find((r) => r.key === i.group)?.values.turn2 === true && i.turn < 2),
      'Not rolled for a turn-2 group on turn 1',
    ),
  ],
  resolve(i, roll, ctx) {
    const table = ctx.table(T.reinforcements);
    const row = table.rows.find((r) => r.key === i.group);
    if (!row) throw new RangeError(`no reinforcement group "${i.group}"`);
    if (row.values.turn2 === true && i.turn < 2)
      return {
        outcome: { arrives: false, lostForGood: false, tooEarly: true },
        summary: 'NOT BEFORE TURN 2',
        modifiers: [],
        explanation: [`${row.label}: not before the first German activation of turn 2 (11.4.3)`],
      };
    const die = Tally.of(one(''), roll).sum('die');
    const need = numberCell(table, i.group, 'roll');
    const lost = die === 10 && row.values.neverLost !== true;
    const arrives = !lost && die <= need;
    return {
      outcome: { arrives, lostForGood: lost, tooEarly: false },
      summary: lost ? 'LOST FOR GOOD' : arrives ? 'ARRIVES' : 'NOT YET',
      modifiers: [],
      explanation: [
        `${row.label}: d10 ${die} against ${need} or less`,
        lost
          ? 'A natural 10: the group never arrives (11.4.2)'
          : arrives
            ? `Enters at ${stringCell(table, i.group, 'entry')} with doubled movement (11.4.2, 7.5.3)`
            : 'Does not arrive this time',
      ],
      cell: { table: T.reinforcements, row: i.group, column: 'roll' },
      decisive: { die: [0] },
    };
  },
  odds(i, ctx) {
    const table = ctx.table(T.reinforcements);
    const row = table.rows.find((r) => r.key === i.group);
    if (!row) throw new RangeError(`no reinforcement group "${i.group}"`);
    if (row.values.turn2 === true && i.turn < 2)
      return [{ outcome: { arrives: false, lostForGood: false, tooEarly: true }, p: 1 }];
    const need = numberCell(table, i.group, 'roll');
    return exactOdds(
      one(''),
      (t) => t.sum('die'),
      (die) => {
        const lost = die === 10 && row.values.neverLost !== true;
        return { arrives: !lost && die <= need, lostForGood: lost, tooEarly: false };
      },
    );
  },
  label: (o) => (o.tooEarly ? 'too early' : o.lostForGood ? 'lost' : o.arrives ? 'arrives' : 'not yet'),
});

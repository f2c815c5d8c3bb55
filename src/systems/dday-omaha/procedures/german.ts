import type { AnyProcedure } from '../../../engine/index.ts';
import { advances, repulseTest } from '../rules/advance.ts';
import { rule, RULES_TABLE } from '../rules/numbers.ts';
import { drawPool, type PoolName } from '../rules/priority.ts';
import { communication, controlsAdjacent } from '../rules/communication.ts';
import { UNIT_TYPE_CHOICES, type UnitType } from '../rules/units.ts';
import { bool, choice, int, tableProcedure } from './define.ts';

export const germanAdvance = tableProcedure<
  { arrowToEmptyOrUs: boolean; usInFieldOfFire: boolean; hasDepth: boolean; revealed: boolean; from352: boolean },
  { advance: boolean }
>({
  name: 'german-advance',
  title: 'German advance: does it go?',
  source: '3',
  description:
    'An advance goes when the arrow points to an empty or US-held position and no US unit is in its field of fire, or it holds a qualifying Depth marker. Always resolved after every other German action.',
  inputs: [
    bool('arrowToEmptyOrUs', 'Advance arrow to an empty or US-held position'),
    bool('usInFieldOfFire', 'US unit in its field of fire'),
    bool('hasDepth', 'Has a Depth marker'),
    bool('revealed', 'Revealed'),
    bool('from352', 'Of the 352nd (grey or brown)'),
  ],
  outcomeKeys: ['advance'],
  tables: [],
  compute(i) {
    const a = advances(
      { hasDepth: i.hasDepth, revealed: i.revealed, from352: i.from352, usInFieldOfFire: i.usInFieldOfFire },
      i.arrowToEmptyOrUs,
    );
    return {
      outcome: { advance: a.advance },
      summary: a.advance ? 'ADVANCES' : 'Stays',
      why: [a.why, 'Advances come after every other German action (3)'],
    };
  },
});

export const advanceRepulse = tableProcedure<
  { strengthInOpen: number; strengthInCover: number; hero: boolean },
  { repulsed: boolean; total: number }
>({
  name: 'advance-repulse',
  title: 'German advance: repulse test',
  source: '3',
  description:
    'Undisrupted US strength on the route of advance, doubled in buildings or bocage, plus a hero: 7 or more repulses the German.',
  inputs: [
    int('strengthInOpen', 'Undisrupted US strength on the route, in the open', 0, 24),
    int('strengthInCover', 'Undisrupted US strength in buildings or bocage', 0, 24),
    bool('hero', 'A hero on the route'),
  ],
  outcomeKeys: ['repulsed', 'total'],
  tables: [RULES_TABLE],
  compute(i, ctx) {
    const route = [
      ...(i.strengthInOpen
        ? [
            {
              id: 'in the open',
              type: 'infantry' as const,
              symbol: '',
              steps: i.strengthInOpen,
              disrupted: false,
              cover: false,
            },
          ]
        : []),
      ...(i.strengthInCover
        ? [
            {
              id: 'in cover',
              type: 'infantry' as const,
              symbol: '',
              steps: i.strengthInCover,
              disrupted: false,
              cover: true,
            },
          ]
        : []),
    ];
    const r = repulseTest(ctx, route, [], i.hero);
    return {
      outcome: { repulsed: r.repulsed, total: r.total },
      summary: r.repulsed ? `REPULSED (${r.total})` : `Not repulsed (${r.total})`,
      why: r.why.filter((w) => !w.startsWith('Disrupted')),
      cell: { table: RULES_TABLE, row: 'repulse-threshold' },
    };
  },
  label: (o) => (o.repulsed ? 'repulsed' : 'advances'),
});

const poolInputs = (['wn', 'tactical', 'building', 'mobile', 'division'] as const).map((p) =>
  int(p, `${p} pool: markers left`, 0, 40, 5),
);

export const depthDraw = tableProcedure<{ recipient: string } & Record<PoolName, number>, { pool: string }>({
  name: 'depth-pool',
  title: 'Depth marker or reinforcement: which pool',
  source: '2',
  description: 'The pool a Depth marker or a reinforcement is drawn from, falling back when a pool is empty.',
  inputs: [
    choice('recipient', 'Drawn for', [
      ['wn', 'WN position'],
      ['reinforcement-building', 'Reinforcement in buildings'],
      ['reinforcement', 'Other Reinforcement'],
      ['event-reinforcement', 'Reinforcement from an event card'],
      ['depth-reinforcement', 'Reinforcement from a WN Depth marker'],
    ]),
    ...poolInputs,
  ],
  outcomeKeys: ['pool'],
  tables: ['dday-omaha.depth-pools'],
  compute(i, ctx) {
    const r = drawPool(ctx, i.recipient, i);
    return {
      outcome: { pool: r.pool ?? 'none' },
      summary: r.pool ? `Draw from the ${r.pool} pool` : 'Nothing drawn',
      why: [r.why],
      cell: { table: 'dday-omaha.depth-pools', row: i.recipient },
    };
  },
});

export const germanCommunication = tableProcedure<
  { pathFree: boolean; onlyThroughOneAdjacentUsBocage: boolean; occupiedReinforcement: boolean },
  { inCommunication: boolean }
>({
  name: 'german-communication',
  title: 'German communication',
  source: '2',
  description: 'Whether a German position can trace a path to an exit hex, set at the start of the German fire phase.',
  inputs: [
    bool('pathFree', 'Clear path to an exit hex A-G'),
    bool('onlyThroughOneAdjacentUsBocage', 'The only path crosses one adjacent US-held bocage hex'),
    bool('occupiedReinforcement', 'Occupied Reinforcement position'),
  ],
  outcomeKeys: ['inCommunication'],
  tables: [],
  compute(i) {
    const r = communication(i.pathFree, i.onlyThroughOneAdjacentUsBocage, i.occupiedReinforcement);
    return {
      outcome: { inCommunication: r.inCommunication },
      summary: r.inCommunication ? 'In communication' : 'Cut off',
      why: [r.why],
    };
  },
});

export const usControl = tableProcedure<
  {
    unitType: UnitType;
    steps: number;
    fromHighGround: boolean;
    adjacentLowGround: boolean;
    fromLowGround: boolean;
    adjacentIsHighGround: boolean;
  },
  { controlsAdjacent: boolean }
>({
  name: 'us-control',
  title: 'US control of an adjacent hex',
  source: '2',
  description: 'Whether a US unit controls a hex next to its own (its own hex it always controls, Generals excepted).',
  inputs: [
    choice('unitType', 'Unit', UNIT_TYPE_CHOICES),
    int('steps', 'Steps', 0, 4, 3),
    bool('fromHighGround', 'It stands on high ground'),
    bool('adjacentLowGround', 'The hex is beach, pavillon or draw'),
    bool('fromLowGround', 'It stands below'),
    bool('adjacentIsHighGround', 'The hex is high ground'),
  ],
  outcomeKeys: ['controlsAdjacent'],
  tables: [RULES_TABLE],
  compute(i, ctx) {
    const r = controlsAdjacent(
      i.unitType,
      i.steps,
      i.fromHighGround,
      i.adjacentLowGround,
      i.adjacentIsHighGround,
      i.fromLowGround,
      rule(ctx, 'control-steps'),
    );
    return {
      outcome: { controlsAdjacent: r.controls },
      summary: r.controls ? 'Controls it' : 'Does not control it',
      why: [r.why],
    };
  },
});

export const germanProcedures: readonly AnyProcedure[] = [
  germanAdvance,
  advanceRepulse,
  depthDraw,
  germanCommunication,
  usControl,
];

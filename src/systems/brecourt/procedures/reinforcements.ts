import { D100, D6, defineProcedure, exactOdds, group, Tally, type DiceGroup } from '../../../engine/index.ts';
import { listDice } from './sets.ts';
import { rule, T } from '../tables.ts';

const earlyDice = (n: number): DiceGroup[] => [group('dice', 'd6', D6, n)];

export const fallschirmjagerEarly = defineProcedure<Record<string, never>, { arrive: boolean }>({
  id: 'brecourt.fallschirmjager-early',
  system: 'brecourt',
  title: 'Early Fallschirmjäger',
  source: 'Reinforcements',
  description: 'Once a howitzer has fallen, four d6: all four alike brings the Fallschirmjäger in early.',
  inputs: [],
  outcomeKeys: ['arrive'],
  tables: [T.rules],
  dice: (_i, ctx) => earlyDice(rule(ctx.table(T.rules), 'fj-early-dice')),
  resolve(_i, roll, ctx) {
    const n = rule(ctx.table(T.rules), 'fj-early-dice');
    const set = Tally.of(earlyDice(n), roll).largestSet('dice');
    const arrive = set.size >= n;
    return {
      outcome: { arrive },
      summary: arrive ? 'Fallschirmjäger ARRIVE' : 'Not yet',
      modifiers: [],
      explanation: [
        `Rolled ${listDice(roll.dice ?? [])}: ${arrive ? `${n} alike, they arrive: roll a d100 for each entry group` : `needs ${n} alike`}`,
      ],
      decisive: { dice: arrive ? (roll.dice ?? []).map((_, k) => k) : [] },
    };
  },
  odds(_i, ctx) {
    const n = rule(ctx.table(T.rules), 'fj-early-dice');
    return exactOdds(
      earlyDice(n),
      (t) => (t.largestSet('dice').size >= n ? 1 : 0),
      (a) => ({ arrive: a === 1 }),
    );
  },
  label: (o) => (o.arrive ? 'arrive' : 'not yet'),
});

const entryDice = (): DiceGroup[] => [group('die', 'd100', D100, 1)];

export const fallschirmjagerEntry = defineProcedure<{ entryGroup: number }, { distanceInches: number }>({
  id: 'brecourt.fallschirmjager-entry',
  system: 'brecourt',
  title: 'Fallschirmjäger entry point',
  source: 'Reinforcements',
  description: 'A d100 per group of three: how many inches along the entry edge that group comes on.',
  inputs: [{ name: 'entryGroup', label: 'Entry group', type: 'integer', min: 1, max: 3, default: 1 }],
  outcomeKeys: ['distanceInches'],
  tables: [T.rules],
  dice: entryDice,
  resolve(i, roll, ctx) {
    const d = Number((roll.die ?? [])[0]);
    const size = rule(ctx.table(T.rules), 'fj-group-size');
    return {
      outcome: { distanceInches: d },
      summary: `Group ${i.entryGroup}: ${d}"`,
      modifiers: [],
      explanation: [
        `d100 ${d}: group ${i.entryGroup} (${size} figures) enters ${d}" along the edge (the edge and the end measured from are the referee's; the text does not say)`,
      ],
      decisive: { die: [0] },
    };
  },
  odds() {
    return exactOdds(
      entryDice(),
      (t) => t.sum('die'),
      (d) => ({ distanceInches: d }),
    );
  },
  label: (o) => `${o.distanceInches}"`,
});

type ArrivalInputs = { gunsDown: number; fallschirmjagerOnTable: boolean; spiersOnTable: boolean };

export const arrivals = defineProcedure<ArrivalInputs, { spiers: boolean; fallschirmjager: boolean }>({
  id: 'brecourt.arrivals',
  system: 'brecourt',
  title: "Spiers' arrival",
  source: 'Reinforcements',
  description:
    'Once the third gun is destroyed or captured, Spiers and five men come on, and the Fallschirmjäger if not yet in.',
  inputs: [
    { name: 'gunsDown', label: 'Howitzers destroyed or captured', type: 'integer', min: 0, max: 4 },
    { name: 'fallschirmjagerOnTable', label: 'Fallschirmjäger already on table', type: 'boolean' },
    { name: 'spiersOnTable', label: 'Spiers already on table', type: 'boolean' },
  ],
  outcomeKeys: ['spiers', 'fallschirmjager'],
  tables: [T.rules],
  dice: () => [],
  resolve(i, _roll, ctx) {
    const need = rule(ctx.table(T.rules), 'spiers-after-guns');
    const men = rule(ctx.table(T.rules), 'spiers-men');
    const due = i.gunsDown >= need;
    const spiers = due && !i.spiersOnTable;
    const fallschirmjager = due && !i.fallschirmjagerOnTable;
    return {
      outcome: { spiers, fallschirmjager },
      summary:
        spiers || fallschirmjager
          ? [spiers ? 'Spiers arrives' : '', fallschirmjager ? 'Fallschirmjäger arrive' : ''].filter(Boolean).join('; ')
          : 'No arrivals',
      modifiers: [],
      explanation: [
        `${i.gunsDown} gun${i.gunsDown === 1 ? '' : 's'} down; Spiers needs ${need}`,
        spiers ? `Spiers and ${men} paratroopers enter` : due ? 'Spiers is already on' : 'Spiers not yet',
        fallschirmjager ? 'The Fallschirmjäger enter with him (roll a d100 for each group)' : '',
      ].filter(Boolean),
    };
  },
  odds(i, ctx) {
    const need = rule(ctx.table(T.rules), 'spiers-after-guns');
    const due = i.gunsDown >= need;
    return [{ outcome: { spiers: due && !i.spiersOnTable, fallschirmjager: due && !i.fallschirmjagerOnTable }, p: 1 }];
  },
  label: (o) =>
    [o.spiers ? 'Spiers' : '', o.fallschirmjager ? 'Fallschirmjäger' : ''].filter(Boolean).join(' and ') ||
    'nobody yet',
});

import { defineProcedure, numberCell } from '../../../engine/index.ts';
import { settingFlag } from '../settings.ts';
import { T } from '../tables.ts';

type Inputs = { demolitionManAtGun: boolean; wholeMoveAdjacent: boolean; gunsAlreadyDestroyed: number };
type Outcome = { destroyed: boolean; usPoints: number };

function decide(i: Inputs, points: (n: number) => number): Outcome {
  const destroyed = i.demolitionManAtGun && i.wholeMoveAdjacent;
  return { destroyed, usPoints: destroyed ? points(i.gunsAlreadyDestroyed + 1) : 0 };
}

export const howitzerDestruction = defineProcedure<Inputs, Outcome>({
  id: 'brecourt.howitzer-destruction',
  system: 'brecourt',
  title: 'Blow up a howitzer',
  source: 'Destroying Howitzers',
  description:
    'Lipton or Hall (the explosives) beside a gun for a whole move, doing nothing else: it is destroyed, no roll.',
  inputs: [
    { name: 'demolitionManAtGun', label: 'Lipton or Hall at the gun', type: 'boolean' },
    { name: 'wholeMoveAdjacent', label: 'Stayed beside it a whole move doing nothing else', type: 'boolean' },
    { name: 'gunsAlreadyDestroyed', label: 'Guns already destroyed', type: 'integer', min: 0, max: 3 },
  ],
  outcomeKeys: ['destroyed', 'usPoints'],
  tables: [T.scoring],
  dice: () => [],
  resolve(i, _roll, ctx) {
    const table = ctx.table(T.scoring);
    const o = decide(i, (n) => numberCell(table, `gun-${n}`, 'points'));
    const why = !i.demolitionManAtGun
      ? 'Only Lipton or Hall carry explosives: not possible'
      : !i.wholeMoveAdjacent
        ? 'Needs a whole move beside the gun doing nothing else'
        : 'Always succeeds';
    return {
      outcome: o,
      summary: o.destroyed ? `Gun DESTROYED: +${o.usPoints} US` : 'Not destroyed',
      modifiers: [],
      explanation: [
        why,
        ...(o.destroyed
          ? [
              `Gun number ${i.gunsAlreadyDestroyed + 1} to fall scores ${o.usPoints}${settingFlag(ctx, 'capturedGunsScore') ? '' : ' (captured guns score only once blown)'}`,
            ]
          : []),
      ],
      ...(o.destroyed
        ? { cell: { table: T.scoring, row: `gun-${i.gunsAlreadyDestroyed + 1}`, column: 'points' } }
        : {}),
    };
  },
  odds(i, ctx) {
    const table = ctx.table(T.scoring);
    return [{ outcome: decide(i, (n) => numberCell(table, `gun-${n}`, 'points')), p: 1 }];
  },
  label: (o) => (o.destroyed ? `destroyed, +${o.usPoints} US` : 'not destroyed'),
});

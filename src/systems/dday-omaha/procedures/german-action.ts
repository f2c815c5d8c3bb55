import { defineProcedure, type RulesContext } from '../../../engine/index.ts';
import {
  ACTIONS_TABLE,
  decideGermanActions,
  type Caliber,
  type Card,
  type GermanAction,
  type PositionKind,
} from '../rules/german-action.ts';
import { certain, noDice } from './certain.ts';

type Inputs = {
  card: Card;
  position: PositionKind;
  occupied: boolean;
  inCommunication: boolean;
  usInFieldOfFire: boolean;
  withinTwoHexesOfUs: boolean;
  disrupted: boolean;
  caliber: Caliber;
};
type Out = { actions: GermanAction[] };

function decide(i: Inputs, ctx: RulesContext) {
  return decideGermanActions(i, ctx.table(ACTIONS_TABLE), {
    advanceOrFire: (why) => {
      const pick = ctx.setting('advanceOrFire') === 'advance' ? 'advance' : 'fire';
      why.push(
        `ADVANCE or FIRE: these inputs do not say whether the unit holds a Depth marker, so the setting picks ${pick.toUpperCase()} (the game decides it from the position's state)`,
      );
      return pick;
    },
    disruptedRemoval: ctx.setting('disruptedRemoval') === 'when-acting' ? 'when-acting' : 'always',
  });
}

export const germanAction = defineProcedure<Inputs, Out>({
  id: 'dday-omaha.german-action',
  system: 'dday-omaha',
  title: 'German action for a card',
  source: '3',
  description: 'What one activated German position does for the card drawn, in the order it is carried out.',
  inputs: [
    {
      name: 'card',
      label: 'Card action',
      type: 'choice',
      options: [
        { value: 'F', label: 'F' },
        { value: 'R', label: 'R' },
        { value: 'M', label: 'M' },
        { value: 'P', label: 'P' },
        { value: 'A', label: 'A' },
      ],
    },
    {
      name: 'position',
      label: 'Position',
      type: 'choice',
      options: [
        { value: 'reinforcement', label: 'Reinforcement' },
        { value: 'wn', label: 'WN' },
      ],
    },
    { name: 'occupied', label: 'Occupied', type: 'boolean' },
    { name: 'inCommunication', label: 'In communication', type: 'boolean' },
    { name: 'usInFieldOfFire', label: 'US unit in its field of fire', type: 'boolean' },
    { name: 'withinTwoHexesOfUs', label: 'US unit within 2 hexes', type: 'boolean' },
    { name: 'disrupted', label: 'Disrupted', type: 'boolean' },
    {
      name: 'caliber',
      label: 'Caliber',
      type: 'choice',
      options: [
        { value: 'none', label: 'none' },
        { value: '50', label: '50' },
        { value: '75', label: '75' },
        { value: '88', label: '88' },
      ],
    },
  ],
  outcomeKeys: ['actions'],
  tables: [ACTIONS_TABLE],
  dice: noDice,
  resolve(inputs, _roll, ctx) {
    const d = decide(inputs, ctx);
    return {
      outcome: { actions: d.actions },
      summary: d.actions.length ? d.actions.map((a) => a.toUpperCase()).join(' then ') : 'No action',
      modifiers: [],
      explanation: d.why,
      ...(d.cell ? { cell: d.cell } : {}),
    };
  },
  odds(inputs, ctx) {
    return certain({ actions: decide(inputs, ctx).actions });
  },
  label: (o) => (o.actions.length ? o.actions.join(' → ') : 'no action'),
});

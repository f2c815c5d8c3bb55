import { defineProcedure, exactOdds } from '../../../engine/index.ts';
import { eventLookup, type EventEffect, type EventTerrain } from '../rules/lookups.ts';
import { T } from '../tables.ts';
import { d6, type GameProcedure, oneDie, SYSTEM } from './common.ts';

type I = { terrain: EventTerrain };
type O = { effect: EventEffect };

export const EFFECT_TEXT: Record<EventEffect, string> = {
  none: 'No effect',
  'disrupt-one': 'One unit disrupted',
  'eliminate-one': 'One unit eliminated',
  'pin-one': 'One unit pinned',
  'pin-all': 'All units pinned',
  'ip-loss': 'IP -1 to the division',
  'ip-gain': 'IP +1 to the division',
  'ep-loss': 'EP -1',
  'ep-gain': 'EP +1',
  'tank-loss': 'Tank token loses a point',
  'draw-card': 'Draw a card',
};

/** The same, short enough for an odds chart beside the map. */
const EFFECT_SHORT: Record<EventEffect, string> = {
  none: 'No effect',
  'disrupt-one': '1 disrupted',
  'eliminate-one': '1 killed',
  'pin-one': '1 pinned',
  'pin-all': 'All pinned',
  'ip-loss': 'IP -1',
  'ip-gain': 'IP +1',
  'ep-loss': 'EP -1',
  'ep-gain': 'EP +1',
  'tank-loss': 'Tank -1',
  'draw-card': 'Draw card',
};

export const eventRoll: GameProcedure<I, O> = {
  id: 'bloody-omaha.random-event',
  system: SYSTEM,
  title: 'Random Event',
  source: '6.5e, 8.1',
  description:
    "One d6 on the table of the square's terrain (towns inside strongpoint squares use the Strongpoint table).",
  inputs: [
    {
      name: 'terrain',
      label: 'Terrain of the square',
      type: 'choice',
      default: 'beach',
      options: [
        { value: 'beach', label: 'Beach' },
        { value: 'strongpoint', label: 'Strongpoint' },
        { value: 'town', label: 'Town' },
        { value: 'hedgerow', label: 'Hedgerow' },
      ],
    },
  ],
  outcomeKeys: ['effect'],
  tables: [T.events.beach, T.events.strongpoint, T.events.town, T.events.hedgerow],
  dice: () => oneDie(),
  resolve({ terrain }, roll, ctx) {
    const die = d6(roll);
    const { effect, row } = eventLookup(ctx, terrain, die);
    return {
      outcome: { effect },
      summary: EFFECT_TEXT[effect],
      modifiers: [],
      explanation: [
        `d6 ${die} on the ${terrain} table: ${row.label ?? effect}`,
        'Results that do not apply are ignored; a card may cancel it now (6.5e, 14.3)',
      ],
      cell: { table: T.events[terrain], row: row.key, column: 'effect' },
      decisive: { die: [0] },
    };
  },
  outcome: ({ terrain }, roll, ctx) => ({ effect: eventLookup(ctx, terrain, d6(roll)).effect }),
  odds({ terrain }, ctx) {
    return exactOdds(
      oneDie(),
      (t) => t.sum('die'),
      (d) => ({ effect: eventLookup(ctx, terrain, d).effect }),
    );
  },
  label: (o) => EFFECT_SHORT[o.effect],
};

export const randomEvent = defineProcedure(eventRoll);

import { defineProcedure, type AnyProcedure, type Face } from '../../../engine/index.ts';
import {
  infiltration,
  moveCheck,
  MOVE,
  type InfiltrationCard,
  type InfiltrationReading,
  type MoveClass,
  type MoveResult,
} from '../rules/movement.ts';
import { rule, ruleText, RULES_TABLE } from '../rules/numbers.ts';
import { actionsPerSector, freeActionReason } from '../rules/us-actions.ts';
import { UNIT_TYPE_CHOICES, type ClimbMarker, type HeroMark, type UnitType } from '../rules/units.ts';
import { cardDie, cardGroup, oddsOverCard } from './cards.ts';
import { bool, choice, extInput, tableProcedure } from './define.ts';

export const usFreeAction = tableProcedure<
  {
    unitType: UnitType;
    hero: HeroMark;
    climb: ClimbMarker;
    disrupted: boolean;
    inCommand: boolean;
    beachMoveToShelter: boolean;
    extended: boolean;
  },
  { free: boolean; actionsPerSector: number }
>({
  name: 'us-action',
  title: 'US action: free or counted',
  source: '6',
  description: "Whether a unit's action is free, and how many counted actions each sector has.",
  inputs: [
    choice('unitType', 'Unit', UNIT_TYPE_CHOICES),
    choice('hero', 'Hero marker', ['none', 'hero', 'inspired']),
    choice('climb', 'Climb marker', ['none', 'climb', 'climb-cliff']),
    bool('disrupted', 'Disrupted'),
    bool('inCommand', 'Stacked with or next to an HQ or General that has not moved'),
    bool('beachMoveToShelter', 'Infantry moving on the beach towards a protecting hexside'),
    extInput,
  ],
  outcomeKeys: ['free', 'actionsPerSector'],
  tables: ['dday-omaha.free-actions', RULES_TABLE],
  compute(i, ctx) {
    const reason = freeActionReason(ctx, { ...i, type: i.unitType });
    const n = actionsPerSector(ctx, i.extended);
    return {
      outcome: { free: reason !== undefined, actionsPerSector: n },
      summary: reason ? 'FREE' : `Counts: 1 of ${n} in the sector`,
      why: [
        reason ?? "No free-action rule applies: it uses one of the sector's actions (6)",
        `${n} actions per sector, one per unit; two stacked units doing the same action pay once (6)`,
      ],
    };
  },
});

const TERRAINS = [
  'anti-tank-ditch',
  'beach',
  'bluff',
  'bocage',
  'buildings',
  'draw',
  'hedge',
  'high-ground',
  'mined-road',
  'orchard',
  'pavillon',
  'rough',
  'scaleable-cliff',
  'seawall',
  'sheer-cliff',
  'shingle',
  'slope',
  'woods',
];

export const usMove = tableProcedure<
  { terrain: string; unitClass: MoveClass; onRoad: boolean; road: string; tank: boolean; extended: boolean },
  { allowed: boolean; result: MoveResult; hexes: number }
>({
  name: 'us-move',
  title: 'US move by terrain',
  source: '9.4, 6.1',
  description: 'Whether a unit may enter or cross a terrain, and the climb markers infantry need.',
  inputs: [
    choice('terrain', 'Terrain or hexside', TERRAINS),
    choice('unitClass', 'Unit', [
      ['infantry', 'Infantry'],
      ['leaders', 'Leaders'],
      ['others', 'Others'],
    ]),
    bool('onRoad', 'Along a road'),
    choice('road', 'Road followed (tanks)', ['none', 'secondary', 'major']),
    bool('tank', 'The unit is a tank'),
    extInput,
  ],
  outcomeKeys: ['allowed', 'result', 'hexes'],
  tables: [MOVE, RULES_TABLE],
  compute(i, ctx) {
    const r = moveCheck(ctx, i.terrain, i.unitClass, i.onRoad, i.extended);
    const key =
      i.unitClass === 'leaders'
        ? 'move-leader'
        : i.tank && i.road === 'major'
          ? 'move-tank-major'
          : i.tank && i.road === 'secondary'
            ? 'move-tank-secondary'
            : 'move-infantry';
    const hexes = rule(ctx, key, i.extended);
    const why = [...r.why, ruleText(ctx, key, i.extended)];
    if (i.extended && i.tank) why.push('Extended game: a tank stops on entering intense (●) fire (6.1)');
    if (i.extended && i.unitClass === 'infantry')
      why.push('Extended game: infantry stops in bocage off road and in intense (●) or steady (⊕) fire (6.1)');
    return {
      outcome: { allowed: r.allowed, result: r.result, hexes },
      summary: r.allowed
        ? `${r.result === 'free' ? 'May move' : r.result.toUpperCase()}, up to ${hexes} hex${hexes > 1 ? 'es' : ''}`
        : 'May not move',
      why,
      cell: r.cell,
    };
  },
});

const INFILTRATION_TEXT: Readonly<Record<InfiltrationReading, string>> = {
  none: 'not its symbol',
  symbol: 'its symbol only',
  'symbol-color': 'symbol and colour',
  strict: 'a strict match',
};

function infiltrationCard(face: InfiltrationReading): InfiltrationCard {
  return { symbol: face !== 'none', color: face === 'symbol-color' || face === 'strict', strict: face === 'strict' };
}

type InfiltrationInputs = { pastTwoPositions: boolean; leaderAlone: boolean };

export const usInfiltration = defineProcedure<InfiltrationInputs, { allowed: boolean; stepLost: boolean }>({
  id: 'dday-omaha.us-infiltration',
  system: 'dday-omaha',
  title: 'US infiltration',
  source: '6.1',
  description:
    'A move between two hexes next to and in the fire of an undisrupted position: one card decides a step loss.',
  inputs: [bool('pastTwoPositions', 'Infiltrating past two positions'), bool('leaderAlone', 'An HQ or General alone')],
  outcomeKeys: ['allowed', 'stepLost'],
  tables: ['dday-omaha.card-draws'],
  dice: (i, ctx) => (i.leaderAlone ? [] : cardGroup(ctx, 'infiltration', 'Infiltration card', INFILTRATION_TEXT)),
  resolve(i, roll, _ctx) {
    const face = (roll.card?.[0] ?? 'none') as InfiltrationReading;
    const r = infiltration(infiltrationCard(face), i.pastTwoPositions, i.leaderAlone);
    const o = { allowed: r.allowed, stepLost: r.stepLost };
    return {
      outcome: o,
      summary: !r.allowed ? 'Not allowed' : r.stepLost ? '−1 step' : 'Slips through',
      modifiers: [],
      explanation: i.leaderAlone ? r.why : [`The card shows ${INFILTRATION_TEXT[face]} (6.1)`, ...r.why],
      ...(i.leaderAlone ? {} : { decisive: { card: [0] } }),
    };
  },
  odds(i, ctx) {
    const read = (face: InfiltrationReading) => {
      const r = infiltration(infiltrationCard(face), i.pastTwoPositions, i.leaderAlone);
      return { allowed: r.allowed, stepLost: r.stepLost };
    };
    return i.leaderAlone
      ? [{ outcome: read('none'), p: 1 }]
      : oddsOverCard(cardDie(ctx, 'infiltration'), (f: Face) => read(f as InfiltrationReading));
  },
  label: (o) => (!o.allowed ? 'not allowed' : o.stepLost ? '−1 step' : 'slips through'),
});

export const usProcedures: readonly AnyProcedure[] = [usFreeAction, usMove, usInfiltration];

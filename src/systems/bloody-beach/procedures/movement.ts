import { defineProcedure, modifier, type Modifier } from '../../../engine/index.ts';
import { constant, ENTERABLE_TERRAIN, SYSTEM, T, terrainLabel, terrainNumber } from './common.ts';

type UnitClass = 'infantry' | 'ranger' | 'vehicle' | 'hq';
type Road = 'none' | 'road' | 'secondary';
type Hexside = 'none' | 'cliff' | 'steep-slope';
interface CostInputs {
  unitClass: UnitClass;
  terrain: string;
  enteredAlong: Road;
  elevationChange: boolean;
  hexside: Hexside;
  startedAdjacent: boolean;
  fromBeach: boolean;
  roadblock: boolean;
  [k: string]: number | string | boolean;
}
type CostOutcome = { allowed: boolean; cost: number; wholeAllowance: boolean };

/** The kind of unit moving, asked by the cost and the allowance alike. */
const UNIT_CLASS_INPUT = {
  name: 'unitClass',
  label: 'Unit',
  type: 'choice',
  options: [
    { value: 'infantry', label: 'Infantry' },
    { value: 'ranger', label: 'Rangers' },
    { value: 'vehicle', label: 'Vehicle' },
    { value: 'hq', label: 'HQ (moves as infantry)' },
  ],
  default: 'infantry',
} as const;

/** The movement points to enter a hex (7.3-7.5), or why it cannot be entered. */
export function movementCost(
  ctx: Parameters<typeof constant>[0],
  i: CostInputs,
): { outcome: CostOutcome; lines: string[]; mods: Modifier[] } {
  const vehicle = i.unitClass === 'vehicle';
  const no = (why: string) => ({ outcome: { allowed: false, cost: 0, wholeAllowance: false }, lines: [why], mods: [] });
  const all = (why: string) => ({ outcome: { allowed: true, cost: 0, wholeAllowance: true }, lines: [why], mods: [] });
  if (i.hexside !== 'none') {
    // HQs move as infantry (5.3.2): like any infantry they may cross a steep slope, not climb a cliff
    if (vehicle)
      return no(`Only infantry may cross a ${i.hexside === 'cliff' ? 'cliff' : 'steep slope'} hexside (7.4.2-7.4.3)`);
    if (i.hexside === 'cliff' && (i.unitClass !== 'ranger' || !i.fromBeach))
      return no('Only Rangers climb cliffs, and only from a beach or rocky beach hex (7.4.2)');
    if (!i.startedAdjacent) return no('The unit must begin its activation next to the hexside (7.4.1)');
    return all('Crossing takes the whole movement allowance (7.4.1)');
  }
  if (i.roadblock) {
    if (vehicle) return no('Vehicles may not enter a roadblock hex (7.5.4)');
    return all('Entering a roadblock takes the whole movement allowance (7.5.4)');
  }
  const col = vehicle ? 'vehicle' : 'infantry';
  const mods: Modifier[] = [];
  if (i.enteredAlong !== 'none') {
    const key = i.enteredAlong === 'road' ? 'road' : 'secondary-road';
    const cost = terrainNumber(ctx, key, col);
    if (cost === null) return no(`${terrainLabel(ctx, key)} closed to this unit`);
    mods.push(modifier(terrainLabel(ctx, key), cost, '7.5.1, Terrain Effects Chart'));
    return {
      outcome: { allowed: true, cost, wholeAllowance: false },
      lines: [
        `Along a connected ${i.enteredAlong === 'road' ? 'road' : 'secondary road'}: ${cost} MP, no elevation cost (7.5.1, 7.3.2)`,
      ],
      mods,
    };
  }
  const base = terrainNumber(ctx, i.terrain, col);
  if (base === null)
    return no(
      `${terrainLabel(ctx, i.terrain)} may not be entered by ${vehicle ? 'vehicles' : 'infantry'} (Terrain Effects Chart)`,
    );
  mods.push(modifier(terrainLabel(ctx, i.terrain), base, 'Terrain Effects Chart'));
  const elev = i.elevationChange ? constant(ctx, 'elevation-cost') : 0;
  if (elev) mods.push(modifier('New elevation', elev, '7.3.2'));
  return {
    outcome: { allowed: true, cost: base + elev, wholeAllowance: false },
    lines: [
      `${terrainLabel(ctx, i.terrain)} ${base}${elev ? ` + ${elev} for the change of elevation` : ''} = ${base + elev} MP`,
    ],
    mods,
  };
}

export const movementCostProcedure = defineProcedure<CostInputs, CostOutcome>({
  id: 'bloody-beach.movement-cost',
  system: SYSTEM,
  title: 'Movement cost',
  source: '7.3, 7.4, 7.5',
  description:
    'Movement points to enter one hex: terrain, a new elevation level, roads entered along the road, cliffs and steep slopes, roadblocks.',
  inputs: [
    UNIT_CLASS_INPUT,
    { name: 'terrain', label: 'Terrain entered', type: 'choice', options: ENTERABLE_TERRAIN, default: 'clear' },
    {
      name: 'enteredAlong',
      label: 'Entered along a connected road',
      type: 'choice',
      options: [
        { value: 'none', label: 'No' },
        { value: 'road', label: 'Road' },
        { value: 'secondary', label: 'Secondary road' },
      ],
      default: 'none',
    },
    { name: 'elevationChange', label: 'Changes elevation', type: 'boolean' },
    {
      name: 'hexside',
      label: 'Hexside crossed',
      type: 'choice',
      options: [
        { value: 'none', label: 'Open' },
        { value: 'cliff', label: 'Cliff' },
        { value: 'steep-slope', label: 'Steep slope' },
      ],
      default: 'none',
    },
    { name: 'startedAdjacent', label: 'Began the activation next to that hexside', type: 'boolean' },
    { name: 'fromBeach', label: 'Moving from a beach or rocky beach hex', type: 'boolean' },
    { name: 'roadblock', label: 'Roadblock in the hex', type: 'boolean' },
  ],
  outcomeKeys: ['allowed', 'cost', 'wholeAllowance'],
  tables: [T.terrain, T.constants],
  dice: () => [],
  resolve(i, _roll, ctx) {
    const r = movementCost(ctx, i);
    return {
      outcome: r.outcome,
      summary: !r.outcome.allowed
        ? 'PROHIBITED'
        : r.outcome.wholeAllowance
          ? 'WHOLE ALLOWANCE'
          : `${r.outcome.cost} MP`,
      modifiers: r.mods,
      explanation: r.lines,
    };
  },
  odds: (i, ctx) => [{ outcome: movementCost(ctx, i).outcome, p: 1 }],
  label: (o) => (!o.allowed ? 'prohibited' : o.wholeAllowance ? 'whole allowance' : `${o.cost} MP`),
});

interface AllowanceInputs {
  unitClass: UnitClass;
  roadBonus: boolean;
  enteringReinforcement: boolean;
  [k: string]: number | string | boolean;
}

/** A unit's movement allowance this activation (2.3.5, 7.5.2, 7.5.3). */
export function movementAllowance(
  ctx: Parameters<typeof constant>[0],
  i: AllowanceInputs,
): { allowance: number; mods: Modifier[] } {
  const vehicle = i.unitClass === 'vehicle';
  const base = constant(ctx, vehicle ? 'vehicle-movement' : 'infantry-movement');
  const mods: Modifier[] = [];
  let a = base;
  if (i.enteringReinforcement) {
    const m = constant(ctx, 'reinforcement-movement-multiplier');
    mods.push(modifier('German reinforcement entering (doubled)', base * (m - 1), '7.5.3'));
    a = base * m;
  }
  if (i.roadBonus) {
    const b = constant(ctx, vehicle ? 'road-bonus-vehicle' : 'road-bonus-infantry');
    mods.push(modifier('Road bonus', b, '7.5.2'));
    a += b;
  }
  return { allowance: a, mods };
}

export const movementAllowanceProcedure = defineProcedure<AllowanceInputs, { allowance: number }>({
  id: 'bloody-beach.movement-allowance',
  system: SYSTEM,
  title: 'Movement allowance',
  source: '2.3.5, 7.5.2, 7.5.3',
  description:
    'Infantry 4, vehicles 8; the road bonus when the whole move stays on roads at least 10 hexes from any enemy; doubled for a German reinforcement on the activation it enters.',
  inputs: [
    UNIT_CLASS_INPUT,
    { name: 'roadBonus', label: 'Starts and stays on roads, 10+ hexes from any enemy', type: 'boolean' },
    { name: 'enteringReinforcement', label: 'German reinforcement entering the map', type: 'boolean' },
  ],
  outcomeKeys: ['allowance'],
  tables: [T.constants],
  dice: () => [],
  resolve(i, _roll, ctx) {
    const r = movementAllowance(ctx, i);
    return {
      outcome: { allowance: r.allowance },
      summary: `${r.allowance} MP`,
      modifiers: r.mods,
      explanation: [`Movement allowance ${r.allowance}`],
    };
  },
  odds: (i, ctx) => [{ outcome: { allowance: movementAllowance(ctx, i).allowance }, p: 1 }],
  label: (o) => `${o.allowance} MP`,
});

interface StackInputs {
  companies: number;
  platoons: number;
  [k: string]: number | string | boolean;
}

/** Stacking value: companies 1, platoons one half; HQs, pillboxes, nests and markers count nothing (7.2.1). */
export function stackingValue(ctx: Parameters<typeof constant>[0], companies: number, platoons: number): number {
  return companies + platoons * constant(ctx, 'platoon-stacking');
}

/** A hex's stacking value against the limit (7.2.1) and whether it is over. */
function stackingCheck(ctx: Parameters<typeof constant>[0], i: StackInputs) {
  const value = stackingValue(ctx, i.companies, i.platoons);
  const limit = constant(ctx, 'stacking-companies');
  return { value, limit, over: value > limit };
}

const overstacking = (over: boolean) => ({ overstacked: over, stepLoss: over ? 1 : 0 });

export const stacking = defineProcedure<StackInputs, { overstacked: boolean; stepLoss: number }>({
  id: 'bloody-beach.stacking',
  system: SYSTEM,
  title: 'Stacking',
  source: '7.2, 9.3.2',
  description:
    'At most two companies a hex, platoons counting one half; a hex over the limit at the end of an activation loses one step from one unit (and each later activation until resolved).',
  inputs: [
    { name: 'companies', label: 'Companies in the hex', type: 'integer', min: 0, max: 10, default: 2 },
    { name: 'platoons', label: 'Platoons in the hex', type: 'integer', min: 0, max: 10, default: 0 },
  ],
  outcomeKeys: ['overstacked', 'stepLoss'],
  tables: [T.constants],
  dice: () => [],
  resolve(i, _roll, ctx) {
    const { value, limit, over } = stackingCheck(ctx, i);
    return {
      outcome: overstacking(over),
      summary: over ? 'OVERSTACKED: 1 STEP' : 'WITHIN LIMIT',
      modifiers: [],
      explanation: [`Stacking ${value} of ${limit} (7.2.1)${over ? ': one unit loses a step (7.2.3)' : ''}`],
    };
  },
  odds: (i, ctx) => [{ outcome: overstacking(stackingCheck(ctx, i).over), p: 1 }],
  label: (o) => (o.overstacked ? 'overstacked' : 'within limit'),
});

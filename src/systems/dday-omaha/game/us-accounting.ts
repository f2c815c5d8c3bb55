import type { RulesContext } from '../../../engine/index.ts';
import { rule } from '../rules/numbers.ts';
import { actionsPerSector, freeActionReason } from '../rules/us-actions.ts';
import { alive, inCommand, unitSector } from './ground.ts';
import { extRules, type GameState, type Sector, type Unit } from './state.ts';
import type { World } from './world.ts';

export interface ActionCost {
  /** Counted actions per sector. */
  readonly cost: Readonly<Record<Sector, number>>;
  /** Why each free unit is free. */
  readonly free: ReadonlyMap<string, string>;
}

/** Why these units cannot conduct an action now (6), or undefined: alive, in the US phase, each at most once. */
export function actorsProblem(s: GameState, units: readonly (Unit | undefined)[]): string | undefined {
  if (s.phase !== 'us') return 'US actions are conducted in the US actions phase (6)';
  if (s.walk) return 'Apply or cancel the German card first';
  for (const u of units) {
    if (!u || !alive(u)) return 'A unit named is not in play';
    if (s.usPhase.acted.includes(u.id)) return `${u.id} has already conducted its action this phase (6)`;
  }
  return undefined;
}

/** Units whose marker leaves them one possible action (6, 6.1): Disrupted ones remove it, climbers climb. */
export function onlyActionProblem(u: Unit): string | undefined {
  if (u.disrupted) return `${u.id} is Disrupted: removing the marker is its only action (6)`;
  if (u.climb === 'climb') return `${u.id} has a Climb marker: removing it is its only action (6.1)`;
  if (u.climb === 'climb-cliff')
    return `${u.id} has a Climb Cliff marker: crossing the cliff or removing the marker is its only action (6.1)`;
  return undefined;
}

/**
 * What an action of these units costs (6): free units pay nothing; the others one action each, except that two
 * units stacked together doing the same action pay once, in the sector where they stand.
 */
export function actionCost(
  s: GameState,
  w: World,
  units: readonly Unit[],
  beachMoveToShelter: boolean,
  ctx: RulesContext,
): ActionCost {
  const cost: Record<Sector, number> = { east: 0, west: 0 };
  const free = new Map<string, string>();
  const paying = new Map<string, Unit[]>();
  for (const u of units) {
    const why = freeActionReason(ctx, {
      type: u.type,
      hero: u.hero,
      climb: u.climb,
      disrupted: u.disrupted,
      inCommand: inCommand(s, w.map, u),
      beachMoveToShelter,
    });
    if (why) {
      free.set(u.id, why);
      continue;
    }
    const at = u.where === 'map' ? `hex ${u.hex}` : `box ${u.box}`;
    paying.set(at, [...(paying.get(at) ?? []), u]);
  }
  const pair = rule(ctx, 'stacking-limit');
  for (const group of paying.values()) {
    const [first] = group;
    if (!first) continue;
    cost[unitSector(s, w.map, first)] += Math.ceil(group.length / pair);
  }
  return { cost, free };
}

/** Why the sector allowance cannot pay this cost (6), or undefined. */
export function allowanceProblem(s: GameState, c: ActionCost, ctx: RulesContext): string | undefined {
  const n = actionsPerSector(ctx, extRules(s, rule(ctx, 'ext-first-turn')));
  for (const sector of ['east', 'west'] as const) {
    if (c.cost[sector] && s.usPhase.spent[sector] + c.cost[sector] > n)
      return `The ${sector} sector has ${Math.max(0, n - s.usPhase.spent[sector])} of its ${n} actions left; this needs ${c.cost[sector]} (6)`;
  }
  return undefined;
}

/** The phase's record after the action: the units have acted and the sectors paid. */
export function spend(s: GameState, units: readonly Unit[], c: ActionCost): GameState['usPhase'] {
  const p = s.usPhase;
  return {
    ...p,
    acted: [...p.acted, ...units.map((u) => u.id)],
    spent: { east: p.spent.east + c.cost.east, west: p.spent.west + c.cost.west },
  };
}

/** "free (ranger)" or "1 action, east sector" for the Told. */
export function costText(c: ActionCost): string {
  const paid = (['east', 'west'] as const)
    .filter((x) => c.cost[x])
    .map((x) => `${c.cost[x]} ${x} sector action${c.cost[x] > 1 ? 's' : ''}`);
  const free = [...c.free.entries()].map(([u, why]) => `${u} free (${why.replace(/: free.*$/, '')})`);
  return [...paid, ...free].join('; ') || 'no cost';
}

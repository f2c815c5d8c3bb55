import type { RulesContext } from '../../../engine/index.ts';
import { rule } from '../rules/numbers.ts';
import { drawPool, eventReinforcementPlace, type Chosen, type PoolName } from '../rules/priority.ts';
import { alive } from './walk-context.ts';
import type { GameState, Position } from './state.ts';

/** Why Kampfgruppe Meyer cannot join now (2), or undefined. */
export function meyerProblem(s: GameState): string | undefined {
  if (s.phase !== 'german') return 'Kampfgruppe Meyer (2): its event card is drawn in the German phase';
  if (s.walk) return 'Kampfgruppe Meyer (2): apply or cancel the German card first';
  if (s.meyerArrived) return 'Kampfgruppe Meyer (2): it has already arrived';
  return undefined;
}

/** Kampfgruppe Meyer (2): its units join the Division Reinforcement pool, its Depth markers the Mobile Depth pool. */
export function applyMeyer(s: GameState, ctx: RulesContext): GameState {
  const units = rule(ctx, 'meyer-units');
  const depth = rule(ctx, 'meyer-depth');
  return {
    ...s,
    meyerArrived: true,
    pools: { ...s.pools, division: s.pools.division + units, mobile: s.pools.mobile + depth },
    lastReport: [`Kampfgruppe Meyer: +${units} units to the Division pool, +${depth} Depth markers to the Mobile pool (2)`],
  };
}

function closest(s: GameState, p: Position): number {
  const ranges = [...p.fof, ...p.near].filter((e) => alive(s.units.find((u) => u.id === e.unit))).map((e) => e.range);
  return ranges.length ? Math.min(...ranges) : Infinity;
}

/** Where an event-card reinforcement goes in that sector (2). */
export function eventPlace(s: GameState, sector: 'east' | 'west', ctx: RulesContext): Chosen {
  const adj = rule(ctx, 'event-adjacent');
  const within = rule(ctx, 'event-within');
  return eventReinforcementPlace(
    s.positions.filter((p) => p.kind === 'reinforcement').map((p) => {
      const d = closest(s, p);
      return { id: p.id, number: p.number, letter: p.letter, empty: !p.occupied, inCommunication: p.inCommunication, sector: p.sector, adjacentToUs: d <= adj, withinTwoOfUs: d <= within };
    }),
    sector,
  );
}

/** Why an event-card reinforcement cannot arrive now (2), or undefined. */
export function eventReinforcementProblem(s: GameState, sector: 'east' | 'west', ctx: RulesContext): string | undefined {
  if (s.phase !== 'german') return 'Event reinforcement (2): its card is drawn in the German phase';
  if (s.walk) return 'Event reinforcement (2): apply or cancel the German card first';
  if (s.pools.tactical === 0 && s.pools.division === 0) return 'Event reinforcement (2): the Tactical and Division pools are empty';
  const place = eventPlace(s, sector, ctx);
  if (!place.id) return 'Event reinforcement (2): no empty numbered Reinforcement position in communication';
  return undefined;
}

/**
 * An event-card reinforcement (2): a unit from the Tactical pool without Depth, or else from the Division pool with a
 * Depth marker, placed face down in the chosen empty Reinforcement position.
 */
export function applyEventReinforcement(s: GameState, sector: 'east' | 'west', ctx: RulesContext): GameState {
  const place = eventPlace(s, sector, ctx);
  const id = place.id as string;
  const p = s.positions.find((x) => x.id === id) as Position;
  const pools: Record<PoolName, number> = { ...s.pools };
  const from = drawPool(ctx, 'event-reinforcement', pools);
  const unitPool = from.pool as PoolName;
  pools[unitPool] -= 1;
  const report = [`Event reinforcement to ${id}: ${place.why.join('; ')}`, from.why];
  let depth = 0;
  if (unitPool === 'division') {
    const d = drawPool(ctx, p.buildings ? 'reinforcement-building' : 'reinforcement', pools);
    report.push(d.why);
    if (d.pool) {
      pools[d.pool] -= 1;
      depth = 1;
    }
  }
  const positions = s.positions.map((x) => (x.id === id ? { ...x, occupied: true, units: 1, revealed: false, disrupted: false, depth } : x));
  return { ...s, positions, pools, lastReport: report };
}

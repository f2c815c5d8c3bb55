import { required, type RulesContext, type Told } from '../../../engine/index.ts';
import { rule } from '../rules/numbers.ts';
import {
  depthRecipient,
  depthReinforcementPlace,
  drawPool,
  eventReinforcementPlace,
  POOL_TEXT,
  type Chosen,
  type PoolName,
} from '../rules/priority.ts';
import { distanceToUs } from './ground.ts';
import { requirePosition, type GameState, type Sector } from './state.ts';
import { depthFor } from './walk-context.ts';
import type { World } from './world.ts';
import { said } from './words.ts';

/** Why Kampfgruppe Meyer cannot join now (2), or undefined. */
export function meyerProblem(s: GameState): string | undefined {
  if (s.phase !== 'german') return 'Kampfgruppe Meyer (2): its event card is drawn in the German card phase';
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
    lastReport: [
      said(
        'Kampfgruppe Meyer arrives',
        `${units} units join the Division Reinforcement pool and ${depth} Depth markers the Mobile Depth pool`,
        '2',
      ),
    ],
  };
}

/** Where an event-card reinforcement goes in that sector (2). */
export function eventPlace(s: GameState, w: World, sector: Sector, ctx: RulesContext): Chosen {
  const adj = rule(ctx, 'event-adjacent');
  const within = rule(ctx, 'event-within');
  return eventReinforcementPlace(
    s.positions
      .filter((p) => p.kind === 'reinforcement')
      .map((p) => {
        const d = distanceToUs(s, w.map, p.hexes);
        return {
          id: p.id,
          name: p.name,
          number: p.number,
          letter: p.letter,
          empty: !p.occupied,
          inCommunication: p.inCommunication,
          sector: p.sector,
          adjacentToUs: d <= adj,
          withinTwoOfUs: d <= within,
        };
      }),
    sector,
  );
}

/** Why an event-card reinforcement cannot arrive now (2), or undefined. */
export function eventReinforcementProblem(
  s: GameState,
  w: World,
  sector: Sector,
  ctx: RulesContext,
): string | undefined {
  if (s.phase !== 'german') return 'Event reinforcement (2): its card is drawn in the German card phase';
  if (s.walk) return 'Event reinforcement (2): apply or cancel the German card first';
  if (s.pools.tactical === 0 && s.pools.division === 0)
    return 'Event reinforcement (2): the Tactical and Division pools are empty';
  if (!eventPlace(s, w, sector, ctx).id)
    return 'Event reinforcement (2): no empty numbered Reinforcement position in communication';
  return undefined;
}

function place(s: GameState, id: string, depth: number, report: Told[], pools: Record<PoolName, number>): GameState {
  const positions = s.positions.map((x) =>
    x.id === id
      ? { ...x, occupied: true, units: 1, revealed: false, disrupted: false, depth, depthRevealed: false }
      : x,
  );
  return { ...s, positions, pools, lastReport: report };
}

/**
 * An event-card reinforcement (2): a unit from the Tactical pool without Depth, or else from the Division pool with a
 * Depth marker, placed face down in the chosen empty Reinforcement position.
 */
export function applyEventReinforcement(s: GameState, w: World, sector: Sector, ctx: RulesContext): GameState {
  const where = eventPlace(s, w, sector, ctx);
  if (where.id === undefined) throw new RangeError(`Event reinforcement (2): ${where.why.join('; ')}`);
  const p = requirePosition(s, where.id);
  const pools: Record<PoolName, number> = { ...s.pools };
  const from = drawPool(ctx, 'event-reinforcement', pools);
  const unitPool = from.pool as PoolName;
  pools[unitPool] -= 1;
  let depth = 0;
  let depthWhy = 'without a Depth marker';
  if (unitPool === 'division') {
    const d = drawPool(ctx, depthFor(p), pools);
    depthWhy = d.why;
    if (d.pool) {
      pools[d.pool] -= 1;
      depth = 1;
    }
  }
  return place(
    s,
    p.id,
    depth,
    [
      said(
        `Event reinforcement (${sector} sector) to ${p.name}`,
        `a unit from the ${POOL_TEXT[unitPool]} pool, face down, ${depth ? 'with a Depth marker' : 'no Depth marker'}: ${where.why.join('; ')}; ${depthWhy}`,
        '2',
      ),
    ],
    pools,
  );
}

/** What an event reinforcement would do now, in words, before it is applied (2): the pool it comes from and where it goes. */
export function eventReinforcementPreview(s: GameState, w: World, sector: Sector, ctx: RulesContext): Told | undefined {
  return eventReinforcementProblem(s, w, sector, ctx)
    ? undefined
    : applyEventReinforcement(s, w, sector, ctx).lastReport[0];
}

/** The German unit that receives a Depth marker now (2), with why. */
export function depthTaker(s: GameState, w: World): Chosen {
  return depthRecipient(
    s.positions.map((p) => ({
      id: p.id,
      name: p.name,
      number: p.number,
      letter: p.letter,
      kind: p.kind,
      hexes: p.hexes.length,
      occupied: p.occupied,
      inCommunication: p.inCommunication,
      depth: p.depth,
      distanceToUs: distanceToUs(s, w.map, p.hexes),
    })),
  );
}

export function depthMarkerProblem(s: GameState, w: World, ctx: RulesContext): string | undefined {
  if (s.phase !== 'german') return 'Depth marker (2): its event card is drawn in the German card phase';
  if (s.walk) return 'Depth marker (2): apply or cancel the German card first';
  const t = depthTaker(s, w);
  if (!t.id) return `Depth marker (2): ${t.why.join('; ')}`;
  const p = requirePosition(s, t.id);
  if (!drawPool(ctx, depthFor(p), s.pools).pool) return `Depth marker (2): ${drawPool(ctx, depthFor(p), s.pools).why}`;
  return undefined;
}

/** What a Depth marker would do now, in words, before it is given (2): who takes it, or where the reinforcement goes. */
export function depthMarkerPreview(s: GameState, w: World, ctx: RulesContext): Told | undefined {
  return depthMarkerProblem(s, w, ctx) ? undefined : giveDepth(s, w, ctx).told;
}

/**
 * A Depth marker for the German side (2): the unit closest to a US unit gets it from its pool. When a WN's pool
 * is empty the fallback is a Tactical reinforcement, placed face down without Depth in the Reinforcement position
 * nearest that WN (then closest to a US unit, then lowest number).
 */
export function giveDepth(
  s: GameState,
  w: World,
  ctx: RulesContext,
  recipient?: string,
): { state: GameState; told: Told } {
  const t = recipient ? { id: recipient, ties: [], why: ['the attacked position (setting)'] } : depthTaker(s, w);
  const p = s.positions.find((x) => x.id === t.id);
  if (!p) return { state: s, told: said('No German unit can take a Depth marker', t.why.join('; '), '2') };
  const pools: Record<PoolName, number> = { ...s.pools };
  const d = drawPool(ctx, depthFor(p), pools);
  if (!d.pool) return { state: s, told: said(`${p.name} would take a Depth marker`, d.why, '2') };
  pools[d.pool] -= 1;
  if (p.kind === 'wn' && d.pool === 'tactical') {
    const where = depthReinforcementPlace(
      s.positions
        .filter((x) => x.kind === 'reinforcement')
        .map((x) => ({
          id: x.id,
          name: x.name,
          number: x.number,
          letter: x.letter,
          empty: !x.occupied,
          distanceFromWn: w.map.distanceTo(required(x.hexes[0], `a hex of position ${x.id}`), p.hexes),
          distanceToUs: distanceToUs(s, w.map, x.hexes),
        })),
    );
    const q = s.positions.find((x) => x.id === where.id);
    if (!q)
      return {
        state: s,
        told: said(
          `${p.name}: the WN Depth pool is empty`,
          'no empty Reinforcement position for the Tactical reinforcement',
          '2',
        ),
      };
    const next = place(s, q.id, 0, [], pools);
    return {
      state: next,
      told: said(
        `${p.name}: the WN Depth pool is empty, so a Tactical reinforcement arrives`,
        `placed face down in ${q.name}, without a Depth marker: ${where.why.join('; ') || 'the nearest empty Reinforcement position'}`,
        '2',
      ),
    };
  }
  const positions = s.positions.map((x) => (x.id === p.id ? { ...x, depth: x.depth + 1 } : x));
  return {
    state: { ...s, positions, pools },
    told: said(`${p.name} takes a Depth marker`, `${t.why.join('; ')}; ${d.why}`, '2'),
  };
}

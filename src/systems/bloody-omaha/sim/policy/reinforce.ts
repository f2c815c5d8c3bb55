/** When and where the policy releases units from the Reinforcement Holding box (11.7). */
import { innerMap, type RulesContext } from '../../../../engine/index.ts';
import { ahead, alongRow } from '../../map/map-index.ts';
import { seaSquaresOf } from '../../game/actions.ts';
import type { GameData } from '../../game/data.ts';
import { BOX, type Action, type State } from '../../game/types.ts';
import { DRIFT_SETTING } from '../../rules-notes.ts';
import { look, type Grid } from './board.ts';
import { ipValue } from './value.ts';
import { T } from '../../tables.ts';

/** Turns a released unit spends afloat before its Landing Phase: Reinforcement Sea, Second Wave, First Wave. */
const TURNS_AFLOAT = 3;
/** Turns ashore a released unit should have to be worth sending in to fight. */
const LANDED_TURNS_WANTED = 3;

const maxDrifts = new WeakMap<RulesContext, number>();

/** The largest shift the Drift table gives. */
function maxDrift(ctx: RulesContext): number {
  let n = maxDrifts.get(ctx);
  if (n === undefined) {
    n = 0;
    for (const r of ctx.table(T.drift).rows) if (typeof r.values.shift === 'number') n = Math.max(n, r.values.shift);
    maxDrifts.set(ctx, n);
  }
  return n;
}

interface Route {
  /** The sea square's, the Second Wave's and the First Wave's indexes in the grid. */
  readonly sea: number;
  readonly second: number;
  readonly first: number;
  /** The beaches it may land on, by drift of 0, 1, 2... squares; undefined off the map. */
  readonly landings: readonly (string | undefined)[];
}
/** Per game data, per way and length of drift (`drift * 2 + (toward > 0 ? 1 : 0)`), per sea square. */
const routes = new WeakMap<GameData, Map<number, Map<string, Route | null>>>();

/** The routes from the sea squares for one way and length of drift, filled as they are asked (`route`). */
function routesFor(d: GameData, toward: number, drift: number): Map<string, Route | null> {
  const byDrift = innerMap(routes, d);
  const way = drift * 2 + (toward > 0 ? 1 : 0);
  let m = byDrift.get(way);
  if (!m) byDrift.set(way, (m = new Map<string, Route | null>()));
  return m;
}

/** The squares straight ahead of a sea square (Second Wave, First Wave) and the beaches drift may take it to. */
function route(
  d: GameData,
  g: Grid,
  m: Map<string, Route | null>,
  sea: string,
  toward: number,
  drift: number,
): Route | undefined {
  let r = m.get(sea);
  if (r === undefined) {
    const second = ahead(d.map, sea);
    const first = second && ahead(d.map, second);
    const beach = first && ahead(d.map, first);
    r =
      second && first && beach
        ? {
            sea: g.index.get(sea) ?? -1,
            second: g.index.get(second) ?? -1,
            first: g.index.get(first) ?? -1,
            landings: Array.from({ length: drift + 1 }, (_, k) => alongRow(d.map, beach, toward * k)),
          }
        : null;
    m.set(sea, r);
  }
  return r ?? undefined;
}

/**
 * The sea square for a unit: one whose column keeps it on the map whatever it drifts, then the one whose landing
 * beaches already show Gaps, then the emptiest column.
 */
function seaSquare(
  s: State,
  d: GameData,
  ctx: RulesContext,
  g: Grid,
  unitId: string,
  full: number,
): string | undefined {
  const toward = ctx.setting(DRIFT_SETTING) === 'west' ? 1 : -1;
  const drift = maxDrift(ctx);
  const ways = routesFor(d, toward, drift);
  let best: string | undefined;
  let bestScore = -Infinity;
  const seas = seaSquaresOf(d, unitId);
  for (let i = 0; i < seas.length; i++) {
    const sq = seas[i] ?? '';
    const way = route(d, g, ways, sq, toward, drift);
    if (!way || (g.stack[way.sea] ?? 0) + full > d.stacking) continue;
    let score = -((g.stack[way.second] ?? 0) + (g.stack[way.first] ?? 0)) / 3;
    for (let j = 0; j < way.landings.length; j++) {
      const landing = way.landings[j];
      if (landing === undefined) score -= 10;
      else if (s.gaps[landing]) score += 2;
    }
    if (score > bestScore) {
      bestScore = score;
      best = sq;
    }
  }
  return best;
}

/** A strong unit released in time to land and fight is worth more than the VP it spares. */
const FIGHTING_WORTH_PER_CF = 0.4;

/**
 * The release worth most now, if it gains more than `beat`: early the strongest units, while they can still land
 * with turns to fight; in the last turns any unit, as it would cost 1 VP in the box.
 */
export function release(
  s: State,
  d: GameData,
  ctx: RulesContext,
  g: Grid = look(s, d),
  beat = -Infinity,
): { action: Action; gain: number } | undefined {
  const fights = s.turn + TURNS_AFLOAT <= d.turns - LANDED_TURNS_WANTED;
  const spared = s.turn + TURNS_AFLOAT > d.turns;
  if (!fights && !spared) return undefined;
  let pick: { id: string; full: number } | undefined;
  // each track read once by name: a read by a pool that changes is a slow lookup in compiled code
  const canPay1st = s.ip['1st'] >= 1;
  const canPay29th = s.ip['29th'] >= 1;
  for (let i = 0; i < s.units.length; i++) {
    const u = s.units[i];
    const x = d.units[i];
    if (u?.loc !== BOX || !x || !(x.pool === '1st' ? canPay1st : canPay29th)) continue;
    if (!pick || x.full > pick.full) pick = { id: u.id, full: x.full };
  }
  if (!pick) return undefined;
  // a unit left in the box costs VP (3.3a); one afloat at the end costs nothing
  const spares = -d.scen.vp.reinforcementBox;
  const gain = spares + (fights ? pick.full * FIGHTING_WORTH_PER_CF : 0) - ipValue(s, d);
  if (gain <= beat) return undefined;
  const to = seaSquare(s, d, ctx, g, pick.id, pick.full);
  return to ? { action: { type: 'reinforce', unit: pick.id, to }, gain } : undefined;
}

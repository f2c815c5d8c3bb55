/** When and where the policy releases units from the Reinforcement Holding box (11.7). */
import { innerMap, type RulesContext } from '../../../../engine/index.ts';
import { ahead, alongRow } from '../../map/map-index.ts';
import { seaSquaresOf } from '../../game/actions.ts';
import type { GameData } from '../../game/data.ts';
import { cf, def } from '../../game/units.ts';
import { BOX, type Action, type State } from '../../game/types.ts';
import { DRIFT_SETTING } from '../../rules-notes.ts';
import { ipValue } from './value.ts';
import { T } from '../../tables.ts';

/** Turns a released unit spends afloat before its Landing Phase: Reinforcement Sea, Second Wave, First Wave. */
const TURNS_AFLOAT = 3;
/** Turns ashore a released unit should have to be worth sending in to fight. */
const LANDED_TURNS_WANTED = 3;

/** The largest shift the Drift table gives. */
function maxDrift(ctx: RulesContext): number {
  let n = 0;
  for (const r of ctx.table(T.drift).rows) if (typeof r.values.shift === 'number') n = Math.max(n, r.values.shift);
  return n;
}

interface Route {
  readonly second: string;
  readonly first: string;
  /** The beaches it may land on, by drift of 0, 1, 2... squares; undefined off the map. */
  readonly landings: readonly (string | undefined)[];
}
const routes = new WeakMap<GameData, Map<string, Route | null>>();

/** The squares straight ahead of a sea square (Second Wave, First Wave) and the beaches drift may take it to. */
function route(d: GameData, sea: string, toward: number, drift: number): Route | undefined {
  const m = innerMap(routes, d);
  const key = `${sea}/${toward}/${drift}`;
  let r = m.get(key);
  if (r === undefined) {
    const second = ahead(d.map, sea);
    const first = second && ahead(d.map, second);
    const beach = first && ahead(d.map, first);
    r =
      second && first && beach
        ? { second, first, landings: Array.from({ length: drift + 1 }, (_, k) => alongRow(d.map, beach, toward * k)) }
        : null;
    m.set(key, r);
  }
  return r ?? undefined;
}

/**
 * The sea square for a unit: one whose column keeps it on the map whatever it drifts, then the one whose landing
 * beaches already show Gaps, then the emptiest column.
 */
function seaSquare(s: State, d: GameData, ctx: RulesContext, unitId: string, full: number): string | undefined {
  const toward = ctx.setting(DRIFT_SETTING) === 'west' ? 1 : -1;
  const drift = maxDrift(ctx);
  // the CF in every square, in one pass over the units (each candidate looks at three squares)
  const cfIn = new Map<string, number>();
  for (const u of s.units) cfIn.set(u.loc, (cfIn.get(u.loc) ?? 0) + cf(d, u));
  const stackCf = (sq: string): number => cfIn.get(sq) ?? 0;
  let best: string | undefined;
  let bestScore = -Infinity;
  for (const sq of seaSquaresOf(d, unitId)) {
    if (stackCf(sq) + full > d.stacking) continue;
    const way = route(d, sq, toward, drift);
    if (!way) continue;
    let score = -(stackCf(way.second) + stackCf(way.first)) / 3;
    for (const landing of way.landings) {
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
  beat = -Infinity,
): { action: Action; gain: number } | undefined {
  const fights = s.turn + TURNS_AFLOAT <= d.turns - LANDED_TURNS_WANTED;
  const spared = s.turn + TURNS_AFLOAT > d.turns;
  if (!fights && !spared) return undefined;
  let pick: { id: string; full: number } | undefined;
  for (const u of s.units) {
    if (u.loc !== BOX) continue;
    const x = def(d, u.id);
    if (s.ip[x.pool] < 1) continue;
    if (!pick || x.full > pick.full) pick = { id: u.id, full: x.full };
  }
  if (!pick) return undefined;
  // a unit left in the box costs VP (3.3a); one afloat at the end costs nothing
  const spares = -d.scen.vp.reinforcementBox;
  const gain = spares + (fights ? pick.full * FIGHTING_WORTH_PER_CF : 0) - ipValue(s, d);
  if (gain <= beat) return undefined;
  const to = seaSquare(s, d, ctx, pick.id, pick.full);
  return to ? { action: { type: 'reinforce', unit: pick.id, to }, gain } : undefined;
}

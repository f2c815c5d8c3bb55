import {
  required,
  type DiceRoll,
  type InputValues,
  type Rng,
  type RulesContext,
  type Told,
} from '../../../engine/index.ts';
import { isShore } from '../map/omaha-map.ts';
import { usInfiltration } from '../procedures/us.ts';
import { moveCheck, type MoveClass } from '../rules/movement.ts';
import { rule } from '../rules/numbers.ts';
import { isInfantry, isLeader } from '../rules/units.ts';
import { applyHit } from './us-results.ts';
import { highTide, landingHexes, onMap } from './ground.ts';
import { rollProcedure } from './roll.ts';
import { actionCost, actorsProblem, allowanceProblem, costText, onlyActionProblem, spend } from './us-accounting.ts';
import { extRules, type GameState, type Position, type Unit } from './state.ts';
import { boxName, type World } from './world.ts';
import { said } from './words.ts';

export type MoveAction = {
  readonly units: readonly string[];
  readonly path: readonly string[];
  readonly onLoss?: 'go' | 'stay';
  readonly dice?: DiceRoll;
};

function moveClass(u: Unit): MoveClass {
  return isLeader(u.type) ? 'leaders' : isInfantry(u.type) ? 'infantry' : 'others';
}

/** Where the unit stands: a hex, or its landing box. */
function start(u: Unit): { hex: string } | { box: string } {
  return u.where === 'box' && u.box ? { box: u.box } : { hex: u.hex ?? '' };
}

export interface Step {
  readonly ok: boolean;
  readonly why: string[];
  /** A Climb marker (moves, then stops) or a Climb Cliff marker (stays put) is placed (6.1). */
  readonly marker?: 'climb' | 'climb-cliff';
  /** Along a road. */
  readonly road: boolean;
}

/** One hex of a move (9.4, 6.1): the hexside crossed, then the terrain entered; roads open cover and bluffs to vehicles. */
export function stepCheck(w: World, u: Unit, from: string, to: string, ext: boolean, ctx: RulesContext): Step {
  const map = w.map;
  const cls = moveClass(u);
  const road = map.road(from, to) !== undefined;
  if (!map.adjacent(from, to)) return { ok: false, why: [`Hex ${to} is not next to hex ${from}`], road };
  const why: string[] = [];
  let marker: Step['marker'];
  const side = map.side(from, to);
  if (side) {
    const up = side.top === to;
    if (!up && (side.kind === 'scaleable-cliff' || side.kind === 'sheer-cliff'))
      return { ok: false, why: ['Nobody goes down a cliff face (rules note)'], road };
    const r = moveCheck(ctx, side.kind, cls, road, ext);
    if (!r.allowed) return { ok: false, why: r.why, road };
    if (up && (r.result === 'climb' || r.result === 'climb-cliff')) {
      const reduced = ext && rule(ctx, 'climb-step-reduction', true) > 0;
      marker = reduced ? (r.result === 'climb-cliff' ? 'climb' : undefined) : r.result;
      why.push(reduced ? `Extended game: one marker fewer to climb (6.1)` : (r.why[r.why.length - 1] ?? ''));
    }
  }
  const t = map.terrain(to);
  if (!t) return { ok: false, why: [`No hex ${to}`], road };
  const r = moveCheck(ctx, t === 'tidal' ? 'beach' : t, cls, road, ext);
  if (!r.allowed) return { ok: false, why: r.why, road };
  return { ok: true, why, road, ...(marker ? { marker } : {}) };
}

/** Hexes the unit may move (6.1): leaders, tanks along roads, infantry, others; the extended game's longer moves. */
function allowance(
  w: World,
  u: Unit,
  path: readonly string[],
  from: string | undefined,
  ext: boolean,
  ctx: RulesContext,
): number {
  if (isLeader(u.type)) return rule(ctx, 'move-leader', ext);
  if (isInfantry(u.type)) return rule(ctx, 'move-infantry', ext);
  if (u.type === 'tank' && from) {
    const kinds = [];
    let before = from;
    for (const h of path) {
      kinds.push(w.map.road(before, h));
      before = h;
    }
    if (kinds.length && kinds.every((k) => k === 'major')) return rule(ctx, 'move-tank-major', ext);
    if (kinds.length && kinds.every((k) => k !== undefined)) return rule(ctx, 'move-tank-secondary', ext);
  }
  return rule(ctx, 'move-other', ext);
}

/** Undisrupted occupied positions next to a hex that have it in their field of fire. */
function watching(s: GameState, w: World, hexId: string): Position[] {
  return s.positions.filter(
    (p) => p.occupied && !p.disrupted && w.map.distanceTo(hexId, p.hexes) === 1 && w.map.fieldOfFire(p.id).has(hexId),
  );
}

/** An infiltration (6.1): from a hex next to and in the fire of an undisrupted position to a hex just like it. */
export function infiltration(s: GameState, w: World, from: string, to: string): { past: Position[] } | undefined {
  const a = watching(s, w, from);
  const b = watching(s, w, to);
  if (a.length === 0 || b.length === 0) return undefined;
  return { past: [...new Set([...a, ...b])] };
}

/** Beach hexes with a protecting hexside (shingle, seawall, bluff, scaleable cliff or wall; not a sheer cliff) on their inland side. */
function shelterDistance(w: World, hexId: string): number {
  const sheltered = [...w.map.hexes.values()].filter(
    (h) =>
      isShore(h.terrain) &&
      w.map.neighbors(h.id).some((n) => {
        const k = w.map.side(h.id, n)?.kind;
        return k !== undefined && k !== 'sheer-cliff' && k !== 'slope';
      }),
  );
  return w.map.distanceTo(
    hexId,
    sheltered.map((h) => h.id),
  );
}

/** An infantry unit moving along the beach towards a protecting hexside moves for free (6). */
function towardsShelter(w: World, u: Unit, from: string | undefined, to: string): boolean {
  if (!from || !isInfantry(u.type)) return false;
  const tf = w.map.terrain(from);
  const tt = w.map.terrain(to);
  return !!tf && !!tt && isShore(tf) && isShore(tt) && shelterDistance(w, to) < shelterDistance(w, from);
}

export interface MovePlan {
  readonly problem?: string;
  readonly units: Unit[];
  /** The hex where the units end (their start when a Climb Cliff marker keeps them there). */
  readonly end?: string;
  readonly marker?: 'climb' | 'climb-cliff';
  readonly infiltration?: { past: Position[]; from: string; to: string };
  readonly why: string[];
}

/** A move checked hex by hex (6, 6.1, 9.4); what it would do, or why it may not. */
export function planMove(s: GameState, w: World, a: MoveAction, ctx: RulesContext): MovePlan {
  const units = a.units.map((id) => s.units.find((u) => u.id === id));
  const fail = (problem: string): MovePlan => ({ problem, units: units.filter((u): u is Unit => !!u), why: [] });
  const p = actorsProblem(s, units);
  if (p) return fail(p);
  const us = units.filter((u) => u !== undefined);
  for (const u of us) {
    const only = onlyActionProblem(u);
    if (only) return fail(only);
  }
  const [first] = us;
  if (!first) return fail('A move names the units that move (6)');
  const at = start(first);
  if (us.some((u) => JSON.stringify(start(u)) !== JSON.stringify(at)))
    return fail('Units move together only from the same hex or box (6)');
  if (us.length > 1 && new Set(a.units).size !== us.length) return fail('A unit is named twice');
  const ext = extRules(s, rule(ctx, 'ext-first-turn'));
  const why: string[] = [];
  let from: string | undefined = 'hex' in at ? at.hex : undefined;
  const path = [...a.path];
  const [firstHex] = path;
  if ('box' in at) {
    const ok = landingHexes(w.map, at.box, highTide(ctx, s.turn));
    if (firstHex === undefined || !ok.includes(firstHex))
      return fail(
        `From the ${boxName(w, at.box)} a unit goes ashore in ${ok.length ? `hex ${ok.join(', ')}` : 'no hex: the tide covers its beach'} (1)`,
      );
    why.push(`Ashore from the ${boxName(w, at.box)} (1)`);
  }
  const limit = Math.min(...us.map((u) => allowance(w, u, path, from, ext, ctx)));
  if (path.length > limit) return fail(`${first.id} moves at most ${limit} hex${limit > 1 ? 'es' : ''} (6.1)`);
  let end = from;
  let marker: MovePlan['marker'];
  let infil: MovePlan['infiltration'];
  for (const [i, to] of path.entries()) {
    if (!from) {
      from = to;
      end = to;
      continue;
    }
    for (const u of us) {
      const st = stepCheck(w, u, from, to, ext, ctx);
      if (!st.ok) return fail(`${u.id} cannot enter hex ${to}: ${st.why.join('; ')}`);
      if (st.marker) marker = st.marker;
      why.push(...st.why.filter(Boolean));
    }
    if (marker === 'climb-cliff') {
      if (path.length > 1)
        return fail('A Climb Cliff marker is placed without moving (6.1): name only the hex above the cliff');
      return { units: us, end: from, marker, why };
    }
    const inf = infiltration(s, w, from, to);
    if (inf && !infil) {
      if (us.every((u) => isLeader(u.type))) return fail('HQs and Generals may not infiltrate on their own (6.1)');
      if (us.length > 1) return fail('An infiltration is made one unit at a time (rules note)');
      infil = { ...inf, from, to };
    }
    end = to;
    from = to;
    if (marker === 'climb' && i < path.length - 1)
      return fail('Crossing a bluff with a Climb marker ends the move (6.1)');
    const next = path[i + 1];
    if (ext && next !== undefined) {
      const stop = extStop(s, w, first, to, next);
      if (stop) return fail(stop);
    }
  }
  return {
    units: us,
    ...(end ? { end } : {}),
    ...(marker ? { marker } : {}),
    ...(infil ? { infiltration: infil } : {}),
    why,
  };
}

/** Extended-game stops (6.1): infantry in bocage off road and in intense or steady fire; tanks in intense fire. */
function extStop(s: GameState, w: World, u: Unit, at: string, next: string): string | undefined {
  const fires = s.positions.filter((p) => p.occupied).map((p) => w.map.fieldOfFire(p.id).get(at));
  if (isInfantry(u.type)) {
    if (w.map.terrain(at) === 'bocage' && !w.map.road(at, next))
      return `${u.id} must stop in bocage off the road (6.1)`;
    if (fires.some((f) => f === 'intense' || f === 'steady'))
      return `${u.id} must stop in intense or steady fire (6.1)`;
  }
  if (u.type === 'tank' && fires.includes('intense')) return `${u.id} must stop in intense fire (6.1)`;
  return undefined;
}

export function moveProblem(s: GameState, w: World, a: MoveAction, ctx: RulesContext): string | undefined {
  const plan = planMove(s, w, a, ctx);
  if (plan.problem) return plan.problem;
  const to = a.path.at(-1);
  const beach =
    plan.units.length > 0 &&
    to !== undefined &&
    plan.units.every((u) => towardsShelter(w, u, onMap(u) ? u.hex : undefined, to));
  return allowanceProblem(s, actionCost(s, w, plan.units, beach, ctx), ctx);
}

export function infiltrationInputs(inf: { past: readonly Position[] }, units: readonly Unit[]): InputValues {
  return { pastTwoPositions: inf.past.length >= 2, leaderAlone: units.every((u) => isLeader(u.type)) };
}

/** Moves the units (6.1), drawing the infiltration card when the move infiltrates; HQs and Generals that move stop commanding this phase. */
export function applyMove(s: GameState, w: World, a: MoveAction, rng: Rng, ctx: RulesContext): GameState {
  const plan = planMove(s, w, a, ctx);
  const from = required(plan.units[0], 'the unit that moves');
  const to = required(a.path.at(-1), 'the hex the move ends in');
  const origin = from.where === 'box' ? `the ${boxName(w, from.box ?? '')}` : `hex ${from.hex}`;
  const beach = plan.units.every((u) => towardsShelter(w, u, onMap(u) ? u.hex : undefined, to));
  const c = actionCost(s, w, plan.units, beach, ctx);
  let state: GameState = s;
  const report: Told[] = [];
  let end = plan.end as string;
  if (plan.infiltration) {
    const inf = plan.infiltration;
    const { result, dice } = rollProcedure(usInfiltration, infiltrationInputs(inf, plan.units), a.dice, rng, ctx);
    const lost = result.outcome.stepLost === true;
    let outcome = result.summary;
    if (lost) {
      const hit = applyHit(state, from.id, ctx);
      state = hit.state;
      outcome = `${hit.why}${a.onLoss === 'stay' ? `; it stays in hex ${inf.from}` : ''}`;
      if (a.onLoss === 'stay') end = inf.from;
    }
    report.push(
      said(`${from.id} infiltrates past ${inf.past.map((p) => p.name).join(' and ')}`, outcome, '6.1', { dice }),
    );
  }
  const moved = new Set(plan.units.map((u) => u.id));
  const stays = plan.marker === 'climb-cliff';
  state = {
    ...state,
    units: state.units.map((u) => {
      if (!moved.has(u.id) || (u.where !== 'map' && u.where !== 'box')) return u;
      const placed = stays ? u : { ...u, where: 'map' as const, hex: end, box: null };
      return plan.marker && isInfantry(u.type) ? { ...placed, climb: plan.marker } : placed;
    }),
    usPhase: {
      ...spend(state, plan.units, c),
      leadersMoved: [...state.usPhase.leadersMoved, ...plan.units.filter((u) => isLeader(u.type)).map((u) => u.id)],
    },
  };
  const who = plan.units.map((u) => u.id).join(' and ');
  const what = stays
    ? `takes a Climb Cliff marker below hex ${a.path[0]}, without moving`
    : `moves from ${origin} to hex ${end}${plan.marker === 'climb' ? ' and takes a Climb marker' : ''}`;
  report.unshift(said(`${who} ${what}`, costText(c), plan.marker ? '6.1' : '6, 6.1'));
  return { ...state, lastReport: report };
}

import { sideBetween } from '../../../boards/hex/index.ts';
import { movementCost } from '../procedures/movement.ts';
import { loseBeachheads } from './beachheads.ts';
import { usComesNextTo } from './next-to.ts';
import { openReaction } from './reaction.ts';
import type { Roll } from './resolve.ts';
import { keepsRoadBonus } from './road-bonus.ts';
import type { Rules } from './rules.ts';
import { type Action, type GameState, other, unitOf, type UnitState } from './state.ts';
import { view } from './view.ts';
import { afterUnpinning } from './unpin.ts';
import { said, type LogEntry } from './words.ts';

/** The cost to step into an adjacent hex, or why the step is not allowed (7.1-7.5); `forfeit` is road bonus lost by the step (7.5.2). */
export function stepCost(
  rules: Rules,
  state: GameState,
  u: UnitState,
  to: string,
): { ok: boolean; cost: number; why: string; forfeit?: number } {
  const b = rules.board;
  if (!u.hex) return { ok: false, cost: 0, why: 'not on the map' };
  const from = b.hex(u.hex);
  const dest = b.hex(to);
  if (!b.inMap(dest) || sideBetween(from, dest) === undefined)
    return { ok: false, cost: 0, why: 'not an adjacent hex on the map' };
  if (
    view(rules, state)
      .at(to)
      .some((x) => x.side !== u.side)
  )
    return { ok: false, cost: 0, why: 'enemy in the hex: that is close combat (8.5)' };
  const t = rules.unitType(u.type);
  const side = b.hexside(from, dest);
  const road = b.road(from, dest);
  const r = movementCost(rules.ctx, {
    unitClass:
      t.class === 'vehicle' ? 'vehicle' : t.class === 'ranger' ? 'ranger' : t.class === 'hq' ? 'hq' : 'infantry',
    terrain: b.terrain(dest).key,
    enteredAlong: road === 'road' ? 'road' : road === 'secondary' ? 'secondary' : 'none',
    elevationChange: b.elevation(from) !== b.elevation(dest),
    hexside: side ? side.kind : 'none',
    startedAdjacent: !u.acted,
    fromBeach: b.terrain(from).beach,
    roadblock: state.roadblocks.includes(to),
  });
  if (!r.outcome.allowed) return { ok: false, cost: 0, why: r.lines.join('; ') };
  // a step off the roads or toward the enemy forfeits the road bonus before it is paid for (7.5.2)
  const forfeit = u.roadBonus !== undefined && !keepsRoadBonus(rules, state, u, to) ? u.roadBonus : 0;
  const left = u.mp - forfeit;
  const cost = r.outcome.wholeAllowance ? Math.max(left, t.movement) : r.outcome.cost;
  if (r.outcome.wholeAllowance && u.acted)
    return { ok: false, cost, why: 'needs the whole allowance, and the unit has already moved (7.4.1, 7.5.4)' };
  if (cost > left)
    return {
      ok: false,
      cost,
      why:
        forfeit > 0
          ? `needs ${cost} MP; leaving the road or nearing the enemy loses the ${forfeit} road bonus point(s), leaving ${Math.max(0, left)} (7.5.2)`
          : `needs ${cost} MP, ${u.mp} left`,
    };
  return { ok: true, cost, why: r.lines.join('; '), forfeit };
}

/** Why one unit may not move now (activation, pin, HQ rules), or undefined. */
export function mover(rules: Rules, state: GameState, u: UnitState | undefined): string | undefined {
  if (!u || u.status !== 'map') return 'no such unit on the map';
  if (!u.activated) return 'the unit is not activated (7.1.1, 5.2)';
  const c = rules.unitType(u.type).class;
  if (c === 'pillbox' || c === 'nest') return 'pillboxes and resistance nests never move (4.6.5)';
  if (u.pinned) return 'a pinned unit may not move (8.3.2)';
  if (c === 'hq' && state.allocated.includes(u.formation))
    return 'an HQ that allocated supply or assets this activation may not move (5.3.3)';
  return undefined;
}

/** The units moving with a move action whose units are known to exist: the unit and the stack it leads. */
function movers(state: GameState, a: Extract<Action, { type: 'move' }>): UnitState[] {
  return [a.unit, ...(a.with ?? [])].map((id) => unitOf(state, id));
}

/** Why these units (the first leading) may not move together now, or undefined (7.2.2, and `mover` for each). */
export function stackRefusal(rules: Rules, state: GameState, ids: readonly string[]): string | undefined {
  const late = afterUnpinning(state);
  if (late) return late;
  const list = ids.map((id) => state.units[id]);
  if (new Set(ids).size !== list.length) return 'a unit is listed twice';
  for (const u of list) {
    const why = mover(rules, state, u);
    if (why) return `${u?.id ?? 'unit'}: ${why}`;
  }
  const units = list.filter((u) => u !== undefined);
  const [l] = units;
  if (!l) return 'no unit to move';
  for (const u of units) {
    if (u.hex !== l.hex) return 'a stack moves from one hex: every unit must be there (7.2.2)';
    // a stack is the units that began moving together: all still unmoved, or all moving in the same group
    if (list.length > 1 && (l.acted ? u.group === undefined || u.group !== l.group : u.acted))
      return 'units may not be picked up while moving (7.2.2)';
  }
  return undefined;
}

export function checkMove(rules: Rules, state: GameState, a: Extract<Action, { type: 'move' }>): string | undefined {
  const why = stackRefusal(rules, state, [a.unit, ...(a.with ?? [])]);
  if (why) return why;
  for (const u of movers(state, a)) {
    const c = stepCost(rules, state, u, a.to);
    if (!c.ok) return `${u.id}: ${c.why}`;
  }
  return undefined;
}

/** Moves a unit or stack one hex (7.3): costs, village control, revealing hidden units and the battery roll, beachheads and reaction fire. */
export function move(rules: Rules, state: GameState, a: Extract<Action, { type: 'move' }>, roll: Roll): GameState {
  const list = movers(state, a);
  const b = rules.board;
  const stack = list.length > 1;
  const units = { ...state.units };
  const log: LogEntry[] = [];
  for (const u of list) {
    const c = stepCost(rules, state, u, a.to);
    const forfeit = c.forfeit ?? 0;
    const { roadBonus, ...rest } = u;
    units[u.id] = {
      ...(forfeit > 0 ? rest : u),
      hex: a.to,
      mp: u.mp - forfeit - c.cost,
      acted: true,
      ...(stack ? { group: a.unit } : {}),
    };
    log.push(
      said(
        `${u.id} moves to ${a.to} for ${c.cost} movement point${c.cost === 1 ? '' : 's'}${forfeit > 0 ? `, losing its road bonus of ${roadBonus ?? 0}` : ''}`,
        { source: forfeit > 0 ? '7.3, 7.5.2' : '7.3' },
      ),
    );
  }
  // units of the same stack left behind are dropped off and stop (7.2.2)
  const group = list[0]?.group;
  if (group !== undefined) {
    for (const x of Object.values(state.units)) {
      if (x.group === group && x.hex === list[0]?.hex && !list.includes(x)) units[x.id] = { ...x, mp: 0 };
    }
  }
  const side = list[0]?.side ?? 'us';
  const to = b.hex(a.to);
  let s: GameState = usComesNextTo(
    rules,
    {
      ...state,
      units,
      control: b.place(to) ? { ...state.control, [a.to]: side } : state.control,
      log: [...state.log, ...log],
    },
    roll,
  );
  for (const u of list) s = loseBeachheads(rules, s, unitOf(s, u.id));
  return openReaction(
    rules,
    s,
    other(side),
    a.to,
    list.map((u) => u.id),
    false,
  );
}

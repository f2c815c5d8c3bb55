import { hexKey, type Axial } from '../../../boards/hex/index.ts';
import { required } from '../../../engine/index.ts';
import type { GameAction } from '../../../systems/types.ts';
import type { CounterView, UnitClass } from './counters.ts';
import { fmtPoints, pathCosts, type MoveWorld } from './movement.ts';

type Rec = Readonly<Record<string, unknown>>;

/** The ids a move action moves: its unit, then the units moving with it (7.2.2). */
function moved(a: GameAction): string[] {
  const r = a as Rec;
  if (a.type !== 'move' || typeof r.unit !== 'string') return [];
  return [r.unit, ...(Array.isArray(r.with) ? r.with.filter((x): x is string => typeof x === 'string') : [])];
}

/**
 * The stack a unit may move with, leader first, or undefined when it moves alone. Once the unit is activated,
 * the game's own stack move says who goes together (units that started the activation in the hex, or that have
 * moved as one so far); before that, the preview takes every unit in the hex that can move.
 */
export function stackMates(
  unit: CounterView,
  counters: readonly CounterView[],
  legal: readonly GameAction[],
  canMove: (c: CounterView) => boolean,
): string[] | undefined {
  if (unit.activated) {
    for (const a of legal) {
      const ids = moved(a);
      if (ids.length > 1 && ids.includes(unit.id)) return ids;
    }
    return undefined;
  }
  const here = counters.filter((c) => c.side === unit.side && hexKey(c.hex) === hexKey(unit.hex) && canMove(c));
  if (here.length < 2 || !here.some((c) => c.id === unit.id)) return undefined;
  return [unit.id, ...here.filter((c) => c.id !== unit.id).map((c) => c.id)];
}

/** The move action for a unit or a stack (leader first) into a hex. */
export function moveAction(units: readonly string[], to: string): GameAction {
  const [unit, ...rest] = units;
  return { type: 'move', unit, to, ...(rest.length > 0 ? { with: rest } : {}) } as GameAction;
}

/** One member of a moving party as its own move is measured: the map and rules (with its road bonus), its class, its points. */
export interface MemberMove {
  readonly label: string;
  readonly world: MoveWorld;
  readonly unitClass: UnitClass;
  readonly allowance: number;
}

/** A member of the moving unit or stack: its counter, with what measures its own move. */
export type Member = MemberMove & { readonly counter: CounterView };

/** A step of a traced path for the whole party: the worst-off member's figure, and whether any member is refused or out of points. */
export interface PartyStep {
  readonly allowed: boolean;
  /** Some member has spent more than it has. */
  readonly over: boolean;
  /** Points used so far by the member that has used the most. */
  readonly total: number;
  /** Road bonus points some member loses on this step (7.5.2). */
  readonly forfeit: number;
  readonly warning?: string;
}

/**
 * The cost of a traced path for a unit or a stack moving together (7.2.2, 7.3): each member pays its own way
 * with the single-unit rule (its terrain costs, its road bonus, against its own allowance), so the most restricted
 * member decides where the stack can go.
 */
export function partyPathCosts(
  members: readonly MemberMove[],
  path: readonly Axial[],
): { members: { label: string; total: number; allowance: number }[]; steps: PartyStep[] } {
  const each = members.map((m) => ({ member: m, costs: pathCosts(m.world, m.unitClass, path, m.allowance) }));
  const steps: PartyStep[] = [];
  for (let i = 0; i + 1 < path.length; i++) {
    const here = each.map((e) => ({ member: e.member, step: required(e.costs.steps[i], 'a step of the path') }));
    const at = here.map((x) => x.step);
    const warning = at.find((s) => s.warning)?.warning;
    steps.push({
      allowed: at.every((s) => s.allowed),
      over: here.some((x) => x.step.total > x.member.allowance),
      total: Math.max(...at.map((s) => s.total)),
      forfeit: Math.max(...at.map((s) => s.forfeit)),
      ...(warning ? { warning } : {}),
    });
  }
  return {
    members: each.map(({ member, costs }) => ({
      label: member.label,
      total: costs.total,
      allowance: member.allowance,
    })),
    steps,
  };
}

/**
 * A traced move in words: for one unit its points used of its allowance (with its road bonus, 7.5.2); for a stack
 * each member's own, and whether the stack would be overstacked where it ends (7.2.3, printed hexes in `over`).
 */
export function describeMove(
  members: readonly MemberMove[],
  path: readonly Axial[],
  hexId: (h: Axial) => string,
  over?: ReadonlySet<string>,
): string | undefined {
  const end = path.at(-1);
  if (!end || path.length < 2 || members.length === 0) return undefined;
  const info = partyPathCosts(members, path);
  const dest = hexId(end);
  const at = info.steps.findIndex((s) => s.forfeit > 0);
  const into = at >= 0 ? path[at + 1] : undefined;
  const lost = into
    ? `; the step into ${hexId(into)} ${info.steps[at]?.warning ?? 'loses the road bonus (7.5.2)'}`
    : '';
  const fails = info.members.some((m) => !Number.isFinite(m.total) || m.total > m.allowance);
  const used = info.members.map(
    (m) => `${Number.isFinite(m.total) ? fmtPoints(m.total) : 'over'} of ${fmtPoints(m.allowance)} MP`,
  );
  const one = members.length === 1 ? members[0] : undefined;
  if (one) {
    const b = one.world.roadBonus;
    const bonus = b ? ` (includes ${fmtPoints(b.points)} road bonus, 7.5.2)` : '';
    return fails
      ? `${one.label} cannot reach ${dest} along this path (${used[0]}${bonus})${lost}`
      : `${one.label} to ${dest}: ${used[0]}${bonus}${lost}`;
  }
  const each = info.members.map((m, i) => `${m.label} ${used[i]}`).join(', ');
  const overstacked = over?.has(dest)
    ? '; overstacked there: a unit loses a step when the activation ends (7.2.3)'
    : '';
  return fails
    ? `The stack cannot reach ${dest} along this path (${each})${lost}`
    : `The stack to ${dest}: ${each}${lost}${overstacked}`;
}

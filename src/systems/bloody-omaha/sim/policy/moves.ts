/** How the policy moves stacks (11.1): off the beach, and idle stacks toward the German squares still held. */
import type { RulesContext } from '../../../../engine/index.ts';
import { checkMove, stepBlocked } from '../../game/actions.ts';
import type { GameData } from '../../game/data.ts';
import { cf, hasGermanTokens, poolsIn, stackCf } from '../../game/units.ts';
import type { Action, ActionOf, State, UnitState } from '../../game/types.ts';
import { CAN_PAY, look, type Grid } from './board.ts';
import { sortShort } from './sort.ts';

/** Steps an Exit held counts as nearer than it is. */
const EXIT_PULL = 2;

/** How far squares are from the German squares worth going for, Exits held counting as nearer; memoised per call. */
function pullOf(s: State, d: GameData): (sq: string) => number {
  let held: string[] | undefined;
  const memo = new Map<string, number>();
  return (sq) => {
    let best = memo.get(sq);
    if (best !== undefined) return best;
    held ??= Object.keys(s.tokens).filter((g) => d.map.land.has(g));
    best = Infinity;
    for (const g of held) best = Math.min(best, d.map.distance(sq, g) - (d.map.byId.get(g)?.exit ? EXIT_PULL : 0));
    memo.set(sq, best);
    return best;
  };
}

function nextToGerman(s: State, d: GameData, sq: string): boolean {
  for (const n of d.map.byId.get(sq)?.adjacent ?? []) if (hasGermanTokens(s, n)) return true;
  return false;
}

/** The whole unpinned stack moving from `from` to `to` if it fits, else its strongest unit that does. */
function stackMove(s: State, d: GameData, ctx: RulesContext, from: string, to: string): Action | undefined {
  const room = d.stacking - stackCf(s, d, to);
  if (room < 0) return undefined;
  const movers = s.units.filter((u) => u.loc === from && !u.pinned);
  let total = 0;
  let one: UnitState | undefined;
  for (const u of movers) {
    const c = cf(d, u);
    total += c;
    if (c <= room && (!one || c > cf(d, one))) one = u;
  }
  // the list built by push in both cases: one kind of array for the code that reads the move
  const moves: { unit: string; to: string }[] = [];
  if (movers.length > 0 && total <= room) for (const u of movers) moves.push({ unit: u.id, to });
  else if (one) moves.push({ unit: one.id, to });
  if (moves.length === 0) return undefined;
  const a: ActionOf<'move'> = { type: 'move', from, moves };
  return checkMove(s, d, ctx, a) ? undefined : a;
}

/** A move off the beach into cleared ground, toward the German squares still held. */
export function leaveBeach(s: State, d: GameData, ctx: RulesContext, g: Grid = look(s, d)): Action | undefined {
  let pull: ((sq: string) => number) | undefined;
  for (let i = 0; i < g.beaches.length; i++) {
    const b = g.beaches[i] ?? 0;
    if (((g.flags[b] ?? 0) & CAN_PAY) === 0) continue;
    const from = g.ids[b] as string;
    const inland: string[] = [];
    const next = g.adjacent[b] ?? [];
    for (let j = 0; j < next.length; j++) {
      const n = next[j] ?? 0;
      const to = g.ids[n] as string;
      if (g.beach[n] === 0 && g.held[n] === 0 && !stepBlocked(s, d, ctx, from, to)) inland.push(to);
    }
    if (inland.length > 1) sortShort(inland, (pull ??= pullOf(s, d)));
    for (let j = 0; j < inland.length; j++) {
      const m = stackMove(s, d, ctx, from, inland[j] ?? '');
      if (m) return m;
    }
  }
  return undefined;
}

/** A stack with no German square next to it steps one square nearer to one. */
export function closeUp(s: State, d: GameData, ctx: RulesContext): Action | undefined {
  const pull = pullOf(s, d);
  const done = new Set<string>();
  for (const u of s.units) {
    const sq = u.loc;
    if (done.has(sq) || !d.map.land.has(sq) || u.pinned) continue;
    done.add(sq);
    if (d.map.byId.get(sq)?.terrain === 'beach' || nextToGerman(s, d, sq)) continue;
    if (!poolsIn(s, d, sq).some((p) => s.ip[p] > 0)) continue;
    const here = pull(sq);
    let best: string | undefined;
    let bestPull = here;
    for (const n of d.map.byId.get(sq)?.adjacent ?? []) {
      if (stepBlocked(s, d, ctx, sq, n)) continue;
      const p = pull(n);
      if (p < bestPull) {
        bestPull = p;
        best = n;
      }
    }
    const m = best && stackMove(s, d, ctx, sq, best);
    if (m) return m;
  }
  return undefined;
}

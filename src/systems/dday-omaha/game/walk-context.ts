import type { RulesContext } from '../../../engine/index.ts';
import type { OmahaMap } from '../map/omaha-map.ts';
import { rule } from '../rules/numbers.ts';
import { drawPool, type PoolName } from '../rules/priority.ts';
import { alive, fofEntries, nearEntries } from './ground.ts';
import type { FofEntry, GameState, NearEntry, Position, Unit } from './state.ts';
import type { Effect, GermanCard, Question } from './walk-types.ts';

export type Work = { -readonly [K in keyof Position]: Position[K] };

/** Collects the player's choices: a question is asked only when the rules leave more options than picks. */
export class Chooser {
  readonly questions: Question[] = [];
  constructor(private readonly answers: Readonly<Record<string, readonly string[]>>) {}
  /** `ordered` is the rules' order; `tied` the options the rules cannot separate at the cut. */
  pick(id: string, prompt: string, ordered: readonly string[], tied: readonly string[], n: number): string[] {
    if (tied.length === 0) return ordered.slice(0, n);
    const fixed = ordered.filter((x) => !tied.includes(x)).slice(0, n);
    const want = Math.max(0, Math.min(n, ordered.length) - fixed.length);
    if (want === 0) return fixed;
    this.questions.push({ id, prompt, options: [...tied], pick: want });
    const a = this.answers[id];
    const chosen = a && a.length === want && a.every((x) => tied.includes(x)) ? [...a] : tied.slice(0, want);
    return [...fixed, ...chosen];
  }
}

/** What the planner carries from one position to the next: the positions and pools as changed so far, the player's choices. */
export interface WalkCtx {
  readonly s: GameState;
  readonly map: OmahaMap;
  readonly ctx: RulesContext;
  readonly card: GermanCard;
  readonly chooser: Chooser;
  readonly work: Map<string, Work>;
  readonly pools: Record<PoolName, number>;
  eliminated: number;
  /** Steps each US unit has lost to German fire this phase (the standard game caps them, 4). */
  readonly lost: Map<string, number>;
  readonly ext: boolean;
  readonly artillerySectors: Set<string>;
}

export function unitOf(w: WalkCtx, id: string): Unit | undefined {
  return w.s.units.find((u) => u.id === id);
}

export function fofOf(w: WalkCtx, p: Position): FofEntry[] {
  return fofEntries(w.s, w.map, p);
}

export function nearOf(w: WalkCtx, p: Position): NearEntry[] {
  return nearEntries(w.s, w.map, p, w.ctx);
}

export function usInFof(w: WalkCtx, p: Position): boolean {
  return fofOf(w, p).some((e) => alive(unitOf(w, e.unit)));
}

/** A US unit within the reinforce range (3: 2 hexes) of the position. */
export function withinTwo(w: WalkCtx, p: Position): boolean {
  const r = rule(w.ctx, 'reinforce-within');
  return [...fofOf(w, p), ...nearOf(w, p)].some((e) => e.range <= r);
}

export function depthFor(p: Pick<Position, 'kind' | 'buildings'>): string {
  return p.kind === 'wn' ? 'wn' : p.buildings ? 'reinforcement-building' : 'reinforcement';
}

/** Draws one marker for the recipient from the first pool not empty (2). */
export function draw(w: WalkCtx, recipient: string, effects: Effect[]): boolean {
  const d = drawPool(w.ctx, recipient, w.pools);
  if (!d.pool) {
    effects.push({ kind: 'note', why: d.why });
    return false;
  }
  w.pools[d.pool] -= 1;
  effects.push({ kind: 'pool', pool: d.pool, delta: -1, why: d.why });
  return true;
}

/** The whole garrison of `p` moves into `dest`, leaving `p` empty (REDEPLOY, ADVANCE: 3); returns both patches. */
export function moveGarrison(p: Position, dest: Position, why: string, effects: Effect[]) {
  const moved = {
    occupied: true,
    units: p.units,
    depth: p.depth,
    revealed: p.revealed,
    from352: p.from352,
    disrupted: false,
  };
  const left = { occupied: false, units: 0, depth: 0, revealed: false, disrupted: false };
  effects.push({ kind: 'position', position: dest.id, patch: moved, why });
  effects.push({ kind: 'position', position: p.id, patch: left, why: `${p.name} left empty` });
  if (moved.depth)
    effects.push({
      kind: 'note',
      why: 'Swap the Depth marker with the pool for a Building or Mobile one where possible (3)',
    });
  return { moved, left };
}

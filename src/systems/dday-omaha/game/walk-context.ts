import type { RulesContext } from '../../../engine/index.ts';
import { rule } from '../rules/numbers.ts';
import { drawPool, type PoolName } from '../rules/priority.ts';
import { isLeader } from '../rules/units.ts';
import type { GameState, Position, Unit } from './state.ts';
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

export function alive(u: Unit | undefined): u is Unit {
  return !!u && (u.where === 'map' || u.where === 'box') && (u.steps > 0 || isLeader(u.type));
}

export function stackSteps(s: GameState, u: Unit): number {
  const same = s.units.filter((o) => alive(o) && ((u.hex && o.hex === u.hex) || (u.where === 'box' && o.where === 'box' && o.box === u.box)));
  return same.reduce((t, o) => t + (isLeader(o.type) ? 0 : o.steps), 0) || u.steps;
}

export function usInFof(s: GameState, p: Position): boolean {
  return p.fof.some((e) => alive(s.units.find((u) => u.id === e.unit)));
}
export function withinTwo(s: GameState, p: Position, ctx: RulesContext): boolean {
  const r = rule(ctx, 'reinforce-within');
  return [...p.fof, ...p.near].some((e) => e.range <= r && alive(s.units.find((u) => u.id === e.unit)));
}

/** What the planner carries from one position to the next: the positions and pools as changed so far, the player's choices. */
export interface WalkCtx {
  readonly s: GameState;
  readonly ctx: RulesContext;
  readonly card: GermanCard;
  readonly chooser: Chooser;
  readonly work: Map<string, Work>;
  readonly pools: Record<PoolName, number>;
  eliminated: number;
  /** Units that lost their step this phase (standard game). */
  readonly capped: Set<string>;
  readonly ext: boolean;
  readonly artillerySectors: Set<string>;
}

export function unitOf(w: WalkCtx, id: string): Unit | undefined {
  return w.s.units.find((u) => u.id === id);
}

export function depthFor(p: Work): string {
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


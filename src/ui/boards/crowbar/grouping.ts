import type { CrowbarAction } from '../../../systems/crowbar/game/actions.ts';
import { DIE_COLORS, type CrowbarState } from '../../../systems/crowbar/game/types.ts';
import type { Choice } from './choices.ts';

/**
 * One tap per choice: what a tap on a space does, and the one choice the board offers as the obvious next
 * step. A space with a single legal choice does it at once (undo is there for a slip); a space with several
 * shows them all beside it, the obvious one first; a space with none only says what is in it and why.
 */

export type Tap =
  | { readonly kind: 'do'; readonly choice: Choice }
  | { readonly kind: 'pick'; readonly choices: readonly Choice[] }
  | { readonly kind: 'look' };

/** The choices that act on one space, the primary choice (if it is one of them) first. */
export function choicesOn(choices: readonly Choice[], space: number, primary?: Choice): Choice[] {
  const here = choices.filter((c) => c.place === 'space' && c.space === space);
  if (!primary) return here;
  const i = here.findIndex((c) => c.key === primary.key);
  if (i <= 0) return here;
  return [here[i] as Choice, ...here.slice(0, i), ...here.slice(i + 1)];
}

/** What one tap on a space does now. */
export function tapOn(choices: readonly Choice[], space: number, primary?: Choice): Tap {
  const here = choicesOn(choices, space, primary);
  const only = here[0];
  if (here.length === 1 && only) return { kind: 'do', choice: only };
  return here.length ? { kind: 'pick', choices: here } : { kind: 'look' };
}

/**
 * The choice most players make next, shown as one large button: keep a die just rolled; Press Forward with
 * the safest die not yet rolled (the dice go green, yellow, red, black from safe to dangerous); with Advances
 * in hand, step forward when they pay for it, or else save them; at the end of a turn, end it; with the
 * free deployment offered (B-6), keep the printed one. Undefined
 * where no one choice stands out (which unit, Company or target is the player's own call).
 */
export function primaryChoice(g: CrowbarState, choices: readonly Choice[]): Choice | undefined {
  const t = g.stack[g.stack.length - 1];
  const find = (p: (c: Choice) => boolean): Choice | undefined => choices.find(p);
  switch (t?.k) {
    case 'reroll':
      return find((c) => c.action.type === 'accept');
    case 'unit':
      for (const die of DIE_COLORS) {
        const roll = find((c) => c.action.type === 'roll' && c.action.die === die);
        if (roll) return roll;
      }
      return undefined;
    case 'spend':
      return (
        find((c) => c.action.type === 'move' && c.action.dir === 'forward' && c.action.bonus === undefined) ??
        find((c) => c.action.type === 'end-advances')
      );
    case 'deploy':
      return find((c) => c.action.type === 'deploy-done');
    case 'end-turn':
      return choices.some((c) => c.action.type === 'rudder-handoff')
        ? undefined
        : find((c) => c.action.type === 'end-turn');
    default:
      return undefined;
  }
}

/**
 * The counter or marker a choice puts on the map, where the same space offers several (the German player's
 * deployment, secret markers, patrol and Counterattack units): the board asks for the piece first, and then
 * each space holds one choice again, made with one tap.
 */
export function pieceOf(a: CrowbarAction): string | undefined {
  switch (a.type) {
    case 'german-deploy':
    case 'german-patrol':
    case 'german-counterattack':
      return `unit:${a.unit}`;
    case 'german-place-marker':
      return `marker:${a.marker}`;
    default:
      return undefined;
  }
}

/** The pieces on offer, in the order of the choices. */
export function piecesOf(choices: readonly Choice[]): string[] {
  const out: string[] = [];
  for (const c of choices) {
    const p = pieceOf(c.action);
    if (p !== undefined && !out.includes(p)) out.push(p);
  }
  return out;
}

/** The choices live with `piece` picked: those that place it, and those that place no piece at all. */
export function withPiece(choices: readonly Choice[], piece: string | undefined): Choice[] {
  return choices.filter((c) => {
    const p = pieceOf(c.action);
    return p === undefined || p === piece;
  });
}

/** The choices of one Redeploy target (column, row, with or without the Commander): one per strength sent. */
export interface RedeployGroup {
  readonly key: string;
  readonly col: number;
  readonly min: number;
  readonly max: number;
  readonly choices: readonly Choice[];
}

/** A space's choices with its Redeploy ones gathered by target, so the strength is set by stepper (K-2e). */
export function redeployGroups(choices: readonly Choice[]): { single: Choice[]; groups: RedeployGroup[] } {
  const single: Choice[] = [];
  const byKey = new Map<string, Choice[]>();
  for (const c of choices) {
    const a = c.action;
    if (a.type !== 'special' || a.action !== 'redeploy') {
      single.push(c);
      continue;
    }
    const key = `${a.col}:${a.row}:${a.bonus ?? ''}`;
    byKey.set(key, [...(byKey.get(key) ?? []), c]);
  }
  const groups = [...byKey].map(([key, list]): RedeployGroup => {
    const sps = list.map((c) => (c.action.type === 'special' ? (c.action.sp ?? 0) : 0));
    const first = list[0]?.action;
    return {
      key,
      col: first?.type === 'special' ? (first.col ?? 0) : 0,
      min: Math.min(...sps),
      max: Math.max(...sps),
      choices: list,
    };
  });
  return { single, groups };
}

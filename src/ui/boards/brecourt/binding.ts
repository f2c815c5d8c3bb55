import { Rng, type AnyProcedure, type Face, type InputValues, type ResolvedRoll, type RulesContext } from '../../../engine/index.ts';
import { suggestInputs } from '../../../systems/brecourt/game/suggest.ts';
import type { BrecourtAction } from '../../../systems/brecourt/game/actions.ts';
import type { BrecourtState } from '../../../systems/brecourt/game/types.ts';
import type { AnyGame, GameDefinition } from '../../../systems/types.ts';

export type BrecourtGame = GameDefinition<BrecourtState, BrecourtAction>;

/** The system's game with its own state and action types back (the registry erases them). */
export function typedGame(game: AnyGame): BrecourtGame {
  return game as unknown as BrecourtGame;
}

/** A procedure tied to figures (and a grenade or gun): its result lands on them when applied. */
export interface Binding {
  readonly procedure: string;
  readonly actor?: string;
  readonly targets?: readonly string[];
  readonly grenade?: string;
  readonly gun?: string;
}

/** The inputs the figures give, restricted to the procedure's own (the panel shows them; the referee corrects). */
export function presetFor(state: BrecourtState, proc: AnyProcedure, b: Binding, ctx: RulesContext): InputValues {
  const known = new Set(proc.inputs.map((d) => d.name));
  return Object.fromEntries(Object.entries(suggestInputs(state, proc.id, ctx, b.actor, b.targets ?? [])).filter(([k]) => known.has(k)));
}

/** The dice of a result, by group (groups that threw nothing left out, as the action allows). */
export function diceOf(result: ResolvedRoll): Record<string, Face[]> {
  const out: Record<string, Face[]> = {};
  for (const g of result.pool) if (g.values.length > 0) out[g.group] = [...g.values];
  return out;
}

/** The game action that resolves the bound procedure with exactly the inputs and dice of the result shown. */
export function resolveAction(b: Binding, result: ResolvedRoll, at: number): BrecourtAction {
  const dice = diceOf(result);
  return {
    type: 'resolve',
    at,
    procedure: b.procedure,
    inputs: { ...result.inputs },
    // The dice go in the action either way; the source says whether the table threw them or the app did.
    ...(Object.keys(dice).length ? { dice, diceSource: result.diceSource } : {}),
    ...(b.actor ? { actor: b.actor } : {}),
    ...(b.targets && b.targets.length ? { targets: [...b.targets] } : {}),
    ...(b.grenade ? { grenade: b.grenade } : {}),
    ...(b.gun ? { gun: b.gun } : {}),
  };
}

/**
 * What applying would do, read by running the game on a copy: the log lines after the roll's own line (the
 * figures changed), or why the game refuses it now.
 */
export function previewApply(game: BrecourtGame, state: BrecourtState, action: BrecourtAction, ctx: RulesContext): { lines: string[]; why?: string } {
  const why = game.check(state, action, ctx);
  if (why) return { lines: [], why };
  try {
    const next = game.apply(state, action, Rng.fromSeed(0), ctx);
    const lines = next.said.slice(1).map((e) => e.text);
    // What the log does not spell out: grenades used, guns and reinforcements changed.
    for (const f of next.figures) {
      const was = state.figures.find((x) => x.id === f.id);
      if (was && was.grenades !== f.grenades) lines.push(`${f.name}: ${f.grenades} grenade${f.grenades === 1 ? '' : 's'} left`);
    }
    for (const h of next.howitzers) {
      const was = state.howitzers.find((x) => x.id === h.id);
      if (was && was.status !== h.status) lines.push(`${h.name} ${h.status}`);
    }
    if (next.fallschirmjager.entries.length > state.fallschirmjager.entries.length) lines.push(`Fallschirmjäger group ${next.fallschirmjager.entries.length} enters at ${next.fallschirmjager.entries[next.fallschirmjager.entries.length - 1]}"`);
    if (next.fallschirmjager.due && !state.fallschirmjager.due) lines.push('The Fallschirmjäger are coming');
    if (next.artillery.nextFireTurn !== state.artillery.nextFireTurn && next.artillery.nextFireTurn !== null) lines.push(`The guns fire on turn ${next.artillery.nextFireTurn}`);
    return { lines };
  } catch (e) {
    return { lines: [], why: (e as Error).message };
  }
}

/** The Apply button's words: what lands on whom, in a line. */
export function applyLabel(preview: { lines: string[]; why?: string }): string {
  if (preview.why) return `Cannot apply: ${preview.why}`;
  if (!preview.lines.length) return 'Apply: record it (no figure changes)';
  return `Apply: ${preview.lines.join('; ')}`;
}

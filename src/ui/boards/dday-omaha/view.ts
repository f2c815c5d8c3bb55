import { isRecord, type RulesContext } from '../../../engine/index.ts';
import { rule } from '../../../systems/dday-omaha/rules/numbers.ts';
import type { Action } from '../../../systems/dday-omaha/game/actions.ts';
import { extRules, type GameState } from '../../../systems/dday-omaha/game/state.ts';
import type { Walk } from '../../../systems/dday-omaha/game/walk-types.ts';

/** What the board's header and highlights show, from the state alone. Pure. */

/** A light shape check: the session hands the board `unknown`. */
export function isGameState(v: unknown): v is GameState {
  return (
    isRecord(v) &&
    Array.isArray(v.positions) &&
    Array.isArray(v.units) &&
    typeof v.turn === 'number' &&
    typeof v.phase === 'string' &&
    typeof v.pools === 'object'
  );
}

const PHASE_TEXT: Record<GameState['phase'], string> = {
  landing: 'US landing',
  german: 'German card',
  us: 'US actions',
};

export interface Headline {
  readonly turn: string;
  readonly phase: string;
  /** The extended game is being played (turns 17-32). */
  readonly extended: boolean;
  /** Its EXT rules are in force now. */
  readonly extRules: boolean;
  readonly extLabel: string;
  readonly extTitle: string;
  /** The session's "Game length" setting disagrees with the length the game was set up with. */
  readonly lengthNote?: string;
}

export function gameHeadline(s: GameState, ctx: RulesContext): Headline {
  const last = rule(ctx, 'last-turn', s.extended);
  const first = rule(ctx, 'ext-first-turn');
  const on = extRules(s, first);
  return {
    turn: s.over ? `Game over after turn ${s.turn}` : `Turn ${s.turn} of ${last}`,
    phase: PHASE_TEXT[s.phase],
    extended: s.extended,
    extRules: on,
    extLabel: !s.extended ? 'Standard game' : on ? 'EXT rules in force' : `Extended game: EXT from turn ${first}`,
    extTitle: s.extended
      ? `Extended game: turns ${first}-${last} play with every EXT rule`
      : `Standard game of ${last} turns (the extended game is chosen when the session starts)`,
    ...(ctx.setting('extended') === !s.extended
      ? {
          lengthNote: `The Game length setting now reads ${s.extended ? 'standard' : 'extended'}, but this game was set up as ${s.extended ? 'extended' : 'standard'} and keeps that length.`,
        }
      : {}),
  };
}

/** Positions that act in the walk under way, and US units it affects. */
export function walkMarks(w: Walk | null): { positions: Set<string>; units: Set<string> } {
  const positions = new Set<string>();
  const units = new Set<string>();
  if (!w) return { positions, units };
  for (const st of w.steps) {
    positions.add(st.position);
    for (const e of st.effects) if (e.kind === 'hit' || e.kind === 'disrupt-unit') units.add(e.unit);
  }
  return { positions, units };
}

/** The button that ends the phase at hand (none in the German phase: applying the card ends it). */
export function phaseAction(s: GameState): { label: string; action: Action } | undefined {
  if (s.over || s.walk) return undefined;
  if (s.phase === 'landing') return { label: 'Landing done: German card', action: { type: 'next-phase' } };
  if (s.phase === 'us') return { label: `End turn ${s.turn}`, action: { type: 'next-phase' } };
  return undefined;
}

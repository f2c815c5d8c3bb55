import type { RulesContext, Told } from '../../../engine/index.ts';
import { rule } from '../rules/numbers.ts';
import { highTide, onMap, underwater } from './ground.ts';
import { landingProblem } from './landing-action.ts';
import { overStacked } from './us-markers.ts';
import { FRESH_US_PHASE, type GameState } from './state.ts';
import type { World } from './world.ts';
import { PHASE_NAME, said } from './words.ts';

export function lastTurn(s: GameState, ctx: RulesContext): number {
  return rule(ctx, 'last-turn', s.extended);
}

/** Units due now that some landing box would still take. */
export function unlanded(s: GameState, ctx: RulesContext): string[] {
  return s.units
    .filter((u) => u.where === 'due' && u.due <= s.turn && s.landingBoxes.some((b) => !landingProblem(s, u, b, ctx)))
    .map((u) => u.id);
}

/** Why the phase cannot end now, or undefined. */
export function nextPhaseProblem(s: GameState, ctx: RulesContext): string | undefined {
  if (s.walk) return 'Apply or cancel the German card first';
  if (s.phase === 'german') return 'Enter the German card first';
  if (s.phase === 'landing') {
    const left = unlanded(s, ctx);
    if (left.length)
      return `Land ${s.turn >= rule(ctx, 'voluntary-delay-from') ? 'or hold back ' : ''}every unit due first: ${left.length > 3 ? `${left.length} units left` : left.join(', ')} (1)`;
  }
  if (s.phase === 'us') {
    const over = overStacked(s, ctx);
    if (over.size)
      return `Over the stacking limit: ${[...over].map(([h, list]) => `hex ${h} (${list.map((u) => u.id).join(', ')})`).join('; ')}: eliminate units until each hex holds ${rule(ctx, 'stacking-limit')} (6)`;
  }
  return undefined;
}

/** The end of the turn (6): at high tide, units left under water without a Climb Cliff marker are removed from play. */
function endOfTurn(s: GameState, w: World, ctx: RulesContext): { state: GameState; said: Told[] } {
  const high = highTide(ctx, s.turn);
  const drowned = s.units.filter((u) => onMap(u) && underwater(w.map, u.hex, high) && u.climb !== 'climb-cliff');
  if (!drowned.length) return { state: s, said: [] };
  const ids = new Set(drowned.map((u) => u.id));
  return {
    state: { ...s, units: s.units.map((u) => (ids.has(u.id) ? { ...u, where: 'removed' as const, hex: null } : u)) },
    said: [said(`High tide: ${drowned.map((u) => u.id).join(', ')} under water`, 'removed from play', '6')],
  };
}

export function nextPhase(s: GameState, w: World, ctx: RulesContext): GameState {
  if (s.phase === 'landing')
    return {
      ...s,
      phase: 'german',
      lastReport: [said(`${PHASE_NAME.landing} ends`, `now the ${PHASE_NAME.german}: draw the German card`, '3')],
    };
  const end = endOfTurn(s, w, ctx);
  const over = s.turn >= lastTurn(s, ctx);
  // what comes next is the turn line's outcome: "Just now" leads with it, then says which turn ended
  const next = over
    ? 'the game is over: count the VP positions held (the digest gives no victory levels)'
    : `turn ${s.turn + 1} begins with the ${PHASE_NAME.landing}`;
  const lastReport = [said(`Turn ${s.turn} ends`, next, '6'), ...end.said];
  if (over) return { ...end.state, over: true, lastReport };
  return { ...end.state, turn: s.turn + 1, phase: 'landing', usPhase: FRESH_US_PHASE, landingDrifts: [], lastReport };
}
